/* cli/go_util: board size and move list parsing for the `yomi go` verbs, with clear errors. */
#include "cli/go_util.h"

#include <stdlib.h>

#include "cli/cli.h"
#include "core/error.h"

#define MAX_LIST 4096

int cli_go_size(const char *size, int max_points, int *rows, int *cols) {
  int err = go_parse_size(size, GO_MAX_POINTS, rows, cols);
  if (err == YOMI_EPARSE)
    return cli_error("malformed board size '%s' (expected RxC: rows x columns, e.g. 4x7)", cli_quote(size));
  if (err == YOMI_ESIZE)
    return cli_error(
        "board size '%s' not supported (1 to %d rows and columns, at most %d points as on 19x19)",
        cli_quote(size), GO_MAX_SIDE, GO_MAX_POINTS);
  if (*rows * *cols > max_points)
    return cli_error("board %dx%d has %d points; this command handles at most %d", *rows, *cols,
                     *rows * *cols, max_points);
  return CLI_OK;
}

/* Parse a move list into list[] (capacity MAX_LIST): count, or -1 after printing the error. */
static int parse_list(const char *text, int rows, int cols, int *list) {
  int bad = 0;
  int n = go_parse_moves(text, rows, cols, list, MAX_LIST, &bad);
  if (n >= 0) return n;
  cli_error("move %d of '%s': %s (expected GTP coordinates like C3 on a %dx%d board, or pass)", bad + 1,
            cli_quote(text),
            n == YOMI_ERANGE   ? "off the board"
            : n == YOMI_ELIMIT ? "too many moves"
                               : "malformed",
            rows, cols);
  return -1;
}

static int illegal(int i, int move, int rows, int cols, int e) {
  char name[16];
  go_move_name(move, rows, cols, name, sizeof name);
  return cli_error("move %d (%s) is illegal: %s", i + 1, name,
                   e == YOMI_EILLEGAL ? "occupied point, suicide, positional superko or game over"
                                      : yomi_strerror(e));
}

/* Parse size and moves, then start the game with start(): CLI_OK or the exit status after one line. */
static int start(const char *size, const char *moves, int max_points, go_suicide suicide, void *g,
                 int (*start)(void *g, int rows, int cols, go_suicide suicide, const int *moves, int n,
                              int *bad)) {
  int rows, cols;
  if (cli_go_size(size, max_points, &rows, &cols)) return CLI_USAGE;
  int *list = malloc(sizeof(int) * MAX_LIST);
  if (!list) return cli_fail(CLI_IO, "out of memory");
  int n = moves ? parse_list(moves, rows, cols, list) : 0, bad = -1;
  int e = n < 0 ? 0 : start(g, rows, cols, suicide, list, n, &bad);
  int move = bad >= 0 ? list[bad] : GO_NOMOVE;
  free(list);
  if (n < 0) return CLI_USAGE;
  if (e && bad < 0) return cli_fail(CLI_IO, "out of memory");
  return e ? illegal(bad, move, rows, cols, e) : CLI_OK;
}

static int game_start(void *g, int rows, int cols, go_suicide suicide, const int *moves, int n, int *bad) {
  return go_game_start(g, rows, cols, suicide, moves, n, bad);
}
static int biggame_start(void *g, int rows, int cols, go_suicide suicide, const int *moves, int n, int *bad) {
  return go_biggame_start(g, rows, cols, suicide, moves, n, bad);
}

int cli_go_start_game(const char *size, const char *moves, int max_points, go_game *g) {
  if (max_points > GO_SMALL_POINTS) max_points = GO_SMALL_POINTS;
  return start(size, moves, max_points, GO_SUICIDE_FORBIDDEN, g, game_start);
}

int cli_go_start_biggame(const char *size, const char *moves, go_suicide suicide, go_biggame *g) {
  return start(size, moves, GO_MAX_POINTS, suicide, g, biggame_start);
}
