/* go/bigboard.c: the up-to-19x19 instantiation of the rules (six 64-bit words per bitset). */
#include <stdio.h>
#include "go/board.h"
#define GO_W 6
#define GO_BITS go_bits384
#define GO_BOARD go_bigboard
#define GO_GAME go_biggame
#include "go/board_impl.h"
