/* killall/room: the no-room criterion of the Attacker's win (docs/killall.md, "The no-room
 * criterion"), one algorithm per board width: room_bitmask.c on go_board (one word, the solver's
 * board, asked for every child it generates), room_points.c on go_bigboard (point arrays, the
 * referee and GTP). Both decide the same thing, exactly:
 *
 * A = the Attacker's pass-alive stones; a component R is a connected set of non-A points; its
 * interior I is the points of R not adjacent to A (every non-R neighbour of a point of R is in A, so R
 * alone determines I). R has room iff two interior points a, b, not adjacent, leave R \ {a, b} in
 * pieces that each touch both a and b: then R \ {a, b} filled with Defender stones is pass-alive with
 * the eyes a and b. docs/killall.md proves that this is exact: whenever some pass-alive Defender
 * chain fits in R, such a pair exists. The cheap filter comes first: fewer than two interior points,
 * or two adjacent ones, cannot hold two eyes (the grid has no triangles, so three interior points
 * always include a non-adjacent pair). */
#ifndef YOMI_KILLALL_ROOM_H
#define YOMI_KILLALL_ROOM_H
#include <stdbool.h>
#include <stdint.h>
#include "go/board.h"

/* True when no Defender string can be pass-alive in any position that keeps the Attacker's current
 * pass-alive stones; false only when some filling of the space they leave gives the Defender a
 * pass-alive string. (room_bitmask.c, cached per thread) */
bool killall_go_board_no_room(const go_board *b, int attacker);
/* The same on any board up to 19x19. (room_points.c) */
bool killall_go_bigboard_no_room(const go_bigboard *b, int attacker);

/* On go_board only: the Attacker's pass-alive stones (to *A) and the union of the components of
 * the other points that have room for a pass-alive Defender string (0: the no-room rule fires).
 * (room_bitmask.c) */
uint64_t killall_go_board_room_mask(const go_board *b, int attacker, uint64_t *A);

#endif
