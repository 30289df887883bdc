/* The library's value search (src/go/value), the oracle's node budget (src/go/oracle), the self-test
 * (src/go/selftest) and the engines' move choice (src/go/playpolicy): values of small empty boards
 * against the oracle (docs/RESULTS.md), the proofs that pin them, and the budget's exact boundary. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdlib.h>
#include <string.h>

#include "core/error.h"
#include "go/board.h"
#include "go/oracle.h"
#include "go/playpolicy.h"
#include "go/selftest.h"
#include "go/solvegame.h"
#include "go/static.h"
#include "go/value.h"

static go_game empty_game(int rows, int cols) {
  go_board b;
  go_game g;
  assert_int_equal(go_board_init(&b, rows, cols, GO_SUICIDE_FORBIDDEN), 0);
  assert_int_equal(go_game_init(&g, &b), 0);
  return g;
}

static void small_opts(go_value_opts *o) {
  go_value_opts_default(o);
  o->tt_mb = 4;
}

/* The value of every board of docs/RESULTS.md's oracle list, from both sides of the value. */
static void test_values_agree_with_oracle(void **state) {
  (void)state;
  static const int boards[][3] = {{1, 1, 0}, {1, 2, 0}, {1, 3, 3}, {1, 4, 4}, {1, 5, 0},
                                  {1, 6, 1}, {2, 2, 1}, {2, 3, 0}, {3, 2, 0}};
  go_value_opts o;
  small_opts(&o);
  go_value *v = malloc(sizeof *v);
  assert_non_null(v);
  for (size_t i = 0; i < sizeof boards / sizeof boards[0]; i++) {
    int rows = boards[i][0], cols = boards[i][1], n = rows * cols;
    go_game g = empty_game(rows, cols);
    assert_int_equal(go_oracle_value(&g, NULL), boards[i][2]);
    go_value_search(&g, &o, v);
    assert_int_equal(v->rc, YOMI_OK);
    assert_int_equal(v->value, boards[i][2]);
    assert_true(v->has_black);
    assert_true(v->black.komi == v->value - 0.5);
    assert_int_equal(v->black.res.winner, GO_SOLVE_BLACK);
    assert_int_equal(v->has_white, v->value < n); /* a full-board value needs no White proof */
    if (v->has_white) {
      assert_true(v->white.komi == v->value + 0.5);
      assert_int_equal(v->white.res.winner, GO_SOLVE_WHITE);
    }
    assert_true(v->probes >= 2);
    assert_true(v->st.expansions >= v->black.res.st.expansions + v->white.res.st.expansions);
    go_game_free(&g);
  }
  free(v);
}

/* The figures `yomi go value 2x3 --tt-mb 8 --static-rules area` prints (the static rule of the time
 * the search moved into the library, pass-alive area alone; the counts since the created-board
 * filter has its Bloom bits: 2102, 830 and 459 before; 1854 in all before a proof was reused along
 * the very boards it was found along whatever its summary says). */
static void test_value_2x3_counts(void **state) {
  (void)state;
  go_value_opts o;
  go_value_opts_default(&o);
  o.tt_mb = 8;
  o.know.statics = GO_STATIC_AREA;
  o.know.prior = GO_PRIOR_NONE; /* the default until 2026-12-02 */
  go_value *v = malloc(sizeof *v);
  assert_non_null(v);
  go_value_of_board(2, 3, GO_SUICIDE_FORBIDDEN, &o, v);
  assert_int_equal(v->rc, YOMI_OK);
  assert_int_equal(v->value, 0);
  assert_int_equal(v->probes, 3);
  assert_int_equal(v->st.expansions, 1835);
  assert_int_equal(v->black.res.st.expansions, 724);
  assert_int_equal(v->white.res.st.expansions, 371);
  /* a guess at the value: the two proofs around it first, the same value */
  o.guess = 0;
  go_value_of_board(2, 3, GO_SUICIDE_FORBIDDEN, &o, v);
  assert_int_equal(v->rc, YOMI_OK);
  assert_int_equal(v->value, 0);
  assert_int_equal(v->probes, 2);
  free(v);
}

/* The caller's tables (one per komi, the self-test's), a node limit, and one proof at one komi. */
static void test_tables_limit_prove(void **state) {
  (void)state;
  go_game g = empty_game(1, 6);
  go_value_opts o;
  small_opts(&o);
  o.tt_mb = 1;
  tt_table tables[13];
  memset(tables, 0, sizeof tables);
  o.tables = tables;
  go_value *v = malloc(sizeof *v);
  assert_non_null(v);
  go_value_search(&g, &o, v);
  assert_int_equal(v->rc, YOMI_OK);
  assert_int_equal(v->value, 1);
  assert_non_null(tables[0 + 6].b); /* komi 0.5: the first probe */
  assert_null(tables[-6 + 6].b);    /* never probed */
  for (int k = 0; k < 13; k++)
    if (tables[k].b) tt_free(&tables[k]);
  dfpn_result *r = malloc(sizeof *r);
  assert_non_null(r);
  go_prove(&g, 0.5, &o, NULL, r);
  assert_int_equal(r->rc, YOMI_OK);
  assert_int_equal(r->winner, GO_SOLVE_BLACK);
  go_prove(&g, 1.5, &o, NULL, r);
  assert_int_equal(r->winner, GO_SOLVE_WHITE);
  o.tables = NULL;
  o.run.opts.node_limit = 5;
  go_value_search(&g, &o, v);
  assert_int_equal(v->rc, YOMI_ELIMIT);
  assert_int_equal(v->probes, 1);
  free(r);
  free(v);
  go_game_free(&g);
}

