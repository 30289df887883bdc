/* cli/go_solve: `yomi go solve RxC --komi K`: prove who wins with df-pn, print the proof's
 * statistics and principal variation; and what the other `yomi go` verbs share with it. */
#include "cli/go_solve.h"
#include <stdlib.h>
#include <string.h>
#include "cli/cli.h"
#include "cli/go_util.h"
#include "cli/proof.h"
#include "go/cert.h"
#include "cli/run.h"
#include "go/keys.h"
#include "go/knowledge.h"
#include "go/prune.h"
#include "go/static.h"
#include "core/error.h"
#include "core/opts.h"
#include "core/progress.h"
#include "go/sgf.h"
#include "go/svg.h"
#include "yomi_version.h"

void go_cli_json_begin(json_writer *w, int argc, char **argv) {
  char *av[256];
  int n = 0;
  av[n++] = "go";
  for (int i = 0; i < argc && n < 256; i++) av[n++] = argv[i];
  json_init(w, stdout);
  json_begin_record(w, n, av);
}

/* ---- the verb ---- */

#define SOLVE_OPTIONS(X) \
  X(STR, komi, NONE, 0, 0, "komi, a half-integer (required)") \
  X(STR, moves, NONE, 0, 0, "start after these moves, e.g. C3,D4,pass") \
  X(STR, suicide, forbidden, 0, 0, "suicide rule: forbidden or allowed") \
  X(FLAG, no_symmetry, 0, 0, 1, "list every move even where the history is symmetric") \
  X(STR, sgf, NONE, 0, 0, "write the principal variation as SGF to this file") \
  X(STR, svg, NONE, 0, 0, \
    "draw the start position and the numbered principal variation as SVG to this file") \
  X(STR, tt_from, NONE, 0, 0, \
    "start from the table of an earlier position of this problem (a --tt-file or a campaign's --tables)") \
  X(STR, proof, NONE, 0, 0, "write the proof tree as a certificate to this file (yomi verify FILE)") \
  X(INT, proof_max_nodes, 0, 0, 1e18, "with --proof: fail beyond this many nodes (0: no limit)") \
  X(FLAG, stats, 0, 0, 1, "print every statistic") \
  X(FLAG, json, 0, 0, 1, "print one JSON record")

typedef struct solve_opts {
  SOLVE_OPTIONS(OPTS_FIELD)
} solve_opts;
#define OPTS_STRUCT solve_opts
static const opt_spec solve_specs[] = {SOLVE_OPTIONS(OPTS_SPEC)};
#undef OPTS_STRUCT

/* A parsed `go solve` command. */
typedef struct solve_cmd {
  solve_opts o;
  dfpn_opts d;
  dfpn_table_opts t;
  go_knowledge_opts k;
  go_knowledge know;
  int rows, cols;
  double komi;
  go_suicide suicide;
  int moves[1024], nmoves;
} solve_cmd;

static const char *winner_name(int w) { return w == GO_SOLVE_BLACK ? "black" : "white"; }

static int parse(int argc, char **argv, solve_cmd *c) {
  opt_group g[] = {OPT_GROUP(solve_specs, &c->o),
                   {dfpn_opt_specs, dfpn_opt_count, &c->d},
                   {dfpn_table_opt_specs, dfpn_table_opt_count, &c->t},
                   {go_knowledge_opt_specs, go_knowledge_opt_count, &c->k}};
  char *pos[4], err[256];
  int npos = 0;
  if (cli_wants_help(argc, argv)) {
    printf("usage: yomi go solve RxC --komi K [options]\n\n");
    opts_help_groups(stdout, g, 4);
    return -1;
  }
  if (opts_parse_groups(g, 4, argc - 1, argv + 1, pos, 4, &npos, err, sizeof err) ||
      go_knowledge_from_opts(&c->k, &c->know, err, sizeof err))
    return cli_error("%s", err);
  if (npos != 1) return cli_error("yomi go solve: expected one board size RxC");
  if (cli_go_size(pos[0], GO_SMALL_POINTS, &c->rows, &c->cols)) return CLI_USAGE;
  if (!c->o.komi) return cli_error("yomi go solve: --komi is required");
  if (go_parse_komi(c->o.komi, &c->komi))
    return cli_error("bad komi '%s' (expected a half-integer such as 1.5 or -0.5)", cli_quote(c->o.komi));
  if (go_parse_suicide(c->o.suicide, &c->suicide))
    return cli_error("bad --suicide '%s' (forbidden or allowed)", cli_quote(c->o.suicide));
  c->nmoves = 0;
  if (c->o.moves && *c->o.moves) {
    int bad = -1;
    c->nmoves = go_parse_moves(c->o.moves, c->rows, c->cols, c->moves, 1024, &bad);
    if (c->nmoves < 0)
      return cli_error("bad --moves: item %d of '%s' is not a move on %s", bad + 1, cli_quote(c->o.moves),
                       cli_quote(pos[0]));
  }
  return cli_run_writable(c->t.tt_file);
}

