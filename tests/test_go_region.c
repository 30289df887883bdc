/* Tests of src/go/region.c, the region solver, and of the static rule `region` built on it
 * (src/go/static.c): hand-made fixtures it must and must not decide, then its slow twin, the exact
 * oracle with the full history: on random positions with their histories, every area set the solver
 * says a colour owns (with the cap holding) must be owned under optimal play, so the oracle's margin
 * must be at least what owning it guarantees. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>

#include "go/board.h"
#include "go/oracle.h"
#include "go/region.h"
#include "go/selftest.h"
#include "go/static.h"
#include "core/error.h"

/* The region solver as Go's rule `region` uses it by default, with this budget. */
static go_region_limits L(uint64_t budget) {
  return (go_region_limits){budget, GO_STATIC_REGION_AREA, GO_STATIC_REGION_TOTAL};
}

static void game_of(go_game *g, const char *text, int to_move) {
  go_board b;
  assert_int_equal(go_board_from_text(&b, text, GO_SUICIDE_FORBIDDEN), 0);
  b.to_move = (uint8_t)to_move;
  assert_int_equal(go_game_init(g, &b), 0);
}

/* A wall around a straight three: one region, so Benson finds nothing alive. Black to move plays
 * the middle and owns all 15 points; White to move takes the middle and Black cannot make two eyes. */
static const char *THREE = "XXXXX/X...X/XXXXX";

static void test_straight_three(void **state) {
  (void)state;
  go_game g;
  go_region r;
  dfpn_verdict v;
  game_of(&g, THREE, GO_BLACK);
  assert_true(go_region_areas(go_game_board(&g), GO_BLACK, true, L(1000), &r));
  assert_int_equal(go_setcount(r.z), 15);
  assert_int_equal(r.owner_z, 12);
  assert_int_equal(go_static_decide(&g, 14.5, GO_STATIC_ALL & ~GO_STATIC_REGION, &v), GO_STATIC_NONE);
  assert_int_equal(go_static_decide(&g, 14.5, GO_STATIC_ALL, &v), GO_STATIC_REGION);
  assert_int_equal(v.winner, 0);
  assert_int_equal(v.scope, DFPN_SCOPE_CAP);
  assert_int_equal(v.capk, 12);
  go_game_free(&g);
  game_of(&g, THREE, GO_WHITE);
  assert_false(go_region_areas(go_game_board(&g), GO_BLACK, false, L(1000), &r));
  assert_false(go_region_union(go_game_board(&g), GO_BLACK, GO_REGION_OWN, false, L(1000), &r));
  assert_int_equal(go_static_decide(&g, 14.5, GO_STATIC_ALL, &v), GO_STATIC_NONE);
  go_game_free(&g);
}

/* Kill-All's goal is weaker than Go's: with the invader to move in a straight four Black lives
 * either way (miai), and owns it either way too; a bent area whose last point touches no wall stone
 * can give life without ownership. */
static void test_goals(void **state) {
  (void)state;
  go_game g;
  go_region r;
  game_of(&g, "XXXXXX/X....X/XXXXXX", GO_WHITE);
  assert_true(go_region_union(go_game_board(&g), GO_BLACK, GO_REGION_LIVE, false, L(10000), &r));
  assert_true(go_region_union(go_game_board(&g), GO_BLACK, GO_REGION_OWN, false, L(10000), &r));
  assert_true(go_region_areas(go_game_board(&g), GO_BLACK, false, L(10000), &r));
  go_game_free(&g);
}

/* Figure 3b-like: Black's wall holds two eyes on top and a White intruder in the bottom row. The
 * pure-eye rule does not count the bottom row; the region solver owns it: every point of the row
 * touches the wall, so Go's goal is reached at once (the intruder is captured after the local game),
 * while the old goal (go_region_capture_goal) searches for the capture. With a second row below, whose
 * points touch no Black stone, the goal is not reached at once. */