/* The budget: over it is reported as such; at exactly the nodes the unlimited search needs, the
 * same answer and the same count. */
static void test_oracle_budget(void **state) {
  (void)state;
  go_game g = empty_game(2, 3);
  go_oracle_stats full = {0, 0, 0}, st = {0, 0, 0};
  assert_int_equal(go_oracle_wins(&g, -0.5, &full), 1);
  assert_int_equal(go_oracle_wins_within(&g, -0.5, full.nodes, &st), 1);
  assert_int_equal(st.nodes, full.nodes);
  memset(&st, 0, sizeof st);
  assert_int_equal(go_oracle_wins_within(&g, -0.5, full.nodes - 1, &st), YOMI_ELIMIT);
  assert_int_equal(st.nodes, full.nodes); /* stopped at the first node past the budget */
  /* one budget over two komis: the counts carry over from the first call */
  go_oracle_stats both = {0, 0, 0};
  assert_int_equal(go_oracle_wins(&g, 0.5, &both), 0);
  uint64_t need = full.nodes + both.nodes;
  memset(&st, 0, sizeof st);
  assert_int_equal(go_oracle_wins_within(&g, -0.5, need, &st), 1);
  assert_int_equal(go_oracle_wins_within(&g, 0.5, need, &st), 0);
  memset(&st, 0, sizeof st);
  assert_int_equal(go_oracle_wins_within(&g, -0.5, need - 1, &st), 1);
  assert_int_equal(go_oracle_wins_within(&g, 0.5, need - 1, &st), YOMI_ELIMIT);
  go_game_free(&g);
}

/* The self-test's counts for `yomi go selftest --board 2x2 --positions 60 --seed 11` and, with a
 * small oracle budget, skipped positions on 2x3. */
static void test_selftest_counts(void **state) {
  (void)state;
  go_selftest_config c;
  memset(&c, 0, sizeof c);
  c.rows = 2, c.cols = 2, c.suicide = GO_SUICIDE_FORBIDDEN, c.seed = 11, c.max_empty = 64;
  c.oracle_budget = 200000;
  go_value_opts_default(&c.value);
  c.value.tt_mb = 1;
  c.value.know.statics = GO_STATIC_AREA; /* the rule of the time these counts were taken */
  c.value.know.prior = GO_PRIOR_NONE;
  go_selftest t;
  assert_int_equal(go_selftest_init(&t, &c), 0);
  go_selftest_case *k = malloc(sizeof *k);
  assert_non_null(k);
  for (uint64_t i = 0; i < 60; i++) assert_int_equal(go_selftest_run(&t, i, k), 0);
  assert_int_equal(t.n.positions, 46);
  assert_int_equal(t.n.probes, 145);
  assert_int_equal(t.n.oracle_probes, 77);
  assert_int_equal(t.n.mismatches, 0);
  assert_int_equal(t.n.expansions, 1159); /* 1306 and 569 before the Bloom bits */
  assert_int_equal(t.n.reused, 487);
  assert_int_equal(t.n.oracle_nodes, 18485);
  assert_int_equal(t.n.skipped, 14);
  assert_int_equal(t.n.skipped_oracle, 0);
  go_selftest_free(&t);
  c.rows = 2, c.cols = 3, c.seed = 13, c.oracle_budget = 2000;
  assert_int_equal(go_selftest_init(&t, &c), 0);
  for (uint64_t i = 0; i < 10; i++) assert_int_equal(go_selftest_run(&t, i, k), 0);
  assert_true(t.n.skipped_oracle > 0);
  assert_int_equal(t.n.positions + t.n.skipped + t.n.skipped_oracle, 10);
  assert_int_equal(t.n.mismatches, 0);
  go_selftest_free(&t);
  free(k);
}

/* 1x3 at komi 2.5: Black's proved move keeps the value 3; the fallback never fills an eye. */
static void test_play_policy(void **state) {
  (void)state;
  go_solvegame sg;
  assert_int_equal(go_solvegame_init(&sg, 1, 3, GO_SUICIDE_FORBIDDEN, NULL, 0, 2.5, NULL), 0);
  int winner = -1, move = GO_NOMOVE;
  uint64_t exps = 0;
  assert_int_equal(go_proved_move(&sg.iface, 0, &winner, &move, &exps), 0);
  assert_int_equal(winner, GO_SOLVE_BLACK);
  assert_true(exps > 0);
  go_solvegame_free(&sg);
  go_game after = empty_game(1, 3);
  assert_int_equal(go_game_play(&after, move), 0);
  assert_int_equal(go_oracle_value(&after, NULL), 3); /* the move keeps the value */
  go_game_free(&after);
  /* 1x3 with Black on B1 and White to pass, Black to move again: A1 and C1 are Black's eyes */
  go_bigboard b;
  go_biggame g;
  assert_int_equal(go_bigboard_init(&b, 1, 3, GO_SUICIDE_FORBIDDEN), 0);
  assert_int_equal(go_biggame_init(&g, &b), 0);
  assert_int_equal(go_biggame_play(&g, 1), 0);
  assert_int_equal(go_biggame_play(&g, GO_PASS), 0);
  assert_int_equal(go_sensible_move(&g, 1, NULL, NULL), GO_PASS);
  go_biggame_free(&g);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_values_agree_with_oracle), cmocka_unit_test(test_value_2x3_counts),
      cmocka_unit_test(test_tables_limit_prove),       cmocka_unit_test(test_oracle_budget),
      cmocka_unit_test(test_selftest_counts),          cmocka_unit_test(test_play_policy),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
