/* killall/exhaust: the slow, obviously-correct twin of the df-pn Kill-All solver: plain minimax
 * over every legal placement with the full positional-superko history, no table, no pruning but
 * stopping at the first winning move. For validation on tiny boards only. */
#ifndef YOMI_KILLALL_EXHAUST_H
#define YOMI_KILLALL_EXHAUST_H
#include <stdint.h>
#include "go/board.h"
#include "killall/setup.h"

/* Who wins the game g (its current position and history) with the win rules of killall/rules.h.
 * Counts visited positions in *nodes; returns 0 with *winner set, or YOMI_ELIMIT once *nodes would
 * exceed limit (0: none). g is restored on return. */
int killall_exhaustive(go_game *g, int attacker, uint64_t limit, uint64_t *nodes, killall_role *winner);

/* The minimum-stones question by enumeration: does some placement of k more Attacker stones on
 * `start` win for the Attacker with the Defender to move? 0 with *attacker_wins set, or YOMI_ELIMIT. */
int killall_exhaustive_place(const go_board *start, int attacker, int k, uint64_t limit, uint64_t *nodes,
                             bool *attacker_wins);

#endif
