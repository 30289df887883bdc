/* A search deeper than its thread's stack stops cleanly with YOMI_EDEPTH instead of overflowing it
 * (df-pn recurses once per ply; a 1x13 White proof once wandered deep enough to crash). The game is
 * a chain: one move a position, N plies to the end, where the side to move at the root wins. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <pthread.h>
#include <stdbool.h>
#include <string.h>

#include "core/error.h"
#include "core/hash.h"
#include "solve/dfpn.h"

typedef struct chain {
  long n, end;
} chain;

static int c_to_move(void *ctx) { return (int)(((chain *)ctx)->n & 1); }
static void c_pos(void *ctx, dfpn_pos *out) {
  const chain *c = ctx;
  out->sig1 = hash_splitmix64((uint64_t)c->n);
  out->sig2 = hash_splitmix64((uint64_t)c->n ^ 0x5555);
  out->board = hash_splitmix64((uint64_t)c->n + 77);
  out->stones = (int)(c->n % 9);
}
static int c_moves(void *ctx, int *out) {
  (void)ctx;
  out[0] = 0;
  return 1;
}
static int c_play(void *ctx, int m, uint64_t *board) {
  (void)m, (void)board;
  ((chain *)ctx)->n++;
  return DFPN_PLAYED;
}
static void c_undo(void *ctx) { ((chain *)ctx)->n--; }
static void c_result(void *ctx, dfpn_verdict *out) {
  const chain *c = ctx;
  *out = (dfpn_verdict){.winner = c->n == c->end ? 0 : -1}; /* player 0 wins at the end */
}

typedef struct job {
  long end;
  int rc, winner;
} job;

static void *solve(void *arg) {
  job *j = arg;
  chain c = {.n = 0, .end = j->end};
  dfpn_game g = {.ctx = &c,
                 .to_move = c_to_move,
                 .pos = c_pos,
                 .moves = c_moves,
                 .play = c_play,
                 .undo = c_undo,
                 .result = c_result};
  tt_table tt;
  if (tt_init(&tt, 1)) {
    j->rc = YOMI_ENOMEM;
    return NULL;
  }
  dfpn_search s;
  dfpn_init(&s, &g, &tt, NULL);
  j->rc = dfpn_solve(&s, &j->winner);
  dfpn_free(&s);
  tt_free(&tt);
  return NULL;
}

/* Run the search in a thread with a stack of `mb` MiB. */
static job run(long end, size_t mb) {
  job j = {.end = end, .rc = 1, .winner = -1};
  pthread_attr_t a;
  pthread_t t;
  assert_int_equal(pthread_attr_init(&a), 0);
  assert_int_equal(pthread_attr_setstacksize(&a, mb << 20), 0);
  assert_int_equal(pthread_create(&t, &a, solve, &j), 0);
  assert_int_equal(pthread_join(t, NULL), 0);
  pthread_attr_destroy(&a);
  return j;
}

static void test_deep_chain_stops(void **state) {
  (void)state;
  job j = run(10000000, 2); /* ten million plies on a 2 MiB stack: far too deep */
  assert_int_equal(j.rc, YOMI_EDEPTH);
  j = run(300, 2); /* a short chain is proved: player 0 wins after 300 plies */
  assert_int_equal(j.rc, YOMI_OK);
  assert_int_equal(j.winner, 0);
}

int main(void) {
  const struct CMUnitTest tests[] = {cmocka_unit_test(test_deep_chain_stops)};
  return cmocka_run_group_tests(tests, NULL, NULL);
}
