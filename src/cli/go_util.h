/* cli/go_util: what the `yomi go` verbs share: a board size and a move list turned into a game,
 * with one clear error line on bad input. */
#ifndef YOMI_CLI_GO_UTIL_H
#define YOMI_CLI_GO_UTIL_H
#include "go/board.h"

/* Parse `size` ("RxC", at most max_points points, which must be <= 64 for go_game), play the
 * comma-separated `moves` (may be NULL) under PSK, suicide forbidden. Returns CLI_OK with *g
 * initialised (free it with go_game_free), or prints one error line and returns CLI_USAGE. */
int cli_go_start_game(const char *size, const char *moves, int max_points, go_game *g);
/* The same for the big board (any size up to 19x19), with the suicide rule chosen. */
int cli_go_start_biggame(const char *size, const char *moves, go_suicide suicide, go_biggame *g);
/* Parse RxC with one clear error line: CLI_OK or CLI_USAGE. */
int cli_go_size(const char *size, int max_points, int *rows, int *cols);

int cli_go_value(int argc, char **argv);
/* `yomi go table --records PATH`: the table of values that the campaigns of a records file (or of
 * every *.jsonl file in a folder) prove, each cell proved, bound or open. */
int cli_go_table_records(const char *path, int max_points, bool json, int argc, char **argv);
int cli_go_playouts(int argc, char **argv);
int cli_go_show(int argc, char **argv);

#endif
