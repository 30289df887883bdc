/* killall/rules: the win rules of Kill-All Go on top of the Go rules core (Abstract Play's "Kill-All
 * Go" rules page, docs/killall.md): the Defender wins with one pass-alive string; the Attacker wins
 * when its own pass-alive stones leave no room for a pass-alive Defender string (sound, and exact about
 * that space); a player with no legal placement loses (there is no passing). Instantiated for go_board
 * (<= 64 points, the solver) and go_bigboard (up to 19x19, the referee and GTP). */
#ifndef YOMI_KILLALL_RULES_H
#define YOMI_KILLALL_RULES_H
#include <stdbool.h>
#include "core/cache.h"
#include "go/board.h"
#include "killall/room.h" /* the no-room criterion, killall_X_no_room */
#include "killall/setup.h"

/* Why a game ended. */
typedef enum {
  KILLALL_WHY_NONE = 0,
  KILLALL_WHY_ALIVE,   /* the Defender has a pass-alive string */
  KILLALL_WHY_NO_ROOM, /* the Attacker's pass-alive stones leave no room for one */
  KILLALL_WHY_NO_MOVE  /* the player to move has no legal placement */
} killall_why;

const char *killall_why_text(killall_why why);

#define KILLALL_DECLARE(BOARD, GAME) \
  /* The Defender (colour GO_OTHER(attacker)) has at least one pass-alive string, under the board's   \
   * own suicide setting. */ \
  bool killall_##BOARD##_defender_alive(const BOARD *b, int attacker); \
  /* Static verdict of a position: the winning role and why, or KILLALL_NOROLE (game goes on).      \
   * Does not look at legal moves; see killall_GAME_judge. */ \
  killall_role killall_##BOARD##_static(const BOARD *b, int attacker, killall_why *why); \
  /* The side to move has a legal placement (positional superko included). */ \
  bool killall_##GAME##_has_move(const GAME *g); \
  /* Full verdict after a move: static rules first, then "no legal placement loses". */ \
  killall_role killall_##GAME##_judge(const GAME *g, int attacker, killall_why *why);

KILLALL_DECLARE(go_board, go_game)
KILLALL_DECLARE(go_bigboard, go_biggame)
#undef KILLALL_DECLARE

/* killall_go_board_static (without the why) behind a verdict table of CACHE_SIZE(bits) slots, one
 * per thread (table NULL: not cached, the same verdicts). The verdict depends on the stones alone,
 * and transpositions make it recur; the slots are keyed by both board hashes, the Attacker's colour
 * and the board shape (the hashes alone do not tell shapes apart). */
killall_role killall_go_board_static_cached(cache_pair *table, unsigned bits, const go_board *b,
                                            int attacker);

#endif
