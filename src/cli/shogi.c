/* cli/shogi: the `yomi shogi` verbs; each lives in cli/shogi_VERB.c (unrank with rank). */
#include "cli/cli.h"
#include "cli/shogi_cli.h"
#include <stdlib.h>

static const cli_verb shogi_verbs[] = {
    {"perft", cli_shogi_perft, "leaf counts of the legal move tree (--divide: per move)"},
    {"prev", cli_shogi_prev, "list Prev_1 of a position: predecessors and their moves"},
    {"unmove-check", cli_shogi_unmove_check, "check un-moves against moves on random legal play"},
    {"prev-bench", cli_shogi_prev_bench, "Prev_1 and move generation calls per second"},
    {"reach", cli_shogi_reach, "reachability of a position by reverse search toward King-King positions"},
    {"estimate", cli_shogi_estimate, "number of reachable positions with a 3-sigma interval (Monte Carlo)"},
    {"count", cli_shogi_count, "exact number of K-canonical candidate positions |P_K|"},
    {"sample", cli_shogi_sample, "uniform candidate positions as SFEN (sample i a function of seed, i)"},
    {"rank", cli_shogi_rank, "the rank of a candidate position given as SFEN"},
    {"unrank", cli_shogi_unrank, "the candidate position of a rank, as SFEN"},
    {NULL, NULL, NULL},
};

int cli_shogi_main(int argc, char **argv) { return cli_dispatch("shogi", shogi_verbs, argc, argv); }
