/* go/solvegame: Go's side of the df-pn interface (solve/dfpn.h): a go_game with its full history,
 * komi, the two-pass end with area score, optional static rules (go/static.h) and pruned runs. */
#ifndef YOMI_GO_SOLVEGAME_H
#define YOMI_GO_SOLVEGAME_H
#include <stdbool.h>
#include "go/board.h"
#include "go/knowledge.h"
#include "go/symmetry.h"
#include "core/stats.h"
#include "solve/dfpn.h"

/* Play histories up to this many boards are examined for symmetries. */
#define GO_SG_SYM_HISTORY 8

/* Players of the solver: 0 is Black, 1 is White. */
enum { GO_SOLVE_BLACK = 0, GO_SOLVE_WHITE = 1 };

/* What the Go side decided and left out (core/stats.h), one set per solvegame and so per thread; a
 * parallel search adds up its clones' (dfpn_game.absorb). Keys of `go solve --stats` and `--json`. */
#define GO_SOLVE_STATS(C) \
  C(static_area, SUM, "positions decided by pass-alive stones and their one-point eyes") \
  C(static_pure, SUM, "positions decided with empty pure eyes, under a cap on the history") \
  C(static_pass, SUM, "positions decided by passing back after a pass") \
  C(static_region, SUM, "positions decided with the areas the region solver owns, under a cap") \
  C(static_live, SUM, "positions decided by a chain the region solver makes live, under a cap") \
  C(region_tries, SUM, "local games the region solver played (not cached)") \
  C(region_positions, SUM, "local positions the region solver searched") \
  C(pure_cap_refused, SUM, \
    "pure-eye, region and live decisions refused: a board of the history breaks the cap") \
  C(pruned_moves, SUM, "moves left out by the rules of a pruned run")

typedef struct go_solve_stats {
  GO_SOLVE_STATS(STATS_FIELD)
} go_solve_stats;
extern const stat_spec go_solve_stat_specs[];
extern const size_t go_solve_stat_count;

/* Invariants: g holds the position being searched with its whole history (the start board and every
 * board since, passes included); komi is a half-integer, so no game is drawn. */
typedef struct go_solvegame {
  go_game g;
  double komi;
  go_knowledge know;                 /* static rules and pruned side (go/knowledge.h; default: none, -1) */
  go_solve_stats stats;              /* GO_SOLVE_STATS of this searcher */
  bool symmetry;                     /* one placement per orbit of the history's symmetries (default true) */
  go_symmetry sym;                   /* the symmetries of the board */
  dfpn_game iface;                   /* ctx points back here */
  uint64_t side_key[2], pass_key[2]; /* Zobrist keys of "White to move" and "last move a pass" */
  uint32_t (*pattern_counts)[2];     /* NULL, or go_solvegame_count_patterns's counts */
} go_solvegame;

/* For training the prior's move patterns (go/prior_train.h): from now on, each position this
 * searcher proves won for its mover adds 1 to counts[i][0] for the pattern index i (go/pattern.h)
 * of the move the proof takes, and 1 to counts[i][1] for each of its moves proved lost (passes
 * have no pattern). counts has GO_PATTERN_COUNT rows; copies made by clone do not count. */
void go_solvegame_count_patterns(go_solvegame *sg, uint32_t (*counts)[2]);

/* Start at the empty rows x cols board (<= 64 points) and play `moves` (with PSK). Returns 0,
 * YOMI_ESIZE, YOMI_EILLEGAL (*bad = index of the illegal move) or YOMI_ENOMEM. */
int go_solvegame_init(go_solvegame *sg, int rows, int cols, go_suicide suicide, const int *moves, int nmoves,
                      double komi, int *bad);
/* Start from an existing game (copied, with its history). */
int go_solvegame_from_game(go_solvegame *sg, const go_game *g, double komi);
/* A deep copy of src (position, history, komi, flags) into an uninitialised dst, for another
 * thread of a parallel search. 0 or YOMI_ENOMEM. */
int go_solvegame_clone(go_solvegame *dst, const go_solvegame *src);
void go_solvegame_free(go_solvegame *sg);

/* The text a table snapshot of a Go search is kept for (dfpn_run_problem): the board, komi, suicide
 * rule, start moves, proof transfer, static rules and pruned side (everything the table's proofs
 * depend on), the table format and the hash keys. `yomi go solve --tt-file` and `--tt-from` and the
 * campaigns' tables (--tables) all use it, so that one reads what another wrote. buf holds
 * 2 * DFPN_PROBLEM_SHOWN bytes. 0 or YOMI_ENOMEM. */
int go_solvegame_problem(char *buf, size_t len, int rows, int cols, double komi, go_suicide suicide,
                         const int *moves, int nmoves, bool transfer, unsigned statics, int prune);

#endif
