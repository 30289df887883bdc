/* cli/shogi: the `yomi shogi` verbs; each verb lives in its own file cli/shogi_VERB.c. */
#include "cli/cli.h"

static const cli_verb shogi_verbs[] = {
    {NULL, NULL, NULL},
};

int cli_shogi_main(int argc, char **argv) { return cli_dispatch("shogi", shogi_verbs, argc, argv); }
