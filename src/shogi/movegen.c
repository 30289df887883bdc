/* shogi/movegen: attack test, legal move generation (moves, promotions, drops, the pawn-drop rule),
 * copy-make and its inverse, and perft with bulk counting at the last ply. */
#include <string.h>

#include "shogi/tables.h"

bool shogi__attacked_rays(const shogi_variant *v, const uint8_t *board, int sq, int by, unsigned rays) {
  const shogi__tables *t = shogi__tab(v);
  const uint8_t *near_st = shogi__step[by], *near_sl = shogi__slide[by];
  for (int d = 0; d < 8; d++) {
    int s = t->nb[sq][d];
    if (s < 0) continue;
    int back = 1 << (d ^ 4); /* the direction from s to sq */
    uint8_t pc = board[s];
    if (pc) {
      if (SHOGI_COLOR(pc) == by && ((near_st[SHOGI_TYPE(pc)] | near_sl[SHOGI_TYPE(pc)]) & back)) return true;
      continue;
    }
    if (!(rays & (1u << d))) continue;
    do s = t->nb[s][d];
    while (s >= 0 && !board[s]);
    if (s >= 0) {
      pc = board[s];
      if (SHOGI_COLOR(pc) == by && (near_sl[SHOGI_TYPE(pc)] & back)) return true;
    }
  }
  for (int k = 0; k < 2; k++) {
    int s = t->knight[by ^ 1][sq][k];
    if (s >= 0 && board[s] == SHOGI_PIECE(by, SHOGI_N)) return true;
  }
  return false;
}

bool shogi__attacked_board(const shogi_variant *v, const uint8_t *board, int sq, int by) {
  return shogi__attacked_rays(v, board, sq, by, 0xff);
}

bool shogi_attacked(const shogi_pos *p, int sq, int by) {
  return shogi__attacked_board(p->v, p->board, sq, by);
}

bool shogi_in_check(const shogi_pos *p, int color) {
  return shogi__attacked_board(p->v, p->board, p->king[color], color ^ 1);
}

void shogi_make(shogi_pos *dst, const shogi_pos *src, shogi_move m) {
  if (dst != src) *dst = *src;
  int us = dst->side, to = SHOGI_MOVE_TO(m);
  if (SHOGI_MOVE_IS_DROP(m)) {
    int ty = SHOGI_MOVE_DROP_TYPE(m);
    shogi_pos_set_hand(dst, us, ty, dst->hand[us][ty] - 1);
    shogi_pos_put(dst, to, SHOGI_PIECE(us, ty));
  } else {
    int from = SHOGI_MOVE_FROM(m);
    uint8_t pc = dst->board[from];
    shogi_pos_remove(dst, from);
    if (dst->board[to]) {
      int cap = shogi__base(SHOGI_TYPE(dst->board[to]));
      shogi_pos_remove(dst, to);
      shogi_pos_set_hand(dst, us, cap, dst->hand[us][cap] + 1);
    }
    shogi_pos_put(dst, to, SHOGI_MOVE_PROMOTES(m) ? (uint8_t)(pc + SHOGI_PROMOTE) : pc);
  }
  shogi_pos_set_side(dst, us ^ 1);
}

void shogi_unmake(shogi_pos *dst, const shogi_pos *src, shogi_move m) {
  if (dst != src) *dst = *src;
  int mover = dst->side ^ 1, to = SHOGI_MOVE_TO(m);
  if (SHOGI_MOVE_IS_DROP(m)) {
    int ty = SHOGI_MOVE_DROP_TYPE(m);
    shogi_pos_remove(dst, to);
    shogi_pos_set_hand(dst, mover, ty, dst->hand[mover][ty] + 1);
  } else {
    uint8_t pc = dst->board[to];
    shogi_pos_remove(dst, to);
    shogi_pos_put(dst, SHOGI_MOVE_FROM(m), SHOGI_MOVE_PROMOTES(m) ? (uint8_t)(pc - SHOGI_PROMOTE) : pc);
    int cap = SHOGI_MOVE_CAPTURED(m);
    if (cap) {
      shogi_pos_put(dst, to, SHOGI_PIECE(mover ^ 1, cap));
      shogi_pos_set_hand(dst, mover, shogi__base(cap), dst->hand[mover][shogi__base(cap)] - 1);
    }
  }
  shogi_pos_set_side(dst, mover);
}

/* Generation state: the position, a scratch board for legality probes, and the output. */
typedef struct gen_ctx {
  const shogi_pos *p;
  const shogi__tables *t;
  uint8_t board[SHOGI_MAX_SQ];
  shogi_move *out;
  int n;
  bool first_only;
  bool check;
  int us, them, ksq;
  unsigned them_rays, us_rays; /* shogi__slider_rays of each side (us_rays computed when needed) */
  int escapes, escape_sq;      /* safe King steps of `them` before any drop (at most 2 counted), -1 unknown */
  uint8_t pin[SHOGI_MAX_SQ];   /* not in check: 1 + direction from our King of the line a pinned piece
                              * must stay on, 0 for a free piece */
} gen_ctx;

