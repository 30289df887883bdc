/* Tests of the Go records in words and JSON: go/valuerecord (a value search, the boards of a table
 * in their order, a table's line and its grid), go/selftestrecord (the self-test's counts and a
 * mismatch line) and go_moves_text. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/error.h"
#include "json_capture.h"
#include "go/selftest.h"
#include "go/static.h"
#include "go/solvegame.h"
#include "go/valuerecord.h"


static void test_moves_text(void **state) {
  (void)state;
  int moves[] = {6, GO_PASS, 2};
  char out[64];
  go_moves_text(moves, 3, 3, 3, out, sizeof out);
  assert_string_equal(out, "A1 pass C3");
  go_moves_text(moves, 0, 3, 3, out, sizeof out);
  assert_string_equal(out, "-");
  go_moves_text(moves, 3, 3, 3, out, 6);
  assert_string_equal(out, "A1 pa");
}

static void test_value_words(void **state) {
  (void)state;
  go_value_opts o;
  go_value_opts_default(&o);
  o.tt_mb = 8;
  o.know.statics = GO_STATIC_AREA; /* the counts of tests/test_go_value.c */
  o.know.prior = GO_PRIOR_NONE;
  go_value *v = malloc(sizeof *v);
  go_value_of_board(2, 3, GO_SUICIDE_FORBIDDEN, &o, v); /* value 0 in 3 proofs, 1835 expansions */
  char text[1024];
  go_value_text(v, text, sizeof text);
  assert_int_equal(strncmp(text, "value: 0\n  Black proof: komi -0.5  expansions 724  time ", 56), 0);
  assert_non_null(strstr(text, "\n  White proof: komi 0.5  expansions 371  time "));
  assert_non_null(strstr(text, "\n  all 3 proofs: 1835 expansions, "));
  go_value_table_row(2, 3, v, text, sizeof text);
  assert_int_equal(strncmp(text, "2x3 value 0: Black proof komi -0.5 724 exp ", 43), 0);
  assert_non_null(strstr(text, "; White proof komi 0.5 371 exp "));
  assert_non_null(strstr(text, "; 3 proofs 1835 exp\n"));
  json_capture c;
  capture_begin(&c);
  go_value_json(&c.w, v);
  char *json = capture_end(&c);
  assert_non_null(strstr(
      json,
      "{\"result\": {\"value\": 0, \"bound\": \"exact\"}, \"stats\": {\"proofs\": 3, \"expansions\": 1835, "));
  assert_non_null(strstr(json, "\"black_proof\": {\"komi\": -0.5, "));
  assert_non_null(strstr(json, "\"white_proof\": {\"komi\": 0.5, "));
  free(json);
  /* a search that failed says what it spent */
  v->rc = YOMI_EINTR;
  go_value_text(v, text, sizeof text);
  assert_string_equal(text, "interrupted after 3 proofs, 1835 expansions\n");
  v->rc = YOMI_ELIMIT;
  go_value_text(v, text, sizeof text);
  assert_int_equal(strncmp(text, "value: unknown (", 16), 0);
  /* Black owning the board needs no White proof */
  v->rc = YOMI_OK, v->has_white = false;
  go_value_table_row(2, 3, v, text, sizeof text);
  assert_non_null(strstr(text, "; no White proof (full board); "));
  /* a Black-pruned search proves only a lower bound */
  v->bound = 1;
  go_value_text(v, text, sizeof text);
  assert_int_equal(strncmp(text, "value: >= 0 (a pruned run: only this bound is proved)\n", 54), 0);
  assert_non_null(strstr(text, "  White proof: none (black-pruned run)\n"));
  go_value_table_row(2, 3, v, text, sizeof text);
  assert_non_null(strstr(text, "2x3 value >= 0: Black proof komi -0.5 "));
  assert_non_null(strstr(text, "; no White proof (pruned run); "));
  free(v);
}

