/* Tests of shogi/count (with shogi/rank and shogi/canon on small variants): |P_K| against the seed's
 * published numbers, against a direct transcription of the seed's formula, and, on shrunken variants,
 * against brute-force enumeration, which also checks that ranking is a bijection and the canonical
 * filter keeps exactly one position of each mirror pair. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <gmp.h>
#include <stdlib.h>
#include <string.h>

#include "core/error.h"
#include "shogi/canon.h"
#include "shogi/cand.h"
#include "shogi/count.h"
#include "shogi/rank.h"
#include "shogi_enum.h"

/* Ishii & Tanaka 2026, section 3.2.4: |P_K| of Shogi and of Mini Shogi. */
static const char *SEED_SHOGI = "80880932079767835177773204009328769812438521503800714936366945233084532";
static const char *SEED_MINISHOGI = "16014219505238849250";

static void test_seed_numbers(void **state) {
  (void)state;
  mpz_t n, want;
  mpz_inits(n, want, NULL);
  assert_int_equal(shogi_count_variant(shogi_cand_variant_by_name("shogi"), n), 0);
  mpz_set_str(want, SEED_SHOGI, 10);
  assert_int_equal(mpz_cmp(n, want), 0);
  assert_int_equal(shogi_count_variant(shogi_cand_variant_by_name("minishogi"), n), 0);
  mpz_set_str(want, SEED_MINISHOGI, 10);
  assert_int_equal(mpz_cmp(n, want), 0);
  mpz_clears(n, want, NULL);
}

/* Section 3.2.3: N_btype(u, 0) = 4 x 9 x (9 x 9 - 1) + 1 x 9 x (5 x 9 - 1) = 3276 King placements. */
static void test_king_placements(void **state) {
  (void)state;
  static shogi_count t;
  assert_int_equal(shogi_count_init(&t, shogi_cand_variant_by_name("shogi")), 0);
  assert_int_equal(t.nkings, 4 * 9 * (9 * 9 - 1) + 1 * 9 * (5 * 9 - 1));
  for (int k = 0; k < t.nkings; k++) {
    int b = t.king[k][0], w = t.king[k][1];
    assert_true(b != w);
    assert_true(b / 9 < 4 || (b / 9 == 4 && w / 9 <= 4));
    assert_int_equal(t.king_index[b][w], k);
  }
  shogi_count_clear(&t);
  assert_int_equal(shogi_count_init(&t, shogi_cand_variant_by_name("minishogi")), 0);
  assert_int_equal(t.nkings, 2 * 5 * (5 * 5 - 1) + 1 * 5 * (3 * 5 - 1));
  shogi_count_clear(&t);
}

/* ---- The seed's formula, transcribed directly (the twin of the table-driven count) ---- */

/* N_comb(e, n) = C(e, n0) C(e - n0, n1) C(e - n0 - n1, n2) C(e - n0 - n1 - n2, n3). */
static void n_comb(mpz_t out, int e, const int n[4]) {
  mpz_t b;
  mpz_init(b);
  mpz_set_ui(out, 1);
  for (int j = 0; j < 4; j++) {
    if (n[j] > e) {
      mpz_set_ui(out, 0);
      break;
    }
    mpz_bin_uiui(b, (unsigned long)e, (unsigned long)n[j]);
    mpz_mul(out, out, b);
    e -= n[j];
  }
  mpz_clear(b);
}

/* N_btype for a non-King type: the sum of N_comb(e, n) over n in N_{i, m}: all (n0..n3) with sum m,
 * and n0 = n1 = 0 (no promoted pieces) for the Gold. Memoized on (e, m, gold). */
static mpz_t btype_memo[82][256][2];
static bool btype_have[82][256][2];
static mpz_srcptr n_btype(int e, int m, bool gold) {
  if (btype_have[e][m][gold]) return btype_memo[e][m][gold];
  mpz_ptr out = btype_memo[e][m][gold];
  mpz_init_set_ui(out, 0);
  mpz_t term;
  mpz_init(term);
  for (int n0 = 0; n0 <= m; n0++)
    for (int n1 = 0; n0 + n1 <= m; n1++)
      for (int n2 = 0; n0 + n1 + n2 <= m; n2++) {
        int n[4] = {n0, n1, n2, m - n0 - n1 - n2};
        if (gold && (n0 || n1)) continue;
        n_comb(term, e, n);
        mpz_add(out, out, term);
      }
  mpz_clear(term);
  btype_have[e][m][gold] = true;
  return out;
}

static void memo_clear(void) {
  for (int e = 0; e < 82; e++)
    for (int m = 0; m < 256; m++)
      for (int g = 0; g < 2; g++)
        if (btype_have[e][m][g]) {
          mpz_clear(btype_memo[e][m][g]);
          btype_have[e][m][g] = false;
        }
}

/* Number of K-canonical King placements, from the definition kappa(p) <= kappa(Hflip(p)). */
static int kings_by_definition(const shogi_cand_variant *v) {
  int n = 0, sq = v->files * v->ranks;
  for (int b = 0; b < sq; b++)
    for (int w = 0; w < sq; w++) {
      if (b == w) continue;
      int fb = (v->files - 1 - b / v->ranks) * v->ranks + b % v->ranks;
      int fw = (v->files - 1 - w / v->ranks) * v->ranks + w % v->ranks;
      if (b < fb || (b == fb && w <= fw)) n++;
    }
  return n;
}

