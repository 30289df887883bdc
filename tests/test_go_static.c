/* Hand-made fixtures for the Go solver's static rules (src/go/static.c) and the rules of a pruned run
 * (src/go/prune.c): each rule has a position it must decide (or a move it must drop) and one it must
 * not: an intruder region as in Kharma & Schintke's Figure 3b, a seki, a history that breaks the pure
 * eyes' cap (docs/go-static.md). The selftest against the exact oracle covers the rules on random
 * positions; these pin what each rule may and may not do. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <string.h>

#include "go/board.h"
#include "go/prune.h"
#include "go/static.h"

/* A wall with a one-point eye (A3... row 0 col 4), a two-point pure eye (row 0, cols 1-2) and a
 * five-point pure eye (row 2): Black owns all 15 points, 8 of them by the area rule alone. */
static const char *WALL = "X..X./XXXXX/.....";

/* Figure 3b: a region whose empty points all touch the Black chain (Benson-vital) but with a White
 * intruder that does not: no pure eye. The right column gives the chain its second eye. */
static const char *INTRUDER = "XXXXX./X...XX/X.O.X./X...XX/XXXXX.";

/* A seki: one eye each, three shared liberties; neither chain is pass-alive. */
static const char *SEKI = "XX.OO/.X.O./XX.OO";

static void game_of(go_game *g, const char *text) {
  go_board b;
  assert_int_equal(go_board_from_text(&b, text, GO_SUICIDE_FORBIDDEN), 0);
  assert_int_equal(go_game_init(g, &b), 0);
}

static int decide(const go_game *g, double komi, unsigned rules, dfpn_verdict *v) {
  return go_static_decide(g, komi, rules, v);
}

static void test_area(void **state) {
  (void)state;
  go_game g;
  game_of(&g, WALL);
  dfpn_verdict v;
  /* 7 stones + 1 eye: margin at least 2 * 8 - 15 = 1 */
  assert_int_equal(decide(&g, 0.5, GO_STATIC_AREA, &v), GO_STATIC_AREA);
  assert_int_equal(v.winner, 0);
  assert_int_equal(v.scope, DFPN_SCOPE_ANY);
  assert_int_equal(decide(&g, 1.5, GO_STATIC_AREA, &v), GO_STATIC_NONE);
  assert_int_equal(v.winner, -1);
  go_game_free(&g);
}

static void test_pure(void **state) {
  (void)state;
  go_game g;
  game_of(&g, WALL);
  go_sure s;
  go_static_sure(go_game_board(&g), GO_BLACK, true, &s);
  assert_int_equal(go_setcount(s.alive), 7);
  assert_int_equal(go_setcount(s.eyes), 1);
  assert_int_equal(go_setcount(s.pure), 7); /* 2 + 5 */
  dfpn_verdict v;
  assert_int_equal(decide(&g, 10.5, GO_STATIC_AREA, &v), GO_STATIC_NONE);
  assert_int_equal(decide(&g, 10.5, GO_STATIC_ALL, &v), GO_STATIC_PURE);
  assert_int_equal(v.winner, 0);
  assert_int_equal(v.scope, DFPN_SCOPE_CAP);
  assert_true(v.capz == (s.alive | s.pure));
  assert_int_equal(v.capk, 7);
  /* the whole board is Black's: at komi 14.5 still Black; at 15.5 White, since no margin exceeds 15 */
  assert_int_equal(decide(&g, 14.5, GO_STATIC_ALL, &v), GO_STATIC_PURE);
  assert_int_equal(decide(&g, 15.5, GO_STATIC_ALL, &v), GO_STATIC_AREA);
  assert_int_equal(v.winner, 1);
  go_game_free(&g);
}

/* The points each deciding rule used (go_static_decide_points): the area rule its stones and eye,
 * the pure rule those and the pure eyes, the pass rule and no decision none. */
