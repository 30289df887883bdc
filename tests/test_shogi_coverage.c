/* Coverage of the estimate's interval on shrunken Mini Shogi variants, where the exact number of
 * canonical reachable positions is known: Kings + one Pawn (P_K' is smaller than P_K there) and Kings
 * + one Silver. Every element of the population is put through the pipeline's tests once (canonical,
 * check, Prev_1, reverse search; the reverse search's verdict equals forward reachability on these
 * variants: test_shogi_small_slow.c), then many runs of n samples are replayed from that table with
 * the production draw (shogi_rank_draw_below), the production phase-2 selection
 * (shogi_pipeline_selected) and the production interval (shogi_estimate_two_phase), for the seed's
 * design (P_K, F = 1) and the two-phase design on P_K'. At 1, 2 and 3 sigma the share of runs whose
 * interval holds the exact number must match the nominal coverage; one run is also made through the
 * real pipeline and driver and must give the replayed tally exactly. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <gmp.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/rng.h"
#include "shogi/canon.h"
#include "shogi/cand.h"
#include "shogi/count.h"
#include "shogi/estimate.h"
#include "shogi/pipeline.h"
#include "shogi/prime.h"
#include "shogi/rank.h"
#include "shogi/reach.h"

enum { FAIL1 = 0, UNREACH = 1, REACH = 2 };

typedef struct world {
  shogi_cand_variant cv;
  shogi_variant rv;
  shogi_count count;
  shogi_prime prime;
  uint8_t *cls[2]; /* [population][rank]: FAIL1, UNREACH or REACH */
  uint64_t size[2], exact[2];
  mpz_t tot[2]; /* size[] as GMP numbers, for the draw */
} world;

/* The class of every element of population pop (0: P_K, 1: P_K'). */
static void classify(world *w, int pop) {
  shogi_ranker rk;
  shogi_prime_ranker pk;
  assert_int_equal(shogi_ranker_init(&rk, &w->count), 0);
  shogi_prime_ranker_init(&pk, &w->prime);
  shogi_reach *rs = shogi_reach_new();
  mpz_t r;
  mpz_init(r);
  w->size[pop] = mpz_get_ui(pop ? w->prime.total : w->count.total);
  mpz_init_set_ui(w->tot[pop], w->size[pop]);
  w->cls[pop] = malloc(w->size[pop]);
  w->exact[pop] = 0;
  for (uint64_t i = 0; i < w->size[pop]; i++) {
    shogi_cand c;
    shogi_pos p;
    mpz_set_ui(r, i);
    assert_int_equal(pop ? shogi_prime_unrank(&pk, r, &c) : shogi_rank_unrank(&rk, r, &c), 0);
    assert_int_equal(shogi_cand_to_rules(&w->cv, &c, &w->rv, &p), 0);
    uint8_t k = FAIL1;
    if (shogi_canon_is_canonical(&w->cv, &c) && shogi_pos_legal(&p) && shogi_prev_exists(&p)) {
      shogi_reach_result res;
      assert_int_equal(shogi_reach_search(rs, &p, &res), 0);
      k = res.reachable ? REACH : UNREACH;
    }
    w->cls[pop][i] = k;
    w->exact[pop] += k == REACH;
  }
  mpz_clear(r);
  shogi_reach_free(rs);
  shogi_prime_ranker_clear(&pk);
  shogi_ranker_clear(&rk);
}

/* One run replayed from the table: the tally the pipeline would give (stage counts that matter). */
static void replay(const world *w, int pop, uint64_t seed, uint64_t n, double f, shogi_tally *t, mpz_t r) {
  shogi_tally_clear(t);
  mpz_srcptr total = w->tot[pop];
  for (uint64_t i = 0; i < n; i++) {
    shogi_rank_draw_below(total, seed, i, r);
    shogi_sample_result s = {SHOGI_STAGE_NOPREV, 0, 1, 1, false};
    uint8_t k = w->cls[pop][mpz_get_ui(r)];
    if (k != FAIL1 && !shogi_pipeline_selected(seed, i, f)) s.unsearched = true;
    else if (k != FAIL1) s.stage = k == REACH ? SHOGI_STAGE_REACHABLE : SHOGI_STAGE_UNREACHABLE;
    shogi_tally_add(t, &s);
  }
}