static int setup(const solve_cmd *c, go_solvegame *sg) {
  int bad = -1;
  int rc = go_solvegame_init(sg, c->rows, c->cols, c->suicide, c->moves, c->nmoves, c->komi, &bad);
  if (rc == YOMI_EILLEGAL) {
    char name[16];
    go_move_name(c->moves[bad], c->rows, c->cols, name, sizeof name);
    return cli_error("bad --moves: move %d (%s) is illegal", bad + 1, name);
  }
  if (rc) return cli_error("cannot set up the game: %s", yomi_strerror(rc));
  sg->know = c->know;
  sg->symmetry = !c->o.no_symmetry;
  return 0;
}

/* The parameters: the board, the komi as parsed, then every option of the four tables. */
static void json_params(json_writer *w, const solve_cmd *c) {
  solve_cmd *m = (solve_cmd *)c; /* opt_group's out is not const; opts_json_groups only reads it */
  opt_group g[] = {OPT_GROUP(solve_specs, &m->o),
                   {dfpn_opt_specs, dfpn_opt_count, &m->d},
                   {dfpn_table_opt_specs, dfpn_table_opt_count, &m->t},
                   {go_knowledge_opt_specs, go_knowledge_opt_count, &m->k}};
  static const char *const own[] = {"komi", NULL};
  json_key(w, "params");
  json_begin_object(w);
  json_kv_int(w, "rows", c->rows);
  json_kv_int(w, "cols", c->cols);
  json_kv_double(w, "komi", c->komi);
  opts_json_groups_but(w, g, 4, own);
  json_end_object(w);
}

static const char *player_name(void *ctx, int w) { return (void)ctx, winner_name(w); }
static void pv_move_name(void *ctx, int m, char *buf, size_t len) {
  const solve_cmd *c = ctx;
  go_move_name(m, c->rows, c->cols, buf, len);
}

static void print_json(int argc, char **argv, const solve_cmd *c, const go_solvegame *sg, const dfpn_run *run,
                       const dfpn_result *p) {
  json_writer w;
  dfpn_record_names names = {player_name, pv_move_name, (void *)c};
  go_cli_json_begin(&w, argc, argv);
  json_params(&w, c);
  json_key(&w, "result");
  json_begin_object(&w);
  dfpn_result_json(&w, p, &names);
  json_end_object(&w);
  json_key(&w, "stats");
  json_begin_object(&w);
  json_kv_double(&w, "seconds", p->seconds);
  json_kv_double(&w, "setup_seconds", run->setup_seconds);
  dfpn_stats_json(&w, &p->st);
  stats_json(&w, go_solve_stat_specs, go_solve_stat_count, &sg->stats);
  json_kv_uint(&w, "pv_expansions", p->pv_expansions);
  json_end_object(&w);
  if (c->o.stats) cli_run_census_json(&w, &run->tt);
  json_end_object(&w);
  printf("\n");
}

static void print_text(const solve_cmd *c, const go_solvegame *sg, const dfpn_run *run,
                       const dfpn_result *p) {
  char buf[64];
  const dfpn_stats *st = &p->st;
  printf("board: %dx%d  komi: %.1f  moves: %s\n", c->rows, c->cols, c->komi, c->nmoves ? c->o.moves : "-");
  if (p->rc == YOMI_OK) printf("result: %s wins\n", winner_name(p->winner));
  else printf("result: %s\n", dfpn_result_status(p->rc, buf, sizeof buf));
  printf("expansions: %llu\n", (unsigned long long)st->expansions);
  printf("time: %.2f s (%.0f expansions/s; setup %.2f s)\n", p->seconds,
         p->seconds > 0 ? st->expansions / p->seconds : 0.0, run->setup_seconds);
  if (p->root_known)
    printf("root numbers: %s %u, %s %u (proof numbers at the root: what each side's proof still needs, "
           "as df-pn counts it)\n",
           winner_name(p->root_mover), p->root_phi, winner_name(1 - p->root_mover), p->root_delta);
  printf("tt: %llu probes, %llu hits, %llu stores, %llu replaced, %llu rejected by second signature\n",
         (unsigned long long)st->tt.tt_probes, (unsigned long long)st->tt.tt_hits,
         (unsigned long long)st->tt.tt_stores, (unsigned long long)st->tt.tt_replaced,
         (unsigned long long)st->tt.tt_sig2_rejects);
  printf("transfer: %llu proofs reused, %llu rejected\n", (unsigned long long)st->proofs_reused,
         (unsigned long long)(st->transfer_rejected_created + st->transfer_rejected_excluded +
                              st->transfer_rejected_locked + st->transfer_rejected_capped));
  if (p->rc == YOMI_OK) {
    char pv[DFPN_PV_MAX * 6];
    go_moves_text(p->pv, p->npv, c->rows, c->cols, pv, sizeof pv);
    printf("pv: %s  (%llu expansions to re-prove positions whose proof left the table)\n", pv,
           (unsigned long long)p->pv_expansions);
  }
  if (c->o.stats) {
    cli_run_print_stats(stdout, st);
    stats_print(stdout, go_solve_stat_specs, go_solve_stat_count, &sg->stats);
    cli_run_print_census(stdout, &run->tt);
  }
}

