/* cli/go_gtp: `yomi go gtp`, a GTP version 2 engine for Go under positional superko (area
 * scoring). On boards of at most --solve-points points genmove plays a move that keeps the
 * game-theoretic value of the position with its history (go/value: the value by komi bisection;
 * the move of the proof that still wins at the komi just on the mover's side of it); elsewhere, or
 * when a proof exceeds --node-limit, a legal, non-suicidal move that does not fill its own eyes. */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "cli/cli.h"
#include "cli/gtp.h"
#include "core/error.h"
#include "core/opts.h"
#include "go/engine.h"

#define GOGTP_OPTIONS(X) \
  X(STR, suicide, forbidden, 0, 0, "suicide rule: forbidden or allowed (multi-stone suicide)") \
  X(INT, solve_points, 9, 0, 64, "use the solver on boards of at most this many points") \
  X(INT, node_limit, 2000000, 0, 1e15, "expansions allowed per proof (0: no limit)") \
  X(INT, seed, 1, 0, 1e15, "seed of the fallback move choice")

typedef struct {
  GOGTP_OPTIONS(OPTS_FIELD)
} gogtp_opts;
#define OPTS_STRUCT gogtp_opts
static const opt_spec gogtp_specs[] = {GOGTP_OPTIONS(OPTS_SPEC)};
#undef OPTS_STRUCT

static int fail(char *out, size_t n, const char *msg) {
  snprintf(out, n, "%s", msg);
  return GTP_FAILURE;
}

static int c_boardsize(void *v, int argc, char **args, char *out, size_t n) {
  go_engine *e = v;
  long a, b;
  if (argc < 1 || argc > 2 || gtp_parse_int(args[0], &a) || (argc == 2 && gtp_parse_int(args[1], &b)))
    return fail(out, n, "syntax error: boardsize N, or boardsize COLUMNS ROWS");
  if (argc == 1) b = a;
  /* boardsize C R: columns first, as GTP vertices name the column first */
  if (a < 1 || b < 1 || a > 25 || b > 25 || a * b > GO_MAX_POINTS) return fail(out, n, "unacceptable size");
  if (go_engine_reset(e, (int)b, (int)a)) return fail(out, n, "unacceptable size");
  out[0] = 0;
  return GTP_SUCCESS;
}

static int c_clear_board(void *v, int argc, char **args, char *out, size_t n) {
  (void)argc, (void)args, (void)n;
  go_engine *e = v;
  go_engine_reset(e, e->rows, e->cols);
  out[0] = 0;
  return GTP_SUCCESS;
}

static int c_komi(void *v, int argc, char **args, char *out, size_t n) {
  go_engine *e = v;
  char *end;
  double k = argc == 1 ? strtod(args[0], &end) : 0;
  if (argc != 1 || *end || !isfinite(k) || fabs(k) > 1000) return fail(out, n, "syntax error: komi FLOAT");
  e->komi = k;
  out[0] = 0;
  return GTP_SUCCESS;
}

static int c_play(void *v, int argc, char **args, char *out, size_t n) {
  static const char *const why[] = {"", "illegal move: occupied", "illegal move: positional superko",
                                    "illegal move: suicide", "illegal move"};
  go_engine *e = v;
  int colour = argc == 2 ? gtp_parse_colour(args[0]) : 0;
  if (!colour) return fail(out, n, "syntax error: play COLOUR VERTEX");
  int move;
  int rc = go_parse_move(args[1], e->rows, e->cols, &move);
  if (rc == YOMI_ERANGE) return fail(out, n, "illegal move: off the board");
  if (rc) return fail(out, n, "syntax error: invalid vertex");
  go_engine_verdict verdict = go_engine_play(e, colour, move);
  if (verdict) return fail(out, n, why[verdict]);
  out[0] = 0;
  return GTP_SUCCESS;
}

static int c_genmove(void *v, int argc, char **args, char *out, size_t n) {
  go_engine *e = v;
  int colour = argc == 1 ? gtp_parse_colour(args[0]) : 0;
  if (!colour) return fail(out, n, "syntax error: genmove COLOUR");
  int move = GO_PASS;
  int rc = go_engine_genmove(e, colour, &move);
  if (rc) return fail(out, n, rc == YOMI_EINVAL ? "game over: two passes" : "no legal move");
  go_move_name(move, e->rows, e->cols, out, n);
  return GTP_SUCCESS;
}

static int c_undo(void *v, int argc, char **args, char *out, size_t n) {
  (void)argc, (void)args;
  go_engine *e = v;
  if (go_biggame_undo(&e->game)) return fail(out, n, "cannot undo");
  out[0] = 0;
  return GTP_SUCCESS;
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
  go_engine *e = v;
  double s = go_engine_score(e);
  if (s == 0) snprintf(out, n, "0");
  else snprintf(out, n, "%c+%g", s > 0 ? 'B' : 'W', fabs(s));
  return GTP_SUCCESS;
}

static const gtp_command go_commands[] = {
    {"boardsize", c_boardsize}, {"clear_board", c_clear_board}, {"komi", c_komi},
    {"play", c_play},           {"genmove", c_genmove},         {"undo", c_undo},
    {"showboard", c_showboard}, {"final_score", c_final_score}, {NULL, NULL},
};

int cli_go_gtp(int argc, char **argv) {
  gogtp_opts o;
  char err[256];
  char *pos[2];
  int npos = 0;
  opts_defaults(gogtp_specs, OPTS_COUNT(gogtp_specs), &o);
  if (cli_wants_help(argc, argv)) {
    printf("usage: yomi go gtp [options]   (GTP version 2 on stdin/stdout)\n\n");
    opts_help(stdout, gogtp_specs, OPTS_COUNT(gogtp_specs));
    return CLI_OK;
  }
  go_engine *e = calloc(1, sizeof *e);
  if (!e) return cli_error("out of memory");
  int rc = opts_parse(gogtp_specs, OPTS_COUNT(gogtp_specs), &o, argc - 1, argv + 1, pos, 2, &npos, err,
                      sizeof err);
  if (!rc && npos) snprintf(err, sizeof err, "unexpected argument '%s'", pos[0]), rc = -1;
  if (!rc && go_parse_suicide(o.suicide, &e->suicide))
    snprintf(err, sizeof err, "--suicide must be forbidden or allowed"), rc = -1;
  if (rc) {
    cli_error("%s", err);
    free(e);
    return CLI_USAGE;
  }
  e->solve_points = (int)o.solve_points, e->node_limit = o.node_limit, e->seed = (uint64_t)o.seed;
  if (go_engine_reset(e, 19, 19)) {
    free(e);
    return cli_error("out of memory");
  }
  gtp_serve(stdin, stdout, "yomi", go_commands, e);
  go_engine_free(e);
  free(e);
  return CLI_OK;
}
