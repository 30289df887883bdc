/* cli/shogi_reach: `yomi shogi reach`: the reachability test of one position by reverse search
 * toward King-King positions; prints the verdict, E and L, and the path found as a game. */
#include <stdlib.h>

#include "cli/cli.h"
#include "cli/shogi_cli.h"
#include "cli/shogi_verbs.h"
#include "core/json.h"
#include "core/opts.h"
#include "core/timer.h"
#include "shogi/reach.h"

#define REACH_OPTIONS(X)                                  \
  X(STR, variant, shogi, 0, 0, "shogi or minishogi")      \
  X(STR, sfen, NONE, 0, 0, "the position (required)")     \
  X(FLAG, quiet, 0, 0, 1, "do not print the path")        \
  X(FLAG, json, 0, 0, 1, "print one JSON record")
typedef struct { REACH_OPTIONS(OPTS_FIELD) } reach_opts;
#define OPTS_STRUCT reach_opts
static const opt_spec reach_specs[] = {REACH_OPTIONS(OPTS_SPEC)};

int cli_shogi_reach(int argc, char **argv) {
  if (cli_wants_help(argc, argv)) {
    printf("usage: yomi shogi reach --variant shogi|minishogi --sfen S [--quiet] [--json]\n\n"
           "Greedy best-first reverse search from S toward King-King positions (H = 10N + 10P + D,\n"
           "no node limit). 'reachable' comes with a game from a King-King position to S;\n"
           "'unreachable' means every position from which S can be reached was examined.\n"
           "The 4.2 filters are checked first: a position that fails one is unreachable at once.\n\n");
    opts_help(stdout, reach_specs, OPTS_COUNT(reach_specs));
    return CLI_OK;
  }
  reach_opts o;
  char *pos[1], err[160];
  int npos;
  if (opts_parse(reach_specs, OPTS_COUNT(reach_specs), &o, argc - 1, argv + 1, pos, 0, &npos, err,
                 sizeof err))
    return cli_error("%s", err);
  if (!o.sfen) return cli_error("reach needs --sfen");
  shogi_pos p;
  if (shogi_cli_position(o.variant, o.sfen, &p)) return CLI_USAGE;

  const char *rule = shogi_filter_two_pawns(&p) ? "two unpromoted pawns of one side on a file"
                     : shogi_filter_immobile(&p) ? "a piece that can never move"
                     : shogi_filter_check(&p)    ? "the side not to move is in check"
                                                 : NULL;
  shogi_reach_result res = {0};
  shogi_reach *r = NULL;
  double t0 = timer_now();
  if (!rule) {
    r = shogi_reach_new();
    if (!r || shogi_reach_search(r, &p, &res)) {
      shogi_reach_free(r);
      return cli_error("out of memory");
    }
  }
  double secs = timer_now() - t0;
  int len = 0;
  shogi_pos *path = NULL;
  shogi_move *moves = NULL;
  if (res.reachable) {
    path = malloc(res.length * sizeof *path);
    moves = malloc(res.length * sizeof *moves);
    if (!path || !moves) return cli_error("out of memory");
    len = shogi_reach_path(r, path, moves, (int)res.length);
  }
  if (o.json) {
    json_writer w;
    json_init(&w, stdout);
    json_begin_record(&w, argc, argv);
    json_key(&w, "params");
    json_begin_object(&w);
    json_kv_string(&w, "variant", p.v->name);
    json_kv_string(&w, "sfen", o.sfen);
    json_end_object(&w);
    json_key(&w, "result");
    json_begin_object(&w);
    json_kv_bool(&w, "reachable", res.reachable);
    if (rule) json_kv_string(&w, "rule", rule);
    json_key(&w, "path");
    json_begin_array(&w);
    for (int i = 0; i < len; i++) {
      char sfen[256];
      shogi_pos_to_sfen(&path[i], sfen, sizeof sfen);
      json_string(&w, sfen);
    }
    json_end_array(&w);
    json_end_object(&w);
    json_key(&w, "stats");
    json_begin_object(&w);
    json_kv_uint(&w, "expanded", res.expanded);
    json_kv_uint(&w, "length", res.length);
    json_kv_uint(&w, "plies_traced_back", res.plies_traced_back);
    json_kv_uint(&w, "generated", res.generated);
    json_kv_double(&w, "seconds", secs);
    json_end_object(&w);
    json_end_object(&w);
  } else {
    if (rule) {
      printf("unreachable: %s (seed 4.2)\n", rule);
    } else if (res.reachable) {
      printf("reachable\nE (expanded) %llu  L (path length) %llu  generated %llu  %.3f s\n",
             (unsigned long long)res.expanded, (unsigned long long)res.length,
             (unsigned long long)res.generated, secs);
      if (!o.quiet) {
        printf("path from a King-King position (each line: position, then the move played):\n");
        for (int i = 0; i < len; i++) {
          char sfen[256], usi[16] = "";
          shogi_pos_to_sfen(&path[i], sfen, sizeof sfen);
          if (i + 1 < len) shogi_move_to_usi(p.v, moves[i], usi, sizeof usi);
          printf("  %3d  %s%s%s\n", i, sfen, usi[0] ? "  " : "", usi);
        }
      }
    } else {
      printf("unreachable: reverse search exhausted\nE (expanded) %llu  plies traced back %u  %.3f s\n",
             (unsigned long long)res.expanded, (unsigned)res.plies_traced_back, secs);
    }
  }
  free(path);
  free(moves);
  shogi_reach_free(r);
  return CLI_OK;
}