/* Mark our pieces pinned to our King: the first piece along a ray from the King is pinned when the
 * next piece on that ray is an enemy slider moving along it. */
static void find_pins(gen_ctx *g) {
  const shogi__tables *t = g->t;
  const uint8_t *b = g->p->board;
  for (int d = 0; d < 8; d++) {
    int s = t->nb[g->ksq][d];
    while (s >= 0 && !b[s]) s = t->nb[s][d];
    if (s < 0 || SHOGI_COLOR(b[s]) != g->us) continue;
    int own = s;
    s = t->nb[s][d];
    while (s >= 0 && !b[s]) s = t->nb[s][d];
    if (s < 0 || SHOGI_COLOR(b[s]) != g->them) continue;
    if (shogi__slide[g->them][SHOGI_TYPE(b[s])] & (1 << (d ^ 4))) g->pin[own] = (uint8_t)(1 + d);
  }
}

/* Would moving the piece on `from` to `to` (a non-King move) leave our King attacked? */
static bool leaves_check(gen_ctx *g, int from, int to) {
  uint8_t saved = g->board[to], pc = g->board[from];
  g->board[from] = 0;
  g->board[to] = pc;
  bool bad = shogi__attacked_rays(g->p->v, g->board, g->ksq, g->them, g->them_rays);
  g->board[to] = saved;
  g->board[from] = pc;
  return bad;
}

static bool king_move_bad(gen_ctx *g, int from, int to) {
  uint8_t saved = g->board[to], pc = g->board[from];
  g->board[from] = 0;
  g->board[to] = pc;
  bool bad = shogi__attacked_rays(g->p->v, g->board, to, g->them, g->them_rays);
  g->board[to] = saved;
  g->board[from] = pc;
  return bad;
}

/* Emit the promotion choices of a piece of type ty moving from -> to (legal w.r.t. our King). */
static void emit_moves(gen_ctx *g, int ty, int from, int to, int cap) {
  shogi_move m = SHOGI_MOVE_WITH_CAPTURE(SHOGI_MOVE(from, to, 0), cap);
  if (shogi__promotable(ty) && (g->t->zone[g->us][from] || g->t->zone[g->us][to])) {
    g->out[g->n++] = m | (1u << 14);
    if (g->first_only) return;
    if (shogi__immobile(g->p->v, g->us, ty, to)) return;
  }
  g->out[g->n++] = m;
}

static bool gen_piece_moves(gen_ctx *g, int from) {
  const shogi_pos *p = g->p;
  const shogi__tables *t = g->t;
  int ty = SHOGI_TYPE(p->board[from]);
  bool is_king = ty == SHOGI_K;
  bool probe = !is_king && g->check;
  int pin = g->check ? 0 : g->pin[from];
  int targets[32], nt = 0;
  uint8_t st = shogi__step[g->us][ty], sl = shogi__slide[g->us][ty];
  for (int d = 0; d < 8; d++) {
    if (st & (1 << d)) {
      int s = t->nb[from][d];
      if (s >= 0) targets[nt++] = s;
    } else if (sl & (1 << d)) {
      for (int s = t->nb[from][d]; s >= 0; s = t->nb[s][d]) {
        targets[nt++] = s;
        if (p->board[s]) break;
      }
    }
  }
  if (ty == SHOGI_N)
    for (int k = 0; k < 2; k++)
      if (t->knight[g->us][from][k] >= 0) targets[nt++] = t->knight[g->us][from][k];
  for (int i = 0; i < nt; i++) {
    int to = targets[i];
    uint8_t tp = p->board[to];
    if (tp && (SHOGI_COLOR(tp) == g->us || SHOGI_TYPE(tp) == SHOGI_K)) continue;
    if (pin && t->line[g->ksq][to] != pin) continue;
    if (is_king ? king_move_bad(g, from, to) : (probe && leaves_check(g, from, to))) continue;
    emit_moves(g, ty, from, to, tp ? SHOGI_TYPE(tp) : 0);
    if (g->first_only && g->n) return true;
  }
  return false;
}

/* Count the opponent King's safe steps (empty or enemy squares it may move to), stopping at two. */
static void count_escapes(gen_ctx *g) {
  const shogi__tables *t = g->t;
  int k = g->p->king[g->them];
  uint8_t king = g->board[k];
  g->board[k] = 0;
  g->escapes = 0;
  g->us_rays = shogi__slider_rays(g->p, g->us);
  for (int d = 0; d < 8 && g->escapes < 2; d++) {
    int s = t->nb[k][d];
    if (s < 0 || (g->board[s] && SHOGI_COLOR(g->board[s]) == g->them)) continue;
    if (shogi__attacked_rays(g->p->v, g->board, s, g->us, g->us_rays)) continue;
    if (g->escapes++ == 0) g->escape_sq = s;
  }
  g->board[k] = king;
}

/* Is the pawn drop on `to` legal under the seed's rule: the opponent must have a legal move after it.
 * A dropped pawn adds one attacked square (the one in front of it) and otherwise only blocks lines,
 * which makes squares safer: so while the opponent's King keeps a safe step the pawn does not attack,
 * the drop is legal without playing it out. */