static void world_init(world *w, const char *name, int rules_type, int bt, const char *start) {
  memset(w, 0, sizeof *w);
  w->rv = *shogi_variant_get(SHOGI_VARIANT_MINI);
  memset(w->rv.total, 0, sizeof w->rv.total);
  w->rv.total[rules_type] = 1;
  w->rv.total[SHOGI_K] = 2;
  w->rv.start_sfen = start;
  w->rv.name = name;
  w->cv = (shogi_cand_variant){name, 5, 5, {0}};
  w->cv.total[SHOGI_BT_KING] = 2;
  w->cv.total[bt] = 1;
  assert_int_equal(shogi_count_init(&w->count, &w->cv), 0);
  assert_int_equal(shogi_prime_init(&w->prime, &w->cv), 0);
  classify(w, 0);
  classify(w, 1);
  /* The same positions are reachable whichever population they are drawn from. */
  assert_int_equal(w->exact[0], w->exact[1]);
}

static void world_clear(world *w) {
  free(w->cls[0]);
  free(w->cls[1]);
  mpz_clears(w->tot[0], w->tot[1], NULL);
  shogi_prime_clear(&w->prime);
  shogi_count_clear(&w->count);
}

/* One run through the real pipeline and driver equals its replay. */
static void check_replay(world *w, uint64_t seed, uint64_t n, double f) {
  shogi_pipeline_config pc = {&w->count, &w->rv, NULL, &w->prime, f};
  shogi_run_config run = {0};
  run.seed = seed;
  run.samples = n;
  run.chunk = 1000;
  run.threads = 2;
  run.ranks = 1;
  run.identity = w->cv.name;
  run.ctx_new = shogi_pipeline_new;
  run.ctx_free = shogi_pipeline_free;
  run.ctx_arg = &pc;
  run.sample = shogi_pipeline_sample;
  static shogi_tally real, rep;
  assert_int_equal(shogi_estimate_run(&run, &real), 0);
  mpz_t r;
  mpz_init(r);
  replay(w, 1, seed, n, f, &rep, r);
  mpz_clear(r);
  shogi_estimate2 a, b;
  shogi_estimate_two_phase(&real, 1, 3, &a);
  shogi_estimate_two_phase(&rep, 1, 3, &b);
  assert_true(a.n == b.n && a.n1 == b.n1 && a.n2 == b.n2 && a.x2 == b.x2);
  assert_true(a.n2 < a.n1); /* the subsample is a proper one */
}

/* Runs seeds 1..runs of n samples; the share covered at z = 1, 2, 3 must be within 4 standard errors
 * of the nominal 68.27 %, 95.45 %, 99.73 % (plus 0.02 above: Clopper-Pearson is conservative). With
 * few phase-2 searches (small): only not below it, as Clopper-Pearson then covers more than nominal. */
static const double nominal[3] = {0.682689, 0.954500, 0.997300};

