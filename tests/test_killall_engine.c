/* Tests of src/killall/engine and the referee's words (record.c): an engine's setup steps, who may
 * move, its status line, its own move on a small board by the solver and on a larger one by the
 * look-ahead; the referee's prompt and its label of a player. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdlib.h>
#include <string.h>

#include "core/error.h"
#include "killall/engine.h"

static killall_engine *engine(int rows, int cols, long long solve_points) {
  killall_engine *e = calloc(1, sizeof *e);
  const char *why;
  e->attacker = GO_BLACK, e->solve_points = solve_points, e->node_limit = 100000, e->seed = 1;
  assert_int_equal(killall_engine_reset(e, KILLALL_PIEBOXING, rows, cols, &why), 0);
  return e;
}

static void test_engine_setup_and_moves(void **state) {
  (void)state;
  killall_engine *e = engine(3, 3, 16);
  char text[256];
  const char *why;
  assert_int_not_equal(killall_engine_may_move(e, GO_WHITE, text, sizeof text), 0);
  assert_non_null(strstr(text, "the setup is not finished"));
  killall_action a = {.act = KILLALL_ACT_HANDICAP, .n = 2};
  assert_int_not_equal(killall_engine_setup(e, &a, &why), 0); /* not what pieboxing asks */
  assert_non_null(why);
  a = (killall_action){.act = KILLALL_ACT_POINT, .point = 4};
  assert_int_equal(killall_engine_setup(e, &a, &why), 0);
  a = (killall_action){.act = KILLALL_ACT_CLAIM};
  assert_int_equal(killall_engine_setup(e, &a, &why), 0);
  killall_engine_status(e, text, sizeof text);
  assert_string_equal(text, "play: defender (white) to move");
  assert_int_equal(killall_engine_may_move(e, GO_WHITE, text, sizeof text), 0);
  assert_int_not_equal(killall_engine_may_move(e, GO_BLACK, text, sizeof text), 0);
  assert_string_equal(text, "not your turn: white is to move");
  int move;
  assert_int_equal(killall_engine_genmove(e, &move, &why), 0); /* by the solver */
  assert_true(move >= 0 && move < 9);
  assert_int_equal(killall_engine_last(e), move);
  killall_engine_free(e);
  free(e);
}

static void test_engine_fallback(void **state) {
  (void)state;
  killall_engine *e = engine(5, 5, 0); /* never the solver */
  const char *why;
  int pts[] = {6, 8, 16, 18};
  assert_int_equal(killall_engine_stones(e, pts, 4, &why), 0);
  assert_int_equal(e->kind, KILLALL_FIXED);
  int move;
  assert_int_equal(killall_engine_genmove(e, &move, &why), 0);
  assert_true(move >= 0 && move < 25);
  killall_engine_free(e);
  free(e);
}

static void test_referee_words(void **state) {
  (void)state;
  killall_referee *r = calloc(1, sizeof *r);
  const char *why;
  char text[512];
  assert_int_equal(killall_referee_init(r, KILLALL_PIEBOXING, 5, 5, GO_BLACK, &why), 0);
  assert_string_equal(killall_referee_label(r, 1, text, sizeof text), "Player 1");
  killall_referee_prompt(r, text, sizeof text);
  assert_non_null(strstr(text, "Setup (pieboxing), 0 Attacker stones placed. Player 1: "));
  assert_int_equal(killall_role_parse("DEFENDER"), KILLALL_DEFENDER);
  assert_int_equal(killall_role_parse("sideways"), KILLALL_NOROLE);
  killall_referee_free(r);
  free(r);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_engine_setup_and_moves),
      cmocka_unit_test(test_engine_fallback),
      cmocka_unit_test(test_referee_words),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
