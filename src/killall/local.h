/* killall/local: local life of the Defender in the small areas it encloses (docs/killall.md,
 * "Local life"): the region solver's game (go/region.h) with the Defender as the owner and the goal
 * GO_REGION_LIVE, over the union of its areas.
 *
 * What a local win means for the real game (docs/killall.md proves it): the Defender wins from
 * this position, with the side to move given, provided no earlier board of the game had more
 * Defender stones on Z than this one (otherwise a Defender move of the local strategy might
 * recreate it, which positional superko forbids). */
#ifndef YOMI_KILLALL_LOCAL_H
#define YOMI_KILLALL_LOCAL_H
#include <stdbool.h>
#include <stdint.h>
#include "go/board.h"
#include "go/region.h"

typedef struct killall_local {
  uint64_t z;     /* Z = R + C: the points the verdict depends on */
  int defender_z; /* Defender stones on Z now */
  uint64_t nodes; /* local positions visited */
} killall_local;

/* Does the Defender (colour GO_OTHER(attacker)) win the local game on b, with the side to move
 * b->to_move? Gives up (false) after `budget` local positions. Fills *out. */
bool killall_local_life(const go_board *b, int attacker, uint64_t budget, killall_local *out);

/* The condition on the history: no board of hist[0..n) has more Defender stones on z than k. */
bool killall_local_history_ok(const go_board *hist, int n, int attacker, uint64_t z, int k);

#endif
