/* The estimator on shrunken Mini Shogi variants small enough to enumerate (issue 5; Kings + Pawn added
 * for the coverage test of the two-phase design, tests/test_shogi_coverage.c):
 * 1. forward breadth-first enumeration from the start position gives the exact set R of reachable
 *    positions (the slow, obviously-correct twin);
 * 2. for EVERY candidate of P_K (unranked exhaustively), the filters + reverse-search verdict equals
 *    membership in R;
 * 3. the exact number of canonical reachable candidates lies within the 3-sigma interval of a Monte
 *    Carlo estimate run through the same driver and pipeline as `yomi shogi estimate`. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <gmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "shogi/canon.h"
#include "shogi/cand.h"
#include "shogi/count.h"
#include "shogi/estimate.h"
#include "shogi/pipeline.h"
#include "shogi/rank.h"
#include "shogi/reach.h"

/* ---- an exact code of a position with few pieces: sorted (square, piece) entries, hands, side ---- */
typedef unsigned __int128 code_t;

static code_t encode(const shogi_pos *p) {
  uint16_t e[8];
  int n = 0;
  for (int sq = 0; sq < p->v->nsq; sq++)
    if (p->board[sq]) {
      assert_true(n < 6);
      e[n++] = (uint16_t)(sq << 5 | p->board[sq]);
    }
  code_t c = 0;
  for (int i = 0; i < n; i++) c = c << 10 | e[i]; /* squares ascend, so the list is sorted */
  for (int color = 0; color < 2; color++)
    for (int t = 1; t < SHOGI_NHAND; t++) c = c << 3 | p->hand[color][t];
  return c << 1 | p->side;
}

/* Open-addressing set of codes (0 is never a code: a position has two Kings). */
typedef struct codeset {
  code_t *slot;
  size_t cap, n;
} codeset;

static size_t code_hash(code_t c) {
  uint64_t x = (uint64_t)c ^ (uint64_t)(c >> 64) * 0x9E3779B97F4A7C15ull;
  x ^= x >> 31;
  x *= 0xBF58476D1CE4E5B9ull;
  return (size_t)(x ^ (x >> 29));
}

static bool set_has(const codeset *s, code_t c) {
  for (size_t i = code_hash(c) & (s->cap - 1);; i = (i + 1) & (s->cap - 1)) {
    if (s->slot[i] == c) return true;
    if (s->slot[i] == 0) return false;
  }
}

static bool set_add(codeset *s, code_t c) {
  size_t i = code_hash(c) & (s->cap - 1);
  for (; s->slot[i]; i = (i + 1) & (s->cap - 1))
    if (s->slot[i] == c) return false;
  s->slot[i] = c;
  s->n++;
  assert_true(2 * s->n < s->cap);
  return true;
}

/* Forward BFS over all positions reachable from the start (both sides to move). */
static void forward_closure(const shogi_variant *rv, codeset *seen) {
  shogi_pos *queue = malloc(sizeof(shogi_pos) * (seen->cap / 2));
  static shogi_move moves[SHOGI_MAX_MOVES];
  char err[200];
  size_t head = 0, tail = 0;
  assert_int_equal(shogi_pos_from_sfen(&queue[tail], rv, rv->start_sfen, err, sizeof err), 0);
  set_add(seen, encode(&queue[tail++]));
  while (head < tail) {
    shogi_pos p = queue[head++];
    int n = shogi_gen_legal(&p, moves);
    for (int i = 0; i < n; i++) {
      shogi_pos q;
      shogi_make(&q, &p, moves[i]);
      if (set_add(seen, encode(&q))) queue[tail++] = q;
    }
  }
  free(queue);
}

