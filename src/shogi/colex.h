/* shogi/colex: the colex digit of a set of squares among the empty ones, shared by the rankings of
 * P_K (shogi/rank) and P_K' (shogi/prime); internal, not a public API. */
#ifndef YOMI_SHOGI_COLEX_H
#define YOMI_SHOGI_COLEX_H
#include <stdint.h>

#include "shogi/cand.h"

typedef const uint64_t shogi__binom_t[SHOGI_CAND_MAX_SQ + 1];

/* pos[0] < ... < pos[m-1], positions in [0, e), from their colex rank comb = sum of C(pos[j], j + 1)
 * (binom[k][n] = C(n, k)). */
static inline void shogi__colex_unrank(shogi__binom_t *binom, uint64_t comb, int m, int e, uint8_t *pos) {
  int p = e - 1;
  for (int j = m - 1; j >= 0; j--) {
    while (binom[j + 1][p] > comb) p--;
    pos[j] = (uint8_t)p;
    comb -= binom[j + 1][p];
    p--;
  }
}

/* Removes the entries at positions pos[0..m) (ascending) from list[0..e); returns the new length. */
static inline int shogi__list_drop(uint8_t *list, int e, const uint8_t *pos, int m) {
  int w = 0, j = 0;
  for (int i = 0; i < e; i++) {
    if (j < m && pos[j] == i) {
      j++;
      continue;
    }
    list[w++] = list[i];
  }
  return w;
}

/* The position of square s among the squares not in the 128-bit set `taken`. */
static inline int shogi__free_index(const uint64_t taken[2], int s) {
  uint64_t below0 = s >= 64 ? taken[0] : taken[0] & ((UINT64_C(1) << s) - 1);
  uint64_t below1 = s >= 64 ? taken[1] & ((UINT64_C(1) << (s - 64)) - 1) : 0;
  return s - __builtin_popcountll(below0) - __builtin_popcountll(below1);
}

static inline void shogi__take(uint64_t taken[2], int s) { taken[s >> 6] |= UINT64_C(1) << (s & 63); }

#endif
