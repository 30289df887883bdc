/* The fast (<= 64 points) board, the 19x19-width board and the naive reference (go_naive.h, sharing
 * no code with src/go) agree on thousands of random games on several sizes, in both suicide
 * settings: the same legal moves (superko included), the same boards after captures, the same hashes
 * (fast vs big) and the same area scores. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <string.h>

#include "core/rng.h"
#include "go/board.h"
#include "go_naive.h"

static nv_game naive; /* large: static */

/* The sanitizer build runs a quarter of the games (same code paths, 10x slower per game). */
#ifdef __SANITIZE_ADDRESS__
#define SCALE 4
#else
#define SCALE 1
#endif

static void same_stones(const go_board *b, const go_bigboard *bb, const nv_board *nb) {
  for (int p = 0; p < b->npoints; p++) {
    int c = go_board_get(b, p);
    assert_int_equal(c, go_bigboard_get(bb, p));
    assert_int_equal(".XO"[c], nb -> c[p]);
  }
}

/* Random games: each move drawn among ALL legal moves (so suicides, captures and superko refusals
 * are exercised), pass drawn rarely so games run long. */
static void play_random_games(int rows, int cols, go_suicide suicide, int games, int max_moves) {
  int n = rows * cols;
  for (int gi = 0; gi < games / SCALE; gi++) {
    rng_stream r;
    rng_init(&r, 77, (uint64_t)(gi + 1000 * n + 100000 * (int)suicide));
    go_board b;
    go_bigboard bb;
    go_game g;
    go_biggame gg;
    assert_int_equal(go_board_init(&b, rows, cols, suicide), 0);
    assert_int_equal(go_bigboard_init(&bb, rows, cols, suicide), 0);
    go_game_init(&g, &b);
    go_biggame_init(&gg, &bb);
    nv_board nb;
    nv_init(&nb, rows, cols);
    nv_game_init(&naive, &nb, 'X', suicide == GO_SUICIDE_ALLOWED);
    for (int k = 0; k < max_moves && !go_board_over(go_game_board(&g)); k++) {
      int legal[GO_SMALL_POINTS + 1], nl = 0;
      for (int p = 0; p < n; p++) {
        nv_board tmp;
        bool l = go_game_legal(&g, p);
        assert_int_equal(l, go_biggame_legal(&gg, p));
        assert_int_equal(l, nv_try(&naive, p, &tmp));
        if (l) legal[nl++] = p;
      }
      int lm[GO_SMALL_POINTS + 1];
      int cnt = go_game_legal_moves(&g, lm);
      assert_int_equal(cnt, nl + 1);
      assert_int_equal(lm[cnt - 1], GO_PASS);
      int m = (nl == 0 || rng_below(&r, 20) == 0) ? GO_PASS : legal[rng_below(&r, (uint64_t)nl)];
      assert_int_equal(go_game_play(&g, m), 0);
      assert_int_equal(go_biggame_play(&gg, m), 0);
      assert_true(nv_play(&naive, m));
      const go_board *cb = go_game_board(&g);
      const go_bigboard *cbb = go_biggame_board(&gg);
      same_stones(cb, cbb, nv_cur(&naive));
      assert_true(cb->hash[0] == cbb->hash[0] && cb->hash[1] == cbb->hash[1]);
      assert_int_equal(go_board_check(cb), 0);
      assert_int_equal(go_bigboard_check(cbb), 0);
      assert_int_equal(cb->to_move, cbb->to_move);
      assert_int_equal(cb->passes, naive.passes);
      int sc = go_board_score(cb);
      assert_int_equal(sc, go_bigboard_score(cbb));
      assert_int_equal(sc, nv_score(nv_cur(&naive)));
      /* the per-point area owners add up to the score, on both board types */
      uint8_t own[GO_SMALL_POINTS], own_big[GO_SMALL_POINTS];
      go_board_area(cb, own);
      go_bigboard_area(cbb, own_big);
      assert_memory_equal(own, own_big, (size_t)n);
      int sum = 0;
      for (int p = 0; p < n; p++) sum += own[p] == GO_BLACK ? 1 : own[p] == GO_WHITE ? -1 : 0;
      assert_int_equal(sum, sc);
    }
    go_game_free(&g);
    go_biggame_free(&gg);
  }
}

static void test_small_sizes(void **state) {
  (void)state;
  for (int s = 0; s < 2; s++) {
    go_suicide su = s ? GO_SUICIDE_ALLOWED : GO_SUICIDE_FORBIDDEN;
    play_random_games(1, 5, su, 300, 200);
    play_random_games(2, 2, su, 300, 200);
    play_random_games(2, 3, su, 300, 200);
    play_random_games(3, 3, su, 300, 200);
    play_random_games(4, 4, su, 150, 200);
  }
}

