/* solve/proofsum: proof-transfer summaries (see proofsum.h and docs/proof-transfer.md). */
#include "solve/proofsum.h"
#include <string.h>

static uint64_t cbit(int stones) { return 1ull << (stones > 63 ? 63 : (stones < 0 ? 0 : stones)); }

/* The three Bloom bits of a board: bits 0..8, 9..17 and 18..26 of its hash. */
#define BLOOM_K 3
static unsigned bloom_bit(uint64_t board, int k) { return (unsigned)(board >> (9 * k)) & 511u; }

static bool bloom_has(const uint64_t *bloom, uint64_t board) {
  for (int k = 0; k < BLOOM_K; k++) {
    unsigned i = bloom_bit(board, k);
    if (!(bloom[i >> 6] >> (i & 63) & 1)) return false;
  }
  return true;
}

bool dfpn_ps_may_create(const tt_entry *e, uint64_t board, int stones) {
  return (e->cmask & cbit(stones)) && bloom_has(e->bloom, board);
}

void dfpn_ps_clear(dfpn_proofsum *p) { memset(p, 0, sizeof *p); }

void dfpn_ps_lock(dfpn_proofsum *p, uint64_t set) {
  p->locked = true;
  p->lockset = set;
  p->nex = 0;
}

void dfpn_ps_add_ex(dfpn_proofsum *p, uint64_t b, uint64_t inner0, uint64_t inner1, uint64_t set) {
  if (p->locked || b == inner0 || b == inner1) return;
  for (int i = 0; i < p->nex; i++)
    if (p->ex[i] == b) return;
  if (p->nex == DFPN_EXMAX) {
    dfpn_ps_lock(p, set);
    return;
  }
  p->ex[p->nex++] = b;
}

void dfpn_ps_add_cap(dfpn_proofsum *p, uint64_t z, int k) {
  if (p->cap) {
    p->capz |= z;
    if (k < p->capk) p->capk = k;
  } else {
    p->cap = true;
    p->capz = z;
    p->capk = k;
  }
}

void dfpn_ps_add_created(dfpn_proofsum *p, uint64_t b, int stones) {
  p->cmask |= cbit(stones);
  for (int k = 0; k < BLOOM_K; k++) {
    unsigned i = bloom_bit(b, k);
    p->bloom[i >> 6] |= 1ull << (i & 63);
  }
}

void dfpn_ps_fold(dfpn_proofsum *p, const dfpn_proofsum *c, uint64_t cb, uint64_t nb, uint64_t set) {
  p->cmask |= c->cmask;
  for (int i = 0; i < TT_BLOOM_WORDS; i++) p->bloom[i] |= c->bloom[i];
  if (c->locked) {
    dfpn_ps_lock(p, set);
    return;
  }
  if (c->cap) dfpn_ps_add_cap(p, c->capz, c->capk);
  for (int i = 0; i < c->nex; i++) dfpn_ps_add_ex(p, c->ex[i], cb, nb, set);
}

dfpn_transfer dfpn_ps_check(const tt_entry *e, const dfpn_path *path, uint64_t xb, int xstones, bool xnew,
                            bool (*cap_holds)(void *ctx, uint64_t z, int k), void *ctx) {
  /* along a history of the very boards it was found along, a proof holds whatever it records:
   * under positional superko legality depends only on that set */
  uint64_t here = dfpn_path_set_with(path, xb, xnew);
  if (e->found == here) return DFPN_TRANSFER_OK;
  if (e->flags & TT_LOCKED) return e->u.lockset == here ? DFPN_TRANSFER_OK : DFPN_TRANSFER_LOCKED;
  if (xnew && dfpn_ps_may_create(e, xb, xstones)) return DFPN_TRANSFER_CREATED;
  for (int i = 0; i < path->len; i++)
    if (dfpn_ps_may_create(e, path->board[i], path->stones[i])) return DFPN_TRANSFER_CREATED;
  const uint64_t *ex = (e->flags & TT_CAP) ? e->u.cap.ex : e->u.ex;
  for (int k = 0; k < e->nex; k++)
    if (!(xnew && ex[k] == xb) && !dfpn_path_has(path, ex[k])) return DFPN_TRANSFER_EXCLUDED;
  /* the cap, over the history up to the current position (the child's own board met it when the
   * proof was found: it is the same board) */
  if ((e->flags & TT_CAP) && !cap_holds(ctx, e->u.cap.z, e->capk)) return DFPN_TRANSFER_CAPPED;
  return DFPN_TRANSFER_OK;
}

void dfpn_ps_from_entry(dfpn_proofsum *p, const tt_entry *e) {
  dfpn_ps_clear(p);
  p->cmask = e->cmask;
  memcpy(p->bloom, e->bloom, sizeof p->bloom);
  if (e->flags & TT_LOCKED) {
    p->locked = true;
    p->lockset = e->u.lockset;
    return;
  }
  const uint64_t *ex = (e->flags & TT_CAP) ? e->u.cap.ex : e->u.ex;
  p->nex = e->nex;
  for (int i = 0; i < e->nex; i++) p->ex[i] = ex[i];
  if (e->flags & TT_CAP) dfpn_ps_add_cap(p, e->u.cap.z, e->capk);
}

void dfpn_ps_to_entry(tt_entry *e, const dfpn_proofsum *p, uint64_t set) {
  e->flags = TT_PROVEN;
  e->cmask = p->cmask;
  e->found = set;
  memcpy(e->bloom, p->bloom, sizeof e->bloom);
  int room = p->cap ? TT_EX - 1 : TT_EX; /* a cap takes the last slot */
  if (p->locked || p->nex > room || (p->cap && p->capk > 0xffff)) {
    e->flags |= TT_LOCKED;
    e->u.lockset = p->locked ? p->lockset : set;
    return;
  }
  e->nex = (uint8_t)p->nex;
  uint64_t *ex = p->cap ? e->u.cap.ex : e->u.ex;
  for (int i = 0; i < p->nex; i++) ex[i] = p->ex[i];
  if (p->cap) {
    e->flags |= TT_CAP;
    e->u.cap.z = p->capz;
    e->capk = (uint16_t)p->capk;
  }
}
