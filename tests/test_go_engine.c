/* Tests of go/engine: the GTP-driven game's legality verdicts, undo-free refusals, and genmove. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <string.h>

#include "core/error.h"
#include "go/engine.h"

static void test_verdicts(void **state) {
  (void)state;
  go_engine e;
  memset(&e, 0, sizeof e);
  e.suicide = GO_SUICIDE_FORBIDDEN;
  assert_int_equal(go_engine_reset(&e, 2, 2), 0);
  int a1, b2, a2;
  assert_int_equal(go_parse_move("A1", 2, 2, &a1), 0);
  assert_int_equal(go_parse_move("B2", 2, 2, &b2), 0);
  assert_int_equal(go_parse_move("A2", 2, 2, &a2), 0);
  assert_int_equal(go_engine_play(&e, GO_BLACK, a1), GO_ENGINE_PLAYED);
  assert_int_equal(go_engine_play(&e, GO_BLACK, b2), GO_ENGINE_PLAYED); /* out of turn */
  assert_false(e.regular);
  assert_int_equal(go_engine_play(&e, GO_WHITE, a1), GO_ENGINE_OCCUPIED);
  assert_int_equal(go_engine_play(&e, GO_WHITE, a2), GO_ENGINE_SUICIDE);
  assert_int_equal(go_engine_last(&e), b2);
  go_engine_free(&e);
}

static void test_genmove(void **state) {
  (void)state;
  go_engine e;
  memset(&e, 0, sizeof e);
  e.suicide = GO_SUICIDE_FORBIDDEN, e.solve_points = 9, e.node_limit = 100000, e.seed = 1, e.komi = 0.5;
  assert_int_equal(go_engine_reset(&e, 2, 2), 0);
  int move = GO_NOMOVE;
  assert_int_equal(go_engine_genmove(&e, GO_BLACK, &move), 0);
  assert_int_equal(go_engine_last(&e), move);
  assert_int_equal(go_engine_play(&e, GO_WHITE, GO_PASS), GO_ENGINE_PLAYED);
  assert_int_equal(go_engine_play(&e, GO_BLACK, GO_PASS), GO_ENGINE_PLAYED);
  assert_true(go_engine_score(&e) > 0);
  /* GTP lets play go on after two passes: genmove answers a move */
  assert_int_equal(go_engine_genmove(&e, GO_WHITE, &move), 0);
  go_engine_free(&e);
}

/* Handicap placements: the protocol's table, the free one, and refusals. */
static void test_handicap(void **state) {
  (void)state;
  int pts[GO_MAX_POINTS];
  char names[9][8];
  const char *want19[] = {"D4", "Q16", "D16", "Q4", "D10", "Q10", "K4", "K16"};
  for (int n = 2; n <= 9; n++) {
    assert_int_equal(go_engine_fixed_handicap(19, 19, n, pts), n);
    for (int i = 0; i < n; i++) go_move_name(pts[i], 19, 19, names[i], sizeof names[i]);
    int corners = n >= 6 ? n - n % 2 : n - (n == 5);
    for (int i = 0; i < corners; i++) assert_string_equal(names[i], want19[i]);
    if (n % 2 && n >= 5) assert_string_equal(names[n - 1], "K10");
  }
  assert_int_equal(go_engine_fixed_handicap(19, 19, 10, pts), YOMI_ERANGE);
  assert_int_equal(go_engine_fixed_handicap(19, 19, 1, pts), YOMI_ERANGE);
  assert_int_equal(go_engine_fixed_handicap(8, 8, 5, pts), YOMI_ERANGE); /* even: at most 4 */
  assert_int_equal(go_engine_fixed_handicap(7, 7, 4, pts), 4);
  assert_int_equal(go_engine_fixed_handicap(5, 5, 2, pts), YOMI_ERANGE);
  assert_int_equal(go_engine_fixed_handicap(9, 7, 2, pts), YOMI_ERANGE);
  go_engine e;
  memset(&e, 0, sizeof e);
  e.suicide = GO_SUICIDE_FORBIDDEN;
  assert_int_equal(go_engine_reset(&e, 3, 3), 0);
  assert_int_equal(go_engine_free_handicap(&e, 9, pts), YOMI_ERANGE);
  assert_int_equal(go_engine_free_handicap(&e, 8, pts), 8);
  int twice[2] = {0, 0};
  assert_int_equal(go_engine_set_handicap(&e, twice, 2), YOMI_EILLEGAL);
  assert_int_equal(go_engine_set_handicap(&e, pts, 8), 0);
  assert_int_equal(go_biggame_board(&e.game)->to_move, GO_WHITE);
  assert_int_equal(go_engine_set_handicap(&e, pts, 2), YOMI_EINVAL); /* the board is not empty */
  go_engine_free(&e);
}

int main(void) {
  const struct CMUnitTest tests[] = {cmocka_unit_test(test_verdicts), cmocka_unit_test(test_genmove),
                                     cmocka_unit_test(test_handicap)};
  return cmocka_run_group_tests(tests, NULL, NULL);
}
