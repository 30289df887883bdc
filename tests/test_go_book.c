/* Tests of go/book and go/play: keys (symmetric images meet, another history set does not), the file
 * (round trip, a damaged byte or a cut refused), lookups after every first move, and the book's
 * promise on 3x3 (value 9): the side that follows its moves keeps its bound against random play,
 * whichever symmetry the game takes; go_play_choose answers from the book. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/error.h"
#include "core/rng.h"
#include "go/book.h"
#include "go/play.h"
#include "go/symmetry.h"

static go_book book3; /* the 3x3 book, built once */

static int setup(void **state) {
  (void)state;
  return go_book_build(&book3, 3, 3, GO_SUICIDE_FORBIDDEN, 9, 9, 0, 16, NULL, NULL);
}

static int teardown(void **state) {
  (void)state;
  go_book_free(&book3);
  return 0;
}

static void start(go_game *g, const int *moves, int n) {
  int bad;
  assert_int_equal(go_game_start(g, 3, 3, GO_SUICIDE_FORBIDDEN, moves, n, &bad), 0);
}

static void test_keys(void **state) {
  (void)state;
  go_symmetry s;
  go_symmetry_init(&s, 3, 3);
  int moves[] = {0, 4, 5, 8}, image[4];
  for (int k = 1; k < s.n; k++) {
    for (int i = 0; i < 4; i++) image[i] = s.perm[k][moves[i]];
    go_game g, h;
    start(&g, moves, 4), start(&h, image, 4);
    assert_true(go_book_key(&g, k) == go_book_key(&h, 0));
    go_game_free(&g), go_game_free(&h);
  }
  /* the same stones and side to move, another set of earlier boards */
  int a[] = {0, 4, 8}, b[] = {8, 4, 0};
  go_game g, h;
  start(&g, a, 3), start(&h, b, 3);
  assert_true(go_book_key(&g, 0) != go_book_key(&h, 0));
  go_game_free(&g), go_game_free(&h);
}

static void test_file(void **state) {
  (void)state;
  char path[] = "/tmp/yomi_book_testXXXXXX";
  int fd = mkstemp(path);
  assert_true(fd >= 0);
  assert_int_equal(go_book_save(&book3, path), 0);
  go_book b;
  assert_int_equal(go_book_load(&b, path), 0);
  assert_int_equal(b.n, book3.n);
  assert_int_equal(b.lo, 9), assert_int_equal(b.hi, 9);
  for (size_t i = 0; i < b.n; i++) {
    assert_true(b.e[i].key == book3.e[i].key);
    assert_int_equal(b.e[i].move, book3.e[i].move), assert_int_equal(b.e[i].flags, book3.e[i].flags);
  }
  go_book_free(&b);
  FILE *f = fopen(path, "rb");
  static unsigned char buf[1 << 20];
  size_t len = fread(buf, 1, sizeof buf, f);
  fclose(f);
  remove(path);
  buf[100] ^= 1;
  assert_int_equal(go_book_from_bytes(&b, buf, len), YOMI_EPARSE);
  buf[100] ^= 1;
  assert_int_equal(go_book_from_bytes(&b, buf, len - 10), YOMI_EPARSE);
  assert_int_equal(go_book_from_bytes(&b, buf, len), 0);
  go_book_free(&b);
}

static void test_first_moves(void **state) {
  (void)state;
  go_game g;
  start(&g, NULL, 0);
  go_book_hit h;
  go_book_lookup(&book3, &g, &h);
  assert_int_equal(h.flags, GO_BOOK_LO | GO_BOOK_HI | GO_BOOK_MOVE);
  assert_int_equal(h.move, 4);  /* the centre */
  for (int m = 0; m < 9; m++) { /* every first move: in White's proof, with White's move */
    assert_int_equal(go_game_play(&g, m), 0);
    go_book_lookup(&book3, &g, &h);
    assert_true((h.flags & GO_BOOK_HI) && (h.flags & GO_BOOK_MOVE));
    assert_true(go_game_legal(&g, h.move));
    go_game_undo(&g);
  }
  go_game_free(&g);
}

/* One game: `side` follows the book, the other plays at random; the final margin. */
static int follow(int side, uint64_t seed) {
  go_game g;
  start(&g, NULL, 0);
  rng_stream r;
  rng_init(&r, seed, 0);
  int moves[10];
  while (!go_board_over(go_game_board(&g))) {
    int m;
    if (go_game_board(&g)->to_move == side) {
      go_book_hit h;
      go_book_lookup(&book3, &g, &h);
      assert_true(h.flags & GO_BOOK_MOVE);
      m = h.move;
    } else {
      int n = go_game_legal_moves(&g, moves);
      m = moves[rng_below(&r, (uint64_t)n)];
    }
    assert_int_equal(go_game_play(&g, m), 0);
  }
  int score = go_board_score(go_game_board(&g));
  go_game_free(&g);
  return score;
}

static void test_promise(void **state) {
  (void)state;
  for (uint64_t seed = 1; seed <= 200; seed++) {
    assert_true(follow(GO_BLACK, seed) >= 9);
    assert_true(follow(GO_WHITE, seed) <= 9);
  }
}

static void test_choose(void **state) {
  (void)state;
  go_bigboard b;
  go_biggame g;
  assert_int_equal(go_bigboard_init(&b, 3, 3, GO_SUICIDE_FORBIDDEN), 0);
  assert_int_equal(go_biggame_init(&g, &b), 0);
  go_play_limits lim = {.book = &book3, .budget_s = 5, .solve_points = 9, .seed = 1};
  go_play_choice c;
  assert_int_equal(go_play_choose(&g, 8.5, &lim, &c), 0);
  assert_int_equal(c.move, 4);
  assert_int_equal(c.kind, GO_PLAY_PROVED), assert_int_equal(c.source, GO_PLAY_BOOK);
  assert_int_equal(go_play_choose(&g, 9.5, &lim, &c), 0); /* Black loses at 9.5 */
  assert_int_equal(c.kind, GO_PLAY_LOSS);
  lim.book = NULL; /* the solver instead */
  assert_int_equal(go_play_choose(&g, 8.5, &lim, &c), 0);
  assert_int_equal(c.kind, GO_PLAY_PROVED), assert_int_equal(c.source, GO_PLAY_SOLVER);
  lim.solve_points = 4; /* neither */
  assert_int_equal(go_play_choose(&g, 8.5, &lim, &c), 0);
  assert_int_equal(c.kind, GO_PLAY_FALLBACK), assert_int_equal(c.source, GO_PLAY_POLICY);
  go_biggame_free(&g);
}

int main(void) {
  const struct CMUnitTest tests[] = {cmocka_unit_test(test_keys), cmocka_unit_test(test_file),
                                     cmocka_unit_test(test_first_moves), cmocka_unit_test(test_promise),
                                     cmocka_unit_test(test_choose)};
  return cmocka_run_group_tests(tests, setup, teardown);
}