static void test_intruder(void **state) {
  (void)state;
  go_game g;
  dfpn_verdict v;
  go_region r;
  for (int to_move = GO_BLACK; to_move <= GO_WHITE; to_move++) {
    game_of(&g, "X..X./XXXXX/O....", to_move);
    assert_int_equal(go_static_decide(&g, 5.5, GO_STATIC_ALL & ~GO_STATIC_REGION, &v), GO_STATIC_NONE);
    assert_int_equal(go_static_decide(&g, 14.5, GO_STATIC_ALL, &v), GO_STATIC_REGION);
    assert_int_equal(v.winner, 0);
    bool owner_to_move = to_move == GO_BLACK;
    assert_true(go_region_union(go_game_board(&g), GO_BLACK, GO_REGION_OWN, owner_to_move, L(1000), &r));
    assert_int_equal(go_setcount(r.z), 15);
    assert_int_equal(r.nodes, 0);
    go_region_capture_goal(true);
    assert_true(go_region_union(go_game_board(&g), GO_BLACK, GO_REGION_OWN, owner_to_move, L(1000), &r));
    go_region_capture_goal(false);
    assert_int_equal(go_setcount(r.z), 15);
    assert_true(r.nodes > 0);
    go_game_free(&g);
  }
  game_of(&g, "X.X./XXXX/.O../....", GO_WHITE);
  go_region_union(go_game_board(&g), GO_BLACK, GO_REGION_OWN, false, L(1000), &r);
  assert_int_equal(go_setcount(r.z), 16);
  assert_true(r.nodes > 0);
  go_game_free(&g);
}

/* A seki: neither colour can own the shared liberties, so nothing is decided at any komi. */
static void test_seki(void **state) {
  (void)state;
  go_game g;
  dfpn_verdict v;
  for (int to_move = GO_BLACK; to_move <= GO_WHITE; to_move++) {
    game_of(&g, "XX.OO/.X.O./XX.OO", to_move);
    for (double komi = -14.5; komi < 15; komi += 1)
      assert_int_equal(go_static_decide(&g, komi, GO_STATIC_ALL, &v), GO_STATIC_NONE);
    go_game_free(&g);
  }
}

/* The same stones just after the owner's pass, with the invader to move: its pass would end the game,
 * so nothing is owned, even though the position without the pass was decided first (and cached). */
static void test_after_pass(void **state) {
  (void)state;
  static const char *FOUR = "XXXXXX/X....X/XXXXXX";
  go_game g;
  dfpn_verdict v;
  game_of(&g, FOUR, GO_WHITE);
  assert_int_equal(go_static_decide(&g, 17.5, GO_STATIC_ALL, &v), GO_STATIC_REGION);
  go_game_free(&g);
  game_of(&g, FOUR, GO_BLACK);
  assert_int_equal(go_game_play(&g, GO_PASS), 0);
  assert_int_equal(go_static_decide(&g, 17.5, GO_STATIC_ALL, &v), GO_STATIC_NONE);
  go_region r;
  assert_false(go_region_areas(go_game_board(&g), GO_BLACK, false, L(1000), &r));
  assert_false(go_region_union(go_game_board(&g), GO_BLACK, GO_REGION_OWN, false, L(1000), &r));
  go_game_free(&g);
}

/* The cap: a (made-up) earlier board with more Black stones on Z than now refuses the decision; the
 * core would check the same cap on reuse (go_static_cap_holds). */
static void test_cap(void **state) {
  (void)state;
  go_game g;
  dfpn_verdict v;
  go_board before, now;
  assert_int_equal(go_board_from_text(&before, "XXXXX/XX..X/XXXXX", GO_SUICIDE_FORBIDDEN), 0);
  assert_int_equal(go_board_from_text(&now, THREE, GO_SUICIDE_FORBIDDEN), 0);
  assert_int_equal(go_game_init(&g, &before), 0);
  assert_int_equal(go_game_play(&g, GO_PASS), 0);
  now.to_move = GO_BLACK;
  g.hist[g.len - 1] = now; /* made up: Black's stone next to the wall's corner was captured */
  assert_int_equal(go_static_decide(&g, 14.5, GO_STATIC_ALL, &v), GO_STATIC_CAP_REFUSED);
  assert_int_equal(v.winner, -1);
  go_game_free(&g);
  /* the same board with a history that meets the cap is decided */
  game_of(&g, THREE, GO_BLACK);
  assert_int_equal(go_static_decide(&g, 14.5, GO_STATIC_ALL, &v), GO_STATIC_REGION);
  go_game_free(&g);
}

