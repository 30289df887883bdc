/* Tests of killall/proof and the question's words in killall/problem: given stones and moves from
 * their words with the reasons of refusals, a proof in words and JSON, the Defender-pruned rule that
 * proves nothing on a loss, the least-stones search on 3x3 (one stone kills), and the check by the
 * brute-force twin. */
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
#include "killall/proof.h"

static void test_question_words(void **state) {
  (void)state;
  killall_problem *pb = calloc(1, sizeof *pb);
  char why[256];
  assert_int_equal(killall_problem_set_stones(pb, 3, 3, "b2,zz", why, sizeof why), YOMI_EPARSE);
  assert_string_equal(why, "item 2 is not a vertex on 3x3");
  assert_int_equal(killall_problem_set_stones(pb, 3, 3, "pass", why, sizeof why), YOMI_EPARSE);
  assert_string_equal(why, "'pass' is not a stone");
  assert_int_equal(killall_problem_set_stones(pb, 3, 3, "a1,a1", why, sizeof why), YOMI_EPARSE);
  assert_string_equal(why, "item 2 repeats a point");
  assert_int_equal(killall_problem_set_stones(pb, 3, 3, NULL, why, sizeof why), 0);
  assert_int_equal(go_setcount(go_board_stoneset(&pb->start, GO_BLACK)), 0);
  assert_int_equal(killall_problem_set_stones(pb, 3, 3, "b2", why, sizeof why), 0);
  assert_int_equal(go_board_get(&pb->start, 4), GO_BLACK);
  assert_int_equal(killall_problem_set_moves(pb, "a1,pass", why, sizeof why), YOMI_EPARSE);
  assert_string_equal(why, "item 2: there is no passing in Kill-All Go");
  assert_int_equal(killall_problem_set_moves(pb, "a1,q7", why, sizeof why), YOMI_EPARSE);
  assert_string_equal(why, "item 2 is not a vertex on 3x3");
  assert_int_equal(killall_problem_set_moves(pb, "a1,a1", why, sizeof why), 0);
  assert_int_equal(pb->nmoves, 2);
  assert_int_equal(killall_problem_moves_why(pb, why, sizeof why), YOMI_EILLEGAL);
  assert_string_equal(
      why, "item 2 (A1) is illegal for the Attacker (occupied, or it repeats a board: positional superko)");
  assert_int_equal(killall_problem_set_moves(pb, "a1,c3", why, sizeof why), 0);
  assert_int_equal(killall_problem_moves_why(pb, why, sizeof why), 0);
  free(pb);
}

/* One thread, the pv: as `yomi killall solve` proves. */
static const dfpn_run_config config = {.opts = {.epsilon = 0.25, .threads = 1}, .want_pv = true};

/* The question on rows x cols with the given stones, in mode with place stones to place. */
static killall_problem *question(int rows, int cols, const char *stones, int mode, int place) {
  killall_problem *pb = calloc(1, sizeof *pb);
  char why[256];
  assert_int_equal(killall_problem_set_stones(pb, rows, cols, stones, why, sizeof why), 0);
  pb->mode = mode, pb->place = place, pb->symmetry = true;
  return pb;
}

static void prove(const killall_problem *pb, killall_proof *p) {
  killall_solvegame sg;
  assert_int_equal(killall_problem_game(pb, &sg), 0);
  dfpn_run run;
  assert_int_equal(dfpn_run_open(&run, 4, NULL, NULL), 0);
  killall_prove(pb, &sg, &run, &config, p);
  assert_int_equal(dfpn_run_close(&run), 0);
  killall_solvegame_free(&sg);
}

