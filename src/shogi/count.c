/* shogi/count: builds the exact counting tables of K-canonical candidate positions (see count.h and
 * docs/shogi-count.md for the formula and why it equals the seed's sum over hand vectors). */
#include "shogi/count.h"
#include "core/error.h"
#include <limits.h>
#include <stdlib.h>
#include <string.h>

static void fill_binomials(shogi_count *t) {
  for (int n = 0; n <= SHOGI_CAND_MAX_SQ; n++) {
    t->binom[0][n] = 1;
    for (int k = 1; k <= SHOGI_CAND_MAX_SQ; k++) {
      if (n == 0) {
        t->binom[k][n] = 0;
        continue;
      }
      uint64_t a = t->binom[k - 1][n - 1], b = t->binom[k][n - 1];
      t->binom[k][n] = (a == UINT64_MAX || b == UINT64_MAX || a > UINT64_MAX - b) ? UINT64_MAX : a + b;
    }
  }
}

/* The K-canonical King placements (section 3.2.1), ascending in (Black square, White square): Black
 * King on b, White King on w != b, with (b, w) <= (Hflip(b), Hflip(w)) lexicographically. */
static void fill_kings(shogi_count *t) {
  const shogi_cand_variant *v = &t->var;
  for (int b = 0; b < SHOGI_CAND_MAX_SQ; b++)
    for (int w = 0; w < SHOGI_CAND_MAX_SQ; w++) t->king_index[b][w] = -1;
  t->nkings = 0;
  for (int b = 0; b < t->nsq; b++) {
    int fb = shogi_sq(v, v->files - 1 - b / v->ranks, b % v->ranks);
    for (int w = 0; w < t->nsq; w++) {
      int fw = shogi_sq(v, v->files - 1 - w / v->ranks, w % v->ranks);
      if (w == b || !(b < fb || (b == fb && w <= fw))) continue;
      t->king_index[b][w] = (int16_t)t->nkings;
      t->king[t->nkings][0] = (uint8_t)b;
      t->king[t->nkings][1] = (uint8_t)w;
      t->nkings++;
    }
  }
}

unsigned long shogi_count_radix(int u, int c, int m) {
  unsigned long r = (unsigned long)(u + 1);
  for (int k = 0; k < m; k++) {
    if (r > ULONG_MAX / (unsigned long)c) return 0;
    r *= (unsigned long)c;
  }
  return r;
}

int shogi_count_init(shogi_count *t, const shogi_cand_variant *v) {
  if (shogi_cand_variant_check(v)) return YOMI_EINVAL;
  memset(t, 0, sizeof *t);
  t->var = *v;
  t->nsq = v->files * v->ranks;
  int smax = 0;
  for (int bt = 1; bt < SHOGI_BT_N; bt++) {
    if (v->total[bt] == 0) continue;
    t->lev_bt[t->nlev] = bt;
    t->lev_s[t->nlev] = v->total[bt];
    t->lev_c[t->nlev] = shogi_bt_promotable(bt) ? 4 : 2;
    if (v->total[bt] > smax) smax = v->total[bt];
    t->nlev++;
  }
  t->stride = smax + 2;
  fill_binomials(t);
  fill_kings(t);

  size_t nf = (size_t)(t->nlev + 1) * (size_t)(t->nsq + 1);
  size_t noff = (size_t)t->nlev * (size_t)(t->nsq + 1) * (size_t)t->stride;
  t->f = malloc(nf * sizeof *t->f);
  t->off = malloc((noff ? noff : 1) * sizeof *t->off);
  if (!t->f || !t->off) {
    free(t->f);
    free(t->off);
    return YOMI_ENOMEM;
  }
  for (size_t i = 0; i < nf; i++) mpz_init(t->f[i]);
  for (size_t i = 0; i < noff; i++) mpz_init(t->off[i]);
  mpz_init(t->total);

  int rc = 0;
  mpz_t blk;
  mpz_init(blk);
  for (int used = 0; used <= t->nsq; used++) mpz_set_ui(shogi_count_f(t, t->nlev, used), 1);
  for (int l = t->nlev - 1; l >= 0; l--) {
    int s = t->lev_s[l], c = t->lev_c[l];
    for (int u = 0; u <= s; u++) {
      t->cpow[l][u] = shogi_count_radix(0, c, s - u);
      t->low[l][u] = shogi_count_radix(u, c, s - u);
    }
    for (int used = 0; used <= t->nsq; used++) {
      int e = t->nsq - used;
      mpz_set_ui(shogi_count_off(t, l, used, 0), 0);
      for (int u = 0; u <= s; u++) {
        int m = s - u;
        mpz_set_ui(blk, 0);
        if (m <= e) {
          uint64_t comb = t->binom[m][e];
          unsigned long low = t->low[l][u];
          if (comb == UINT64_MAX || comb > ULONG_MAX || low == 0) rc = YOMI_ERANGE;
          mpz_mul_ui(blk, shogi_count_f(t, l + 1, used + m), (unsigned long)comb);
          mpz_mul_ui(blk, blk, low);
        }
        mpz_add(shogi_count_off(t, l, used, u + 1), shogi_count_off(t, l, used, u), blk);
      }
      for (int u = s + 2; u < t->stride; u++)
        mpz_set(shogi_count_off(t, l, used, u), shogi_count_off(t, l, used, s + 1));
      mpz_set(shogi_count_f(t, l, used), shogi_count_off(t, l, used, s + 1));
    }
  }
  mpz_clear(blk);
  /* f(0, 2): the levels start after the two Kings. */
  mpz_mul_ui(t->total, shogi_count_f(t, 0, 2), (unsigned long)t->nkings);
  if (rc) shogi_count_clear(t);
  return rc;
}

