/* cli/go_selftest: `yomi go selftest`: parses the options and prints what go/selftest finds:
 * random reachable positions (random playouts, with their history), each solved by df-pn at the
 * komis around its value and compared with the brute-force oracle. */
#include <stdlib.h>
#include <string.h>
#include "cli/cli.h"
#include "cli/go_util.h"
#include "cli/go_solve.h"
#include "core/error.h"
#include "core/opts.h"
#include "core/progress.h"
#include "core/timer.h"
#include "go/prune.h"
#include "go/prune.h"
#include "go/selftest.h"
#include "go/static.h"

#define SELFTEST_OPTIONS(X) \
  X(STR, board, 2x2, 0, 0, "board size RxC (at most 64 points)") \
  X(INT, positions, 100, 1, 100000000, "random positions to test") \
  X(INT, seed, 1, 0, 1e18, "run seed: position i is a pure function of (seed, i)") \
  X(INT, max_empty, 64, 0, 64, "play on until at most this many empty points") \
  X(INT, oracle_nodes, 200000, 1, 1e15, "skip a position whose oracle needs more nodes") \
  X(INT, tt_mb, 1, 1, 4096, "table size per komi in MiB (small: exercises replacement)") \
  X(STR, suicide, forbidden, 0, 0, "suicide rule: forbidden or allowed") \
  X(FLAG, fresh_tt, 0, 0, 1, "a fresh table for every probe") \
  X(FLAG, cross, 0, 0, 1, "no oracle: against no static rules and both pruned runs (larger boards)") \
  X(FLAG, json, 0, 0, 1, "print one JSON record")

typedef struct selftest_opts {
  SELFTEST_OPTIONS(OPTS_FIELD)
  dfpn_opts d;         /* the shared df-pn options (solve/dfpn.h) */
  go_knowledge_opts k; /* the solver's knowledge (go/knowledge.h) */
  go_knowledge know;
} selftest_opts;
#define OPTS_STRUCT selftest_opts
static const opt_spec selftest_specs[] = {SELFTEST_OPTIONS(OPTS_SPEC)};
#undef OPTS_STRUCT

/* The library's settings from the options. 0, or the exit code after an error line. */
static int configure(const selftest_opts *o, go_selftest_config *c) {
  memset(c, 0, sizeof *c);
  if (cli_go_size(o->board, GO_SMALL_POINTS, &c->rows, &c->cols)) return CLI_USAGE;
  if (go_parse_suicide(o->suicide, &c->suicide))
    return cli_error("bad --suicide '%s' (forbidden or allowed)", cli_quote(o->suicide));
  c->seed = (uint64_t)o->seed;
  c->max_empty = (int)o->max_empty;
  c->oracle_budget = (uint64_t)o->oracle_nodes;
  go_value_opts_default(&c->value);
  c->value.run.opts = o->d;
  c->value.run.interrupted = progress_interrupted;
  c->value.know = o->know;
  c->value.tt_mb = (uint64_t)o->tt_mb;
  c->value.clear_tables = o->fresh_tt;
  c->cross = o->cross;
  if (o->cross && o->know.prune >= 0) return cli_error("--cross runs both pruned runs itself: drop --prune");
  return CLI_OK;
}

/* The positions 0..o->positions, until an error or Ctrl-C: CLI_OK or the exit code of the error. */
static int run_positions(go_selftest *t, const selftest_opts *o) {
  go_selftest_case *c = malloc(sizeof *c);
  if (!c) return cli_fail(CLI_IO, "out of memory");
  progress pr;
  progress_start(&pr);
  int rc = CLI_OK;
  for (long long i = 0; i < o->positions && !progress_interrupted(); i++) {
    int e = go_selftest_run(t, (uint64_t)i, c);
    if (e == YOMI_EINTR) break;
    if (e) {
      rc = e == YOMI_ENOMEM ? cli_fail(CLI_IO, "out of memory") : cli_error("df-pn: %s", yomi_strerror(e));
      break;
    }
    char text[2 * GO_SELFTEST_MAX_MOVES * 6 + 512];
    go_selftest_mismatch_text(t, c, (uint64_t)i, text, sizeof text);
    fputs(text, stderr);
    progress_update(&pr, "selftest %s: %llu positions, %llu probes, %llu mismatches", o->board,
                    (unsigned long long)t->n.positions, (unsigned long long)t->n.probes,
                    (unsigned long long)t->n.mismatches);
  }
  progress_done(&pr);
  free(c);
  return rc;
}

static void print_json(int argc, char **argv, const selftest_opts *o, const go_selftest_counts *n,
                       double secs) {
  json_writer w;
  go_cli_json_begin(&w, argc, argv);
  json_key(&w, "params");
  json_begin_object(&w);
  json_kv_string(&w, "board", o->board);
  json_kv_int(&w, "seed", o->seed);
  json_kv_bool(&w, "transfer", !o->d.no_transfer);
  char rules[64];
  json_kv_bool(&w, "static", o->know.statics != 0);
  json_kv_string(&w, "static_rules", go_static_name(o->know.statics, rules, sizeof rules));
  json_kv_string(&w, "prune", go_prune_name(o->know.prune));
  json_kv_bool(&w, "cross", o->cross);
  json_end_object(&w);
  go_selftest_json(&w, n, secs);
  json_end_object(&w);
  printf("\n");
}

int cli_go_selftest(int argc, char **argv) {
  selftest_opts o;
  opt_group g[] = {OPT_GROUP(selftest_specs, &o),
                   {dfpn_opt_specs, dfpn_opt_count, &o.d},
                   {go_knowledge_opt_specs, go_knowledge_opt_count, &o.k}};
  opts_group_defaults(g, 3);
  if (cli_wants_help(argc, argv)) {
    printf("usage: yomi go selftest [options]\n\n");
    opts_help_groups(stdout, g, 3);
    return CLI_OK;
  }
  char *pos[2];
  int npos = 0;
  char err[256];
  if (opts_parse_groups(g, 3, argc - 1, argv + 1, pos, 2, &npos, err, sizeof err) ||
      go_knowledge_from_opts(&o.k, &o.know, err, sizeof err))
    return cli_error("%s", err);
  if (npos) return cli_error("yomi go selftest: unexpected argument '%s'", cli_quote(pos[0]));
  go_selftest_config cfg;
  int rc = configure(&o, &cfg);
  if (rc) return rc;
  go_selftest t;
  if (go_selftest_init(&t, &cfg)) return cli_fail(CLI_IO, "out of memory");
  progress_catch_sigint();
  double t0 = timer_now();
  rc = run_positions(&t, &o);
  double secs = timer_now() - t0;
  go_selftest_counts n = t.n;
  char text[512];
  go_selftest_text(&t, o.board, secs, text, sizeof text);
  go_selftest_free(&t);
  if (rc) return rc;
  if (o.json) print_json(argc, argv, &o, &n, secs);
  else fputs(text, stdout);
  if (progress_interrupted()) return CLI_INTERRUPTED;
  return n.mismatches ? CLI_FAIL : CLI_OK;
}
