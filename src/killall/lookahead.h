/* killall/lookahead: one ply of look-ahead with the static rules (killall_go_bigboard_static), what
 * an engine without a proof uses to choose a move: take a move that wins at once, avoid one after
 * which the opponent has already won. */
#ifndef YOMI_KILLALL_LOOKAHEAD_H
#define YOMI_KILLALL_LOOKAHEAD_H
#include <stdbool.h>
#include "killall/game.h"

/* The least point whose placement (legal, positional superko included) wins at once for the side to
 * move of the started game k, or GO_NOMOVE. */
int killall_game_wins_at_once(const killall_game *k);
/* After the side to move places at p, the opponent has won by the static rules; also true when the
 * board refuses the placement (the history is not looked at). */
bool killall_game_loses_at_once(const killall_game *k, int p);

#endif
