/* shogi_enum: brute-force enumeration of every position of a small variant, for the tests of
 * shogi/count, shogi/rank and shogi/canon (included by test_shogi_count*.c; needs cmocka first).
 * shogi_enum_check(v) enumerates all boards and hand splits of v independently of the counting
 * tables and checks that: the K-canonical ones number |P_K|; ranking maps them one-to-one onto
 * [0, |P_K|) and unranking inverts it; every rank unranks to a well-formed candidate; and the
 * canonical filter keeps exactly one position of each mirror pair (Burnside). */
#ifndef YOMI_TESTS_SHOGI_ENUM_H
#define YOMI_TESTS_SHOGI_ENUM_H
#include <gmp.h>
#include <stdlib.h>
#include <string.h>

#include "core/error.h"
#include "shogi/canon.h"
#include "shogi/cand.h"
#include "shogi/count.h"
#include "shogi/rank.h"

typedef struct enum_state {
  const shogi_cand_variant *v;
  shogi_ranker *rk;
  uint64_t total;     /* |P_K| from the tables */
  uint8_t *seen;      /* one flag per rank */
  uint64_t kcanon;    /* K-canonical positions found (must be |P_K|) */
  uint64_t all;       /* all positions with Black to move, any King placement */
  uint64_t mirror;    /* positions whose board equals its mirror image */
  uint64_t canonical; /* K-canonical positions the canonical filter keeps */
  int count[SHOGI_BT_N];
  shogi_cand c;
  mpz_t r;
} enum_state;

static bool board_symmetric(const shogi_cand_variant *v, const shogi_cand *c) {
  for (int x = 0; x < v->files; x++)
    for (int y = 0; y < v->ranks; y++)
      if (c->sq[x * v->ranks + y] != c->sq[(v->files - 1 - x) * v->ranks + y]) return false;
  return true;
}

/* Every split of the pieces not on the board between the two hands, from type bt on. */
static void enum_hands(enum_state *st, int bt, bool kcanon, bool sym) {
  if (bt == SHOGI_BT_N) {
    st->all++;
    st->mirror += sym;
    if (!kcanon) return;
    st->kcanon++;
    assert_int_equal(shogi_rank_of(st->rk, &st->c, st->r), 0);
    assert_true(mpz_fits_ulong_p(st->r));
    uint64_t r = mpz_get_ui(st->r);
    assert_true(r < st->total);
    assert_int_equal(st->seen[r], 0);
    st->seen[r] = 1;
    shogi_cand back;
    assert_int_equal(shogi_rank_unrank(st->rk, st->r, &back), 0);
    assert_memory_equal(&back, &st->c, sizeof back);
    st->canonical += shogi_canon_is_canonical(st->v, &st->c);
    return;
  }
  int rest = st->v->total[bt] - st->count[bt];
  if (bt == SHOGI_BT_KING) {
    enum_hands(st, bt + 1, kcanon, sym);
    return;
  }
  for (int h = 0; h <= rest; h++) {
    st->c.hand[SHOGI_BLACK][bt] = (uint8_t)h;
    st->c.hand[SHOGI_WHITE][bt] = (uint8_t)(rest - h);
    enum_hands(st, bt + 1, kcanon, sym);
  }
  st->c.hand[SHOGI_BLACK][bt] = st->c.hand[SHOGI_WHITE][bt] = 0;
}

/* Every board: each square empty or any piece the counts still allow (one King each, Golds and
 * Kings unpromoted). */
