/* cli/shogi_verbs: the `yomi shogi` verbs (one file each, cli/shogi_VERB.c) and what they share. */
#ifndef YOMI_CLI_SHOGI_VERBS_H
#define YOMI_CLI_SHOGI_VERBS_H
#include "core/json.h"

int cli_shogi_count(int argc, char **argv);
int cli_shogi_sample(int argc, char **argv);
int cli_shogi_rank(int argc, char **argv);
int cli_shogi_unrank(int argc, char **argv);

#endif
