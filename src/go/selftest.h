/* go/selftest: the df-pn solver against the brute-force oracle (go/oracle) on random reachable
 * positions with their histories: df-pn's value by komi bisection, then the oracle at the two komis
 * around it. The tables are shared across positions at one komi, so proofs found along one game's
 * history are offered to every later game: the test that catches an unsound transfer.
 * Cross mode, for boards beyond the oracle's reach: the value with the configured knowledge against
 * the value without static rules, and the two pruned runs at the komis around it; a position where
 * a proof reaches the node limit (value.run.opts.node_limit) is skipped and counted as over budget. */
#ifndef YOMI_GO_SELFTEST_H
#define YOMI_GO_SELFTEST_H
#include <stdbool.h>
#include <stdint.h>
#include "core/json.h"
#include "go/board.h"
#include "go/value.h"

#define GO_SELFTEST_MAX_MOVES (4 * GO_MAX_POINTS) /* longest random playout */

typedef struct go_selftest_config {
  int rows, cols; /* at most GO_SMALL_POINTS points */
  go_suicide suicide;
  uint64_t seed;          /* position i is a pure function of (seed, i) */
  int max_empty;          /* play on until at most this many empty points remain */
  uint64_t oracle_budget; /* skip a position whose oracle needs more nodes (both komis together) */
  go_value_opts value;    /* df-pn's side; tt_mb is the size of each komi's table, clear_tables
                           * gives every probe a fresh one (value.tables is the test's own) */
  bool cross;             /* cross mode (no oracle): see above */
} go_selftest_config;

/* Counts over the positions tested so far. */
typedef struct go_selftest_counts {
  uint64_t positions;     /* tested: neither skipped kind */
  uint64_t probes;        /* df-pn proofs */
  uint64_t oracle_probes; /* komis the oracle decided */
  uint64_t mismatches;
  uint64_t skipped;            /* the random game ended first */
  uint64_t skipped_oracle;     /* over the oracle's budget */
  uint64_t expansions, reused; /* df-pn's, over every proof */
  uint64_t oracle_nodes;       /* of the positions tested */
  uint64_t own_expansions;     /* of the value searches with the configured knowledge alone (cross
                                * mode runs others too): the figure for an ablation */
  uint64_t pruned_proved;      /* cross mode: pruned runs that proved their side's win next to the value */
  uint64_t pruned_unproved;    /* ... and those that did not (a pruned run may miss a win) */
} go_selftest_counts;

/* One position's outcome. */
typedef struct go_selftest_case {
  bool game_over;   /* skipped: the random game ended first */
  bool over_budget; /* skipped: the oracle needed more than its budget */
  int value;        /* df-pn's */
  int nkomi;        /* komis compared (the two around the value that lie within the board's) */
  double komi[2];
  int dfpn[2], oracle[2];                   /* winners there (GO_SOLVE_BLACK / GO_SOLVE_WHITE) */
  int moves[GO_SELFTEST_MAX_MOVES], nmoves; /* the playout to the position */
  int plain_value;                          /* cross mode: the value without static rules */
  int pruned_wrong;                         /* cross mode: pruned proofs of a win beyond the value */
} go_selftest_case;

typedef struct go_selftest {
  go_selftest_config cfg;
  tt_table *tables; /* one per komi k + 0.5, k in [-npoints, npoints] */
  go_selftest_counts n;
} go_selftest;

/* 0, YOMI_ESIZE or YOMI_ENOMEM. */
int go_selftest_init(go_selftest *t, const go_selftest_config *cfg);
void go_selftest_free(go_selftest *t);

/* Position i of run `seed`, played into g (a fresh game on the empty board): a random playout of
 * random length, then on until at most max_empty empty points remain; never a game-ending pass.
 * The moves go to moves[0..*n) (GO_SELFTEST_MAX_MOVES of room). False if the game ended first. */
bool go_selftest_playout(go_game *g, uint64_t seed, uint64_t i, int max_empty, int *moves, int *n);

/* Test position i: into *c, and added to t->n. YOMI_OK (mismatches included: see c), or the code
 * that stopped it (YOMI_EINTR, YOMI_ELIMIT from df-pn, YOMI_ENOMEM, ...). */
int go_selftest_run(go_selftest *t, uint64_t i, go_selftest_case *c);

/* ---- in words and JSON (go/selftestrecord.c) ---- */

/* One line per komi where df-pn and the oracle disagree on case c (position i), with its moves. */
void go_selftest_mismatch_text(const go_selftest *t, const go_selftest_case *c, uint64_t i, char *out,
                               size_t n);
/* The counts after a run of `seconds` in two lines; board names the board. */
void go_selftest_text(const go_selftest *t, const char *board, double seconds, char *out, size_t n);
/* Members "result" (positions, probes, mismatches) and "stats" (effort, skipped positions). */
void go_selftest_json(json_writer *w, const go_selftest_counts *c, double seconds);

#endif
