/* Tests of the df-pn core's caps (src/solve/dfpn.c, docs/proof-transfer.md): a decision that holds
 * only along histories whose every board has at most k "features" on a point set z travels with
 * its proof as the cap (z, k); a stored proof is reused only where the whole history meets its cap,
 * and two caps merge into the union of the sets and the least count. The game is a toy, not Go: a
 * layered graph of positions whose leaves are decided by such a condition over the history, one
 * shared table, and brute-force minimax with the full history as the oracle. Without the core's
 * cap check, or with a merge that keeps the larger count or the common points only, these tests
 * fail. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdbool.h>
#include <string.h>

#include "core/rng.h"
#include "solve/dfpn.h"

#define MAXN 64 /* nodes of a graph, pre-root boards included */
#define MAXM 3  /* moves of a node */
#define MAXH 16 /* boards of a history */

/* A node is a position (its board and side to move). A leaf is decided for player 0 when every
 * board of the history has at most capk of the points capz (a cap the core may carry), else for
 * player 1 (a decision that needs the history and has no cap: the core locks it). */
typedef struct node {
  uint64_t points; /* the board's "stones": its features are these points */
  int side;
  int nm, m[MAXM];
  bool leaf;
  uint64_t capz;
  int capk;
} node;

typedef struct capgame {
  const node *g;
  int hist[MAXH]; /* node ids of the boards, oldest first; the last is the current position */
  int len;
} capgame;

/* The hash of node id's board (rng_at: a counter-based hash, so the same id gives the same board). */
static uint64_t board_hash(int id) { return rng_at(0xb0a2d, (uint64_t)id, 0); }

static bool history_meets(const node *g, const int *hist, int len, uint64_t z, int k) {
  for (int i = 0; i < len; i++)
    if (__builtin_popcountll(g[hist[i]].points & z) > k) return false;
  return true;
}

static int cur(const capgame *c) { return c->hist[c->len - 1]; }
static int c_to_move(void *ctx) {
  capgame *c = ctx;
  return c->g[cur(c)].side;
}
static void c_pos(void *ctx, dfpn_pos *out) {
  capgame *c = ctx;
  uint64_t id = (uint64_t)cur(c);
  out->sig1 = rng_at(0x5161, id, (uint64_t)c->g[id].side);
  out->sig2 = rng_at(0x5162, id, (uint64_t)c->g[id].side);
  out->board = board_hash((int)id);
  out->stones = __builtin_popcountll(c->g[id].points);
}
static int c_moves(void *ctx, int *out) {
  capgame *c = ctx;
  const node *n = &c->g[cur(c)];
  for (int i = 0; i < n->nm; i++) out[i] = n->m[i];
  return n->nm;
}
static int c_play(void *ctx, int move, uint64_t *board) {
  capgame *c = ctx;
  (void)board; /* the graph is layered: no board repeats */
  if (c->len == MAXH) return DFPN_ILLEGAL;
  c->hist[c->len++] = move;
  return DFPN_PLAYED;
}
static void c_undo(void *ctx) { ((capgame *)ctx)->len--; }
static void c_result(void *ctx, dfpn_verdict *out) {
  capgame *c = ctx;
  const node *n = &c->g[cur(c)];
  *out = (dfpn_verdict){.winner = -1};
  if (!n->leaf) return;
  if (history_meets(c->g, c->hist, c->len, n->capz, n->capk))
    *out = (dfpn_verdict){.winner = 0, .scope = DFPN_SCOPE_CAP, .capz = n->capz, .capk = n->capk};
  else *out = (dfpn_verdict){.winner = 1, .scope = DFPN_SCOPE_PATH};
}
static int c_history(void *ctx, uint64_t *boards, uint8_t *stones, int max) {
  capgame *c = ctx;
  int n = 0;
  for (int i = 0; i < c->len && n < max; i++, n++) {
    boards[n] = board_hash(c->hist[i]);
    stones[n] = (uint8_t)__builtin_popcountll(c->g[c->hist[i]].points);
  }
  return n;
}
static bool c_cap_holds(void *ctx, uint64_t z, int k) {
  capgame *c = ctx;
  return history_meets(c->g, c->hist, c->len, z, k);
}

