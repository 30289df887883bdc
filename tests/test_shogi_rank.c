/* Tests of shogi/rank, shogi/canon and shogi/cand on the full variants: rank(unrank(r)) = r on many
 * random and boundary ranks, uniform and reproducible sampling, SFEN round trips, and the seed's
 * canonical-filter example (section 4.1). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <gmp.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "core/error.h"
#include "shogi/canon.h"
#include "shogi/cand.h"
#include "shogi/count.h"
#include "shogi/rank.h"

typedef struct fixture {
  const shogi_cand_variant *v;
  shogi_count t;
  shogi_ranker rk;
} fixture;

static fixture *fixture_new(const char *name) {
  fixture *f = malloc(sizeof *f);
  assert_non_null(f);
  f->v = shogi_cand_variant_by_name(name);
  assert_non_null(f->v);
  assert_int_equal(shogi_count_init(&f->t, f->v), 0);
  assert_int_equal(shogi_ranker_init(&f->rk, &f->t), 0);
  return f;
}

static void fixture_free(fixture *f) {
  shogi_ranker_clear(&f->rk);
  shogi_count_clear(&f->t);
  free(f);
}

/* unrank(r) is a well-formed K-canonical Black-to-move candidate whose SFEN parses back to it and
 * whose rank is r. */
static void check_round_trip(fixture *f, mpz_srcptr r) {
  shogi_cand c, back;
  mpz_t r2;
  mpz_init(r2);
  assert_int_equal(shogi_rank_unrank(&f->rk, r, &c), 0);
  assert_int_equal(shogi_cand_check(f->v, &c), 0);
  assert_true(shogi_cand_k_canonical(f->v, &c));
  assert_int_equal(c.side, SHOGI_BLACK);
  assert_int_equal(shogi_rank_of(&f->rk, &c, r2), 0);
  assert_int_equal(mpz_cmp(r, r2), 0);
  char sfen[256];
  assert_true(shogi_cand_to_sfen(f->v, &c, sfen, sizeof sfen) > 0);
  assert_int_equal(shogi_cand_from_sfen(f->v, sfen, &back), 0);
  assert_memory_equal(&c, &back, sizeof c);
  mpz_clear(r2);
}

static void round_trips(const char *name, int n) {
  fixture *f = fixture_new(name);
  mpz_t r;
  mpz_init(r);
  for (int i = 0; i < n; i++) {
    shogi_rank_draw(&f->rk, 20260101, (uint64_t)i, r);
    check_round_trip(f, r);
  }
  /* Boundaries: the ends of the range and of every level-0 block and its neighbours. */
  const unsigned long ends[] = {0, 1, 2, 3275, 3276, 3277};
  for (size_t k = 0; k < sizeof ends / sizeof ends[0]; k++) {
    mpz_set_ui(r, ends[k]);
    check_round_trip(f, r);
    mpz_sub_ui(r, f->t.total, ends[k] + 1);
    check_round_trip(f, r);
  }
  for (int u = 1; u <= f->t.lev_s[0]; u++) {
    mpz_mul_ui(r, shogi_count_off(&f->t, 0, 2, u), (unsigned long)f->t.nkings);
    check_round_trip(f, r);
    mpz_sub_ui(r, r, 1);
    check_round_trip(f, r);
  }
  shogi_cand c;
  mpz_set(r, f->t.total);
  assert_int_equal(shogi_rank_unrank(&f->rk, r, &c), YOMI_ERANGE);
  mpz_set_si(r, -1);
  assert_int_equal(shogi_rank_unrank(&f->rk, r, &c), YOMI_ERANGE);
  mpz_clear(r);
  fixture_free(f);
}

static void test_round_trip_shogi(void **state) {
  (void)state;
  round_trips("shogi", 20000);
}

static void test_round_trip_minishogi(void **state) {
  (void)state;
  round_trips("minishogi", 20000);
}

/* rank_of refuses what is not in P_K. */
static void test_rank_rejects(void **state) {
  (void)state;
  fixture *f = fixture_new("shogi");
  shogi_cand c, m;
  mpz_t r;
  mpz_init(r);
  int off_centre = 0;
  for (uint64_t i = 0; off_centre < 20; i++) {
    shogi_rank_sample(&f->rk, 7, i, &c, NULL);
    shogi_cand_hflip(f->v, &c, &m);
    /* The mirror image of a candidate whose King placement changes under the flip is not
     * K-canonical. */
    int bk = 0;
    while (c.sq[bk] != SHOGI_CELL(SHOGI_BT_KING, SHOGI_CL_BU)) bk++;
    if (bk / 9 != 4) {
      off_centre++;
      assert_false(shogi_cand_k_canonical(f->v, &m));
      assert_int_equal(shogi_rank_of(&f->rk, &m, r), YOMI_EINVAL);
    }
    shogi_cand w = c;
    w.side = SHOGI_WHITE;
    assert_int_equal(shogi_rank_of(&f->rk, &w, r), YOMI_EINVAL);
    shogi_cand missing = c;
    missing.hand[SHOGI_BLACK][SHOGI_BT_PAWN]++;
    assert_int_equal(shogi_rank_of(&f->rk, &missing, r), YOMI_EINVAL);
  }
  mpz_clear(r);
  fixture_free(f);
}

