/* cli/killall_gtp: `yomi killall gtp`, a GTP version 2 engine for Kill-All Go. The setup is driven
 * by the killall_* commands (docs/killall.md lists them); play and genmove then follow the rules of
 * killall/game.h (no passing, positional superko, multi-stone suicide legal). On boards of at most
 * --solve-points points genmove plays a move the df-pn solver proves keeps the game-theoretic value;
 * elsewhere, or beyond --node-limit, a legal, non-suicidal move that does not fill its own eyes,
 * preferring one that wins at once and avoiding one that loses at once. */
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "cli/cli.h"
#include "cli/gtp.h"
#include "go/playpolicy.h"
#include "core/error.h"
#include "core/opts.h"
#include "go/board.h"
#include "killall/game.h"
#include "killall/lookahead.h"
#include "killall/solvegame.h"

#define KAGTP_OPTIONS(X)                                                                 \
  X(INT, solve_points, 16, 0, 64, "use the solver on boards of at most this many points") \
  X(INT, node_limit, 300000, 0, 1e15, "expansions allowed per proof (0: no limit)")     \
  X(INT, seed, 1, 0, 1e15, "seed of the fallback move choice")

typedef struct {
  KAGTP_OPTIONS(OPTS_FIELD)
} kagtp_opts;
#define OPTS_STRUCT kagtp_opts
static const opt_spec kagtp_specs[] = {KAGTP_OPTIONS(OPTS_SPEC)};
#undef OPTS_STRUCT

typedef struct ka_engine {
  kagtp_opts o;
  killall_game k;
  killall_setup_kind kind;
  int attacker; /* colour */
  int rows, cols;
} ka_engine;

static int fail(char *out, size_t n, const char *fmt, const char *arg) {
  snprintf(out, n, fmt, arg);
  return GTP_FAILURE;
}

static int ok(char *out) {
  out[0] = 0;
  return GTP_SUCCESS;
}

static int reset(ka_engine *e, killall_setup_kind kind, int rows, int cols, const char **why) {
  killall_game fresh;
  int rc = kind == KILLALL_FIXED ? killall_game_fixed(&fresh, rows, cols, e->attacker, NULL, 0, why)
                                 : killall_game_init(&fresh, kind, rows, cols, e->attacker, why);
  if (rc) return rc;
  killall_game_free(&e->k);
  e->k = fresh;
  e->kind = kind;
  e->rows = rows;
  e->cols = cols;
  return 0;
}

static const char *colour_word(int c) { return c == GO_BLACK ? "black" : "white"; }

static int c_boardsize(void *v, int argc, char **args, char *out, size_t n) {
  ka_engine *e = v;
  long a, b;
  if (argc < 1 || argc > 2 || gtp_parse_int(args[0], &a) || (argc == 2 && gtp_parse_int(args[1], &b)))
    return fail(out, n, "syntax error: boardsize N, or boardsize COLUMNS ROWS%s", "");
  if (argc == 1) b = a;
  if (a < 2 || b < 1 || a > 19 || b > 19) return fail(out, n, "unacceptable size%s", "");
  const char *why;
  if (reset(e, e->kind, (int)b, (int)a, &why)) return fail(out, n, "unacceptable size: %s", why);
  return ok(out);
}

static int c_clear_board(void *v, int argc, char **args, char *out, size_t n) {
  (void)argc, (void)args;
  ka_engine *e = v;
  const char *why;
  if (reset(e, e->kind, e->rows, e->cols, &why)) return fail(out, n, "%s", why);
  return ok(out);
}

static int c_komi(void *v, int argc, char **args, char *out, size_t n) {
  (void)v;
  char *end;
  if (argc != 1) return fail(out, n, "syntax error: komi FLOAT%s", "");
  strtod(args[0], &end);
  if (*end || end == args[0]) return fail(out, n, "syntax error: komi FLOAT%s", "");
  return ok(out); /* Kill-All Go has no score: komi is accepted and ignored */
}

