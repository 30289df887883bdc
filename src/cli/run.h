/* cli/run: what the solving verbs (yomi go solve, yomi killall solve, ...) say around a library run
 * (solve/run.h): the table snapshot's messages, the progress line, the result in words, statistics. */
#ifndef YOMI_CLI_RUN_H
#define YOMI_CLI_RUN_H
#include <stdbool.h>
#include <stdio.h>
#include "core/json.h"
#include "core/progress.h"
#include "solve/record.h"
#include "solve/run.h"

/* Before the search: can the snapshot file be written? 0, or CLI_IO after one error line. */
int cli_run_writable(const char *tt_file);
/* Open the run's table (and snapshot). 0, or after one error line CLI_IO (no memory, a file that
 * cannot be read) or CLI_USAGE (a snapshot refused: another problem or table format, damaged). Says what it
 * loaded unless quiet. */
int cli_run_open(dfpn_run *r, const dfpn_table_opts *t, const char *problem, bool quiet);
/* --tt-from FILE: the snapshot of an earlier position of this problem into the open run's fresh
 * table: the one whose text is text(ctx, k) for some k of 0..nmoves start moves (a prefix of this
 * position's; text writes 2 * DFPN_PROBLEM_SHOWN bytes, 0 or an error). 0, or after one error line
 * CLI_USAGE (the table of another problem, --tt-file loaded already, a foreign or damaged file) or
 * CLI_IO, the run closed then (its table freed, nothing saved). Says what it loaded unless quiet. */
int cli_run_load_from(dfpn_run *r, const char *file, const char *tt_file, int nmoves,
                      int (*text)(const void *ctx, int k, char *buf, size_t len), const void *ctx,
                      bool quiet);
/* Save the snapshot and free the table. 0, or CLI_IO after one error line (the result was
 * printed before). Says what it saved unless quiet. */
int cli_run_close(dfpn_run *r, bool quiet);
/* A run configuration from the df-pn options, with the progress line on stderr (pr, already
 * started) unless pr is NULL, and Ctrl-C as the interrupt. */
void cli_run_config(dfpn_run_config *cfg, const dfpn_opts *o, bool want_pv, progress *pr);
/* The progress callback behind it (arg: a progress). */
void cli_run_progress(void *arg, const dfpn_progress *p);
/* Every statistic, aligned (--stats); solve/record.h writes them as JSON. */
void cli_run_print_stats(FILE *f, const dfpn_stats *s);
/* What the run's table holds (tt_census_take), for --stats: a line of totals and a table of entries
 * by work. Call it only while no search runs on t. */
void cli_run_print_census(FILE *f, const tt_table *t);
/* The same as the key "census" of a JSON record (--stats --json): totals, and the bins of work in
 * use as objects {lo, hi, open, proofs}. */
void cli_run_census_json(json_writer *w, const tt_table *t);

#endif
