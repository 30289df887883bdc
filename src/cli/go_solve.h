/* cli/go_solve: what the df-pn verbs of `yomi go` share (solve, value, table, selftest, bench):
 * komi and suicide parsing, moves in words, the SGF record, the JSON record's start. The proving
 * itself is the library's (solve/run.h, go/value.h); cli/run.h prints around it. */
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

/* "C3 D4 pass ..." */
void go_cli_print_moves(FILE *f, const int *moves, int n, int rows, int cols);
/* Write an SGF game record (start moves then pv). 0 or -1. */
int go_cli_write_sgf(const char *path, int rows, int cols, double komi, const int *moves, int n,
                     const char *comment);
/* Start a JSON record whose command is "yomi go ARGV..." */
void go_cli_json_begin(json_writer *w, int argc, char **argv);

#endif
