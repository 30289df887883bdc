/* go/prune: the rules of a pruned run (docs/go-static.md). An X-pruned run leaves out some of X's own
 * moves by rules that are NOT safe (X may need such a move to win), so only its proofs of an X win are
 * trusted: at X's turns it proves with a subset of X's moves, at the opponent's turns every move is
 * still answered. A loss of X in such a run proves nothing. */
#ifndef YOMI_GO_PRUNE_H
#define YOMI_GO_PRUNE_H
#include "go/board.h"
#include "solve/run.h"

/* The rules, each on its own bit. */
enum {
  GO_PRUNE_OWN_EYE = 1, /* no move into the mover's own one-point or pure eye */
  GO_PRUNE_ATARI = 2,   /* no move that leaves a chain of GO_PRUNE_BIG_CHAIN or more of the mover's
                         * stones in atari without capturing */
  GO_PRUNE_PASS = 4,    /* no pass while a kept move captures, unless the opponent has just passed */
  GO_PRUNE_ALL = 7
};

#define GO_PRUNE_BIG_CHAIN 3

/* Keep, of moves[0..n) at g's position (for the player to move), those the rules allow, in order.
 * Returns how many are left. */
int go_prune_moves(const go_game *g, unsigned rules, int *moves, int n);

/* A pruned run's result as it may be reported: a win of the other side than `player` (>= 0)
 * becomes YOMI_EUNPROVED ("not proved"), with no principal variation. */
void go_prune_result(int player, dfpn_result *r);

/* Parse "black" / "white" / "none" into a solver player (0 Black, 1 White) or -1. 0 or -1. */
int go_prune_parse(const char *s, int *player);
/* Parse a rule list: "all" or names joined by commas ("eye,pass"). 0 or -1. */
int go_prune_parse_rules(const char *s, unsigned *rules);
/* "black", "white" or "none". */
const char *go_prune_name(int player);

#endif
