/* killall/death: local death, the Attacker's counterpart of local life (docs/killall.md, "Local
 * death").
 *
 * Let A be the Attacker's pass-alive stones (possibly none). The components of the other points that
 * still have room for a pass-alive Defender string (killall_go_board_room_mask) are the only places
 * the Defender can still live; R is their union (the whole board when A is empty). When R has at
 * most KILLALL_DEATH_MAX_EMPTY empty points, the local game is played on the real board restricted
 * to R: the Attacker must place in R (it may not lose a stone, nor commit suicide), the Defender
 * places in R or, when the board has an empty point outside R, passes (a move elsewhere); a Defender
 * with neither loses. After every placement the game's own static verdict (killall_go_board_static)
 * decides; the Attacker wins the local game when it says the Attacker wins.
 *
 * What a local win means for the real game (docs/killall.md proves it): the Attacker wins from this
 * position, with the side to move given, provided no earlier board of the game had more Attacker
 * stones on R than this one (each Attacker move of the local strategy raises that count, so none of
 * them can recreate an earlier board). */
#ifndef YOMI_KILLALL_DEATH_H
#define YOMI_KILLALL_DEATH_H
#include <stdbool.h>
#include <stdint.h>
#include "go/board.h"

#define KILLALL_DEATH_MAX_EMPTY 10 /* empty points of R */

typedef struct killall_death {
  uint64_t r;     /* R: the points the history condition looks at (0 when not examined) */
  int attacker_r; /* Attacker stones on R now */
  uint64_t nodes; /* local positions visited */
} killall_death;

/* The memo tables of the local search (about 24 MB; one per thread, never shared): answers keyed by
 * everything they depend on, so they never go stale. NULL when out of memory. */
typedef struct killall_death_tables killall_death_tables;
killall_death_tables *killall_death_tables_new(void);
void killall_death_tables_free(killall_death_tables *t);

/* Does the Attacker win the local game on b, with the side to move b->to_move? Gives up (false)
 * after `budget` local positions. b must be undecided by the static rules. Fills *out. */
bool killall_local_death(killall_death_tables *t, const go_board *b, int attacker, uint64_t budget,
                         killall_death *out);

/* The condition on the history: no board of hist[0..n) has more Attacker stones on r than k. */
bool killall_death_history_ok(const go_board *hist, int n, int attacker, uint64_t r, int k);

#endif