/* Returns the share of runs whose interval without the phase-2 term (p1's alone) covers at 1 sigma. */
static double coverage(const world *w, int pop, uint64_t n, double f, int runs, bool small) {
  int covered[3] = {0, 0, 0}, covered_p1 = 0;
  mpz_t r;
  mpz_init(r);
  double pop_size = (double)w->size[pop], sum_rel = 0, sum_q2 = 0, sum_n2 = 0;
  for (int s = 1; s <= runs; s++) {
    static shogi_tally t;
    replay(w, pop, (uint64_t)s, n, f, &t, r);
    for (int z = 1; z <= 3; z++) {
      shogi_estimate2 e;
      shogi_estimate_two_phase(&t, pop_size, z, &e);
      covered[z - 1] += e.low <= (double)w->exact[pop] && (double)w->exact[pop] <= e.high;
      if (z == 1) covered_p1 += fabs(e.estimate - (double)w->exact[pop]) <= e.estimate * e.rel_p1;
      if (z == 3) sum_rel += (e.rel_low + e.rel_high) / 2, sum_q2 += e.q2, sum_n2 += (double)e.n2;
    }
  }
  mpz_clear(r);
  printf("%s %s F=%g n=%llu: exact %llu; covered at 1, 2, 3 sigma: %.4f %.4f %.4f of %d runs"
         " (nominal 0.6827 0.9545 0.9973); mean 3-sigma relative half-width %.4f, q2 %.3f, n2 %.0f\n",
         w->cv.name, pop ? "pk-prime" : "pk", f, (unsigned long long)n, (unsigned long long)w->exact[pop],
         covered[0] / (double)runs, covered[1] / (double)runs, covered[2] / (double)runs, runs,
         sum_rel / runs, sum_q2 / runs, sum_n2 / runs);
  for (int z = 0; z < 3; z++) {
    double obs = covered[z] / (double)runs, se = sqrt(nominal[z] * (1 - nominal[z]) / runs);
    assert_true(obs >= nominal[z] - 4 * se - 1.0 / runs);
    assert_true(small || obs <= nominal[z] + 4 * se + 0.02);
  }
  return covered_p1 / (double)runs;
}

static void test_kings_pawn(void **state) {
  (void)state;
  static world w;
  world_init(&w, "minishogi-KP", SHOGI_P, SHOGI_BT_PAWN, "4k/5/5/5/K3P b - 1");
  check_replay(&w, 3, 20000, 0.25);
  coverage(&w, 0, 4000, 1.0, 2000, false);
  coverage(&w, 1, 4000, 0.25, 2000, false);
  coverage(&w, 1, 4000, 0.02, 2000, true);
  world_clear(&w);
}

static void test_kings_silver(void **state) {
  (void)state;
  static world w;
  world_init(&w, "minishogi-KS", SHOGI_S, SHOGI_BT_SILVER, "4k/5/5/5/K1S2 b - 1");
  coverage(&w, 0, 4000, 1.0, 2000, false);
  coverage(&w, 1, 4000, 0.1, 2000, false);
  world_clear(&w);
}

/* A synthetic population of 100,000 with p1 = 0.4 and q2 = 0.6, so that phase 2's variance
 * matters: the interval must cover at the nominal rates, and the same interval without phase 2's
 * term must fall short (the check has the power to see a missing term). */
static void test_synthetic_phase2(void **state) {
  (void)state;
  static world w;
  memset(&w, 0, sizeof w);
  w.cv.name = "synthetic";
  w.size[1] = 100000;
  mpz_init_set_ui(w.tot[0], 1);
  mpz_init_set_ui(w.tot[1], w.size[1]);
  w.cls[1] = malloc(w.size[1]);
  for (uint64_t i = 0; i < w.size[1]; i++) {
    double u = (double)(rng_at(99, i, 0) >> 11) / 9007199254740992.0;
    w.cls[1][i] = u < 0.6 ? FAIL1 : u < 0.76 ? UNREACH : REACH;
    w.exact[1] += w.cls[1][i] == REACH;
  }
  double p1_only = coverage(&w, 1, 4000, 0.3, 2000, false);
  printf("synthetic: the interval of p1 alone covers %.4f at 1 sigma\n", p1_only);
  assert_true(p1_only < nominal[0] - 0.1);
  free(w.cls[1]);
  mpz_clears(w.tot[0], w.tot[1], NULL);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_kings_pawn),
      cmocka_unit_test(test_kings_silver),
      cmocka_unit_test(test_synthetic_phase2),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