static void test_larger_sizes(void **state) {
  (void)state;
  for (int s = 0; s < 2; s++) {
    go_suicide su = s ? GO_SUICIDE_ALLOWED : GO_SUICIDE_FORBIDDEN;
    play_random_games(5, 5, su, 100, 150);
    play_random_games(3, 7, su, 100, 150);
    play_random_games(1, 30, su, 60, 150);
    play_random_games(8, 8, su, 30, 200); /* 64 points: the fast board's limit */
    play_random_games(7, 9, su, 30, 200);
  }
}

/* Beyond 64 points only the big board exists: check it against the naive reference on 9x9, 13x7,
 * 19x19 with the playout policy (no eye filling). */
static uint64_t draw(void *s) { return rng_u64((rng_stream *)s); }

static void test_big_board_vs_naive(void **state) {
  (void)state;
  int sizes[][2] = {{9, 9}, {7, 13}, {19, 19}};
  for (int s = 0; s < 3; s++) {
    for (int gi = 0; gi < 6; gi++) {
      rng_stream r;
      rng_init(&r, 99, (uint64_t)(gi + 100 * s));
      go_bigboard bb;
      go_biggame gg;
      go_bigboard_init(&bb, sizes[s][0], sizes[s][1], GO_SUICIDE_FORBIDDEN);
      go_biggame_init(&gg, &bb);
      assert_true(go_biggame_playout(&gg, draw, &r, 400) > 0);
      /* replay the moves in the naive game: each must be legal there and give the same board */
      nv_board nb;
      nv_init(&nb, sizes[s][0], sizes[s][1]);
      nv_game_init(&naive, &nb, 'X', false);
      for (int i = 0; i + 1 < gg.len; i++) {
        assert_true(nv_play(&naive, gg.moves[i]));
        for (int p = 0; p < bb.npoints; p++)
          assert_int_equal(".XO"[go_bigboard_get(&gg.hist[i + 1], p)], nv_cur(&naive) -> c[p]);
      }
      assert_int_equal(go_bigboard_score(go_biggame_board(&gg)), nv_score(nv_cur(&naive)));
      go_biggame_free(&gg);
    }
  }
}

/* The history's set (go_game_seen through g->slots) against its slow twin, a scan of every board of
 * the history, with makes and undos interleaved at random (the set drops boards last-in first-out),
 * copies, restarts and the growth past the first storage: for every point at every node, legal in
 * the game exactly when the board it leaves is not on the scanned history. */
static bool scan_seen(const go_game *g, const go_board *b) {
  for (int i = 0; i < g->len; i++)
    if (go_board_same(&g->hist[i], b)) return true;
  return false;
}

static void test_history_set_against_scan(void **state) {
  (void)state;
  static const int sizes[][2] = {{1, 5}, {2, 3}, {3, 3}, {2, 5}, {4, 4}, {1, 12}};
  int nodes = 0, refused = 0;
  for (int gi = 0; gi < 120 / SCALE; gi++) {
    rng_stream r;
    rng_init(&r, 78, (uint64_t)gi);
    const int *sz = sizes[gi % 6];
    go_board b;
    assert_int_equal(go_board_init(&b, sz[0], sz[1], gi & 1 ? GO_SUICIDE_ALLOWED : GO_SUICIDE_FORBIDDEN), 0);
    go_game g;
    assert_int_equal(go_game_init(&g, &b), 0);
    for (int k = 0; k < 600; k++) {
      const go_board *cur = go_game_board(&g);
      int legal[GO_SMALL_POINTS], nl = 0;
      for (int p = 0; p < cur->npoints; p++) {
        go_board next = *cur;
        bool placed = go_board_play(&next, p) == 0, repeats = placed && scan_seen(&g, &next);
        assert_int_equal(go_game_legal(&g, p), placed && !repeats);
        if (placed && !repeats) legal[nl++] = p;
        refused += repeats;
      }
      nodes++;
      uint64_t d = rng_below(&r, 16);
      if (d < 4 && g.len > 1) {
        for (uint64_t u = rng_below(&r, 6); u-- && g.len > 1;) assert_int_equal(go_game_undo(&g), 0);
      } else if (d == 4) {
        go_game c;
        assert_int_equal(go_game_copy(&c, &g), 0);
        go_game_free(&g);
        g = c;
      } else if (d == 5 && rng_below(&r, 20) == 0) {
        go_board start = *cur;
        start.passes = 0;
        go_game_restart(&g, &start);
      } else if (nl == 0 || go_board_over(cur) || d == 6) {
        if (go_board_over(cur) && g.len > 1) assert_int_equal(go_game_undo(&g), 0);
        else assert_int_equal(go_game_play(&g, GO_PASS), 0);
      } else {
        assert_int_equal(go_game_play(&g, legal[rng_below(&r, (uint64_t)nl)]), 0);
      }
    }
    go_game_free(&g);
  }
  fprintf(stderr, "history set: %d nodes checked against the scan, %d placements refused by superko\n", nodes,
          refused);
  assert_true(nodes >= 60000 / SCALE);
  assert_true(refused > 300 / SCALE);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_small_sizes),
      cmocka_unit_test(test_larger_sizes),
      cmocka_unit_test(test_big_board_vs_naive),
      cmocka_unit_test(test_history_set_against_scan),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
