/* Tests of src/killall/setup: each setup of Abstract Play's "Kill-All Go" rules page, its limits and
 * its illegal inputs, walked step by step. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <string.h>

#include "core/error.h"
#include "killall/setup.h"

static const char *why;

static void test_limits(void **state) {
  (void)state;
  /* floor(p/2) */
  assert_int_equal(killall_alternation_limit(25), 12);
  assert_int_equal(killall_alternation_limit(16), 8);
  assert_int_equal(killall_handicap_max(81), 40);
  /* round_even(p/12.5): 25 -> 2, 81 -> 6.48 -> 6, 361 -> 28.88 -> 28, 49 -> 3.92 -> 4, 169 -> 13.52 -> 14 */
  assert_int_equal(killall_handicap_offered(25), 2);
  assert_int_equal(killall_handicap_offered(81), 6);
  assert_int_equal(killall_handicap_offered(361), 28);
  assert_int_equal(killall_handicap_offered(49), 4);
  assert_int_equal(killall_handicap_offered(169), 14);
  /* floor(p/16)*2 and floor(p/16): 81 -> 10 and 5, 361 -> 44 and 22, 25 -> 2 and 1 */
  assert_int_equal(killall_hoctaph_offered_a(81), 10);
  assert_int_equal(killall_hoctaph_offered_b(81), 5);
  assert_int_equal(killall_hoctaph_offered_a(361), 44);
  assert_int_equal(killall_hoctaph_offered_b(361), 22);
  assert_int_equal(killall_hoctaph_offered_a(25), 2);
  assert_int_equal(killall_hoctaph_offered_b(25), 1);
  /* batch rules: neither more than twice the other, A + B <= p - 2, both positive */
  assert_null(killall_hoctaph_check(2, 1, 25));
  assert_null(killall_hoctaph_check(1, 2, 25));
  assert_non_null(killall_hoctaph_check(3, 1, 25));
  assert_non_null(killall_hoctaph_check(1, 3, 25));
  assert_non_null(killall_hoctaph_check(0, 1, 25));
  assert_null(killall_hoctaph_check(12, 11, 25));
  assert_non_null(killall_hoctaph_check(12, 12, 25)); /* 24 > 23 */
}

static void test_pieboxing(void **state) {
  (void)state;
  killall_setup s;
  assert_int_equal(killall_setup_init(&s, KILLALL_PIEBOXING, 5, 5, &why), 0);
  assert_int_equal(s.ask, KILLALL_ASK_PLACE_OR_CLAIM);
  assert_int_equal(s.player, 1);
  /* illegal inputs: off the board, wrong kind of action */
  assert_int_equal(killall_setup_place(&s, 25, &why), YOMI_ERANGE);
  assert_int_equal(killall_setup_place(&s, -1, &why), YOMI_ERANGE);
  assert_int_equal(killall_setup_role(&s, KILLALL_ATTACKER, &why), YOMI_EILLEGAL);
  assert_int_equal(killall_setup_done(&s, &why), YOMI_EILLEGAL);
  assert_int_equal(killall_setup_handicap(&s, 2, &why), YOMI_EILLEGAL);
  assert_int_equal(killall_setup_place(&s, 12, &why), 0);
  assert_int_equal(s.player, 2);
  assert_int_equal(killall_setup_place(&s, 12, &why), YOMI_EILLEGAL); /* occupied */
  assert_int_equal(s.player, 2);                                      /* unchanged */
  for (int p = 0; p < 11; p++) assert_int_equal(killall_setup_place(&s, p, &why), 0);
  /* 12 = floor(25/2) stones: the next player (Player 1 after 12 placements) must claim */
  assert_int_equal(s.nstones, 12);
  assert_int_equal(s.ask, KILLALL_ASK_CLAIM);
  assert_int_equal(s.player, 1);
  assert_int_equal(killall_setup_place(&s, 20, &why), YOMI_ELIMIT);
  assert_int_equal(killall_setup_claim(&s, &why), 0);
  assert_int_equal(s.ask, KILLALL_SETUP_DONE);
  assert_int_equal(killall_setup_player_of(&s, KILLALL_ATTACKER), 1);
  assert_int_equal(killall_setup_player_of(&s, KILLALL_DEFENDER), 2);
  assert_int_equal(killall_setup_claim(&s, &why), YOMI_EILLEGAL);
  assert_int_equal(killall_setup_place(&s, 20, &why), YOMI_EILLEGAL);

  /* an early claim by Player 2 */
  killall_setup_init(&s, KILLALL_PIEBOXING, 5, 5, &why);
  assert_int_equal(killall_setup_place(&s, 6, &why), 0);
  assert_int_equal(killall_setup_claim(&s, &why), 0);
  assert_int_equal(s.attacker_player, 2);
  assert_int_equal(s.nstones, 1);
}

