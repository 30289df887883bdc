/* cli/shogi_prev_bench: `yomi shogi prev-bench`: Prev_1 calls per second (full enumeration and the
 * early-exit emptiness test) and legal move generation calls per second, on a fixed set of positions
 * from random play or scattered at random. Prints a signature (total predecessors) with the speed. */
#include "cli/cli.h"
#include "cli/shogi_cli.h"
#include "shogi/prevbench.h"

#define PB_OPTIONS(X) \
  X(INT, positions, 10000, 1, 1000000, "positions in the set (all held in memory)") \
  X(DOUBLE, seconds, 1.0, 0.01, 3600, "time each measurement at least this long")
typedef struct {
  PB_OPTIONS(OPTS_FIELD)
} pb_opts;
#define OPTS_STRUCT pb_opts
static const opt_spec pb_specs[] = {PB_OPTIONS(OPTS_SPEC)};

static const shogi_cli_syntax syntax = {
    "usage: yomi shogi prev-bench [--variant V] [--positions N] [--seed S] [--scatter]\n\n",
    SHOGI_CLI_VARIANT,
    pb_specs,
    OPTS_COUNT(pb_specs),
    SHOGI_CLI_SEED | SHOGI_CLI_SCATTER,
    0};

int cli_shogi_prev_bench(int argc, char **argv) {
  shogi_cli_args a;
  pb_opts o;
  if (shogi_cli_parse(&a, &syntax, &o, argc, argv)) return a.status;
  const shogi_cli_opts *c = &a.c;
  const shogi_variant *v = a.v;
  shogi_prevbench b;
  if (shogi_prevbench_init(&b, v, (size_t)o.positions, (uint64_t)c->seed, c->scatter)) {
    shogi_prevbench_free(&b);
    return cli_fail(CLI_IO, "out of memory");
  }
  printf("variant: %s  positions: %zu (%s, seed %lld)\n", v->name, b.n,
         c->scatter ? "scattered" : "random play", c->seed);
  printf("signature: predecessors %llu, non-empty Prev_1 %llu, legal moves %llu\n",
         (unsigned long long)b.predecessors, (unsigned long long)b.nonempty, (unsigned long long)b.moves);
  for (int kind = 0; kind < SHOGI_PREVBENCH_N; kind++) {
    shogi_prevbench_timing t;
    shogi_prevbench_time(&b, (shogi_prevbench_kind)kind, o.seconds, &t);
    printf("%-24s %9.0f calls/s wall  %9.0f calls/s cpu  (%llu calls, %.2f s)\n", shogi_prevbench_names[kind],
           (double)t.calls / t.wall, t.cpu > 0 ? (double)t.calls / t.cpu : 0.0, (unsigned long long)t.calls,
           t.wall);
  }
  shogi_prevbench_free(&b);
  return CLI_OK;
}
