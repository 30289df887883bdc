/* killall/death: the Attacker's local death in the last places the Defender could live (see
 * death.h). */
#include "killall/death.h"
#include "killall/rules.h"
#include <stdlib.h>

#define DEATH_MEMO_BITS 19   /* local positions */
#define DEATH_STATIC_BITS 16 /* static verdicts */
#define DEATH_ROOT_BITS 17   /* whole verdicts */

typedef struct {
  uint64_t R, black, white;
  uint16_t shape;
  uint8_t side, value; /* side: Defender to move (bit 0), the Attacker's colour (above); value 0: empty
                        * slot, 1: the Attacker does not win, 2: it wins */
} dmemo_slot;
typedef struct {
  uint64_t k0, k1;
} dstatic_slot;
typedef struct {
  uint64_t k0, k1, budget, r;
  int attacker_r;
  uint8_t won; /* 0: empty slot; 1: the local search failed; 2: the Attacker wins */
} droot_slot;

struct killall_death_tables {
  dmemo_slot memo[1u << DEATH_MEMO_BITS];
  dstatic_slot stat[1u << DEATH_STATIC_BITS];
  droot_slot root[1u << DEATH_ROOT_BITS];
};

killall_death_tables *killall_death_tables_new(void) { return calloc(1, sizeof(killall_death_tables)); }
void killall_death_tables_free(killall_death_tables *t) { free(t); }

typedef struct {
  killall_death_tables *t;
  uint64_t R;
  bool pass; /* the Defender may play elsewhere: there is an empty point outside R */
  int attacker;
  uint16_t shape; /* rows << 8 | cols */
  uint64_t budget, nodes;
} dctx;

static uint64_t own(const go_board *b, int colour) { return colour == GO_BLACK ? b->black.w[0] : b->white.w[0]; }

/* Exact answers by (board shape, R, stones, side to move, Attacker's colour): the local game looks at
 * nothing else (it has no history: the Attacker's stone count on R grows with each of its moves and
 * never falls). Direct-mapped, in the caller's tables; answers cut short by the budget are not kept. */
static uint8_t side_of(const dctx *c, bool def) { return (uint8_t)(def | c->attacker << 1); }

static dmemo_slot *dmemo_find(const dctx *c, const go_board *b, bool def) {
  uint64_t h = (c->R * 0x9e3779b97f4a7c15ull) ^ (b->black.w[0] * 0xc2b2ae3d27d4eb4full) ^
               (b->white.w[0] * 0x165667b19e3779f9ull) ^ ((uint64_t)c->shape << 8) ^ side_of(c, def);
  h ^= h >> 29;
  h *= 0xbf58476d1ce4e5b9ull;
  return &c->t->memo[h >> (64 - DEATH_MEMO_BITS)];
}

static int dsearch_body(dctx *c, const go_board *b, bool def);

/* killall_go_board_static, cached by both board hashes, the Attacker's colour and the board shape
 * (the hashes alone do not tell shapes apart; direct-mapped, in the tables): the verdict depends on
 * the stones alone. Slot: hash[0] and (that key, with its two low bits replaced by the
 * verdict + 1). */
static killall_role verdict(killall_death_tables *t, const go_board *b, int attacker) {
  uint64_t k1 = (b->hash[1] & ~3ull) ^ (uint64_t)attacker << 2 ^ (uint64_t)(b->rows << 8 | b->cols) << 4;
  dstatic_slot *e = &t->stat[b->hash[0] >> (64 - DEATH_STATIC_BITS)];
  if (e->k0 == b->hash[0] && (e->k1 & ~3ull) == k1 && (e->k1 & 3)) return (killall_role)((e->k1 & 3) - 1);
  killall_why why;
  killall_role r = killall_go_board_static(b, attacker, &why);
  e->k0 = b->hash[0];
  e->k1 = k1 | (uint64_t)(r + 1);
  return r;
}

/* The local game from b with the Defender (def) or the Attacker to move: 1 when the Attacker wins,
 * 0 when it does not, -1 when the budget ran out. */
