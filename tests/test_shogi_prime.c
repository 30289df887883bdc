/* Tests of shogi/prime, the tighter candidate set P_K': exhaustive brute force on shrunken variants
 * (shogi_prime_enum.h, and three larger ones in test_shogi_prime_slow.c: the count, ranking a bijection onto [0, |P_K'|), unranking its inverse), the
 * filter that defines P_K' against the rules core's two-pawns and immobile-piece filters, and the
 * counts of the full variants, with ranking round trips on uniform samples of them. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <gmp.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "shogi/prime.h"
#include "shogi_prime_enum.h"

/* |P_K'| as this code computes it (docs/shogi-estimate.md); a regression pin, checked here against
 * the member rate of uniform P_K samples and, on the small variants, against brute force. */
static const char *PRIME_SHOGI = "3061946014629782898209609153148603825516405472791147447142577969020272";
static const char *PRIME_MINISHOGI = "12874031393035140270";

static void test_small_variants(void **state) {
  (void)state;
  static const shogi_cand_variant vs[] = {
      {"1x3-P", 1, 3, {2, 0, 0, 0, 1, 0, 0, 0}},
      {"3x3-PP", 3, 3, {2, 0, 0, 0, 2, 0, 0, 0}},
      {"3x3-PPPP", 3, 3, {2, 0, 0, 0, 4, 0, 0, 0}},
      {"2x3-NLP", 2, 3, {2, 0, 1, 1, 1, 0, 0, 0}},
  };
  for (size_t i = 0; i < sizeof vs / sizeof vs[0]; i++) shogi_prime_enum_check(&vs[i]);
}

/* The filter of P_K' is the rules core's: on uniform P_K samples of both variants, shogi_prime_member
 * holds exactly when neither shogi_filter_two_pawns nor shogi_filter_immobile fires. */
static void test_member_is_the_filter(void **state) {
  (void)state;
  const char *names[] = {"minishogi", "shogi"};
  for (int v = 0; v < 2; v++) {
    const shogi_cand_variant *cv = shogi_cand_variant_by_name(names[v]);
    static shogi_count t;
    assert_int_equal(shogi_count_init(&t, cv), 0);
    shogi_ranker rk;
    assert_int_equal(shogi_ranker_init(&rk, &t), 0);
    int members = 0;
    for (uint64_t i = 0; i < 40000; i++) {
      shogi_cand c;
      shogi_pos p;
      shogi_rank_sample(&rk, 5, i, &c, NULL);
      assert_int_equal(shogi_cand_to_pos(cv, &c, &p), 0);
      bool m = shogi_prime_member(cv, &c);
      assert_int_equal(m, !shogi_filter_two_pawns(&p) && !shogi_filter_immobile(&p));
      members += m;
    }
    assert_true(members > 1000);
    shogi_ranker_clear(&rk);
    shogi_count_clear(&t);
  }
}

/* |P_K'| of both variants; its share of |P_K| against the member rate of 200,000 uniform P_K samples
 * (within 4 standard errors); rank_of(unrank(r)) = r on 20,000 uniform ranks of P_K'. */
static void test_full_variants(void **state) {
  (void)state;
  const char *names[] = {"minishogi", "shogi"}, *want[] = {PRIME_MINISHOGI, PRIME_SHOGI};
  for (int v = 0; v < 2; v++) {
    const shogi_cand_variant *cv = shogi_cand_variant_by_name(names[v]);
    static shogi_prime pt;
    static shogi_count ct;
    assert_int_equal(shogi_prime_init(&pt, cv), 0);
    assert_int_equal(shogi_count_init(&ct, cv), 0);
    mpz_t w, r;
    mpz_inits(w, r, NULL);
    mpz_set_str(w, want[v], 10);
    assert_int_equal(mpz_cmp(w, pt.total), 0);
    shogi_ranker rk;
    assert_int_equal(shogi_ranker_init(&rk, &ct), 0);
    int n = 200000, members = 0;
    for (int i = 0; i < n; i++) {
      shogi_cand c;
      shogi_rank_sample(&rk, 9, (uint64_t)i, &c, NULL);
      members += shogi_prime_member(cv, &c);
    }
    double share = mpz_get_d(pt.total) / mpz_get_d(ct.total), rate = (double)members / n;
    assert_true(fabs(rate - share) < 4 * sqrt(share * (1 - share) / n));
    shogi_prime_ranker pk;
    shogi_prime_ranker_init(&pk, &pt);
    for (uint64_t i = 0; i < 20000; i++) {
      shogi_cand c;
      shogi_rank_draw_below(pt.total, 3, i, w);
      assert_int_equal(shogi_prime_unrank(&pk, w, &c), 0);
      assert_true(shogi_prime_member(cv, &c) && shogi_cand_k_canonical(cv, &c));
      assert_int_equal(shogi_prime_rank_of(&pk, &c, r), 0);
      assert_int_equal(mpz_cmp(r, w), 0);
    }
    shogi_prime_ranker_clear(&pk);
    shogi_ranker_clear(&rk);
    mpz_clears(w, r, NULL);
    shogi_count_clear(&ct);
    shogi_prime_clear(&pt);
  }
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_small_variants),
      cmocka_unit_test(test_member_is_the_filter),
      cmocka_unit_test(test_full_variants),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
