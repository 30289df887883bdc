/* Tests of src/killall/death: the Attacker's local death. Fixtures, then the oracle: on random
 * positions with random histories, every local win whose history condition holds must be an
 * Attacker win of plain minimax over the whole board with the full positional-superko history
 * (src/killall/exhaust.c); and df-pn with local death must give the values of df-pn without it. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>

#include "core/rng.h"
#include "go/board.h"
#include "killall/death.h"
#include "killall/exhaust.h"
#include "killall/rules.h"
#include "killall/solvegame.h"
#include "solve/dfpn.h"
#include "killall_test_util.h"

/* Under AddressSanitizer the random samples are SCALE times smaller, under ThreadSanitizer (which
 * runs only the threaded case, tests/CMakeLists.txt) much smaller; the plain build runs them whole. */
#ifdef __SANITIZE_ADDRESS__
#define SCALE 4
#elif defined(__SANITIZE_THREAD__)
#define SCALE 20
#else
#define SCALE 1
#endif

/* Black attacks, White defends; the first line of a board is its top row. Each verdict is also
 * is also among those the random tests below check. */
static void test_fixtures(void **state) {
  (void)state;
  killall_death_tables *tab = killall_death_tables_new();
  assert_non_null(tab);
  static const struct {
    const char *board;
    int to_move;
    bool death;
    const char *why;
  } cases[] = {
      /* a pass-alive wall (eyes b4 and d4) over a two-line area of eight points: the Defender
       * cannot live there whoever moves first */
      {"X.X.\nXXXX\n....\n....", GO_WHITE, true, "2x4 under a pass-alive wall, Defender to move"},
      {"X.X.\nXXXX\n.O..\n....", GO_BLACK, true, "2x4 with one Defender stone, Attacker to move"},
      /* the same wall over a 2x5 area: more empty points than the test examines */
      {"X.X.X\nXXXXX\n.....\n.....\n.....", GO_WHITE, false, "3x5 under a pass-alive wall: too large"},
      /* a Defender group with one eye (a1) that makes a second one at c1 if it moves first */
      {"XXXX\nOOOX\n.O.X\nO..X", GO_WHITE, false, "Defender to move makes a second eye"},
  };
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
    go_board b;
    assert_int_equal(go_board_from_text(&b, cases[i].board, GO_SUICIDE_ALLOWED), 0);
    b.to_move = (uint8_t)cases[i].to_move;
    killall_why why;
    assert_int_equal(killall_go_board_static(&b, GO_BLACK, &why), KILLALL_NOROLE);
    killall_death d;
    bool got = killall_local_death(tab, &b, GO_BLACK, 1000000, &d);
    if (got != cases[i].death) fprintf(stderr, "case %zu (%s): got %d\n", i, cases[i].why, got);
    assert_int_equal(got, cases[i].death);
  }
  killall_death_tables_free(tab);
}

/* One set of tables serves boards of several shapes: the same stones on a 4x4 and on a 5x4 board (a
 * pass-alive wall on the first two rows, by point index) get their own verdicts: the Defender cannot
 * live in the 2x4 area left on 4x4; the 3x4 area on 5x4 has more empty points than the test examines.
 * (The Zobrist hashes of the two boards are equal.) */
static void test_shapes_apart(void **state) {
  (void)state;
  for (int order = 0; order < 2; order++) {
    killall_death_tables *tab = killall_death_tables_new();
    assert_non_null(tab);
    for (int k = 0; k < 2; k++) {
      int rows = (k ^ order) ? 5 : 4;
      go_board b;
      go_board_init(&b, rows, 4, GO_SUICIDE_ALLOWED);
      for (int i = 0; i < 8; i++) go_board_set(&b, i, i < 4 && i % 2 ? GO_EMPTY : GO_BLACK);
      b.to_move = GO_WHITE;
      killall_death d;
      assert_int_equal(killall_local_death(tab, &b, GO_BLACK, 100000, &d), rows == 4);
    }
    killall_death_tables_free(tab);
  }
}

static const int sizes[][2] = {{3, 3}, {3, 4}, {2, 5}, {4, 4}, {2, 6}, {3, 5}};
static const int wall_sizes[][2] = {{4, 3}, {4, 4}, {5, 3}, {4, 3}, {4, 4}};

/* Sample t of a test: every other one under a pass-alive wall, boards of the lists in turn, up to six
 * random moves of history. */
