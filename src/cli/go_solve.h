/* cli/go_solve: what the df-pn verbs of `yomi go` share (solve, value, table, selftest, bench):
 * the JSON record's start (komi, suicide and the SGF record are go/'s). The proving
 * itself is the library's (solve/run.h, go/value.h); cli/run.h prints around it. */
#ifndef YOMI_CLI_GO_SOLVE_H
#define YOMI_CLI_GO_SOLVE_H
#include <stdbool.h>
#include <stdio.h>
#include "core/json.h"
#include "go/solvegame.h"
#include "solve/dfpn.h"
#include "solve/run.h"

/* Start a JSON record whose command is "yomi go ARGV..." */
void go_cli_json_begin(json_writer *w, int argc, char **argv);

#endif
