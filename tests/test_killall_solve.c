/* Tests of src/killall/solvegame against src/killall/exhaust: the df-pn Kill-All solver and plain
 * minimax with the full superko history agree on random small positions (play from a position, and
 * the Attacker's placement of k stones before the Defender's first move). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>

#include "core/error.h"
#include "core/rng.h"
#include "go/board.h"
#include "killall/exhaust.h"
#include "killall/rules.h"
#include "killall/solvegame.h"
#include "go_symfill.h"
#include "solve/dfpn.h"

/* Under ThreadSanitizer (which runs only the threaded cases, tests/CMakeLists.txt) the random samples
 * are SCALE times smaller; elsewhere they run whole. */
#ifdef __SANITIZE_THREAD__
#define SCALE 4
#else
#define SCALE 1
#endif

/* Solve with df-pn in `threads` threads (copies of sg for the others). */
static int dfpn_winner_threads(killall_solvegame *sg, int threads, uint64_t *expansions) {
  tt_table tt;
  assert_int_equal(tt_init(&tt, 4), 0);
  dfpn_search s;
  dfpn_opts o;
  dfpn_opts_default(&o);
  assert_int_equal(dfpn_init(&s, &sg->iface, &tt, &o), 0);
  killall_solvegame copies[4];
  const dfpn_game *extra[4];
  for (int i = 0; i < threads - 1; i++) {
    assert_int_equal(killall_solvegame_clone(&copies[i], sg), 0);
    extra[i] = &copies[i].iface;
  }
  int w = -1;
  assert_int_equal(dfpn_solve_team(&s, extra, threads - 1, &w), 0);
  for (int i = 0; i < threads - 1; i++) killall_solvegame_free(&copies[i]);
  *expansions = s.st.expansions;
  dfpn_free(&s);
  tt_free(&tt);
  return w;
}

static int dfpn_winner(killall_solvegame *sg, uint64_t *expansions) {
  return dfpn_winner_threads(sg, 1, expansions);
}

/* Random positions: Attacker stones, then random legal play, until few empty points remain. */
static void test_play_agrees_with_exhaustive(void **state) {
  (void)state;
  static const int sizes[][2] = {{2, 3}, {3, 3}, {2, 4}, {3, 4}, {4, 4}, {1, 6}};
  int compared = 0, attacker_wins = 0, pruned_defender = 0;
  for (int t = 0; t < 600 / SCALE; t++) {
    rng_stream r;
    rng_init(&r, 6, (uint64_t)t);
    const int *sz = sizes[t % 6];
    go_board b;
    go_board_init(&b, sz[0], sz[1], GO_SUICIDE_ALLOWED);
    int attacker = (t & 1) ? GO_WHITE : GO_BLACK;
    int n = b.npoints, nst = (int)rng_below(&r, (uint64_t)n / 2 + 1);
    for (int i = 0; i < nst; i++) go_board_set(&b, (int)rng_below(&r, (uint64_t)n), attacker);
    b.to_move = (uint8_t)GO_OTHER(attacker);
    go_game g;
    assert_int_equal(go_game_init(&g, &b), 0);
    bool decided = false;
    for (int m = 0; m < 40; m++) {
      killall_why why;
      if (killall_go_game_judge(&g, attacker, &why) != KILLALL_NOROLE) {
        decided = true;
        break;
      }
      const go_board *c = go_game_board(&g);
      int empty = n - __builtin_popcountll(c->black.w[0] | c->white.w[0]);
      if (empty <= 3 + (int)rng_below(&r, 3)) break;
      int moves[65], k = go_game_legal_moves(&g, moves), pl = 0;
      for (int i = 0; i < k; i++)
        if (moves[i] != GO_PASS) moves[pl++] = moves[i];
      go_game_play(&g, moves[rng_below(&r, (uint64_t)pl)]);
    }
    if (!decided) {
      uint64_t nodes = 0, exps = 0;
      killall_role ex;
      int rc = killall_exhaustive(&g, attacker, 5000, &nodes, &ex);
      if (rc == 0) {
        killall_solvegame sg;
        assert_int_equal(killall_solvegame_from_game(&sg, &g, attacker), 0);
        sg.estimate = t % 3 == 0; /* every third position with the eye-space estimate */
        int w = dfpn_winner_threads(&sg, 1 + t % 4, &exps); /* and 1 to 4 threads */
        killall_role got = w == 0 ? KILLALL_ATTACKER : KILLALL_DEFENDER;
        if (got != ex) {
          char text[256];
          go_board_to_text(go_game_board(&g), text, sizeof text);
          fprintf(stderr, "case %d (history %d boards) disagrees:\n%s", t, g.len, text);
        }
        assert_int_equal(got, ex);
        killall_solvegame_free(&sg);
        /* --prune-defender: a Defender win of the pruned game is a Defender win of the game */
        assert_int_equal(killall_solvegame_from_game(&sg, &g, attacker), 0);
        sg.prune_defender = true;
        int wp = dfpn_winner_threads(&sg, 1 + (t + 1) % 4, &exps);
        killall_solvegame_free(&sg);
        if (wp == 1) assert_int_equal(ex, KILLALL_DEFENDER);
        pruned_defender += wp == 1;
        compared++;
        attacker_wins += ex == KILLALL_ATTACKER;
      }
    }
    go_game_free(&g);
  }
  /* enough positions, of both outcomes */
  fprintf(stderr,
          "compared %d positions, %d Attacker wins; %d Defender wins found with the Defender pruned\n",
          compared, attacker_wins, pruned_defender);
  assert_true(compared >= 40 / SCALE);
  assert_true(attacker_wins > 5 / SCALE && attacker_wins < compared - 5 / SCALE);
  assert_true(pruned_defender > (compared - attacker_wins) / 2); /* the pruned game still finds most */
}