/* Rule `live`: where one point more decides, a chain the region solver gets to live is that point.
 * Black lives in the straight four with either side to move (miai), so at komi -16.5 (Black needs
 * one point of 18) the rule decides with White to move, under the cap of Black's 14 stones on Z;
 * at -15.5 one point is not enough. In the straight three with White to move White takes the vital
 * point: nothing. Black's two stones on 2x5 keep a point with White to move, which neither the area
 * rules nor Go's goal of the region solver (owning all of Z) can say. A made-up earlier board with
 * more Black stones on Z breaks the cap. */
static void test_live(void **state) {
  (void)state;
  const unsigned live = GO_STATIC_AREA | GO_STATIC_LIVE;
  go_game g;
  dfpn_verdict v;
  game_of(&g, "XXXXXX/X....X/XXXXXX", GO_WHITE);
  assert_int_equal(go_static_decide(&g, -16.5, live, &v), GO_STATIC_LIVE);
  assert_int_equal(v.winner, 0);
  assert_int_equal(v.scope, DFPN_SCOPE_CAP);
  assert_int_equal(v.capk, 14);
  assert_int_equal(go_static_decide(&g, -15.5, live, &v), GO_STATIC_NONE);
  assert_int_equal(go_static_decide(&g, -15.5, GO_STATIC_ALL, &v), GO_STATIC_REGION);
  go_game_free(&g);
  game_of(&g, THREE, GO_WHITE);
  assert_int_equal(go_static_decide(&g, -13.5, GO_STATIC_ALL, &v), GO_STATIC_NONE);
  go_game_free(&g);
  game_of(&g, THREE, GO_BLACK);
  assert_int_equal(go_static_decide(&g, -13.5, live, &v), GO_STATIC_LIVE);
  go_game_free(&g);
  game_of(&g, "...X./..XO.", GO_WHITE);
  assert_int_equal(go_static_decide(&g, -8.5, GO_STATIC_ALL & ~GO_STATIC_LIVE, &v), GO_STATIC_NONE);
  assert_int_equal(go_static_decide(&g, -8.5, GO_STATIC_ALL, &v), GO_STATIC_LIVE);
  assert_int_equal(v.winner, 0);
  go_game_free(&g);
  go_board before, now;
  assert_int_equal(go_board_from_text(&before, "XXXXXX/XX...X/XXXXXX", GO_SUICIDE_FORBIDDEN), 0);
  assert_int_equal(go_board_from_text(&now, "XXXXXX/X....X/XXXXXX", GO_SUICIDE_FORBIDDEN), 0);
  assert_int_equal(go_game_init(&g, &before), 0);
  assert_int_equal(go_game_play(&g, GO_PASS), 0);
  now.to_move = GO_WHITE;
  g.hist[g.len - 1] = now; /* made up: a Black stone inside was captured */
  g.hist[g.len - 1].passes = 0;
  assert_int_equal(go_static_decide(&g, -16.5, live, &v), GO_STATIC_CAP_REFUSED);
  go_game_free(&g);
}

/* The same point set is a different game on another width: Black's XX../..XX on 2x4 holds two
 * eyes' room (Black owns it, and lives, with either side to move), XX....XX on 1x8 is two walls
 * around a straight four, which Black can neither own nor live in. Both games lie at the first
 * point, so only the memo's layout (the width, 0 for one row) tells them apart; each is asked in
 * both orders, so an answer shared by mistake is met either way. */
static void test_layout_per_width(void **state) {
  (void)state;
  static const struct {
    const char *text;
    bool won;
  } games[] = {{"XX../..XX", true}, {"XX....XX", false}, {"XX../..XX", true}};
  for (int i = 0; i < 3; i++) {
    go_board b;
    assert_int_equal(go_board_from_text(&b, games[i].text, GO_SUICIDE_FORBIDDEN), 0);
    for (int goal = GO_REGION_LIVE; goal <= GO_REGION_OWN; goal++)
      for (int owner_to_move = 0; owner_to_move < 2; owner_to_move++) {
        go_region r;
        bool won = go_region_union(&b, GO_BLACK, (go_region_goal)goal, owner_to_move, L(100000), &r);
        assert_int_equal(r.z, 0xff);
        assert_int_equal(won, games[i].won);
      }
  }
}

/* A random position of the rows x cols board with its history into *g (go_selftest_playout from
 * (seed, i) down to max_empty empty points); false, with nothing to free, when there is none. */