/* The oracle: minimax with the full history. */
static int minimax(const node *g, int *hist, int len) {
  const node *n = &g[hist[len - 1]];
  if (n->leaf) return history_meets(g, hist, len, n->capz, n->capk) ? 0 : 1;
  for (int i = 0; i < n->nm; i++) {
    hist[len] = n->m[i];
    if (minimax(g, hist, len + 1) == n->side) return n->side;
  }
  return 1 - n->side;
}

/* Solve the position whose history is hist[0..len) (the last is the root) with table tt, in
 * `threads` threads. */
static int solve_team(const node *g, const int *hist, int len, tt_table *tt, int threads, dfpn_stats *st) {
  capgame c[2] = {{.g = g}, {.g = g}};
  dfpn_game iface[2];
  for (int i = 0; i < 2; i++) {
    memcpy(c[i].hist, hist, (size_t)len * sizeof *hist);
    c[i].len = len;
    iface[i] = (dfpn_game){.ctx = &c[i],
                           .to_move = c_to_move,
                           .pos = c_pos,
                           .moves = c_moves,
                           .play = c_play,
                           .undo = c_undo,
                           .result = c_result,
                           .history = c_history,
                           .cap_holds = c_cap_holds};
  }
  const dfpn_game *extra[1] = {&iface[1]};
  dfpn_opts o;
  dfpn_opts_default(&o);
  dfpn_search s;
  assert_int_equal(dfpn_init(&s, &iface[0], tt, &o), 0);
  int w = -1;
  assert_int_equal(dfpn_solve_team(&s, extra, threads - 1, &w), 0);
  if (st) *st = s.st;
  dfpn_free(&s);
  return w;
}
static int solve(const node *g, const int *hist, int len, tt_table *tt, dfpn_stats *st) {
  return solve_team(g, hist, len, tt, 1, st);
}

/* One position P (player 1 to move, one move to the leaf X, decided for player 0 when no board of
 * the history has a point of z = {0}), reached after a board without that point and after a board
 * with it. Solved first along the good history, P's proof goes to the table with its cap; along the
 * bad one the core must reject it (a board of the history exceeds the cap) and find player 1's win. */
static void test_cap_rejects(void **state) {
  (void)state;
  enum { H0, H1, Q, P, X, N };
  node g[N] = {0};
  g[H1].points = 1;
  g[Q].side = 0, g[Q].nm = 1, g[Q].m[0] = P;
  g[P].side = 1, g[P].nm = 1, g[P].m[0] = X;
  g[X].side = 0, g[X].leaf = true, g[X].capz = 1, g[X].capk = 0;
  tt_table tt;
  assert_int_equal(tt_init(&tt, 1), 0);
  dfpn_stats st;
  assert_int_equal(solve(g, (int[]){H0, P}, 2, &tt, &st), 0);
  /* along another good history the capped proof is reused, not searched again */
  assert_int_equal(solve(g, (int[]){H0, Q}, 2, &tt, &st), 0);
  assert_true(st.proofs_reused >= 1);
  assert_int_equal(st.expansions, 1);
  assert_int_equal(solve(g, (int[]){H1, Q}, 2, &tt, &st), 1);
  assert_true(st.transfer_rejected_capped >= 1);
  assert_int_equal(tt_check(&tt), 0); /* every entry meets the table invariants */
  tt_free(&tt);
}

/* P2 (player 1 to move) has two leaves: X1 needs at most 2 points of {0,1}, X2 at most 1 of {2,3}.
 * Player 0 wins P2 only where both hold; its proof carries the merged cap ({0,1,2,3}, 1). A board
 * with points {2,3} breaks X2's condition: a merge that kept the larger count (2) or only the common
 * points (none) would pass it and reuse the proof. A board with the point {0} meets both conditions
 * and the merged cap, so the proof is reused there. */
