/* cli/go_solve: `yomi go solve RxC --komi K`: prove who wins with df-pn, print the proof's
 * statistics and principal variation; and the helpers the other df-pn verbs share. */
#include "cli/go_solve.h"
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "cli/cli.h"
#include "cli/ttfile.h"
#include "core/error.h"
#include "core/opts.h"
#include "core/progress.h"
#include "core/timer.h"

int go_cli_parse_komi(const char *s, double *komi) {
  if (!s || !*s) return -1;
  char *end = NULL;
  double k = strtod(s, &end);
  if (*end || !isfinite(k) || fabs(k) > 1000) return -1;
  double twice = 2 * k;
  if (twice != floor(twice) || fmod(fabs(twice), 2.0) != 1.0) return -1;
  *komi = k;
  return 0;
}

int go_cli_parse_suicide(const char *s, go_suicide *out) {
  if (s && strcmp(s, "forbidden") == 0) *out = GO_SUICIDE_FORBIDDEN;
  else if (s && strcmp(s, "allowed") == 0) *out = GO_SUICIDE_ALLOWED;
  else return -1;
  return 0;
}

void go_cli_progress(void *arg, const dfpn_progress *p) {
  progress_update((progress *)arg, "df-pn: %llu expansions, depth %llu, root proof/disproof numbers %u/%u",
                  (unsigned long long)p->expansions, (unsigned long long)p->max_depth, p->root_phi, p->root_delta);
}

/* The proof's fields from a run's result. */
static void from_result(go_proof *out, const dfpn_result *r, double komi, int *pv, int *npv, int maxpv) {
  memset(out, 0, sizeof *out);
  out->rc = r->rc;
  out->winner = r->winner;
  out->komi = komi;
  out->seconds = r->seconds;
  out->st = r->st;
  out->pv_expansions = r->pv_expansions;
  out->root_known = r->root_known;
  out->root_mover = r->root_mover;
  out->root_phi = r->root_phi;
  out->root_delta = r->root_delta;
  if (npv) *npv = 0;
  if (pv && npv)
    for (int i = 0; i < r->npv && i < maxpv; i++) pv[(*npv)++] = r->pv[i];
}

static void prove_on(go_solvegame *sg, const dfpn_opts *o, dfpn_run *run, tt_table *tt, bool show, go_proof *out,
                     int *pv, int *npv, int maxpv) {
  dfpn_run_config cfg = {.opts = *o, .want_pv = pv != NULL, .interrupted = progress_interrupted};
  progress pr;
  if (show) {
    progress_start(&pr);
    cfg.progress = go_cli_progress;
    cfg.progress_arg = &pr;
  }
  dfpn_result *r = malloc(sizeof *r);
  if (!r) {
    memset(out, 0, sizeof *out);
    out->rc = YOMI_ENOMEM;
  } else {
    if (run) dfpn_run_solve(run, &sg->iface, &cfg, r);
    else dfpn_solve_on(tt, &sg->iface, &cfg, r);
    from_result(out, r, sg->komi, pv, npv, maxpv);
  }
  free(r);
  if (show) progress_done(&pr);
}

void go_cli_prove(go_solvegame *sg, const dfpn_opts *o, long long tt_mb, const char *tt_file, const char *problem,
                  bool show, go_proof *out, int *pv, int *npv, int maxpv) {
  memset(out, 0, sizeof *out);
  dfpn_run run;
  int rc = dfpn_run_open(&run, (uint64_t)tt_mb, tt_file, problem);
  if (rc) {
    if (tt_file && rc != YOMI_ENOMEM) fprintf(stderr, "yomi: error: --tt-file %s: %s\n", tt_file, run.why);
    out->rc = rc == YOMI_ENOMEM ? rc : YOMI_EINVAL;
    return;
  }
  if (tt_file && run.loaded && show) printf("table: %llu entries loaded from %s\n", (unsigned long long)run.loaded, tt_file);
  prove_on(sg, o, &run, NULL, show, out, pv, npv, maxpv);
  if (dfpn_run_close(&run)) {
    fprintf(stderr, "yomi: error: --tt-file %s: %s\n", tt_file, run.why);
    if (!out->rc) out->rc = YOMI_EIO;
  } else if (tt_file && show) {
    printf("table: %llu entries saved to %s\n", (unsigned long long)run.saved, tt_file);
  }
}

