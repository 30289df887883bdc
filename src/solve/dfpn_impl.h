/* solve/dfpn_impl.h: what the parts of the df-pn core share (dfpn.c: frames and the MID search;
 * parallel.c: threads on one table; pv.c: principal variations). Internal to src/solve. */
#ifndef YOMI_SOLVE_DFPN_IMPL_H
#define YOMI_SOLVE_DFPN_IMPL_H
#include "solve/dfpn.h"

/* What the threads of dfpn_solve_parallel share. Plain fields are written before the threads start;
 * the rest is accessed with relaxed atomics (no ordering is needed: the table entries carry their
 * own check). busy[i] counts the threads inside positions whose sig1 maps to i; proved[j] counts the
 * proofs stored of positions whose sig1 maps to j (a thread whose path holds such a position leaves
 * it when the count moves: another thread decided it). */
#define BUSY_BITS 16
#define PROVED_BITS 18
struct dfpn_shared {
  int stop;            /* atomic: a thread proved the root, failed, or was interrupted */
  int stopcode;        /* atomic: the first failure's code */
  int winner;          /* atomic: -1, or the proved winner */
  uint64_t expansions; /* atomic: of every thread, in batches of BATCH */
  uint16_t busy[1u << BUSY_BITS];
  uint32_t proved[1u << PROVED_BITS];
  int lockstep; /* opts.lockstep of the first searcher: turns of that many expansions */
  int nthreads; /* the searchers */
  int turn;     /* atomic, lockstep: the searcher whose turn it is */
  int *done;    /* atomic, lockstep: [nthreads] the searcher has left the search (or never started) */
};
#define BATCH 256

#define INF TT_INF

/* The frame of ply `depth` (allocated on first use), or NULL when out of memory. */
dfpn_frame *dfpn__frame_at(dfpn_search *s, int depth);
/* Generate the children of the current position into f, with their values from the table; lazy:
 * the game's knowledge only for the children the table does not know (dfpn.c); ply: the position's
 * ply below the root, for the killer move (-1: none). */
void dfpn__generate(dfpn_search *s, dfpn_frame *f, bool lazy, int ply);
/* The multiple-iterative-deepening step at the current position (record *me) until phi >= thphi
 * or delta >= thdelta; stores the result. */
void dfpn__mid(dfpn_search *s, int depth, uint32_t thphi, uint32_t thdelta, dfpn_child *me);
/* Lockstep parallel search (opts.lockstep > 0): wait until it is this searcher's turn, after passing
 * it on to the next searcher when this one has had its lockstep expansions (called by every
 * expansion). */
void dfpn__take_turn(dfpn_search *s);
/* The child of frame f to search and its thresholds (*tp, *td), at a position with numbers delta and
 * thresholds thphi, thdelta (see dfpn.c). */
dfpn_child *dfpn__choose(const dfpn_search *s, dfpn_frame *f, uint32_t thphi, uint32_t thdelta,
                         uint32_t delta, uint64_t *tp, uint64_t *td);
/* Rebuild the path from the game's history. */
int dfpn__load_path(dfpn_search *s);
/* A fresh record of the current position (unit numbers). */
void dfpn__root_record(dfpn_search *s, dfpn_child *r);

#endif