/* |P_K| = sum over u in U of N_hand(u) * N_btype(u, 0) * prod_{i >= 1} N_btype(u, i), where type i
 * is placed on the 81 - sum_{i' < i} (s_i' - u_i') squares the earlier types left (section 3.2). */
static void paper_formula(const shogi_cand_variant *v, mpz_t out) {
  int s[SHOGI_BT_N], u[SHOGI_BT_N] = {0};
  for (int i = 0; i < SHOGI_BT_N; i++) s[i] = v->total[i];
  mpz_t term;
  mpz_init(term);
  mpz_set_ui(out, 0);
  int nsq = v->files * v->ranks;
  for (;;) {
    mpz_set_ui(term, (unsigned long)kings_by_definition(v));
    int placed = 2;
    for (int i = 1; i < SHOGI_BT_N && mpz_sgn(term); i++) {
      int m = s[i] - u[i];
      mpz_mul_ui(term, term, (unsigned long)(u[i] + 1)); /* N_hand's factor */
      if (m > nsq - placed) {
        mpz_set_ui(term, 0);
        break;
      }
      mpz_mul(term, term, n_btype(nsq - placed, m, i == SHOGI_BT_GOLD));
      placed += m;
    }
    mpz_add(out, out, term);
    int i = 1; /* odometer over U */
    while (i < SHOGI_BT_N && u[i] == s[i]) u[i++] = 0;
    if (i == SHOGI_BT_N) break;
    u[i]++;
  }
  mpz_clear(term);
}

/* Shrunken variants small enough to enumerate: odd and even widths, one file, all type kinds. */
static const shogi_cand_variant small[] = {
    {"3x3 K G P S", 3, 3, {2, 1, 0, 0, 1, 1, 0, 0}},  /* 378144 positions */
    {"2x4 K P2 S", 2, 4, {2, 0, 0, 0, 2, 1, 0, 0}},   /* 152712 */
    {"4x2 K G P2", 4, 2, {2, 1, 0, 0, 2, 0, 0, 0}},   /* 84504 */
    {"2x3 K G P2 S", 2, 3, {2, 1, 0, 0, 2, 1, 0, 0}}, /* 112260 */
    {"5x5 K B", 5, 5, {2, 0, 0, 0, 0, 0, 0, 1}},      /* 29140 */
    {"1x3 K N", 1, 3, {2, 0, 1, 0, 0, 0, 0, 0}},      /* 36 */
};

static void test_paper_formula(void **state) {
  (void)state;
  mpz_t a, b;
  mpz_inits(a, b, NULL);
  const shogi_cand_variant *vs[2] = {shogi_cand_variant_by_name("shogi"),
                                     shogi_cand_variant_by_name("minishogi")};
  for (int k = 0; k < 2; k++) {
    paper_formula(vs[k], a);
    assert_int_equal(shogi_count_variant(vs[k], b), 0);
    assert_int_equal(mpz_cmp(a, b), 0);
  }
  for (size_t k = 0; k < sizeof small / sizeof small[0]; k++) {
    paper_formula(&small[k], a);
    assert_int_equal(shogi_count_variant(&small[k], b), 0);
    assert_int_equal(mpz_cmp(a, b), 0);
  }
  memo_clear();
  mpz_clears(a, b, NULL);
}

static void test_small_exhaustive(void **state) {
  (void)state;
  for (size_t k = 0; k < sizeof small / sizeof small[0]; k++) shogi_enum_check(&small[k]);
}

static void test_bad_variants(void **state) {
  (void)state;
  static shogi_count t;
  shogi_cand_variant bad = {"no kings", 3, 3, {0, 1, 0, 0, 0, 0, 0, 0}};
  assert_int_equal(shogi_count_init(&t, &bad), YOMI_EINVAL);
  shogi_cand_variant wide = {"too wide", 10, 3, {2, 0, 0, 0, 0, 0, 0, 0}};
  assert_int_equal(shogi_count_init(&t, &wide), YOMI_EINVAL);
  /* 40 promotable pieces on a 9x9 board: C(79, 40) does not fit a 64-bit radix. */
  shogi_cand_variant big = {"too many", 9, 9, {2, 0, 0, 0, 40, 0, 0, 0}};
  assert_int_equal(shogi_count_init(&t, &big), YOMI_ERANGE);
  /* Only Kings: |P_K| is the number of K-canonical King placements. */
  shogi_cand_variant kk = {"kings", 3, 3, {2, 0, 0, 0, 0, 0, 0, 0}};
  assert_int_equal(shogi_count_init(&t, &kk), 0);
  assert_int_equal(mpz_get_ui(t.total), (unsigned long)kings_by_definition(&kk));
  shogi_count_clear(&t);
}

int main(int argc, char **argv) {
  if (argc > 1) cmocka_set_test_filter(argv[1]);
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_king_placements), cmocka_unit_test(test_seed_numbers),
      cmocka_unit_test(test_paper_formula),   cmocka_unit_test(test_small_exhaustive),
      cmocka_unit_test(test_bad_variants),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