/* Common checks of play and genmove: the setup is over, the game goes on, it is colour's turn. */
static int check_turn(ka_engine *e, int colour, char *out, size_t n) {
  if (!e->k.started)
    return fail(out, n, "the setup is not finished: %s", killall_ask_text(e->k.setup.ask));
  if (e->k.winner != KILLALL_NOROLE) return fail(out, n, "game over: %s", killall_why_text(e->k.why));
  int to_move = killall_game_board(&e->k)->to_move;
  if (colour != to_move) return fail(out, n, "not your turn: %s is to move", colour_word(to_move));
  return GTP_SUCCESS;
}

static int c_play(void *v, int argc, char **args, char *out, size_t n) {
  ka_engine *e = v;
  int colour = argc == 2 ? gtp_parse_colour(args[0]) : 0;
  if (!colour) return fail(out, n, "syntax error: play COLOUR VERTEX%s", "");
  int move, rc = go_parse_move(args[1], e->rows, e->cols, &move);
  if (rc == YOMI_ERANGE) return fail(out, n, "illegal move: off the board%s", "");
  if (rc) return fail(out, n, "syntax error: invalid vertex%s", "");
  if (check_turn(e, colour, out, n)) return GTP_FAILURE;
  const char *why;
  if (killall_game_play(&e->k, move, &why)) return fail(out, n, "illegal move: %s", why);
  return ok(out);
}

static int solver_move(ka_engine *e) {
  if (killall_game_board(&e->k)->npoints > e->o.solve_points) return GO_NOMOVE;
  go_game g;
  if (go_game_from_big(&g, &e->k.game)) return GO_NOMOVE;
  killall_solvegame sg;
  int move = GO_NOMOVE;
  if (!killall_solvegame_from_game(&sg, &g, e->attacker)) {
    int winner;
    uint64_t exps;
    if (go_proved_move(&sg.iface, e->o.node_limit, &winner, &move, &exps)) move = GO_NOMOVE;
    killall_solvegame_free(&sg);
  }
  go_game_free(&g);
  return move;
}

/* Veto of the fallback policy: a move after which the opponent has already won. */
static int loses_at_once(void *ctx, int p) {
  ka_engine *e = ctx;
  return killall_game_loses_at_once(&e->k, p);
}

static int fallback_move(ka_engine *e) {
  int win = killall_game_wins_at_once(&e->k);
  if (win != GO_NOMOVE) return win;
  const go_biggame *g = &e->k.game;
  const go_bigboard *b = go_biggame_board(g);
  int m = go_sensible_move(g, (uint64_t)e->o.seed, loses_at_once, e);
  if (m == GO_PASS) m = go_sensible_move(g, (uint64_t)e->o.seed, NULL, NULL);
  if (m == GO_PASS) /* any legal placement at all */
    for (int p = 0; p < b->npoints && m == GO_PASS; p++)
      if (go_bigboard_get(b, p) == GO_EMPTY && go_biggame_legal(g, p)) m = p;
  return m;
}

static int c_genmove(void *v, int argc, char **args, char *out, size_t n) {
  ka_engine *e = v;
  int colour = argc == 1 ? gtp_parse_colour(args[0]) : 0;
  if (!colour) return fail(out, n, "syntax error: genmove COLOUR%s", "");
  if (check_turn(e, colour, out, n)) return GTP_FAILURE;
  int move = solver_move(e);
  if (move == GO_NOMOVE || move < 0) move = fallback_move(e);
  if (move == GO_PASS) { /* cannot happen: a side without a legal move has already lost */
    snprintf(out, n, "resign");
    return GTP_SUCCESS;
  }
  const char *why;
  if (killall_game_play(&e->k, move, &why)) return fail(out, n, "internal error: %s", why);
  go_move_name(move, e->rows, e->cols, out, n);
  return GTP_SUCCESS;
}

static int c_undo(void *v, int argc, char **args, char *out, size_t n) {
  (void)argc, (void)args;
  ka_engine *e = v;
  if (killall_game_undo(&e->k)) return fail(out, n, "cannot undo%s", "");
  return ok(out);
}

