/* Tests of src/solve/dfpn through a toy game, not Go: the df-pn core alone, on a small graph with
 * many cycles under a positional-superko rule (a move may not recreate an earlier "board"), checked
 * against brute-force minimax with the full history. One table is shared by all positions, so proofs
 * travel between histories. */
#include <setjmp.h>
#include <stdarg.h>
#include <stdlib.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdbool.h>
#include <string.h>

#include "core/rng.h"
#include "solve/dfpn.h"
#include "solve/dfpn_impl.h"

/* Boards are 0..K-1. Player p at board x may play m in {0,1,2} to (3x + m + 1 + p) mod K, unless that
 * board occurred before (superko); or pass. Two passes end the game; player 0 wins iff the final
 * board's value beats the "komi" offset. */
typedef struct toy {
  int K, offset;
  int hist[512]; /* boards of the game, one per move (passes repeat the board) */
  int pass[512]; /* passes[i]: consecutive passes after move i */
  int len;       /* moves so far + 1 */
  int to_move;
} toy;

static int toy_board(const toy *t) { return t->hist[t->len - 1]; }
static uint64_t mix(uint64_t x) {
  x += 0x9e3779b97f4a7c15ull;
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebull;
  return x ^ (x >> 31);
}
static bool toy_seen(const toy *t, int b) {
  for (int i = 0; i < t->len; i++)
    if (t->hist[i] == b) return true;
  return false;
}
static int toy_winner_at_end(const toy *t) { return (toy_board(t) * 5 + 3) % t->K >= t->offset ? 0 : 1; }

static int g_to_move(void *ctx) { return ((toy *)ctx)->to_move; }
static void g_pos(void *ctx, dfpn_pos *out) {
  toy *t = ctx;
  uint64_t k = (uint64_t)toy_board(t) * 4 + (uint64_t)t->to_move * 2 + (t->pass[t->len - 1] == 1);
  out->sig1 = mix(k);
  out->sig2 = mix(k ^ 0x5555);
  out->board = mix((uint64_t)toy_board(t) + 1000);
  out->stones = toy_board(t) % 9;
}
static int g_moves(void *ctx, int *out) {
  (void)ctx;
  out[0] = 0, out[1] = 1, out[2] = 2, out[3] = -1;
  return 4;
}
static int g_play(void *ctx, int m, uint64_t *board) {
  toy *t = ctx;
  int b = toy_board(t), passes = 0;
  if (m >= 0) {
    b = (3 * b + m + 1 + t->to_move) % t->K;
    if (toy_seen(t, b)) {
      *board = mix((uint64_t)b + 1000);
      return DFPN_SUPERKO;
    }
  } else {
    passes = t->pass[t->len - 1] + 1;
  }
  t->hist[t->len] = b;
  t->pass[t->len] = passes;
  t->len++;
  t->to_move ^= 1;
  return DFPN_PLAYED;
}
static void g_undo(void *ctx) {
  toy *t = ctx;
  t->len--;
  t->to_move ^= 1;
}
static int toy_result(toy *t) { return t->pass[t->len - 1] >= 2 ? toy_winner_at_end(t) : -1; }
static void g_result(void *ctx, dfpn_verdict *out) { *out = (dfpn_verdict){.winner = toy_result(ctx)}; }
static int g_history(void *ctx, uint64_t *boards, uint8_t *stones, int max) {
  toy *t = ctx;
  int n = 0;
  for (int i = 0; i < t->len && n < max; i++) {
    boards[n] = mix((uint64_t)t->hist[i] + 1000);
    stones[n++] = (uint8_t)(t->hist[i] % 9);
  }
  return n;
}

/* An arbitrary initial estimate (a hash of the position, 1..200 each): the core must still agree
 * with brute force, since estimates only steer the search. */
static void g_estimate(void *ctx, uint32_t *phi, uint32_t *delta) {
  toy *t = ctx;
  uint64_t h = mix((uint64_t)toy_board(t) * 7 + (uint64_t)t->to_move + 99);
  *phi = 1 + (uint32_t)(h % 200);
  *delta = 1 + (uint32_t)((h >> 20) % 200);
}

/* Brute force: does player 0 win, with the full history? */
static int brute(toy *t) {
  int r = toy_result(t);
  if (r >= 0) return r;
  int me = t->to_move, moves[4];
  int n = g_moves(t, moves);
  bool any = false;
  for (int i = 0; i < n; i++) {
    uint64_t kob;
    if (g_play(t, moves[i], &kob) != DFPN_PLAYED) continue;
    int w = brute(t);
    g_undo(t);
    any = true;
    if (w == me) return me;
  }
  (void)any;
  return 1 - me;
}

