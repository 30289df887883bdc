/* cli/go_gtp: `yomi go gtp`, a GTP version 2 engine for Go under positional superko (area
 * scoring). On boards of at most --solve-points points genmove plays a move that keeps the
 * game-theoretic value of the position with its history (df-pn: the value by komi bisection, then
 * a move that still wins at the komi just on the mover's side of it); elsewhere, or when a proof
 * exceeds --node-limit, a legal, non-suicidal move that does not fill its own eyes. */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "cli/cli.h"
#include "cli/gtp.h"
#include "cli/gtp_move.h"
#include "core/error.h"
#include "core/opts.h"
#include "go/board.h"
#include "go/solvegame.h"

#define GOGTP_OPTIONS(X)                                                                        \
  X(STR, suicide, forbidden, 0, 0, "suicide rule: forbidden or allowed (multi-stone suicide)") \
  X(INT, solve_points, 9, 0, 64, "use the solver on boards of at most this many points")      \
  X(INT, node_limit, 2000000, 0, 1e15, "expansions allowed per proof (0: no limit)")          \
  X(INT, seed, 1, 0, 1e15, "seed of the fallback move choice")

typedef struct {
  GOGTP_OPTIONS(OPTS_FIELD)
} gogtp_opts;
#define OPTS_STRUCT gogtp_opts
static const opt_spec gogtp_specs[] = {GOGTP_OPTIONS(OPTS_SPEC)};
#undef OPTS_STRUCT

typedef struct go_engine {
  gogtp_opts o;
  go_suicide suicide;
  int rows, cols;
  double komi;
  go_biggame game;
  bool regular; /* every move so far was played by the side to move (the history replays) */
} go_engine;

static int reset(go_engine *e, int rows, int cols) {
  go_bigboard b;
  int rc = go_bigboard_init(&b, rows, cols, e->suicide);
  if (rc) return rc;
  go_biggame fresh;
  if ((rc = go_biggame_init(&fresh, &b))) return rc;
  if (e->rows) go_biggame_free(&e->game);
  e->game = fresh;
  e->rows = rows;
  e->cols = cols;
  e->regular = true;
  return 0;
}

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
  if (reset(e, (int)b, (int)a)) return fail(out, n, "unacceptable size");
  out[0] = 0;
  return GTP_SUCCESS;
}

