/* go/engine_gtp: the Go engine's GTP commands (go/engine.h): board size, komi, play, genmove, undo,
 * showboard and final_score; the time commands, handicap, loadsgf/printsgf, final_status_list,
 * reg_genmove, cputime and GoGui's analyze commands, each answered in the protocol's words. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "core/error.h"
#include "core/text.h"
#include "core/timer.h"
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
  double k;
  if (argc != 1 || text_decimal(args[0], &k) || fabs(k) > 1000)
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
  double t0 = timer_now();
  int rc = go_play_genmove(e, colour, &move);
  gtp_clock_spend(&e->clock, colour, timer_now() - t0);
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

static int c_reg_genmove(void *v, int argc, char **args, char *out, size_t n) {
  go_engine copy = *(go_engine *)v; /* the move is chosen on a copy of the game: nothing is played */
  if (go_biggame_copy(&copy.game, &((go_engine *)v)->game)) return gtp_fail(out, n, "out of memory");
  int rc = c_genmove(&copy, argc, args, out, n);
  go_biggame_free(&copy.game);
  if (copy.table != ((go_engine *)v)->table) go_play_release(&copy); /* a table the copy made for itself */
  return rc;
}

static int c_time_settings(void *v, int argc, char **args, char *out, size_t n) {
  return gtp_time_settings(&((go_engine *)v)->clock, argc, args, out, n);
}

static int c_time_left(void *v, int argc, char **args, char *out, size_t n) {
  return gtp_time_left(&((go_engine *)v)->clock, argc, args, out, n);
}

static int c_kgs_time_settings(void *v, int argc, char **args, char *out, size_t n) {
  return gtp_kgs_time_settings(&((go_engine *)v)->clock, argc, args, out, n);
}

/* The vertices pts[0..k) on one line into out. */
static int vertices(const go_engine *e, const int *pts, int k, char *out, size_t n) {
  size_t used = 0;
  out[0] = '\0';
  for (int i = 0; i < k && used < n; i++) {
    char name[8];
    go_move_name(pts[i], e->rows, e->cols, name, sizeof name);
    used += (size_t)snprintf(out + used, n - used, "%s%s", i ? " " : "", name);
  }
  return GTP_SUCCESS;
}

/* fixed_handicap N and place_free_handicap N: the stones placed, their vertices answered. */
static int handicap(go_engine *e, int argc, char **args, bool fixed, char *out, size_t n) {
  long count;
  if (argc != 1 || gtp_parse_int(args[0], &count))
    return gtp_fail(out, n, "syntax error: %s N", fixed ? "fixed_handicap" : "place_free_handicap");
  int pts[GO_MAX_POINTS], k = YOMI_ERANGE;
  if (count >= 2 && count < GO_MAX_POINTS)
    k = fixed ? go_engine_fixed_handicap(e->rows, e->cols, (int)count, pts)
              : go_engine_free_handicap(e, (int)count, pts);
  if (k < 0) return gtp_fail(out, n, "invalid number of stones");
  int rc = go_engine_set_handicap(e, pts, k);
  if (rc == YOMI_EINVAL) return gtp_fail(out, n, "board not empty");
  if (rc) return gtp_fail(out, n, "cannot place the stones");
  return vertices(e, pts, k, out, n);
}

static int c_fixed_handicap(void *v, int argc, char **args, char *out, size_t n) {
  return handicap(v, argc, args, true, out, n);
}

static int c_place_free_handicap(void *v, int argc, char **args, char *out, size_t n) {
  return handicap(v, argc, args, false, out, n);
}

static int c_set_free_handicap(void *v, int argc, char **args, char *out, size_t n) {
  go_engine *e = v;
  int pts[GO_MAX_POINTS];
  if (argc < 2 || argc >= e->rows * e->cols) return gtp_fail(out, n, "bad vertex list");
  for (int i = 0; i < argc; i++)
    if (go_parse_move(args[i], e->rows, e->cols, &pts[i]) || pts[i] == GO_PASS)
      return gtp_fail(out, n, "bad vertex list");
  int rc = go_engine_set_handicap(e, pts, argc);
  if (rc == YOMI_EINVAL) return gtp_fail(out, n, "board not empty");
  if (rc) return gtp_fail(out, n, "bad vertex list");
  return gtp_done(out);
}

static int load(void *v, const char *path, int move_number, char *why, size_t n) {
  return go_engine_load_sgf(v, path, move_number, why, n);
}

static int c_loadsgf(void *v, int argc, char **args, char *out, size_t n) {
  return go_engine_loadsgf(argc, args, load, v, out, n);
}

static int sgf(const void *v, char *out, size_t n) { return go_engine_sgf(v, out, n); }

/* printsgf [FILE]: the game as SGF, or into the file. */
static int c_printsgf(void *v, int argc, char **args, char *out, size_t n) {
  return go_engine_printsgf(argc, args, sgf, v, out, n);
}

static int c_final_status_list(void *v, int argc, char **args, char *out, size_t n) {
  int s = go_engine_parse_status(argc, args);
  if (s < 0) return gtp_fail(out, n, "syntax error: final_status_list alive|dead|seki");
  return go_engine_status_list(v, (go_engine_status)s, out, n), GTP_SUCCESS;
}

static int c_analyze_commands(void *v, int argc, char **args, char *out, size_t n) {
  (void)v, (void)argc, (void)args;
  snprintf(out, n, "string/Solve this position/yomi-solve\ngfx/Pass-alive points/yomi-pass-alive");
  return GTP_SUCCESS;
}

static int c_solve(void *v, int argc, char **args, char *out, size_t n) {
  (void)args;
  if (argc) return gtp_fail(out, n, "syntax error: yomi-solve takes no arguments");
  return go_engine_solve(v, out, n) ? gtp_fail(out, n, "out of memory") : GTP_SUCCESS;
}

static int c_pass_alive(void *v, int argc, char **args, char *out, size_t n) {
  (void)args;
  if (argc) return gtp_fail(out, n, "syntax error: yomi-pass-alive takes no arguments");
  go_engine_pass_alive_gfx(v, out, n);
  return GTP_SUCCESS;
}

const gtp_command go_engine_gtp_commands[] = {
    {"boardsize", c_boardsize},
    {"clear_board", c_clear_board},
    {"komi", c_komi},
    {"play", c_play},
    {"genmove", c_genmove},
    {"kgs-genmove_cleanup", c_genmove}, /* the engine never passes early: genmove cleans up already */
    {"reg_genmove", c_reg_genmove},
    {"undo", c_undo},
    {"showboard", c_showboard},
    {"final_score", c_final_score},
    {"final_status_list", c_final_status_list},
    {"time_settings", c_time_settings},
    {"time_left", c_time_left},
    {"kgs-time_settings", c_kgs_time_settings},
    {"fixed_handicap", c_fixed_handicap},
    {"place_free_handicap", c_place_free_handicap},
    {"set_free_handicap", c_set_free_handicap},
    {"loadsgf", c_loadsgf},
    {"printsgf", c_printsgf},
    {"cputime", gtp_cputime},
    {"gogui-analyze_commands", c_analyze_commands},
    {"yomi-solve", c_solve},
    {"yomi-pass-alive", c_pass_alive},
    {NULL, NULL},
};