static bool pawn_drop_ok(gen_ctx *g, int to) {
  if (g->escapes < 0) count_escapes(g);
  int front = g->t->nb[to][g->us == SHOGI_BLACK ? 0 : 4];
  if (g->escapes >= 2 || (g->escapes == 1 && g->escape_sq != front)) return true;
  shogi_pos after;
  shogi_make(&after, g->p, SHOGI_DROP(SHOGI_P, to));
  return shogi_has_legal_move(&after);
}

static void gen_drops(gen_ctx *g) {
  const shogi_pos *p = g->p;
  const shogi_variant *v = p->v;
  const uint8_t *hand = p->hand[g->us];
  int types[SHOGI_NHAND], nty = 0;
  bool pawn = false;
  for (int ty = SHOGI_NHAND - 1; ty >= 1; ty--) /* pawn last: its test is the costly one */
    if (hand[ty]) {
      if (ty == SHOGI_P) pawn = true;
      else types[nty++] = ty;
    }
  if (!nty && !pawn) return;
  shogi_bb empty = g->t->all & ~(p->occ[0] | p->occ[1]);
  shogi_bb pawn_files = 0;
  for (int c = 0; pawn && c < v->n; c++)
    if (p->pawns[g->us] & g->t->file[c]) pawn_files |= g->t->file[c];
  while (empty) {
    int to = shogi__pop(&empty);
    if (g->check) {
      g->board[to] = SHOGI_PIECE(g->us, SHOGI_G); /* any blocker will do: it only blocks */
      bool bad = shogi__attacked_rays(v, g->board, g->ksq, g->them, g->them_rays);
      g->board[to] = 0;
      if (bad) continue;
    }
    for (int i = 0; i < nty; i++) {
      if (shogi__immobile(v, g->us, types[i], to)) continue;
      g->out[g->n++] = SHOGI_DROP(types[i], to);
      if (g->first_only) return;
    }
    if (pawn && !(pawn_files & shogi__bit(to)) && !shogi__immobile(v, g->us, SHOGI_P, to) &&
        pawn_drop_ok(g, to)) {
      g->out[g->n++] = SHOGI_DROP(SHOGI_P, to);
      if (g->first_only) return;
    }
  }
}

static int gen(const shogi_pos *p, shogi_move *out, bool first_only) {
  gen_ctx g;
  g.p = p;
  g.t = shogi__tab(p->v);
  memcpy(g.board, p->board, sizeof g.board);
  g.out = out;
  g.n = 0;
  g.first_only = first_only;
  g.us = p->side;
  g.them = p->side ^ 1;
  g.ksq = p->king[g.us];
  g.them_rays = shogi__slider_rays(p, g.them);
  g.check = shogi__attacked_rays(p->v, p->board, g.ksq, g.them, g.them_rays);
  g.escapes = -1;
  g.escape_sq = -1;
  if (!g.check) {
    memset(g.pin, 0, sizeof g.pin);
    find_pins(&g);
  }
  if (gen_piece_moves(&g, g.ksq)) return g.n;
  shogi_bb own = p->occ[g.us] & ~shogi__bit(g.ksq);
  while (own)
    if (gen_piece_moves(&g, shogi__pop(&own))) return g.n;
  gen_drops(&g);
  return g.n;
}

int shogi_gen_legal(const shogi_pos *p, shogi_move *moves) { return gen(p, moves, false); }

bool shogi_has_legal_move(const shogi_pos *p) {
  shogi_move m[2];
  return gen(p, m, true) > 0;
}

/* The leaves below p; stop (may be NULL) is polled at every node two or more plies above the leaves,
 * and once it says so the count stops growing (*stopped set). */
static uint64_t perft(const shogi_pos *p, int depth, bool (*stop)(void), bool *stopped) {
  if (depth <= 0) return 1;
  shogi_move moves[SHOGI_MAX_MOVES];
  int n = shogi_gen_legal(p, moves);
  if (depth == 1) return (uint64_t)n;
  if (stop && (*stopped || (*stopped = stop()))) return 0;
  uint64_t total = 0;
  shogi_pos q;
  for (int i = 0; i < n && !*stopped; i++) {
    shogi_make(&q, p, moves[i]);
    total += perft(&q, depth - 1, stop, stopped);
  }
  return total;
}

int shogi_perft_divide(const shogi_pos *p, int depth, shogi_move *moves, uint64_t *counts, bool (*stop)(void),
                       int *done) {
  int n = shogi_gen_legal(p, moves);
  bool stopped = false;
  *done = 0;
  for (int i = 0; i < n; i++) {
    shogi_pos q;
    shogi_make(&q, p, moves[i]);
    counts[i] = perft(&q, depth - 1, stop, &stopped);
    if (stopped) break;
    *done = i + 1;
  }
  return n;
}

uint64_t shogi_perft(const shogi_pos *p, int depth) {
  bool stopped = false;
  return perft(p, depth, NULL, &stopped);
}

uint64_t shogi_perft_poll(const shogi_pos *p, int depth, bool (*stop)(void), bool *stopped) {
  *stopped = false;
  return perft(p, depth, stop, stopped);
}