static bool random_position(go_game *g, int rows, int cols, uint64_t seed, uint64_t i, int max_empty) {
  go_board empty;
  assert_int_equal(go_board_init(&empty, rows, cols, GO_SUICIDE_FORBIDDEN), 0);
  assert_int_equal(go_game_init(g, &empty), 0);
  int moves[GO_SELFTEST_MAX_MOVES], n;
  if (go_selftest_playout(g, seed, i, max_empty, moves, &n)) return true;
  go_game_free(g);
  return false;
}

/* Claims of the region solver checked by the exact oracle (check_claims). */
typedef struct claims {
  uint64_t oracle_limit;                           /* the oracle's positions per claim (more: skipped) */
  int claims, confirmed, refused, skipped, larger; /* larger: confirmed claims the limits 7 and 12 miss */
} claims;

/* The slow twin's check at g: whenever the region solver, with `lim`, says `colour` owns Z (per area
 * or as one game, the cap holding on the history), the exact oracle's margin for `colour` is at
 * least 2 |sure + Z| - n, where sure is its pass-alive stones and one-point eyes. With only_larger,
 * only the claims that the limits 7 and 12 do not make are checked. */
static void check_claims(const go_game *g, go_region_limits lim, bool only_larger, claims *c) {
  const go_board *b = go_game_board(g);
  for (int colour = GO_BLACK; colour <= GO_WHITE; colour++) {
    for (int per_area = 0; per_area < 2; per_area++) {
      go_region r, small;
      bool to_move = b->to_move == colour;
      bool won = per_area ? go_region_areas(b, colour, to_move, lim, &r)
                          : go_region_union(b, colour, GO_REGION_OWN, to_move, lim, &r);
      if (!won) continue;
      go_region_limits old = {lim.budget, 7, 12};
      bool small_won = per_area ? go_region_areas(b, colour, to_move, old, &small)
                                : go_region_union(b, colour, GO_REGION_OWN, to_move, old, &small);
      bool larger = !small_won || small.z != r.z;
      if (only_larger && !larger) continue;
      c->claims++;
      go_sure s;
      go_static_sure(b, colour, false, &s);
      uint64_t z = colour == GO_BLACK ? r.z : r.z << GO_STATIC_HALF;
      if (!go_static_cap_holds(g, z, r.owner_z)) {
        c->refused++;
        continue;
      }
      /* colour's margin is at least bound: Black wins at komi bound - 0.5, White at -(bound - 0.5) */
      int bound = 2 * go_setcount(s.alive | s.eyes | r.z) - b->npoints;
      double komi = colour == GO_BLACK ? bound - 0.5 : 0.5 - bound;
      int black = go_oracle_wins_within(g, komi, c->oracle_limit, NULL);
      if (black == YOMI_ELIMIT) {
        c->skipped++;
        continue;
      }
      assert_true(black == 0 || black == 1);
      bool holds = black == (colour == GO_BLACK);
      if (!holds) {
        char text[256];
        go_board_to_text(b, text, sizeof text);
        fprintf(stderr, "%s to move, %s, history %d boards: owns %d points, margin < %d\n%s",
                b->to_move == GO_BLACK ? "Black" : "White", per_area ? "per area" : "one game", g->len,
                go_setcount(r.z), bound, text);
      }
      assert_true(holds);
      c->confirmed++;
      c->larger += larger;
    }
  }
}

/* The oracle comparisons below check half as many positions in the sanitizer build (the same boards
 * and kinds; the release build checks them all, and memory errors show on fewer). */
#ifdef __SANITIZE_ADDRESS__
#define SAN_SHARE 2
#else
#define SAN_SHARE 1
#endif

/* The slow twin: on random positions of small boards with their histories, every claim of the region
 * solver is confirmed by the exact oracle (check_claims). */
static void test_agrees_with_oracle(void **state) {
  (void)state;
  static const int boards[][2] = {{2, 3}, {3, 3}, {2, 4}, {3, 4}, {2, 5}, {1, 7}, {4, 4}, {3, 5}};
  claims c = {.oracle_limit = 300000};
  for (uint64_t i = 0; i < 1200 / SAN_SHARE; i++) {
    const int *rc = boards[i % 8];
    go_game g;
    if (!random_position(&g, rc[0], rc[1], 91, i, rc[0] * rc[1] > 12 ? 5 : 7)) continue;
    check_claims(&g, L(5000), false, &c);
    go_game_free(&g);
  }
  fprintf(stderr,
          "region solver: %d claims, %d confirmed by the oracle, %d refused by the cap, %d over budget\n",
          c.claims, c.confirmed, c.refused, c.skipped);
  assert_true(c.confirmed >= 300 / SAN_SHARE);
}

