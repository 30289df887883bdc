/* shogi/prime: builds the exact tables of P_K' (see prime.h and docs/shogi-estimate.md): the file
 * DP of the unpromoted Knights, Lances and Pawns, its polynomials per King profile, the free part's
 * level tables, and the cumulative counts the ranking walks. */
#include "shogi/prime.h"
#include "core/error.h"
#include <limits.h>
#include <stdlib.h>
#include <string.h>

static const int ctype[SHOGI_PRIME_NC] = {SHOGI_BT_KNIGHT, SHOGI_BT_LANCE, SHOGI_BT_PAWN};
static const int fixed_bt[] = {SHOGI_BT_GOLD, SHOGI_BT_SILVER, SHOGI_BT_ROOK, SHOGI_BT_BISHOP};

bool shogi_prime_member(const shogi_cand_variant *v, const shogi_cand *c) {
  int R = v->ranks;
  for (int x = 0; x < v->files; x++) {
    int pawns[2] = {0, 0};
    for (int y = 0; y < R; y++) {
      uint8_t cell = c->sq[shogi_sq(v, x, y)];
      if (!cell) continue;
      int bt = SHOGI_CELL_BT(cell), cl = SHOGI_CELL_CL(cell);
      if (SHOGI_CL_PROMOTED(cl)) continue;
      int who = SHOGI_CL_OWNER(cl), depth = who == SHOGI_BLACK ? y : R - 1 - y; /* ranks before its last */
      if ((bt == SHOGI_BT_PAWN || bt == SHOGI_BT_LANCE) && depth < 1) return false;
      if (bt == SHOGI_BT_KNIGHT && depth < 2) return false;
      if (bt == SHOGI_BT_PAWN && ++pawns[who] > 1) return false;
    }
  }
  return true;
}

/* ---- polynomials in (a, b, c), truncated to the variant's totals, 128-bit coefficients ---- */

static int poly_mul(const shogi_prime *t, const shogi_u128 *p, const shogi_u128 *q, shogi_u128 *out) {
  const int *d = t->dim;
  memset(out, 0, (size_t)t->D * sizeof *out);
  for (int i = 0; i < t->D; i++) {
    if (!p[i]) continue;
    int a1 = i / (d[1] * d[2]), b1 = i / d[2] % d[1], c1 = i % d[2];
    for (int a = a1; a < d[0]; a++)
      for (int b = b1; b < d[1]; b++)
        for (int c = c1; c < d[2]; c++) {
          int j = (a * d[1] + b) * d[2] + c, k = ((a - a1) * d[1] + (b - b1)) * d[2] + (c - c1);
          shogi_u128 prod;
          if (__builtin_mul_overflow(p[i], q[k], &prod) || __builtin_add_overflow(out[j], prod, &out[j]))
            return YOMI_ERANGE;
        }
  }
  return 0;
}

/* ---- the file DP: T(type, y, a, b, pb, pw), the ways to fill ranks y.. of a file ---- */

static void fill_file_dp(shogi_prime *t) {
  int R = t->ranks;
  for (int type = 0; type < t->ntypes; type++) {
    int mask = t->mask_of[type];
    for (int y = R; y >= 0; y--)
      for (int a = 0; a < t->dim[0]; a++)
        for (int b = 0; b < t->dim[1]; b++)
          for (int st = 0; st < 4; st++) {
            int pb = st >> 1, pw = st & 1;
            uint64_t n = 0;
            if (y == R) n = (a | b | pb | pw) == 0;
            else if (mask >> y & 1) n = t->T[shogi__prime_t(t, type, y + 1, a, b, pb, pw)];
            else
              for (int opt = 0; opt < 7; opt++) {
                int na = a, nb = b, npb = pb, npw = pw;
                if (shogi__prime_opt(R, y, opt, &na, &nb, &npb, &npw))
                  n += t->T[shogi__prime_t(t, type, y + 1, na, nb, npb, npw)];
              }
            t->T[shogi__prime_t(t, type, y, a, b, pb, pw)] = n;
          }
  }
}

