/* cli/killall: the `yomi killall` verbs; each verb lives in its own file cli/killall_VERB.c. */
#include "cli/cli.h"

int cli_killall_play(int argc, char **argv);

static const cli_verb killall_verbs[] = {
    {"play", cli_killall_play, "terminal referee for two people (setups, win rules, SGF)"},
    {NULL, NULL, NULL},
};

int cli_killall_main(int argc, char **argv) { return cli_dispatch("killall", killall_verbs, argc, argv); }
