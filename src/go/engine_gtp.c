/* go/engine_gtp: the Go engine's GTP commands (go/engine.h): board size, komi, play, genmove, undo,
 * showboard and final_score, each answered in the protocol's words. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "core/error.h"
#include "go/engine.h"
#include "go/play.h"

static int c_boardsize(void *v, int argc, char **args, char *out, size_t n) {
  go_engine *e = v;
  long a, b;
  if (gtp_parse_boardsize(argc, args, &a, &b))
    return gtp_fail(out, n, "syntax error: boardsize N, or boardsize COLUMNS ROWS");
  if (a < 1 || b < 1 || a > 25 || b > 25 || a * b > GO_MAX_POINTS)
    return gtp_fail(out, n, "unacceptable size");
  if (go_engine_reset(e, (int)b, (int)a)) return gtp_fail(out, n, "unacceptable size");
  return gtp_done(out);
}

static int c_clear_board(void *v, int argc, char **args, char *out, size_t n) {
  (void)argc, (void)args, (void)n;
  go_engine *e = v;
  go_engine_reset(e, e->rows, e->cols);
  return gtp_done(out);
}

static int c_komi(void *v, int argc, char **args, char *out, size_t n) {
  go_engine *e = v;
  char *end;
  double k = argc == 1 ? strtod(args[0], &end) : 0;
  if (argc != 1 || *end || !isfinite(k) || fabs(k) > 1000)
    return gtp_fail(out, n, "syntax error: komi FLOAT");
  e->komi = k;
  return gtp_done(out);
}

static int c_play(void *v, int argc, char **args, char *out, size_t n) {
  static const char *const why[] = {"", "illegal move: occupied", "illegal move: positional superko",
                                    "illegal move: suicide", "illegal move"};
  go_engine *e = v;
  int colour, move;
  if (gtp_parse_play(argc, args, e->rows, e->cols, &colour, &move, out, n)) return GTP_FAILURE;
  go_engine_verdict verdict = go_engine_play(e, colour, move);
  if (verdict) return gtp_fail(out, n, "%s", why[verdict]);
  return gtp_done(out);
}

static int c_genmove(void *v, int argc, char **args, char *out, size_t n) {
  go_engine *e = v;
  int colour = argc == 1 ? gtp_parse_colour(args[0]) : 0;
  if (!colour) return gtp_fail(out, n, "syntax error: genmove COLOUR");
  int move = GO_PASS;
  int rc = go_play_genmove(e, colour, &move);
  if (rc) return gtp_fail(out, n, "%s", rc == YOMI_EINVAL ? "game over: two passes" : "no legal move");
  go_move_name(move, e->rows, e->cols, out, n);
  return GTP_SUCCESS;
}

static int c_undo(void *v, int argc, char **args, char *out, size_t n) {
  (void)argc, (void)args;
  go_engine *e = v;
  if (go_biggame_undo(&e->game)) return gtp_fail(out, n, "cannot undo");
  return gtp_done(out);
}

static int c_showboard(void *v, int argc, char **args, char *out, size_t n) {
  (void)argc, (void)args;
  go_engine *e = v;
  const go_bigboard *b = go_biggame_board(&e->game);
  size_t k = (size_t)snprintf(out, n, "\n");
  go_bigboard_diagram(b, go_engine_last(e), out + k, n - k);
  k = strlen(out);
  snprintf(out + k, n - k, "%s to move, komi %g, move %d", b->to_move == GO_BLACK ? "Black" : "White",
           e->komi, e->game.len - 1);
  return GTP_SUCCESS;
}

static int c_final_score(void *v, int argc, char **args, char *out, size_t n) {
  (void)argc, (void)args;
  double s = go_engine_score(v);
  if (s == 0) snprintf(out, n, "0");
  else snprintf(out, n, "%c+%g", s > 0 ? 'B' : 'W', fabs(s));
  return GTP_SUCCESS;
}

const gtp_command go_engine_gtp_commands[] = {
    {"boardsize", c_boardsize}, {"clear_board", c_clear_board}, {"komi", c_komi},
    {"play", c_play},           {"genmove", c_genmove},         {"undo", c_undo},
    {"showboard", c_showboard}, {"final_score", c_final_score}, {NULL, NULL},
};