/* Rule `live`'s slow twin: on random positions of small boards with their histories, at every komi
 * where the rule decides (go_static_decide with the rules `area` and `live` alone), the exact oracle
 * with the full history names the same winner. */
static void test_live_agrees_with_oracle(void **state) {
  (void)state;
  static const int boards[][2] = {{2, 3}, {3, 3}, {2, 4}, {3, 4}, {2, 5}, {1, 7}, {4, 4}, {3, 5}};
  int decided = 0, confirmed = 0, refused = 0;
  for (uint64_t i = 0; i < 1200 / SAN_SHARE; i++) {
    const int *rc = boards[i % 8];
    go_game g;
    if (!random_position(&g, rc[0], rc[1], 95, i, rc[0] * rc[1] > 12 ? 6 : 7)) continue;
    int n = go_game_board(&g)->npoints;
    for (double komi = -n - 0.5; komi < n + 1; komi += 1) {
      dfpn_verdict v;
      int rule = go_static_decide(&g, komi, GO_STATIC_AREA | GO_STATIC_LIVE, &v);
      refused += rule == GO_STATIC_CAP_REFUSED;
      if (rule != GO_STATIC_LIVE) continue;
      decided++;
      int black = go_oracle_wins_within(&g, komi, 300000, NULL);
      if (black == YOMI_ELIMIT) continue;
      if (black != (v.winner == 0)) {
        char text[256];
        go_board_to_text(go_game_board(&g), text, sizeof text);
        fprintf(stderr, "komi %.1f, history %d boards: the rule says %s wins\n%s", komi, g.len,
                v.winner == 0 ? "Black" : "White", text);
      }
      assert_int_equal(black, v.winner == 0);
      confirmed++;
    }
    go_game_free(&g);
  }
  fprintf(stderr, "rule live: %d decisions, %d confirmed by the oracle, %d refused by the cap\n", decided,
          confirmed, refused);
  assert_true(confirmed >= 150 / SAN_SHARE);
}

/* The same twin for the claims that need Go's limits (areas of 8 or 9 points, games of 13 or 14),
 * not Kill-All's (7 and 12): boards of 10 and 12 points with 8 to 10 of them empty, where such areas
 * are common. */
static void test_larger_areas_agree_with_oracle(void **state) {
  (void)state;
  static const int boards[][2] = {{3, 4}, {2, 6}, {2, 5}, {6, 2}, {5, 2}, {4, 3}};
  claims c = {.oracle_limit = 100000};
  for (uint64_t i = 0; i < 2400 / SAN_SHARE; i++) {
    const int *rc = boards[i % 6];
    go_game g;
    if (!random_position(&g, rc[0], rc[1], 93, i, 8 + (int)(i / 6 % 3))) continue;
    check_claims(&g, L(5000), true, &c);
    go_game_free(&g);
  }
  fprintf(stderr,
          "region solver, larger areas: %d claims beyond 7 and 12 points, %d confirmed by the oracle, "
          "%d refused by the cap, %d over budget\n",
          c.claims, c.confirmed, c.refused, c.skipped);
  assert_true(c.confirmed >= 40 / SAN_SHARE);
}

/* The region solver's games a twin test compares: one game over the union of the areas with Kill-All's
 * goal or Go's, or one game per area. */
enum { TWIN_UNION_LIVE = GO_REGION_LIVE, TWIN_UNION_OWN = GO_REGION_OWN, TWIN_AREAS };

typedef struct twin_count {
  int games, owned, sooner; /* games played, won by the owner, and ended sooner than with the twin on */
  uint64_t nodes[2];        /* local positions with the twin off and on */
} twin_count;

/* A slow twin's comparison: on `count` random positions of the boards (seed; a third of the points
 * left empty), for both owners, the games from `first` to TWIN_AREAS and both sides to move, the
 * region solver gives the same answers and points with twin(false) and with twin(true), no game
 * reaching the budget. */