/* The principal variation after the start moves, as SGF, with the proved winner as RE (at this komi:
 * the margin is not proved). 0 or CLI_IO after one error line. */
static int write_sgf(const solve_cmd *c, const dfpn_result *p) {
  char text[128];
  snprintf(text, sizeof text, "yomi go solve: %s wins at komi %.1f", winner_name(p->winner), c->komi);
  const char *result = p->winner == GO_SOLVE_BLACK ? "B+" : "W+";
  if (go_sgf_save_solve(c->o.sgf, YOMI_VERSION, c->rows, c->cols, c->komi, c->moves, c->nmoves, p->pv, p->npv,
                        result, text) == 0)
    return 0;
  return cli_fail(CLI_IO, "cannot write %s", c->o.sgf);
}

/* The start position and the numbered principal variation, as SVG. 0 or CLI_IO after one error
 * line. */
static int write_svg(const solve_cmd *c, const dfpn_result *p) {
  int err = go_svg_save_solve(c->o.svg, c->rows, c->cols, c->suicide, c->moves, c->nmoves, p->pv, p->npv);
  if (err == 0) return 0;
  return cli_fail(CLI_IO, "cannot write %s: %s", c->o.svg, yomi_strerror(err));
}

/* The snapshot's problem (go_solvegame_problem) after the first nmoves start moves; buf holds
 * 2 * DFPN_PROBLEM_SHOWN bytes. 0 or YOMI_ENOMEM. */
static int problem_text(const void *ctx, int nmoves, char *buf, size_t len) {
  const solve_cmd *c = ctx;
  return go_solvegame_problem(buf, len, c->rows, c->cols, c->komi, c->suicide, c->moves, nmoves,
                              !c->d.no_transfer, c->know.statics, c->know.prune);
}

int cli_go_solve(int argc, char **argv) {
  solve_cmd *c = calloc(1, sizeof *c);
  dfpn_result *p = calloc(1, sizeof *p);
  int rc = c && p ? parse(argc, argv, c) : cli_fail(CLI_IO, "out of memory");
  go_solvegame sg;
  if (rc || (rc = setup(c, &sg))) {
    free(c);
    free(p);
    return rc < 0 ? CLI_OK : rc;
  }
  progress_catch_sigint();
  char problem[2 * DFPN_PROBLEM_SHOWN];
  dfpn_run run;
  if (problem_text(c, c->nmoves, problem, sizeof problem)) rc = cli_fail(CLI_IO, "out of memory");
  else if ((rc = cli_run_open(&run, &c->t, problem, c->o.json)) == 0 && c->o.tt_from &&
           (rc = cli_run_load_from(&run, c->o.tt_from, c->t.tt_file, c->nmoves, problem_text, c,
                                   c->o.json))) {
    /* the run is closed */
  } else if (!rc) {
    progress pr;
    dfpn_run_config cfg;
    if (!c->o.json) progress_start(&pr);
    cli_run_config(&cfg, &c->d, true, c->o.json ? NULL : &pr);
    dfpn_run_solve(&run, &sg.iface, &cfg, p);
    go_prune_result(c->know.prune, p);
    if (!c->o.json) progress_done(&pr);
    if (c->o.json)
      print_json(argc, argv, c, &sg, &run, p); /* the result first: a failed save loses nothing */
    else print_text(c, &sg, &run, p);
    rc = cli_exit_status(p->rc);
    if (c->o.sgf && p->rc == YOMI_OK && write_sgf(c, p)) rc = CLI_IO;
    if (c->o.svg && p->rc == YOMI_OK && write_svg(c, p)) rc = CLI_IO;
    if (c->o.proof && p->rc == YOMI_OK) {
      dfpn_cert_info info;
      int err = go_cert_write(&sg, &run.tt, &c->d, p->winner, c->o.proof, (uint64_t)c->o.proof_max_nodes,
                              &info);
      if (cli_proof_report(c->o.proof, err, &info, c->o.json)) rc = CLI_FAIL;
    }
    if (cli_run_close(&run, c->o.json)) rc = CLI_IO;
  }
  go_solvegame_free(&sg);
  free(c);
  free(p);
  return rc;
}
