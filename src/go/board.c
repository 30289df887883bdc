/* go/board.c: the <= 64-point instantiation (one 64-bit word per bitset) of the per-width
 * files: bitsets, rules, Benson, game history (their function names are listed in go/board.h). */
#include "go/board.h"
#define GO_W 1
#define GO_BITS go_bits64
#define GO_BOARD go_board
#define GO_GAME go_game
#include "go/bits_impl.h"
#include "go/rules_impl.h"
#include "go/benson_impl.h"
#include "go/history_impl.h"
