/* go/oracle: the exact brute-force value of a Go position WITH its full history (positional
 * superko), by plain alpha-beta minimax over area-score margins. No transposition table: the only
 * state it trusts is the path itself. It is the reference the df-pn solver is tested against. */
#ifndef YOMI_GO_ORACLE_H
#define YOMI_GO_ORACLE_H
#include <limits.h>
#include <stdbool.h>
#include <stdint.h>

#include "go/board.h"

typedef struct go_oracle_stats {
  uint64_t nodes;  /* positions visited (including terminals) */
  uint64_t leaves; /* games ended by two passes */
  int max_depth;   /* longest path searched, in moves */
} go_oracle_stats;

/* Exact value (Black's area margin B - W under optimal play from both sides, game ended by two
 * consecutive passes) of the position g: the current board g's last board, side to move and pass
 * count from it, and every earlier board of g forbidden to placements (PSK). stats may be NULL.
 * Returns the value, or GO_ORACLE_ENOMEM if memory ran out. */
#define GO_ORACLE_ENOMEM INT_MIN
int go_oracle_value(const go_game *g, go_oracle_stats *stats);

/* Does Black win at komi `komi` (B - W > komi), with optimal play? Same search with a null window
 * around komi, so it is faster than go_oracle_value but gives the same answer as
 * go_oracle_value(g) > komi. Returns 1 (Black wins), 0 (White wins), or YOMI_ENOMEM. */
int go_oracle_wins(const go_game *g, double komi, go_oracle_stats *stats);

/* go_oracle_wins under a node budget: the search stops, returning YOMI_ELIMIT, as soon as
 * stats->nodes passes `budget`. stats may carry the nodes of earlier calls, so that one budget
 * covers several komis of a position (NULL: the budget counts this call alone). A position is over
 * budget exactly when its complete searches would visit more than `budget` nodes in all, so which
 * positions fail does not depend on timing. Returns 1, 0, YOMI_ELIMIT or YOMI_ENOMEM. */
int go_oracle_wins_within(const go_game *g, double komi, uint64_t budget, go_oracle_stats *stats);

#endif
