/* shogi_prime_enum: exhaustive check of P_K' on a small variant (included by test_shogi_prime*.c;
 * needs cmocka first). Every candidate of P_K (unranked exhaustively: P_K's own bijection is checked
 * by shogi_enum.h) is put through the filter that defines P_K' (shogi_prime_member, cross-checked
 * against the rules core's filters in test_shogi_prime.c); the members must number |P_K'| exactly,
 * rank to distinct ranks below |P_K'| (so ranking is a bijection onto [0, |P_K'|)) and unrank back to
 * themselves; every non-member is refused by rank_of; every rank unranks to a member. */
#ifndef YOMI_TESTS_SHOGI_PRIME_ENUM_H
#define YOMI_TESTS_SHOGI_PRIME_ENUM_H
#include <gmp.h>
#include <stdlib.h>
#include <string.h>

#include "core/error.h"
#include "shogi/count.h"
#include "shogi/prime.h"
#include "shogi/rank.h"

static void shogi_prime_enum_check(const shogi_cand_variant *v) {
  static shogi_count ct;
  static shogi_prime pt;
  assert_int_equal(shogi_count_init(&ct, v), 0);
  assert_int_equal(shogi_prime_init(&pt, v), 0);
  shogi_ranker rk;
  shogi_prime_ranker pk;
  assert_int_equal(shogi_ranker_init(&rk, &ct), 0);
  shogi_prime_ranker_init(&pk, &pt);
  uint64_t all = mpz_get_ui(ct.total), total = mpz_get_ui(pt.total), members = 0;
  assert_true(mpz_fits_ulong_p(pt.total) && total <= all);
  uint8_t *seen = calloc(total ? total : 1, 1);
  assert_non_null(seen);
  mpz_t r, q;
  mpz_inits(r, q, NULL);
  shogi_cand c, back;
  for (uint64_t i = 0; i < all; i++) {
    mpz_set_ui(r, i);
    assert_int_equal(shogi_rank_unrank(&rk, r, &c), 0);
    if (!shogi_prime_member(v, &c)) {
      assert_int_equal(shogi_prime_rank_of(&pk, &c, q), YOMI_EINVAL);
      continue;
    }
    members++;
    assert_int_equal(shogi_prime_rank_of(&pk, &c, q), 0);
    assert_true(mpz_cmp_ui(q, total) < 0);
    uint64_t k = mpz_get_ui(q);
    assert_int_equal(seen[k], 0);
    seen[k] = 1;
    assert_int_equal(shogi_prime_unrank(&pk, q, &back), 0);
    assert_memory_equal(&back, &c, sizeof c);
  }
  assert_int_equal(members, total);
  for (uint64_t k = 0; k < total; k += 1 + k % 7) {
    mpz_set_ui(q, k);
    assert_int_equal(shogi_prime_unrank(&pk, q, &c), 0);
    assert_int_equal(shogi_cand_check(v, &c), 0);
    assert_true(shogi_cand_k_canonical(v, &c) && shogi_prime_member(v, &c) && c.side == SHOGI_BLACK);
  }
  mpz_set_ui(q, total);
  assert_int_equal(shogi_prime_unrank(&pk, q, &c), YOMI_ERANGE);
  mpz_clears(r, q, NULL);
  free(seen);
  shogi_prime_ranker_clear(&pk);
  shogi_ranker_clear(&rk);
  shogi_prime_clear(&pt);
  shogi_count_clear(&ct);
}

#endif