/* The file types (King masks of at most two ranks), the DP and each type's polynomial. */
static int build_files(shogi_prime *t) {
  int R = t->ranks;
  t->ntypes = 0;
  for (int mask = 0; mask < (1 << SHOGI_CAND_MAX_RANKS); mask++) {
    t->type_of[mask] = -1;
    if (mask >> R || __builtin_popcount((unsigned)mask) > 2) continue;
    t->type_of[mask] = (int16_t)t->ntypes;
    t->mask_of[t->ntypes++] = (uint16_t)mask;
  }
  t->T = calloc(shogi__prime_t(t, t->ntypes, 0, 0, 0, 0, 0), sizeof *t->T);
  t->fp = calloc((size_t)t->ntypes * (size_t)t->D, sizeof *t->fp);
  if (!t->T || !t->fp) return YOMI_ENOMEM;
  fill_file_dp(t);
  for (int type = 0; type < t->ntypes; type++)
    for (int a = 0; a < t->dim[0]; a++)
      for (int b = 0; b < t->dim[1]; b++)
        for (int st = 0; st < 4; st++) {
          int c = (st >> 1) + (st & 1);
          if (c < t->dim[2])
            t->fp[(size_t)type * t->D + (size_t)((a * t->dim[1] + b) * t->dim[2] + c)] +=
                t->T[shogi__prime_t(t, type, 0, a, b, st >> 1, st & 1)];
        }
  return 0;
}

/* epow, ae and every King profile's board polynomial. */
static int build_profiles(shogi_prime *t) {
  int F = t->files, R = t->ranks, D = t->D, rc = 0;
  t->nprof = 2 * R * R;
  t->epow = calloc((size_t)(F + 1) * D, sizeof *t->epow);
  t->ae = calloc((size_t)R * D, sizeof *t->ae);
  t->prof = calloc((size_t)t->nprof * D, sizeof *t->prof);
  if (!t->epow || !t->ae || !t->prof) return YOMI_ENOMEM;
  t->epow[0] = 1;
  for (int j = 1; j <= F && !rc; j++)
    rc = poly_mul(t, t->fp, t->epow + (size_t)(j - 1) * D, t->epow + (size_t)j * D);
  for (int y = 0; y < R && F >= 2 && !rc; y++)
    rc = poly_mul(t, t->fp + (size_t)t->type_of[1 << y] * D, t->epow + (size_t)(F - 2) * D,
                  t->ae + (size_t)y * D);
  for (int yb = 0; yb < R && !rc; yb++)
    for (int yw = 0; yw < R && !rc; yw++) {
      if (yb != yw)
        rc = poly_mul(t, t->fp + (size_t)t->type_of[1 << yb | 1 << yw] * D, t->epow + (size_t)(F - 1) * D,
                      t->prof + (size_t)(yb * R + yw) * D);
      if (F >= 2 && !rc)
        rc = poly_mul(t, t->fp + (size_t)t->type_of[1 << yb] * D, t->ae + (size_t)yw * D,
                      t->prof + (size_t)(R * R + yb * R + yw) * D);
    }
  return rc;
}


/* One free-part level's tables over every `used`. */
static int tab_build(const shogi_prime *t, shogi_prime_tab *tab, int bt, int s, int c, int cls0,
                     const shogi_prime_tab *next) {
  int nsq = t->nsq, stride = s + 2;
  *tab = (shogi_prime_tab){.bt = bt, .s = s, .c = c, .cls0 = cls0, .next = next};
  tab->f = malloc((size_t)(nsq + 1) * sizeof *tab->f);
  tab->off = malloc((size_t)(nsq + 1) * (size_t)stride * sizeof *tab->off);
  if (!tab->f || !tab->off) return YOMI_ENOMEM;
  int rc = 0;
  for (int u = 0; u <= s; u++) {
    tab->cpow[u] = shogi_count_radix(0, c, s - u);
    tab->low[u] = shogi_count_radix(u, c, s - u);
  }
  for (int used = 0; used <= nsq; used++) {
    mpz_t *off = tab->off + (size_t)used * stride;
    mpz_init(tab->f[used]);
    mpz_init_set_ui(off[0], 0);
    for (int u = 0; u <= s; u++) {
      int m = s - u, e = nsq - used;
      mpz_init_set(off[u + 1], off[u]);
      if (m > e) continue;
      uint64_t comb = t->base.binom[m][e];
      if (comb > ULONG_MAX || tab->low[u] == 0) rc = YOMI_ERANGE;
      mpz_t blk;
      mpz_init_set_ui(blk, (unsigned long)comb);
      mpz_mul_ui(blk, blk, tab->low[u]);
      if (next) mpz_mul(blk, blk, next->f[used + m]);
      mpz_add(off[u + 1], off[u + 1], blk);
      mpz_clear(blk);
    }
    mpz_set(tab->f[used], off[s + 1]);
  }
  return rc;
}