void shogi_count_clear(shogi_count *t) {
  if (!t->f) return;
  size_t nf = (size_t)(t->nlev + 1) * (size_t)(t->nsq + 1);
  size_t noff = (size_t)t->nlev * (size_t)(t->nsq + 1) * (size_t)t->stride;
  for (size_t i = 0; i < nf; i++) mpz_clear(t->f[i]);
  for (size_t i = 0; i < noff; i++) mpz_clear(t->off[i]);
  mpz_clear(t->total);
  free(t->f);
  free(t->off);
  t->f = NULL;
  t->off = NULL;
}

/* Mirror-symmetric positions: a board equal to its reflection has its Kings on the middle file (hc
 * squares; none if the width is even) and each other piece either there or on one of the np mirror
 * pairs of squares, both holding the same piece. g(l, cu, pu) counts the ways to place levels l..L-1
 * with cu middle squares and pu pairs taken; level l puts a pieces on the middle and p pairs,
 * a + 2p = m, in C(hc - cu, a) c^a C(np - pu, p) c^p ways. */
static int count_symmetric(const shogi_count *t, mpz_t out) {
  const shogi_cand_variant *v = &t->var;
  int hc = v->files % 2 ? v->ranks : 0, np = (v->files / 2) * v->ranks;
  mpz_set_ui(out, 0);
  if (hc < 2) return 0;
  size_t n = (size_t)(t->nlev + 1) * (size_t)(hc + 1) * (size_t)(np + 1);
  mpz_t *g = malloc(n * sizeof *g);
  if (!g) return YOMI_ENOMEM;
  for (size_t i = 0; i < n; i++) mpz_init(g[i]);
#define G(l, cu, pu) g[((size_t)(l) * (size_t)(hc + 1) + (size_t)(cu)) * (size_t)(np + 1) + (size_t)(pu)]
  for (int cu = 0; cu <= hc; cu++)
    for (int pu = 0; pu <= np; pu++) mpz_set_ui(G(t->nlev, cu, pu), 1);
  mpz_t term;
  mpz_init(term);
  for (int l = t->nlev - 1; l >= 0; l--) {
    int s = t->lev_s[l], c = t->lev_c[l];
    for (int cu = 0; cu <= hc; cu++)
      for (int pu = 0; pu <= np; pu++) {
        mpz_ptr dst = G(l, cu, pu);
        mpz_set_ui(dst, 0);
        for (int u = 0; u <= s; u++) {
          int m = s - u;
          for (int p = 0; 2 * p <= m; p++) {
            int a = m - 2 * p;
            if (a > hc - cu || p > np - pu) continue;
            mpz_set_ui(term, (unsigned long)(u + 1));
            mpz_mul_ui(term, term, (unsigned long)t->binom[a][hc - cu]);
            mpz_mul_ui(term, term, (unsigned long)t->binom[p][np - pu]);
            for (int k = 0; k < a + p; k++) mpz_mul_ui(term, term, (unsigned long)c);
            mpz_addmul(dst, term, G(l + 1, cu + a, pu + p));
          }
        }
      }
  }
  /* Black's King and White's King on two different middle squares. */
  mpz_mul_ui(out, G(0, 2, 0), (unsigned long)(hc * (hc - 1)));
#undef G
  mpz_clear(term);
  for (size_t i = 0; i < n; i++) mpz_clear(g[i]);
  free(g);
  return 0;
}

int shogi_count_canonical(const shogi_count *t, mpz_t out) {
  mpz_t sym;
  mpz_init(sym);
  int rc = count_symmetric(t, sym);
  if (rc == 0) {
    mpz_mul_ui(out, shogi_count_f(t, 0, 2), (unsigned long)(t->nsq * (t->nsq - 1)));
    mpz_add(out, out, sym);
    mpz_tdiv_q_2exp(out, out, 1);
  }
  mpz_clear(sym);
  return rc;
}

int shogi_count_variant(const shogi_cand_variant *v, mpz_t out) {
  shogi_count *t = malloc(sizeof *t);
  if (!t) return YOMI_ENOMEM;
  int rc = shogi_count_init(t, v);
  if (rc == 0) {
    mpz_set(out, t->total);
    shogi_count_clear(t);
  }
  free(t);
  return rc;
}
