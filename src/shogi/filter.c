/* shogi/filter: the local rule filters of the seed's section 4.2, which every reachable position
 * passes: no two unpromoted pawns of a side on a file, no piece that can never move, and the side not
 * to move not in check. */
#include "shogi/tables.h"

bool shogi_filter_two_pawns(const shogi_pos *p) {
  const shogi__tables *t = shogi__tab(p->v);
  for (int c = 0; c < 2; c++)
    for (int f = 0; f < p->v->n; f++) {
      shogi_bb b = p->pawns[c] & t->file[f];
      if (b & (b - 1)) return true; /* more than one bit */
    }
  return false;
}

bool shogi_filter_immobile(const shogi_pos *p) {
  int n = p->v->n;
  /* Only the two outer ranks on each side can hold an immobile piece. */
  for (int r = 0; r < 2; r++)
    for (int c = 0; c < n; c++) {
      int sq_b = r * n + c, sq_w = (n - 1 - r) * n + c;
      uint8_t pb = p->board[sq_b], pw = p->board[sq_w];
      if (pb && SHOGI_COLOR(pb) == SHOGI_BLACK && shogi__immobile(p->v, SHOGI_BLACK, SHOGI_TYPE(pb), sq_b))
        return true;
      if (pw && SHOGI_COLOR(pw) == SHOGI_WHITE && shogi__immobile(p->v, SHOGI_WHITE, SHOGI_TYPE(pw), sq_w))
        return true;
    }
  return false;
}

bool shogi_filter_check(const shogi_pos *p) { return shogi_in_check(p, p->side ^ 1); }

bool shogi_pos_legal(const shogi_pos *p) {
  return !shogi_filter_two_pawns(p) && !shogi_filter_immobile(p) && !shogi_filter_check(p);
}

const shogi_filter_info shogi_filters[SHOGI_NFILTERS] = {
    {shogi_filter_two_pawns, "two pawns", "two unpromoted pawns of one side on a file"},
    {shogi_filter_immobile, "immobile piece", "a piece that can never move"},
    {shogi_filter_check, "side not to move in check", "the side not to move is in check"},
};

const char *shogi_filter_rule(const shogi_pos *p) {
  for (int i = 0; i < SHOGI_NFILTERS; i++)
    if (shogi_filters[i].fails(p)) return shogi_filters[i].rule;
  return NULL;
}