/* killall_solvegame_defender_pruned on fixtures (Black attacks, White defends; the first line of a
 * board is its top row, a1 is bottom left). */
static void test_defender_pruned_rule(void **state) {
  (void)state;
  static const struct {
    const char *board, *point;
    bool pruned;
    const char *why;
  } cases[] = {
      {"....\n.OOO\n.O.O\n.OOO", "c2", true, "own eye, one chain"},
      {"....\n..O.\n.O.O\n..O.", "c2", false, "connects four chains"},
      {"....\n....\nOO..\n.O..", "a1", true, "own eye in the corner"},
      {"....\n....\nX...\nO.X.", "b1", true, "two stones in atari, nothing captured"},
      {"....\n....\n....\nX.X.", "b1", false, "a single stone in atari (a throw-in)"},
      {"....\n....\nXO..\n.XO.", "a1", false, "captures"},
      {"....\nX...\nOX..\n.X..", "a1", true, "multi-stone suicide"},
      {"....\n....\n....\n....", "b2", false, "an ordinary move"},
  };
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
    go_board b;
    assert_int_equal(go_board_from_text(&b, cases[i].board, GO_SUICIDE_ALLOWED), 0);
    int p;
    assert_int_equal(go_parse_moves(cases[i].point, b.rows, b.cols, &p, 1, &(int){0}), 1);
    bool got = killall_solvegame_defender_pruned(&b, GO_WHITE, p);
    if (got != cases[i].pruned) fprintf(stderr, "case %zu (%s): got %d\n", i, cases[i].why, got);
    assert_int_equal(got, cases[i].pruned);
  }
}

/* The Attacker places k stones, then the Defender moves: enumeration of every placement with
 * exhaustive play against df-pn over the combined game. */
static void test_place_agrees_with_exhaustive(void **state) {
  (void)state;
  static const int sizes[][2] = {{1, 4}, {1, 5}, {2, 2}, {1, 3}, {2, 3}};
  int compared = 0;
  for (int s = 0; s < 5; s++) {
    for (int k = 0; k <= 2; k++) {
      go_board b;
      go_board_init(&b, sizes[s][0], sizes[s][1], GO_SUICIDE_ALLOWED);
      uint64_t nodes = 0, exps = 0;
      bool ex;
      int rc = killall_exhaustive_place(&b, GO_BLACK, k, 3000000, &nodes, &ex);
      if (rc) {
        fprintf(stderr, "place %dx%d k=%d: minimax over %llu nodes, skipped\n", sizes[s][0], sizes[s][1], k,
                (unsigned long long)nodes);
        continue;
      }
      killall_solvegame sg;
      assert_int_equal(killall_solvegame_place(&sg, &b, GO_BLACK, k), 0);
      sg.estimate = k == 1;
      int w = dfpn_winner_threads(&sg, 1 + (s + k) % 3, &exps);
      if ((w == 0) != ex)
        fprintf(stderr, "place %dx%d k=%d: dfpn %d exhaustive %d\n", sizes[s][0], sizes[s][1], k, w, ex);
      assert_int_equal(w == 0, ex);
      killall_solvegame_free(&sg);
      compared++;
    }
  }
  assert_true(compared >= 12);
}

