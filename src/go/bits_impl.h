/* go/bits_impl.h: the bitset of one board width (GO_W 64-bit words) and the point sets of a board
 * over it: neighbours, flood fill, stones and empty points. First of the per-width implementation
 * files (bits, rules, benson, history); included by board.c (GO_W 1) and bigboard.c (GO_W 6) after
 * go/board.h has declared the instantiation named by GO_W, GO_BITS, GO_BOARD, GO_GAME. */
#include <stdlib.h>
#include <string.h>

#include "core/error.h"
#include "go/keys.h"

/* go_board_X / go_bigboard_X and go_game_X / go_biggame_X: the names are listed in go/board.h. */
#define BOARD_FN(name) GO_CAT(GO_BOARD, _##name)
#define GAME_FN(name) GO_CAT(GO_GAME, _##name)
typedef GO_BITS bits;
typedef GO_BOARD board;
typedef GO_GAME game;

/* ---- bitset primitives (loops over GO_W words; the compiler flattens them for GO_W == 1) ---- */

static inline bits b_zero(void) {
  bits r;
  for (int i = 0; i < GO_W; i++) r.w[i] = 0;
  return r;
}
static inline bits b_or(bits a, bits b) {
  for (int i = 0; i < GO_W; i++) a.w[i] |= b.w[i];
  return a;
}
static inline bits b_and(bits a, bits b) {
  for (int i = 0; i < GO_W; i++) a.w[i] &= b.w[i];
  return a;
}
static inline bits b_andnot(bits a, bits b) { /* a minus b */
  for (int i = 0; i < GO_W; i++) a.w[i] &= ~b.w[i];
  return a;
}
static inline bool b_none(bits a) {
  uint64_t x = 0;
  for (int i = 0; i < GO_W; i++) x |= a.w[i];
  return x == 0;
}
static inline bool b_any(bits a) { return !b_none(a); }
static inline bool b_eq(bits a, bits b) {
  uint64_t x = 0;
  for (int i = 0; i < GO_W; i++) x |= a.w[i] ^ b.w[i];
  return x == 0;
}
static inline int b_count(bits a) {
  int n = 0;
  for (int i = 0; i < GO_W; i++) n += __builtin_popcountll(a.w[i]);
  return n;
}
static inline bool b_test(bits a, int p) { return (a.w[p >> 6] >> (p & 63)) & 1; }
static inline bits b_bit(int p) {
  bits r = b_zero();
  r.w[p >> 6] = 1ull << (p & 63);
  return r;
}
static inline void b_set(bits *a, int p) { a->w[p >> 6] |= 1ull << (p & 63); }
static inline void b_clr(bits *a, int p) { a->w[p >> 6] &= ~(1ull << (p & 63)); }
/* Lowest member, or -1. */
static inline int b_first(bits a) {
  for (int i = 0; i < GO_W; i++)
    if (a.w[i]) return i * 64 + __builtin_ctzll(a.w[i]);
  return -1;
}
/* Move every member p to p + k (0 < k <= 64); members shifted past the last word vanish. */
static inline bits b_up(bits x, int k) {
  bits r;
  int q = k >> 6, s = k & 63;
  for (int i = GO_W - 1; i >= 0; i--) {
    uint64_t v = 0;
    if (i - q >= 0) {
      v = x.w[i - q] << s;
      if (s && i - q - 1 >= 0) v |= x.w[i - q - 1] >> (64 - s);
    }
    r.w[i] = v;
  }
  return r;
}
/* Move every member p to p - k (0 < k <= 64). */
static inline bits b_down(bits x, int k) {
  bits r;
  int q = k >> 6, s = k & 63;
  for (int i = 0; i < GO_W; i++) {
    uint64_t v = 0;
    if (i + q < GO_W) {
      v = x.w[i + q] >> s;
      if (s && i + q + 1 < GO_W) v |= x.w[i + q + 1] << (64 - s);
    }
    r.w[i] = v;
  }
  return r;
}
#define FOREACH_BIT(p, set) for (bits _t = (set); ((p) = b_first(_t)) >= 0; b_clr(&_t, (p)))

/* Points orthogonally adjacent to some member of x (members themselves only if adjacent to another). */
static inline bits nb(const board *bd, bits x) {
  bits r = b_or(b_up(x, bd->cols), b_down(x, bd->cols));
  r = b_or(r, b_and(b_up(x, 1), bd->not_first));
  r = b_or(r, b_and(b_down(x, 1), bd->not_last));
  return b_and(r, bd->all);
}
/* The part of `within` connected to seed (seed must lie in within). */
static inline bits flood(const board *bd, bits seed, bits within) {
  bits x = b_and(seed, within);
  for (;;) {
    bits y = b_and(b_or(x, nb(bd, x)), within);
    if (b_eq(x, y)) return x;
    x = y;
  }
}
static inline bits *stones_of(board *b, int colour) { return colour == GO_BLACK ? &b->black : &b->white; }
static inline bits cstones_of(const board *b, int colour) { return colour == GO_BLACK ? b->black : b->white; }
static inline bits empty_of(const board *b) { return b_andnot(b->all, b_or(b->black, b->white)); }
