/* Slow tests of shogi/movegen (optimised build only): Shogi perft 5 from the start (19,861,490) and
 * perft 4 of a published endgame with drops and promoted pieces (207,741,677). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "shogi/position.h"

static void test_shogi_start_depth5(void **state) {
  (void)state;
  char err[160];
  shogi_pos p;
  const shogi_variant *v = shogi_variant_get(SHOGI_VARIANT_SHOGI);
  assert_int_equal(shogi_pos_from_sfen(&p, v, v->start_sfen, err, sizeof err), 0);
  assert_int_equal(shogi_perft(&p, 5), 19861490);
}

/* Published by Peeper (liamt19/Peeper, Logic/Util/PerftData.cs): depth 4 of the "8l/1l+R2P3" endgame. */
static void test_endgame_depth4(void **state) {
  (void)state;
  char err[160];
  shogi_pos p;
  const shogi_variant *v = shogi_variant_get(SHOGI_VARIANT_SHOGI);
  assert_int_equal(
      shogi_pos_from_sfen(&p, v,
                          "8l/1l+R2P3/p2pBG1pp/kps1p4/Nn1P2G2/P1P1P2PP/1PS6/1KSG3+r1/LN2+p3L w Sbgn3p 124",
                          err, sizeof err),
      0);
  assert_int_equal(shogi_perft(&p, 4), 207741677);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_shogi_start_depth5),
      cmocka_unit_test(test_endgame_depth4),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
