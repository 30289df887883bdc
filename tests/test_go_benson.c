/* Benson's unconditional life (go_board_benson / go_bigboard_benson): hand-made fixtures
 * (tests/fixtures/go/benson.txt) and every case of the external oracles
 * tests/fixtures/reference/benson-katago.txt (lightvector/KataGo cpp/tests/testboardarea.cpp, commit
 * 6a1fc5de) and tests/fixtures/reference/benson-derived.txt (AbstractPlay/gameslib killallgo.test.ts and
 * KataGo testpassalivesuicide.cpp positions, grids from KataGo's calculateArea), point by point:
 * pass-alive stones and pass-alive territory, since our region marking follows the same definition. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <string.h>

#include "core/rng.h"
#include "go/board.h"
#include "go_fixture.h"

/* Check every case of a file; returns the number of cases. */
static int check_file(const char *path) {
  FILE *f = fopen(path, "r");
  if (!f) fail_msg("cannot open %s", path);
  go_case c;
  int n = 0, r;
  while ((r = go_case_next(f, &c)) == 1) {
    go_bigboard bb;
    go_suicide su = c.suicide_legal ? GO_SUICIDE_ALLOWED : GO_SUICIDE_FORBIDDEN;
    assert_int_equal(go_bigboard_from_text(&bb, c.board, su), 0);
    assert_int_equal(bb.rows, c.rows);
    assert_int_equal(bb.cols, c.cols);
    uint8_t grid[GO_MAX_POINTS];
    go_bigboard_benson(&bb, su, grid);
    for (int p = 0; p < bb.npoints; p++) {
      char got = ".BW"[grid[p]];
      if (got != c.grid[p])
        fail_msg("%s: %s at row %d col %d: expected '%c', got '%c'", path, c.name, p / c.cols + 1,
                 p % c.cols + 1, c.grid[p], got);
    }
    /* pass-alive stones agree with the grid: a stone marked with its own colour */
    for (int colour = GO_BLACK; colour <= GO_WHITE; colour++) {
      go_bits384 live = go_bigboard_pass_alive(&bb, colour);
      for (int p = 0; p < bb.npoints; p++) {
        bool is_live = (live.w[p >> 6] >> (p & 63)) & 1;
        bool marked = go_bigboard_get(&bb, p) == colour && grid[p] == colour;
        assert_int_equal(is_live, marked);
      }
    }
    /* the fast board gives the same grid where it fits */
    if (bb.npoints <= GO_SMALL_POINTS) {
      go_board b;
      assert_int_equal(go_board_from_text(&b, c.board, su), 0);
      uint8_t g2[GO_SMALL_POINTS];
      go_board_benson(&b, su, g2);
      assert_memory_equal(grid, g2, (size_t)b.npoints);
    }
    n++;
  }
  fclose(f);
  if (r < 0) fail_msg("%s: malformed case after '%s'", path, c.name);
  return n;
}

static void test_katago_reference(void **state) {
  (void)state;
  assert_int_equal(check_file(YOMI_SOURCE_DIR "/tests/fixtures/reference/benson-katago.txt"), 22);
}

static void test_derived_reference(void **state) {
  (void)state;
  assert_int_equal(check_file(YOMI_SOURCE_DIR "/tests/fixtures/reference/benson-derived.txt"), 25);
}

static void test_hand_fixtures(void **state) {
  (void)state;
  assert_true(check_file(YOMI_SOURCE_DIR "/tests/fixtures/go/benson.txt") >= 8);
}

/* Soundness of the pass-alive verdict, checked by play: from the final positions of random games,
 * the opponent plays random legal placements (positional superko applied) while the owner only
 * passes; no stone judged pass-alive may ever be captured. Both suicide settings, both colours. */
static uint64_t draw(void *st) { return rng_u64((rng_stream *)st); }

static void test_pass_alive_survives_attack(void **state) {
  (void)state;
  int sizes[][2] = {{4, 4}, {3, 5}, {5, 5}, {4, 6}};
  int with_alive = 0;
  for (int s = 0; s < 4; s++)
    for (int su = 0; su < 2; su++)
      for (int item = 0; item < 60; item++) {
        rng_stream r;
        rng_init(&r, 4242, (uint64_t)(item + 1000 * s + 100000 * su));
        go_board b;
        go_game g;
        go_board_init(&b, sizes[s][0], sizes[s][1], su ? GO_SUICIDE_ALLOWED : GO_SUICIDE_FORBIDDEN);
        go_game_init(&g, &b);
        assert_true(go_game_playout(&g, draw, &r, 200) >= 0);
        go_board end = *go_game_board(&g);
        go_game_free(&g);
        for (int owner = GO_BLACK; owner <= GO_WHITE; owner++) {
          go_bits64 alive = go_board_pass_alive(&end, owner);
          if (alive.w[0] == 0) continue;
          with_alive++;
          for (int attempt = 0; attempt < 5; attempt++) {
            go_board start = end;
            start.passes = 0;
            start.to_move = (uint8_t)GO_OTHER(owner);
            go_game a;
            go_game_init(&a, &start);
            for (int step = 0; step < 60; step++) {
              int moves[GO_SMALL_POINTS + 1];
              int n = go_game_legal_moves(&a, moves) - 1; /* placements only */
              if (n <= 0) break;
              assert_int_equal(go_game_play(&a, moves[rng_below(&r, (uint64_t)n)]), 0);
              const go_board *cur = go_game_board(&a);
              go_bits64 own = owner == GO_BLACK ? cur->black : cur->white;
              if (alive.w[0] & ~own.w[0]) fail_msg("pass-alive stone captured (size %d, suicide %d)", s, su);
              assert_int_equal(go_game_play(&a, GO_PASS), 0); /* the owner passes */
            }
            go_game_free(&a);
          }
        }
      }
  assert_true(with_alive > 50); /* the check saw many pass-alive groups */
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_hand_fixtures),
      cmocka_unit_test(test_katago_reference),
      cmocka_unit_test(test_derived_reference),
      cmocka_unit_test(test_pass_alive_survives_attack),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