void go_cli_print_stats(FILE *f, const dfpn_stats *s) {
  stats_print(f, dfpn_stat_specs, dfpn_stat_count, s);
  stats_print(f, tt_stat_specs, tt_stat_count, &s->tt);
}

void go_cli_json_stats(json_writer *w, const dfpn_stats *s) {
  stats_json(w, dfpn_stat_specs, dfpn_stat_count, s);
  stats_json(w, tt_stat_specs, tt_stat_count, &s->tt);
}

void go_cli_print_moves(FILE *f, const int *moves, int n, int rows, int cols) {
  char name[16];
  for (int i = 0; i < n; i++) {
    go_move_name(moves[i], rows, cols, name, sizeof name);
    fprintf(f, "%s%s", i ? " " : "", name);
  }
  if (n == 0) fputs("-", f);
}

int go_cli_write_sgf(const char *path, int rows, int cols, double komi, const int *moves, int n,
                     const char *comment) {
  FILE *f = fopen(path, "w");
  if (!f) return -1;
  if (rows == cols)
    fprintf(f, "(;GM[1]FF[4]CA[UTF-8]AP[yomi]SZ[%d]KM[%.1f]RU[Chinese positional superko]", cols, komi);
  else
    fprintf(f, "(;GM[1]FF[4]CA[UTF-8]AP[yomi]SZ[%d:%d]KM[%.1f]RU[Chinese positional superko]", cols,
            rows, komi);
  if (comment) fprintf(f, "C[%s]", comment);
  for (int i = 0; i < n; i++) {
    char who = i % 2 == 0 ? 'B' : 'W';
    if (moves[i] == GO_PASS)
      fprintf(f, ";%c[]", who);
    else
      fprintf(f, ";%c[%c%c]", who, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"[moves[i] % cols],
              "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"[moves[i] / cols]);
  }
  fprintf(f, ")\n");
  return fclose(f) == 0 ? 0 : -1;
}

void go_cli_json_begin(json_writer *w, int argc, char **argv) {
  char *av[256];
  int n = 0;
  av[n++] = "go";
  for (int i = 0; i < argc && n < 256; i++) av[n++] = argv[i];
  json_init(w, stdout);
  json_begin_record(w, n, av);
}

/* ---- the verb ---- */

#define SOLVE_OPTIONS(X)                                                           \
  X(STR, komi, NONE, 0, 0, "komi, a half-integer (required)")                     \
  X(STR, moves, NONE, 0, 0, "start after these moves, e.g. C3,D4,pass")           \
  X(INT, tt_mb, 256, 1, 1048576, "transposition table size in MiB")               \
  X(STR, tt_file, NONE, 0, 0, "load the table from this file if it is there, save it when the search stops") \
  X(INT, node_limit, 0, 0, 1e18, "stop after this many expansions (0: none)")     \
  X(STR, suicide, forbidden, 0, 0, "suicide rule: forbidden or allowed")          \
  X(FLAG, no_transfer, 0, 0, 1, "reuse proofs only along the same set of boards") \
  X(FLAG, no_static, 0, 0, 1, "no static evaluation by pass-alive area")          \
  X(FLAG, no_symmetry, 0, 0, 1, "list every move even where the history is symmetric") \
  X(FLAG, weak, 0, 0, 1, "weak proof numbers")                                    \
  X(DOUBLE, epsilon, 0.25, 0, 4, "1+epsilon trick factor")                        \
  X(INT, threads, 1, 1, 256, "search threads sharing the table (same value)")     \
  X(STR, sgf, NONE, 0, 0, "write the principal variation as SGF to this file")    \
  X(FLAG, stats, 0, 0, 1, "print every statistic")                                \
  X(FLAG, json, 0, 0, 1, "print one JSON record")

typedef struct solve_opts {
  SOLVE_OPTIONS(OPTS_FIELD)
} solve_opts;
#define OPTS_STRUCT solve_opts
static const opt_spec solve_specs[] = {SOLVE_OPTIONS(OPTS_SPEC)};
#undef OPTS_STRUCT

static const char *winner_name(int w) { return w == GO_SOLVE_BLACK ? "black" : "white"; }

