/* Benson's unconditional life (go_board_benson / go_bigboard_benson): hand-made fixtures
 * (tests/fixtures/go/benson.txt) and every case of the external oracles
 * ../shared/reference/benson-katago.txt (lightvector/KataGo cpp/tests/testboardarea.cpp, commit
 * 6a1fc5de) and ../shared/reference/benson-derived.txt (AbstractPlay/gameslib killallgo.test.ts and
 * KataGo testpassalivesuicide.cpp positions, grids from KataGo's calculateArea), point by point:
 * pass-alive stones and pass-alive territory, since our region marking follows the same definition. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <string.h>

#include "go/board.h"
#include "go_fixture.h"

/* Check every case of a file; returns the number of cases. */
static int check_file(const char *path) {
  FILE *f = fopen(path, "r");
  if (!f) fail_msg("cannot open %s", path);
  go_case c;
  int n = 0, r;
  while ((r = go_case_next(f, &c)) == 1) {
    go_bigboard bb;
    go_suicide su = c.suicide_legal ? GO_SUICIDE_ALLOWED : GO_SUICIDE_FORBIDDEN;
    assert_int_equal(go_bigboard_from_text(&bb, c.board, su), 0);
    assert_int_equal(bb.rows, c.rows);
    assert_int_equal(bb.cols, c.cols);
    uint8_t grid[GO_MAX_POINTS];
    go_bigboard_benson(&bb, su, grid);
    for (int p = 0; p < bb.npoints; p++) {
      char got = ".BW"[grid[p]];
      if (got != c.grid[p])
        fail_msg("%s: %s at row %d col %d: expected '%c', got '%c'", path, c.name, p / c.cols + 1,
                 p % c.cols + 1, c.grid[p], got);
    }
    /* pass-alive stones agree with the grid: a stone marked with its own colour */
    for (int colour = GO_BLACK; colour <= GO_WHITE; colour++) {
      go_bits384 live = go_bigboard_pass_alive(&bb, colour);
      for (int p = 0; p < bb.npoints; p++) {
        bool is_live = (live.w[p >> 6] >> (p & 63)) & 1;
        bool marked = go_bigboard_get(&bb, p) == colour && grid[p] == colour;
        assert_int_equal(is_live, marked);
      }
    }
    /* the fast board gives the same grid where it fits */
    if (bb.npoints <= GO_SMALL_POINTS) {
      go_board b;
      assert_int_equal(go_board_from_text(&b, c.board, su), 0);
      uint8_t g2[GO_SMALL_POINTS];
      go_board_benson(&b, su, g2);
      assert_memory_equal(grid, g2, (size_t)b.npoints);
    }
    n++;
  }
  fclose(f);
  if (r < 0) fail_msg("%s: malformed case after '%s'", path, c.name);
  return n;
}

static void test_katago_reference(void **state) {
  (void)state;
  assert_int_equal(check_file(YOMI_SOURCE_DIR "/../shared/reference/benson-katago.txt"), 22);
}

static void test_derived_reference(void **state) {
  (void)state;
  assert_int_equal(check_file(YOMI_SOURCE_DIR "/../shared/reference/benson-derived.txt"), 25);
}

static void test_hand_fixtures(void **state) {
  (void)state;
  assert_true(check_file(YOMI_SOURCE_DIR "/tests/fixtures/go/benson.txt") >= 8);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_hand_fixtures),
      cmocka_unit_test(test_katago_reference),
      cmocka_unit_test(test_derived_reference),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
