/* go_count.h (test helper): count legal Go positions (every chain has a liberty) on an RxC board by
 * enumerating all 3^(RxC) colourings, using the board's own liberty test. */
#ifndef YOMI_TESTS_GO_COUNT_H
#define YOMI_TESTS_GO_COUNT_H
#include <stdint.h>
#include "go/board.h"

/* Every (black, white) pair of disjoint subsets, as bit masks of the 64-point board. */
static inline uint64_t go_count_legal(int rows, int cols) {
  go_board b;
  go_board_init(&b, rows, cols, GO_SUICIDE_FORBIDDEN);
  uint64_t all = b.all.w[0], count = 0;
  for (uint64_t black = 0;; black = (black - all) & all) { /* next subset of all */
    uint64_t rest = all & ~black;
    for (uint64_t white = rest;; white = (white - 1) & rest) {
      b.black.w[0] = black;
      b.white.w[0] = white;
      count += go_board_all_chains_live(&b);
      if (white == 0) break;
    }
    if (black == all) break;
  }
  return count;
}

#endif
