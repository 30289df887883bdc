/* cli/killall: the `yomi killall` verbs; each verb lives in its own file cli/killall_VERB.c. */
#include "cli/cli.h"

static const cli_verb killall_verbs[] = {
    {NULL, NULL, NULL},
};

int cli_killall_main(int argc, char **argv) { return cli_dispatch("killall", killall_verbs, argc, argv); }
