/* Tests of the reverse search toward King-King positions (Ishii & Tanaka 2026, section 4.3):
 * - positions reached by random forward play are all found reachable, with a valid path (the slow
 *   twin: forward play from the initial position proves reachability independently);
 * - every position that the paper's authors proved unreachable is found unreachable
 *   (tests/fixtures/reference/unreachable-*.sfen, from u-tokyo-gps-tanaka-lab/minishogi-position-ranking
 *   research/reachNG.txt and u-tokyo-gps-tanaka-lab/shogilib src/research/reach_NG_nocheck.py);
 * - the heuristic H on hand-made positions. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/rng.h"
#include "shogi/position.h"
#include "shogi/reach.h"

static void parse(shogi_pos *p, shogi_variant_id id, const char *sfen) {
  char err[256];
  int rc = shogi_pos_from_sfen(p, shogi_variant_get(id), sfen, err, sizeof err);
  if (rc) fail_msg("%s: %s", sfen, err);
}

static void test_heuristic(void **state) {
  (void)state;
  shogi_pos p;
  parse(&p, SHOGI_VARIANT_MINI, "rbsgk/4p/5/P4/KGSBR b - 1");
  assert_int_equal(shogi_reach_h(&p), 100); /* 10 non-King pieces, none promoted */
  /* KK: only the Kings on the board. */
  parse(&p, SHOGI_VARIANT_MINI, "4k/5/5/5/K4 b 2R2B2G2S2P 1");
  assert_int_equal(shogi_reach_h(&p), 0);
  /* Black Tokin on rank c (row 2) of Mini Shogi: zone is row 0, distance 2: 10 + 10 + 2. */
  parse(&p, SHOGI_VARIANT_MINI, "4k/5/2+P2/5/K4 b 2R2B2G2SP 1");
  assert_int_equal(shogi_reach_h(&p), 22);
  /* White Dragon on row 1 of Shogi: White's zone is rows 6-8, distance 5. */
  parse(&p, SHOGI_VARIANT_SHOGI, "4k4/1+r7/9/9/9/9/9/9/4K4 b R2B4G4S4N4L18P 1");
  assert_int_equal(shogi_reach_h(&p), 25);
}

/* Check that the path is a legal forward game from a KK position to `start`. */
static void check_path(shogi_reach *r, const shogi_pos *start, const shogi_reach_result *res) {
  static shogi_pos path[4096];
  static shogi_move moves[4096];
  static shogi_move legal[SHOGI_MAX_MOVES];
  int len = shogi_reach_path(r, path, moves, 4096);
  assert_int_equal((uint64_t)len, res->length);
  assert_true(res->expanded >= res->length);
  assert_int_equal(shogi_reach_h(&path[0]), 0);
  assert_true(shogi_pos_equal(&path[len - 1], start));
  for (int i = 0; i + 1 < len; i++) {
    int n = shogi_gen_legal(&path[i], legal);
    int found = 0;
    for (int k = 0; k < n; k++) found |= legal[k] == moves[i];
    assert_true(found);
    shogi_pos next;
    shogi_make(&next, &path[i], moves[i]);
    assert_true(shogi_pos_equal(&next, &path[i + 1]));
  }
}

static void forward_positions_reachable(shogi_variant_id id, int games, int max_len) {
  const shogi_variant *v = shogi_variant_get(id);
  shogi_reach *r = shogi_reach_new();
  assert_non_null(r);
  static shogi_move moves[SHOGI_MAX_MOVES];
  for (int g = 0; g < games; g++) {
    rng_stream rs;
    rng_init(&rs, 2026, (uint64_t)g);
    shogi_pos p;
    parse(&p, id, v->start_sfen);
    int len = (int)rng_below(&rs, (uint64_t)max_len + 1);
    for (int ply = 0; ply < len; ply++) {
      int n = shogi_gen_legal(&p, moves);
      if (n == 0) break;
      shogi_make(&p, &p, moves[rng_below(&rs, (uint64_t)n)]);
    }
    shogi_reach_result res;
    assert_int_equal(shogi_reach_search(r, &p, &res), 0);
    if (!res.reachable) {
      char sfen[256];
      shogi_pos_to_sfen(&p, sfen, sizeof sfen);
      fail_msg("forward-reached position judged unreachable: %s", sfen);
    }
    check_path(r, &p, &res);
  }
  shogi_reach_free(r);
}