static void test_handicap(void **state) {
  (void)state;
  killall_setup s;
  assert_int_equal(killall_setup_init(&s, KILLALL_HANDICAP, 5, 5, &why), 0);
  assert_int_equal(s.ask, KILLALL_ASK_HANDICAP);
  assert_int_equal(killall_setup_place(&s, 0, &why), YOMI_EILLEGAL);
  assert_int_equal(killall_setup_handicap(&s, 0, &why), YOMI_ERANGE);
  assert_int_equal(killall_setup_handicap(&s, 13, &why), YOMI_ERANGE); /* > floor(25/2) */
  assert_int_equal(killall_setup_handicap(&s, 3, &why), 0);
  assert_int_equal(s.player, 2); /* the alternation begins with Player 2 */
  assert_int_equal(killall_setup_place(&s, 0, &why), 0);
  assert_int_equal(killall_setup_place(&s, 1, &why), 0);
  /* Player 2 claims: they place 3 more stones at once */
  assert_int_equal(s.player, 2);
  assert_int_equal(killall_setup_claim(&s, &why), 0);
  assert_int_equal(s.ask, KILLALL_ASK_EXTRA);
  assert_int_equal(s.player, 2);
  assert_int_equal(killall_setup_claim(&s, &why), YOMI_EILLEGAL);
  assert_int_equal(killall_setup_place(&s, 1, &why), YOMI_EILLEGAL);
  for (int p = 10; p < 13; p++) assert_int_equal(killall_setup_place(&s, p, &why), 0);
  assert_int_equal(s.ask, KILLALL_SETUP_DONE);
  assert_int_equal(s.nstones, 5);
  assert_int_equal(killall_setup_player_of(&s, KILLALL_ATTACKER), 2);

  /* Player 1 claims: no additional stones */
  killall_setup_init(&s, KILLALL_HANDICAP, 5, 5, &why);
  killall_setup_handicap(&s, 4, &why);
  assert_int_equal(killall_setup_place(&s, 0, &why), 0);
  assert_int_equal(s.player, 1);
  assert_int_equal(killall_setup_claim(&s, &why), 0);
  assert_int_equal(s.ask, KILLALL_SETUP_DONE);
  assert_int_equal(s.nstones, 1);
  assert_int_equal(killall_setup_player_of(&s, KILLALL_ATTACKER), 1);

  /* the alternation keeps its own floor(p/2) limit; handicap stones come on top */
  killall_setup_init(&s, KILLALL_HANDICAP, 5, 5, &why);
  killall_setup_handicap(&s, 12, &why);
  for (int p = 0; p < 12; p++) assert_int_equal(killall_setup_place(&s, p, &why), 0);
  assert_int_equal(s.ask, KILLALL_ASK_CLAIM);
  assert_int_equal(s.player, 2);
  assert_int_equal(killall_setup_claim(&s, &why), 0);
  for (int p = 12; p < 24; p++) assert_int_equal(killall_setup_place(&s, p, &why), 0);
  assert_int_equal(s.nstones, 24);
  assert_int_equal(s.ask, KILLALL_SETUP_DONE);
}

static void test_classic(void **state) {
  (void)state;
  killall_setup s;
  assert_int_equal(killall_setup_init(&s, KILLALL_CLASSIC, 9, 9, &why), YOMI_ESIZE);
  assert_int_equal(killall_setup_init(&s, KILLALL_CLASSIC, 19, 19, &why), 0);
  assert_int_equal(s.ask, KILLALL_SETUP_DONE);
  assert_int_equal(s.nstones, 17);
  assert_int_equal(killall_setup_player_of(&s, KILLALL_DEFENDER), 1);
  /* tengen (10-10), a 3-3 point, a 10-2 point, a star point; not 5-5 */
  assert_true(s.occupied[9 * 19 + 9]);
  assert_true(s.occupied[2 * 19 + 2]);
  assert_true(s.occupied[1 * 19 + 9]);
  assert_true(s.occupied[9 * 19 + 17]);
  assert_true(s.occupied[15 * 19 + 3]);
  assert_false(s.occupied[4 * 19 + 4]);
  int distinct = 0;
  for (int p = 0; p < 361; p++) distinct += s.occupied[p];
  assert_int_equal(distinct, 17);
  /* symmetric under the 8 symmetries of the square */
  for (int p = 0; p < 361; p++) {
    int r = p / 19, c = p % 19;
    assert_int_equal(s.occupied[p], s.occupied[c * 19 + r]);
    assert_int_equal(s.occupied[p], s.occupied[r * 19 + 18 - c]);
  }
}

