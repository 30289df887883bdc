/* shogi/canon: the lexicographic order on boards and the canonical (Hflip) filter. */
#include "shogi/canon.h"

enum { NCELL = 1 + 4 * SHOGI_BT_N };

/* Writes the sorted (cell, square) list of c's board as keys cell * 256 + square; returns its length.
 * Squares are visited in ascending order, so bucketing by cell keeps each bucket sorted. */
static int board_list(const shogi_cand_variant *v, const shogi_cand *c, int *keys) {
  int n = v->files * v->ranks, count[NCELL] = {0}, start[NCELL];
  for (int s = 0; s < n; s++) count[c->sq[s]]++;
  int total = 0;
  for (int cell = 1; cell < NCELL; cell++) {
    start[cell] = total;
    total += count[cell];
  }
  for (int s = 0; s < n; s++)
    if (c->sq[s]) keys[start[c->sq[s]]++] = c->sq[s] * 256 + s;
  return total;
}

int shogi_canon_compare(const shogi_cand_variant *v, const shogi_cand *a, const shogi_cand *b) {
  int ka[SHOGI_CAND_MAX_SQ], kb[SHOGI_CAND_MAX_SQ];
  int na = board_list(v, a, ka), nb = board_list(v, b, kb);
  for (int i = 0; i < na && i < nb; i++)
    if (ka[i] != kb[i]) return ka[i] < kb[i] ? -1 : 1;
  return na < nb ? -1 : na > nb;
}

/* The board lists of c and of its mirror image start with the Kings' entries when c has one King of
 * each side and no promoted King (cells 3 and 4, the smallest a candidate holds): if either King is
 * off the middle file, the lists first differ at a King, and no full comparison is needed. Returns
 * -1 (c first), 1 (mirror first) or 0 (undecided by the Kings). */
static int kings_decide(const shogi_cand_variant *v, const shogi_cand *c) {
  int n = v->files * v->ranks, sq[2] = {-1, -1}, count[5] = {0};
  for (int s = 0; s < n; s++)
    if (c->sq[s] && c->sq[s] <= 4) {
      count[c->sq[s]]++;
      if (c->sq[s] >= 3) sq[c->sq[s] - 3] = s;
    }
  if (count[1] || count[2] || count[3] != 1 || count[4] != 1) return 0;
  for (int k = 0; k < 2; k++) {
    int x = sq[k] / v->ranks, f = shogi_sq(v, v->files - 1 - x, sq[k] % v->ranks);
    if (sq[k] != f) return sq[k] < f ? -1 : 1;
  }
  return 0;
}

bool shogi_canon_is_canonical(const shogi_cand_variant *v, const shogi_cand *c) {
  int k = kings_decide(v, c);
  if (k) return k < 0;
  shogi_cand f;
  shogi_cand_hflip(v, c, &f);
  return shogi_canon_compare(v, c, &f) <= 0;
}
