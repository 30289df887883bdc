/* cli/gtp_move: what both GTP engines share to pick a move: a legal, non-suicidal placement that
 * does not fill one of the mover's own eyes (captures first), and a small df-pn driver that proves
 * a position and returns the winner's move. */
#ifndef YOMI_CLI_GTP_MOVE_H
#define YOMI_CLI_GTP_MOVE_H
#include <stdint.h>
#include "go/board.h"
#include "solve/dfpn.h"

/* A sensible placement for the side to move of g, chosen among the best class (captures, then
 * other moves) with a deterministic generator seeded by (seed, g->len). allowed(ctx, point), if
 * given, may veto moves. Returns the point, or GO_PASS if no placement qualifies. */
int gtp_sensible_move(const go_biggame *g, uint64_t seed, int (*veto)(void *ctx, int point), void *ctx);

/* Prove the game behind iface with a fresh table: 0 with *winner and *move (the winner's proved
 * move when the side to move wins, else the loser's most resistant reply; GO_NOMOVE if the position
 * is already decided), or YOMI_ELIMIT. */
int gtp_solve_move(const dfpn_game *iface, long long node_limit, int *winner, int *move, uint64_t *expansions);

#endif
