/* solve/proofsum: a proof's transfer summary (docs/proof-transfer.md): what a stored proof needs of
 * the history for it to hold along another path under positional superko, how the summaries of
 * children combine into their parent's, how a summary is stored in and read from a table entry, and
 * the check of a stored proof against the current path. */
#ifndef YOMI_SOLVE_PROOFSUM_H
#define YOMI_SOLVE_PROOFSUM_H
#include <stdbool.h>
#include <stdint.h>
#include "solve/path.h"
#include "solve/tt.h"

#define DFPN_EXMAX 8 /* exact excluded boards a proof carries during search */

/* Winner-created boards: a board b may have been created by a winner move only if bit stones(b) of
 * cmask and the bits b[0..8], b[9..17] and b[18..26] of the 512-bit bloom are all set.
 * ex[0..nex): the boards, all in the history the proof was found along (and none of them the
 * proved position's own board), whose occurrence excluded a loser move the proof needed excluded.
 * locked: the proof holds only along a history with exactly the set of boards whose set hash is
 * lockset (used when ex would overflow, and for every proof when transfer is off); then nex == 0.
 * cap: the proof holds only along a history whose every board has at most capk features on the
 * points capz (dfpn_game.cap_holds); two caps merge into the union of the sets and the least
 * count, which implies both. */
typedef struct dfpn_proofsum {
  uint64_t cmask;
  uint64_t bloom[TT_BLOOM_WORDS];
  uint64_t ex[DFPN_EXMAX];
  int nex;
  bool locked;
  uint64_t lockset;
  bool cap;
  uint64_t capz;
  int capk;
} dfpn_proofsum;

/* Why a stored proof does not hold on the current path (or DFPN_TRANSFER_OK). */
typedef enum {
  DFPN_TRANSFER_OK = 0,
  DFPN_TRANSFER_CREATED,  /* a board the winner may create occurred */
  DFPN_TRANSFER_EXCLUDED, /* it relied on excluding a board that this history lacks */
  DFPN_TRANSFER_LOCKED,   /* locked to another set of boards */
  DFPN_TRANSFER_CAPPED    /* a board of the history exceeds its cap */
} dfpn_transfer;

void dfpn_ps_clear(dfpn_proofsum *p);
/* Lock p to the set of boards with set hash `set`. */
void dfpn_ps_lock(dfpn_proofsum *p, uint64_t set);
/* Add board b to the excluded set unless it is internal to the proof (inner0, inner1); on overflow
 * the proof is locked to `set`. */
void dfpn_ps_add_ex(dfpn_proofsum *p, uint64_t b, uint64_t inner0, uint64_t inner1, uint64_t set);
/* Add the cap (z, k). */
void dfpn_ps_add_cap(dfpn_proofsum *p, uint64_t z, int k);
/* The winner's move creates board b with `stones` stones. */
void dfpn_ps_add_created(dfpn_proofsum *p, uint64_t b, int stones);
/* May entry e's proof create board b (`stones` stones)? No false negatives. */
bool dfpn_ps_may_create(const tt_entry *e, uint64_t b, int stones);
/* Fold a child's proof `c` (its board cb) into the proof *p of the current node (board nb, path
 * set `set`). The child's cap holds on its own board and the boards between (they were on the path
 * when it was found), so it passes up unchanged. */
void dfpn_ps_fold(dfpn_proofsum *p, const dfpn_proofsum *c, uint64_t cb, uint64_t nb, uint64_t set);

/* Does the stored proof e hold at the child whose board is xb (xstones stones), reached from the
 * current path (xnew: the child's board is not the current board, the move was no pass)? It does
 * wherever the history is the very set of boards it was found along (e->found); elsewhere by the
 * summary. The cap is checked with cap_holds(ctx, z, k) over the history up to the current
 * position. */
dfpn_transfer dfpn_ps_check(const tt_entry *e, const dfpn_path *path, uint64_t xb, int xstones, bool xnew,
                            bool (*cap_holds)(void *ctx, uint64_t z, int k), void *ctx);
/* The summary a proven entry holds. */
void dfpn_ps_from_entry(dfpn_proofsum *p, const tt_entry *e);
/* Write summary p into proven entry e (flags, cmask, found, bloom, u, nex, capk); `set` is the set
 * hash of the history it was found along (e->found); a summary that does not fit (more excluded
 * boards than the entry holds, a count too large) is locked to it. */
void dfpn_ps_to_entry(tt_entry *e, const dfpn_proofsum *p, uint64_t set);

#endif
