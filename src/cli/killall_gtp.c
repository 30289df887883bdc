/* cli/killall_gtp: `yomi killall gtp`, a GTP version 2 engine for Kill-All Go: the killall_* setup
 * commands (docs/killall.md), play and genmove by the rules of killall/game.h, the moves chosen by
 * killall/engine.h. This file parses the commands and writes the responses. */
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "cli/cli.h"
#include "cli/gtp.h"
#include "core/error.h"
#include "core/opts.h"
#include "go/board.h"
#include "killall/engine.h"

#define KAGTP_OPTIONS(X) \
  X(INT, solve_points, 16, 0, 64, "use the solver on boards of at most this many points") \
  X(INT, node_limit, 300000, 0, 1e15, "expansions allowed per proof (0: no limit)") \
  X(INT, seed, 1, 0, 1e15, "seed of the fallback move choice")

typedef struct {
  KAGTP_OPTIONS(OPTS_FIELD)
} kagtp_opts;
#define OPTS_STRUCT kagtp_opts
static const opt_spec kagtp_specs[] = {KAGTP_OPTIONS(OPTS_SPEC)};
#undef OPTS_STRUCT

typedef struct ka_engine {
  kagtp_opts o;
  killall_engine e;
} ka_engine;

static int fail(char *out, size_t n, const char *fmt, const char *arg) {
  snprintf(out, n, fmt, arg);
  return GTP_FAILURE;
}

/* The answer to a command that rc says was done (an empty response) or refused for why (fmt). */
static int answer(int rc, const char *fmt, const char *const *why, char *out, size_t n) {
  if (rc) return fail(out, n, fmt, *why ? *why : "");
  out[0] = 0;
  return GTP_SUCCESS;
}

static int c_boardsize(void *v, int argc, char **args, char *out, size_t n) {
  killall_engine *e = &((ka_engine *)v)->e;
  long a, b;
  if (argc < 1 || argc > 2 || gtp_parse_int(args[0], &a) || (argc == 2 && gtp_parse_int(args[1], &b)))
    return fail(out, n, "syntax error: boardsize N, or boardsize COLUMNS ROWS%s", "");
  if (argc == 1) b = a;
  if (a < 2 || b < 1 || a > 19 || b > 19) return fail(out, n, "unacceptable size%s", "");
  const char *why = NULL;
  return answer(killall_engine_reset(e, e->kind, (int)b, (int)a, &why), "unacceptable size: %s", &why, out,
                n);
}

static int c_clear_board(void *v, int argc, char **args, char *out, size_t n) {
  (void)argc, (void)args;
  killall_engine *e = &((ka_engine *)v)->e;
  const char *why = NULL;
  return answer(killall_engine_reset(e, e->kind, e->rows, e->cols, &why), "%s", &why, out, n);
}

static int c_komi(void *v, int argc, char **args, char *out, size_t n) {
  (void)v;
  char *end = NULL;
  if (argc == 1) strtod(args[0], &end);
  /* Kill-All Go has no score: komi is accepted and ignored */
  return answer(argc != 1 || *end || end == args[0], "syntax error: komi FLOAT%s", &(const char *){""}, out,
                n);
}

/* The colour of play and genmove (args[0]) when it may move now; 0 (and the failure in out) else. */
static int mover(const killall_engine *e, int argc, int want, char **args, const char *usage, char *out,
                 size_t n) {
  int colour = argc == want ? gtp_parse_colour(args[0]) : 0;
  if (!colour) fail(out, n, "%s", usage);
  return colour && !killall_engine_may_move(e, colour, out, n) ? colour : 0;
}

static int c_play(void *v, int argc, char **args, char *out, size_t n) {
  killall_engine *e = &((ka_engine *)v)->e;
  int colour = argc == 2 ? gtp_parse_colour(args[0]) : 0;
  if (!colour) return fail(out, n, "syntax error: play COLOUR VERTEX%s", "");
  int move, rc = go_parse_move(args[1], e->rows, e->cols, &move);
  if (rc == YOMI_ERANGE) return fail(out, n, "illegal move: off the board%s", "");
  if (rc) return fail(out, n, "syntax error: invalid vertex%s", "");
  if (!mover(e, 2, 2, args, "", out, n)) return GTP_FAILURE;
  const char *why = NULL;
  return answer(killall_game_play(&e->k, move, &why), "illegal move: %s", &why, out, n);
}

static int c_genmove(void *v, int argc, char **args, char *out, size_t n) {
  killall_engine *e = &((ka_engine *)v)->e;
  if (!mover(e, argc, 1, args, "syntax error: genmove COLOUR", out, n)) return GTP_FAILURE;
  int move;
  const char *why = NULL;
  if (killall_engine_genmove(e, &move, &why)) return fail(out, n, "internal error: %s", why);
  if (move == GO_PASS) snprintf(out, n, "resign");
  else go_move_name(move, e->rows, e->cols, out, n);
  return GTP_SUCCESS;
}

static int c_undo(void *v, int argc, char **args, char *out, size_t n) {
  (void)argc, (void)args;
  return answer(killall_game_undo(&((ka_engine *)v)->e.k), "cannot undo%s", &(const char *){""}, out, n);
}

static int c_showboard(void *v, int argc, char **args, char *out, size_t n) {
  (void)argc, (void)args;
  killall_engine *e = &((ka_engine *)v)->e;
  size_t k = (size_t)snprintf(out, n, "\n");
  killall_game_diagram(&e->k, true, killall_engine_last(e), out + k, n - k);
  k = strlen(out);
  killall_engine_status(e, out + k, n - k);
  return GTP_SUCCESS;
}