/* Sample i depends only on (seed, i); different i or seeds give different samples. */
static void test_sample_reproducible(void **state) {
  (void)state;
  fixture *f = fixture_new("shogi");
  mpz_t a, b;
  mpz_inits(a, b, NULL);
  for (uint64_t i = 0; i < 200; i++) {
    shogi_rank_draw(&f->rk, 99, i, a);
    shogi_rank_draw(&f->rk, 99, 1000 - i, b); /* interleave another item in between */
    shogi_rank_draw(&f->rk, 99, i, b);
    assert_int_equal(mpz_cmp(a, b), 0);
    assert_true(mpz_cmp(a, f->t.total) < 0);
    shogi_rank_draw(&f->rk, 100, i, b);
    assert_int_not_equal(mpz_cmp(a, b), 0);
    shogi_rank_draw(&f->rk, 99, i + 1, b);
    assert_int_not_equal(mpz_cmp(a, b), 0);
  }
  mpz_clears(a, b, NULL);
  fixture_free(f);
}

/* Ranks are uniform on [0, |P_K|): chi-square over 16 equal-width bins of the range, and on a tiny
 * variant over every one of its candidates (a deterministic seed, so the test cannot flicker). */
static void test_sample_uniform(void **state) {
  (void)state;
  fixture *f = fixture_new("minishogi");
  enum { BINS = 16, N = 32000 };
  long hist[BINS] = {0};
  mpz_t r, q;
  mpz_inits(r, q, NULL);
  for (uint64_t i = 0; i < N; i++) {
    shogi_rank_draw(&f->rk, 5, i, r);
    mpz_mul_ui(q, r, BINS);
    mpz_tdiv_q(q, q, f->t.total);
    hist[mpz_get_ui(q)]++;
  }
  double chi = 0, e = (double)N / BINS;
  for (int k = 0; k < BINS; k++) chi += (hist[k] - e) * (hist[k] - e) / e;
  assert_true(chi < 37.7); /* 15 degrees of freedom, p = 0.001 */
  fixture_free(f);

  /* 1x3 board, Kings and one Knight: 36 candidates; 2^6 = 64 raw values, 28 rejected. */
  shogi_cand_variant tiny = {"1x3 K N", 1, 3, {2, 0, 1, 0, 0, 0, 0, 0}};
  static shogi_count t;
  shogi_ranker rk;
  assert_int_equal(shogi_count_init(&t, &tiny), 0);
  assert_int_equal(mpz_get_ui(t.total), 36);
  assert_int_equal(shogi_ranker_init(&rk, &t), 0);
  long h36[36] = {0};
  for (uint64_t i = 0; i < 36000; i++) {
    shogi_rank_draw(&rk, 11, i, r);
    h36[mpz_get_ui(r)]++;
  }
  chi = 0;
  for (int k = 0; k < 36; k++) chi += (h36[k] - 1000.0) * (h36[k] - 1000.0) / 1000.0;
  assert_true(chi < 66.6); /* 35 degrees of freedom, p = 0.001 */
  shogi_ranker_clear(&rk);
  shogi_count_clear(&t);
  mpz_clears(r, q, NULL);
}

/* Section 4.1, Figure 7: Kings on the 5th file (Black 5e, White 5i), Black Golds on 1a and 3f,
 * White Golds on 8h and 6a. Reflection moves Black's Golds to 9a and 7f, giving [(Gold, 0),
 * (Gold, 23)] instead of [(Gold, 59), (Gold, 72)], which is smaller: the position is not canonical
 * and its mirror image is. The other pieces are put in Black's hand. */
