/* Legal-position counts by enumeration (every chain of every colouring has a liberty), against the
 * published numbers: J. Tromp and G. Farnebäck, "Combinatorics of Go", CG 2006, LNCS 4630 (2007);
 * OEIS A102620 (1 x n: 1, 5, 15, 41, 113, 313, 867, 2401), A266278 (2 x n: 5, 57, 489, 4125, 35117),
 * A094777 (n x n: 1, 57, 12675, 24318165). 4x4 is in test_go_count_slow.c. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "go/board.h"
#include "go_count.h"

static void test_linear(void **state) {
  (void)state;
  static const uint64_t a102620[] = {1, 5, 15, 41, 113, 313, 867, 2401};
  for (int n = 1; n <= 8; n++) assert_int_equal(go_count_legal(1, n), a102620[n - 1]);
  /* orientation must not matter: n x 1 */
  for (int n = 1; n <= 8; n++) assert_int_equal(go_count_legal(n, 1), a102620[n - 1]);
}

static void test_two_rows(void **state) {
  (void)state;
  static const uint64_t a266278[] = {5, 57, 489, 4125, 35117};
  for (int n = 1; n <= 5; n++) {
    assert_int_equal(go_count_legal(2, n), a266278[n - 1]);
    assert_int_equal(go_count_legal(n, 2), a266278[n - 1]);
  }
}

static void test_square(void **state) {
  (void)state;
  assert_int_equal(go_count_legal(1, 1), 1);
  assert_int_equal(go_count_legal(2, 2), 57);
  assert_int_equal(go_count_legal(3, 3), 12675);
}

/* The 19x19-width board's liberty test agrees on every colouring of 3x3 and 2x4. */
static void test_big_board_agrees(void **state) {
  (void)state;
  int sizes[][2] = {{3, 3}, {2, 4}};
  for (int s = 0; s < 2; s++) {
    go_board b;
    go_bigboard bb;
    go_board_init(&b, sizes[s][0], sizes[s][1], GO_SUICIDE_FORBIDDEN);
    go_bigboard_init(&bb, sizes[s][0], sizes[s][1], GO_SUICIDE_FORBIDDEN);
    uint64_t all = b.all.w[0], big = 0;
    for (uint64_t black = 0;; black = (black - all) & all) {
      uint64_t rest = all & ~black;
      for (uint64_t white = rest;; white = (white - 1) & rest) {
        b.black.w[0] = bb.black.w[0] = black;
        b.white.w[0] = bb.white.w[0] = white;
        bool live = go_board_all_chains_live(&b);
        assert_int_equal(live, go_bigboard_all_chains_live(&bb));
        big += live;
        if (white == 0) break;
      }
      if (black == all) break;
    }
    assert_int_equal(big, s == 0 ? 12675 : 4125);
  }
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_linear),
      cmocka_unit_test(test_two_rows),
      cmocka_unit_test(test_square),
      cmocka_unit_test(test_big_board_agrees),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
