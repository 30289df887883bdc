/* shogi/prevbench: the speed of Prev_1 (full enumeration and the early-exit emptiness test) and of
 * legal move generation over a fixed set of positions, with a signature of the set's answers (what
 * `yomi shogi prev-bench` measures). */
#ifndef YOMI_SHOGI_PREVBENCH_H
#define YOMI_SHOGI_PREVBENCH_H
#include <stddef.h>

#include "shogi/position.h"

typedef enum {
  SHOGI_PREVBENCH_PREV,
  SHOGI_PREVBENCH_PREV_EXISTS,
  SHOGI_PREVBENCH_MOVES,
  SHOGI_PREVBENCH_N
} shogi_prevbench_kind;
extern const char *const shogi_prevbench_names[SHOGI_PREVBENCH_N];

/* The set, all held in memory: position i is shogi_set_position(seed, i, scatter). */
typedef struct shogi_prevbench {
  shogi_pos *set;
  size_t n;
  shogi_move *buf; /* SHOGI_MAX_PREV moves */
  /* the signature: predecessors, positions with a non-empty Prev_1, legal moves, over the set */
  uint64_t predecessors, nonempty, moves;
} shogi_prevbench;

/* Draws the set and its signature. Returns 0 or YOMI_ENOMEM; call shogi_prevbench_free either way. */
int shogi_prevbench_init(shogi_prevbench *b, const shogi_variant *v, size_t n, uint64_t seed, bool scatter);
void shogi_prevbench_free(shogi_prevbench *b);

typedef struct shogi_prevbench_timing {
  uint64_t calls;
  double wall, cpu; /* seconds */
} shogi_prevbench_timing;
/* Calls of one kind over the whole set, again and again until at least `seconds` have passed. */
void shogi_prevbench_time(const shogi_prevbench *b, shogi_prevbench_kind kind, double seconds,
                          shogi_prevbench_timing *out);

#endif