static int c_clear_board(void *v, int argc, char **args, char *out, size_t n) {
  (void)argc, (void)args, (void)n;
  go_engine *e = v;
  reset(e, e->rows, e->cols);
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

/* Let `colour` move next (GTP allows moves out of turn); the side to move is not part of the board
 * hash, so the superko history is unaffected. */
static void set_to_move(go_engine *e, int colour) {
  go_bigboard *cur = &e->game.hist[e->game.len - 1];
  if (cur->to_move != colour) {
    cur->to_move = (uint8_t)colour;
    e->regular = false;
  }
}

static int c_play(void *v, int argc, char **args, char *out, size_t n) {
  go_engine *e = v;
  int colour = argc == 2 ? gtp_parse_colour(args[0]) : 0;
  if (!colour) return fail(out, n, "syntax error: play COLOUR VERTEX");
  int move;
  int rc = go_parse_move(args[1], e->rows, e->cols, &move);
  if (rc == YOMI_ERANGE) return fail(out, n, "illegal move: off the board");
  if (rc) return fail(out, n, "syntax error: invalid vertex");
  int saved = go_biggame_board(&e->game)->to_move;
  bool was_regular = e->regular;
  set_to_move(e, colour);
  if (move != GO_PASS && go_bigboard_get(go_biggame_board(&e->game), move) != GO_EMPTY) {
    e->game.hist[e->game.len - 1].to_move = (uint8_t)saved, e->regular = was_regular;
    return fail(out, n, "illegal move: occupied");
  }
  if (!go_biggame_legal(&e->game, move)) {
    bool board_ok = go_bigboard_legal(go_biggame_board(&e->game), move);
    e->game.hist[e->game.len - 1].to_move = (uint8_t)saved, e->regular = was_regular;
    return fail(out, n, board_ok ? "illegal move: positional superko" : "illegal move: suicide");
  }
  if (go_biggame_play(&e->game, move)) return fail(out, n, "illegal move");
  out[0] = 0;
  return GTP_SUCCESS;
}

/* The game as a <= 64-point go_game with the same history, by replaying the moves. */
static int small_game(const go_engine *e, go_game *g) {
  go_board b;
  if (go_board_init(&b, e->rows, e->cols, e->suicide)) return -1;
  const go_bigboard *h0 = &e->game.hist[0];
  for (int p = 0; p < h0->npoints; p++)
    if (go_bigboard_get(h0, p) != GO_EMPTY) go_board_set(&b, p, go_bigboard_get(h0, p));
  if (go_game_init(g, &b)) return -1;
  for (int i = 0; i + 1 < e->game.len; i++)
    if (go_game_play(g, e->game.moves[i])) {
      go_game_free(g);
      return -1;
    }
  return 0;
}

/* Black wins at komi k? 1 / 0, or -1 if the proof ran out of nodes. */
static int black_wins(const go_engine *e, const go_game *g, double k, int *move, uint64_t *exps) {
  go_solvegame sg;
  if (go_solvegame_from_game(&sg, g, k)) return -1;
  sg.benson = false; /* decide only by play, so the proof always yields a move */
  int winner, rc = gtp_solve_move(&sg.iface, e->o.node_limit, &winner, move, exps);
  go_solvegame_free(&sg);
  if (rc) return -1;
  return winner == GO_SOLVE_BLACK;
}

/* A value-keeping move by the solver, or GO_NOMOVE. */
static int solver_move(go_engine *e) {
  const go_bigboard *b = go_biggame_board(&e->game);
  if (!e->regular || b->npoints > e->o.solve_points || go_bigboard_over(b)) return GO_NOMOVE;
  go_game g;
  if (small_game(e, &g)) return GO_NOMOVE;
  int npts = b->npoints, lo = -npts, hi = npts, move = GO_NOMOVE;
  uint64_t exps = 0;
  /* The value V (Black's margin with optimal play) is the largest t with Black winning at t - 0.5. */
  bool ok = true;
  while (lo < hi && ok) {
    int mid = lo + (hi - lo + 1) / 2;
    int r = black_wins(e, &g, mid - 0.5, &move, &exps);
    if (r < 0) ok = false;
    else if (r) lo = mid;
    else hi = mid - 1;
  }
  if (ok) {
    /* the mover's side of the value: Black wins at V - 0.5, White at V + 0.5 */
    double k = b->to_move == GO_BLACK ? lo - 0.5 : lo + 0.5;
    int r = black_wins(e, &g, k, &move, &exps);
    if (r < 0 || (r == 1) != (b->to_move == GO_BLACK)) move = GO_NOMOVE;
  } else {
    move = GO_NOMOVE;
  }
  go_game_free(&g);
  return move;
}

static int c_genmove(void *v, int argc, char **args, char *out, size_t n) {
  go_engine *e = v;
  int colour = argc == 1 ? gtp_parse_colour(args[0]) : 0;
  if (!colour) return fail(out, n, "syntax error: genmove COLOUR");
  set_to_move(e, colour);
  if (go_bigboard_over(go_biggame_board(&e->game))) return fail(out, n, "game over: two passes");
  int move = solver_move(e);
  if (move == GO_NOMOVE) move = gtp_sensible_move(&e->game, (uint64_t)e->o.seed, NULL, NULL);
  if (go_biggame_play(&e->game, move)) {
    move = GO_PASS;
    if (go_biggame_play(&e->game, move)) return fail(out, n, "no legal move");
  }
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
  int last = e->game.len > 1 ? e->game.moves[e->game.len - 2] : GO_NOMOVE;
  size_t k = (size_t)snprintf(out, n, "\n");
  go_bigboard_diagram(b, last, out + k, n - k);
  k = strlen(out);
  snprintf(out + k, n - k, "%s to move, komi %g, move %d", b->to_move == GO_BLACK ? "Black" : "White", e->komi,
           e->game.len - 1);
  return GTP_SUCCESS;
}

static int c_final_score(void *v, int argc, char **args, char *out, size_t n) {
  (void)argc, (void)args;
  go_engine *e = v;
  double s = go_bigboard_score(go_biggame_board(&e->game)) - e->komi;
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
  go_engine *e = calloc(1, sizeof *e);
  if (!e) return cli_error("out of memory");
  char err[256];
  char *pos[2];
  int npos = 0;
  opts_defaults(gogtp_specs, OPTS_COUNT(gogtp_specs), &e->o);
  if (cli_wants_help(argc, argv)) {
    printf("usage: yomi go gtp [options]   (GTP version 2 on stdin/stdout)\n\n");
    opts_help(stdout, gogtp_specs, OPTS_COUNT(gogtp_specs));
    free(e);
    return CLI_OK;
  }
  int rc = opts_parse(gogtp_specs, OPTS_COUNT(gogtp_specs), &e->o, argc - 1, argv + 1, pos, 2, &npos, err, sizeof err);
  if (!rc && npos) snprintf(err, sizeof err, "unexpected argument '%s'", pos[0]), rc = -1;
  if (!rc && strcmp(e->o.suicide, "forbidden") && strcmp(e->o.suicide, "allowed"))
    snprintf(err, sizeof err, "--suicide must be forbidden or allowed"), rc = -1;
  if (rc) {
    cli_error("%s", err);
    free(e);
    return CLI_USAGE;
  }
  e->suicide = strcmp(e->o.suicide, "allowed") == 0 ? GO_SUICIDE_ALLOWED : GO_SUICIDE_FORBIDDEN;
  if (reset(e, 19, 19)) {
    free(e);
    return cli_error("out of memory");
  }
  gtp_serve(stdin, stdout, "yomi", go_commands, e);
  go_biggame_free(&e->game);
  free(e);
  return CLI_OK;
}