static int c_final_score(void *v, int argc, char **args, char *out, size_t n) {
  (void)argc, (void)args;
  killall_game *k = &((ka_engine *)v)->e.k;
  if (!k->started || k->winner == KILLALL_NOROLE) return fail(out, n, "game not over%s", "");
  snprintf(out, n, "%c+", killall_game_colour(k, k->winner) == GO_BLACK ? 'B' : 'W'); /* as SGF RE */
  return GTP_SUCCESS;
}

static int c_status(void *v, int argc, char **args, char *out, size_t n) {
  (void)argc, (void)args;
  killall_engine_status(&((ka_engine *)v)->e, out, n);
  return GTP_SUCCESS;
}

static int c_setup(void *v, int argc, char **args, char *out, size_t n) {
  killall_engine *e = &((ka_engine *)v)->e;
  int kind = argc == 1 ? killall_setup_parse(args[0]) : -1;
  if (kind < 0 || kind == KILLALL_FIXED)
    return fail(out, n, "syntax error: killall_setup pieboxing|handicap|classic|pie|hoctaph%s", "");
  const char *why = NULL;
  return answer(killall_engine_reset(e, (killall_setup_kind)kind, e->rows, e->cols, &why), "%s", &why, out,
                n);
}

static int c_attacker_colour(void *v, int argc, char **args, char *out, size_t n) {
  killall_engine *e = &((ka_engine *)v)->e;
  int c = argc == 1 ? gtp_parse_colour(args[0]) : 0;
  if (!c) return fail(out, n, "syntax error: killall_attacker_colour black|white%s", "");
  e->attacker = c;
  const char *why = NULL;
  return answer(killall_engine_reset(e, e->kind, e->rows, e->cols, &why), "%s", &why, out, n);
}

static int c_stones(void *v, int argc, char **args, char *out, size_t n) {
  killall_engine *e = &((ka_engine *)v)->e;
  int pts[KILLALL_MAX_POINTS];
  for (int i = 0; i < argc; i++) {
    int rc = go_parse_move(args[i], e->rows, e->cols, &pts[i]);
    if (rc || pts[i] == GO_PASS) return fail(out, n, "invalid vertex '%s'", args[i]);
  }
  const char *why = NULL;
  return answer(killall_engine_stones(e, pts, argc, &why), "%s", &why, out, n);
}

/* The setup step a of the player to act; ok false: the usage failure. */
static int setup_step(void *v, bool ok, killall_action a, const char *usage, char *out, size_t n) {
  if (!ok) return fail(out, n, "%s", usage);
  const char *why = NULL;
  return answer(killall_engine_setup(&((ka_engine *)v)->e, &a, &why), "%s", &why, out, n);
}

/* A whole number in [-lim, lim]. */
static bool count(const char *s, long lim, int *v) {
  long x;
  if (gtp_parse_int(s, &x) || x < -lim || x > lim) return false;
  *v = (int)x;
  return true;
}

static int c_place(void *v, int argc, char **args, char *out, size_t n) {
  killall_engine *e = &((ka_engine *)v)->e;
  killall_action a = {.act = KILLALL_ACT_POINT};
  if (argc != 1) return fail(out, n, "syntax error: killall_place VERTEX%s", "");
  int rc = go_parse_move(args[0], e->rows, e->cols, &a.point);
  if (rc == YOMI_ERANGE) return fail(out, n, "off the board%s", "");
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

static const gtp_command ka_commands[] = {
    {"boardsize", c_boardsize},
    {"clear_board", c_clear_board},
    {"komi", c_komi},
    {"play", c_play},
    {"genmove", c_genmove},
    {"undo", c_undo},
    {"showboard", c_showboard},
    {"final_score", c_final_score},
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

int cli_killall_gtp(int argc, char **argv) {
  ka_engine *e = calloc(1, sizeof *e);
  if (!e) return cli_error("out of memory");
  char err[256], *pos[2];
  int npos = 0;
  opts_defaults(kagtp_specs, OPTS_COUNT(kagtp_specs), &e->o);
  if (cli_wants_help(argc, argv)) {
    printf("usage: yomi killall gtp [options]   (GTP version 2 on stdin/stdout; see docs/killall.md)\n\n");
    opts_help(stdout, kagtp_specs, OPTS_COUNT(kagtp_specs));
    free(e);
    return CLI_OK;
  }
  int rc = opts_parse(kagtp_specs, OPTS_COUNT(kagtp_specs), &e->o, argc - 1, argv + 1, pos, 2, &npos, err,
                      sizeof err);
  if (!rc && npos) snprintf(err, sizeof err, "unexpected argument '%s'", pos[0]), rc = -1;
  if (rc) {
    cli_error("%s", err);
    free(e);
    return CLI_USAGE;
  }
  e->e.attacker = GO_BLACK;
  e->e.solve_points = e->o.solve_points, e->e.node_limit = e->o.node_limit, e->e.seed = (uint64_t)e->o.seed;
  const char *why;
  if (killall_engine_reset(&e->e, KILLALL_PIEBOXING, 9, 9, &why)) {
    free(e);
    return cli_error("%s", why);
  }
  gtp_serve(stdin, stdout, "yomi-killall", ka_commands, e);
  killall_engine_free(&e->e);
  free(e);
  return CLI_OK;
}
