/* cli/ttfile: `--tt-file FILE` of the df-pn verbs (yomi killall solve, yomi go solve): the table is
 * loaded from FILE when it is there and saved to it when the search stops (docs/dfpn.md). */
#ifndef YOMI_CLI_TTFILE_H
#define YOMI_CLI_TTFILE_H
#include <stdbool.h>
#include <stddef.h>
#include "solve/tt.h"

/* The problem text a snapshot is kept for: "yomi VERSION; WHAT; keys HEX", where the keys are a
 * fingerprint of the Zobrist keys of the first npoints points. */
void cli_tt_problem(char *buf, size_t len, const char *what, int npoints);
/* Before the search: whether FILE can be written (so that hours of search are not lost). Prints the
 * error line and returns CLI_USAGE if not, else 0. */
int cli_tt_writable(const char *file);
/* Load FILE into tt if it exists. 0 (loaded, or no file yet) or CLI_FAIL after one error line
 * (another problem or build, foreign, truncated or corrupt). Says what it loaded unless quiet. */
int cli_tt_load(tt_table *tt, const char *file, const char *problem, bool quiet);
/* Save tt to FILE. 0 or CLI_FAIL after one error line. Says what it saved unless quiet. */
int cli_tt_save(const tt_table *tt, const char *file, const char *problem, bool quiet);

#endif
