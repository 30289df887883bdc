/* Tests of shogi/unmove and shogi/filter: the seed's Figure 11 and 12 cases, the pawn-drop rule in
 * both directions, the reference positions that must have predecessors, and Prev_1 against forward
 * move generation on positions of random legal play (a fast subset; `yomi shogi unmove-check` runs
 * the full 100,000 and more). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "shogi/position.h"
#include "shogi/selfcheck.h"

static shogi_move prev_buf[SHOGI_MAX_PREV];

static void parse(shogi_pos *p, shogi_variant_id id, const char *sfen) {
  char err[160];
  if (shogi_pos_from_sfen(p, shogi_variant_get(id), sfen, err, sizeof err)) fail_msg("%s: %s", sfen, err);
}

/* Prev_1 of p, each member also checked for (a), (b), (c) by the selfcheck. */
static int prev_checked(const shogi_pos *p) {
  shogi_selfcheck_stats st;
  memset(&st, 0, sizeof st);
  if (shogi_selfcheck_position(p, &st)) fail_msg("%s", st.first_failure);
  int n = shogi_prev_gen(p, prev_buf);
  assert_int_equal(shogi_prev_exists(p), n > 0);
  return n;
}

static void test_figure11(void **state) {
  (void)state;
  char path[512], line[1024];
  snprintf(path, sizeof path, "%s/tests/fixtures/shogi/no-predecessor.txt", YOMI_SOURCE_DIR);
  FILE *f = fopen(path, "r");
  assert_non_null(f);
  int kinds = 0;
  while (fgets(line, sizeof line, f)) {
    if (line[0] == '#' || line[0] == '\n') continue;
    line[strcspn(line, "\n")] = 0;
    char *kind = strtok(line, ";"), *sfen = strtok(NULL, ";"), *control = strtok(NULL, ";"),
         *want = strtok(NULL, ";");
    assert_non_null(want);
    shogi_pos p, c;
    parse(&p, SHOGI_VARIANT_SHOGI, sfen);
    assert_true(shogi_pos_legal(&p)); /* passes the 4.2 filters: the emptiness is Prev_1's own */
    if (prev_checked(&p) != 0) fail_msg("Figure 11 (%s): Prev_1 not empty", kind);
    parse(&c, SHOGI_VARIANT_SHOGI, control);
    assert_true(shogi_pos_legal(&c));
    int n = prev_checked(&c);
    if (n == 0 || (want[0] != '-' && n != atoi(want)))
      fail_msg("Figure 11 (%s) control: %d predecessors", kind, n);
    kinds++;
  }
  fclose(f);
  assert_int_equal(kinds, 4);
}

/* Figure 12: Prev_1(p) = {q} by the Tokin's move 8e8f, and Prev_1(q) = {} because the Dragon on 9f
 * checked White's King from both of its possible origins, 8f and 8g. */
static void test_figure12(void **state) {
  (void)state;
  shogi_pos p, q, want_q;
  parse(&p, SHOGI_VARIANT_SHOGI, "9/9/9/9/p1p6/+R+pk6/K8/9/9 b R2B4G4S4N4L15P 1");
  parse(&want_q, SHOGI_VARIANT_SHOGI, "9/9/9/9/p+pp6/+R1k6/K8/9/9 w R2B4G4S4N4L15P 1");
  assert_int_equal(prev_checked(&p), 1);
  char usi[16];
  shogi_move_to_usi(p.v, prev_buf[0], usi, sizeof usi);
  assert_string_equal(usi, "8e8f");
  shogi_unmake(&q, &p, prev_buf[0]);
  assert_true(shogi_pos_equal(&q, &want_q));
  assert_int_equal(prev_checked(&q), 0);
}

static bool find_usi(const shogi_pos *p, const shogi_move *moves, int n, const char *usi, shogi_move *m) {
  char buf[16];
  for (int i = 0; i < n; i++) {
    shogi_move_to_usi(p->v, moves[i], buf, sizeof buf);
    if (!strcmp(buf, usi)) {
      if (m) *m = moves[i];
      return true;
    }
  }
  return false;
}

