/* go/playpolicy: how the GTP engines (Go and Kill-All Go) pick a move: the move of a df-pn proof, or
 * a sensible fallback: a legal, non-suicidal placement that does not fill one of the mover's own
 * eyes, captures first. */
#ifndef YOMI_GO_PLAYPOLICY_H
#define YOMI_GO_PLAYPOLICY_H
#include <stdbool.h>
#include <stdint.h>
#include "go/board.h"
#include "solve/dfpn.h"

#define GO_PROVED_MOVE_TT_MB 8 /* the table of one proof of a move (MiB) */

/* A sensible placement for the side to move of g, chosen among the best class (captures, then
 * other moves) with a deterministic generator seeded by (seed, g->len). veto(ctx, point), if
 * given, may rule moves out. Returns the point, or GO_PASS if no placement qualifies. */
int go_sensible_move(const go_biggame *g, uint64_t seed, int (*veto)(void *ctx, int point), void *ctx);

/* Prove the game behind iface on a fresh table of GO_PROVED_MOVE_TT_MB MiB: 0 with *winner and
 * *move (the winner's proved move when the side to move wins, else the loser's most resistant
 * reply; GO_NOMOVE if the position is already decided), or YOMI_ELIMIT / an error. *expansions:
 * the proof's and the move's. */
int go_proved_move(const dfpn_game *iface, long long node_limit, int *winner, int *move,
                   uint64_t *expansions);
/* The same, stopped (YOMI_EINTR) when interrupted() (NULL: never) says so. */
int go_proved_move_within(const dfpn_game *iface, long long node_limit, bool (*interrupted)(void),
                          int *winner, int *move, uint64_t *expansions);

/* A move that keeps the game-theoretic value of g with its history (<= 64 points): the value by
 * komi bisection (go/value), then the first move of the mover's proof at the komi just on its side
 * of the value (Black's at V - 0.5, White's at V + 0.5). GO_NOMOVE when a proof exceeds node_limit
 * (0: none) or memory runs out. Positions are decided by play alone (no static decision), so that
 * every proof yields a move. */
int go_value_keeping_move(const go_biggame *g, long long node_limit);

#endif
