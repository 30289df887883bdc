/* solve/run: one solving run, the way every front end proves a position (yomi go solve / value /
 * table / selftest / gtp, yomi killall solve / gtp, and the campaign tools): a table (its size, a
 * snapshot loaded before and saved after), a team of threads made from the game's clone hook, the
 * node limit and the stop poll, a progress callback, the statistics of the proof, the root's numbers
 * when it stopped unproved, and the principal variation. The front ends only parse and print. */
#ifndef YOMI_SOLVE_RUN_H
#define YOMI_SOLVE_RUN_H
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include "core/opts.h"
#include "solve/dfpn.h"

#define DFPN_PV_MAX 1024 /* longest principal variation a run records */

/* Options of the table, shared by every verb that solves (one table: parsed with opts_parse_groups). */
#define DFPN_TABLE_OPTIONS(X) \
  X(INT, tt_mb, 256, 1, 1048576, "transposition table size in MiB") \
  X(STR, tt_file, NONE, 0, 0, "load the table from this file if it is there, save it when the search stops")

typedef struct dfpn_table_opts {
  DFPN_TABLE_OPTIONS(OPTS_FIELD)
} dfpn_table_opts;
extern const opt_spec dfpn_table_opt_specs[];
extern const size_t dfpn_table_opt_count;

/* What a progress callback sees (about every 2^16 expansions of the first thread). */
typedef struct dfpn_progress {
  uint64_t expansions; /* of every thread */
  uint64_t max_depth;
  bool root_known;
  uint32_t root_phi, root_delta; /* for the root's side to move */
} dfpn_progress;

/* A table and its snapshot, kept across one or more solves (dfpn_run_open ... dfpn_run_close). */
typedef struct dfpn_run {
  tt_table tt;
  const char *tt_file;  /* NULL: no snapshot */
  const char *problem;  /* what the snapshot is for (dfpn_run_problem) */
  uint64_t loaded;      /* entries loaded from the snapshot (0: none, or no file yet) */
  uint64_t saved;       /* entries saved by dfpn_run_close */
  double setup_seconds; /* allocating the table and loading the snapshot */
  char why[600];        /* why a snapshot was refused or could not be written */
} dfpn_run;

/* Settings of one solve. */
typedef struct dfpn_run_config {
  dfpn_opts opts; /* epsilon, weak, transfer, node limit, threads */
  bool want_pv;
  int pv_max; /* want_pv: at most this many moves (0: DFPN_PV_MAX); 1 gives the proved move alone */
  void (*progress)(void *arg, const dfpn_progress *p); /* NULL: none */
  void *progress_arg;
  bool (*interrupted)(void); /* NULL: never */
} dfpn_run_config;

/* The outcome of one solve. */
typedef struct dfpn_result {
  int rc;          /* YOMI_OK (winner set), YOMI_ELIMIT, YOMI_EINTR, or an error */
  int winner;      /* 0 or 1 */
  int root_mover;  /* the root's side to move */
  bool root_known; /* stopped unproved: the root's numbers for its side to move then */
  uint32_t root_phi, root_delta;
  int threads;    /* searchers that ran (the game's clone hook may give fewer than asked: rc ENOMEM) */
  double seconds; /* of the search alone (the run's setup is dfpn_run.setup_seconds) */
  dfpn_stats st;  /* of the proof alone, every thread added up */
  uint64_t pv_expansions; /* spent after the proof, re-proving along the principal variation */
  int pv[DFPN_PV_MAX], npv;
} dfpn_result;

/* The format of what a table's entries mean: the keys of positions and histories (dfpn_game.pos,
 * history, cap_holds) and how a proof's conditions are written into an entry (solve/proofsum).
 * Snapshots name it instead of the build, so a campaign's tables outlive the build that wrote
 * them; tests/test_solve_format.c pins its meaning and says when to raise it. */
#define DFPN_TABLE_FORMAT 1

/* The text a snapshot is kept for: "yomi table FORMAT; WHAT; keys HEX; hash HEX" (FORMAT:
 * DFPN_TABLE_FORMAT; keys: a fingerprint of the game's hash keys, so that a build with other keys
 * refuses the file; hash: hash_bytes of the whole WHAT, so that two problems differ in the text
 * however long WHAT is). WHAT is shown up to
 * DFPN_PROBLEM_SHOWN characters (then "..."), for the messages; len of 2 * DFPN_PROBLEM_SHOWN holds
 * the whole text. */
#define DFPN_PROBLEM_SHOWN 1000
void dfpn_run_problem(char *buf, size_t len, const char *what, uint64_t keys);
/* Before a long search: can `file` be written (so that hours of search are not lost)? 0 or
 * YOMI_EIO. */
int dfpn_run_file_writable(const char *file);

/* Allocate a table of mb MiB (pages cost nothing until used) and, with tt_file (else NULL), load
 * the snapshot if the file exists. 0; YOMI_ENOMEM; YOMI_EIO / YOMI_EPARSE with the reason in r->why
 * (another problem or table format, foreign, truncated, corrupt). On error nothing is left to close. */
int dfpn_run_open(dfpn_run *r, uint64_t mb, const char *tt_file, const char *problem);
/* Load into the open run's fresh table (no snapshot of its own, or none loaded) the snapshot `file`
 * made for `problem`, such as an earlier position's table (dfpn_run_open keeps tt_file for the
 * same problem). 0, or YOMI_EIO / YOMI_EPARSE / YOMI_ENOMEM with the reason in r->why (the table is
 * then empty again). */
int dfpn_run_load(dfpn_run *r, const char *file, const char *problem);
/* Solve the game's current position on the run's table. */
void dfpn_run_solve(dfpn_run *r, const dfpn_game *g, const dfpn_run_config *cfg, dfpn_result *out);
/* Save the snapshot (with tt_file) and free the table. 0 or YOMI_EIO (the reason in r->why): a
 * failed save loses no result, which the caller has already. */
int dfpn_run_close(dfpn_run *r);

/* open + solve + close without a snapshot: a small proof on a table of mb MiB. */
void dfpn_run_once(const dfpn_game *g, uint64_t mb, const dfpn_run_config *cfg, dfpn_result *out);

/* The same solve on a table the caller owns (kept across proofs, as the self-test does). */
void dfpn_solve_on(tt_table *tt, const dfpn_game *g, const dfpn_run_config *cfg, dfpn_result *out);

#endif