static int status(const ka_engine *e, char *out, size_t n) {
  const killall_game *k = &e->k;
  const char *att = colour_word(k->attacker), *def = colour_word(GO_OTHER(k->attacker));
  if (!k->started)
    return snprintf(out, n, "setup %s: player %d to act: %s", killall_setup_name(k->setup.kind), k->setup.player,
                    killall_ask_text(k->setup.ask));
  if (k->winner != KILLALL_NOROLE)
    return snprintf(out, n, "over: %s (%s) wins: %s", k->winner == KILLALL_ATTACKER ? "attacker" : "defender",
                    k->winner == KILLALL_ATTACKER ? att : def, killall_why_text(k->why));
  killall_role r = killall_game_role_to_move(k);
  return snprintf(out, n, "play: %s (%s) to move", r == KILLALL_ATTACKER ? "attacker" : "defender",
                  r == KILLALL_ATTACKER ? att : def);
}

static int c_showboard(void *v, int argc, char **args, char *out, size_t n) {
  (void)argc, (void)args;
  ka_engine *e = v;
  int last = e->k.started && e->k.game.len > 1 ? e->k.game.moves[e->k.game.len - 2] : GO_NOMOVE;
  size_t k = (size_t)snprintf(out, n, "\n");
  killall_game_diagram(&e->k, true, last, out + k, n - k);
  k = strlen(out);
  status(e, out + k, n - k);
  return GTP_SUCCESS;
}

static int c_final_score(void *v, int argc, char **args, char *out, size_t n) {
  (void)argc, (void)args;
  ka_engine *e = v;
  if (!e->k.started || e->k.winner == KILLALL_NOROLE) return fail(out, n, "game not over%s", "");
  int c = killall_game_colour(&e->k, e->k.winner);
  snprintf(out, n, "%c+", c == GO_BLACK ? 'B' : 'W'); /* a win without score, as in SGF RE */
  return GTP_SUCCESS;
}

static int c_status(void *v, int argc, char **args, char *out, size_t n) {
  (void)argc, (void)args;
  status(v, out, n);
  return GTP_SUCCESS;
}

static int c_setup(void *v, int argc, char **args, char *out, size_t n) {
  ka_engine *e = v;
  int kind = argc == 1 ? killall_setup_parse(args[0]) : -1;
  if (kind < 0 || kind == KILLALL_FIXED)
    return fail(out, n, "syntax error: killall_setup pieboxing|handicap|classic|pie|hoctaph%s", "");
  const char *why;
  if (reset(e, (killall_setup_kind)kind, e->rows, e->cols, &why)) return fail(out, n, "%s", why);
  return ok(out);
}

static int c_attacker_colour(void *v, int argc, char **args, char *out, size_t n) {
  ka_engine *e = v;
  int c = argc == 1 ? gtp_parse_colour(args[0]) : 0;
  if (!c) return fail(out, n, "syntax error: killall_attacker_colour black|white%s", "");
  e->attacker = c;
  const char *why;
  if (reset(e, e->kind, e->rows, e->cols, &why)) return fail(out, n, "%s", why);
  return ok(out);
}

static int c_stones(void *v, int argc, char **args, char *out, size_t n) {
  ka_engine *e = v;
  int pts[KILLALL_MAX_POINTS];
  for (int i = 0; i < argc; i++) {
    int rc = go_parse_move(args[i], e->rows, e->cols, &pts[i]);
    if (rc || pts[i] == GO_PASS) return fail(out, n, "invalid vertex '%s'", args[i]);
  }
  killall_game fresh;
  const char *why;
  if (killall_game_fixed(&fresh, e->rows, e->cols, e->attacker, pts, argc, &why)) return fail(out, n, "%s", why);
  killall_game_free(&e->k);
  e->k = fresh;
  e->kind = KILLALL_FIXED;
  return ok(out);
}

/* The setup actions of the player to act. */
static int setup_result(ka_engine *e, int rc, const char *why, char *out, size_t n) {
  if (rc) return fail(out, n, "%s", why ? why : "not allowed now");
  if (killall_game_sync(&e->k)) return fail(out, n, "out of memory%s", "");
  return ok(out);
}

static int c_place(void *v, int argc, char **args, char *out, size_t n) {
  ka_engine *e = v;
  int p;
  if (argc != 1) return fail(out, n, "syntax error: killall_place VERTEX%s", "");
  int rc = go_parse_move(args[0], e->rows, e->cols, &p);
  if (rc == YOMI_ERANGE) return fail(out, n, "off the board%s", "");
  if (rc || p == GO_PASS) return fail(out, n, "syntax error: invalid vertex%s", "");
  const char *why = NULL;
  rc = killall_setup_place(&e->k.setup, p, &why);
  return setup_result(e, rc, why, out, n);
}