static void test_canon_seed_example(void **state) {
  (void)state;
  const shogi_cand_variant *v = shogi_cand_variant_by_name("shogi");
  shogi_cand c, m;
  assert_int_equal(shogi_cand_from_sfen(v, "3g4G/9/9/9/4K4/6G2/9/1g7/4k4 b 2R2B4S4N4L18P 1", &c), 0);
  assert_int_equal(shogi_cand_check(v, &c), 0);
  assert_int_equal(c.sq[4 * 9 + 4], SHOGI_CELL(SHOGI_BT_KING, SHOGI_CL_BU)); /* (4, 4) */
  assert_int_equal(c.sq[59], SHOGI_CELL(SHOGI_BT_GOLD, SHOGI_CL_BU));        /* (6, 5) = 3f */
  assert_int_equal(c.sq[72], SHOGI_CELL(SHOGI_BT_GOLD, SHOGI_CL_BU));        /* (8, 0) = 1a */
  assert_int_equal(c.sq[1 * 9 + 7], SHOGI_CELL(SHOGI_BT_GOLD, SHOGI_CL_WU)); /* (1, 7) = 8h */
  assert_int_equal(c.sq[3 * 9 + 0], SHOGI_CELL(SHOGI_BT_GOLD, SHOGI_CL_WU)); /* (3, 0) = 6a */
  assert_true(shogi_cand_k_canonical(v, &c));
  assert_false(shogi_canon_is_canonical(v, &c));
  shogi_cand_hflip(v, &c, &m);
  assert_int_equal(m.sq[0], SHOGI_CELL(SHOGI_BT_GOLD, SHOGI_CL_BU));  /* 9a */
  assert_int_equal(m.sq[23], SHOGI_CELL(SHOGI_BT_GOLD, SHOGI_CL_BU)); /* 7f */
  assert_true(shogi_canon_compare(v, &m, &c) < 0);
  assert_true(shogi_canon_is_canonical(v, &m));
  char sfen[256];
  assert_true(shogi_cand_to_sfen(v, &m, sfen, sizeof sfen) > 0);
  assert_string_equal(sfen, "G4g3/9/9/9/4K4/2G6/9/7g1/4k4 b 2R2B4S4N4L18P 1");
}

/* The initial position: Kings on the 5th file; the Rooks decide. Black's Rook on 2h is square 70,
 * on 8h after reflection square 16, so the initial position is not canonical, its mirror is. */
static void test_canon_initial_position(void **state) {
  (void)state;
  const shogi_cand_variant *v = shogi_cand_variant_by_name("shogi");
  shogi_cand c, m;
  const char *init = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";
  assert_int_equal(shogi_cand_from_sfen(v, init, &c), 0);
  assert_int_equal(shogi_cand_check(v, &c), 0);
  char sfen[256];
  assert_true(shogi_cand_to_sfen(v, &c, sfen, sizeof sfen) > 0);
  assert_string_equal(sfen, init);
  assert_false(shogi_canon_is_canonical(v, &c));
  shogi_cand_hflip(v, &c, &m);
  assert_true(shogi_canon_is_canonical(v, &m));

  const shogi_cand_variant *mv = shogi_cand_variant_by_name("minishogi");
  const char *minit = "rbsgk/4p/5/P4/KGSBR b - 1";
  assert_int_equal(shogi_cand_from_sfen(mv, minit, &c), 0);
  assert_int_equal(shogi_cand_check(mv, &c), 0);
  assert_true(shogi_cand_to_sfen(mv, &c, sfen, sizeof sfen) > 0);
  assert_string_equal(sfen, minit);
  /* Black's King on 5e (x = 0) is left of the middle: K-canonical, hence canonical. */
  assert_true(shogi_cand_k_canonical(mv, &c));
  assert_true(shogi_canon_is_canonical(mv, &c));
}

/* Against a twin of the order: sort the (piece, square) pairs with qsort and compare the lists.
 * Also: a K-canonical position whose King placement changes under reflection is canonical; one
 * with both Kings on the middle file is canonical iff its mirror is not, unless the boards are
 * equal. */
static int cmp_int(const void *a, const void *b) {
  int x = *(const int *)a, y = *(const int *)b;
  return (x > y) - (x < y);
}

static int twin_compare(const shogi_cand *a, const shogi_cand *b, int n) {
  int la[81], lb[81], na = 0, nb = 0;
  for (int s = 0; s < n; s++) {
    if (a->sq[s]) la[na++] = a->sq[s] * 100 + s;
    if (b->sq[s]) lb[nb++] = b->sq[s] * 100 + s;
  }
  qsort(la, (size_t)na, sizeof la[0], cmp_int);
  qsort(lb, (size_t)nb, sizeof lb[0], cmp_int);
  for (int i = 0; i < na && i < nb; i++)
    if (la[i] != lb[i]) return la[i] < lb[i] ? -1 : 1;
  return (na > nb) - (na < nb);
}

