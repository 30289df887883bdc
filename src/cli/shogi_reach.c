/* cli/shogi_reach: `yomi shogi reach`: the reachability test of one position by reverse search
 * toward King-King positions; prints the verdict, E and L, and the path found as a game. */
#include "cli/cli.h"
#include "cli/shogi_cli.h"
#include "core/timer.h"
#include "shogi/reach.h"
#include "shogi/svg.h"

#define REACH_OPTIONS(X) \
  X(FLAG, quiet, 0, 0, 1, "do not print the path") \
  X(STR, svg, NONE, 0, 0, "draw the position with the path's last moves as arrows, as SVG to this file")
typedef struct {
  REACH_OPTIONS(OPTS_FIELD)
} reach_opts;
#define OPTS_STRUCT reach_opts
static const opt_spec reach_specs[] = {REACH_OPTIONS(OPTS_SPEC)};

static void print_json(int argc, char **argv, const shogi_pos *p, const char *sfen,
                       const shogi_reach_report *rep, double secs) {
  json_writer w;
  shogi_cli_json_begin(&w, argc, argv, p->v->name);
  json_kv_string(&w, "sfen", sfen);
  shogi_cli_json_section(&w, "result");
  json_kv_bool(&w, "reachable", rep->res.reachable);
  if (rep->rule) json_kv_string(&w, "rule", rep->rule);
  json_key(&w, "path");
  json_begin_array(&w);
  for (int i = 0; i < rep->len; i++) {
    char s[256];
    shogi_pos_to_sfen(&rep->path[i], s, sizeof s);
    json_string(&w, s);
  }
  json_end_array(&w);
  json_key(&w, "moves"); /* moves[i] leads from path[i] to path[i + 1], as the text shows them */
  json_begin_array(&w);
  for (int i = 0; i + 1 < rep->len; i++) {
    char usi[16];
    shogi_move_to_usi(p->v, rep->moves[i], usi, sizeof usi);
    json_string(&w, usi);
  }
  json_end_array(&w);
  shogi_cli_json_section(&w, "stats");
  stats_json(&w, shogi_reach_stat_specs, STATS_COUNT(shogi_reach_stat_specs), &rep->res);
  json_kv_double(&w, "seconds", secs);
  shogi_cli_json_end(&w);
  printf("\n");
}

static void print_text(const shogi_pos *p, const shogi_reach_report *rep, double secs, bool quiet) {
  const shogi_reach_result *res = &rep->res;
  if (rep->rule) {
    printf("unreachable: %s (seed 4.2)\n", rep->rule);
  } else if (res->reachable) {
    printf("reachable\nE (expanded) %llu  L (path length) %llu  generated %llu  %.3f s\n",
           (unsigned long long)res->expanded, (unsigned long long)res->length,
           (unsigned long long)res->generated, secs);
    if (quiet) return;
    printf("path from a King-King position (each line: position, then the move played):\n");
    for (int i = 0; i < rep->len; i++) {
      char sfen[256], usi[16] = "";
      shogi_pos_to_sfen(&rep->path[i], sfen, sizeof sfen);
      if (i + 1 < rep->len) shogi_move_to_usi(p->v, rep->moves[i], usi, sizeof usi);
      printf("  %3d  %s%s%s\n", i, sfen, usi[0] ? "  " : "", usi);
    }
  } else {
    printf("unreachable: reverse search exhausted\nE (expanded) %llu  plies traced back %llu  %.3f s\n",
           (unsigned long long)res->expanded, (unsigned long long)res->plies_traced_back, secs);
  }
}

static const shogi_cli_syntax syntax = {
    "usage: yomi shogi reach --variant shogi|minishogi --sfen S [--quiet] [--json] [--svg FILE]\n\n"
    "Greedy best-first reverse search from S toward King-King positions (H = 10N + 10P + D,\n"
    "no node limit). 'reachable' comes with a game from a King-King position to S;\n"
    "'unreachable' means every position from which S can be reached was examined.\n"
    "The 4.2 filters are checked first: a position that fails one is unreachable at once.\n\n",
    SHOGI_CLI_VARIANT | SHOGI_CLI_SFEN,
    reach_specs,
    OPTS_COUNT(reach_specs),
    SHOGI_CLI_JSON,
    0};

int cli_shogi_reach(int argc, char **argv) {
  shogi_cli_args a;
  reach_opts o;
  if (shogi_cli_parse(&a, &syntax, &o, argc, argv)) return a.status;
  shogi_pos p;
  if (shogi_cli_given_position(&a, "reach", &p)) return CLI_USAGE;
  shogi_reach_report rep;
  double t0 = timer_now();
  int rc = shogi_reach_test(&p, &rep);
  double secs = timer_now() - t0;
  if (rc) a.status = cli_fail(CLI_IO, "out of memory");
  else if (a.c.json) print_json(argc, argv, &p, a.c.sfen, &rep, secs);
  else print_text(&p, &rep, secs, o.quiet);
  if (!rc && o.svg) a.status = shogi_cli_save_svg(o.svg, &p, &rep, NULL, 0);
  shogi_reach_report_free(&rep);
  return a.status;
}