static bool sample(go_game *g, rng_stream *r, int t, int attackers) {
  bool wall = t % 2;
  int k = t / 2, rows = wall ? wall_sizes[k % 5][0] : sizes[k % 6][0],
      cols = wall ? wall_sizes[k % 5][1] : sizes[k % 6][1];
  return killall_random_game(g, r, rows, cols, wall ? 2 : 2 + k % 2, wall ? 2 : attackers + k % 3, 7, wall);
}

/* Every local win whose history condition holds is an Attacker win of minimax. */
static void test_agrees_with_minimax(void **state) {
  (void)state;
  killall_death_tables *tab = killall_death_tables_new();
  assert_non_null(tab);
  int verdicts = 0, confirmed = 0, history_refused = 0, with_a = 0;
  for (int t = 0; t < 4000 / SCALE; t++) {
    rng_stream r;
    rng_init(&r, 91, (uint64_t)t);
    go_game g;
    if (!sample(&g, &r, t, 4)) continue;
    killall_why why;
    killall_death d;
    const go_board *cur = go_game_board(&g);
    if (killall_go_game_judge(&g, GO_BLACK, &why) == KILLALL_NOROLE &&
        killall_local_death(tab, cur, GO_BLACK, 20000, &d)) {
      verdicts++;
      if (!killall_death_history_ok(g.hist, g.len, GO_BLACK, d.r, d.attacker_r)) {
        history_refused++;
      } else {
        uint64_t nodes = 0;
        killall_role w;
        if (killall_exhaustive(&g, GO_BLACK, 30000, &nodes, &w) == 0) {
          if (w != KILLALL_ATTACKER) {
            char text[256];
            go_board_to_text(cur, text, sizeof text);
            fprintf(
                stderr,
                "case %d (%s to move, history %d boards): local death, but minimax says the Defender wins\n%s",
                t, cur->to_move == GO_WHITE ? "Defender" : "Attacker", g.len, text);
          }
          assert_int_equal(w, KILLALL_ATTACKER);
          confirmed++;
          with_a += d.r != cur->all.w[0];
        }
      }
    }
    go_game_free(&g);
  }
  killall_death_tables_free(tab);
  fprintf(
      stderr,
      "local death: %d verdicts, %d confirmed by minimax (%d with pass-alive Attacker stones), %d refused by the history condition\n",
      verdicts, confirmed, with_a, history_refused);
  assert_true(confirmed >= 80 / SCALE);
  assert_true(history_refused >= 5 / SCALE);
}

/* df-pn with local death as a terminal test gives the value of df-pn without it (itself checked
 * against minimax in test_killall_solve) on random positions of both outcomes, walls among them, in
 * one and two threads. */
static void test_dfpn_with_local_death(void **state) {
  (void)state;
  int compared = 0, attacker = 0;
  uint64_t verdicts = 0, unused = 0;
  for (int t = 0; t < 400 / SCALE; t++) {
    rng_stream r;
    rng_init(&r, 92, (uint64_t)t);
    go_game g;
    if (!sample(&g, &r, t, 3)) continue;
    killall_why why;
    if (killall_go_game_judge(&g, GO_BLACK, &why) == KILLALL_NOROLE) {
      int plain = killall_dfpn_value(&g, 0, 0, 1, 300000, &unused, &unused);
      if (plain >= 0) {
        int local = killall_dfpn_value(&g, 0, t % 4 < 2 ? 300 : 30, 1 + t / 2 % 2, 0, &unused, &verdicts);
        assert_int_equal(local, plain);
        compared++;
        attacker += plain == 0;
      }
    }
    go_game_free(&g);
  }
  fprintf(stderr, "df-pn with local death: %d positions compared, %d Attacker wins, %llu local verdicts\n",
          compared, attacker, (unsigned long long)verdicts);
  assert_true(compared >= 150 / SCALE);
  assert_true(attacker > 30 / SCALE && attacker < compared - 30 / SCALE);
  assert_true(verdicts > 1000 / SCALE);
}

/* An argument selects the cases to run (a cmocka pattern with * and ?): the ThreadSanitizer build
 * runs only the threaded cases (tests/CMakeLists.txt). */
int main(int argc, char **argv) {
  if (argc > 1) cmocka_set_test_filter(argv[1]);
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_fixtures),
      cmocka_unit_test(test_shapes_apart),
      cmocka_unit_test(test_agrees_with_minimax),
      cmocka_unit_test(test_dfpn_with_local_death),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
