/* cli/go: the `yomi go` verbs; each verb lives in its own file cli/go_VERB.c. */
#include "cli/cli.h"

static const cli_verb go_verbs[] = {
    {NULL, NULL, NULL},
};

int cli_go_main(int argc, char **argv) { return cli_dispatch("go", go_verbs, argc, argv); }
