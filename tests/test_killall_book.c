/* Tests of killall/book and solve/book: the file (round trip, a damaged byte, a cut, a Go book
 * refused), and the book's promise on 3x3 with one Attacker stone, on every point (every symmetry of
 * the setups): the winner of the setup (by a fresh solve) follows the book against random play and
 * wins, the book answers every position the loser can reach, and after a book move a fresh solve
 * still gives the mover the win; the engine plays the book's move. */
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
#include "go/playpolicy.h"
#include "killall/book.h"
#include "killall/engine.h"
#include "killall/game.h"
#include "killall/rules.h"
#include "killall/solvegame.h"

static killall_book book3; /* the 3x3 book of one stone, built once */

static int setup(void **state) {
  (void)state;
  return killall_book_build(&book3, 3, 3, 1, 0, 16, NULL, NULL);
}

static int teardown(void **state) {
  (void)state;
  killall_book_free(&book3);
  return 0;
}

/* The game after the setup stone at p, as the engine and the book see it. */
static void start(go_game *g, int p) {
  killall_game k;
  const char *why;
  assert_int_equal(killall_game_fixed(&k, 3, 3, GO_BLACK, &p, 1, &why), 0);
  assert_int_equal(go_game_from_big(g, &k.game), 0);
  killall_game_free(&k);
}

/* The winner of g by a fresh proof: 0 the Attacker, 1 the Defender. */
static int fresh_winner(const go_game *g) {
  killall_solvegame sg;
  assert_int_equal(killall_solvegame_from_game(&sg, g, GO_BLACK), 0);
  int winner, move;
  uint64_t exps;
  assert_int_equal(go_proved_move(&sg.iface, 0, &winner, &move, &exps), 0);
  killall_solvegame_free(&sg);
  return winner;
}

static void test_build(void **state) {
  (void)state;
  assert_int_equal(book3.setups, 3); /* a corner, an edge, the centre */
  assert_int_equal(book3.won[0] + book3.won[1], 3);
  assert_true(book3.n > 100);
  killall_book b;
  assert_int_equal(killall_book_build(&b, 3, 3, 5, 0, 16, NULL, NULL), YOMI_EINVAL);
  assert_int_equal(killall_book_build(&b, 9, 9, 1, 0, 16, NULL, NULL), YOMI_ESIZE);
}

static void test_file(void **state) {
  (void)state;
  char path[] = "/tmp/yomi_kbook_testXXXXXX";
  int fd = mkstemp(path);
  assert_true(fd >= 0);
  assert_int_equal(killall_book_save(&book3, path), 0);
  killall_book b;
  assert_int_equal(killall_book_load(&b, path), 0);
  assert_int_equal(b.n, book3.n), assert_int_equal(b.setups, 3), assert_int_equal(b.stones, 1);
  assert_int_equal(b.attacker, GO_BLACK);
  for (size_t i = 0; i < b.n; i++) {
    assert_true(b.e[i].key == book3.e[i].key);
    assert_int_equal(b.e[i].move, book3.e[i].move), assert_int_equal(b.e[i].flags, book3.e[i].flags);
  }
  killall_book_free(&b);
  unsigned char *buf;
  size_t len;
  assert_int_equal(dfpn_book_read_file(path, &buf, &len), 0);
  remove(path);
  go_book gb;
  assert_int_equal(go_book_from_bytes(&gb, buf, len), YOMI_EPARSE); /* not a Go book */
  buf[40] ^= 1;
  assert_int_equal(killall_book_from_bytes(&b, buf, len), YOMI_EPARSE);
  buf[40] ^= 1;
  assert_int_equal(killall_book_from_bytes(&b, buf, len - 10), YOMI_EPARSE);
  assert_int_equal(killall_book_from_bytes(&b, buf, len), 0);
  killall_book_free(&b);
  free(buf);
}

/* One game from the stone at p: the setup's winner follows the book, the other plays at random;
 * every few book moves a fresh solve checks that the move keeps the win. The winner. */
static int follow(int p, int winner, uint64_t seed) {
  go_game g;
  start(&g, p);
  rng_stream r;
  rng_init(&r, seed, 0);
  int moves[GO_SMALL_POINTS + 1];
  killall_why why;
  killall_role verdict;
  uint8_t flag = winner == 0 ? KILLALL_BOOK_ATTACKER : KILLALL_BOOK_DEFENDER;
  for (int ply = 0; (verdict = killall_go_game_judge(&g, GO_BLACK, &why)) == KILLALL_NOROLE; ply++) {
    go_book_hit h;
    killall_book_lookup(&book3, &g, GO_BLACK, &h);
    assert_true(h.flags & flag); /* the book answers whatever the loser plays */
    int m, mover = go_game_board(&g)->to_move == GO_BLACK ? 0 : 1;
    if (mover == winner) {
      assert_true(h.flags & KILLALL_BOOK_MOVE);
      m = h.move;
    } else {
      int n = go_game_legal_moves(&g, moves);
      if (moves[n - 1] == GO_PASS) n--; /* no passing in Kill-All */
      m = moves[rng_below(&r, (uint64_t)n)];
    }
    assert_int_equal(go_game_play(&g, m), 0);
    if (mover == winner && ply % 3 == 0 && killall_go_game_judge(&g, GO_BLACK, &why) == KILLALL_NOROLE)
      assert_int_equal(fresh_winner(&g), winner);
  }
  go_game_free(&g);
  return verdict == KILLALL_ATTACKER ? 0 : 1;
}

static void test_promise(void **state) {
  (void)state;
  int wins[2] = {0, 0};
  for (int p = 0; p < 9; p++) {
    go_game g;
    start(&g, p);
    int winner = fresh_winner(&g);
    go_game_free(&g);
    wins[winner]++;
    for (uint64_t seed = 1; seed <= 20; seed++) assert_int_equal(follow(p, winner, seed), winner);
  }
  assert_true(wins[0] > 0 && wins[1] > 0); /* both roles win some setup */
}

static void test_engine(void **state) {
  (void)state;
  killall_bookset set = {.n = 1, .book = {book3}};
  killall_engine e = {.attacker = GO_BLACK, .solve_points = 0, .books = &set};
  const char *why;
  int centre = 4, m;
  assert_int_equal(killall_engine_reset(&e, KILLALL_FIXED, 3, 3, &why), 0);
  assert_int_equal(killall_engine_stones(&e, &centre, 1, &why), 0);
  assert_int_equal(killall_game_play(&e.k, 1, &why), 0); /* the Defender at B3 */
  assert_int_equal(killall_engine_genmove(&e, &m, &why), 0);
  assert_non_null(strstr(e.note, "proved (book)"));
  assert_int_equal(killall_game_undo(&e.k), 0);
  e.books = NULL; /* no book, no solver: the fallback */
  assert_int_equal(killall_engine_genmove(&e, &m, &why), 0);
  assert_non_null(strstr(e.note, "fallback"));
  killall_engine_free(&e);
}

int main(void) {
  const struct CMUnitTest tests[] = {cmocka_unit_test(test_build), cmocka_unit_test(test_file),
                                     cmocka_unit_test(test_promise), cmocka_unit_test(test_engine)};
  return cmocka_run_group_tests(tests, setup, teardown);
}