/* Settings of the parallel runs (run() puts them into the options). */
static int g_lockstep;
static double g_thread_epsilon = 0.25;

/* Returns the expansions of all positions, every thread added up. */
static uint64_t run(int K, int offset, bool transfer, bool weak, bool est, uint64_t seed, int positions,
                    int threads) {
  dfpn_game g = {.to_move = g_to_move,
                 .pos = g_pos,
                 .moves = g_moves,
                 .play = g_play,
                 .undo = g_undo,
                 .result = g_result,
                 .estimate = est ? g_estimate : NULL,
                 .history = g_history};
  tt_table tt;
  assert_int_equal(tt_init(&tt, 1), 0);
  dfpn_opts o;
  dfpn_opts_default(&o);
  o.no_transfer = !transfer;
  o.weak = weak;
  o.lockstep = g_lockstep;
  o.thread_epsilon = g_thread_epsilon;
  uint64_t reused = 0, expansions = 0;
  for (int i = 0; i < positions; i++) {
    toy t;
    memset(&t, 0, sizeof t);
    t.K = K;
    t.offset = offset;
    t.len = 1;
    rng_stream r;
    rng_init(&r, seed, (uint64_t)i);
    int len = (int)rng_below(&r, (uint64_t)K);
    for (int j = 0; j < len; j++) {
      uint64_t kob;
      int m = (int)rng_below(&r, 3);
      if (g_play(&t, m, &kob) != DFPN_PLAYED) break;
    }
    g.ctx = &t;
    dfpn_search s;
    dfpn_init(&s, &g, &tt, &o);
    int w = -1;
    toy copies[3];
    dfpn_game cg[3];
    const dfpn_game *extra[3];
    for (int k = 0; k < threads - 1; k++) { /* the other threads' games, at the same position */
      copies[k] = t;
      cg[k] = g;
      cg[k].ctx = &copies[k];
      extra[k] = &cg[k];
    }
    assert_int_equal(dfpn_solve_team(&s, extra, threads - 1, &w), 0);
    reused += s.st.proofs_reused;
    expansions += s.st.expansions;
    toy copy = t;
    assert_int_equal(w, brute(&copy));
    dfpn_free(&s);
  }
  if (transfer) assert_true(reused > 0);
  /* Every entry meets the table invariants, where no two threads wrote at once (one thread, or
   * threads taking turns). Free threads write without locks, and two writers turning a quarter from
   * open slots into a proof at once can leave it torn (docs/dfpn.md, "Open entries take a quarter
   * of a proof's room"): a reader rejects it by its check word, but tt_check, which has no sig2 to
   * check it against, counts it (1 run in 3 or 4 of this test under load, with or without the
   * killer move). What a reader accepts must meet them always: every position of the toy (board,
   * side to move, pass) probed with its own signatures. */
  if (threads == 1 || g_lockstep > 0) assert_int_equal(tt_check(&tt), 0);
  tt_stats scratch = {0};
  for (uint64_t k = 0; k < 4u * (uint64_t)K; k++) {
    tt_entry pe, oe;
    int found = tt_probe(&tt, mix(k), mix(k ^ 0x5555), &pe, &oe, &scratch);
    if (found & TT_FOUND_PROOF) assert_true(tt_entry_ok(&pe) && pe.sig1 == mix(k));
    if (found & TT_FOUND_OPEN) assert_true(tt_entry_ok(&oe) && oe.sig1 == mix(k));
  }
  tt_free(&tt);
  return expansions;
}

static void test_toy_against_brute_force(void **state) {
  (void)state;
  for (int K = 3; K <= 8; K++)
    for (int offset = 1; offset < K; offset++) {
      run(K, offset, true, false, false, (uint64_t)(K * 16 + offset), 40, 1);
      run(K, offset, false, false, false, (uint64_t)(K * 16 + offset), 40, 1);
      run(K, offset, true, true, false, (uint64_t)(K * 16 + offset), 40, 1); /* weak proof numbers */
      run(K, offset, true, false, true, (uint64_t)(K * 16 + offset), 40, 1); /* with an estimate */
    }
}

/* Parallel df-pn (dfpn_solve_team): 2 to 4 threads on one table, with and without transfer. */
static void test_toy_parallel_against_brute_force(void **state) {
  (void)state;
  for (int K = 5; K <= 8; K++)
    for (int offset = 1; offset < K; offset++) {
      run(K, offset, true, false, false, (uint64_t)(K * 32 + offset), 30, 2 + offset % 3);
      run(K, offset, false, false, false, (uint64_t)(K * 32 + offset), 30, 4);
      run(K, offset, true, false, true, (uint64_t)(K * 32 + offset), 30, 3);
    }
}