static void tab_clear(const shogi_prime *t, shogi_prime_tab *tab) {
  if (!tab->off) return;
  for (int used = 0; used <= t->nsq; used++) {
    mpz_clear(tab->f[used]);
    for (int u = 0; u <= tab->s + 1; u++) mpz_clear(tab->off[(size_t)used * (tab->s + 2) + u]);
  }
  free(tab->f);
  free(tab->off);
}

/* Component j of (a, b, c) index i. */
static int comp(const shogi_prime *t, int i, int j) {
  return j == 0 ? i / (t->dim[1] * t->dim[2]) : j == 1 ? i / t->dim[2] % t->dim[1] : i % t->dim[2];
}
static int without(const shogi_prime *t, int i, int j) {
  int w = j == 0 ? t->dim[1] * t->dim[2] : j == 1 ? t->dim[2] : 1;
  return i - comp(t, i, j) * w;
}

/* The free part: Golds, Silvers, Rooks, Bishops (fixed), preceded by the promoted pieces of each
 * constrained type j, of which s[j] - (its U-part count) are left. Level j's tables exist for the
 * indices whose components before j are zero; head[i] is the first level for index i. */
static int build_free(shogi_prime *t) {
  const shogi_cand_variant *v = &t->base.var;
  t->tabs = calloc((size_t)(4 + SHOGI_PRIME_NC * t->D), sizeof *t->tabs);
  t->head = calloc((size_t)t->D, sizeof *t->head);
  const shogi_prime_tab **at = calloc((size_t)(SHOGI_PRIME_NC + 1) * t->D, sizeof *at);
  if (!t->tabs || !t->head || !at) {
    free(at);
    return YOMI_ENOMEM;
  }
  int rc = 0;
  const shogi_prime_tab *next = NULL;
  for (int k = 3; k >= 0 && !rc; k--) {
    int bt = fixed_bt[k];
    if (v->total[bt] == 0) continue;
    bool gold = bt == SHOGI_BT_GOLD;
    rc = tab_build(t, &t->tabs[t->ntabs], bt, v->total[bt], gold ? 2 : 4, gold ? SHOGI_CL_BU : 0, next);
    next = &t->tabs[t->ntabs++];
  }
  for (int i = 0; i < t->D; i++) at[SHOGI_PRIME_NC * t->D + i] = next;
  for (int j = SHOGI_PRIME_NC - 1; j >= 0 && !rc; j--)
    for (int i = 0; i < t->D && !rc; i++) {
      bool lead = true;
      for (int j2 = 0; j2 < j; j2++) lead &= comp(t, i, j2) == 0;
      const shogi_prime_tab *after = at[(j + 1) * t->D + without(t, i, j)];
      if (!lead || t->s[j] == 0) {
        at[j * t->D + i] = lead ? after : NULL;
        continue;
      }
      shogi_prime_tab *tab = &t->tabs[t->ntabs++];
      rc = tab_build(t, tab, ctype[j], t->s[j] - comp(t, i, j), 2, SHOGI_CL_BP, after);
      at[j * t->D + i] = tab;
    }
  for (int i = 0; i < t->D; i++) t->head[i] = at[i];
  free(at);
  return rc;
}

static void mpz_set_u128(mpz_ptr z, shogi_u128 x) {
  uint64_t w[2] = {(uint64_t)x, (uint64_t)(x >> 64)};
  mpz_import(z, 2, -1, sizeof w[0], 0, 0, w);
}

/* The King profile of placement k: same file (yb, yw) or two files. */
static int profile_of(const shogi_prime *t, int k) {
  int R = t->ranks, b = t->base.king[k][0], w = t->base.king[k][1];
  return (b / R == w / R ? 0 : R * R) + (b % R) * R + w % R;
}

/* cumk and cumw as fixed-width word arrays. */
static int fill_words(shogi_prime *t) {
  t->nw = (int)((mpz_sizeinbase(t->total, 2) + 63) / 64);
  size_t nk = (size_t)t->base.nkings + 1, ncw = (size_t)t->nprof * (size_t)(t->D + 1);
  t->cumk_w = calloc(nk * (size_t)t->nw, sizeof *t->cumk_w);
  t->cumw_w = calloc(ncw * (size_t)t->nw, sizeof *t->cumw_w);
  if (!t->cumk_w || !t->cumw_w) return YOMI_ENOMEM;
  for (size_t i = 0; i < nk; i++) mpz_export(t->cumk_w + i * t->nw, NULL, -1, 8, 0, 0, t->cumk[i]);
  for (size_t i = 0; i < ncw; i++) mpz_export(t->cumw_w + i * t->nw, NULL, -1, 8, 0, 0, t->cumw[i]);
  return 0;
}