static void test_points_used(void **state) {
  (void)state;
  go_game g;
  game_of(&g, WALL);
  go_sure s;
  go_static_sure(go_game_board(&g), GO_BLACK, true, &s);
  dfpn_verdict v;
  uint64_t used = 1;
  assert_int_equal(go_static_decide_points(&g, 0.5, GO_STATIC_ALL, &v, &used), GO_STATIC_AREA);
  assert_true(used == (s.alive | s.eyes));
  assert_int_equal(go_static_decide_points(&g, 10.5, GO_STATIC_ALL, &v, &used), GO_STATIC_PURE);
  assert_true(used == (s.alive | s.eyes | s.pure));
  assert_int_equal(go_setcount(used), 15);
  assert_int_equal(go_static_decide_points(&g, 10.5, GO_STATIC_AREA, &v, &used), GO_STATIC_NONE);
  assert_true(used == 0);
  assert_int_equal(go_game_play(&g, GO_PASS), 0);
  assert_int_equal(go_static_decide_points(&g, -100.5, GO_STATIC_PASS, &v, &used), GO_STATIC_NONE);
  assert_int_equal(go_game_play(&g, GO_PASS), 0);
  go_game_free(&g);
  game_of(&g, SEKI);
  assert_int_equal(go_game_play(&g, GO_PASS), 0);
  assert_int_equal(go_static_decide_points(&g, 0.5, GO_STATIC_PASS, &v, &used), GO_STATIC_PASS);
  assert_true(used == 0);
  go_game_free(&g);
}

static void test_intruder_is_no_pure_eye(void **state) {
  (void)state;
  go_game g;
  game_of(&g, INTRUDER);
  go_sure s;
  go_static_sure(go_game_board(&g), GO_BLACK, true, &s);
  assert_int_equal(go_setcount(s.alive), 18); /* Benson: the region is vital */
  assert_int_equal(go_setcount(s.eyes), 3);
  assert_int_equal(s.pure, 0); /* the intruder does not touch the chain */
  dfpn_verdict v;
  /* area 21 of 30: margin >= 12; the interior's 9 points would give 30 */
  assert_int_equal(decide(&g, 11.5, GO_STATIC_ALL, &v), GO_STATIC_AREA);
  assert_int_equal(decide(&g, 12.5, GO_STATIC_ALL & ~GO_STATIC_REGION, &v), GO_STATIC_NONE);
  /* the region solver (areas of up to 9 points) plays the interior out: White cannot live there */
  assert_int_equal(decide(&g, 12.5, GO_STATIC_ALL, &v), GO_STATIC_REGION);
  /* Figure 3c: with the intruder captured, the centre touches no Black stone: still no pure eye */
  go_game_free(&g);
  game_of(&g, "XXXXX./X...XX/X...X./X...XX/XXXXX.");
  go_static_sure(go_game_board(&g), GO_BLACK, true, &s);
  assert_int_equal(s.pure, 0);
  assert_int_equal(decide(&g, 12.5, GO_STATIC_ALL & ~GO_STATIC_REGION, &v), GO_STATIC_NONE);
  assert_int_equal(decide(&g, 12.5, GO_STATIC_ALL, &v), GO_STATIC_REGION);
  go_game_free(&g);
  /* an intruder that touches the wall: the rule covers empty regions only, so row 2 is not counted
   * (the two-point eye on top still is) */
  game_of(&g, "X..X./XXXXX/O....");
  go_static_sure(go_game_board(&g), GO_BLACK, true, &s);
  assert_int_equal(go_setcount(s.pure), 2);
  assert_int_equal(decide(&g, 4.5, GO_STATIC_ALL, &v), GO_STATIC_PURE); /* 7 + 1 + 2: margin >= 5 */
  assert_int_equal(decide(&g, 5.5, GO_STATIC_ALL & ~GO_STATIC_REGION, &v), GO_STATIC_NONE);
  /* the region solver captures the intruder and owns row 2 (tests/test_go_region.c) */
  assert_int_equal(decide(&g, 5.5, GO_STATIC_ALL, &v), GO_STATIC_REGION);
  go_game_free(&g);
}

static void test_seki(void **state) {
  (void)state;
  go_game g;
  game_of(&g, SEKI);
  for (int colour = GO_BLACK; colour <= GO_WHITE; colour++) {
    go_sure s;
    go_static_sure(go_game_board(&g), colour, true, &s);
    assert_int_equal(s.alive | s.eyes | s.pure, 0);
  }
  dfpn_verdict v;
  for (double komi = -14.5; komi < 15; komi += 1)
    assert_int_equal(decide(&g, komi, GO_STATIC_ALL, &v), GO_STATIC_NONE);
  go_game_free(&g);
}

