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

bool shogi_canon_is_canonical(const shogi_cand_variant *v, const shogi_cand *c) {
  shogi_cand f;
  shogi_cand_hflip(v, c, &f);
  return shogi_canon_compare(v, c, &f) <= 0;
}
