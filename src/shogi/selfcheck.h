/* shogi/selfcheck: un-moves checked against moves on positions reached by random legal play (the
 * slow, obviously-correct twin of Prev_1 that DESIGN.md asks for), shared by the tests and the CLI. */
#ifndef YOMI_SHOGI_SELFCHECK_H
#define YOMI_SHOGI_SELFCHECK_H
#include "shogi/position.h"

typedef struct shogi_selfcheck_stats {
  uint64_t positions;    /* game positions p checked (a), (c) and whose successors were checked (b) */
  uint64_t successors;   /* positions reached from them by one legal move, each checked for (b) */
  uint64_t predecessors; /* members of Prev_1 verified for (a) */
  uint64_t games;        /* random games played */
  uint64_t empty_prev;   /* positions checked that had Prev_1 = {} (beyond the start position) */
  uint64_t failures;
  char first_failure[400]; /* SFEN and what went wrong, for the first failure */
} shogi_selfcheck_stats;

/* Check one position r: (a) every q in Prev_1(r) passes the filters and r = Next(q, m) for a legal m
 * of q, (c) no q twice, and (b) for every legal move m of r, r is in Prev_1(Next(r, m)) with m.
 * Adds to st; returns the number of failures found. */
uint64_t shogi_selfcheck_position(const shogi_pos *r, shogi_selfcheck_stats *st);

/* Random legal play from the start position (games of up to max_ply plies, move choice a pure
 * function of seed and game number), checking every position reached until `positions` are done. */
uint64_t shogi_selfcheck_random(const shogi_variant *v, uint64_t positions, uint64_t seed, int max_ply,
                                shogi_selfcheck_stats *st);

/* The same checks on positions scattered at random: every piece of the set on a random square or in a
 * random hand, random colors and promotions, redrawn until the position passes the 4.2 filters. These
 * reach what play rarely does (many promoted pieces, double checks, crowded Kings), as the
 * estimator's candidate positions do. Position i is a pure function of (seed, i). */
uint64_t shogi_selfcheck_scattered(const shogi_variant *v, uint64_t positions, uint64_t seed,
                                   shogi_selfcheck_stats *st);
/* Draw the scattered position number `item` of `seed` (the one shogi_selfcheck_scattered checks). */
void shogi_scatter(shogi_pos *p, const shogi_variant *v, uint64_t seed, uint64_t item);

#endif