/* The wall reached by Black's capture at row 0 col 0 of two White stones in the two-point eye: the
 * board before has 6 Black stones on the cap's points, within the 7 alive stones: decided. A
 * (made-up) history with a board of 8 Black stones there breaks the cap: refused. */
static void test_cap_and_history(void **state) {
  (void)state;
  go_game g;
  game_of(&g, ".OOX./XXXXX/.....");
  int capture = 0; /* row 0, col 0 */
  assert_int_equal(go_game_play(&g, capture), 0);
  char text[64];
  go_board_to_text(go_game_board(&g), text, sizeof text);
  assert_string_equal(text, "X..X.\nXXXXX\n.....\n");
  dfpn_verdict v;
  assert_int_equal(decide(&g, 10.5, GO_STATIC_ALL, &v), GO_STATIC_PURE);
  assert_int_equal(v.scope, DFPN_SCOPE_CAP);
  /* the cap counts Black stones (low half of capz) on the wall and the eyes */
  go_sure s;
  go_static_sure(go_game_board(&g), GO_BLACK, true, &s);
  assert_true(v.capz == (s.alive | s.pure));
  assert_int_equal(v.capk, 7);
  uint64_t z = v.capz;
  go_game_free(&g);
  /* a history whose first board has a Black stone inside the eye besides the whole wall */
  go_board before, wall;
  assert_int_equal(go_board_from_text(&before, "XX.X./XXXXX/.....", GO_SUICIDE_FORBIDDEN), 0);
  assert_int_equal(go_board_from_text(&wall, WALL, GO_SUICIDE_FORBIDDEN), 0);
  assert_int_equal(go_game_init(&g, &before), 0);
  assert_int_equal(go_game_play(&g, GO_PASS), 0);
  g.hist[g.len - 1] = wall; /* made up: no move leads there */
  assert_false(go_static_cap_holds(&g, z, 7));
  assert_int_equal(decide(&g, 10.5, GO_STATIC_ALL, &v), GO_STATIC_CAP_REFUSED);
  assert_int_equal(v.winner, -1);
  go_game_free(&g);
  /* White's stones do not count against Black's cap: only the high half would count them */
  game_of(&g, "X..X./XXXXX/.OOO.");
  assert_true(go_static_cap_holds(&g, z, 7));
  assert_false(go_static_cap_holds(&g, (go_board_pointset(go_game_board(&g)) << GO_STATIC_HALF), 2));
  go_game_free(&g);
}

static void test_pass(void **state) {
  (void)state;
  go_game g;
  game_of(&g, SEKI); /* area score 0 */
  dfpn_verdict v;
  assert_int_equal(decide(&g, -0.5, GO_STATIC_PASS, &v), GO_STATIC_NONE); /* no pass yet */
  assert_int_equal(go_game_play(&g, GO_PASS), 0);                         /* Black passes; White to move */
  assert_int_equal(decide(&g, 0.5, GO_STATIC_PASS, &v), GO_STATIC_PASS);  /* White passes back: 0 < 0.5 */
  assert_int_equal(v.winner, 1);
  assert_int_equal(v.scope, DFPN_SCOPE_ANY);
  assert_int_equal(decide(&g, -0.5, GO_STATIC_PASS, &v), GO_STATIC_NONE); /* passing back would lose */
  assert_int_equal(decide(&g, 0.5, GO_STATIC_AREA, &v), GO_STATIC_NONE);  /* the rule off */
  assert_int_equal(go_game_play(&g, GO_PASS), 0);                         /* game over: not judged here */
  assert_int_equal(decide(&g, 0.5, GO_STATIC_ALL, &v), GO_STATIC_NONE);
  go_game_free(&g);
}

static void test_parse(void **state) {
  (void)state;
  unsigned r;
  char buf[32];
  assert_int_equal(go_static_parse("all", &r), 0);
  assert_int_equal(r, GO_STATIC_ALL);
  assert_int_equal(go_static_parse("pass,area", &r), 0);
  assert_int_equal(r, GO_STATIC_AREA | GO_STATIC_PASS);
  assert_string_equal(go_static_name(r, buf, sizeof buf), "area,pass");
  assert_int_equal(go_static_parse("none", &r), 0);
  assert_string_equal(go_static_name(r, buf, sizeof buf), "none");
  assert_int_equal(go_static_parse("area,", &r), -1);
  assert_int_equal(go_static_parse("eyes", &r), -1);
  assert_int_equal(go_static_parse("", &r), -1);
  assert_int_equal(go_prune_parse_rules("eye,pass", &r), 0);
  assert_int_equal(r, GO_PRUNE_OWN_EYE | GO_PRUNE_PASS);
  assert_int_equal(go_prune_parse_rules("eye,,pass", &r), -1);
  int p;
  assert_int_equal(go_prune_parse("white", &p), 0);
  assert_int_equal(p, 1);
  assert_int_equal(go_prune_parse("both", &p), -1);
}

