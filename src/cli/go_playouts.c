/* cli/go_playouts: `yomi go playouts RxC --games N`: random legal games (no one-point-eye filling,
 * PSK, at most 3 x points moves each) to measure the rules' speed; used by bench/go.sh. */
#include <string.h>

#include "cli/cli.h"
#include "cli/go_util.h"
#include "core/opts.h"
#include "core/progress.h"
#include "core/rng.h"
#include "core/timer.h"
#include "go/board.h"

#define GO_PLAYOUT_OPTIONS(X) \
  X(INT, games, 1000, 1, 100000000, "number of random games") \
  X(INT, seed, 1, 0, 9000000000000000000LL, "random seed")

typedef struct {
  GO_PLAYOUT_OPTIONS(OPTS_FIELD)
} go_playout_opts;
#define OPTS_STRUCT go_playout_opts
static const opt_spec playout_specs[] = {GO_PLAYOUT_OPTIONS(OPTS_SPEC)};
#undef OPTS_STRUCT

static uint64_t draw(void *state) { return rng_u64((rng_stream *)state); }

/* Random game i on the fast board where it fits (as the solver uses it): its moves (-1: out of
 * memory), its score added to *score_sum. */
static int play_one(int rows, int cols, uint64_t seed, long long i, long long *score_sum) {
  int n = rows * cols, played;
  rng_stream r;
  rng_init(&r, seed, (uint64_t)i);
  if (n <= GO_SMALL_POINTS) {
    go_board b;
    go_game g;
    go_board_init(&b, rows, cols, GO_SUICIDE_FORBIDDEN);
    if (go_game_init(&g, &b)) return -1;
    played = go_game_playout(&g, draw, &r, 3 * n);
    *score_sum += go_board_score(go_game_board(&g));
    go_game_free(&g);
  } else {
    go_bigboard b;
    go_biggame g;
    go_bigboard_init(&b, rows, cols, GO_SUICIDE_FORBIDDEN);
    if (go_biggame_init(&g, &b)) return -1;
    played = go_biggame_playout(&g, draw, &r, 3 * n);
    *score_sum += go_bigboard_score(go_biggame_board(&g));
    go_biggame_free(&g);
  }
  return played;
}

int cli_go_playouts(int argc, char **argv) {
  if (cli_wants_help(argc, argv)) {
    printf("usage: yomi go playouts RxC [--games N] [--seed S]\n\n");
    opts_help(stdout, playout_specs, OPTS_COUNT(playout_specs));
    return CLI_OK;
  }
  go_playout_opts o;
  char *pos[2];
  int npos;
  char err[256];
  if (opts_parse(playout_specs, OPTS_COUNT(playout_specs), &o, argc - 1, argv + 1, pos, 2, &npos, err,
                 sizeof err))
    return cli_error("%s", err);
  if (npos != 1) return cli_error("go playouts needs one board size RxC");
  int rows, cols;
  if (cli_go_size(pos[0], GO_MAX_POINTS, &rows, &cols)) return CLI_USAGE;
  int n = rows * cols;
  uint64_t moves = 0;
  long long score_sum = 0, games = 0;
  progress_catch_sigint();
  double t0 = timer_now();
  for (; games < o.games && !progress_interrupted(); games++) {
    int played = play_one(rows, cols, (uint64_t)o.seed, games, &score_sum);
    if (played < 0) return cli_fail(CLI_IO, "out of memory");
    moves += (uint64_t)played;
  }
  double secs = timer_now() - t0;
  printf("board: %dx%d (%s)  games: %lld  moves: %llu  mean score: %.3f%s\n", rows, cols,
         n <= GO_SMALL_POINTS ? "64-point board" : "19x19-width board", games, (unsigned long long)moves,
         games ? (double)score_sum / (double)games : 0.0, games < o.games ? "   (interrupted: partial)" : "");
  printf("seconds: %.3f  games/s: %.0f  moves/s: %.0f\n", secs, (double)games / secs, (double)moves / secs);
  if (games == o.games) return CLI_OK;
  fprintf(stderr, "yomi: interrupted after %lld of %lld games\n", games, o.games);
  return CLI_INTERRUPTED;
}
