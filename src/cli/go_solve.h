/* cli/go_solve: what the df-pn verbs of `yomi go` share (solve, value, table, selftest, bench):
 * komi parsing, one proof with its statistics, and their printing. */
#ifndef YOMI_CLI_GO_SOLVE_H
#define YOMI_CLI_GO_SOLVE_H
#include <stdbool.h>
#include <stdio.h>
#include "core/json.h"
#include "go/solvegame.h"
#include "solve/dfpn.h"
#include "solve/run.h"

/* Parse a komi: a finite half-integer (x.5) within +-1000, so that no game is drawn. 0 or -1. */
int go_cli_parse_komi(const char *s, double *komi);
/* Parse "forbidden" / "allowed". 0 or -1. */
int go_cli_parse_suicide(const char *s, go_suicide *out);

/* One df-pn proof of a position. */
typedef struct go_proof {
  int rc;          /* YOMI_OK (winner set), YOMI_ELIMIT, YOMI_EINTR, or an error */
  int winner;      /* GO_SOLVE_BLACK / GO_SOLVE_WHITE */
  double komi;
  double seconds;
  dfpn_stats st;          /* of the proof alone */
  uint64_t pv_expansions; /* spent after it, re-proving along the principal variation */
  bool root_known;        /* stopped unproved: the root's numbers for its side to move then */
  int root_mover;         /* GO_SOLVE_BLACK / GO_SOLVE_WHITE */
  uint32_t root_phi, root_delta;
} go_proof;

/* Solve sg (its komi) with a fresh table of tt_mb MiB. If pv is not NULL, also the principal
 * variation (*npv moves). Progress on stderr when it is a terminal. With tt_file (else NULL), the
 * table is loaded from that snapshot for `problem` first (a refusal: one error line and rc
 * YOMI_EINVAL) and saved to it when the search stops (cli/ttfile.h). */
void go_cli_prove(go_solvegame *sg, const dfpn_opts *o, long long tt_mb, const char *tt_file, const char *problem,
                  bool progress, go_proof *out, int *pv, int *npv, int maxpv);
/* Statistics, aligned (--stats) or as JSON members. */
void go_cli_print_stats(FILE *f, const dfpn_stats *s);
void go_cli_json_stats(json_writer *w, const dfpn_stats *s);
/* "C3 D4 pass ..." */
void go_cli_print_moves(FILE *f, const int *moves, int n, int rows, int cols);
/* Write an SGF game record (start moves then pv). 0 or -1. */
int go_cli_write_sgf(const char *path, int rows, int cols, double komi, const int *moves, int n,
                     const char *comment);
/* Start a JSON record whose command is "yomi go ARGV..." */
void go_cli_json_begin(json_writer *w, int argc, char **argv);

#endif
