/* killall/local: local life of the Defender in the small areas it encloses (docs/killall.md,
 * "Local life").
 *
 * Let D be the Defender's stones. The components of the other points that have at most
 * KILLALL_LOCAL_MAX_AREA points are the enclosed areas; R is their union, C the Defender chains
 * next to R, Z = R + C. The local game is played on R alone: the Attacker may place in R or pass
 * (a move elsewhere on the board), the Defender must place in R and may not commit suicide; a
 * Defender chain of Z without an empty neighbour in R counts as captured, and then the Defender
 * has lost the local game. The Defender wins the local game when Benson's test, over the chains of
 * Z and the regions inside R only, finds a pass-alive chain.
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

#define KILLALL_LOCAL_MAX_AREA 7 /* points of one enclosed area */
#define KILLALL_LOCAL_MAX_R 12   /* points of all areas together */

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
