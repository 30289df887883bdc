/* shogi/unmove: Prev_1(p) of the seed's section 3.3, every legal (q, m) with Next(q, m) = p, by
 * un-drops, un-moves with and without un-promotion, and un-captures; see docs/shogi-rules.md for the
 * argument that each case's tests are exactly the legality of q and of m. */
#include <string.h>

#include "shogi/tables.h"

typedef struct prev_ctx {
  const shogi_pos *p;
  const shogi__tables *t;
  uint8_t board[SHOGI_MAX_SQ]; /* scratch: p's board, edited and restored around each probe */
  shogi_move *out;             /* NULL: only count to the first predecessor */
  int n;
  int mover, s;     /* mover made the last move; s is to move in p */
  int pawn_drop_ok; /* -1 unknown, else whether s has a legal move in p */
  unsigned rays;    /* shogi__slider_rays(p, mover) */
} prev_ctx;

/* The captured kinds an un-capture may restore: every base type in the mover's hand, and its
 * promoted form where one exists. */
static int capture_kinds(const prev_ctx *g, int *kinds) {
  int k = 0;
  for (int ty = 1; ty < SHOGI_NHAND; ty++) {
    if (!g->p->hand[g->mover][ty]) continue;
    kinds[k++] = ty;
    if (shogi__promotable(ty)) kinds[k++] = ty + SHOGI_PROMOTE;
  }
  return k;
}

/* Un-move of the piece on `to` (type x in p) from `from`, as type y before the move (y != x means the
 * move promoted). Emits the uncapturing variants too. Returns true to stop (early exit). */
static bool try_origin(prev_ctx *g, int from, int to, int x, int y, const int *kinds, int nk) {
  const shogi_variant *v = g->p->v;
  /* No immobility test for y on `from`: the only pieces that can be immobile (P, L, N) move forward
   * only, so their origin lies behind `to` and never on the ranks where they could not move. */
  /* An un-promoted pawn must not make two pawns on its file (a pawn moving unpromoted keeps its file). */
  if (y == SHOGI_P && x != y && (g->p->pawns[g->mover] & g->t->file[g->t->col[from]])) return false;
  shogi_move m = SHOGI_MOVE(from, to, x != y);
  int sk = g->p->king[g->s];
  uint8_t moved = g->board[to];
  g->board[to] = 0;
  g->board[from] = SHOGI_PIECE(g->mover, y);
  /* s's King must not be attacked in q. A restored piece of s on `to` only blocks, whatever it is. */
  unsigned rays = g->rays | shogi__rotate4(shogi__slide[g->mover][y]);
  bool ok_plain = !shogi__attacked_rays(v, g->board, sk, g->mover, rays);
  bool ok_cap = ok_plain;
  if (!ok_plain && nk) {
    g->board[to] = SHOGI_PIECE(g->s, SHOGI_G);
    ok_cap = !shogi__attacked_rays(v, g->board, sk, g->mover, rays);
  }
  g->board[from] = 0;
  g->board[to] = moved;
  if (ok_plain) {
    if (!g->out) return true;
    g->out[g->n++] = m;
  }
  if (!ok_cap) return false;
  bool pawn_on_file = (g->p->pawns[g->s] & g->t->file[g->t->col[to]]) != 0;
  for (int i = 0; i < nk; i++) {
    int z = kinds[i];
    if (shogi__immobile(v, g->s, z, to)) continue;
    if (z == SHOGI_P && pawn_on_file) continue;
    if (!g->out) return true;
    g->out[g->n++] = SHOGI_MOVE_WITH_CAPTURE(m, z);
  }
  return false;
}

static bool unmoves_of(prev_ctx *g, int to, const int *kinds, int nk) {
  const shogi_pos *p = g->p;
  const shogi__tables *t = g->t;
  int x = SHOGI_TYPE(p->board[to]);
  /* Un-drop: an unpromoted non-King piece may have come from the hand. The drop's own tests (empty
   * square, not immobile, no second pawn) hold because p passes the filters; the pawn-drop rule needs
   * s to have a legal move in p. */
  if (x < SHOGI_K) {
    bool ok = true;
    if (x == SHOGI_P) {
      if (g->pawn_drop_ok < 0) g->pawn_drop_ok = shogi_has_legal_move(p);
      ok = g->pawn_drop_ok;
    }
    if (ok) {
      uint8_t moved = g->board[to];
      g->board[to] = 0;
      ok = !shogi__attacked_rays(p->v, g->board, p->king[g->s], g->mover, g->rays);
      g->board[to] = moved;
    }
    if (ok) {
      if (!g->out) return true;
      g->out[g->n++] = SHOGI_DROP(x, to);
    }
  }
  /* Un-moves: as the same type, and for a promoted piece also as its base when the promotion was
   * possible (origin or destination in the mover's zone). */
  int ys[2] = {x, x > SHOGI_K ? x - SHOGI_PROMOTE : 0};
  for (int k = 0; k < 2 && ys[k]; k++) {
    int y = ys[k];
    /* Origins: squares from which y reaches `to`, i.e. y's moves reversed, over empty squares. */
    uint8_t st = shogi__step[g->mover][y], sl = shogi__slide[g->mover][y];
    for (int d = 0; d < 8; d++) {
      int rd = d ^ 4;
      if (st & (1 << d)) {
        int from = t->nb[to][rd];
        if (from < 0 || p->board[from]) continue;
        if (k == 1 && !t->zone[g->mover][from] && !t->zone[g->mover][to]) continue;
        if (try_origin(g, from, to, x, y, kinds, nk)) return true;
      } else if (sl & (1 << d)) {
        for (int from = t->nb[to][rd]; from >= 0 && !p->board[from]; from = t->nb[from][rd]) {
          if (k == 1 && !t->zone[g->mover][from] && !t->zone[g->mover][to]) continue;
          if (try_origin(g, from, to, x, y, kinds, nk)) return true;
        }
      }
    }
    if (y == SHOGI_N)
      for (int j = 0; j < 2; j++) {
        int from = t->knight[g->s][to][j];
        if (from < 0 || p->board[from]) continue;
        if (k == 1 && !t->zone[g->mover][from] && !t->zone[g->mover][to]) continue;
        if (try_origin(g, from, to, x, y, kinds, nk)) return true;
      }
  }
  return false;
}

static int prev_run(const shogi_pos *p, shogi_move *out) {
  /* A legal move never yields a position failing a filter, so such a p has no predecessor. */
  if (shogi_filter_check(p) || shogi_filter_two_pawns(p) || shogi_filter_immobile(p)) return 0;
  prev_ctx g;
  g.p = p;
  g.t = shogi__tab(p->v);
  memcpy(g.board, p->board, sizeof g.board);
  g.out = out;
  g.n = 0;
  g.s = p->side;
  g.mover = p->side ^ 1;
  g.pawn_drop_ok = -1;
  g.rays = shogi__slider_rays(p, g.mover);
  int kinds[14];
  int nk = capture_kinds(&g, kinds);
  shogi_bb pieces = p->occ[g.mover];
  while (pieces)
    if (unmoves_of(&g, shogi__pop(&pieces), kinds, nk)) return 1;
  return g.n;
}

int shogi_prev_gen(const shogi_pos *p, shogi_move *out) { return prev_run(p, out); }

bool shogi_prev_exists(const shogi_pos *p) { return prev_run(p, NULL) > 0; }