/* Exact Prev_1 of small positions whose answer is worked out by hand. */
static void test_exact_sets(void **state) {
  (void)state;
  static const struct {
    shogi_variant_id v;
    const char *sfen, *moves; /* the predecessors' moves, sorted, space separated */
  } cases[] = {
      /* White's promoted Lance on 5g checks Black's King on 5h. As a Gold it came from 5f, 4f or 6f (from
       * 4g or 6g it checked already). Un-promoted, the Lance would have come down file 5 and checked the
       * King through 5g from every origin: no Lance is left elsewhere to warn the attack test. */
      {SHOGI_VARIANT_SHOGI, "4k4/9/9/9/9/9/4+l4/4K4/9 b - 1", "4f5g 5f5g 6f5g"},
      /* The same with a Pawn in White's hand: each move may also have captured a Black Pawn or Tokin on 5g
       * (three predecessors per Gold origin), and a piece there blocks the Lance, so the un-promotions
       * 5b5g+ .. 5f5g+ come back, each with the two captures only. */
      {SHOGI_VARIANT_SHOGI, "4k4/9/9/9/9/9/4+l4/4K4/9 b p 1",
       "4f5g 4f5g 4f5g 5b5g+ 5b5g+ 5c5g+ 5c5g+ 5d5g+ 5d5g+ 5e5g+ 5e5g+ 5f5g 5f5g 5f5g 5f5g+ 5f5g+ 6f5g 6f5g 6f5g"},
      /* Mini Shogi: White's Tokin on 3d checks Black's King on 3e. It came from 3c, 2c or 4c (from 2d or 4d
       * it checked already); not as a Pawn, since neither 3c nor 3d is in White's one-rank zone. */
      {SHOGI_VARIANT_MINI, "2k2/5/5/2+p2/2K2 b - 1", "2c3d 3c3d 4c3d"},
      /* White's Tokin on 3e (White's zone) checks Black's King on 2e: as a Pawn from 3d, promoting; as a
       * Tokin from 4d or 4e (from 3d or 2d it checked already). */
      {SHOGI_VARIANT_MINI, "2k2/5/5/5/2+pK1 b - 1", "3d3e+ 4d3e 4e3e"},
  };
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
    shogi_pos p;
    parse(&p, cases[i].v, cases[i].sfen);
    int n = prev_checked(&p);
    char list[64][16];
    for (int k = 0; k < n && k < 64; k++) shogi_move_to_usi(p.v, prev_buf[k], list[k], sizeof list[k]);
    qsort(list, (size_t)(n < 64 ? n : 64), sizeof list[0], (int (*)(const void *, const void *))strcmp);
    char got[1024] = "";
    for (int k = 0; k < n && k < 64; k++) {
      if (k) strcat(got, " ");
      strcat(got, list[k]);
    }
    if (strcmp(got, cases[i].moves))
      fail_msg("%s: Prev_1 moves '%s', expected '%s'", cases[i].sfen, got, cases[i].moves);
  }
}

/* The seed counts a pawn drop after which the opponent has no legal move (check or not) as pawn-drop
 * mate: such a drop is not generated, and Prev_1 never undoes one. */
static void test_pawn_drop_rule(void **state) {
  (void)state;
  static const struct {
    shogi_variant_id v;
    const char *sfen, *bad, *good;
  } cases[] = {
      /* stalemating drop: White's King on 1a loses 1b to the Pawn, 2a and 2b to the Gold */
      {SHOGI_VARIANT_SHOGI, "8k/6G2/9/9/9/9/9/9/4K4 b P 1", "P*1c", "P*1d"},
      {SHOGI_VARIANT_MINI, "4k/2G2/5/5/K4 b P 1", "P*1c", "P*1d"},
      /* ordinary pawn-drop mate, the Pawn guarded by the Gold */
      {SHOGI_VARIANT_SHOGI, "3lkl3/3p1p3/4G4/9/9/9/9/9/4K4 b P 1", "P*5b", "P*5d"},
      {SHOGI_VARIANT_MINI, "1rkr1/1p1s1/2G2/5/K4 b P 1", "P*3b", "P*1c"},
  };
  shogi_move moves[SHOGI_MAX_MOVES];
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
    shogi_pos p, after;
    parse(&p, cases[i].v, cases[i].sfen);
    int n = shogi_gen_legal(&p, moves);
    if (find_usi(&p, moves, n, cases[i].bad, NULL)) fail_msg("%s: %s generated", cases[i].sfen, cases[i].bad);
    shogi_move good = 0;
    if (!find_usi(&p, moves, n, cases[i].good, &good))
      fail_msg("%s: %s missing", cases[i].sfen, cases[i].good);
    /* the position the forbidden drop would make: no legal move, and no predecessor by that drop */
    int to = -1;
    for (int sq = 0; sq < p.v->nsq && to < 0; sq++) {
      char buf[16];
      shogi_move_to_usi(p.v, SHOGI_DROP(SHOGI_P, sq), buf, sizeof buf);
      if (!strcmp(buf, cases[i].bad)) to = sq;
    }
    assert_true(to >= 0);
    shogi_make(&after, &p, SHOGI_DROP(SHOGI_P, to));
    assert_false(shogi_has_legal_move(&after));
    int np = prev_checked(&after);
    for (int k = 0; k < np; k++) assert_true(prev_buf[k] != SHOGI_DROP(SHOGI_P, to));
    /* the allowed drop is undone */
    shogi_make(&after, &p, good);
    np = prev_checked(&after);
    bool found = false;
    for (int k = 0; k < np; k++) found |= prev_buf[k] == good;
    assert_true(found);
  }
}

