/* go/board.c: the <= 64-point instantiation of the rules (one 64-bit word per bitset). */
#include <stdio.h>
#include "go/board.h"
#define GO_W 1
#define GO_BITS go_bits64
#define GO_BOARD go_board
#define GO_GAME go_game
#include "go/board_impl.h"
