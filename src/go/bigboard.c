/* go/bigboard.c: the up-to-19x19 instantiation (six 64-bit words per bitset) of the per-width
 * files: bitsets, rules, Benson, game history (their function names are listed in go/board.h). */
#include "go/board.h"
#define GO_W 6
#define GO_BITS go_bits384
#define GO_BOARD go_bigboard
#define GO_GAME go_biggame
#include "go/bits_impl.h"
#include "go/rules_impl.h"
#include "go/benson_impl.h"
#include "go/history_impl.h"