/* The same with the threads taking turns of 1 and 3 expansions (--lockstep), with and without the
 * per-thread epsilon; a lockstep search expands the same positions every time. */
static void test_toy_lockstep_against_brute_force(void **state) {
  (void)state;
  for (int step = 1; step <= 3; step += 2)
    for (int te = 0; te <= 1; te++) {
      g_lockstep = step;
      g_thread_epsilon = te ? 0.25 : 0;
      for (int K = 5; K <= 8; K++)
        for (int offset = 1; offset < K; offset += 2) {
          uint64_t seed = (uint64_t)(K * 64 + offset);
          uint64_t a = run(K, offset, true, false, offset % 2 == 0, seed, 20, 2 + offset % 3);
          assert_int_equal(run(K, offset, true, false, offset % 2 == 0, seed, 20, 2 + offset % 3), a);
          run(K, offset, false, false, false, seed, 20, 3);
        }
    }
  g_lockstep = 0;
  g_thread_epsilon = 0.25;
}

/* The parallel choice of a child (dfpn__choose): a child that another thread is inside looks costlier
 * by one (a virtual proof number), so that a second thread takes its sibling; a thread other than the
 * first has a larger child threshold (its own epsilon, offsets spread over the same span whatever
 * the thread count); and when the sibling would have nothing to do
 * within the thresholds, the thread joins the other in the best child. One thread never looks. */
static void test_parallel_choice(void **state) {
  (void)state;
  dfpn_shared *sh = calloc(1, sizeof *sh);
  dfpn_frame *f = calloc(1, sizeof *f);
  assert_non_null(sh);
  assert_non_null(f);
  dfpn_search s;
  dfpn_init(&s, NULL, NULL, NULL); /* epsilon 0.25, thread_epsilon 0.25 */
  sh->nthreads = 2;
  f->n = 3;
  const uint32_t delta[3] = {10, 10, 20};
  for (int i = 0; i < 3; i++) {
    f->c[i].move = i;
    f->c[i].pos.sig1 = (uint64_t)(i + 1) << 56;
    f->c[i].phi = 3;
    f->c[i].delta = delta[i];
  }
  uint16_t *busy0 = &sh->busy[f->c[0].pos.sig1 >> (64 - BUSY_BITS)];
  uint64_t tp, td;
  *busy0 = 1;
  assert_ptr_equal(dfpn__choose(&s, f, TT_INF, TT_INF, 10, &tp, &td), &f->c[0]); /* one thread */
  assert_int_equal(td, 13);                                                      /* 10 x 1.25 */
  s.shared = sh;
  *busy0 = 0;
  assert_ptr_equal(dfpn__choose(&s, f, TT_INF, TT_INF, 10, &tp, &td), &f->c[0]); /* nobody inside */
  *busy0 = 1;
  assert_ptr_equal(dfpn__choose(&s, f, TT_INF, TT_INF, 10, &tp, &td), &f->c[1]); /* the sibling */
  assert_int_equal(td, 14);                                                      /* 11 x 1.25 */
  s.thread = 1;
  assert_ptr_equal(dfpn__choose(&s, f, TT_INF, TT_INF, 10, &tp, &td), &f->c[1]);
  assert_int_equal(td, 17); /* 11 x (1 + 0.25 + 0.25 x 2 x 1 / 2) */
  sh->nthreads = 16;        /* the offsets span [0, 0.5) whatever the thread count */
  s.thread = 15;
  assert_ptr_equal(dfpn__choose(&s, f, TT_INF, TT_INF, 10, &tp, &td), &f->c[1]);
  assert_int_equal(td, 19); /* 11 x (1 + 0.25 + 0.25 x 2 x 15 / 16) = 18.9 */
  sh->nthreads = 2;
  s.thread = 1;
  /* within a threshold of 10 the sibling has nothing to do: join the other thread in child 0 */
  assert_ptr_equal(dfpn__choose(&s, f, 10, TT_INF, 10, &tp, &td), &f->c[0]);
  free(f);
  free(sh);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_toy_against_brute_force),
      cmocka_unit_test(test_toy_parallel_against_brute_force),
      cmocka_unit_test(test_toy_lockstep_against_brute_force),
      cmocka_unit_test(test_parallel_choice),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
