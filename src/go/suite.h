/* go/suite: seeded benchmark suites of random positions for the Go solver (the ablation suites of
 * docs/RESULTS.md): position i of a suite is a pure function of its spec and i, and each position
 * is proved on a fresh table, serially, under a node limit, so a suite's expansions are the same on
 * every machine. */
#ifndef YOMI_GO_SUITE_H
#define YOMI_GO_SUITE_H
#include <stdbool.h>
#include <stdint.h>
#include "go/board.h"
#include "go/knowledge.h"
#include "solve/run.h"

#define GO_SUITE_MAX_MOVES 96

typedef struct go_suite_spec {
  int rows, cols;
  uint64_t seed;
  int min_plies, max_plies;              /* random moves after the prefix: a length drawn in [min, max] */
  int after[GO_SUITE_MAX_MOVES], nafter; /* the prefix (e.g. Black's C3 on 5x5) */
  double komi;
} go_suite_spec;

/* One position of a suite and its proof. */
typedef struct go_suite_case {
  int moves[GO_SUITE_MAX_MOVES], nmoves; /* prefix included */
  int winner;                            /* 0 Black, 1 White; -1 not proved (rc says why) */
  int rc;                                /* the proof's code: YOMI_OK, YOMI_ELIMIT, YOMI_EUNPROVED */
  uint64_t expansions;
} go_suite_case;

/* Position `i` (i = 0, 1, ...) of the suite: the prefix, then random legal moves that are neither a
 * pass nor a move into the mover's own one-point eye, of a length drawn from [min, max]. False when
 * that game got stuck, ended, or is already decided by the static rules at the komi (the suite
 * skips it and takes the next i). */
bool go_suite_position(const go_suite_spec *s, uint64_t i, go_suite_case *c);

/* Prove c's position at the suite's komi with `know` and the run settings (a fresh table of tt_mb
 * MiB): fills c->winner and c->expansions. YOMI_OK, YOMI_ELIMIT (not proved: winner -1),
 * YOMI_EUNPROVED (a pruned run the pruned side lost, which proves nothing: winner -1), YOMI_EINTR or an
 * error. */
int go_suite_prove(const go_suite_spec *s, const go_knowledge *know, const dfpn_run_config *cfg,
                   uint64_t tt_mb, go_suite_case *c);
/* The same, and the search counts the move patterns of the positions it proves won into counts
 * (GO_PATTERN_COUNT rows; go_solvegame_count_patterns), for training the prior's patterns. */
int go_suite_prove_counting(const go_suite_spec *s, const go_knowledge *know, const dfpn_run_config *cfg,
                            uint64_t tt_mb, go_suite_case *c, uint32_t (*counts)[2]);

/* The geometric mean of n counts (each at least 1). */
double go_suite_geomean(const uint64_t *x, int n);

#endif
