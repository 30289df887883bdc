/* go/campaign: Go as a campaign's game (solve/campaign.h): the root position (a board, start moves,
 * komi, the solver's knowledge), its players and moves in words, the problem text a record must
 * match, and the parameters every record carries. */
#ifndef YOMI_GO_CAMPAIGN_H
#define YOMI_GO_CAMPAIGN_H
#include <stdbool.h>
#include "go/solvegame.h"
#include "solve/campaign.h"

/* A Go campaign's root. Invariant after go_campaign_init: cg.root is &sg.iface. */
typedef struct go_campaign {
  go_solvegame sg;
  campaign_game cg;
  int rows, cols;
  go_suicide suicide;
  char moves[1024];   /* the start moves in words ("" for none) */
  char problem[1400]; /* what cg.problem points at */
} go_campaign;

/* The root: the empty rows x cols board, then moves[0..nmoves) (words in `moves_text`), at komi, with
 * the knowledge (a pruned run trusts its side's wins only) and symmetry pruning. go_solvegame_init's
 * codes (YOMI_EILLEGAL: *bad is the illegal move). */
int go_campaign_init(go_campaign *gc, int rows, int cols, go_suicide suicide, const int *moves, int nmoves,
                     double komi, go_knowledge know, bool symmetry, int *bad);
void go_campaign_free(go_campaign *gc);
/* The board and komi of a Go campaign's problem text (cg.problem, "go 5x5; komi 24.5; ..."): 0, or
 * YOMI_EPARSE for a text that is not one (another game's). */
int go_campaign_problem_board(const char *problem, int *rows, int *cols, double *komi);

#endif
