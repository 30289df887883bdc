/* Tests of src/go/convert: a go_biggame replayed as a go_game keeps every board of its history
 * (hashes, stones, side to move) and its rule settings; boards over 64 points are refused. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "core/error.h"
#include "core/rng.h"
#include "go/board.h"
#include "go/convert.h"

static void same_board(const go_bigboard *big, const go_board *b) {
  assert_int_equal(b->rows, big->rows);
  assert_int_equal(b->cols, big->cols);
  assert_int_equal(b->suicide, big->suicide);
  assert_int_equal(b->to_move, big->to_move);
  assert_int_equal(b->passes, big->passes);
  assert_true(b->hash[0] == big->hash[0] && b->hash[1] == big->hash[1]);
  for (int p = 0; p < big->npoints; p++) assert_int_equal(go_board_get(b, p), go_bigboard_get(big, p));
}

/* Random games (captures, passes, suicide where allowed) on boards up to 8x8. */
static void test_games_replay(void **state) {
  (void)state;
  rng_stream r;
  rng_init(&r, 2026, 0);
  for (int t = 0; t < 200; t++) {
    int rows = 1 + (int)rng_below(&r, 8), cols = 1 + (int)rng_below(&r, 8);
    go_bigboard b;
    assert_int_equal(go_bigboard_init(&b, rows, cols, t % 2 ? GO_SUICIDE_ALLOWED : GO_SUICIDE_FORBIDDEN), 0);
    if (t % 3 == 0) b.to_move = GO_WHITE;
    go_biggame big;
    assert_int_equal(go_biggame_init(&big, &b), 0);
    for (int m = 0, n = (int)rng_below(&r, 40); m < n && !go_bigboard_over(go_biggame_board(&big)); m++) {
      int moves[GO_MAX_POINTS + 1], k = go_biggame_legal_moves(&big, moves);
      go_biggame_play(&big, moves[rng_below(&r, (uint64_t)k)]);
    }
    go_game g;
    assert_int_equal(go_biggame_to_game(&big, &g), 0);
    assert_int_equal(g.len, big.len);
    for (int i = 0; i < big.len; i++) same_board(&big.hist[i], &g.hist[i]);
    go_game_free(&g);
    go_biggame_free(&big);
  }
}

static void test_too_big(void **state) {
  (void)state;
  go_bigboard b;
  assert_int_equal(go_bigboard_init(&b, 9, 9, GO_SUICIDE_FORBIDDEN), 0);
  go_board s;
  assert_int_equal(go_bigboard_to_board(&b, &s), YOMI_ESIZE);
  go_biggame big;
  assert_int_equal(go_biggame_init(&big, &b), 0);
  go_game g;
  assert_int_equal(go_biggame_to_game(&big, &g), YOMI_ESIZE);
  go_biggame_free(&big);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_games_replay),
      cmocka_unit_test(test_too_big),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
