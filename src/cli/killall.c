/* cli/killall: the `yomi killall` verbs; each verb lives in its own file cli/killall_VERB.c. */
#include "cli/cli.h"

int cli_killall_play(int argc, char **argv);
int cli_killall_gtp(int argc, char **argv);
int cli_killall_solve(int argc, char **argv);
int cli_killall_campaign(int argc, char **argv);
int cli_killall_book(int argc, char **argv);

static const cli_verb killall_verbs[] = {
    {"play", cli_killall_play, "terminal referee for two people (setups, win rules, SGF)"},
    {"gtp", cli_killall_gtp, "GTP version 2 engine with setup and role commands"},
    {"solve", cli_killall_solve, "prove who wins (df-pn): after given stones, minimum stones, Pieboxing"},
    {"campaign", cli_killall_campaign, "a proof split into subproblems on threads or MPI ranks, recorded"},
    {"book", cli_killall_book, "build or describe a book of perfect play for the setups of a small board"},
    {NULL, NULL, NULL},
};

int cli_killall_main(int argc, char **argv) { return cli_dispatch("killall", killall_verbs, argc, argv); }