int cli_go_solve(int argc, char **argv) {
  solve_opts o;
  opts_defaults(solve_specs, OPTS_COUNT(solve_specs), &o);
  if (cli_wants_help(argc, argv)) {
    printf("usage: yomi go solve RxC --komi K [options]\n\n");
    opts_help(stdout, solve_specs, OPTS_COUNT(solve_specs));
    return CLI_OK;
  }
  char *pos[4];
  int npos = 0;
  char err[256];
  if (opts_parse(solve_specs, OPTS_COUNT(solve_specs), &o, argc - 1, argv + 1, pos, 4, &npos, err,
                 sizeof err))
    return cli_error("%s", err);
  if (npos != 1) return cli_error("yomi go solve: expected one board size RxC");
  int rows, cols;
  int rc = go_parse_size(pos[0], GO_MAX_POINTS, &rows, &cols);
  if (rc) return cli_error("bad board size '%s' (expected RxC, e.g. 4x4)", pos[0]);
  if (rows * cols > GO_SMALL_POINTS)
    return cli_error("board %s has %d points; the solver takes at most %d", pos[0], rows * cols,
                     GO_SMALL_POINTS);
  double komi;
  if (!o.komi) return cli_error("yomi go solve: --komi is required");
  if (go_cli_parse_komi(o.komi, &komi))
    return cli_error("bad komi '%s' (expected a half-integer such as 1.5 or -0.5)", o.komi);
  go_suicide suicide;
  if (go_cli_parse_suicide(o.suicide, &suicide))
    return cli_error("bad --suicide '%s' (forbidden or allowed)", o.suicide);
  int moves[1024], nmoves = 0;
  if (o.moves && *o.moves) {
    int bad = -1;
    nmoves = go_parse_moves(o.moves, rows, cols, moves, 1024, &bad);
    if (nmoves < 0) return cli_error("bad --moves: item %d of '%s' is not a move on %s", bad + 1, o.moves, pos[0]);
  }
  go_solvegame sg;
  int bad = -1;
  rc = go_solvegame_init(&sg, rows, cols, suicide, moves, nmoves, komi, &bad);
  if (rc == YOMI_EILLEGAL) {
    char name[16];
    go_move_name(moves[bad], rows, cols, name, sizeof name);
    return cli_error("bad --moves: move %d (%s) is illegal", bad + 1, name);
  }
  if (rc) return cli_error("cannot set up the game: %s", yomi_strerror(rc));
  sg.benson = !o.no_static;
  sg.symmetry = !o.no_symmetry;
  dfpn_opts d;
  dfpn_opts_default(&d);
  d.no_transfer = o.no_transfer;
  d.weak = o.weak;
  d.epsilon = o.epsilon;
  d.node_limit = o.node_limit;
  d.threads = o.threads;
  progress_catch_sigint();
  if (o.tt_file && cli_tt_writable(o.tt_file)) {
    go_solvegame_free(&sg);
    return CLI_USAGE;
  }
  char what[2048], problem[2300];
  snprintf(what, sizeof what, "go solve %dx%d; komi %.1f; suicide %s; moves %s; transfer %s", rows, cols, komi,
           o.suicide, o.moves ? o.moves : "-", o.no_transfer ? "off" : "on"); /* --no-transfer: locked proofs only */
  cli_tt_problem(problem, sizeof problem, what, rows * cols);
  go_proof p;
  int pv[1024], npv = 0;
  go_cli_prove(&sg, &d, o.tt_mb, o.tt_file, problem, !o.json, &p, pv, &npv, 1024);
  if (p.rc == YOMI_EINVAL) { /* the snapshot was refused; go_cli_prove said why */
    go_solvegame_free(&sg);
    return CLI_FAIL;
  }
  int all[2048], nall = 0;
  for (int i = 0; i < nmoves; i++) all[nall++] = moves[i];
  for (int i = 0; i < npv; i++) all[nall++] = pv[i];
  const char *result = p.rc == YOMI_OK ? winner_name(p.winner)
                       : p.rc == YOMI_ELIMIT ? "unknown (node limit)"
                       : p.rc == YOMI_EINTR ? "unknown (interrupted)"
                                            : "error";
  if (o.json) {
    json_writer w;
    go_cli_json_begin(&w, argc, argv);
    json_key(&w, "params");
    json_begin_object(&w);
    json_kv_int(&w, "rows", rows);
    json_kv_int(&w, "cols", cols);
    json_kv_double(&w, "komi", komi);
    json_kv_string(&w, "moves", o.moves ? o.moves : "");
    json_kv_int(&w, "tt_mb", o.tt_mb);
    json_kv_int(&w, "threads", o.threads);
    json_kv_bool(&w, "transfer", !o.no_transfer);
    json_kv_bool(&w, "static", !o.no_static);
    json_kv_bool(&w, "symmetry", !o.no_symmetry);
    json_end_object(&w);
    json_key(&w, "result");
    json_begin_object(&w);
    if (p.rc == YOMI_OK)
      json_kv_string(&w, "winner", winner_name(p.winner));
    else {
      json_key(&w, "winner");
      json_null(&w);
      json_kv_string(&w, "status", result);
    }
    if (p.root_known) {
      json_key(&w, "root_proof_numbers");
      json_begin_object(&w);
      json_kv_uint(&w, winner_name(p.root_mover), p.root_phi);
      json_kv_uint(&w, winner_name(1 - p.root_mover), p.root_delta);
      json_end_object(&w);
    }
    json_key(&w, "pv");
    json_begin_array(&w);
    for (int i = 0; i < npv; i++) {
      char name[16];
      go_move_name(pv[i], rows, cols, name, sizeof name);
      json_string(&w, name);
    }
    json_end_array(&w);
    json_end_object(&w);
    json_key(&w, "stats");
    json_begin_object(&w);
    json_kv_double(&w, "seconds", p.seconds);
    go_cli_json_stats(&w, &p.st);
    json_kv_uint(&w, "pv_expansions", p.pv_expansions);
    json_end_object(&w);
    json_end_object(&w);
    printf("\n");
  } else {
    printf("board: %dx%d  komi: %.1f  moves: %s\n", rows, cols, komi, nmoves ? o.moves : "-");
    printf("result: %s%s\n", result, p.rc == YOMI_OK ? " wins" : "");
    printf("expansions: %llu\n", (unsigned long long)p.st.expansions);
    printf("time: %.2f s (%.0f expansions/s)\n", p.seconds,
           p.seconds > 0 ? p.st.expansions / p.seconds : 0.0);
    if (p.root_known)
      printf("root numbers: %s %u, %s %u (proof numbers at the root: what each side's proof still needs, "
             "as df-pn counts it)\n",
             winner_name(p.root_mover), p.root_phi, winner_name(1 - p.root_mover), p.root_delta);
    printf("tt: %llu probes, %llu hits, %llu stores, %llu replaced, %llu rejected by second signature\n",
           (unsigned long long)p.st.tt.tt_probes, (unsigned long long)p.st.tt.tt_hits,
           (unsigned long long)p.st.tt.tt_stores, (unsigned long long)p.st.tt.tt_replaced,
           (unsigned long long)p.st.tt.tt_sig2_rejects);
    printf("transfer: %llu proofs reused, %llu rejected\n", (unsigned long long)p.st.proofs_reused,
           (unsigned long long)(p.st.transfer_rejected_created + p.st.transfer_rejected_excluded +
                                p.st.transfer_rejected_locked));
    if (p.rc == YOMI_OK) {
      printf("pv: ");
      go_cli_print_moves(stdout, pv, npv, rows, cols);
      printf("  (%llu expansions to re-prove positions whose proof left the table)\n",
             (unsigned long long)p.pv_expansions);
    }
    if (o.stats) go_cli_print_stats(stdout, &p.st);
  }
  if (o.sgf && p.rc == YOMI_OK) {
    char c[128];
    snprintf(c, sizeof c, "yomi go solve: %s wins at komi %.1f", winner_name(p.winner), komi);
    if (go_cli_write_sgf(o.sgf, rows, cols, komi, all, nall, c))
      fprintf(stderr, "yomi: error: cannot write %s\n", o.sgf);
  }
  go_solvegame_free(&sg);
  if (p.rc == YOMI_EINTR) return CLI_INTERRUPTED;
  if (p.rc == YOMI_ELIMIT) return CLI_OK;
  return p.rc == YOMI_OK ? CLI_OK : CLI_FAIL;
}
