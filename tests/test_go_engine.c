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
  assert_int_equal(go_engine_genmove(&e, GO_WHITE, &move), YOMI_EINVAL); /* two passes: over */
  assert_true(go_engine_score(&e) > 0);
  go_engine_free(&e);
}

int main(void) {
  const struct CMUnitTest tests[] = {cmocka_unit_test(test_verdicts), cmocka_unit_test(test_genmove)};
  return cmocka_run_group_tests(tests, NULL, NULL);
}
