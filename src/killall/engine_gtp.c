/* killall/engine_gtp: the Kill-All engine's GTP commands (killall/engine.h): board size, play and
 * genmove by the rules of killall/game.h, undo, showboard, final_score, final_status_list,
 * loadsgf and printsgf (killall/engine_sgf.c), and the killall_* setup
 * commands of docs/killall.md; the time commands (a budget for genmove), reg_genmove and cputime; each
 * answered in the protocol's words. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "core/error.h"
#include "core/text.h"
#include "core/timer.h"
#include "go/board.h"
#include "killall/engine.h"

/* The answer to a command that rc says was done (an empty response) or refused for *why (NULL: no
 * reason), after the words `prefix`. why is read after rc: the call that gives rc sets it. */
static int answer(int rc, const char *prefix, const char *const *why, char *out, size_t n) {
  if (rc) return gtp_fail(out, n, "%s%s", prefix, why && *why ? *why : "");
  return gtp_done(out);
}

/* A fresh game of kind on rows x cols, or the refusal after `prefix`. */
static int reset(killall_engine *e, killall_setup_kind kind, int rows, int cols, const char *prefix,
                 char *out, size_t n) {
  const char *why = NULL;
  return answer(killall_engine_reset(e, kind, rows, cols, &why), prefix, &why, out, n);
}

static int c_boardsize(void *v, int argc, char **args, char *out, size_t n) {
  killall_engine *e = v;
  long a, b;
  if (gtp_parse_boardsize(argc, args, &a, &b))
    return gtp_fail(out, n, "syntax error: boardsize N, or boardsize COLUMNS ROWS");
  if (a < 2 || b < 1 || a > 19 || b > 19) return gtp_fail(out, n, "unacceptable size");
  return reset(e, e->kind, (int)b, (int)a, "unacceptable size: ", out, n);
}

static int c_clear_board(void *v, int argc, char **args, char *out, size_t n) {
  (void)argc, (void)args;
  killall_engine *e = v;
  return reset(e, e->kind, e->rows, e->cols, "", out, n);
}

static int c_komi(void *v, int argc, char **args, char *out, size_t n) {
  (void)v;
  double k;
  /* Kill-All Go has no score: komi is accepted and ignored */
  return answer(argc != 1 || text_decimal(args[0], &k), "syntax error: komi FLOAT", NULL, out, n);
}

/* The colour of play and genmove (args[0]) when it may move now; 0 (and the failure in out) else. */
static int mover(const killall_engine *e, int argc, int want, char **args, const char *usage, char *out,
                 size_t n) {
  int colour = argc == want ? gtp_parse_colour(args[0]) : 0;
  if (!colour) gtp_fail(out, n, "%s", usage);
  return colour && !killall_engine_may_move(e, colour, out, n) ? colour : 0;
}

static int c_play(void *v, int argc, char **args, char *out, size_t n) {
  killall_engine *e = v;
  int colour, move;
  if (gtp_parse_play(argc, args, e->rows, e->cols, &colour, &move, out, n)) return GTP_FAILURE;
  if (!mover(e, 2, 2, args, "", out, n)) return GTP_FAILURE;
  const char *why = NULL;
  return answer(killall_game_play(&e->k, move, &why), "illegal move: ", &why, out, n);
}

static int c_genmove(void *v, int argc, char **args, char *out, size_t n) {
  killall_engine *e = v;
  if (!mover(e, argc, 1, args, "syntax error: genmove COLOUR", out, n)) return GTP_FAILURE;
  int move;
  const char *why = NULL;
  double t0 = timer_now();
  int rc = killall_engine_genmove(e, &move, &why);
  gtp_clock_spend(&e->clock, gtp_parse_colour(args[0]), timer_now() - t0);
  if (rc) return gtp_fail(out, n, "internal error: %s", why);
  if (move == GO_PASS) snprintf(out, n, "resign");
  else go_move_name(move, e->rows, e->cols, out, n);
  return GTP_SUCCESS;
}

/* genmove, then the move taken back (a resignation plays nothing). */
static int c_reg_genmove(void *v, int argc, char **args, char *out, size_t n) {
  killall_engine *e = v;
  int len = e->k.started ? e->k.game.len : 0;
  int rc = c_genmove(v, argc, args, out, n);
  if (rc == GTP_SUCCESS && e->k.started && e->k.game.len > len) killall_game_undo(&e->k);
  return rc;
}