static int c_claim(void *v, int argc, char **args, char *out, size_t n) {
  (void)argc, (void)args;
  ka_engine *e = v;
  const char *why = NULL;
  int rc = killall_setup_claim(&e->k.setup, &why);
  return setup_result(e, rc, why, out, n);
}

static int c_done(void *v, int argc, char **args, char *out, size_t n) {
  (void)argc, (void)args;
  ka_engine *e = v;
  const char *why = NULL;
  int rc = killall_setup_done(&e->k.setup, &why);
  return setup_result(e, rc, why, out, n);
}

static int c_role(void *v, int argc, char **args, char *out, size_t n) {
  ka_engine *e = v;
  killall_role r = argc != 1 ? KILLALL_NOROLE
                   : strcasecmp(args[0], "attacker") == 0 ? KILLALL_ATTACKER
                   : strcasecmp(args[0], "defender") == 0 ? KILLALL_DEFENDER
                                                          : KILLALL_NOROLE;
  if (r == KILLALL_NOROLE) return fail(out, n, "syntax error: killall_role attacker|defender%s", "");
  const char *why = NULL;
  int rc = killall_setup_role(&e->k.setup, r, &why);
  return setup_result(e, rc, why, out, n);
}

static int c_handicap(void *v, int argc, char **args, char *out, size_t n) {
  ka_engine *e = v;
  long h;
  if (argc != 1 || gtp_parse_int(args[0], &h) || h < -1000000 || h > 1000000)
    return fail(out, n, "syntax error: killall_handicap N%s", "");
  const char *why = NULL;
  int rc = killall_setup_handicap(&e->k.setup, (int)h, &why);
  return setup_result(e, rc, why, out, n);
}

static int c_batches(void *v, int argc, char **args, char *out, size_t n) {
  ka_engine *e = v;
  long a, b;
  if (argc != 2 || gtp_parse_int(args[0], &a) || gtp_parse_int(args[1], &b) || a < -1000000 || a > 1000000 ||
      b < -1000000 || b > 1000000)
    return fail(out, n, "syntax error: killall_batches A B%s", "");
  const char *why = NULL;
  int rc = killall_setup_batches(&e->k.setup, (int)a, (int)b, &why);
  return setup_result(e, rc, why, out, n);
}

static int c_first(void *v, int argc, char **args, char *out, size_t n) {
  ka_engine *e = v;
  long p;
  if (argc != 1 || gtp_parse_int(args[0], &p) || p < -1000 || p > 1000)
    return fail(out, n, "syntax error: killall_first 1|2%s", "");
  const char *why = NULL;
  int rc = killall_setup_first(&e->k.setup, (int)p, &why);
  return setup_result(e, rc, why, out, n);
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
  char err[256];
  char *pos[2];
  int npos = 0;
  opts_defaults(kagtp_specs, OPTS_COUNT(kagtp_specs), &e->o);
  if (cli_wants_help(argc, argv)) {
    printf("usage: yomi killall gtp [options]   (GTP version 2 on stdin/stdout; see docs/killall.md)\n\n");
    opts_help(stdout, kagtp_specs, OPTS_COUNT(kagtp_specs));
    free(e);
    return CLI_OK;
  }
  int rc = opts_parse(kagtp_specs, OPTS_COUNT(kagtp_specs), &e->o, argc - 1, argv + 1, pos, 2, &npos, err, sizeof err);
  if (!rc && npos) snprintf(err, sizeof err, "unexpected argument '%s'", pos[0]), rc = -1;
  if (rc) {
    cli_error("%s", err);
    free(e);
    return CLI_USAGE;
  }
  e->attacker = GO_BLACK;
  const char *why;
  if (reset(e, KILLALL_PIEBOXING, 9, 9, &why)) {
    free(e);
    return cli_error("%s", why);
  }
  gtp_serve(stdin, stdout, "yomi-killall", ka_commands, e);
  killall_game_free(&e->k);
  free(e);
  return CLI_OK;
}
