/* Tests of shogi/movegen: perft from the start positions and from published positions with drops,
 * promotions, mates and huge hands (fixtures/shogi/perft-*.txt, sources cited in the files). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/error.h"
#include "shogi/position.h"

#if defined(__SANITIZE_ADDRESS__)
#define PERFT_NODE_LIMIT 1000000ull /* the sanitizer build runs the smaller trees only */
#else
#define PERFT_NODE_LIMIT 6000000ull
#endif

static void run_file(const char *name, shogi_variant_id id) {
  const shogi_variant *v = shogi_variant_get(id);
  char path[512], line[512], err[160];
  snprintf(path, sizeof path, "%s/tests/fixtures/shogi/%s", YOMI_SOURCE_DIR, name);
  FILE *f = fopen(path, "r");
  assert_non_null(f);
  int checked = 0;
  while (fgets(line, sizeof line, f)) {
    if (line[0] == '#' || line[0] == '\n') continue;
    char *d = strchr(line, ';');
    assert_non_null(d);
    *d++ = 0;
    int depth = atoi(d);
    unsigned long long want = strtoull(strchr(d, ';') + 1, NULL, 10);
    if (want > PERFT_NODE_LIMIT) continue;
    shogi_pos p;
    if (shogi_pos_from_sfen(&p, v, line, err, sizeof err)) fail_msg("%s: %s", line, err);
    assert_int_equal(shogi_pos_check(&p), 0);
    uint64_t got = shogi_perft(&p, depth);
    if (got != want) fail_msg("%s depth %d: %llu, expected %llu", line, depth, (unsigned long long)got, want);
    checked++;
  }
  fclose(f);
  assert_true(checked > 40);
}

static void test_perft_shogi(void **state) {
  (void)state;
  run_file("perft-shogi.txt", SHOGI_VARIANT_SHOGI);
}

static void test_perft_minishogi(void **state) {
  (void)state;
  run_file("perft-minishogi.txt", SHOGI_VARIANT_MINI);
}

/* Perft again through copy-make with every hash and invariant checked, and unmake undoing make. */
static uint64_t checked_perft(const shogi_pos *p, int depth) {
  if (depth == 0) return 1;
  shogi_move moves[SHOGI_MAX_MOVES];
  int n = shogi_gen_legal(p, moves);
  uint64_t total = 0;
  for (int i = 0; i < n; i++) {
    shogi_pos q, back;
    shogi_make(&q, p, moves[i]);
    assert_int_equal(shogi_pos_check(&q), 0);
    assert_true(shogi_pos_legal(&q));
    shogi_unmake(&back, &q, moves[i]);
    assert_true(shogi_pos_equal(&back, p));
    assert_true(back.hash == p->hash);
    total += checked_perft(&q, depth - 1);
  }
  return total;
}

static void test_make_unmake(void **state) {
  (void)state;
  char err[160];
  shogi_pos p;
  const shogi_variant *mini = shogi_variant_get(SHOGI_VARIANT_MINI);
  assert_int_equal(shogi_pos_from_sfen(&p, mini, mini->start_sfen, err, sizeof err), 0);
  assert_int_equal(checked_perft(&p, 4), 35401);
  const shogi_variant *sh = shogi_variant_get(SHOGI_VARIANT_SHOGI);
  /* the "8l/1l+R2P3" endgame: drops, captures of promoted pieces, promotions */
  assert_int_equal(
      shogi_pos_from_sfen(&p, sh,
                          "8l/1l+R2P3/p2pBG1pp/kps1p4/Nn1P2G2/P1P1P2PP/1PS6/1KSG3+r1/LN2+p3L w Sbgn3p 124",
                          err, sizeof err),
      0);
  assert_int_equal(checked_perft(&p, 2), 18041);
}

/* USI text of moves, both ways, along a short game with a promotion, a capture and a drop. */
static void test_usi(void **state) {
  (void)state;
  char err[160], buf[256];
  shogi_pos p;
  const shogi_variant *sh = shogi_variant_get(SHOGI_VARIANT_SHOGI);
  assert_int_equal(shogi_pos_from_sfen(&p, sh, sh->start_sfen, err, sizeof err), 0);
  shogi_move m;
  assert_int_equal(shogi_move_from_usi(&p, "7g7f", &m), 0);
  assert_int_equal(SHOGI_MOVE_FROM(m), 6 * 9 + 2);
  assert_int_equal(SHOGI_MOVE_TO(m), 5 * 9 + 2);
  assert_int_equal(shogi_move_from_usi(&p, "7g7e", &m), YOMI_EILLEGAL);
  assert_int_equal(shogi_move_from_usi(&p, "P*5e", &m), YOMI_EILLEGAL);
  static const char *game[] = {"7g7f", "3c3d", "8h2b+", "3a2b", "B*4e", "8b4b"};
  for (int i = 0; i < 6; i++) {
    assert_int_equal(shogi_move_from_usi(&p, game[i], &m), 0);
    shogi_move_to_usi(sh, m, buf, sizeof buf);
    assert_string_equal(buf, game[i]);
    shogi_make(&p, &p, m);
  }
  shogi_pos_to_sfen(&p, buf, sizeof buf);
  assert_string_equal(buf, "lnsgkg1nl/5r1s1/pppppp1pp/6p2/5B3/2P6/PP1PPPPPP/7R1/LNSGKGSNL b b 1");
  /* Mini Shogi coordinates: files 5..1, ranks a..e. */
  const shogi_variant *mini = shogi_variant_get(SHOGI_VARIANT_MINI);
  assert_int_equal(shogi_pos_from_sfen(&p, mini, mini->start_sfen, err, sizeof err), 0);
  assert_int_equal(shogi_move_from_usi(&p, "5d5c", &m), 0);
  assert_int_equal(shogi_move_from_usi(&p, "2e3d", &m), 0);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_perft_minishogi),
      cmocka_unit_test(test_perft_shogi),
      cmocka_unit_test(test_make_unmake),
      cmocka_unit_test(test_usi),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