/* Every legal move of g's position through the prune rules; is `move` kept? */
static bool kept(const go_game *g, unsigned rules, int move) {
  int moves[GO_SMALL_POINTS + 1], n = go_game_legal_moves(g, moves);
  n = go_prune_moves(g, rules, moves, n);
  for (int i = 0; i < n; i++)
    if (moves[i] == move) return true;
  return false;
}

static void test_prune_own_eye(void **state) {
  (void)state;
  go_game g;
  game_of(&g, WALL);
  int eye = 4, pure = 1, other = 10; /* row 0 col 4; row 0 col 1; row 2 col 0 */
  assert_false(kept(&g, GO_PRUNE_OWN_EYE, eye));
  assert_false(kept(&g, GO_PRUNE_OWN_EYE, pure));
  assert_false(kept(&g, GO_PRUNE_OWN_EYE, other)); /* row 2 is a pure eye too */
  assert_true(kept(&g, GO_PRUNE_ATARI | GO_PRUNE_PASS, eye));
  go_game_free(&g);
  /* White's moves into Black's eyes are no own eyes of White's */
  game_of(&g, "X..X./XXXXX/...O.");
  assert_int_equal(go_game_play(&g, GO_PASS), 0);
  assert_true(kept(&g, GO_PRUNE_OWN_EYE, 1));
  go_game_free(&g);
}

static void test_prune_self_atari(void **state) {
  (void)state;
  go_game g;
  /* 1x8: Black at 4 makes the chain 2-4 with the one liberty 5 and captures nothing: dropped */
  game_of(&g, ".OXX..O.");
  assert_false(kept(&g, GO_PRUNE_ATARI, 4));
  assert_true(kept(&g, GO_PRUNE_OWN_EYE | GO_PRUNE_PASS, 4));
  go_game_free(&g);
  /* Black at 3 leaves a two-stone chain in atari: kept (below GO_PRUNE_BIG_CHAIN) */
  game_of(&g, ".OX...O.");
  assert_true(kept(&g, GO_PRUNE_ATARI, 3));
  go_game_free(&g);
  /* Black at 4 captures White's 5 (its last liberty): kept */
  game_of(&g, "..XX.OX.");
  assert_true(kept(&g, GO_PRUNE_ATARI, 4));
  go_game_free(&g);
}

static void test_prune_pass(void **state) {
  (void)state;
  go_game g;
  /* White's stone at row 0 col 1 has the one liberty row 0 col 2: Black captures, so may not pass */
  game_of(&g, "XO.../.X.../.....");
  assert_false(kept(&g, GO_PRUNE_PASS, GO_PASS));
  assert_true(kept(&g, GO_PRUNE_OWN_EYE | GO_PRUNE_ATARI, GO_PASS));
  go_game_free(&g);
  game_of(&g, "X..../.X.../.....");
  assert_true(kept(&g, GO_PRUNE_PASS, GO_PASS)); /* nothing to capture */
  go_game_free(&g);
  /* after the opponent's pass, passing back (ending the game) stays although White could capture */
  game_of(&g, "OX.../.O.../.....");
  assert_int_equal(go_game_play(&g, GO_PASS), 0);
  assert_true(kept(&g, GO_PRUNE_PASS, GO_PASS));
  go_game_free(&g);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_area),          cmocka_unit_test(test_pure),
      cmocka_unit_test(test_points_used),   cmocka_unit_test(test_intruder_is_no_pure_eye),
      cmocka_unit_test(test_seki),          cmocka_unit_test(test_cap_and_history),
      cmocka_unit_test(test_pass),          cmocka_unit_test(test_parse),
      cmocka_unit_test(test_prune_own_eye), cmocka_unit_test(test_prune_self_atari),
      cmocka_unit_test(test_prune_pass),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
