/* shogi/count: the exact number |P_K| of K-canonical candidate positions of a variant (Ishii &
 * Tanaka 2026, section 3.2), and the GMP tables that shogi/rank walks to rank and unrank them. */
#ifndef YOMI_SHOGI_COUNT_H
#define YOMI_SHOGI_COUNT_H
#include <gmp.h>
#include <stdint.h>

#include "shogi/cand.h"

enum { SHOGI_COUNT_MAX_LEVELS = SHOGI_BT_N - 1, SHOGI_COUNT_MAX_KINGS = 81 * 80 };

/* The counting tables of one variant. Read-only after shogi_count_init, so one table may be shared
 * by any number of threads (each with its own shogi_ranker).
 *
 * Levels are the non-king basic types with total > 0, in the seed's order. Level l places its
 * m = s - u pieces on the board (u in hand) after the Kings and the levels before it; `used` is the
 * number of squares those took. With e = nsq - used empty squares and c = 2 (Gold) or 4 classes:
 *   block(l, used, u) = (u + 1) * C(e, m) * c^m * f(l + 1, used + m)
 *   f(l, used)        = sum over u = 0..s of block(l, used, u),   f(nlev, used) = 1
 *   |P_K|             = nkings * f(0, 2).
 * Invariants: off(l, used)[u] = sum of block(l, used, u') over u' < u, for u = 0..s+1, so
 * off(l, used)[s + 1] = f(l, used); every C(e, m) and (u + 1) * c^m of a non-empty block fits in
 * an unsigned long (checked by init). */
typedef struct shogi_count {
  shogi_cand_variant var;                 /* a copy of the variant */
  int nsq;                                /* files * ranks */
  int nlev;                               /* number of levels */
  int lev_bt[SHOGI_COUNT_MAX_LEVELS];     /* basic type of each level */
  int lev_s[SHOGI_COUNT_MAX_LEVELS];      /* its total s */
  int lev_c[SHOGI_COUNT_MAX_LEVELS];      /* its number of board classes: 2 (Gold) or 4 */
  int stride;                             /* max s + 2: entries per off(l, used) */
  int nkings;                             /* K-canonical King placements (3276 in Shogi, 310 in Mini Shogi) */
  uint8_t king[SHOGI_COUNT_MAX_KINGS][2]; /* [k] = {Black King square, White King square}, ascending */
  int16_t king_index[SHOGI_CAND_MAX_SQ][SHOGI_CAND_MAX_SQ]; /* inverse of king[], -1 elsewhere */
  /* binom[k][n] = C(n, k), UINT64_MAX if larger; k-major so that colex scans over n are contiguous */
  uint64_t binom[SHOGI_CAND_MAX_SQ + 1][SHOGI_CAND_MAX_SQ + 1];
  unsigned long cpow[SHOGI_COUNT_MAX_LEVELS][256]; /* [l][u] = c^m, m = s - u (0 if too large) */
  unsigned long low[SHOGI_COUNT_MAX_LEVELS][256];  /* [l][u] = (u + 1) * c^m (0 if too large) */
  mpz_t *f;                                        /* f(l, used) at [l * (nsq + 1) + used], l = 0..nlev */
  mpz_t *off;  /* off(l, used)[u] at [(l * (nsq + 1) + used) * stride + u] */
  mpz_t total; /* |P_K| */
} shogi_count;

/* Builds the tables of v. 0, YOMI_EINVAL (bad variant), YOMI_ERANGE (a block radix would not fit
 * in an unsigned long) or YOMI_ENOMEM. On error nothing needs clearing. */
int shogi_count_init(shogi_count *t, const shogi_cand_variant *v);
void shogi_count_clear(shogi_count *t);

static inline mpz_srcptr shogi_count_total(const shogi_count *t) { return t->total; }
static inline mpz_ptr shogi_count_f(const shogi_count *t, int l, int used) {
  return t->f[l * (t->nsq + 1) + used];
}
static inline mpz_ptr shogi_count_off(const shogi_count *t, int l, int used, int u) {
  return t->off[(l * (t->nsq + 1) + used) * t->stride + u];
}

/* The number of canonical candidates (section 4.1: p <= Hflip(p)), the positions of P_K that the
 * canonical filter keeps: the mirror orbits of all Black-to-move positions, (A + S) / 2 by Burnside,
 * with A = nsq (nsq - 1) f(0, 2) positions for any King placement and S those whose board is its own
 * mirror image (both Kings on the middle file, every other piece on it or paired with its mirror).
 * 0 or YOMI_ENOMEM. */
int shogi_count_canonical(const shogi_count *t, mpz_t out);

/* (u + 1) * c^m as an unsigned long (a level's low radix), or 0 if it does not fit. */
unsigned long shogi_count_radix(int u, int c, int m);

/* |P_K| of v into out (builds and frees the tables). 0 or an error of shogi_count_init. */
int shogi_count_variant(const shogi_cand_variant *v, mpz_t out);

#endif
