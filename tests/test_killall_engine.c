/* Tests of src/killall/engine and the referee's words (record.c): an engine's setup steps, who may
 * move, its status line, its own move on a small board by the solver and on a larger one by the
 * look-ahead; its GTP commands; the referee's prompt and its label of a player. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
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

/* The response to one line of GTP (a copy: the server changes the line in place). */
static const char *say(gtp_server *s, const char *line) {
  char buf[256];
  snprintf(buf, sizeof buf, "%s", line);
  gtp_server_line(s, buf);
  return s->reply;
}

/* The engine's GTP commands (killall/engine_gtp.c): a Pieboxing setup, refusals with their reasons,
 * moves, undo, the other setups and their steps, and the score of a game the solver ends. */
static void test_engine_gtp(void **state) {
  (void)state;
  killall_engine *e = engine(5, 5, 16);
  gtp_server s;
  assert_int_equal(gtp_server_init(&s, "yomi-killall", killall_engine_gtp_commands, e), 0);
  assert_string_equal(say(&s, "1 known_command killall_claim"), "=1 true\n\n");
  assert_string_equal(
      say(&s, "play b a1"),
      "? the setup is not finished: place one Attacker stone, or claim the Attacker role\n\n");
  assert_string_equal(
      say(&s, "killall_status"),
      "= setup pieboxing: player 1 to act: place one Attacker stone, or claim the Attacker role\n\n");
  assert_string_equal(say(&s, "killall_place c3"), "= \n\n");
  assert_string_equal(say(&s, "killall_place c3"), "? that point already holds a stone\n\n");
  assert_string_equal(say(&s, "killall_place f9"), "? off the board\n\n");
  assert_string_equal(say(&s, "killall_claim"), "= \n\n");
  assert_string_equal(say(&s, "play b a1"), "? not your turn: white is to move\n\n");
  assert_string_equal(say(&s, "play w pass"), "? illegal move: there is no passing in Kill-All Go\n\n");
  assert_string_equal(say(&s, "play w c3"), "? illegal move: that point is occupied\n\n");
  assert_string_equal(say(&s, "play w a1"), "= \n\n");
  assert_string_equal(say(&s, "undo"), "= \n\n");
  assert_string_equal(say(&s, "undo"), "? cannot undo\n\n");
  assert_string_equal(say(&s, "final_score"), "? game not over\n\n");
  assert_string_equal(say(&s, "komi 6.5"), "= \n\n");
  assert_string_equal(say(&s, "komi x"), "? syntax error: komi FLOAT\n\n");
  assert_string_equal(say(&s, "killall_setup classic"),
                      "? the Classic 17-stone setup exists only on 19x19\n\n");
  assert_string_equal(say(&s, "killall_setup handicap"), "= \n\n");
  assert_string_equal(say(&s, "killall_handicap 0"), "? the handicap must be 1 to floor(p/2) stones\n\n");
  assert_string_equal(say(&s, "killall_handicap two"), "? syntax error: killall_handicap N\n\n");
  assert_string_equal(say(&s, "killall_role sideways"), "? syntax error: killall_role attacker|defender\n\n");
  assert_string_equal(say(&s, "killall_stones a1 zz"), "? invalid vertex 'zz'\n\n");
  assert_string_equal(say(&s, "boardsize 20"), "? unacceptable size\n\n");
  /* 3x3 from a fixed setup: the solver plays both sides to the end, and the score names the winner */
  assert_string_equal(say(&s, "boardsize 3"), "= \n\n");
  assert_string_equal(say(&s, "killall_stones b2"), "= \n\n");
  assert_non_null(strstr(say(&s, "showboard"), "play: defender (white) to move"));
  const char *r = "";
  for (int i = 0; i < 40 && strncmp(r, "? game over", 11) != 0; i++)
    r = say(&s, i % 2 ? "genmove b" : "genmove w");
  assert_int_equal(strncmp(r, "? game over", 11), 0);
  r = say(&s, "final_score");
  assert_true(strcmp(r, "= B+\n\n") == 0 || strcmp(r, "= W+\n\n") == 0);
  gtp_server_free(&s);
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
      cmocka_unit_test(test_engine_gtp),
      cmocka_unit_test(test_referee_words),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
