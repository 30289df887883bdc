/* Tests of symmetry pruning in the Go solver (src/go/symmetry.c, src/go/solvegame.c): while a
 * symmetry of the board fixes every board of the history, df-pn lists one placement per orbit and
 * locks a loss proved there to its path. Checked against the exact oracle (full history, every
 * move; it has no node limit, so only boards of up to 6 points) on empty boards and on random
 * positions closed under a random symmetry, with the pruned and the unpruned search. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>

#include "core/rng.h"
#include "go/oracle.h"
#include "go/solvegame.h"
#include "go/static.h"
#include "go/symmetry.h"
#include "go_symfill.h"
#include "solve/dfpn.h"

/* df-pn winner (GO_SOLVE_BLACK / GO_SOLVE_WHITE) of game g at komi; expansions to *exps. */
static int solve(const go_game *g, double komi, bool symmetry, uint64_t *exps) {
  go_solvegame sg;
  assert_int_equal(go_solvegame_from_game(&sg, g, komi), 0);
  sg.know.statics = GO_STATIC_ALL;
  sg.symmetry = symmetry;
  tt_table tt;
  assert_int_equal(tt_init(&tt, 4), 0);
  dfpn_search s;
  dfpn_init(&s, &sg.iface, &tt, NULL);
  int w = -1;
  assert_int_equal(dfpn_solve(&s, &w), 0);
  *exps = s.st.expansions;
  dfpn_free(&s);
  tt_free(&tt);
  go_solvegame_free(&sg);
  return w;
}

/* Both sides of the value v: Black wins at komi v - 0.5, White at v + 0.5, pruned or not. Returns
 * whether pruning saved expansions. */
static bool check_value(const go_game *g, int v) {
  uint64_t e1, e2, e3, e4;
  assert_int_equal(solve(g, v - 0.5, true, &e1), GO_SOLVE_BLACK);
  assert_int_equal(solve(g, v + 0.5, true, &e2), GO_SOLVE_WHITE);
  assert_int_equal(solve(g, v - 0.5, false, &e3), GO_SOLVE_BLACK);
  assert_int_equal(solve(g, v + 0.5, false, &e4), GO_SOLVE_WHITE);
  return e1 + e2 < e3 + e4;
}

static void test_symmetry_tables(void **state) {
  (void)state;
  static const int sizes[][2] = {{1, 5}, {2, 3}, {3, 3}, {4, 4}, {3, 5}, {8, 8}};
  for (int s = 0; s < 6; s++) {
    go_symmetry sy;
    go_symmetry_init(&sy, sizes[s][0], sizes[s][1]);
    int n = sizes[s][0] * sizes[s][1];
    assert_int_equal(sy.n, sizes[s][0] == sizes[s][1] ? 8 : 4);
    for (int i = 0; i < sy.n; i++) {
      uint64_t seen = 0;
      for (int p = 0; p < n; p++) {
        assert_true(sy.perm[i][p] < n);
        seen |= 1ull << sy.perm[i][p];
        if (i == 0) assert_int_equal(sy.perm[i][p], p);
        /* each symmetry is an involution or a quarter turn: applying it 4 times is the identity */
        int q = p;
        for (int k = 0; k < 4; k++) q = sy.perm[i][q];
        assert_int_equal(q, p);
      }
      assert_true(n == 64 ? seen == ~0ull : seen == (1ull << n) - 1);
    }
    go_board b;
    go_board_init(&b, sizes[s][0], sizes[s][1], GO_SUICIDE_FORBIDDEN);
    int syms[8];
    assert_int_equal(go_symmetry_of_boards(&sy, &b, 1, syms), sy.n - 1); /* the empty board */
    go_board_set(&b, 0, GO_BLACK);                                       /* a corner stone */
    int k = go_symmetry_of_boards(&sy, &b, 1, syms);
    assert_int_equal(k, sizes[s][0] == sizes[s][1] ? 1 : (sizes[s][0] == 1 ? 1 : 0));
  }
}

static void test_empty_boards_against_oracle(void **state) {
  (void)state;
  static const int sizes[][2] = {{1, 4}, {1, 5}, {1, 6}, {2, 2}, {2, 3}};
  int smaller = 0;
  for (int s = 0; s < 5; s++) {
    go_board b;
    go_board_init(&b, sizes[s][0], sizes[s][1], GO_SUICIDE_FORBIDDEN);
    go_game g;
    assert_int_equal(go_game_init(&g, &b), 0);
    int v = go_oracle_value(&g, NULL);
    smaller += check_value(&g, v);
    go_game_free(&g);
  }
  assert_true(smaller >= 3);
}

/* Random positions closed under a random symmetry, few empty points, Black or White to move. */
static void test_symmetric_positions_against_oracle(void **state) {
  (void)state;
  static const int sizes[][2] = {{2, 3}, {1, 6}, {1, 5}, {2, 2}, {2, 3}, {1, 4}}; /* the oracle's reach */
  int compared = 0, smaller = 0;
  for (int t = 0; t < 200; t++) {
    rng_stream r;
    rng_init(&r, 77, (uint64_t)t);
    const int *sz = sizes[t % 6];
    go_board b;
    go_symmetric_board(&b, sz[0], sz[1], GO_SUICIDE_FORBIDDEN, &r, 1, 4, 2);
    b.to_move = (uint8_t)(t & 1 ? GO_WHITE : GO_BLACK);
    go_game g;
    assert_int_equal(go_game_init(&g, &b), 0);
    go_oracle_stats os = {0};
    int v = go_oracle_value(&g, &os);
    if (os.nodes < 300000) {
      smaller += check_value(&g, v);
      compared++;
    }
    go_game_free(&g);
  }
  fprintf(stderr, "symmetric Go positions: %d compared with the oracle, %d smaller when pruned\n", compared,
          smaller);
  assert_true(compared >= 100);
  assert_true(smaller >= 20);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_symmetry_tables),
      cmocka_unit_test(test_empty_boards_against_oracle),
      cmocka_unit_test(test_symmetric_positions_against_oracle),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
