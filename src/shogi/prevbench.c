/* shogi/prevbench: Prev_1 and move generation timed over a fixed set of positions. */
#include "shogi/prevbench.h"
#include "core/error.h"
#include "core/timer.h"
#include "shogi/selfcheck.h"
#include <stdlib.h>
#include <string.h>

const char *const shogi_prevbench_names[SHOGI_PREVBENCH_N] = {"Prev_1 enumeration", "Prev_1 non-empty test",
                                                              "legal move generation"};

int shogi_prevbench_init(shogi_prevbench *b, const shogi_variant *v, size_t n, uint64_t seed, bool scatter) {
  memset(b, 0, sizeof *b);
  b->set = malloc(n * sizeof *b->set);
  b->buf = malloc(SHOGI_MAX_PREV * sizeof *b->buf);
  if (!b->set || !b->buf) return YOMI_ENOMEM;
  b->n = n;
  for (size_t i = 0; i < n; i++) shogi_set_position(&b->set[i], v, seed, i, scatter);
  for (size_t i = 0; i < n; i++) {
    int k = shogi_prev_gen(&b->set[i], b->buf);
    b->predecessors += (uint64_t)k;
    b->nonempty += k > 0;
    b->moves += (uint64_t)shogi_gen_legal(&b->set[i], b->buf);
  }
  return 0;
}

void shogi_prevbench_free(shogi_prevbench *b) {
  free(b->set);
  free(b->buf);
  memset(b, 0, sizeof *b);
}

void shogi_prevbench_time(const shogi_prevbench *b, shogi_prevbench_kind kind, double seconds,
                          shogi_prevbench_timing *out) {
  uint64_t calls = 0;
  volatile uint64_t sink = 0; /* keeps the calls from being optimised away */
  double t0 = timer_now(), c0 = timer_cpu(), t;
  do {
    for (size_t i = 0; i < b->n; i++) {
      if (kind == SHOGI_PREVBENCH_PREV) sink += (uint64_t)shogi_prev_gen(&b->set[i], b->buf);
      else if (kind == SHOGI_PREVBENCH_PREV_EXISTS) sink += shogi_prev_exists(&b->set[i]);
      else sink += (uint64_t)shogi_gen_legal(&b->set[i], b->buf);
    }
    calls += b->n;
    t = timer_now() - t0;
  } while (t < seconds);
  out->calls = calls;
  out->wall = t;
  out->cpu = timer_cpu() - c0;
}
