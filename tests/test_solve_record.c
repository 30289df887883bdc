/* Tests of solve/record: a solving run's result as JSON members, named by the game. */
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
#include "solve/record.h"
#include "solve/run.h"

static const char *player(void *ctx, int p) { return (void)ctx, p == 0 ? "black" : "white"; }
static void move(void *ctx, int m, char *buf, size_t len) { (void)ctx, snprintf(buf, len, "m%d", m); }

/* The result object of p, as text. */
static char *result_text(const dfpn_result *p) {
  dfpn_record_names names = {player, move, NULL};
  json_capture c;
  capture_begin(&c);
  dfpn_result_json(&c.w, p, &names);
  return capture_end(&c);
}

static void test_proved(void **state) {
  (void)state;
  dfpn_result *p = calloc(1, sizeof *p);
  p->rc = YOMI_OK, p->winner = 1, p->npv = 2, p->pv[0] = 3, p->pv[1] = 7;
  char *s = result_text(p);
  assert_string_equal(s, "{\"winner\": \"white\", \"pv\": [\"m3\", \"m7\"]}\n");
  free(s);
  free(p);
}

static void test_unproved(void **state) {
  (void)state;
  dfpn_result *p = calloc(1, sizeof *p);
  p->rc = YOMI_ELIMIT, p->root_known = true, p->root_mover = 1, p->root_phi = 4, p->root_delta = 9;
  char *s = result_text(p);
  assert_string_equal(s, "{\"winner\": null, \"status\": \"limit\", \"reason\": \"unknown (node limit)\", "
                         "\"root_proof_numbers\": {\"white\": 4, \"black\": 9}, \"pv\": []}\n");
  free(s);
  char buf[64];
  assert_string_equal(dfpn_result_status(YOMI_EINTR, buf, sizeof buf), "unknown (interrupted)");
  assert_int_equal(strncmp(dfpn_result_status(YOMI_EUNPROVED, buf, sizeof buf), "not proved (pruned run", 22),
                   0);
  assert_non_null(strstr(dfpn_result_status(YOMI_ENOMEM, buf, sizeof buf), "error ("));
  assert_string_equal(dfpn_status_name(YOMI_ELIMIT), "limit");
  assert_string_equal(dfpn_status_name(YOMI_EINTR), "interrupted");
  assert_string_equal(dfpn_status_name(YOMI_EUNPROVED), "unknown");
  assert_string_equal(dfpn_status_name(YOMI_ENOMEM), "error");
  free(p);
}

static void test_stats(void **state) {
  (void)state;
  dfpn_stats st;
  memset(&st, 0, sizeof st);
  st.expansions = 12, st.tt.tt_hits = 5;
  json_capture c;
  capture_begin(&c);
  dfpn_stats_json(&c.w, &st);
  char *buf = capture_end(&c);
  assert_non_null(strstr(buf, "\"expansions\": 12"));
  assert_non_null(strstr(buf, "\"tt_hits\": 5"));
  free(buf);
}

/* A snapshot's problem text tells apart two problems that differ only past what it shows (a long
 * --moves list), and stays within 2 * DFPN_PROBLEM_SHOWN bytes (issue 23, point 10). */
static void test_problem_identity(void **state) {
  (void)state;
  static char a[5000], b[5000], ta[2 * DFPN_PROBLEM_SHOWN], tb[2 * DFPN_PROBLEM_SHOWN];
  memset(a, 'x', sizeof a - 1);
  memcpy(b, a, sizeof b);
  b[4000] = 'y';
  dfpn_run_problem(ta, sizeof ta, a, 7);
  dfpn_run_problem(tb, sizeof tb, b, 7);
  assert_string_not_equal(ta, tb);
  assert_true(strlen(ta) < sizeof ta - 1);
  assert_non_null(strstr(ta, "...; keys 0000000000000007; hash "));
  dfpn_run_problem(tb, sizeof tb, a, 7);
  assert_string_equal(ta, tb);
}

int main(void) {
  const struct CMUnitTest tests[] = {cmocka_unit_test(test_proved), cmocka_unit_test(test_unproved),
                                     cmocka_unit_test(test_stats), cmocka_unit_test(test_problem_identity)};
  return cmocka_run_group_tests(tests, NULL, NULL);
}
