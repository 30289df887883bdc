/* Tests of src/killall/referee, game.c's fixed setups and lookahead.c: a refereed game's actions
 * applied and recorded, refused ones changing nothing, resignation and the winner; a game from
 * given stones; one-ply look-ahead on a board where the Defender lives at once; lines of the
 * command language answered (command.c). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/error.h"
#include "killall/lookahead.h"
#include "killall/referee.h"

static int act(killall_referee *r, killall_act what, int point, const char **why) {
  killall_action a = {what, point, KILLALL_NOROLE, 0, 0};
  *why = NULL;
  return killall_referee_act(r, &a, why);
}

static void test_pieboxing_game(void **state) {
  (void)state;
  killall_referee *r = calloc(1, sizeof *r);
  const char *why;
  assert_int_equal(killall_referee_init(r, KILLALL_PIEBOXING, 5, 5, GO_BLACK, &why), 0);
  assert_int_equal(r->last, GO_NOMOVE);
  assert_int_equal(killall_referee_actor(r), 1);
  assert_int_equal(act(r, KILLALL_ACT_POINT, 12, &why), 0); /* Player 1 places c3 */
  assert_int_equal(r->last, 12);
  assert_int_equal(r->setup_by[0], 1);
  assert_int_equal(killall_referee_actor(r), 2);
  assert_int_not_equal(act(r, KILLALL_ACT_POINT, 12, &why), 0); /* occupied: refused */
  assert_non_null(why);
  assert_int_equal(r->k.setup.nstones, 1);
  assert_int_equal(act(r, KILLALL_ACT_CLAIM, 0, &why), 0); /* Player 2 claims: play begins */
  assert_true(r->k.started);
  assert_string_equal(r->log, "Player 2 claims the Attacker role after 1 stones. ");
  assert_int_equal(killall_referee_actor(r), 1); /* the Defender, Player 1, moves first */
  assert_int_not_equal(act(r, KILLALL_ACT_CLAIM, 0, &why), 0);
  assert_non_null(why);
  assert_string_equal(r->log, "Player 2 claims the Attacker role after 1 stones. ");
  assert_int_equal(act(r, KILLALL_ACT_POINT, 0, &why), 0);
  assert_int_equal(r->last, 0);
  assert_int_equal(killall_referee_actor(r), 2);
  assert_false(killall_referee_over(r));
  assert_int_equal(killall_referee_winner(r), 0);
  assert_int_equal(act(r, KILLALL_ACT_RESIGN, 0, &why), 0);
  assert_true(killall_referee_over(r));
  assert_int_equal(r->resigned, 2);
  assert_int_equal(killall_referee_winner(r), 1);
  assert_int_equal(act(r, KILLALL_ACT_POINT, 1, &why), YOMI_EILLEGAL);
  assert_string_equal(why, "the game is over");
  killall_referee_free(r);
  free(r);
}

/* The Defender lives at once on 1x3 with b1 (two one-point eyes); a1 does not. */
static void test_fixed_and_lookahead(void **state) {
  (void)state;
  killall_game k;
  const char *why;
  assert_int_equal(killall_game_fixed(&k, 1, 3, GO_BLACK, NULL, 0, &why), 0);
  assert_true(k.started);
  assert_int_equal(killall_game_role_to_move(&k), KILLALL_DEFENDER);
  assert_int_equal(killall_game_wins_at_once(&k), 1);
  assert_false(killall_game_loses_at_once(&k, 0));
  assert_int_equal(killall_game_play(&k, 1, &why), 0);
  assert_int_equal(k.winner, KILLALL_DEFENDER);
  assert_true(killall_game_loses_at_once(&k, 1)); /* occupied: the board refuses it */
  killall_game_free(&k);
  const int stones[] = {4, 0};
  assert_int_equal(killall_game_fixed(&k, 3, 3, GO_WHITE, stones, 2, &why), 0);
  assert_int_equal(go_bigboard_get(killall_game_board(&k), 4), GO_WHITE);
  assert_int_equal(go_bigboard_get(killall_game_board(&k), 0), GO_WHITE);
  assert_int_equal(killall_game_board(&k)->to_move, GO_BLACK);
  killall_game_free(&k);
  const int twice[] = {4, 4};
  assert_int_not_equal(killall_game_fixed(&k, 3, 3, GO_BLACK, twice, 2, &why), 0);
  assert_string_equal(why, "that point already holds a stone");
  assert_int_not_equal(killall_game_fixed(&k, 20, 3, GO_BLACK, NULL, 0, &why), 0);
}

/* The answer to one input line of the terminal referee (a copy: the line is changed in place). */
static bool line(killall_referee *r, const char *text, bool quiet, char *out, size_t n) {
  char buf[128];
  snprintf(buf, sizeof buf, "%s", text);
  return killall_referee_line(r, buf, quiet, false, out, n);
}

/* Lines of the command language: help, the board, refusals, a setup that ends with the roles, a
 * move shown or not, resignation, and quit. */
static void test_command_lines(void **state) {
  (void)state;
  killall_referee *r = calloc(1, sizeof *r);
  const char *why;
  char out[8192];
  assert_int_equal(killall_referee_init(r, KILLALL_PIEBOXING, 5, 5, GO_BLACK, &why), 0);
  assert_false(line(r, "   \n", false, out, sizeof out));
  assert_string_equal(out, "");
  assert_false(line(r, "HELP\n", false, out, sizeof out));
  assert_string_equal(out, killall_command_help());
  assert_false(line(r, "board", true, out, sizeof out));
  assert_non_null(strstr(out, "(# and @ are pass-alive Black and White stones)\n"));
  assert_false(line(r, "place z9", false, out, sizeof out));
  assert_string_equal(out, "error: unknown command 'place' (type help)\n");
  assert_false(line(r, "c3", true, out, sizeof out)); /* quiet: nothing to say */
  assert_string_equal(out, "");
  assert_false(line(r, "c3", true, out, sizeof out));
  assert_string_equal(out, "error: that point already holds a stone\n");
  assert_false(line(r, "Claim", false, out, sizeof out));
  assert_int_equal(strncmp(out, "Setup over: Player 2 (Attacker, Black), Player 1 (Defender, White).", 67),
                   0);
  assert_non_null(strstr(out, "\n   A B C D E \n"));
  assert_null(strstr(out, "pass-alive")); /* mark off */
  assert_false(line(r, "d4", false, out, sizeof out));
  assert_non_null(strstr(out, "(O)"));
  assert_false(line(r, "resign", false, out, sizeof out));
  assert_string_equal(out, "");
  assert_true(killall_referee_over(r));
  assert_false(line(r, "e5", false, out, sizeof out));
  assert_string_equal(out, "error: the game is over; type quit to leave\n");
  assert_true(line(r, "quit", false, out, sizeof out));
  assert_true(line(r, "exit now", false, out, sizeof out));
  killall_referee_free(r);
  free(r);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_pieboxing_game),
      cmocka_unit_test(test_fixed_and_lookahead),
      cmocka_unit_test(test_command_lines),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