static int dsearch(dctx *c, const go_board *b, bool def) {
  dmemo_slot *m = dmemo_find(c, b, def);
  if (m->value && m->R == c->R && m->black == b->black.w[0] && m->white == b->white.w[0] && m->shape == c->shape &&
      m->side == side_of(c, def))
    return m->value - 1;
  int r = dsearch_body(c, b, def);
  if (r >= 0) *m = (dmemo_slot){c->R, b->black.w[0], b->white.w[0], c->shape, side_of(c, def), (uint8_t)(r + 1)};
  return r;
}

static int dsearch_body(dctx *c, const go_board *b, bool def) {
  if (++c->nodes > c->budget) return -1;
  int attacker = c->attacker, mover = def ? GO_OTHER(attacker) : attacker;
  uint64_t empty = c->R & ~(b->black.w[0] | b->white.w[0]);
  int natt = __builtin_popcountll(own(b, attacker)), n = 0, r;
  /* First every placement with what it decides at once, then the searches of the others: a
   * placement that settles the node needs no search. */
  go_board next[GO_SMALL_POINTS];
  for (uint64_t m = empty; m; m &= m - 1) {
    go_board *x = &next[n];
    *x = *b;
    x->to_move = (uint8_t)mover;
    if (go_board_play(x, __builtin_ctzll(m)) != 0) continue; /* a single-stone suicide */
    int natt2 = __builtin_popcountll(own(x, attacker));
    if (def && natt2 < natt) return 0;                    /* an Attacker stone lost */
    if (!def && natt2 != natt + 1) continue;              /* suicide: never in the strategy */
    killall_role v = verdict(c->t, x, attacker);
    if (v == (def ? KILLALL_DEFENDER : KILLALL_ATTACKER)) return !def;
    if (v == KILLALL_NOROLE) n++;                         /* else it loses at once for the mover */
  }
  if (def) {
    if (c->pass && (r = dsearch(c, b, false)) != 1) return r; /* the Defender plays elsewhere */
    for (int i = 0; i < n; i++)
      if ((r = dsearch(c, &next[i], false)) != 1) return r;
    return 1;
  }
  bool unknown = false;
  for (int i = 0; i < n; i++) {
    if ((r = dsearch(c, &next[i], true)) == 1) return 1;
    if (r < 0) unknown = true;
  }
  return unknown ? -1 : 0; /* no placement wins, or none is possible */
}

/* Whole verdicts by (board hashes, side to move, attacker, budget), direct-mapped, in the tables: df-pn
 * asks for the same child each time it expands the parent again, and most searches fail. */

bool killall_local_death(killall_death_tables *t, const go_board *b, int attacker, uint64_t budget,
                         killall_death *out) {
  out->r = 0;
  out->attacker_r = 0;
  out->nodes = 0;
  uint64_t k1 = b->hash[1] ^ (uint64_t)b->to_move << 1 ^ (uint64_t)attacker << 3 ^
                (uint64_t)(b->rows << 8 | b->cols) << 5; /* the hashes do not tell board shapes apart */
  droot_slot *e = &t->root[(b->hash[0] ^ k1 * 0x9e3779b97f4a7c15ull) >> (64 - DEATH_ROOT_BITS)];
  if (e->won && e->k0 == b->hash[0] && e->k1 == k1 && e->budget == budget) {
    out->r = e->r;
    out->attacker_r = e->attacker_r;
    return e->won == 2;
  }
  uint64_t A, R = killall_go_board_room_mask(b, attacker, &A);
  uint64_t empty = R & ~(b->black.w[0] | b->white.w[0]);
  bool won = false;
  if (R && __builtin_popcountll(empty) <= KILLALL_DEATH_MAX_EMPTY) {
    dctx c = {t, R, (b->all.w[0] & ~R & ~(b->black.w[0] | b->white.w[0])) != 0, attacker,
              (uint16_t)(b->rows << 8 | b->cols), budget, 0};
    out->r = R;
    out->attacker_r = __builtin_popcountll(own(b, attacker) & R);
    won = dsearch(&c, b, b->to_move != attacker) == 1;
    out->nodes = c.nodes;
  }
  *e = (droot_slot){b->hash[0], k1, budget, out->r, out->attacker_r, (uint8_t)(won ? 2 : 1)};
  return won;
}

bool killall_death_history_ok(const go_board *hist, int n, int attacker, uint64_t r, int k) {
  for (int i = 0; i < n; i++)
    if (__builtin_popcountll(own(&hist[i], attacker) & r) > k) return false;
  return true;
}