static void test_minishogi_forward(void **state) {
  (void)state;
  forward_positions_reachable(SHOGI_VARIANT_MINI, 150, 60);
}

static void test_shogi_forward(void **state) {
  (void)state;
  forward_positions_reachable(SHOGI_VARIANT_SHOGI, 40, 80);
}

/* The incremental H of a predecessor equals H recomputed on the built predecessor. */
static void test_h_prev(void **state) {
  (void)state;
  static shogi_move moves[SHOGI_MAX_MOVES], prev[SHOGI_MAX_PREV];
  int checked = 0;
  for (int variant = 0; variant < 2; variant++) {
    const shogi_variant *v = shogi_variant_get((shogi_variant_id)variant);
    for (int g = 0; g < 60; g++) {
      rng_stream rs;
      rng_init(&rs, 99, (uint64_t)g);
      shogi_pos p;
      parse(&p, (shogi_variant_id)variant, v->start_sfen);
      int len = (int)rng_below(&rs, 120);
      for (int ply = 0; ply < len; ply++) {
        int n = shogi_gen_legal(&p, moves);
        if (n == 0) break;
        shogi_make(&p, &p, moves[rng_below(&rs, (uint64_t)n)]);
      }
      uint32_t h = shogi_reach_h(&p);
      int k = shogi_prev_gen(&p, prev);
      for (int i = 0; i < k; i++) {
        shogi_pos q;
        shogi_unmake(&q, &p, prev[i]);
        assert_int_equal(shogi_reach_h_prev(&p, h, prev[i]), shogi_reach_h(&q));
        checked++;
      }
    }
  }
  assert_true(checked > 1000);
}

static void test_kk_is_goal(void **state) {
  (void)state;
  shogi_pos p;
  parse(&p, SHOGI_VARIANT_MINI, "4k/5/5/5/K4 w 2R2B2G2S2P 1");
  shogi_reach *r = shogi_reach_new();
  shogi_reach_result res;
  assert_int_equal(shogi_reach_search(r, &p, &res), 0);
  assert_true(res.reachable);
  assert_int_equal(res.expanded, 1);
  assert_int_equal(res.length, 1);
  shogi_reach_free(r);
}

static void reference_unreachable(shogi_variant_id id, const char *file) {
  char path[1024];
  snprintf(path, sizeof path, "%s/tests/fixtures/reference/%s", YOMI_SOURCE_DIR, file);
  FILE *f = fopen(path, "r");
  if (!f) fail_msg("cannot open %s", path);
  shogi_reach *r = shogi_reach_new();
  char line[512];
  int n = 0;
  while (fgets(line, sizeof line, f)) {
    line[strcspn(line, "\r\n")] = 0;
    if (!line[0] || line[0] == '#') continue;
    shogi_pos p;
    parse(&p, id, line);
    assert_true(shogi_pos_legal(&p));
    shogi_reach_result res;
    assert_int_equal(shogi_reach_search(r, &p, &res), 0);
    if (res.reachable) fail_msg("proved unreachable by the seed's authors, found reachable: %s", line);
    n++;
  }
  fclose(f);
  shogi_reach_free(r);
  assert_true(n > 0);
}

static void test_reference_minishogi(void **state) {
  (void)state;
  reference_unreachable(SHOGI_VARIANT_MINI, "unreachable-minishogi.sfen");
}

static void test_reference_shogi(void **state) {
  (void)state;
  reference_unreachable(SHOGI_VARIANT_SHOGI, "unreachable-shogi.sfen");
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_heuristic),       cmocka_unit_test(test_kk_is_goal),
      cmocka_unit_test(test_h_prev),          cmocka_unit_test(test_minishogi_forward),
      cmocka_unit_test(test_shogi_forward),   cmocka_unit_test(test_reference_minishogi),
      cmocka_unit_test(test_reference_shogi),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
