/* killall/local: the Defender's local life in the small areas it encloses (see local.h). */
#include "killall/local.h"
#include "core/cache.h"
#include "core/hash.h"

typedef struct {
  uint64_t all, not_first, not_last, R;
  int cols;
  uint16_t shape; /* rows << 8 | cols: the memo's answers hold for one board shape */
  uint64_t budget, nodes;
} lctx;

static uint64_t nb(const lctx *c, uint64_t x) {
  return (((x << 1) & c->not_first) | ((x >> 1) & c->not_last) | (x << c->cols) | (x >> c->cols)) & c->all;
}

static uint64_t flood(const lctx *c, uint64_t seed, uint64_t within) {
  for (;;) {
    uint64_t next = (seed | nb(c, seed)) & within;
    if (next == seed) return seed;
    seed = next;
  }
}

/* Benson's test (multi-stone suicide allowed, as in Kill-All) over the Defender chains of D and the
 * regions inside R only: the components of R \ D holding an empty point. A region is vital to a
 * chain when every point of it touches the chain; chains with fewer than two vital regions among
 * those not bordered by an eliminated chain are eliminated until none is. True when a chain
 * survives. */
static bool local_benson(const lctx *c, uint64_t D, uint64_t A) {
  uint64_t empty = c->R & ~D & ~A, nonD = c->R & ~D;
  uint64_t chain[64], cnb[64], region[64];
  int nc = 0, nr = 0;
  for (uint64_t rest = D; rest;) {
    chain[nc] = flood(c, rest & -rest, D);
    rest &= ~chain[nc];
    cnb[nc] = nb(c, chain[nc]);
    nc++;
  }
  for (uint64_t rest = empty; rest;) {
    region[nr] = flood(c, rest & -rest, nonD);
    rest &= ~region[nr];
    nr++;
  }
  if (nr < 2) return false;
  uint64_t alive = nc == 64 ? ~0ull : (1ull << nc) - 1, dead_border = 0; /* bit sets over chains, regions */
  for (;;) {
    bool killed = false;
    for (int k = 0; k < nc; k++) {
      if (!(alive >> k & 1)) continue;
      int vital = 0;
      for (int r = 0; r < nr && vital < 2; r++)
        if (!(dead_border >> r & 1) && !(region[r] & ~cnb[k])) vital++;
      if (vital >= 2) continue;
      alive &= ~(1ull << k);
      killed = true;
      for (int r = 0; r < nr; r++)
        if (region[r] & cnb[k]) dead_border |= 1ull << r;
    }
    if (!killed) break;
  }
  return alive != 0;
}

/* Exact answers of the local game by (board shape, R, D, A, side to move): the local game depends on
 * nothing else (it has no history: the Defender's stone count on Z grows with each of its moves, and
 * the Attacker is allowed to repeat), so an answer never goes stale. Direct-mapped, per thread;
 * answers cut short by the budget are not kept. */
#define LOCAL_MEMO_BITS 16
CACHE_SLOT(memo_slot, 3, uint8_t) /* key R, D, A; tag shape << 8 | def; value 1: the Defender wins */
static _Thread_local memo_slot memo[CACHE_SIZE(LOCAL_MEMO_BITS)];

static memo_slot *memo_find(const lctx *c, uint64_t D, uint64_t A, bool def) {
  return &memo[cache_index(hash_words3(c->R, D, A, ((uint64_t)c->shape << 1) ^ def), LOCAL_MEMO_BITS)];
}

static int search_body(lctx *c, uint64_t D, uint64_t A, bool def);

/* The local game from (D, A) with the Defender (def) or the Attacker to move: 1 when the Defender
 * wins, 0 when it does not, -1 when the budget ran out. */
static int search(lctx *c, uint64_t D, uint64_t A, bool def) {
  memo_slot *m = memo_find(c, D, A, def);
  const uint64_t key[3] = {c->R, D, A};
  uint32_t tag = (uint32_t)c->shape << 8 | def;
  uint8_t won;
  if (memo_slot_get(m, key, tag, &won)) return won;
  int r = search_body(c, D, A, def);
  if (r >= 0) memo_slot_put(m, key, tag, (uint8_t)r);
  return r;
}

