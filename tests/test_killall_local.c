/* Tests of src/killall/local: the Defender's local life. Fixtures, then the oracle: on random
 * positions with random histories, every local win whose history condition holds must be a Defender
 * win of plain minimax over the whole board with the full positional-superko history
 * (src/killall/exhaust.c). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>

#include "core/rng.h"
#include "go/board.h"
#include "killall/exhaust.h"
#include "killall/local.h"
#include "killall/rules.h"
#include "killall/solvegame.h"
#include "solve/dfpn.h"
#include "killall_test_util.h"

/* Under ThreadSanitizer (which runs only the threaded cases, tests/CMakeLists.txt) the random samples
 * are SCALE times smaller; elsewhere they run whole. */
#ifdef __SANITIZE_THREAD__
#define SCALE 5
#else
#define SCALE 1
#endif

/* Black attacks, White defends; the first line of a board is its top row. */
static void test_fixtures(void **state) {
  (void)state;
  static const struct {
    const char *board;
    int to_move;
    bool life;
    const char *why;
  } cases[] = {
      /* a straight three on the edge: the Defender to move makes two eyes in the middle; the
       * Attacker to move takes the middle point and there is room for one eye only */
      {".....\n.....\nOOOOO\nO...O", GO_WHITE, true, "straight three, Defender to move"},
      {".....\n.....\nOOOOO\nO...O", GO_BLACK, false, "straight three, Attacker to move"},
      /* a straight four: alive whoever moves (miai) */
      {"......\n......\nOOOOOO\nO....O", GO_BLACK, true, "straight four, Attacker to move"},
      /* a bent three in the corner with a Defender to move */
      {"....\n....\nOO..\n..O.", GO_WHITE, false, "two points only: one eye"},
      /* the area is too large: not examined */
      {"XXXX\nOOOO\n....\n....", GO_WHITE, false, "an area of eight points"},
      /* two areas of four and seven points with room for two eyes */
      {"X.XX\nOOOO\n....\nXO..", GO_WHITE, true, "two areas"},
  };
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
    go_board b;
    assert_int_equal(go_board_from_text(&b, cases[i].board, GO_SUICIDE_ALLOWED), 0);
    b.to_move = (uint8_t)cases[i].to_move;
    killall_local l;
    bool got = killall_local_life(&b, GO_BLACK, 1000000, &l);
    if (got != cases[i].life) fprintf(stderr, "case %zu (%s): got %d\n", i, cases[i].why, got);
    assert_int_equal(got, cases[i].life);
  }
}

static const int sizes[][2] = {{3, 3}, {3, 4}, {2, 5}, {4, 4}, {2, 6}, {3, 5}};

/* Every local win whose history condition holds is a Defender win of minimax. */
static void test_agrees_with_minimax(void **state) {
  (void)state;
  int verdicts = 0, confirmed = 0, history_refused = 0;
  for (int t = 0; t < 1000; t++) {
    rng_stream r;
    rng_init(&r, 77, (uint64_t)t);
    go_game g;
    if (!killall_random_game(&g, &r, sizes[t % 6][0], sizes[t % 6][1], 5, 1, 5, false)) continue;
    killall_why why;
    killall_local l;
    const go_board *cur = go_game_board(&g);
    if (killall_go_game_judge(&g, GO_BLACK, &why) == KILLALL_NOROLE &&
        killall_local_life(cur, GO_BLACK, 200000, &l)) {
      verdicts++;
      if (!killall_local_history_ok(g.hist, g.len, GO_BLACK, l.z, l.defender_z)) {
        history_refused++;
      } else {
        uint64_t nodes = 0;
        killall_role w;
        if (killall_exhaustive(&g, GO_BLACK, 30000, &nodes, &w) == 0) {
          if (w != KILLALL_DEFENDER) {
            char text[256];
            go_board_to_text(cur, text, sizeof text);
            fprintf(
                stderr,
                "case %d (%s to move, history %d boards): local life, but minimax says the Attacker wins\n%s",
                t, cur->to_move == GO_WHITE ? "Defender" : "Attacker", g.len, text);
          }
          assert_int_equal(w, KILLALL_DEFENDER);
          confirmed++;
        }
      }
    }
    go_game_free(&g);
  }
  fprintf(stderr, "local life: %d verdicts, %d confirmed by minimax, %d refused by the history condition\n",
          verdicts, confirmed, history_refused);
  assert_true(confirmed >= 60);
}

/* df-pn with local life as a terminal test (its proofs locked to their paths) gives the value of
 * df-pn without it (itself checked against minimax in test_killall_solve) on random positions of
 * both outcomes, in one and two threads; and that of minimax where minimax finishes quickly. */