static void enum_board(enum_state *st, int s) {
  const shogi_cand_variant *v = st->v;
  int n = v->files * v->ranks;
  if (s == n) {
    int kb = -1, kw = -1;
    for (int q = 0; q < n; q++) {
      if (st->c.sq[q] == SHOGI_CELL(SHOGI_BT_KING, SHOGI_CL_BU)) kb = q;
      if (st->c.sq[q] == SHOGI_CELL(SHOGI_BT_KING, SHOGI_CL_WU)) kw = q;
    }
    if (kb < 0 || kw < 0) return;
    int xb = kb / v->ranks, xw = kw / v->ranks, fxb = v->files - 1 - xb, fxw = v->files - 1 - xw;
    /* kappa(p) <= kappa(Hflip(p)): Black's King left of the middle, or on it and White's King not
     * right of the middle (the flip keeps a square's rank, and index order is file-major). */
    bool kcanon = xb < fxb || (xb == fxb && xw <= fxw);
    enum_hands(st, 0, kcanon, board_symmetric(v, &st->c));
    return;
  }
  st->c.sq[s] = 0;
  enum_board(st, s + 1);
  for (int bt = 0; bt < SHOGI_BT_N; bt++) {
    if (st->count[bt] >= v->total[bt]) continue;
    for (int cl = 0; cl < SHOGI_CL_N; cl++) {
      if (SHOGI_CL_PROMOTED(cl) && (bt == SHOGI_BT_KING || bt == SHOGI_BT_GOLD)) continue;
      if (bt == SHOGI_BT_KING) {
        bool taken = false;
        for (int q = 0; q < s; q++) taken |= st->c.sq[q] == SHOGI_CELL(bt, cl);
        if (taken) continue;
      }
      st->c.sq[s] = SHOGI_CELL(bt, cl);
      st->count[bt]++;
      enum_board(st, s + 1);
      st->count[bt]--;
    }
  }
  st->c.sq[s] = 0;
}

static void shogi_enum_check(const shogi_cand_variant *v) {
  static shogi_count t;
  assert_int_equal(shogi_count_init(&t, v), 0);
  shogi_ranker rk;
  assert_int_equal(shogi_ranker_init(&rk, &t), 0);
  assert_true(mpz_fits_ulong_p(t.total));
  enum_state st;
  memset(&st, 0, sizeof st);
  st.v = v;
  st.rk = &rk;
  st.total = mpz_get_ui(t.total);
  st.seen = calloc(st.total, 1);
  assert_non_null(st.seen);
  mpz_init(st.r);
  enum_board(&st, 0);
  /* The enumeration found |P_K| distinct K-canonical positions with distinct ranks below |P_K|. */
  assert_int_equal(st.kcanon, st.total);
  /* Every rank unranks to a well-formed K-canonical Black-to-move position that ranks back. */
  shogi_cand c;
  for (uint64_t r = 0; r < st.total; r++) {
    assert_int_equal(st.seen[r], 1);
    mpz_set_ui(st.r, r);
    assert_int_equal(shogi_rank_unrank(&rk, st.r, &c), 0);
    assert_int_equal(shogi_cand_check(v, &c), 0);
    assert_true(shogi_cand_k_canonical(v, &c));
    assert_int_equal(c.side, SHOGI_BLACK);
    mpz_set_ui(st.r, 12345);
    assert_int_equal(shogi_rank_of(&rk, &c, st.r), 0);
    assert_int_equal(mpz_get_ui(st.r), r);
  }
  /* Burnside: the mirror pairs of all positions number (all + symmetric) / 2, and the canonical
   * filter must keep exactly one position of each. */
  assert_int_equal((st.all + st.mirror) % 2, 0);
  assert_int_equal(st.canonical, (st.all + st.mirror) / 2);
  /* ... and shogi_count_canonical computes that number without enumerating. */
  assert_int_equal(shogi_count_canonical(&t, st.r), 0);
  assert_int_equal(mpz_get_ui(st.r), st.canonical);
  mpz_set_ui(st.r, st.total);
  assert_int_equal(shogi_rank_unrank(&rk, st.r, &c), YOMI_ERANGE);
  mpz_clear(st.r);
  free(st.seen);
  shogi_ranker_clear(&rk);
  shogi_count_clear(&t);
}

#endif
