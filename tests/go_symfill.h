/* go_symfill.h (test helper): random positions closed under a board symmetry, for the tests of the
 * solvers' symmetry pruning (test_go_symmetry.c, test_killall_solve.c). */
#ifndef YOMI_TESTS_GO_SYMFILL_H
#define YOMI_TESTS_GO_SYMFILL_H
#include "core/rng.h"
#include "go/board.h"

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

#endif
