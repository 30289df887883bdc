/* shogi/selfcheck: un-moves checked against moves on positions reached by random legal play (the
 * slow, obviously-correct twin of Prev_1 that DESIGN.md asks for), shared by the tests and the CLI. */
#ifndef YOMI_SHOGI_SELFCHECK_H
#define YOMI_SHOGI_SELFCHECK_H
#include "core/stats.h"
#include "shogi/position.h"

/* The counters of a check (printed by `yomi shogi unmove-check --json`). */
#define SHOGI_SELFCHECK_STATS(C) \
  C(games, SUM, "random games played") \
  C(successors, SUM, "positions one legal move from a checked position, each checked for (b)") \
  C(predecessors, SUM, "members of Prev_1 verified for (a)") \
  C(empty_prev, SUM, "positions checked that had Prev_1 = {} (beyond the start position)")
typedef struct shogi_selfcheck_stats {
  uint64_t positions; /* game positions p checked (a), (c) and whose successors were checked (b) */
  SHOGI_SELFCHECK_STATS(STATS_FIELD)
  uint64_t failures;
  char first_failure[400]; /* SFEN and what went wrong, for the first failure */
} shogi_selfcheck_stats;
extern const stat_spec shogi_selfcheck_stat_specs[4];

/* Check one position r: (a) every q in Prev_1(r) passes the filters and r = Next(q, m) for a legal m
 * of q, (c) no q twice, and (b) for every legal move m of r, r is in Prev_1(Next(r, m)) with m.
 * Adds to st; returns the number of failures found. */
uint64_t shogi_selfcheck_position(const shogi_pos *r, shogi_selfcheck_stats *st);

/* Random legal play from the start position (games of up to max_ply plies, move choice a pure
 * function of seed and game number), checking every position reached until `positions` are done or
 * stop (may be NULL; polled before each position) says to stop: st->positions says how many were. */
uint64_t shogi_selfcheck_random(const shogi_variant *v, uint64_t positions, uint64_t seed, int max_ply,
                                shogi_selfcheck_stats *st, bool (*stop)(void));

/* The same checks on positions scattered at random: every piece of the set on a random square or in a
 * random hand, random colors and promotions, redrawn until the position passes the 4.2 filters. These
 * reach what play rarely does (many promoted pieces, double checks, crowded Kings), as the
 * estimator's candidate positions do. Position i is a pure function of (seed, i). */
uint64_t shogi_selfcheck_scattered(const shogi_variant *v, uint64_t positions, uint64_t seed,
                                   shogi_selfcheck_stats *st, bool (*stop)(void));
/* Either of the two above (scatter: the scattered positions), as `yomi shogi unmove-check` runs them. */
uint64_t shogi_selfcheck_run(const shogi_variant *v, uint64_t positions, uint64_t seed, int max_ply,
                             bool scatter, shogi_selfcheck_stats *st, bool (*stop)(void));
/* The plies of a random game unless told otherwise: 150 in Shogi, 80 in Mini Shogi. */
int shogi_selfcheck_plies(const shogi_variant *v);
/* Position `item` of a set: the scattered position (shogi_scatter), or that of random game `item`
 * after a random number of plies in [1, shogi_selfcheck_plies(v)] (fewer if the game ends). */
void shogi_set_position(shogi_pos *p, const shogi_variant *v, uint64_t seed, uint64_t item, bool scatter);
/* Draw the scattered position number `item` of `seed` (the one shogi_selfcheck_scattered checks). */
void shogi_scatter(shogi_pos *p, const shogi_variant *v, uint64_t seed, uint64_t item);

#endif