static void test_cap_merge(void **state) {
  (void)state;
  enum { HLOW, HMID, HOK, Q, P, X1, X2, N };
  node g[N] = {0};
  g[HMID].points = 0xc;
  g[HOK].points = 0x1;
  g[Q].side = 0, g[Q].nm = 1, g[Q].m[0] = P;
  g[P].side = 1, g[P].nm = 2, g[P].m[0] = X1, g[P].m[1] = X2;
  g[X1].leaf = true, g[X1].capz = 0x3, g[X1].capk = 2;
  g[X2].leaf = true, g[X2].capz = 0xc, g[X2].capk = 1;
  tt_table tt;
  assert_int_equal(tt_init(&tt, 1), 0);
  dfpn_stats st;
  assert_int_equal(solve(g, (int[]){HLOW, P}, 2, &tt, &st), 0);
  assert_int_equal(solve(g, (int[]){HOK, Q}, 2, &tt, &st), 0);
  assert_true(st.proofs_reused >= 1);
  assert_int_equal(solve(g, (int[]){HMID, Q}, 2, &tt, &st), 1);
  assert_true(st.transfer_rejected_capped >= 1);
  assert_int_equal(tt_check(&tt), 0); /* every entry meets the table invariants */
  tt_free(&tt);
}

/* Random layered graphs (transpositions: a node has up to three parents), leaves with random caps
 * over six points, random pre-root boards; many roots solved on one table in random order, in one
 * thread or two, every value against minimax with the full history. */
static void test_random_graphs(void **state) {
  (void)state;
  int solved = 0, rejected = 0, reused = 0, ones = 0;
  for (uint64_t seed = 0; seed < 300; seed++) {
    rng_stream r;
    rng_init(&r, 0xcab, seed);
    enum { LAYERS = 5, WIDTH = 4, PRE = 8 };
    node g[MAXN] = {0};
    /* nodes 0..PRE) are pre-root boards; then LAYERS layers of WIDTH positions, the last leaves */
    for (int i = 0; i < PRE + LAYERS * WIDTH; i++) g[i].points = rng_below(&r, 64) & rng_below(&r, 64);
    for (int l = 0; l < LAYERS; l++)
      for (int w = 0; w < WIDTH; w++) {
        node *n = &g[PRE + l * WIDTH + w];
        n->side = l & 1;
        if (l == LAYERS - 1) {
          n->leaf = true;
          n->capz = rng_below(&r, 64);
          n->capk = (int)rng_below(&r, 3);
          continue;
        }
        n->nm = 1 + (int)rng_below(&r, MAXM);
        for (int i = 0; i < n->nm; i++) n->m[i] = PRE + (l + 1) * WIDTH + (int)rng_below(&r, WIDTH);
      }
    tt_table tt;
    assert_int_equal(tt_init(&tt, 1), 0);
    for (int q = 0; q < 12; q++) {
      int hist[MAXH], len = 0;
      int npre = 1 + (int)rng_below(&r, 2);
      for (int i = 0; i < npre; i++) {
        int b = (int)rng_below(&r, PRE);
        bool dup = false;
        for (int j = 0; j < len; j++) dup |= hist[j] == b;
        if (!dup) hist[len++] = b;
      }
      int layer = (int)rng_below(&r, LAYERS - 1);
      hist[len++] = PRE + layer * WIDTH + (int)rng_below(&r, WIDTH);
      dfpn_stats st;
      int w = solve_team(g, hist, len, &tt, 1 + (q & 1), &st);
      int want = minimax(g, hist, len);
      assert_int_equal(w, want);
      solved++;
      ones += want;
      rejected += (int)st.transfer_rejected_capped;
      reused += (int)st.proofs_reused;
    }
    assert_int_equal(tt_check(&tt), 0); /* every entry meets the table invariants */
    tt_free(&tt);
  }
  print_message("%d roots solved (%d won by player 1), %d capped proofs rejected, %d proofs reused\n", solved,
                ones, rejected, reused);
  /* the test exercised both sides of the check and both winners */
  assert_true(rejected > 100);
  assert_true(reused > 100);
  assert_true(ones > solved / 5 && ones < solved * 4 / 5);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_cap_rejects),
      cmocka_unit_test(test_cap_merge),
      cmocka_unit_test(test_random_graphs),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
