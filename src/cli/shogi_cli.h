/* cli/shogi_cli: what the `yomi shogi` verbs share: reading --variant and --sfen into a position. */
#ifndef YOMI_CLI_SHOGI_CLI_H
#define YOMI_CLI_SHOGI_CLI_H
#include "shogi/position.h"

/* Variant by name and SFEN (NULL: the variant's start). Prints one error line and returns CLI_USAGE
 * on bad input, else 0. */
int shogi_cli_position(const char *variant, const char *sfen, shogi_pos *p);

#endif
