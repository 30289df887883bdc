/* cli/shogi_prev: `yomi shogi prev`: lists Prev_1 of a position, each predecessor as SFEN with the
 * move that leads from it to the given position. */
#include <stdlib.h>

#include "cli/cli.h"
#include "cli/shogi_cli.h"
#include "core/opts.h"

#define PREV_OPTIONS(X)                                  \
  X(STR, variant, shogi, 0, 0, "shogi or minishogi")     \
  X(STR, sfen, NONE, 0, 0, "the position p (required)")
typedef struct { PREV_OPTIONS(OPTS_FIELD) } prev_opts;
#define OPTS_STRUCT prev_opts
static const opt_spec prev_specs[] = {PREV_OPTIONS(OPTS_SPEC)};

static const char *piece_names = "-PLNSBRGK";

int cli_shogi_prev(int argc, char **argv) {
  if (cli_wants_help(argc, argv)) {
    printf("usage: yomi shogi prev --variant shogi|minishogi --sfen S\n\n"
           "Prints one line per q in Prev_1(p): <SFEN of q>  <USI move from q to p>[  x<captured>]\n\n");
    opts_help(stdout, prev_specs, OPTS_COUNT(prev_specs));
    return CLI_OK;
  }
  prev_opts o;
  char *pos[1], err[160];
  int npos;
  if (opts_parse(prev_specs, OPTS_COUNT(prev_specs), &o, argc - 1, argv + 1, pos, 0, &npos, err, sizeof err))
    return cli_error("%s", err);
  if (!o.sfen) return cli_error("prev needs --sfen");
  shogi_pos p;
  if (shogi_cli_position(o.variant, o.sfen, &p)) return CLI_USAGE;
  shogi_move *prev = malloc(sizeof(shogi_move) * SHOGI_MAX_PREV);
  if (!prev) return cli_error("out of memory");
  if (!shogi_pos_legal(&p))
    printf("# p fails the seed's 4.2 filters:%s%s%s, so Prev_1 is empty\n",
           shogi_filter_two_pawns(&p) ? " two pawns" : "", shogi_filter_immobile(&p) ? " immobile piece" : "",
           shogi_filter_check(&p) ? " side not to move in check" : "");
  int n = shogi_prev_gen(&p, prev);
  for (int i = 0; i < n; i++) {
    shogi_pos q;
    shogi_unmake(&q, &p, prev[i]);
    char sfen[256], usi[16];
    shogi_pos_to_sfen(&q, sfen, sizeof sfen);
    shogi_move_to_usi(p.v, prev[i], usi, sizeof usi);
    int cap = SHOGI_MOVE_CAPTURED(prev[i]);
    if (cap)
      printf("%s  %s  x%s%c\n", sfen, usi, cap > SHOGI_K ? "+" : "", piece_names[cap > SHOGI_K ? cap - 8 : cap]);
    else
      printf("%s  %s\n", sfen, usi);
  }
  printf("predecessors: %d\n", n);
  free(prev);
  return CLI_OK;
}