static void test_canon_properties(void **state) {
  (void)state;
  const char *names[2] = {"shogi", "minishogi"};
  for (int k = 0; k < 2; k++) {
    fixture *f = fixture_new(names[k]);
    int mid = (f->v->files - 1) / 2, n = f->v->files * f->v->ranks, centred = 0, kept = 0;
    shogi_cand c, m;
    enum { N = 20000 };
    for (uint64_t i = 0; i < N; i++) {
      shogi_rank_sample(&f->rk, 3, i, &c, NULL);
      shogi_cand_hflip(f->v, &c, &m);
      int cmp = shogi_canon_compare(f->v, &c, &m);
      int want = twin_compare(&c, &m, n);
      assert_int_equal(cmp < 0 ? -1 : cmp > 0, want);
      int bk = 0, wk = 0;
      while (c.sq[bk] != SHOGI_CELL(SHOGI_BT_KING, SHOGI_CL_BU)) bk++;
      while (c.sq[wk] != SHOGI_CELL(SHOGI_BT_KING, SHOGI_CL_WU)) wk++;
      bool kings_fixed = bk / f->v->ranks == mid && wk / f->v->ranks == mid;
      kept += shogi_canon_is_canonical(f->v, &c);
      if (!kings_fixed) {
        assert_true(shogi_canon_is_canonical(f->v, &c));
        continue;
      }
      centred++;
      bool same = memcmp(c.sq, m.sq, sizeof c.sq) == 0;
      assert_int_equal(shogi_canon_is_canonical(f->v, &c) && shogi_canon_is_canonical(f->v, &m) ? 1 : 0,
                       same ? 1 : 0);
      assert_true(shogi_canon_is_canonical(f->v, &c) || shogi_canon_is_canonical(f->v, &m));
    }
    assert_true(centred > 0);
    /* The filter's acceptance rate on uniform samples matches the exact canonical fraction. */
    mpz_t canon;
    mpz_init(canon);
    assert_int_equal(shogi_count_canonical(&f->t, canon), 0);
    double p = mpz_get_d(canon) / mpz_get_d(f->t.total), sd = sqrt(p * (1 - p) / N);
    assert_true(fabs((double)kept / N - p) < 5 * sd);
    mpz_clear(canon);
    fixture_free(f);
  }
}

static void test_sfen_errors(void **state) {
  (void)state;
  const shogi_cand_variant *v = shogi_cand_variant_by_name("minishogi");
  shogi_cand c;
  const char *bad[] = {
      "",                            /* empty */
      "rbsgk/4p/5/P4 b - 1",         /* too few ranks */
      "rbsgk/4p/5/P4/KGSBR/5 b - 1", /* too many ranks */
      "rbsgk/4p/6/P4/KGSBR b - 1",   /* rank too long */
      "rbsgk/4p/4/P4/KGSBR b - 1",   /* rank too short */
      "rbsgx/4p/5/P4/KGSBR b - 1",   /* unknown piece */
      "rbs+gk/4p/4/P4/KGSBR b - 1",  /* promoted gold */
      "rbsgk/4p/5/P4/KGSBR x - 1",   /* side */
      "rbsgk/4p/5/P4/KGSBR b 2 1",   /* count without a piece */
      "rbsgk/4p/5/P4/KGSBR b K 1",   /* king in hand */
      "rbsgk/4p/5/P4/KGSBR b - 1 x", /* trailing text */
      "rbsgk/4p/5/P4/KGSBR b - +",
      "rbsgk/4p/5/P4/KGSB+",
  };
  for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
    assert_int_equal(shogi_cand_from_sfen(v, bad[i], &c), YOMI_EPARSE);
  /* Two Black Kings: malformed. Well-formed but not a candidate: a missing Pawn. */
  assert_int_equal(shogi_cand_from_sfen(v, "rbsgK/4p/5/P4/KGSBR b - 1", &c), YOMI_EPARSE);
  assert_int_equal(shogi_cand_from_sfen(v, "rbsgk/5/5/P4/KGSBR b - 1", &c), YOMI_EINVAL);
  /* A Lance is no Mini Shogi piece. */
  assert_int_equal(shogi_cand_from_sfen(v, "rbsgk/4p/5/P4/KGSBR b L 1", &c), YOMI_EPARSE);
  /* The buffer is too small. */
  assert_int_equal(shogi_cand_from_sfen(v, "rbsgk/4p/5/P4/KGSBR b - 1", &c), 0);
  char small[10];
  assert_int_equal(shogi_cand_to_sfen(v, &c, small, sizeof small), YOMI_ERANGE);
}

int main(int argc, char **argv) {
  if (argc > 1) cmocka_set_test_filter(argv[1]);
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_round_trip_minishogi),
      cmocka_unit_test(test_round_trip_shogi),
      cmocka_unit_test(test_rank_rejects),
      cmocka_unit_test(test_sample_reproducible),
      cmocka_unit_test(test_sample_uniform),
      cmocka_unit_test(test_canon_seed_example),
      cmocka_unit_test(test_canon_initial_position),
      cmocka_unit_test(test_canon_properties),
      cmocka_unit_test(test_sfen_errors),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