static void test_table(void **state) {
  (void)state;
  go_value_table *t = malloc(sizeof *t);
  go_value_table_init(t, 6);
  static const int want[][2] = {{1, 1}, {1, 2}, {1, 3}, {1, 4}, {1, 5}, {1, 6}, {2, 2}, {2, 3}};
  int r = 0, c = 0, k = 0;
  while (go_value_table_next(t, &r, &c)) {
    assert_true(k < 8);
    assert_int_equal(r, want[k][0]);
    assert_int_equal(c, want[k][1]);
    t->value[r][c] = 10 * r + c;
    k++;
  }
  assert_int_equal(k, 8);
  char text[2048];
  go_value_table_text(t, text, sizeof text);
  assert_string_equal(text, "\nrows\\cols   1   2   3   4   5   6\n"
                            "        1  11  12  13  14  15  16\n"
                            "        2  12  22  23   .   .   .\n");
  go_value_table_init(t, 64);
  for (r = c = k = 0; go_value_table_next(t, &r, &c);) k++;
  assert_int_equal(r, 8);
  assert_int_equal(c, 8);
  assert_int_equal(k, 64 + 31 + 19 + 13 + 8 + 5 + 3 + 1); /* boards r x c, r <= c, r * c <= 64 */
  free(t);
}

static void test_selftest_words(void **state) {
  (void)state;
  go_selftest t;
  memset(&t, 0, sizeof t);
  t.cfg.rows = t.cfg.cols = 2, t.cfg.seed = 7, t.cfg.value.know = go_knowledge_default();
  t.n = (go_selftest_counts){
      .positions = 5, .probes = 9, .oracle_probes = 4, .expansions = 100, .skipped = 1};
  char text[1024];
  go_selftest_text(&t, "2x2", 1.25, text, sizeof text);
  assert_string_equal(text,
                      "selftest 2x2 seed 7: positions 5, probes 9 (oracle 4), mismatches 0\n"
                      "  df-pn expansions 100 (proofs reused 0), oracle nodes 0, skipped 1 (game over) + 0 "
                      "(oracle budget), 1.2 s\n");
  t.cfg.value.know.statics = 0, t.cfg.value.run.opts.no_transfer = true;
  go_selftest_text(&t, "2x2", 0, text, sizeof text);
  assert_int_equal(strncmp(text, "selftest 2x2 seed 7, no transfer, no static: ", 45), 0);
  t.cfg.value.know = (go_knowledge){.statics = GO_STATIC_AREA | GO_STATIC_PASS, .prune = 1},
  t.cfg.cross = true;
  go_selftest_text(&t, "2x2", 0, text, sizeof text);
  const char *mode = "selftest 2x2 seed 7, cross, no transfer, static area,pass, white-pruned: ";
  assert_int_equal(strncmp(text, mode, strlen(mode)), 0);
  assert_non_null(strstr(text, "pruned runs proved their side"));
  t.cfg.value.know = go_knowledge_default(), t.cfg.cross = false;
  go_selftest_case *k = calloc(1, sizeof *k);
  k->nkomi = 2, k->komi[0] = -0.5, k->komi[1] = 0.5;
  k->dfpn[0] = k->oracle[0] = GO_SOLVE_BLACK;
  k->dfpn[1] = GO_SOLVE_BLACK, k->oracle[1] = GO_SOLVE_WHITE;
  k->moves[0] = 0, k->moves[1] = GO_PASS, k->nmoves = 2;
  go_selftest_mismatch_text(&t, k, 3, text, sizeof text);
  assert_string_equal(text, "MISMATCH position 3 komi 0.5: oracle says white, df-pn black; moves A2 pass\n");
  k->over_budget = true; /* the oracle did not decide: nothing to compare */
  go_selftest_mismatch_text(&t, k, 3, text, sizeof text);
  assert_string_equal(text, "");
  free(k);
  json_capture c;
  capture_begin(&c);
  go_selftest_json(&c.w, &t.n, 2);
  char *json = capture_end(&c);
  assert_string_equal(
      json,
      "{\"result\": {\"positions\": 5, \"probes\": 9, \"oracle_probes\": 4, \"mismatches\": 0}, "
      "\"stats\": {\"seconds\": 2, \"expansions\": 100, \"proofs_reused\": 0, \"oracle_nodes\": 0, "
      "\"skipped\": 1, \"skipped_oracle\": 0, \"own_expansions\": 0, \"pruned_proved\": 0, \"pruned_unproved\": 0}}\n");
  free(json);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_moves_text),
      cmocka_unit_test(test_value_words),
      cmocka_unit_test(test_table),
      cmocka_unit_test(test_selftest_words),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
