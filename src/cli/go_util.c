/* cli/go_util: board size and move list parsing for the `yomi go` verbs, with clear errors. */
#include "cli/go_util.h"

#include <stdlib.h>

#include "cli/cli.h"
#include "core/error.h"

#define MAX_LIST 4096

int cli_go_size(const char *size, int max_points, int *rows, int *cols) {
  int err = go_parse_size(size, GO_MAX_POINTS, rows, cols);
  if (err == YOMI_EPARSE)
    return cli_error("malformed board size '%s' (expected RxC: rows x columns, e.g. 4x7)", size);
  if (err == YOMI_ESIZE)
    return cli_error("board size '%s' not supported (1 to %d rows and columns, at most %d points as on 19x19)",
                     size, GO_MAX_SIDE, GO_MAX_POINTS);
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
            text, n == YOMI_ERANGE ? "off the board" : n == YOMI_ELIMIT ? "too many moves" : "malformed",
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

/* What cli_go_start_game and cli_go_start_biggame do with either kind of game: a fresh game on the
 * empty board, then the move list played one by one, each checked. */
typedef struct start_ops {
  int (*init)(void *g, int rows, int cols, go_suicide suicide);
  int (*play)(void *g, int move);
  void (*free)(void *g);
} start_ops;

static int start(const char *size, const char *moves, int max_points, go_suicide suicide, const start_ops *ops,
                 void *g) {
  int rows, cols;
  if (cli_go_size(size, max_points, &rows, &cols)) return CLI_USAGE;
  int *list = malloc(sizeof(int) * MAX_LIST);
  if (!list) return cli_error("out of memory");
  int n = moves ? parse_list(moves, rows, cols, list) : 0;
  if (n < 0) {
    free(list);
    return CLI_USAGE;
  }
  if (ops->init(g, rows, cols, suicide)) {
    free(list);
    return cli_error("out of memory");
  }
  for (int i = 0; i < n; i++) {
    int e = ops->play(g, list[i]);
    if (e) {
      ops->free(g);
      int move = list[i];
      free(list);
      return illegal(i, move, rows, cols, e);
    }
  }
  free(list);
  return CLI_OK;
}

static int game_init(void *g, int rows, int cols, go_suicide suicide) {
  go_board b;
  go_board_init(&b, rows, cols, suicide);
  return go_game_init(g, &b);
}
static int game_play(void *g, int move) { return go_game_play(g, move); }
static void game_free(void *g) { go_game_free(g); }

static int biggame_init(void *g, int rows, int cols, go_suicide suicide) {
  go_bigboard b;
  go_bigboard_init(&b, rows, cols, suicide);
  return go_biggame_init(g, &b);
}
static int biggame_play(void *g, int move) { return go_biggame_play(g, move); }
static void biggame_free(void *g) { go_biggame_free(g); }

int cli_go_start_game(const char *size, const char *moves, int max_points, go_game *g) {
  static const start_ops ops = {game_init, game_play, game_free};
  if (max_points > GO_SMALL_POINTS) max_points = GO_SMALL_POINTS;
  return start(size, moves, max_points, GO_SUICIDE_FORBIDDEN, &ops, g);
}

int cli_go_start_biggame(const char *size, const char *moves, go_suicide suicide, go_biggame *g) {
  static const start_ops ops = {biggame_init, biggame_play, biggame_free};
  return start(size, moves, GO_MAX_POINTS, suicide, &ops, g);
}
