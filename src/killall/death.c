/* killall/death: the Attacker's local death in the last places the Defender could live (see
 * death.h). */
#include "killall/death.h"
#include <stdlib.h>
#include "core/cache.h"
#include "core/hash.h"
#include "killall/rules.h"

#define DEATH_MEMO_BITS 19   /* local positions */
#define DEATH_STATIC_BITS 16 /* static verdicts */
#define DEATH_ROOT_BITS 17   /* whole verdicts */

/* key R, black, white; tag shape << 8 | side (side: Defender to move (bit 0), the Attacker's colour
 * (above)); value 1: the Attacker wins */
CACHE_SLOT(dmemo_slot, 3, uint8_t)
typedef struct {
  uint64_t r;
  int attacker_r;
  bool won;
} droot_value;
/* key both board hashes and the budget; tag side to move | Attacker's colour << 2 | shape << 4 */
CACHE_SLOT(droot_slot, 3, droot_value)

struct killall_death_tables {
  dmemo_slot memo[CACHE_SIZE(DEATH_MEMO_BITS)];
  cache_pair stat[CACHE_SIZE(DEATH_STATIC_BITS)];
  droot_slot root[CACHE_SIZE(DEATH_ROOT_BITS)];
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

static uint64_t own(const go_board *b, int colour) { return go_board_stoneset(b, colour); }

/* Exact answers by (board shape, R, stones, side to move, Attacker's colour): the local game looks at
 * nothing else (it has no history: the Attacker's stone count on R grows with each of its moves and
 * never falls). Direct-mapped, in the caller's tables; answers cut short by the budget are not kept. */
static uint8_t side_of(const dctx *c, bool def) { return (uint8_t)(def | c->attacker << 1); }

static dmemo_slot *dmemo_find(const dctx *c, const go_board *b, bool def) {
  uint64_t h = hash_words3(c->R, go_board_stoneset(b, GO_BLACK), go_board_stoneset(b, GO_WHITE),
                           ((uint64_t)c->shape << 8) ^ side_of(c, def));
  return &c->t->memo[cache_index(h, DEATH_MEMO_BITS)];
}

static int dsearch_body(dctx *c, const go_board *b, bool def);

/* The local game from b with the Defender (def) or the Attacker to move: 1 when the Attacker wins,
 * 0 when it does not, -1 when the budget ran out. */
static int dsearch(dctx *c, const go_board *b, bool def) {
  dmemo_slot *m = dmemo_find(c, b, def);
  const uint64_t key[3] = {c->R, go_board_stoneset(b, GO_BLACK), go_board_stoneset(b, GO_WHITE)};
  uint32_t tag = (uint32_t)c->shape << 8 | side_of(c, def);
  uint8_t won;
  if (dmemo_slot_get(m, key, tag, &won)) return won;
  int r = dsearch_body(c, b, def);
  if (r >= 0) dmemo_slot_put(m, key, tag, (uint8_t)r);
  return r;
}

static int dsearch_body(dctx *c, const go_board *b, bool def) {
  if (++c->nodes > c->budget) return -1;
  int attacker = c->attacker, mover = def ? GO_OTHER(attacker) : attacker;
  uint64_t empty = c->R & ~go_board_occupiedset(b);
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
    if (def && natt2 < natt) return 0;       /* an Attacker stone lost */
    if (!def && natt2 != natt + 1) continue; /* suicide: never in the strategy */
    killall_role v = killall_go_board_static_cached(c->t->stat, DEATH_STATIC_BITS, x, attacker);
    if (v == (def ? KILLALL_DEFENDER : KILLALL_ATTACKER)) return !def;
    if (v == KILLALL_NOROLE) n++; /* else it loses at once for the mover */
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
  uint32_t shape = (uint32_t)(b->rows << 8 | b->cols); /* the hashes do not tell board shapes apart */
  uint64_t k1 = b->hash[1] ^ (uint64_t)b->to_move << 1 ^ (uint64_t)attacker << 3 ^ (uint64_t)shape << 5;
  droot_slot *e = &t->root[cache_index(hash_combine(b->hash[0], k1), DEATH_ROOT_BITS)];
  const uint64_t key[3] = {b->hash[0], b->hash[1], budget};
  uint32_t tag = (uint32_t)b->to_move | (uint32_t)attacker << 2 | shape << 4;
  droot_value v;
  if (droot_slot_get(e, key, tag, &v)) {
    out->r = v.r;
    out->attacker_r = v.attacker_r;
    return v.won;
  }
  uint64_t A, R = killall_go_board_room_mask(b, attacker, &A);
  uint64_t empty = R & ~go_board_occupiedset(b);
  bool won = false;
  if (R && __builtin_popcountll(empty) <= KILLALL_DEATH_MAX_EMPTY) {
    dctx c = {t,
              R,
              (go_board_pointset(b) & ~R & ~go_board_occupiedset(b)) != 0,
              attacker,
              (uint16_t)(b->rows << 8 | b->cols),
              budget,
              0};
    out->r = R;
    out->attacker_r = __builtin_popcountll(own(b, attacker) & R);
    won = dsearch(&c, b, b->to_move != attacker) == 1;
    out->nodes = c.nodes;
  }
  droot_slot_put(e, key, tag, (droot_value){out->r, out->attacker_r, won});
  return won;
}

bool killall_death_history_ok(const go_board *hist, int n, int attacker, uint64_t r, int k) {
  for (int i = 0; i < n; i++)
    if (__builtin_popcountll(own(&hist[i], attacker) & r) > k) return false;
  return true;
}
