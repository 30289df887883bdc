/* The certificate verifier's own plain rules (src/verify/vboard.c, judge.c) against the solver's
 * (src/go, src/killall) on random positions of boards up to 4x5: placement legality and the board
 * after it, area score, Benson's pass-alive stones under both suicide rules, and Kill-All's verdict.
 * The two share no code; agreement here is what lets a certificate from one pass the other. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <string.h>

#include "core/rng.h"
#include "go/board.h"
#include "killall/rules.h"
#include "verify/vboard.h"

static void to_verify(const go_board *b, verify_board *v) {
  v->rows = b->rows, v->cols = b->cols, v->n = b->npoints;
  for (int p = 0; p < b->npoints; p++) v->c[p] = ".XO"[go_board_get(b, p)];
  v->c[v->n] = '\0';
}

/* A random position: up to 3n/4 random placements (legal ones kept) on a rows x cols board. */
static void random_board(rng_stream *r, int rows, int cols, go_suicide su, go_board *b) {
  go_board_init(b, rows, cols, su);
  int n = rows * cols, steps = (int)(rng_u32(r) % (uint32_t)(3 * n / 4 + 1));
  for (int i = 0; i < steps; i++) go_board_play(b, (int)(rng_u32(r) % (uint32_t)n));
}

static void test_rules_agree(void **state) {
  (void)state;
  rng_stream r;
  rng_init(&r, 21, 0);
  int shapes[][2] = {{1, 5}, {2, 3}, {3, 3}, {3, 4}, {4, 4}, {4, 5}};
  for (int it = 0; it < 6000; it++) {
    int rows = shapes[it % 6][0], cols = shapes[it % 6][1];
    go_suicide su = (it / 6) % 2 ? GO_SUICIDE_ALLOWED : GO_SUICIDE_FORBIDDEN;
    go_board b;
    random_board(&r, rows, cols, su, &b);
    verify_board v;
    to_verify(&b, &v);
    assert_int_equal(verify_score(&v), go_board_score(&b));
    for (int colour = GO_BLACK; colour <= GO_WHITE; colour++) {
      char alive[VB_MAX];
      verify_benson(&v, colour == GO_BLACK ? 'X' : 'O', su == GO_SUICIDE_ALLOWED, alive);
      uint64_t mine = 0;
      for (int p = 0; p < v.n; p++) mine |= alive[p] ? 1ull << p : 0;
      assert_true(mine == go_board_pass_aliveset(&b, colour));
    }
    for (int p = 0; p < v.n; p++) { /* every placement for the side to move */
      go_board after = b;
      verify_board va = v, vafter;
      bool legal = go_board_play(&after, p) == 0;
      assert_int_equal(verify_place(&va, p, b.to_move == GO_BLACK ? 'X' : 'O', su == GO_SUICIDE_ALLOWED),
                       legal);
      to_verify(legal ? &after : &b, &vafter);
      assert_memory_equal(va.c, vafter.c, (size_t)v.n);
    }
    const char *kind = NULL;
    killall_why why = KILLALL_WHY_NONE;
    go_board ka;
    random_board(&r, rows, cols, GO_SUICIDE_ALLOWED, &ka);
    to_verify(&ka, &v);
    killall_role role = killall_go_board_static(&ka, GO_BLACK, &why);
    char w = verify_killall_over(&v, 'X', true, &kind);
    assert_int_equal(w == 'X' ? KILLALL_ATTACKER : w == 'O' ? KILLALL_DEFENDER : KILLALL_NOROLE, role);
  }
}

int main(void) {
  const struct CMUnitTest tests[] = {cmocka_unit_test(test_rules_agree)};
  return cmocka_run_group_tests(tests, NULL, NULL);
}
