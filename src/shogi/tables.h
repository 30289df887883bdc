/* shogi/tables: internal geometry and piece tables shared by the shogi_ files (not a public API).
 * Directions, from Black's side: 0 N (toward row 0), 1 NE, 2 E, 3 SE, 4 S, 5 SW, 6 W, 7 NW; d ^ 4 is
 * the opposite direction. White's masks are Black's rotated by four. */
#ifndef YOMI_SHOGI_TABLES_H
#define YOMI_SHOGI_TABLES_H
#include "shogi/position.h"

typedef struct shogi__tables {
  int8_t nb[SHOGI_MAX_SQ][8];        /* neighbour in direction d, -1 off board */
  int8_t knight[2][SHOGI_MAX_SQ][2]; /* knight targets of a knight of color c on sq, -1 off board */
  uint8_t row[SHOGI_MAX_SQ], col[SHOGI_MAX_SQ];
  uint8_t zone[2][SHOGI_MAX_SQ];            /* sq lies in color c's promotion zone */
  uint8_t line[SHOGI_MAX_SQ][SHOGI_MAX_SQ]; /* 1 + direction from a to b when on one line, else 0 */
  shogi_bb file[9];                         /* squares of column c */
  shogi_bb all;                             /* every square of the board */
} shogi__tables;

extern shogi__tables shogi__tabs[2];
/* step[c][type] / slide[c][type]: direction masks of one-square steps / sliding rays (a slide
 * direction includes its first square; it is not repeated in step). */
extern uint8_t shogi__step[2][SHOGI_NTYPES];
extern uint8_t shogi__slide[2][SHOGI_NTYPES];
extern uint64_t shogi__zob_board[32][SHOGI_MAX_SQ];
extern uint64_t shogi__zob_hand[2][SHOGI_NHAND][20];
extern uint64_t shogi__zob_side;

static inline const shogi__tables *shogi__tab(const shogi_variant *v) { return &shogi__tabs[v->id]; }

static inline int shogi__base(int type) { return type > SHOGI_K ? type - SHOGI_PROMOTE : type; }
static inline int shogi__promotable(int type) { return type >= SHOGI_P && type <= SHOGI_R; }

/* An unpromoted P/L on its last rank or N on its last two ranks can never move again. */
static inline bool shogi__immobile(const shogi_variant *v, int color, int type, int sq) {
  if (type > SHOGI_N) return false;
  int r = shogi__tabs[v->id].row[sq];
  if (color == SHOGI_WHITE) r = v->n - 1 - r;
  return type == SHOGI_N ? r <= 1 : r == 0;
}

static inline shogi_bb shogi__bit(int sq) { return (shogi_bb)1 << sq; }
static inline int shogi__popcount(shogi_bb b) {
  return __builtin_popcountll((uint64_t)b) + __builtin_popcountll((uint64_t)(b >> 64));
}
/* Index of the lowest set bit, which is cleared. b must be non-zero. */
static inline int shogi__pop(shogi_bb *b) {
  uint64_t lo = (uint64_t)*b;
  int i = lo ? __builtin_ctzll(lo) : 64 + __builtin_ctzll((uint64_t)(*b >> 64));
  *b &= *b - 1;
  return i;
}

/* Attack test on a raw board (used on scratch boards by move and un-move generation). */
bool shogi__attacked_board(const shogi_variant *v, const uint8_t *board, int sq, int by);
/* The same, looking along a ray past the first square only in the directions d (seen from sq) set in
 * `rays`: a caller that knows where `by`'s sliders can come from passes shogi__slider_rays(). */
bool shogi__attacked_rays(const shogi_variant *v, const uint8_t *board, int sq, int by, unsigned rays);
static inline unsigned shogi__rotate4(unsigned m) { return ((m << 4) | (m >> 4)) & 0xff; }
/* Directions, seen from a target square, from which some slider of `by` in p could attack it. */
static inline unsigned shogi__slider_rays(const shogi_pos *p, int by) {
  unsigned m = 0;
  shogi_bb b = p->occ[by];
  while (b) m |= shogi__slide[by][SHOGI_TYPE(p->board[shogi__pop(&b)])];
  return shogi__rotate4(m);
}

#endif
