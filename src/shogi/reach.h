/* reach: the reachability test of Ishii & Tanaka (2026), section 4.3: greedy best-first reverse search
 * from a position toward the King-King (KK) positions, with H = 10 N + 10 P + D, open and closed sets
 * and no node limit. Success (a KK position found) proves the position reachable from the initial
 * position; an exhausted open set proves it unreachable (Theorems 2 and 3 of the paper). */
#ifndef YOMI_SHOGI_REACH_H
#define YOMI_SHOGI_REACH_H
#include <stdbool.h>
#include <stdint.h>

#include "core/stats.h"
#include "shogi/position.h"

/* H(p): a N + b P + c D with a = b = 10, c = 1, where N counts non-King pieces on the board, P the
 * promoted pieces on the board, and D the sum over promoted pieces of their distance in ranks to
 * their owner's promotion zone. H = 0 iff only the two Kings are on the board. */
uint32_t shogi_reach_h(const shogi_pos *p);

/* H of the predecessor shogi_unmake(p, m), given h = H(p), for m in shogi_prev_gen(p): computed
 * from the squares m touches, without building the predecessor. */
uint32_t shogi_reach_h_prev(const shogi_pos *p, uint32_t h, shogi_move m);

/* One search's scratch memory, reused across searches (one per thread). */
typedef struct shogi_reach shogi_reach;

shogi_reach *shogi_reach_new(void);
void shogi_reach_free(shogi_reach *r);

/* The counters of one search (printed by `yomi shogi reach --json`). */
#define SHOGI_REACH_STATS(C) \
  C(expanded, SUM, "E: positions removed from open, including the KK position found") \
  C(length, MAX, "L: positions on the path found, both ends included (reachable only)") \
  C(plies_traced_back, MAX, \
    "largest number of plies traced back from the start to an expanded " \
    "position (for an unreachable position: over every position examined)") \
  C(generated, SUM, "predecessor moves generated (duplicates included)")
typedef struct shogi_reach_result {
  bool reachable;
  SHOGI_REACH_STATS(STATS_FIELD)
} shogi_reach_result;
extern const stat_spec shogi_reach_stat_specs[4];

/* Search from `start` (which should pass the section 4.2 filters). Returns 0 or YOMI_ENOMEM. */
int shogi_reach_search(shogi_reach *r, const shogi_pos *start, shogi_reach_result *out);

/* After a successful search: the path, path[0] = the KK position found, path[L-1] = start, and
 * moves[i] leads from path[i] to path[i+1] (L - 1 moves). Returns L, or 0 if the last search failed.
 * Writes at most `max` positions. */
int shogi_reach_path(const shogi_reach *r, shogi_pos *path, shogi_move *moves, int max);

/* The reachability test of one position as `yomi shogi reach` reports it: the 4.2 filters first (a
 * position that fails one is unreachable at once, without a search), else the search and, when it
 * succeeds, the path found. */
typedef struct shogi_reach_report {
  const char *rule;       /* the 4.2 rule the position breaks, or NULL */
  shogi_reach_result res; /* all zero when rule is set */
  int len;                /* positions on the path: path[0] a KK position, path[len-1] the start */
  shogi_pos *path;
  shogi_move *moves; /* moves[i] leads from path[i] to path[i+1] */
} shogi_reach_report;
/* Returns 0 or YOMI_ENOMEM; free the report with shogi_reach_report_free either way. */
int shogi_reach_test(const shogi_pos *start, shogi_reach_report *out);
void shogi_reach_report_free(shogi_reach_report *rep);

#endif