static void check_variant(const char *name, const int rules_total[SHOGI_NHAND + 1],
                          const int cand_total[SHOGI_BT_N], const char *start, uint64_t samples) {
  shogi_variant rv = *shogi_variant_get(SHOGI_VARIANT_MINI);
  for (int t = 0; t <= SHOGI_NHAND; t++) rv.total[t] = (uint8_t)rules_total[t];
  rv.start_sfen = start;
  rv.name = name;
  shogi_cand_variant cv = {name, 5, 5, {0}};
  for (int bt = 0; bt < SHOGI_BT_N; bt++) cv.total[bt] = cand_total[bt];

  codeset reach = {calloc((size_t)1 << 24, sizeof(code_t)), (size_t)1 << 24, 0};
  assert_non_null(reach.slot);
  forward_closure(&rv, &reach);

  static shogi_count count;
  assert_int_equal(shogi_count_init(&count, &cv), 0);
  uint64_t total = mpz_get_ui(shogi_count_total(&count));
  shogi_ranker rk;
  assert_int_equal(shogi_ranker_init(&rk, &count), 0);
  shogi_reach *rs = shogi_reach_new();
  mpz_t r;
  mpz_init(r);
  uint64_t exact = 0, reachable_any = 0, filtered = 0;
  for (uint64_t i = 0; i < total; i++) {
    mpz_set_ui(r, i);
    shogi_cand c;
    assert_int_equal(shogi_rank_unrank(&rk, r, &c), 0);
    shogi_pos p;
    assert_int_equal(shogi_cand_to_rules(&cv, &c, &rv, &p), 0);
    bool forward = set_has(&reach, encode(&p));
    bool verdict = false;
    if (shogi_pos_legal(&p) && shogi_prev_exists(&p)) {
      shogi_reach_result res;
      assert_int_equal(shogi_reach_search(rs, &p, &res), 0);
      verdict = res.reachable;
    } else {
      filtered++;
    }
    if (forward != verdict) {
      char sfen[256];
      shogi_pos_to_sfen(&p, sfen, sizeof sfen);
      fail_msg("%s: %s forward %d, reverse search %d", name, sfen, forward, verdict);
    }
    reachable_any += forward;
    if (forward && shogi_canon_is_canonical(&cv, &c)) exact++;
  }
  mpz_clear(r);
  shogi_reach_free(rs);
  shogi_ranker_clear(&rk);

  /* The Monte Carlo estimate through the production driver and pipeline. */
  shogi_pipeline_config pc = {&count, &rv, NULL, NULL, 1.0};
  shogi_run_config run = {0};
  run.seed = 11;
  run.samples = samples;
  run.chunk = 1000;
  run.threads = 2;
  run.ranks = 1;
  run.identity = name;
  run.ctx_new = shogi_pipeline_new;
  run.ctx_free = shogi_pipeline_free;
  run.ctx_arg = &pc;
  run.sample = shogi_pipeline_sample;
  static shogi_tally t;
  assert_int_equal(shogi_estimate_run(&run, &t), 0);
  shogi_estimate e;
  shogi_estimate_compute(&t, (double)total, &e);
  printf("%s: |P_K| %llu, forward-reachable positions %zu (both sides to move), candidates reachable %llu,"
         " filtered %llu; canonical reachable exact %llu, estimate %.1f [%.1f, %.1f] from %llu samples\n",
         name, (unsigned long long)total, reach.n, (unsigned long long)reachable_any,
         (unsigned long long)filtered, (unsigned long long)exact, e.estimate, e.low, e.high,
         (unsigned long long)samples);
  assert_true(exact > 0);
  assert_true((double)exact >= e.low && (double)exact <= e.high);
  shogi_count_clear(&count);
  free(reach.slot);
}

/* Kings and one Silver (promotion and un-promotion), Mini Shogi board. */
static void test_kings_silver(void **state) {
  (void)state;
  int rules[SHOGI_NHAND + 1] = {0};
  rules[SHOGI_S] = 1;
  rules[SHOGI_K] = 2;
  int cand[SHOGI_BT_N] = {0};
  cand[SHOGI_BT_KING] = 2;
  cand[SHOGI_BT_SILVER] = 1;
  check_variant("minishogi-KS", rules, cand, "4k/5/5/5/K1S2 b - 1", 20000);
}

/* Kings and one Pawn (the variant of tests/test_shogi_coverage.c, where P_K' is smaller than P_K). */
static void test_kings_pawn(void **state) {
  (void)state;
  int rules[SHOGI_NHAND + 1] = {0};
  rules[SHOGI_P] = 1;
  rules[SHOGI_K] = 2;
  int cand[SHOGI_BT_N] = {0};
  cand[SHOGI_BT_KING] = 2;
  cand[SHOGI_BT_PAWN] = 1;
  check_variant("minishogi-KP", rules, cand, "4k/5/5/5/K3P b - 1", 20000);
}

/* Kings and two Golds, one per side as in Mini Shogi's start. */
static void test_kings_golds(void **state) {
  (void)state;
  int rules[SHOGI_NHAND + 1] = {0};
  rules[SHOGI_G] = 2;
  rules[SHOGI_K] = 2;
  int cand[SHOGI_BT_N] = {0};
  cand[SHOGI_BT_KING] = 2;
  cand[SHOGI_BT_GOLD] = 2;
  check_variant("minishogi-KGG", rules, cand, "3gk/5/5/5/KG3 b - 1", 40000);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_kings_silver),
      cmocka_unit_test(test_kings_pawn),
      cmocka_unit_test(test_kings_golds),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