/* freew, cumw per profile, cumk per King placement and the total. */
static int build_cumulative(shogi_prime *t) {
  int D = t->D, nk = t->base.nkings;
  t->freew = malloc((size_t)D * sizeof *t->freew);
  t->cumw = malloc((size_t)t->nprof * (D + 1) * sizeof *t->cumw);
  t->cumk = malloc((size_t)(nk + 1) * sizeof *t->cumk);
  if (!t->freew || !t->cumw || !t->cumk) {
    free(t->freew), free(t->cumw), free(t->cumk);
    t->freew = NULL, t->cumw = NULL, t->cumk = NULL;
    return YOMI_ENOMEM;
  }
  for (int i = 0; i < D; i++) {
    int used = 2 + comp(t, i, 0) + comp(t, i, 1) + comp(t, i, 2);
    mpz_init_set_ui(t->freew[i], used <= t->nsq);
    if (used <= t->nsq && t->head[i]) mpz_set(t->freew[i], t->head[i]->f[used]);
  }
  mpz_t w;
  mpz_init(w);
  for (int p = 0; p < t->nprof; p++) {
    mpz_t *cum = t->cumw + (size_t)p * (D + 1);
    mpz_init_set_ui(cum[0], 0);
    for (int i = 0; i < D; i++) {
      mpz_set_u128(w, t->prof[(size_t)p * D + i]);
      mpz_init_set(cum[i + 1], cum[i]);
      mpz_addmul(cum[i + 1], w, t->freew[i]);
    }
  }
  mpz_clear(w);
  mpz_init_set_ui(t->cumk[0], 0);
  for (int k = 0; k < nk; k++)
    mpz_init_set(t->cumk[k + 1], t->cumk[k]),
        mpz_add(t->cumk[k + 1], t->cumk[k + 1], t->cumw[(size_t)profile_of(t, k) * (D + 1) + D]);
  mpz_init_set(t->total, t->cumk[nk]);
  return fill_words(t);
}

int shogi_prime_init(shogi_prime *t, const shogi_cand_variant *v) {
  memset(t, 0, sizeof *t);
  int rc = shogi_count_init(&t->base, v);
  if (rc) return rc;
  t->nsq = v->files * v->ranks;
  t->files = v->files;
  t->ranks = v->ranks;
  for (int bt = 1; bt < SHOGI_BT_N; bt++)
    if (v->total[bt] > SHOGI_PRIME_MAXS) rc = YOMI_ERANGE;
  for (int j = 0; j < SHOGI_PRIME_NC; j++) {
    t->s[j] = v->total[ctype[j]];
    t->dim[j] = t->s[j] + 1;
  }
  t->D = t->dim[0] * t->dim[1] * t->dim[2];
  if (!rc) rc = build_files(t);
  if (!rc) rc = build_profiles(t);
  if (!rc) rc = build_free(t);
  if (!rc) rc = build_cumulative(t);
  if (rc) shogi_prime_clear(t);
  return rc;
}

void shogi_prime_clear(shogi_prime *t) {
  if (!t->base.f) return;
  for (int i = 0; i < t->ntabs; i++) tab_clear(t, &t->tabs[i]);
  if (t->cumk) {
    for (int k = 0; k <= t->base.nkings; k++) mpz_clear(t->cumk[k]);
    for (size_t i = 0; i < (size_t)t->nprof * (t->D + 1); i++) mpz_clear(t->cumw[i]);
    for (int i = 0; i < t->D; i++) mpz_clear(t->freew[i]);
    mpz_clear(t->total);
  }
  free(t->tabs);
  free(t->cumk_w);
  free(t->cumw_w);
  free((void *)t->head);
  free(t->cumk);
  free(t->cumw);
  free(t->freew);
  free(t->T);
  free(t->fp);
  free(t->epow);
  free(t->ae);
  free(t->prof);
  shogi_count_clear(&t->base);
  memset(t, 0, sizeof *t);
}

int shogi_prime_count_variant(const shogi_cand_variant *v, mpz_t out) {
  shogi_prime *t = malloc(sizeof *t);
  if (!t) return YOMI_ENOMEM;
  int rc = shogi_prime_init(t, v);
  if (rc == 0) {
    mpz_set(out, t->total);
    shogi_prime_clear(t);
  }
  free(t);
  return rc;
}