static void test_dfpn_with_local_life(void **state) {
  (void)state;
  static const int boards[][2] = {{3, 3}, {2, 4}, {3, 4}, {2, 5}, {4, 4}, {3, 5}};
  int compared = 0, defender = 0, minimax = 0;
  uint64_t verdicts = 0, unused = 0;
  for (int t = 0; t < 300 / SCALE; t++) {
    rng_stream r;
    rng_init(&r, 78, (uint64_t)t);
    go_game g;
    if (!killall_random_game(&g, &r, boards[t % 6][0], boards[t % 6][1], 3 + t % 2, 1 + t % 3, 5, false))
      continue;
    killall_why why;
    if (killall_go_game_judge(&g, GO_BLACK, &why) == KILLALL_NOROLE) {
      int plain = killall_dfpn_value(&g, 0, 0, 1, 300000, &unused, &unused);
      if (plain >= 0) {
        int local = killall_dfpn_value(&g, t % 2 ? 300 : 40, 0, 1 + t % 2, 0, &verdicts, &unused);
        assert_int_equal(local, plain);
        compared++;
        defender += plain == 1;
        uint64_t nodes = 0;
        killall_role ex;
        if (killall_exhaustive(&g, GO_BLACK, 5000, &nodes, &ex) == 0) {
          assert_int_equal(local == 0 ? KILLALL_ATTACKER : KILLALL_DEFENDER, ex);
          minimax++;
        }
      }
    }
    go_game_free(&g);
  }
  fprintf(
      stderr,
      "df-pn with local life: %d positions compared (%d also with minimax), %d Defender wins, %llu local verdicts\n",
      compared, minimax, defender, (unsigned long long)verdicts);
  assert_true(compared >= 100 / SCALE);
  assert_true(defender > 20 / SCALE && defender < compared - 20 / SCALE);
  assert_true(verdicts > 1000 / SCALE);
}

/* One table shared by the positions that random play reaches from one board (several histories
 * each), so that proofs built on local life travel between histories: the values must still be
 * those of df-pn without local life, each position in a table of its own. */
static void test_shared_table(void **state) {
  (void)state;
  static const int boards[][2] = {{3, 3}, {2, 4}, {3, 4}, {2, 5}, {4, 4}};
  int compared = 0, reused_capped = 0;
  uint64_t unused = 0;
  for (int base = 0; base < 60; base++) {
    rng_stream r;
    rng_init(&r, 79, (uint64_t)base);
    go_board b;
    go_board_init(&b, boards[base % 5][0], boards[base % 5][1], GO_SUICIDE_ALLOWED);
    for (int i = 0; i < b.npoints; i++) {
      uint64_t x = rng_below(&r, 10);
      if (x < 4) go_board_set(&b, i, GO_WHITE);
      else if (x < 6) go_board_set(&b, i, GO_BLACK);
    }
    if (!go_board_all_chains_live(&b)) continue;
    b.to_move = GO_WHITE;
    tt_table tt;
    assert_int_equal(tt_init(&tt, 8), 0);
    for (int v = 0; v < 8; v++) {
      go_game g;
      assert_int_equal(go_game_init(&g, &b), 0);
      int plies = 2 + (int)rng_below(&r, 6);
      for (int m = 0; m < plies; m++) {
        killall_why why;
        if (killall_go_game_judge(&g, GO_BLACK, &why) != KILLALL_NOROLE) break;
        int moves[65], k = go_game_legal_moves(&g, moves), pl = 0;
        for (int i = 0; i < k; i++)
          if (moves[i] != GO_PASS) moves[pl++] = moves[i];
        if (!pl) break;
        go_game_play(&g, moves[rng_below(&r, (uint64_t)pl)]);
      }
      killall_why why;
      if (killall_go_game_judge(&g, GO_BLACK, &why) == KILLALL_NOROLE) {
        int plain = killall_dfpn_value(&g, 0, 0, 1, 200000, &unused, &unused);
        if (plain >= 0) {
          killall_solvegame sg;
          assert_int_equal(killall_solvegame_from_game(&sg, &g, GO_BLACK), 0);
          sg.local_budget = 300;
          dfpn_search s;
          dfpn_opts o;
          dfpn_opts_default(&o);
          assert_int_equal(dfpn_init(&s, &sg.iface, &tt, &o), 0);
          int w = -1;
          assert_int_equal(dfpn_solve(&s, &w), 0);
          reused_capped += s.st.transfer_rejected_capped > 0;
          dfpn_free(&s);
          killall_solvegame_free(&sg);
          assert_int_equal(w, plain);
          compared++;
        }
      }
      go_game_free(&g);
    }
    tt_free(&tt);
  }
  fprintf(stderr, "shared table: %d positions compared, %d searches met a cap that did not hold\n", compared,
          reused_capped);
  assert_true(compared >= 100);
}