/* The 4.2 filters, each on a position that breaks only it. */
static void test_filters(void **state) {
  (void)state;
  shogi_pos p;
  parse(&p, SHOGI_VARIANT_SHOGI, "4k4/9/9/9/9/P8/9/P8/4K4 b - 1");
  assert_true(shogi_filter_two_pawns(&p));
  assert_false(shogi_filter_immobile(&p) || shogi_filter_check(&p));
  parse(&p, SHOGI_VARIANT_SHOGI, "4k4/9/9/9/9/P8/9/+P8/4K4 b - 1"); /* a Tokin is no Pawn */
  assert_false(shogi_filter_two_pawns(&p));
  parse(&p, SHOGI_VARIANT_SHOGI, "4k4/N8/9/9/9/9/9/9/4K4 b - 1"); /* Black Knight on rank b */
  assert_true(shogi_filter_immobile(&p));
  parse(&p, SHOGI_VARIANT_SHOGI, "4k4/9/N8/9/9/9/9/9/4K4 b - 1");
  assert_false(shogi_filter_immobile(&p));
  parse(&p, SHOGI_VARIANT_SHOGI, "4k4/9/9/9/9/9/9/9/l3K4 b - 1"); /* White Lance on rank i */
  assert_true(shogi_filter_immobile(&p));
  parse(&p, SHOGI_VARIANT_MINI, "4k/5/5/5/K3p b - 1"); /* White Pawn on its last rank */
  assert_true(shogi_filter_immobile(&p));
  /* the seed's Figure 8: Black to move, White's King on 9f in check from Black's Lance on 9h */
  parse(&p, SHOGI_VARIANT_SHOGI, "9/9/9/9/9/k8/9/L8/4K4 b - 1");
  assert_true(shogi_filter_check(&p));
  assert_false(shogi_pos_legal(&p));
  assert_int_equal(shogi_prev_gen(&p, prev_buf), 0);
  shogi_pos_set_side(&p, SHOGI_WHITE); /* the same board with White to move is fine */
  assert_false(shogi_filter_check(&p));
}

/* The reference positions (the authors' unreachable ones) all passed the authors' Prev_1 filter:
 * each must have at least one predecessor here too, every one of them checked. */
static void test_reference_positions(void **state) {
  (void)state;
  static const char *files[2] = {"unreachable-shogi.sfen", "unreachable-minishogi.sfen"};
  for (int v = 0; v < 2; v++) {
    char path[512], line[512];
    snprintf(path, sizeof path, "%s/tests/fixtures/reference/%s", YOMI_SOURCE_DIR, files[v]);
    FILE *f = fopen(path, "r");
    assert_non_null(f);
    int count = 0;
    while (fgets(line, sizeof line, f)) {
      line[strcspn(line, "\r\n")] = 0;
      if (!line[0] || line[0] == '#') continue;
      shogi_pos p;
      parse(&p, v ? SHOGI_VARIANT_MINI : SHOGI_VARIANT_SHOGI, line);
      assert_true(shogi_pos_legal(&p));
      if (prev_checked(&p) == 0) fail_msg("%s: Prev_1 empty", line);
      count++;
    }
    fclose(f);
    assert_true(count >= 50);
  }
}

