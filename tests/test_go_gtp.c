/* Tests of go/gtp (the protocol without its I/O) and go/engine_gtp (the Go engine's commands): the
 * preprocessing of a line, ids, the administrative commands, `?` answers, quit, and a short game
 * through the engine's table, each response as the front end writes it. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <math.h>
#include <string.h>

#include "go/engine.h"
#include "go/gtp.h"

/* The response to one line (a copy: the server changes the line in place). */
static const char *say(gtp_server *s, const char *line, bool *quit) {
  char buf[512];
  snprintf(buf, sizeof buf, "%s", line);
  bool q = gtp_server_line(s, buf);
  if (quit) *quit = q;
  return s->reply;
}

static int c_echo(void *v, int argc, char **args, char *out, size_t n) {
  (void)v;
  if (argc == 0) return gtp_fail(out, n, "echo what? (%d)", argc);
  snprintf(out, n, "%s\n\n\n%s \n\n", args[0], argc > 1 ? args[1] : "");
  return GTP_SUCCESS;
}

static void test_framing(void **state) {
  (void)state;
  static const gtp_command cmds[] = {{"echo", c_echo}, {NULL, NULL}};
  gtp_server s;
  assert_int_equal(gtp_server_init(&s, "tester", cmds, NULL), 0);
  bool quit = true;
  assert_string_equal(say(&s, "1 protocol_version\n", &quit), "=1 2\n\n");
  assert_false(quit);
  assert_string_equal(say(&s, "name", NULL), "= tester\n\n");
  assert_string_equal(say(&s, "\t7\x01  known_command   echo # a comment\n", NULL), "=7 true\n\n");
  char nul[] = "\0"
               "8 name\n"; /* a NUL byte is removed like any control character: still answered */
  assert_false(gtp_server_bytes(&s, nul, sizeof nul - 1));
  assert_string_equal(s.reply, "=8 tester\n\n");
  assert_string_equal(say(&s, "known_command fly", NULL), "= false\n\n");
  assert_string_equal(say(&s, "known_command", NULL), "? known_command takes one command name\n\n");
  assert_string_equal(say(&s, "# only a comment\n", NULL), "");
  assert_string_equal(say(&s, "   \n", NULL), "");
  assert_string_equal(say(&s, "12", NULL), "?12 missing command after the id\n\n");
  assert_string_equal(say(&s, "13 fly", NULL), "?13 unknown command\n\n");
  /* blank lines inside a response collapse, trailing ones go: an empty line ends a response */
  assert_string_equal(say(&s, "echo a b", NULL), "= a\nb\n\n");
  assert_string_equal(say(&s, "5 echo", NULL), "?5 echo what? (0)\n\n");
  assert_string_equal(say(&s, "list_commands", NULL),
                      "= protocol_version\nname\nversion\nknown_command\nlist_commands\nquit\necho\n\n");
  char many[400] = "echo";
  for (int i = 0; i < 70; i++) strcat(many, " x");
  assert_string_equal(say(&s, many, NULL), "? too many arguments\n\n");
  assert_string_equal(say(&s, "9 quit", &quit), "=9 \n\n");
  assert_true(quit);
  gtp_server_free(&s);
}

static void test_parsers(void **state) {
  (void)state;
  long c = 0, r = 0;
  char *two[] = {"4", "2"}, *bad[] = {"4x"};
  assert_int_equal(gtp_parse_boardsize(2, two, &c, &r), 0);
  assert_true(c == 4 && r == 2);
  assert_int_equal(gtp_parse_boardsize(1, two, &c, &r), 0);
  assert_true(c == 4 && r == 4);
  assert_int_equal(gtp_parse_boardsize(1, bad, &c, &r), -1);
  assert_int_equal(gtp_parse_boardsize(0, two, &c, &r), -1);
  char out[64], *play[] = {"W", "c2"}, *off[] = {"b", "z9"}, *junk[] = {"b", "??"};
  int colour, move;
  assert_int_equal(gtp_parse_play(2, play, 3, 3, &colour, &move, out, sizeof out), GTP_SUCCESS);
  assert_int_equal(colour, 2);
  assert_int_equal(move, 5); /* C2: row 1 from the bottom, column 2 */
  assert_int_equal(gtp_parse_play(2, off, 3, 3, &colour, &move, out, sizeof out), GTP_FAILURE);
  assert_string_equal(out, "illegal move: off the board");
  assert_int_equal(gtp_parse_play(2, junk, 3, 3, &colour, &move, out, sizeof out), GTP_FAILURE);
  assert_string_equal(out, "syntax error: invalid vertex");
  assert_int_equal(gtp_parse_play(1, play, 3, 3, &colour, &move, out, sizeof out), GTP_FAILURE);
  assert_string_equal(out, "syntax error: play COLOUR VERTEX");
}