/* Symmetric starts: the solver lists one move per orbit of the history's symmetries (and locks
 * such a loss to its path). On random two-colour boards closed under a random symmetry of the
 * board, with few empty points, the pruned search must agree with the unpruned one and with
 * exhaustive minimax over every move. */
static void test_symmetric_starts_agree(void **state) {
  (void)state;
  static const int sizes[][2] = {{3, 3}, {2, 4}, {3, 4}, {4, 4}, {2, 5}, {1, 7}, {3, 5}, {2, 6}};
  int compared = 0, smaller = 0, attacker = 0;
  for (int t = 0; t < 600; t++) {
    rng_stream r;
    rng_init(&r, 61, (uint64_t)t);
    const int *sz = sizes[t % 8];
    go_board b;
    go_symmetric_board(&b, sz[0], sz[1], GO_SUICIDE_ALLOWED, &r, 2, 4, 3);
    b.to_move = GO_WHITE;
    go_game g;
    assert_int_equal(go_game_init(&g, &b), 0);
    killall_why why;
    uint64_t nodes = 0;
    killall_role ex;
    if (killall_go_game_judge(&g, GO_BLACK, &why) == KILLALL_NOROLE &&
        killall_exhaustive(&g, GO_BLACK, 20000, &nodes, &ex) == 0) {
      uint64_t e1 = 0, e2 = 0;
      killall_solvegame sg;
      assert_int_equal(killall_solvegame_from_game(&sg, &g, GO_BLACK), 0);
      int pruned = dfpn_winner(&sg, &e1);
      killall_solvegame_free(&sg);
      assert_int_equal(killall_solvegame_from_game(&sg, &g, GO_BLACK), 0);
      sg.symmetry = false;
      int full = dfpn_winner_threads(&sg, 1 + t % 3, &e2);
      killall_solvegame_free(&sg);
      assert_int_equal(pruned, full);
      assert_int_equal(pruned == 0, ex == KILLALL_ATTACKER);
      smaller += e1 < e2;
      attacker += ex == KILLALL_ATTACKER;
      compared++;
    }
    go_game_free(&g);
  }
  fprintf(stderr, "symmetric starts: %d compared with minimax, %d Attacker wins, %d smaller when pruned\n",
          compared, attacker, smaller);
  assert_true(compared >= 40);
  assert_true(attacker > 10 && attacker < compared - 10);
  assert_true(smaller >= 20); /* the pruning happened */
}

/* Pieboxing mode: the game includes the setup, so Player 1 can always claim at once; the result
 * must be consistent with the PLACE results: if claiming at once wins for Player 1 as Attacker,
 * Player 1 wins the whole game. Checked on 1x5, where PLACE with 0 stones is a Defender win and
 * the whole Pieboxing game must then be decided by deeper setups (just that it solves). */
static void test_pieboxing_solves(void **state) {
  (void)state;
  killall_solvegame sg;
  assert_int_equal(killall_solvegame_pieboxing(&sg, 1, 5), 0);
  uint64_t exps = 0;
  int w = dfpn_winner(&sg, &exps);
  assert_true(w == 0 || w == 1);
  /* the setup must be undone completely */
  assert_false(sg.playing);
  assert_int_equal(sg.nframes, 0);
  killall_solvegame_free(&sg);
}

/* An argument selects the cases to run (a cmocka pattern with * and ?): the ThreadSanitizer build
 * runs only the threaded cases (tests/CMakeLists.txt). */
int main(int argc, char **argv) {
  if (argc > 1) cmocka_set_test_filter(argv[1]);
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_play_agrees_with_exhaustive),
      cmocka_unit_test(test_place_agrees_with_exhaustive),
      cmocka_unit_test(test_defender_pruned_rule),
      cmocka_unit_test(test_symmetric_starts_agree),
      cmocka_unit_test(test_pieboxing_solves),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
