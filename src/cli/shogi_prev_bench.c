/* cli/shogi_prev_bench: `yomi shogi prev-bench`: Prev_1 calls per second (full enumeration and the
 * early-exit emptiness test) and legal move generation calls per second, on a fixed set of positions
 * from random play or scattered at random. Prints a signature (total predecessors) with the speed. */
#include <stdlib.h>

#include "cli/cli.h"
#include "core/opts.h"
#include "core/rng.h"
#include "core/timer.h"
#include "shogi/position.h"
#include "shogi/selfcheck.h"

#define PB_OPTIONS(X)                                                            \
  X(STR, variant, shogi, 0, 0, "shogi or minishogi")                             \
  X(INT, positions, 10000, 1, 1000000, "positions in the set (all held in memory)")  \
  X(INT, seed, 1, 0, 9007199254740991LL, "seed of the set")                      \
  X(FLAG, scatter, 0, 0, 1, "scattered legal positions instead of random play") \
  X(DOUBLE, seconds, 1.0, 0.01, 3600, "time each measurement at least this long")
typedef struct { PB_OPTIONS(OPTS_FIELD) } pb_opts;
#define OPTS_STRUCT pb_opts
static const opt_spec pb_specs[] = {PB_OPTIONS(OPTS_SPEC)};

/* Positions of random legal play from the start, one per game at a random ply below max_ply. */
static void play_position(shogi_pos *p, const shogi_variant *v, uint64_t seed, uint64_t item) {
  shogi_move moves[SHOGI_MAX_MOVES];
  char err[128];
  rng_stream r;
  rng_init(&r, seed, item);
  int max_ply = v->id == SHOGI_VARIANT_SHOGI ? 150 : 80;
  int plies = 1 + (int)rng_below(&r, (uint64_t)max_ply);
  shogi_pos_from_sfen(p, v, v->start_sfen, err, sizeof err);
  for (int i = 0; i < plies; i++) {
    int n = shogi_gen_legal(p, moves);
    if (n == 0) break;
    shogi_make(p, p, moves[rng_below(&r, (uint64_t)n)]);
  }
}

int cli_shogi_prev_bench(int argc, char **argv) {
  if (cli_wants_help(argc, argv)) {
    printf("usage: yomi shogi prev-bench [--variant V] [--positions N] [--seed S] [--scatter]\n\n");
    opts_help(stdout, pb_specs, OPTS_COUNT(pb_specs));
    return CLI_OK;
  }
  pb_opts o;
  char *pos[1], err[160];
  int npos;
  if (opts_parse(pb_specs, OPTS_COUNT(pb_specs), &o, argc - 1, argv + 1, pos, 0, &npos, err, sizeof err))
    return cli_error("%s", err);
  const shogi_variant *v = shogi_variant_by_name(o.variant);
  if (!v) return cli_error("unknown variant '%s' (shogi or minishogi)", o.variant);
  size_t n = (size_t)o.positions;
  shogi_pos *set = malloc(n * sizeof *set);
  shogi_move *buf = malloc(SHOGI_MAX_PREV * sizeof *buf);
  if (!set || !buf) {
    free(set);
    free(buf);
    return cli_error("out of memory");
  }
  for (size_t i = 0; i < n; i++) {
    if (o.scatter)
      shogi_scatter(&set[i], v, (uint64_t)o.seed, i);
    else
      play_position(&set[i], v, (uint64_t)o.seed, i);
  }
  uint64_t total_prev = 0, nonempty = 0, total_moves = 0;
  for (size_t i = 0; i < n; i++) {
    int k = shogi_prev_gen(&set[i], buf);
    total_prev += (uint64_t)k;
    nonempty += k > 0;
    total_moves += (uint64_t)shogi_gen_legal(&set[i], buf);
  }
  printf("variant: %s  positions: %zu (%s, seed %lld)\n", v->name, n, o.scatter ? "scattered" : "random play", o.seed);
  printf("signature: predecessors %llu, non-empty Prev_1 %llu, legal moves %llu\n", (unsigned long long)total_prev,
         (unsigned long long)nonempty, (unsigned long long)total_moves);
  static const char *what[3] = {"Prev_1 enumeration", "Prev_1 non-empty test", "legal move generation"};
  for (int kind = 0; kind < 3; kind++) {
    uint64_t calls = 0;
    volatile uint64_t sink = 0; /* keeps the calls from being optimised away */
    double t0 = timer_now(), c0 = timer_cpu(), t;
    do {
      for (size_t i = 0; i < n; i++) {
        if (kind == 0) sink += (uint64_t)shogi_prev_gen(&set[i], buf);
        else if (kind == 1) sink += shogi_prev_exists(&set[i]);
        else sink += (uint64_t)shogi_gen_legal(&set[i], buf);
      }
      calls += n;
      t = timer_now() - t0;
    } while (t < o.seconds);
    double cpu = timer_cpu() - c0;
    printf("%-24s %9.0f calls/s wall  %9.0f calls/s cpu  (%llu calls, %.2f s)\n", what[kind], (double)calls / t,
           cpu > 0 ? (double)calls / cpu : 0.0, (unsigned long long)calls, t);
  }
  free(set);
  free(buf);
  return CLI_OK;
}