static int c_time_settings(void *v, int argc, char **args, char *out, size_t n) {
  return gtp_time_settings(&((killall_engine *)v)->clock, argc, args, out, n);
}

static int c_time_left(void *v, int argc, char **args, char *out, size_t n) {
  return gtp_time_left(&((killall_engine *)v)->clock, argc, args, out, n);
}

static int c_kgs_time_settings(void *v, int argc, char **args, char *out, size_t n) {
  return gtp_kgs_time_settings(&((killall_engine *)v)->clock, argc, args, out, n);
}

static int c_undo(void *v, int argc, char **args, char *out, size_t n) {
  (void)argc, (void)args;
  return answer(killall_game_undo(&((killall_engine *)v)->k), "cannot undo", NULL, out, n);
}

static int c_showboard(void *v, int argc, char **args, char *out, size_t n) {
  (void)argc, (void)args;
  killall_engine *e = v;
  size_t k = (size_t)snprintf(out, n, "\n");
  killall_game_diagram(&e->k, true, killall_engine_last(e), out + k, n - k);
  k = strlen(out);
  killall_engine_status(e, out + k, n - k);
  return GTP_SUCCESS;
}

static int c_final_score(void *v, int argc, char **args, char *out, size_t n) {
  (void)argc, (void)args;
  killall_game *k = &((killall_engine *)v)->k;
  if (!k->started || k->winner == KILLALL_NOROLE) return gtp_fail(out, n, "game not over");
  snprintf(out, n, "%c+", killall_game_colour(k, k->winner) == GO_BLACK ? 'B' : 'W'); /* as SGF RE */
  return GTP_SUCCESS;
}

static int load(void *v, const char *path, int move_number, char *why, size_t n) {
  return killall_engine_load_sgf(v, path, move_number, why, n);
}

static int c_loadsgf(void *v, int argc, char **args, char *out, size_t n) {
  return go_engine_loadsgf(argc, args, load, v, out, n);
}

static int sgf(const void *v, char *out, size_t n) { return killall_engine_sgf(v, out, n); }

/* printsgf [FILE]: the game as SGF, or into the file. */
static int c_printsgf(void *v, int argc, char **args, char *out, size_t n) {
  return go_engine_printsgf(argc, args, sgf, v, out, n);
}

static int c_final_status_list(void *v, int argc, char **args, char *out, size_t n) {
  int s = go_engine_parse_status(argc, args);
  if (s < 0) return gtp_fail(out, n, "syntax error: final_status_list alive|dead|seki");
  return killall_engine_status_list(v, (go_engine_status)s, out, n), GTP_SUCCESS;
}

static int c_status(void *v, int argc, char **args, char *out, size_t n) {
  (void)argc, (void)args;
  killall_engine_status(v, out, n);
  return GTP_SUCCESS;
}

static int c_setup(void *v, int argc, char **args, char *out, size_t n) {
  killall_engine *e = v;
  int kind = argc == 1 ? killall_setup_parse(args[0]) : -1;
  if (kind < 0 || kind == KILLALL_FIXED)
    return gtp_fail(out, n, "syntax error: killall_setup pieboxing|handicap|classic|pie|hoctaph");
  return reset(e, (killall_setup_kind)kind, e->rows, e->cols, "", out, n);
}

static int c_attacker_colour(void *v, int argc, char **args, char *out, size_t n) {
  killall_engine *e = v;
  int c = argc == 1 ? gtp_parse_colour(args[0]) : 0;
  if (!c) return gtp_fail(out, n, "syntax error: killall_attacker_colour black|white");
  e->attacker = c;
  return reset(e, e->kind, e->rows, e->cols, "", out, n);
}

static int c_stones(void *v, int argc, char **args, char *out, size_t n) {
  killall_engine *e = v;
  int pts[KILLALL_MAX_POINTS];
  for (int i = 0; i < argc; i++) {
    int rc = go_parse_move(args[i], e->rows, e->cols, &pts[i]);
    if (rc || pts[i] == GO_PASS) return gtp_fail(out, n, "invalid vertex '%s'", args[i]);
  }
  const char *why = NULL;
  return answer(killall_engine_stones(e, pts, argc, &why), "", &why, out, n);
}