static void random_check(shogi_variant_id id, uint64_t positions, int max_ply) {
  shogi_selfcheck_stats st;
  memset(&st, 0, sizeof st);
  shogi_selfcheck_random(shogi_variant_get(id), positions, 7, max_ply, &st, NULL);
  if (st.failures) fail_msg("%llu failures; first: %s", (unsigned long long)st.failures, st.first_failure);
  assert_int_equal(st.positions, positions);
  assert_true(st.successors > positions);
  assert_true(st.predecessors > positions);
}

static void test_random_minishogi(void **state) {
  (void)state;
#if defined(__SANITIZE_ADDRESS__)
  random_check(SHOGI_VARIANT_MINI, 2000, 80);
#else
  random_check(SHOGI_VARIANT_MINI, 15000, 80);
#endif
}

static void test_random_shogi(void **state) {
  (void)state;
#if defined(__SANITIZE_ADDRESS__)
  random_check(SHOGI_VARIANT_SHOGI, 1000, 150);
#else
  random_check(SHOGI_VARIANT_SHOGI, 6000, 150);
#endif
}

static void scatter_check(shogi_variant_id id, uint64_t positions) {
  shogi_selfcheck_stats st;
  memset(&st, 0, sizeof st);
  shogi_selfcheck_scattered(shogi_variant_get(id), positions, 11, &st, NULL);
  if (st.failures) fail_msg("%llu failures; first: %s", (unsigned long long)st.failures, st.first_failure);
  assert_int_equal(st.positions, positions);
  assert_true(st.empty_prev > 0); /* scattered positions do reach Prev_1 = {} */
}

/* Random scattered legal positions: crowded boards, promoted pieces, double checks. */
static void test_scattered(void **state) {
  (void)state;
#if defined(__SANITIZE_ADDRESS__)
  scatter_check(SHOGI_VARIANT_MINI, 600);
  scatter_check(SHOGI_VARIANT_SHOGI, 60);
#else
  scatter_check(SHOGI_VARIANT_MINI, 4000);
  scatter_check(SHOGI_VARIANT_SHOGI, 400);
#endif
}

/* Cswap and Hflip map legal moves to legal moves (seed 2.3.3): legal-move counts, |Prev_1| and the filters
 * agree on a position and its images. This checks White's geometry against Black's and the left of the
 * board against the right, independently of the property check. */
static void test_symmetries(void **state) {
  (void)state;
  static shogi_move moves[SHOGI_MAX_MOVES];
  for (int vid = 0; vid < 2; vid++) {
    const shogi_variant *v = shogi_variant_get((shogi_variant_id)vid);
    for (uint64_t i = 0; i < 1500; i++) {
      shogi_pos p, img[3];
      shogi_scatter(&p, v, 99, i);
      shogi_pos_cswap(&img[0], &p);
      shogi_pos_hflip(&img[1], &p);
      shogi_pos_cswap(&img[2], &img[1]);
      int nm = shogi_gen_legal(&p, moves), np = shogi_prev_gen(&p, prev_buf);
      for (int k = 0; k < 3; k++) {
        assert_int_equal(shogi_pos_check(&img[k]), 0);
        assert_true(shogi_pos_legal(&img[k]));
        assert_int_equal(shogi_gen_legal(&img[k], moves), nm);
        assert_int_equal(shogi_prev_gen(&img[k], prev_buf), np);
      }
      shogi_pos back;
      shogi_pos_cswap(&back, &img[0]);
      assert_true(shogi_pos_equal(&back, &p) && back.hash == p.hash);
      shogi_pos_hflip(&back, &img[1]);
      assert_true(shogi_pos_equal(&back, &p) && back.hash == p.hash);
    }
  }
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_filters),          cmocka_unit_test(test_figure11),
      cmocka_unit_test(test_figure12),         cmocka_unit_test(test_exact_sets),
      cmocka_unit_test(test_pawn_drop_rule),   cmocka_unit_test(test_reference_positions),
      cmocka_unit_test(test_random_minishogi), cmocka_unit_test(test_random_shogi),
      cmocka_unit_test(test_scattered),        cmocka_unit_test(test_symmetries),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
