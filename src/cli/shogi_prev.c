/* cli/shogi_prev: `yomi shogi prev`: lists Prev_1 of a position, each predecessor as SFEN with the
 * move that leads from it to the given position. */
#include <stdlib.h>

#include "cli/cli.h"
#include "cli/shogi_cli.h"

#define PREV_OPTIONS(X) \
  X(STR, svg, NONE, 0, 0, "draw the position with the predecessors' moves as arrows, as SVG")
typedef struct {
  PREV_OPTIONS(OPTS_FIELD)
} prev_opts;
#define OPTS_STRUCT prev_opts
static const opt_spec prev_specs[] = {PREV_OPTIONS(OPTS_SPEC)};

static const char *piece_names = "-PLNSBRGK";

/* One line per q in Prev_1(p): <SFEN of q>  <USI move from q to p>[  x<captured>]. */
static void print_prev(const shogi_pos *p, const shogi_move *prev, int n) {
  for (int i = 0; i < n; i++) {
    shogi_pos q;
    shogi_unmake(&q, p, prev[i]);
    char sfen[256], usi[16];
    shogi_pos_to_sfen(&q, sfen, sizeof sfen);
    shogi_move_to_usi(p->v, prev[i], usi, sizeof usi);
    int cap = SHOGI_MOVE_CAPTURED(prev[i]);
    if (cap)
      printf("%s  %s  x%s%c\n", sfen, usi, cap > SHOGI_K ? "+" : "",
             piece_names[cap > SHOGI_K ? cap - 8 : cap]);
    else printf("%s  %s\n", sfen, usi);
  }
}

static const shogi_cli_syntax syntax = {
    "usage: yomi shogi prev --variant shogi|minishogi --sfen S [--svg FILE]\n\n"
    "Prints one line per q in Prev_1(p): <SFEN of q>  <USI move from q to p>[  x<captured>]\n\n",
    SHOGI_CLI_VARIANT | SHOGI_CLI_SFEN,
    prev_specs,
    OPTS_COUNT(prev_specs),
    0,
    0};

int cli_shogi_prev(int argc, char **argv) {
  shogi_cli_args a;
  prev_opts o;
  if (shogi_cli_parse(&a, &syntax, &o, argc, argv)) return a.status;
  shogi_pos p;
  if (shogi_cli_given_position(&a, "prev", &p)) return CLI_USAGE;
  shogi_move *prev = malloc(sizeof(shogi_move) * SHOGI_MAX_PREV);
  if (!prev) return cli_fail(CLI_IO, "out of memory");
  if (!shogi_pos_legal(&p)) {
    printf("# p fails the seed's 4.2 filters:");
    for (int i = 0; i < SHOGI_NFILTERS; i++)
      if (shogi_filters[i].fails(&p)) printf(" %s", shogi_filters[i].name);
    printf(", so Prev_1 is empty\n");
  }
  int n = shogi_prev_gen(&p, prev);
  print_prev(&p, prev, n);
  printf("predecessors: %d\n", n);
  int rc = o.svg ? shogi_cli_save_svg(o.svg, &p, NULL, prev, n) : CLI_OK;
  free(prev);
  return rc;
}