static void test_go_engine_commands(void **state) {
  (void)state;
  go_engine e;
  memset(&e, 0, sizeof e);
  e.suicide = GO_SUICIDE_FORBIDDEN, e.solve_points = 9, e.node_limit = 100000, e.seed = 1;
  assert_int_equal(go_engine_reset(&e, 19, 19), 0);
  gtp_server s;
  assert_int_equal(gtp_server_init(&s, "yomi", go_engine_gtp_commands, &e), 0);
  assert_string_equal(say(&s, "1 boardsize 3", NULL), "=1 \n\n");
  assert_string_equal(say(&s, "boardsize 99 99", NULL), "? unacceptable size\n\n");
  assert_string_equal(say(&s, "komi abc", NULL), "? syntax error: komi FLOAT\n\n");
  assert_string_equal(say(&s, "komi 0.5", NULL), "= \n\n");
  assert_string_equal(say(&s, "play b b2", NULL), "= \n\n");
  assert_string_equal(say(&s, "play w b2", NULL), "? illegal move: occupied\n\n");
  assert_string_equal(say(&s, "final_score", NULL), "= B+8.5\n\n");
  assert_string_equal(say(&s, "undo", NULL), "= \n\n");
  assert_string_equal(say(&s, "undo", NULL), "? cannot undo\n\n");
  assert_string_equal(say(&s, "final_score", NULL), "= W+0.5\n\n");
  assert_string_equal(say(&s, "genmove purple", NULL), "? syntax error: genmove COLOUR\n\n");
  const char *r = say(&s, "genmove b", NULL);
  assert_true(r[0] == '=' && strlen(r) >= 5);
  r = say(&s, "showboard", NULL);
  assert_non_null(strstr(r, "White to move, komi 0.5, move 1"));
  gtp_server_free(&s);
  go_engine_free(&e);
}

/* The clock: the settings in plain fields, the budget of a move in each phase, time spent. */
static void test_clock(void **state) {
  (void)state;
  gtp_clock c = {0};
  char out[256];
  char *a[4];
  assert_true(isinf(gtp_clock_budget(&c, 1, 10))); /* no limits */
  a[0] = "100", a[1] = "0", a[2] = "0";
  assert_int_equal(gtp_time_settings(&c, 3, a, out, sizeof out), GTP_SUCCESS);
  assert_int_equal(c.system, GTP_TIME_ABSOLUTE);
  assert_true(fabs(gtp_clock_budget(&c, 1, 10) - 9.9) < 1e-9); /* (100 - 1) / 10 */
  gtp_clock_spend(&c, 1, 50);
  assert_true(fabs(c.time_left_s[1] - 50) < 1e-9 && fabs(c.time_left_s[2] - 100) < 1e-9);
  a[0] = "60", a[1] = "30", a[2] = "10"; /* Canadian: 30 s for 10 moves after 60 s */
  assert_int_equal(gtp_time_settings(&c, 3, a, out, sizeof out), GTP_SUCCESS);
  assert_int_equal(c.system, GTP_TIME_CANADIAN);
  assert_true(fabs(gtp_clock_budget(&c, 2, 10) - (59.0 / 10 + 2.4 / 10)) < 1e-9);
  a[0] = "w", a[1] = "20", a[2] = "5"; /* in byo-yomi: 20 s for 5 moves */
  assert_int_equal(gtp_time_left(&c, 3, a, out, sizeof out), GTP_SUCCESS);
  assert_true(fabs(gtp_clock_budget(&c, 2, 10) - 19.0 / 5) < 1e-9);
  a[0] = "b", a[1] = "0", a[2] = "0"; /* main time spent, no word of byo-yomi yet */
  gtp_time_left(&c, 3, a, out, sizeof out);
  assert_true(fabs(gtp_clock_budget(&c, 1, 10) - 2.4) < 1e-9);
  a[0] = "byoyomi", a[1] = "0", a[2] = "10", a[3] = "3";
  assert_int_equal(gtp_kgs_time_settings(&c, 4, a, out, sizeof out), GTP_SUCCESS);
  assert_int_equal(c.system, GTP_TIME_BYOYOMI);
  assert_true(fabs(gtp_clock_budget(&c, 1, 10) - 8) < 1e-9);
  a[0] = "none";
  assert_int_equal(gtp_kgs_time_settings(&c, 1, a, out, sizeof out), GTP_SUCCESS);
  assert_true(isinf(gtp_clock_budget(&c, 1, 10)));
  a[0] = "10", a[1] = "5", a[2] = "0"; /* GTP: byo-yomi time with no stones means no limits */
  assert_int_equal(gtp_time_settings(&c, 3, a, out, sizeof out), GTP_SUCCESS);
  assert_int_equal(c.system, GTP_TIME_NONE);
  a[0] = "nan";
  assert_int_equal(gtp_time_settings(&c, 3, a, out, sizeof out), GTP_FAILURE);
  a[0] = "inf";
  assert_int_equal(gtp_time_settings(&c, 3, a, out, sizeof out), GTP_FAILURE);
}

int main(void) {
  const struct CMUnitTest tests[] = {cmocka_unit_test(test_framing), cmocka_unit_test(test_parsers),
                                     cmocka_unit_test(test_go_engine_commands), cmocka_unit_test(test_clock)};
  return cmocka_run_group_tests(tests, NULL, NULL);
}
