/* go_symfill.h (test helper): random positions closed under a board symmetry, for the tests of the
 * solvers' symmetry pruning (test_go_symmetry.c, test_killall_solve.c). */
#ifndef YOMI_TESTS_GO_SYMFILL_H
#define YOMI_TESTS_GO_SYMFILL_H
#include "core/rng.h"
#include "go/board.h"
#include "go/symmetry.h"

/* Fill b with pairs {p, perm[p]} of one colour (Black with odds (black_in - 1) / black_in) until at
 * most keep_empty points are empty or 200 tries are spent; a pair that leaves a chain without
 * liberties is taken back, so b stays a legal position. */
static inline void go_symmetric_fill(go_board *b, const uint8_t *perm, rng_stream *r, int keep_empty,
                                     int black_in) {
  for (int tries = 0; tries < 200; tries++) {
    if (b->npoints - __builtin_popcountll(b->black.w[0] | b->white.w[0]) <= keep_empty) break;
    int p = (int)rng_below(r, (uint64_t)b->npoints);
    if (go_board_get(b, p) != GO_EMPTY || go_board_get(b, perm[p]) != GO_EMPTY) continue;
    int colour = rng_below(r, (uint64_t)black_in) ? GO_BLACK : GO_WHITE;
    go_board_set(b, p, colour);
    go_board_set(b, perm[p], colour);
    if (!go_board_all_chains_live(b)) {
      go_board_set(b, p, GO_EMPTY);
      go_board_set(b, perm[p], GO_EMPTY);
    }
  }
}

/* A fresh rows x cols board filled by go_symmetric_fill under a random symmetry other than the
 * identity, leaving at most keep_lo + rng_below(keep_span) points empty (drawn after the symmetry). */
static inline void go_symmetric_board(go_board *b, int rows, int cols, go_suicide suicide, rng_stream *r,
                                      int keep_lo, int keep_span, int black_in) {
  go_board_init(b, rows, cols, suicide);
  go_symmetry sy;
  go_symmetry_init(&sy, rows, cols);
  const uint8_t *perm = sy.perm[1 + rng_below(r, (uint64_t)sy.n - 1)];
  int keep_empty = keep_lo + (int)rng_below(r, (uint64_t)keep_span);
  go_symmetric_fill(b, perm, r, keep_empty, black_in);
}

#endif
