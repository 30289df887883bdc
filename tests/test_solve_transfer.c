/* Tests of proof transfer under positional superko (src/solve/dfpn.c, docs/proof-transfer.md):
 * positions that are one TT key (board, side to move, pass flag) but whose value depends on the
 * history are solved along both histories with ONE shared table, in both orders; every answer must
 * match the exact oracle. An unsound transfer (reusing the proof found along the first history)
 * fails here. Also: df-pn against the oracle on random positions, with and without transfer. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdlib.h>
#include <string.h>

#include "core/rng.h"
#include "go/oracle.h"
#include "go/solvegame.h"
#include "go/static.h"
#include "solve/dfpn.h"

#define MAXH 64

typedef struct hist {
  int moves[MAXH];
  int n;
  uint64_t key;
  int value;
} hist;

static int solve(const hist *h, int rows, int cols, double komi, tt_table *tt, bool transfer,
                 dfpn_stats *st) {
  go_solvegame sg;
  assert_int_equal(go_solvegame_init(&sg, rows, cols, GO_SUICIDE_FORBIDDEN, h->moves, h->n, komi, NULL), 0);
  sg.know.statics = GO_STATIC_ALL;
  dfpn_opts o;
  dfpn_opts_default(&o);
  o.no_transfer = !transfer;
  dfpn_search s;
  dfpn_init(&s, &sg.iface, tt, &o);
  int w = -1;
  assert_int_equal(dfpn_solve(&s, &w), 0);
  if (st) *st = s.st;
  dfpn_free(&s);
  go_solvegame_free(&sg);
  return w;
}

/* Random histories on rows x cols; returns how many pairs (same key, different value) it found and
 * stores them in a[], b[]. */
static int find_pairs(int rows, int cols, uint64_t seed, int tries, hist *a, hist *b, int maxpairs) {
  hist *all = calloc((size_t)tries, sizeof *all);
  int nall = 0, npairs = 0;
  for (int t = 0; t < tries && npairs < maxpairs; t++) {
    rng_stream r;
    rng_init(&r, seed, (uint64_t)t);
    go_board b0;
    go_board_init(&b0, rows, cols, GO_SUICIDE_FORBIDDEN);
    go_game g;
    go_game_init(&g, &b0);
    hist h;
    memset(&h, 0, sizeof h);
    int len = 2 + (int)rng_below(&r, 14);
    int legal[GO_SMALL_POINTS + 1];
    bool ok = true;
    for (int i = 0; i < len; i++) {
      int nl = go_game_legal_moves(&g, legal);
      if (go_game_board(&g)->passes == 1) nl--;
      if (nl <= 0) {
        ok = false;
        break;
      }
      int m = legal[rng_below(&r, (uint64_t)nl)];
      go_game_play(&g, m);
      h.moves[h.n++] = m;
    }
    if (ok) {
      go_solvegame sg;
      go_solvegame_from_game(&sg, &g, 0.5);
      dfpn_pos p;
      sg.iface.pos(sg.iface.ctx, &p);
      h.key = p.sig1;
      h.value = go_oracle_value(&g, NULL);
      go_solvegame_free(&sg);
      for (int j = 0; j < nall; j++)
        if (all[j].key == h.key && all[j].value != h.value) {
          bool dup = false;
          for (int k = 0; k < npairs; k++) dup |= a[k].key == h.key;
          if (!dup && npairs < maxpairs) {
            a[npairs] = all[j];
            b[npairs] = h;
            npairs++;
          }
          break;
        }
      all[nall++] = h;
    }
    go_game_free(&g);
  }
  free(all);
  return npairs;
}

static void check_pairs(int rows, int cols, uint64_t seed, int tries, int want_pairs) {
  hist a[16], b[16];
  int n = find_pairs(rows, cols, seed, tries, a, b, 16);
  assert_true(n >= want_pairs); /* PSK makes these values depend on the history */
  uint64_t rejected = 0;
  for (int i = 0; i < n; i++) {
    int lo = a[i].value < b[i].value ? a[i].value : b[i].value;
    /* at komi lo + 0.5 one history is a Black win, the other a White win */
    double komi = lo + 0.5;
    for (int order = 0; order < 2; order++)
      for (int transfer = 0; transfer < 2; transfer++) {
        const hist *first = order ? &b[i] : &a[i], *second = order ? &a[i] : &b[i];
        tt_table tt;
        assert_int_equal(tt_init(&tt, 1), 0);
        dfpn_stats st;
        int w1 = solve(first, rows, cols, komi, &tt, transfer, NULL);
        int w2 = solve(second, rows, cols, komi, &tt, transfer, &st);
        assert_int_equal(w1, first->value > komi ? GO_SOLVE_BLACK : GO_SOLVE_WHITE);
        assert_int_equal(w2, second->value > komi ? GO_SOLVE_BLACK : GO_SOLVE_WHITE);
        rejected += st.transfer_rejected_created + st.transfer_rejected_excluded +
                    st.transfer_rejected_locked;
        assert_int_equal(tt_check(&tt), 0); /* every entry meets the table invariants */
        tt_free(&tt);
      }
  }
  assert_true(rejected > 0); /* the rule had stored proofs to refuse */
}

static void test_history_dependent_2x2(void **state) {
  (void)state;
  check_pairs(2, 2, 7, 3000, 3);
}

static void test_history_dependent_1x5(void **state) {
  (void)state;
  check_pairs(1, 5, 8, 3000, 1);
}

/* Positions of short random games on 2x2 and 1x5 at every komi, one table per komi shared by all
 * games (so proofs travel between histories), with and without transfer. */
static void test_values_against_oracle(void **state) {
  (void)state;
  int boards[2][2] = {{2, 2}, {1, 5}};
  for (int bi = 0; bi < 2; bi++) {
    int rows = boards[bi][0], cols = boards[bi][1], n = rows * cols;
    for (int transfer = 0; transfer < 2; transfer++) {
      tt_table tts[2 * 5 + 1];
      for (int k = 0; k < 2 * n; k++) assert_int_equal(tt_init(&tts[k], 1), 0);
      for (int t = 0; t < 60; t++) {
        hist h[1];
        rng_stream r;
        rng_init(&r, 99, (uint64_t)t);
        go_board b0;
        go_board_init(&b0, rows, cols, GO_SUICIDE_FORBIDDEN);
        go_game g;
        go_game_init(&g, &b0);
        memset(h, 0, sizeof h);
        int len = (int)rng_below(&r, 12);
        int legal[GO_SMALL_POINTS + 1];
        for (int i = 0; i < len; i++) {
          int nl = go_game_legal_moves(&g, legal);
          if (go_game_board(&g)->passes == 1) nl--;
          if (nl <= 0) break;
          int m = legal[rng_below(&r, (uint64_t)nl)];
          go_game_play(&g, m);
          h->moves[h->n++] = m;
        }
        int v = go_oracle_value(&g, NULL);
        go_game_free(&g);
        for (int k = -n; k < n; k++) {
          int w = solve(h, rows, cols, k + 0.5, &tts[k + n], transfer, NULL);
          assert_int_equal(w, v > k + 0.5 ? GO_SOLVE_BLACK : GO_SOLVE_WHITE);
        }
      }
      for (int k = 0; k < 2 * n; k++) tt_free(&tts[k]);
    }
  }
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_history_dependent_2x2),
      cmocka_unit_test(test_history_dependent_1x5),
      cmocka_unit_test(test_values_against_oracle),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