static void compare_twin(const int (*boards)[2], uint64_t seed, uint64_t count, int first, void (*twin)(bool),
                         const char *name, twin_count *t) {
  const uint64_t budget = 1000000;
  for (uint64_t i = 0; i < count; i++) {
    const int *rc = boards[i % 8];
    go_game g;
    if (!random_position(&g, rc[0], rc[1], seed, i, rc[0] * rc[1] / 3)) continue;
    const go_board *b = go_game_board(&g);
    for (int colour = GO_BLACK; colour <= GO_WHITE; colour++)
      for (int kind = first; kind <= TWIN_AREAS; kind++)
        for (int to_move = 0; to_move < 2; to_move++) {
          go_region r[2];
          bool won[2];
          for (int on = 0; on < 2; on++) {
            twin(on);
            won[on] = kind == TWIN_AREAS
                          ? go_region_areas(b, colour, to_move, L(budget), &r[on])
                          : go_region_union(b, colour, (go_region_goal)kind, to_move, L(budget), &r[on]);
          }
          twin(false);
          if (!r[0].z && !r[1].z) continue; /* no game to play */
          assert_true(r[0].nodes < budget && r[1].nodes < budget);
          if (won[0] != won[1] || r[0].z != r[1].z) {
            char text[256];
            go_board_to_text(b, text, sizeof text);
            fprintf(stderr, "position %llu, owner %d, game %d, owner to move %d: %d, %s %d\n%s",
                    (unsigned long long)i, colour, kind, to_move, won[0], name, won[1], text);
          }
          assert_int_equal(won[0], won[1]);
          assert_int_equal(r[0].z, r[1].z);
          t->games++;
          t->owned += won[0];
          t->sooner += r[0].nodes < r[1].nodes;
          t->nodes[0] += r[0].nodes, t->nodes[1] += r[1].nodes;
        }
    go_game_free(&g);
  }
}

/* The slow twin of the translation (region.c): every local game played where it lies on the board
 * gives the same answers as the same game moved to the board's first point, on random positions of
 * boards of one to five rows, for both goals, both owners and both sides to move, per area and as
 * one game. The budget is large enough that no game gives up. */
static void test_translation_twin(void **state) {
  (void)state;
  /* boards of 12 points in four widths, where the same point sets are other shapes (an answer shared
   * across widths by mistake could show there; docs/RESULTS.md says it was not caught once), then
   * larger boards */
  static const int boards[][2] = {{3, 4}, {4, 3}, {2, 6}, {6, 2}, {1, 9}, {4, 5}, {5, 5}, {4, 6}};
  twin_count t = {0};
  compare_twin(boards, 57, 800, TWIN_UNION_LIVE, go_region_in_place, "in place", &t);
  fprintf(stderr, "translation: %d local games, %d won by the owner, the same answers in place\n", t.games,
          t.owned);
  assert_true(t.games >= 2000 && t.owned >= 200);
}

/* The slow twin of Go's goal (region.c, goal_reached): with go_region_capture_goal the owner must also
 * capture every intruder inside the local game, as before 2026-12-03. An intruder in a region every
 * point of which touches the owner's pass-alive chains is captured after the game all the same
 * (docs/go-static.md, rule `region`), so on random positions, per area and as one game, for both
 * owners and both sides to move, the two goals give the same answers and points; the present one
 * ends some games sooner. */
static void test_goal_twin(void **state) {
  (void)state;
  static const int boards[][2] = {{3, 4}, {2, 6}, {1, 9}, {4, 4}, {4, 5}, {5, 5}, {3, 7}, {4, 6}};
  twin_count t = {0};
  compare_twin(boards, 59, 1000, TWIN_UNION_OWN, go_region_capture_goal, "capturing", &t);
  fprintf(stderr,
          "goal twin: %d local games, %d won by the owner, %d ended sooner; %llu local positions "
          "against %llu capturing\n",
          t.games, t.owned, t.sooner, (unsigned long long)t.nodes[0], (unsigned long long)t.nodes[1]);
  assert_true(t.games >= 2000 && t.owned >= 200 && t.sooner >= 50);
  assert_true(t.nodes[0] < t.nodes[1]);
}

/* The memo's growth (region.c, memo_grow) as the slow twin sees it: with a memo that starts each game
 * at 2^8 slots and so grows in the middle of most, the region solver gives the answers of a memo of
 * 2^22 slots from the start. Each game starts a search of its own (go_region_forget). */