/* The game's cap hooks: a local verdict reports its Z and count, and the cap holds or not over the
 * game's history as killall_local_history_ok says. */
static void test_cap_hooks(void **state) {
  (void)state;
  go_board b;
  /* a straight four on the edge, the Attacker to move: local life */
  assert_int_equal(go_board_from_text(&b, "X.....\n......\nOOOOOO\nO....O", GO_SUICIDE_ALLOWED), 0);
  b.to_move = GO_BLACK;
  go_game g;
  assert_int_equal(go_game_init(&g, &b), 0);
  killall_solvegame sg;
  assert_int_equal(killall_solvegame_from_game(&sg, &g, GO_BLACK), 0);
  sg.local_budget = 1000;
  dfpn_verdict v;
  sg.iface.result(sg.iface.ctx, &v);
  assert_int_equal(v.winner, 1); /* the Defender (solver player 1), under a cap on the history */
  assert_int_equal(v.scope, DFPN_SCOPE_CAP);
  uint64_t z = v.capz;
  int k = v.capk;
  killall_local l;
  assert_true(killall_local_life(&b, GO_BLACK, 1000, &l));
  assert_int_equal(z, l.z);
  assert_int_equal(k, l.defender_z);
  assert_true(sg.iface.cap_holds(sg.iface.ctx, z, k));
  assert_false(sg.iface.cap_holds(sg.iface.ctx, z, k - 1)); /* the board itself has k on z */
  killall_solvegame_free(&sg);
  go_game_free(&g);
}

/* Kill-All's counters are one table (KILLALL_STATS) under the names --stats prints; a clone counts
 * from zero, and killall_stats_add adds the clones' counts up. */
static void test_stats_table(void **state) {
  (void)state;
  static const char *names[] = {"local_life_verdicts", "local_life_positions", "local_death_verdicts",
                                "local_death_positions"};
  assert_int_equal(killall_stat_count, 4);
  for (size_t i = 0; i < killall_stat_count; i++) assert_string_equal(killall_stat_specs[i].name, names[i]);
  go_board b;
  assert_int_equal(go_board_init(&b, 3, 4, GO_SUICIDE_ALLOWED), 0);
  b.to_move = GO_WHITE;
  go_game g;
  assert_int_equal(go_game_init(&g, &b), 0);
  killall_solvegame sg, clone;
  assert_int_equal(killall_solvegame_from_game(&sg, &g, GO_BLACK), 0);
  sg.local_budget = 40;
  sg.death_budget = 100;
  tt_table tt;
  assert_int_equal(tt_init(&tt, 8), 0);
  dfpn_search s;
  dfpn_opts o;
  dfpn_opts_default(&o);
  assert_int_equal(dfpn_init(&s, &sg.iface, &tt, &o), 0);
  int w = -1;
  assert_int_equal(dfpn_solve(&s, &w), 0);
  assert_int_equal(w, 1); /* the Defender wins 3x4 */
  killall_stats *st = &sg.stats;
  assert_true(st->local_life_verdicts > 0 && st->local_life_positions >= st->local_life_verdicts);
  assert_true(st->local_death_positions > 0);
  assert_int_equal(killall_solvegame_clone(&clone, &sg), 0);
  for (size_t i = 0; i < killall_stat_count; i++)
    assert_int_equal(stats_get(&killall_stat_specs[i], &clone.stats), 0);
  clone.stats.local_life_verdicts = 5;
  killall_stats total = {0};
  killall_stats_add(&total, &sg.stats);
  killall_stats_add(&total, &clone.stats);
  assert_int_equal(total.local_life_verdicts, st->local_life_verdicts + 5);
  assert_int_equal(total.local_death_positions, st->local_death_positions);
  killall_solvegame_free(&clone);
  dfpn_free(&s);
  tt_free(&tt);
  killall_solvegame_free(&sg);
  go_game_free(&g);
}

/* An argument selects the cases to run (a cmocka pattern with * and ?): the ThreadSanitizer build
 * runs only the threaded cases (tests/CMakeLists.txt). */
int main(int argc, char **argv) {
  if (argc > 1) cmocka_set_test_filter(argv[1]);
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_fixtures),
      cmocka_unit_test(test_agrees_with_minimax),
      cmocka_unit_test(test_dfpn_with_local_life),
      cmocka_unit_test(test_cap_hooks),
      cmocka_unit_test(test_shared_table),
      cmocka_unit_test(test_stats_table),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
