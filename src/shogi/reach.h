/* reach: the reachability test of Ishii & Tanaka (2026), section 4.3: greedy best-first reverse search
 * from a position toward the King-King (KK) positions, with H = 10 N + 10 P + D, open and closed sets
 * and no node limit. Success (a KK position found) proves the position reachable from the initial
 * position; an exhausted open set proves it unreachable (Theorems 2 and 3 of the paper). */
#ifndef YOMI_SHOGI_REACH_H
#define YOMI_SHOGI_REACH_H
#include <stdbool.h>
#include <stdint.h>

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

typedef struct shogi_reach_result {
  bool reachable;
  uint64_t expanded;  /* E: positions removed from open, including the KK position found */
  uint64_t length;    /* L: positions on the path found, both ends included (reachable only) */
  uint32_t plies;     /* largest number of plies traced back from the start to an expanded
                         position (for an unreachable position: every position examined) */
  uint64_t generated; /* predecessor moves generated (duplicates included) */
} shogi_reach_result;

/* Search from `start` (which should pass the section 4.2 filters). Returns 0 or YOMI_ENOMEM. */
int shogi_reach_search(shogi_reach *r, const shogi_pos *start, shogi_reach_result *out);

/* After a successful search: the path, path[0] = the KK position found, path[L-1] = start, and
 * moves[i] leads from path[i] to path[i+1] (L - 1 moves). Returns L, or 0 if the last search failed.
 * Writes at most `max` positions. */
int shogi_reach_path(const shogi_reach *r, shogi_pos *path, shogi_move *moves, int max);

#endif
