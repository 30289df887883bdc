/* cli/shogi_unmove_check: `yomi shogi unmove-check`: Prev_1 against forward moves on positions of
 * random legal play; exits 1 on any disagreement. */
#include "cli/cli.h"
#include "cli/shogi_cli.h"
#include "core/progress.h"
#include "core/timer.h"
#include "shogi/selfcheck.h"

#define UMC_OPTIONS(X) \
  X(INT, positions, 100000, 1, 1000000000, "game positions to check") \
  X(INT, max_ply, 0, 0, 100000, "plies per game (0: 150 Shogi, 80 Mini Shogi)")
typedef struct {
  UMC_OPTIONS(OPTS_FIELD)
} umc_opts;
#define OPTS_STRUCT umc_opts
static const opt_spec umc_specs[] = {UMC_OPTIONS(OPTS_SPEC)};

static void print_json(int argc, char **argv, const shogi_cli_opts *c, const umc_opts *o, int max_ply,
                       const shogi_selfcheck_stats *st, double secs, bool stopped) {
  json_writer w;
  shogi_cli_json_begin(&w, argc, argv, c->variant);
  json_kv_int(&w, "positions", o->positions);
  json_kv_int(&w, "seed", c->seed);
  json_kv_string(&w, "positions_from", c->scatter ? "scatter" : "random play");
  if (!c->scatter) json_kv_int(&w, "max_ply", max_ply);
  shogi_cli_json_section(&w, "result");
  json_kv_bool(&w, "agree", st->failures == 0);
  json_kv_uint(&w, "failures", st->failures);
  json_kv_bool(&w, "complete", !stopped);
  if (st->failures) json_kv_string(&w, "first_failure", st->first_failure);
  shogi_cli_json_section(&w, "stats");
  stats_json(&w, shogi_selfcheck_stat_specs, STATS_COUNT(shogi_selfcheck_stat_specs), st);
  json_kv_double(&w, "seconds", secs);
  shogi_cli_json_end(&w);
  printf("\n");
}

static void print_text(const shogi_cli_opts *c, int max_ply, const shogi_selfcheck_stats *st, double secs,
                       bool stopped) {
  if (c->scatter)
    printf("variant: %s  seed: %lld  positions: scattered at random, legal\n", c->variant, c->seed);
  else printf("variant: %s  seed: %lld  positions: random play, max-ply %d\n", c->variant, c->seed, max_ply);
  printf("positions: %llu  games: %llu%s\n", (unsigned long long)st->positions, (unsigned long long)st->games,
         stopped ? "   (interrupted: partial)" : "");
  printf("successors checked (b): %llu\n", (unsigned long long)st->successors);
  printf("predecessors checked (a, c): %llu  positions with Prev_1 empty: %llu\n",
         (unsigned long long)st->predecessors, (unsigned long long)st->empty_prev);
  printf("failures: %llu\n", (unsigned long long)st->failures);
  if (st->failures) printf("first failure: %s\n", st->first_failure);
  printf("%s  (%.1f s)\n", st->failures ? "DISAGREE" : "agree", secs);
}

static const shogi_cli_syntax syntax = {
    "usage: yomi shogi unmove-check [--variant V] [--positions N] [--seed S]\n\n"
    "Checks on N positions of random legal play: (a) every q in Prev_1(p) is legal and p is its\n"
    "successor, (b) every successor of p has p in its Prev_1, (c) no duplicates.\n\n",
    SHOGI_CLI_VARIANT,
    umc_specs,
    OPTS_COUNT(umc_specs),
    SHOGI_CLI_SEED | SHOGI_CLI_SCATTER | SHOGI_CLI_JSON,
    0};

int cli_shogi_unmove_check(int argc, char **argv) {
  shogi_cli_args a;
  umc_opts o;
  if (shogi_cli_parse(&a, &syntax, &o, argc, argv)) return a.status;
  const shogi_variant *v = a.v;
  a.c.variant = v->name;
  int max_ply = o.max_ply ? (int)o.max_ply : shogi_selfcheck_plies(v);
  shogi_selfcheck_stats st = {0};
  progress_catch_sigint();
  double t0 = timer_now();
  shogi_selfcheck_run(v, (uint64_t)o.positions, (uint64_t)a.c.seed, max_ply, a.c.scatter, &st,
                      progress_interrupted);
  double secs = timer_now() - t0;
  bool stopped = st.positions < (uint64_t)o.positions;
  if (a.c.json) print_json(argc, argv, &a.c, &o, max_ply, &st, secs, stopped);
  else print_text(&a.c, max_ply, &st, secs, stopped);
  if (st.failures) return CLI_FAIL;
  if (!stopped) return CLI_OK;
  fprintf(stderr, "yomi: interrupted after %llu of %lld positions\n", (unsigned long long)st.positions,
          o.positions);
  return CLI_INTERRUPTED;
}