static int search_body(lctx *c, uint64_t D, uint64_t A, bool def) {
  if (++c->nodes > c->budget) return -1;
  uint64_t empty = c->R & ~D & ~A;
  if (def) {
    for (uint64_t m = empty; m; m &= m - 1) {
      uint64_t p = m & -m, D2 = D | p, A2 = A, empty2 = empty & ~p;
      for (uint64_t adj = nb(c, p) & A; adj;) { /* captures */
        uint64_t ch = flood(c, adj & -adj, A2);
        adj &= ~ch;
        if (!(nb(c, ch) & empty2)) {
          A2 &= ~ch;
          empty2 |= ch;
        }
      }
      if (!(nb(c, flood(c, p, D2)) & empty2)) continue; /* suicide: the local strategy never does it */
      if (local_benson(c, D2, A2)) return 1;
      int r = search(c, D2, A2, false);
      if (r) return r;
    }
    return 0; /* no placement wins (or none is possible) */
  }
  int r = search(c, D, A, true); /* the Attacker plays elsewhere */
  if (r != 1) return r;
  for (uint64_t m = empty; m; m &= m - 1) {
    uint64_t p = m & -m, A2 = A | p, empty2 = empty & ~p;
    for (uint64_t adj = nb(c, p) & D; adj;) {
      uint64_t ch = flood(c, adj & -adj, D);
      adj &= ~ch;
      if (!(nb(c, ch) & empty2)) return 0; /* a Defender chain of Z captured: the local game is lost */
    }
    uint64_t ch = flood(c, p, A2);
    if (!(nb(c, ch) & empty2)) A2 &= ~ch; /* suicide (a single stone: as if it played elsewhere) */
    if (A2 == A) continue;
    if ((r = search(c, D, A2, true)) != 1) return r;
  }
  return 1;
}

bool killall_local_life(const go_board *b, int attacker, uint64_t budget, killall_local *out) {
  lctx c = {b->all.w[0],      b->not_first.w[0],
            b->not_last.w[0], 0,
            b->cols,          (uint16_t)(b->rows << 8 | b->cols),
            budget,           0};
  uint64_t Dall = go_board_stoneset(b, GO_OTHER(attacker));
  uint64_t Aall = go_board_stoneset(b, attacker);
  uint64_t nonD = c.all & ~Dall, empty = c.all & ~Dall & ~Aall;
  out->z = 0;
  out->defender_z = 0;
  out->nodes = 0;
  int total = 0;
  for (uint64_t rest = nonD; rest;) {
    uint64_t k = flood(&c, rest & -rest, nonD);
    rest &= ~k;
    int n = __builtin_popcountll(k);
    if (n > KILLALL_LOCAL_MAX_AREA || total + n > KILLALL_LOCAL_MAX_R || !(k & empty)) continue;
    c.R |= k;
    total += n;
  }
  if (!c.R || __builtin_popcountll(c.R & empty) < 2) return false;
  uint64_t C = flood(&c, nb(&c, c.R) & Dall, Dall);
  /* every chain of C needs an empty neighbour in R, or a move elsewhere might capture it */
  for (uint64_t rest = C; rest;) {
    uint64_t ch = flood(&c, rest & -rest, C);
    rest &= ~ch;
    if (!(nb(&c, ch) & c.R & empty)) return false;
  }
  out->z = c.R | C;
  out->defender_z = __builtin_popcountll(C);
  uint64_t A = Aall & c.R;
  bool won = local_benson(&c, C, A) || search(&c, C, A, b->to_move != attacker) == 1;
  out->nodes = c.nodes;
  return won;
}

bool killall_local_history_ok(const go_board *hist, int n, int attacker, uint64_t z, int k) {
  for (int i = 0; i < n; i++) {
    uint64_t D = go_board_stoneset(&hist[i], GO_OTHER(attacker));
    if (__builtin_popcountll(D & z) > k) return false;
  }
  return true;
}