static void memo_twin(bool whole) {
  go_region_memo_start(whole ? 22 : 8);
  go_region_forget();
}

/* Growing the memo keeps every answer in the slot its key names: after a game on a memo of 2^16
 * slots, growth by hand to 2^22 keeps their number; and the memo of 2^8 slots grows by itself, its
 * answers found where they are looked for, in games whose answers equal those of the full memo. */
static void test_memo_growth(void **state) {
  (void)state;
  go_board b;
  unsigned bits;
  assert_int_equal(go_board_from_text(&b, "XXXXXX/X....X/X....X/XXXXXX", GO_SUICIDE_FORBIDDEN), 0);
  go_region_memo_start(16);
  go_region_forget();
  go_region r;
  assert_true(go_region_union(&b, GO_BLACK, GO_REGION_LIVE, false, L(1000000), &r));
  int64_t answers = go_region_memo_check(false, &bits);
  assert_int_equal(bits, 16);
  assert_true(answers > 50 && r.nodes < 1u << 14);
  assert_int_equal(go_region_memo_check(true, &bits), answers);
  assert_int_equal(bits, 22);
  assert_int_equal(go_region_memo_check(false, &bits), answers);

  go_region_memo_start(8);
  go_region_forget();
  assert_true(go_region_union(&b, GO_BLACK, GO_REGION_LIVE, false, L(1000000), &r));
  assert_true(go_region_memo_check(false, &bits) > 64);
  assert_int_equal(bits, 22); /* grown after 64 stores */

  static const int boards[][2] = {{3, 4}, {2, 6}, {1, 9}, {4, 4}, {4, 5}, {5, 5}, {3, 7}, {4, 6}};
  twin_count t = {0};
  compare_twin(boards, 61, 600, TWIN_UNION_LIVE, memo_twin, "whole memo", &t);
  go_region_memo_start(0);
  go_region_forget();
  fprintf(stderr, "memo growth: %d local games, %d won by the owner; %llu local positions against %llu\n",
          t.games, t.owned, (unsigned long long)t.nodes[0], (unsigned long long)t.nodes[1]);
  assert_true(t.games >= 2000 && t.owned >= 200);
}

/* The union game's points without playing it (go_region_union_z, which lets the static rule skip a
 * game whose win could not decide) are those the game reports when it is played: on random positions
 * of several boards, for both owners and both sides to move. */
static void test_union_z(void **state) {
  (void)state;
  static const int boards[][2] = {{3, 4}, {2, 6}, {1, 9}, {4, 4}, {4, 5}, {5, 5}, {3, 7}, {1, 12}};
  int games = 0, none = 0;
  for (uint64_t i = 0; i < 800; i++) {
    const int *rc = boards[i % 8];
    go_game g;
    if (!random_position(&g, rc[0], rc[1], 77, i, rc[0] * rc[1] / 3)) continue;
    const go_board *b = go_game_board(&g);
    for (int colour = GO_BLACK; colour <= GO_WHITE; colour++) {
      uint64_t z = go_region_union_z(b, colour, L(0));
      for (int to_move = 0; to_move < 2; to_move++) {
        go_region r;
        go_region_union(b, colour, GO_REGION_OWN, to_move, L(1000), &r);
        if (r.z) { /* played (or set up and then found to end at once: z is then 0) */
          assert_int_equal(r.z, z);
          games++;
        } else if (!z) none++;
      }
    }
    go_game_free(&g);
  }
  fprintf(stderr, "union points: %d games agree, %d positions with no game\n", games, none);
  assert_true(games >= 500 && none >= 50);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_straight_three),
      cmocka_unit_test(test_goals),
      cmocka_unit_test(test_intruder),
      cmocka_unit_test(test_seki),
      cmocka_unit_test(test_cap),
      cmocka_unit_test(test_after_pass),
      cmocka_unit_test(test_live),
      cmocka_unit_test(test_agrees_with_oracle),
      cmocka_unit_test(test_larger_areas_agree_with_oracle),
      cmocka_unit_test(test_live_agrees_with_oracle),
      cmocka_unit_test(test_translation_twin),
      cmocka_unit_test(test_goal_twin),
      cmocka_unit_test(test_layout_per_width),
      cmocka_unit_test(test_union_z),
      cmocka_unit_test(test_memo_growth),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