/* The setup step a of the player to act; ok false: the usage failure. */
static int setup_step(void *v, bool ok, killall_action a, const char *usage, char *out, size_t n) {
  if (!ok) return gtp_fail(out, n, "%s", usage);
  const char *why = NULL;
  return answer(killall_engine_setup(v, &a, &why), "", &why, out, n);
}

/* A whole number in [-lim, lim]. */
static bool count(const char *s, long lim, int *v) {
  long x;
  if (gtp_parse_int(s, &x) || x < -lim || x > lim) return false;
  *v = (int)x;
  return true;
}

static int c_place(void *v, int argc, char **args, char *out, size_t n) {
  killall_engine *e = v;
  killall_action a = {.act = KILLALL_ACT_POINT};
  if (argc != 1) return gtp_fail(out, n, "syntax error: killall_place VERTEX");
  int rc = go_parse_move(args[0], e->rows, e->cols, &a.point);
  if (rc == YOMI_ERANGE) return gtp_fail(out, n, "off the board");
  return setup_step(v, !rc && a.point != GO_PASS, a, "syntax error: invalid vertex", out, n);
}

static int c_claim(void *v, int argc, char **args, char *out, size_t n) {
  (void)argc, (void)args;
  return setup_step(v, true, (killall_action){.act = KILLALL_ACT_CLAIM}, "", out, n);
}

static int c_done(void *v, int argc, char **args, char *out, size_t n) {
  (void)argc, (void)args;
  return setup_step(v, true, (killall_action){.act = KILLALL_ACT_DONE}, "", out, n);
}

static int c_role(void *v, int argc, char **args, char *out, size_t n) {
  killall_action a = {.act = KILLALL_ACT_ROLE,
                      .role = argc != 1 ? KILLALL_NOROLE : killall_role_parse(args[0])};
  return setup_step(v, a.role != KILLALL_NOROLE, a, "syntax error: killall_role attacker|defender", out, n);
}

static int c_handicap(void *v, int argc, char **args, char *out, size_t n) {
  killall_action a = {.act = KILLALL_ACT_HANDICAP};
  return setup_step(v, argc == 1 && count(args[0], 1000000, &a.n), a, "syntax error: killall_handicap N", out,
                    n);
}

static int c_batches(void *v, int argc, char **args, char *out, size_t n) {
  killall_action a = {.act = KILLALL_ACT_BATCHES};
  bool ok = argc == 2 && count(args[0], 1000000, &a.n) && count(args[1], 1000000, &a.m);
  return setup_step(v, ok, a, "syntax error: killall_batches A B", out, n);
}

static int c_first(void *v, int argc, char **args, char *out, size_t n) {
  killall_action a = {.act = KILLALL_ACT_FIRST};
  return setup_step(v, argc == 1 && count(args[0], 1000, &a.n), a, "syntax error: killall_first 1|2", out, n);
}

const gtp_command killall_engine_gtp_commands[] = {
    {"boardsize", c_boardsize},
    {"clear_board", c_clear_board},
    {"komi", c_komi},
    {"play", c_play},
    {"genmove", c_genmove},
    {"kgs-genmove_cleanup", c_genmove},
    {"reg_genmove", c_reg_genmove},
    {"time_settings", c_time_settings},
    {"time_left", c_time_left},
    {"kgs-time_settings", c_kgs_time_settings},
    {"cputime", gtp_cputime},
    {"undo", c_undo},
    {"showboard", c_showboard},
    {"final_score", c_final_score},
    {"final_status_list", c_final_status_list},
    {"loadsgf", c_loadsgf},
    {"printsgf", c_printsgf},
    {"killall_setup", c_setup},
    {"killall_attacker_colour", c_attacker_colour},
    {"killall_stones", c_stones},
    {"killall_place", c_place},
    {"killall_claim", c_claim},
    {"killall_done", c_done},
    {"killall_role", c_role},
    {"killall_handicap", c_handicap},
    {"killall_batches", c_batches},
    {"killall_first", c_first},
    {"killall_status", c_status},
    {NULL, NULL},
};
