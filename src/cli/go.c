/* cli/go: the `yomi go` verbs; each verb lives in its own file cli/go_VERB.c. */
#include "cli/cli.h"
#include "cli/go_util.h"

int cli_go_solve(int argc, char **argv);
int cli_go_selftest(int argc, char **argv);
int cli_go_table(int argc, char **argv);
int cli_go_gtp(int argc, char **argv);
int cli_go_book(int argc, char **argv);
int cli_go_suite(int argc, char **argv);
int cli_go_prior_train(int argc, char **argv);
int cli_go_campaign(int argc, char **argv);

static const cli_verb go_verbs[] = {
    {"solve", cli_go_solve, "prove who wins a position at a komi (df-pn)"},
    {"table", cli_go_table, "values of every board up to N points (df-pn)"},
    {"selftest", cli_go_selftest, "df-pn against the exact oracle on random positions"},
    {"value", cli_go_value, "value of a board by df-pn komi bisection (--oracle: brute force)"},
    {"show", cli_go_show, "replay moves or an SGF file; print the diagram, score and SGF"},
    {"suite", cli_go_suite, "a seeded suite of random positions, each proved (benchmark)"},
    {"prior-train", cli_go_prior_train, "train the learned prior on yomi's own proofs of small boards"},
    {"playouts", cli_go_playouts, "random legal games per second (benchmark)"},
    {"campaign", cli_go_campaign,
     "a proof or value split into subproblems on threads or MPI ranks, recorded"},
    {"gtp", cli_go_gtp, "GTP version 2 engine (solver moves on small boards)"},
    {"book", cli_go_book, "build or describe a book of perfect play on a solved board"},
    {NULL, NULL, NULL},
};

int cli_go_main(int argc, char **argv) { return cli_dispatch("go", go_verbs, argc, argv); }
