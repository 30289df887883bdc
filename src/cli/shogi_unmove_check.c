/* cli/shogi_unmove_check: `yomi shogi unmove-check`: Prev_1 against forward moves on positions of
 * random legal play; exits 1 on any disagreement. */
#include "cli/cli.h"
#include "cli/shogi_cli.h"
#include "cli/shogi_verbs.h"
#include "core/json.h"
#include "core/opts.h"
#include "core/timer.h"
#include "shogi/selfcheck.h"

#define UMC_OPTIONS(X)                                                         \
  X(STR, variant, shogi, 0, 0, "shogi or minishogi")                           \
  X(INT, positions, 100000, 1, 1000000000, "game positions to check")          \
  X(INT, seed, 1, 0, 9007199254740991LL, "seed of the random games")           \
  X(INT, max_ply, 0, 0, 100000, "plies per game (0: 150 Shogi, 80 Mini Shogi)") \
  X(FLAG, scatter, 0, 0, 1, "random scattered legal positions instead of random play") \
  X(FLAG, json, 0, 0, 1, "print one JSON record")
typedef struct { UMC_OPTIONS(OPTS_FIELD) } umc_opts;
#define OPTS_STRUCT umc_opts
static const opt_spec umc_specs[] = {UMC_OPTIONS(OPTS_SPEC)};

int cli_shogi_unmove_check(int argc, char **argv) {
  if (cli_wants_help(argc, argv)) {
    printf("usage: yomi shogi unmove-check [--variant V] [--positions N] [--seed S]\n\n"
           "Checks on N positions of random legal play: (a) every q in Prev_1(p) is legal and p is its\n"
           "successor, (b) every successor of p has p in its Prev_1, (c) no duplicates.\n\n");
    opts_help(stdout, umc_specs, OPTS_COUNT(umc_specs));
    return CLI_OK;
  }
  umc_opts o;
  char *pos[1], err[160];
  int npos;
  if (opts_parse(umc_specs, OPTS_COUNT(umc_specs), &o, argc - 1, argv + 1, pos, 0, &npos, err, sizeof err))
    return cli_error("%s", err);
  const shogi_variant *v = shogi_variant_by_name(o.variant);
  if (!v) return cli_error("unknown variant '%s' (shogi or minishogi)", o.variant);
  int max_ply = o.max_ply ? (int)o.max_ply : (v->id == SHOGI_VARIANT_SHOGI ? 150 : 80);
  shogi_selfcheck_stats st = {0};
  double t0 = timer_now();
  if (o.scatter)
    shogi_selfcheck_scattered(v, (uint64_t)o.positions, (uint64_t)o.seed, &st);
  else
    shogi_selfcheck_random(v, (uint64_t)o.positions, (uint64_t)o.seed, max_ply, &st);
  double secs = timer_now() - t0;
  if (o.json) {
    json_writer w;
    json_init(&w, stdout);
    json_begin_record(&w, argc, argv);
    json_key(&w, "params");
    json_begin_object(&w);
    json_kv_string(&w, "variant", v->name);
    json_kv_int(&w, "positions", o.positions);
    json_kv_int(&w, "seed", o.seed);
    json_kv_string(&w, "positions_from", o.scatter ? "scatter" : "random play");
    if (!o.scatter) json_kv_int(&w, "max_ply", max_ply);
    json_end_object(&w);
    json_key(&w, "result");
    json_begin_object(&w);
    json_kv_bool(&w, "agree", st.failures == 0);
    json_kv_uint(&w, "failures", st.failures);
    if (st.failures) json_kv_string(&w, "first_failure", st.first_failure);
    json_end_object(&w);
    json_key(&w, "stats");
    json_begin_object(&w);
    json_kv_uint(&w, "games", st.games);
    json_kv_uint(&w, "successors", st.successors);
    json_kv_uint(&w, "predecessors", st.predecessors);
    json_kv_uint(&w, "empty_prev", st.empty_prev);
    json_kv_double(&w, "seconds", secs);
    json_end_object(&w);
    json_end_object(&w);
    printf("\n");
  } else {
    if (o.scatter)
      printf("variant: %s  seed: %lld  positions: scattered at random, legal\n", v->name, o.seed);
    else
      printf("variant: %s  seed: %lld  positions: random play, max-ply %d\n", v->name, o.seed, max_ply);
    printf("positions: %llu  games: %llu\n", (unsigned long long)st.positions, (unsigned long long)st.games);
    printf("successors checked (b): %llu\n", (unsigned long long)st.successors);
    printf("predecessors checked (a, c): %llu  positions with Prev_1 empty: %llu\n",
           (unsigned long long)st.predecessors, (unsigned long long)st.empty_prev);
    printf("failures: %llu\n", (unsigned long long)st.failures);
    if (st.failures) printf("first failure: %s\n", st.first_failure);
    printf("%s  (%.1f s)\n", st.failures ? "DISAGREE" : "agree", secs);
  }
  return st.failures ? CLI_FAIL : CLI_OK;
}
