/* Tests of shogi/cand_pos: sampled candidates against the rules core (shogi/position): the
 * conversion passes its invariant check, writes the same SFEN as ours, equals what its own SFEN
 * parser reads from our SFEN, converts back unchanged, and mirrors as the rules core mirrors. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdlib.h>
#include <string.h>

#include "core/error.h"
#include "shogi/cand.h"
#include "shogi/count.h"
#include "shogi/position.h"
#include "shogi/rank.h"

static void check_variant(const char *name, int n) {
  const shogi_cand_variant *v = shogi_cand_variant_by_name(name);
  shogi_count *t = malloc(sizeof *t);
  assert_non_null(t);
  assert_int_equal(shogi_count_init(t, v), 0);
  shogi_ranker rk;
  assert_int_equal(shogi_ranker_init(&rk, t), 0);
  for (uint64_t i = 0; i < (uint64_t)n; i++) {
    shogi_cand c, back;
    shogi_pos p, q;
    shogi_rank_sample(&rk, 77, i, &c, NULL);
    assert_int_equal(shogi_cand_to_pos(v, &c, &p), 0);
    assert_int_equal(shogi_pos_check(&p), 0);
    assert_true(shogi_pos_is_complete(&p));
    char ours[256], theirs[256], err[160];
    assert_true(shogi_cand_to_sfen(v, &c, ours, sizeof ours) > 0);
    assert_true(shogi_pos_to_sfen(&p, theirs, sizeof theirs) > 0);
    assert_string_equal(ours, theirs);
    assert_int_equal(shogi_pos_from_sfen(&q, p.v, ours, err, sizeof err), 0);
    assert_true(shogi_pos_equal(&p, &q));
    assert_int_equal(shogi_cand_from_pos(v, &q, &back), 0);
    assert_memory_equal(&c, &back, sizeof c);
    /* Our Hflip and the rules core's agree. */
    shogi_cand m;
    shogi_pos pm, mp;
    shogi_cand_hflip(v, &c, &m);
    assert_int_equal(shogi_cand_to_pos(v, &m, &pm), 0);
    shogi_pos_hflip(&mp, &p);
    assert_true(shogi_pos_equal(&pm, &mp));
  }
  shogi_ranker_clear(&rk);
  shogi_count_clear(t);
  free(t);
}

static void test_shogi(void **state) {
  (void)state;
  check_variant("shogi", 5000);
}

static void test_minishogi(void **state) {
  (void)state;
  check_variant("minishogi", 5000);
}

/* Orientation: the start position read by the rules core converts to our candidate with Black's
 * King on (4, 8) = 5i and White's Rook on (1, 1) = 8b; a shrunken variant does not convert. */
static void test_orientation(void **state) {
  (void)state;
  const shogi_cand_variant *v = shogi_cand_variant_by_name("shogi");
  const shogi_variant *rv = shogi_variant_by_name("shogi");
  shogi_pos p;
  shogi_cand c;
  char err[160];
  assert_int_equal(shogi_pos_from_sfen(&p, rv, rv->start_sfen, err, sizeof err), 0);
  assert_int_equal(shogi_cand_from_pos(v, &p, &c), 0);
  assert_int_equal(c.sq[shogi_sq(v, 4, 8)], SHOGI_CELL(SHOGI_BT_KING, SHOGI_CL_BU));
  assert_int_equal(c.sq[shogi_sq(v, 1, 1)], SHOGI_CELL(SHOGI_BT_ROOK, SHOGI_CL_WU));
  assert_int_equal(c.sq[shogi_sq(v, 7, 7)], SHOGI_CELL(SHOGI_BT_ROOK, SHOGI_CL_BU));
  shogi_cand_variant small = {"shogi", 3, 3, {2, 1, 0, 0, 0, 0, 0, 0}};
  shogi_cand s;
  memset(&s, 0, sizeof s);
  s.sq[0] = SHOGI_CELL(SHOGI_BT_KING, SHOGI_CL_BU);
  s.sq[8] = SHOGI_CELL(SHOGI_BT_KING, SHOGI_CL_WU);
  s.hand[SHOGI_BLACK][SHOGI_BT_GOLD] = 1;
  assert_int_equal(shogi_cand_check(&small, &s), 0);
  assert_int_equal(shogi_cand_to_pos(&small, &s, &p), YOMI_EINVAL);
}

/* Our variant table and the rules core's agree on board size and piece set. */
static void test_tables_agree(void **state) {
  (void)state;
  const int rules_type[SHOGI_BT_N] = {SHOGI_K, SHOGI_G, SHOGI_N, SHOGI_L, SHOGI_P, SHOGI_S, SHOGI_R, SHOGI_B};
  const char *names[2] = {"shogi", "minishogi"};
  for (int k = 0; k < 2; k++) {
    const shogi_cand_variant *v = shogi_cand_variant_by_name(names[k]);
    const shogi_variant *rv = shogi_variant_by_name(names[k]);
    assert_non_null(v);
    assert_non_null(rv);
    assert_int_equal(v->files, rv->n);
    assert_int_equal(v->ranks, rv->n);
    for (int bt = 0; bt < SHOGI_BT_N; bt++) assert_int_equal(v->total[bt], rv->total[rules_type[bt]]);
  }
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_tables_agree),
      cmocka_unit_test(test_orientation),
      cmocka_unit_test(test_shogi),
      cmocka_unit_test(test_minishogi),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