static void test_proof_words(void **state) {
  (void)state;
  killall_problem *pb = question(3, 3, "b2", KILLALL_SG_PLAY, 0);
  killall_proof *p = calloc(1, sizeof *p);
  prove(pb, p);
  assert_int_equal(p->r.rc, 0);
  assert_int_equal(p->r.winner, 0); /* the Attacker kills after B2 */
  char text[4096];
  killall_proof_text(pb, p, text, sizeof text);
  assert_int_equal(strncmp(text, "result: attacker wins\nexpansions: ", 34), 0);
  assert_non_null(strstr(text, "\npv: "));
  killall_problem_mode_text(pb, text, sizeof text);
  assert_string_equal(text, "");
  char buf[16];
  killall_problem_move_name(KILLALL_CLAIM, 3, 3, buf, sizeof buf);
  assert_string_equal(buf, "claim");
  killall_problem_move_name(KILLALL_WAIT, 3, 3, buf, sizeof buf);
  assert_string_equal(buf, "-");
  assert_string_equal(killall_problem_player(KILLALL_SG_PIEBOXING, 1), "player 2");
  /* the twin on 2x2 after A1: it agrees, and a proof made to say otherwise disagrees */
  killall_problem *small = question(2, 2, "a1", KILLALL_SG_PLAY, 0);
  killall_proof *q = calloc(1, sizeof *q);
  prove(small, q);
  assert_false(killall_proof_check(small, 0, 1000000, q, text, sizeof text));
  assert_int_equal(strncmp(text, "exhaustive: attacker wins (", 27), 0);
  assert_non_null(strstr(text, "), agrees\n"));
  q->r.winner = 1 - q->r.winner;
  assert_true(killall_proof_check(small, 0, 1000000, q, text, sizeof text));
  assert_non_null(strstr(text, ")  DISAGREES WITH DF-PN\n"));
  assert_false(killall_proof_check(small, 0, 3, q, text, sizeof text));
  assert_int_equal(strncmp(text, "exhaustive: unknown (node limit) (", 34), 0);
  free(q);
  free(small);
  /* a win the pruned Defender loses is no proof */
  pb->prune_defender = true;
  prove(pb, p);
  assert_int_equal(p->r.rc, YOMI_ELIMIT);
  assert_true(p->pruned_loss);
  assert_int_equal(p->r.npv, 0);
  killall_proof_text(pb, p, text, sizeof text);
  assert_int_equal(strncmp(text, "result: unknown (the Defender loses with --prune-defender", 56), 0);
  free(p);
  free(pb);
}

static void test_min_stones(void **state) {
  (void)state;
  killall_problem *pb = question(3, 3, NULL, KILLALL_SG_PLACE, 5);
  killall_min_stones *m = malloc(sizeof *m);
  killall_proof *p = calloc(1, sizeof *p);
  killall_min_stones_start(m, pb, 64);
  char text[4096];
  assert_true(killall_min_stones_next(m, 4, &config, p)); /* 0 stones: the Defender lives */
  assert_int_equal(p->r.winner, 1);
  assert_false(m->over);
  killall_min_stones_step_text(m, p, text, sizeof text);
  assert_int_equal(strncmp(text, "-- 0 placed stones, then the Defender moves\nresult: defender wins\n", 66),
                   0);
  uint64_t first = p->r.st.expansions;
  assert_true(killall_min_stones_next(m, 4, &config, p)); /* 1 stone kills */
  assert_int_equal(p->r.winner, 0);
  assert_true(m->over);
  assert_int_equal(m->found, 1);
  assert_true(m->expansions == first + p->r.st.expansions);
  assert_false(killall_min_stones_next(m, 4, &config, p));
  killall_min_stones_text(m, text, sizeof text);
  assert_int_equal(strncmp(text, "minimum: 1 Attacker stone kills (total ", 39), 0);
  /* given up beyond max_stones */
  killall_min_stones_start(m, pb, 0);
  assert_true(killall_min_stones_next(m, 4, &config, p));
  assert_false(killall_min_stones_next(m, 4, &config, p));
  assert_int_equal(m->found, -1);
  killall_min_stones_text(m, text, sizeof text);
  assert_string_equal(text, "minimum: not found\n");
  free(p);
  free(m);
  free(pb);
}

static void test_json(void **state) {
  (void)state;
  killall_problem *pb = question(2, 2, NULL, KILLALL_SG_PLACE, 0);
  killall_min_stones *m = malloc(sizeof *m);
  killall_proof *p = calloc(1, sizeof *p);
  killall_min_stones_start(m, pb, 1);
  json_capture c;
  capture_begin(&c);
  killall_min_stones_json_begin(&c.w);
  while (killall_min_stones_next(m, 4, &config, p)) killall_min_stones_step_json(&c.w, m, p);
  killall_min_stones_json_end(&c.w, m);
  char *buf = capture_end(&c);
  assert_non_null(strstr(buf, "{\"result\": {\"by_stones\": [{\"stones\": 0, \"winner\": "));
  assert_non_null(strstr(buf, "\"local_death_positions\": 0}}"));
  char want[64];
  snprintf(want, sizeof want, "], \"min_stones\": %d}, \"stats\": {\"expansions\": ", m->found);
  assert_non_null(strstr(buf, want));
  free(buf);
  free(p);
  free(m);
  free(pb);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_question_words),
      cmocka_unit_test(test_proof_words),
      cmocka_unit_test(test_min_stones),
      cmocka_unit_test(test_json),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