static void test_pie(void **state) {
  (void)state;
  killall_setup s;
  killall_setup_init(&s, KILLALL_PIE, 5, 5, &why);
  assert_int_equal(s.ask, KILLALL_ASK_PLACE_OR_DONE);
  assert_int_equal(killall_setup_claim(&s, &why), YOMI_EILLEGAL);
  assert_int_equal(killall_setup_place(&s, 3, &why), 0);
  assert_int_equal(s.player, 1); /* Player 1 places them all */
  assert_int_equal(killall_setup_done(&s, &why), 0);
  assert_int_equal(s.ask, KILLALL_ASK_ROLE);
  assert_int_equal(s.player, 2);
  assert_int_equal(killall_setup_place(&s, 4, &why), YOMI_EILLEGAL);
  assert_int_equal(killall_setup_role(&s, KILLALL_DEFENDER, &why), 0);
  assert_int_equal(killall_setup_player_of(&s, KILLALL_ATTACKER), 1);

  /* zero stones is allowed; the limit floor(p/2) ends placement by itself */
  killall_setup_init(&s, KILLALL_PIE, 5, 5, &why);
  assert_int_equal(killall_setup_done(&s, &why), 0);
  assert_int_equal(killall_setup_role(&s, KILLALL_ATTACKER, &why), 0);
  assert_int_equal(killall_setup_player_of(&s, KILLALL_ATTACKER), 2);
  assert_int_equal(s.nstones, 0);
  killall_setup_init(&s, KILLALL_PIE, 5, 5, &why);
  for (int p = 0; p < 12; p++) assert_int_equal(killall_setup_place(&s, p, &why), 0);
  assert_int_equal(s.ask, KILLALL_ASK_ROLE);
  assert_int_equal(killall_setup_done(&s, &why), YOMI_EILLEGAL);
}

static void test_hoctaph(void **state) {
  (void)state;
  killall_setup s;
  assert_int_equal(killall_setup_init(&s, KILLALL_HOCTAPH, 1, 3, &why), YOMI_ESIZE);
  killall_setup_init(&s, KILLALL_HOCTAPH, 9, 9, &why);
  assert_int_equal(s.ask, KILLALL_ASK_BATCHES);
  assert_int_equal(killall_setup_batches(&s, 5, 2, &why), YOMI_ERANGE);   /* 5 > 2*2 */
  assert_int_equal(killall_setup_batches(&s, 40, 40, &why), YOMI_ERANGE); /* 80 > 79 */
  assert_int_equal(killall_setup_batches(&s, 0, 0, &why), YOMI_ERANGE);
  assert_int_equal(killall_setup_first(&s, 1, &why), YOMI_EILLEGAL);
  assert_int_equal(killall_setup_batches(&s, 3, 2, &why), 0);
  assert_int_equal(s.ask, KILLALL_ASK_FIRST);
  assert_int_equal(s.player, 2);
  assert_int_equal(killall_setup_first(&s, 3, &why), YOMI_EINVAL);
  assert_int_equal(killall_setup_first(&s, 1, &why), 0);
  assert_int_equal(s.ask, KILLALL_ASK_BATCH_A);
  assert_int_equal(s.player, 1);
  for (int p = 0; p < 3; p++) assert_int_equal(killall_setup_place(&s, p, &why), 0);
  /* the player who did not place batch A chooses the role */
  assert_int_equal(s.ask, KILLALL_ASK_ROLE);
  assert_int_equal(s.player, 2);
  assert_int_equal(killall_setup_role(&s, KILLALL_DEFENDER, &why), 0);
  /* the Attacker (Player 1) places batch B */
  assert_int_equal(s.ask, KILLALL_ASK_BATCH_B);
  assert_int_equal(s.player, 1);
  assert_int_equal(killall_setup_place(&s, 0, &why), YOMI_EILLEGAL);
  assert_int_equal(killall_setup_place(&s, 40, &why), 0);
  assert_int_equal(killall_setup_place(&s, 41, &why), 0);
  assert_int_equal(s.ask, KILLALL_SETUP_DONE);
  assert_int_equal(s.nstones, 5);
  assert_int_equal(killall_setup_player_of(&s, KILLALL_ATTACKER), 1);
  assert_int_equal(killall_setup_player_of(&s, KILLALL_DEFENDER), 2);
}

static void test_names(void **state) {
  (void)state;
  for (int k = KILLALL_PIEBOXING; k <= KILLALL_FIXED; k++)
    assert_int_equal(killall_setup_parse(killall_setup_name((killall_setup_kind)k)), k);
  assert_int_equal(killall_setup_parse("boxing"), -1);
  killall_setup s;
  assert_int_equal(killall_setup_init(&s, KILLALL_PIEBOXING, 0, 5, &why), YOMI_ESIZE);
  assert_int_equal(killall_setup_init(&s, KILLALL_PIEBOXING, 20, 20, &why), YOMI_ESIZE);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_limits),  cmocka_unit_test(test_pieboxing), cmocka_unit_test(test_handicap),
      cmocka_unit_test(test_classic), cmocka_unit_test(test_pie),       cmocka_unit_test(test_hoctaph),
      cmocka_unit_test(test_names),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
