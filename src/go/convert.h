/* go/convert: from the any-size board (go_bigboard, up to 19x19) to the solver's one-word board
 * (go_board, up to 64 points), for front ends that play on the first and prove on the second. */
#ifndef YOMI_GO_CONVERT_H
#define YOMI_GO_CONVERT_H
#include "go/board.h"

/* The same position on a go_board: stones, suicide setting, side to move, passes. 0, or YOMI_ESIZE
 * when big has more than 64 points. */
int go_bigboard_to_board(const go_bigboard *big, go_board *b);
/* The same game on a go_game, history included: its first board converted, then its moves replayed.
 * 0, or an error (YOMI_ESIZE, YOMI_ENOMEM, or a move the replay refuses), and then *g is not
 * initialised. */
int go_biggame_to_game(const go_biggame *big, go_game *g);

#endif
