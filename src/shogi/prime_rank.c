/* shogi/prime_rank: ranking and unranking of P_K' (a bijection onto [0, |P_K'|)) and its uniform
 * sample. A rank is read, from the most significant part (docs/shogi-estimate.md):
 *   rank = cumk[k] + cumw[profile(k)][i] + rU * freew[i] + rF
 * k the King placement, i = (a, b, c) the U part's counts, rU < prof[profile][i] the U part (files in
 * the order: the Kings' files, then the others left to right), rF < freew[i] the free part. */
#include "core/error.h"
#include "shogi/colex.h"
#include "shogi/prime.h"
#include "shogi/rank.h"
#include <assert.h>
#include <string.h>

void shogi_prime_ranker_init(shogi_prime_ranker *rk, const shogi_prime *t) {
  rk->t = t;
  size_t bits = mpz_sizeinbase(t->total, 2) + 128;
  mpz_init2(rk->r, (mp_bitcnt_t)bits);
  mpz_init2(rk->q, (mp_bitcnt_t)bits);
  mpz_init2(rk->d, (mp_bitcnt_t)bits);
}

void shogi_prime_ranker_clear(shogi_prime_ranker *rk) {
  mpz_clear(rk->r);
  mpz_clear(rk->q);
  mpz_clear(rk->d);
}

/* The files of the U part in their order, with each one's type, and the polynomial of the files
 * after it (rest[j]). Returns the number of files. */
static int file_order(const shogi_prime *t, int bk, int wk, int *xs, int *types, const shogi_u128 **rest) {
  int R = t->ranks, F = t->files, xb = bk / R, xw = wk / R, n = 0;
  if (xb == xw) {
    xs[n] = xb, types[n] = t->type_of[1 << (bk % R) | 1 << (wk % R)], n++;
  } else {
    xs[n] = xb, types[n] = t->type_of[1 << (bk % R)], rest[n] = t->ae + (size_t)(wk % R) * t->D, n++;
    xs[n] = xw, types[n] = t->type_of[1 << (wk % R)], n++;
  }
  for (int x = 0; x < F; x++)
    if (x != xb && x != xw) xs[n] = x, types[n] = 0, n++;
  for (int j = xb == xw ? 0 : 1; j < n; j++) rest[j] = t->epow + (size_t)(F - 1 - j) * t->D;
  return n;
}

static int pidx(const shogi_prime *t, int a, int b, int c) { return (a * t->dim[1] + b) * t->dim[2] + c; }

/* The placement r of a file of type `type` at x with a Knights, b Lances, c Pawns (c = pb + pw). */
static void file_decode(const shogi_prime *t, int type, int x, int a, int b, int c, uint64_t r,
                        shogi_cand *out) {
  int pb = 0, pw = 0, R = t->ranks, mask = t->mask_of[type];
  for (int st = 0; st < 4; st++) {
    if ((st >> 1) + (st & 1) != c) continue;
    uint64_t n = t->T[shogi__prime_t(t, type, 0, a, b, st >> 1, st & 1)];
    if (r < n) {
      pb = st >> 1, pw = st & 1;
      break;
    }
    r -= n;
  }
  for (int y = 0; y < R; y++) {
    if (mask >> y & 1) continue;
    for (int opt = 0; opt < 7; opt++) {
      int na = a, nb = b, npb = pb, npw = pw;
      if (!shogi__prime_opt(R, y, opt, &na, &nb, &npb, &npw)) continue;
      uint64_t n = t->T[shogi__prime_t(t, type, y + 1, na, nb, npb, npw)];
      if (r >= n) {
        r -= n;
        continue;
      }
      out->sq[shogi_sq(&t->base.var, x, y)] = shogi__prime_cell(opt);
      a = na, b = nb, pb = npb, pw = npw;
      break;
    }
  }
}

/* The U part of rank r (< prof[profile][i]) onto out, files in file_order. */
static void u_decode(const shogi_prime *t, int bk, int wk, int a, int b, int c, shogi_u128 r,
                     shogi_cand *out) {
  int xs[SHOGI_CAND_MAX_FILES], types[SHOGI_CAND_MAX_FILES];
  const shogi_u128 *rest[SHOGI_CAND_MAX_FILES];
  int n = file_order(t, bk, wk, xs, types, rest);
  for (int j = 0; j < n; j++) {
    const shogi_u128 *fp = t->fp + (size_t)types[j] * t->D;
    bool done = false;
    for (int a1 = 0; a1 <= a && !done; a1++)
      for (int b1 = 0; b1 <= b && !done; b1++)
        for (int c1 = 0; c1 <= c && c1 <= 2 && !done; c1++) {
          shogi_u128 f = fp[pidx(t, a1, b1, c1)], w = f * rest[j][pidx(t, a - a1, b - b1, c - c1)];
          if (r >= w) {
            r -= w;
            continue;
          }
          file_decode(t, types[j], xs[j], a1, b1, c1, (uint64_t)(r % f), out);
          r /= f;
          a -= a1, b -= b1, c -= c1;
          done = true;
        }
  }
  assert(r == 0 && a == 0 && b == 0 && c == 0);
}

/* The free part of rank r from level tab on: r is consumed (left 0). */
static void free_decode(const shogi_prime *t, const shogi_prime_tab *tab, int used, mpz_ptr r,
                        shogi_cand *out) {
  uint8_t empty[SHOGI_CAND_MAX_SQ];
  int e = 0;
  for (int s = 0; s < t->nsq; s++)
    if (!out->sq[s]) empty[e++] = (uint8_t)s;
  for (; tab; tab = tab->next) {
    mpz_t *off = tab->off + (size_t)used * (tab->s + 2);
    int u = 0;
    while (mpz_cmp(r, off[u + 1]) >= 0) u++;
    mpz_sub(r, r, off[u]);
    int m = tab->s - u;
    unsigned long lo = mpz_tdiv_q_ui(r, r, tab->low[u]);
    unsigned long comb = mpz_tdiv_q_ui(r, r, (unsigned long)t->base.binom[m][e]);
    unsigned long h = lo / tab->cpow[u], cls = lo % tab->cpow[u];
    out->hand[SHOGI_BLACK][tab->bt] = (uint8_t)h;
    out->hand[SHOGI_WHITE][tab->bt] = (uint8_t)(u - (int)h);
    if (m == 0) continue;
    uint8_t pos[SHOGI_CAND_MAX_SQ];
    shogi__colex_unrank(t->base.binom, comb, m, e, pos);
    for (int j = 0; j < m; j++) {
      out->sq[empty[pos[j]]] = SHOGI_CELL(tab->bt, tab->cls0 + (int)(cls % (unsigned long)tab->c));
      cls /= (unsigned long)tab->c;
    }
    e = shogi__list_drop(empty, e, pos, m);
    used += m;
  }
}

/* a <= b as nw-word little-endian numbers. */
static inline bool words_le(const uint64_t *a, const uint64_t *b, int nw) {
  for (int i = nw - 1; i >= 0; i--)
    if (a[i] != b[i]) return a[i] < b[i];
  return true;
}

/* The largest j in [0, n) with cum[j] <= r (cum: n + 1 ascending nw-word numbers, cum[0] <= r <
 * cum[n]). */
static int search(const uint64_t *cum, int nw, int n, mpz_srcptr r) {
  uint64_t w[8] = {0};
  mpz_export(w, NULL, -1, 8, 0, 0, r);
  int lo = 0, hi = n; /* cum[lo] <= r < cum[hi] */
  while (hi - lo > 1) {
    int mid = (lo + hi) / 2;
    if (words_le(cum + (size_t)mid * nw, w, nw)) lo = mid;
    else hi = mid;
  }
  return lo;
}

static shogi_u128 mpz_get_u128(mpz_srcptr z) {
  uint64_t w[2] = {0, 0};
  mpz_export(w, NULL, -1, sizeof w[0], 0, 0, z);
  return (shogi_u128)w[1] << 64 | w[0];
}

int shogi_prime_unrank(shogi_prime_ranker *rk, mpz_srcptr rank, shogi_cand *out) {
  const shogi_prime *t = rk->t;
  if (mpz_sgn(rank) < 0 || mpz_cmp(rank, t->total) >= 0) return YOMI_ERANGE;
  memset(out, 0, sizeof *out);
  int k = search(t->cumk_w, t->nw, t->base.nkings, rank);
  int bk = t->base.king[k][0], wk = t->base.king[k][1], R = t->ranks;
  int p = (bk / R == wk / R ? 0 : R * R) + (bk % R) * R + wk % R;
  mpz_sub(rk->r, rank, t->cumk[k]);
  const mpz_t *cum = t->cumw + (size_t)p * (t->D + 1);
  int i = search(t->cumw_w + (size_t)p * (t->D + 1) * t->nw, t->nw, t->D, rk->r);
  mpz_sub(rk->r, rk->r, cum[i]);
  mpz_tdiv_qr(rk->q, rk->r, rk->r, t->freew[i]);
  out->sq[bk] = SHOGI_CELL(SHOGI_BT_KING, SHOGI_CL_BU);
  out->sq[wk] = SHOGI_CELL(SHOGI_BT_KING, SHOGI_CL_WU);
  int a = i / (t->dim[1] * t->dim[2]), b = i / t->dim[2] % t->dim[1], c = i % t->dim[2];
  u_decode(t, bk, wk, a, b, c, mpz_get_u128(rk->q), out);
  free_decode(t, t->head[i], 2 + a + b + c, rk->r, out);
  assert(mpz_sgn(rk->r) == 0);
  return 0;
}

void shogi_prime_sample(shogi_prime_ranker *rk, uint64_t seed, uint64_t i, shogi_cand *out) {
  shogi_rank_draw_below(rk->t->total, seed, i, rk->d);
  int rc = shogi_prime_unrank(rk, rk->d, out);
  assert(rc == 0);
  (void)rc;
}

/* The option of c's cell at (x, y) in the U part (0 for anything that is not an unpromoted Knight,
 * Lance or Pawn). */
static int opt_of(const shogi_prime *t, const shogi_cand *c, int x, int y) {
  uint8_t cell = c->sq[shogi_sq(&t->base.var, x, y)];
  for (int opt = 1; opt < 7; opt++)
    if (cell == shogi__prime_cell(opt)) return opt;
  return 0;
}

/* The rank within its file's term of c's file x of type `type`; its counts into abc[0..2]. */
static uint64_t file_encode(const shogi_prime *t, const shogi_cand *c, int type, int x, int abc[3]) {
  int R = t->ranks, mask = t->mask_of[type], a = 0, b = 0, pb = 0, pw = 0;
  for (int y = 0; y < R; y++) {
    int opt = opt_of(t, c, x, y);
    a += opt == 1 || opt == 2, b += opt == 3 || opt == 4, pb += opt == 5, pw += opt == 6;
  }
  abc[0] = a, abc[1] = b, abc[2] = pb + pw;
  uint64_t r = 0;
  for (int st = 0; st < pb * 2 + pw; st++)
    if ((st >> 1) + (st & 1) == pb + pw) r += t->T[shogi__prime_t(t, type, 0, a, b, st >> 1, st & 1)];
  for (int y = 0; y < R; y++) {
    if (mask >> y & 1) continue;
    int chosen = opt_of(t, c, x, y);
    for (int opt = 0; opt < chosen; opt++) {
      int na = a, nb = b, npb = pb, npw = pw;
      if (shogi__prime_opt(R, y, opt, &na, &nb, &npb, &npw))
        r += t->T[shogi__prime_t(t, type, y + 1, na, nb, npb, npw)];
    }
    int ok = shogi__prime_opt(R, y, chosen, &a, &b, &pb, &pw);
    assert(ok);
    (void)ok;
  }
  return r;
}

/* The U part's rank of c and its counts (a, b, c) into abc. */
static shogi_u128 u_encode(const shogi_prime *t, const shogi_cand *c, int bk, int wk, int abc[3]) {
  int xs[SHOGI_CAND_MAX_FILES], types[SHOGI_CAND_MAX_FILES], cnt[SHOGI_CAND_MAX_FILES][3];
  const shogi_u128 *rest[SHOGI_CAND_MAX_FILES];
  uint64_t rf[SHOGI_CAND_MAX_FILES];
  int n = file_order(t, bk, wk, xs, types, rest);
  for (int j = 0; j < n; j++) rf[j] = file_encode(t, c, types[j], xs[j], cnt[j]);
  int left[3] = {0, 0, 0};
  shogi_u128 r = 0;
  for (int j = n - 1; j >= 0; j--) {
    for (int q = 0; q < 3; q++) left[q] += cnt[j][q];
    const shogi_u128 *fp = t->fp + (size_t)types[j] * t->D;
    shogi_u128 prefix = 0;
    for (int a1 = 0; a1 <= left[0]; a1++)
      for (int b1 = 0; b1 <= left[1]; b1++)
        for (int c1 = 0; c1 <= left[2] && c1 <= 2; c1++) {
          if (a1 == cnt[j][0] && b1 == cnt[j][1] && c1 == cnt[j][2]) goto found;
          prefix += fp[pidx(t, a1, b1, c1)] * rest[j][pidx(t, left[0] - a1, left[1] - b1, left[2] - c1)];
        }
  found:
    r = prefix + rf[j] + fp[pidx(t, cnt[j][0], cnt[j][1], cnt[j][2])] * r;
  }
  memcpy(abc, left, sizeof left);
  return r;
}

/* The free part's rank of c from level tab on, the Kings and the U part's squares taken. */
static void free_encode(const shogi_prime *t, const shogi_prime_tab *tab, int used, const shogi_cand *c,
                        uint64_t taken[2], mpz_ptr rank) {
  const shogi_prime_tab *lev[SHOGI_PRIME_NC + 4];
  int n = 0, lu[SHOGI_PRIME_NC + 4], lused[SHOGI_PRIME_NC + 4], le[SHOGI_PRIME_NC + 4];
  unsigned long lcomb[SHOGI_PRIME_NC + 4], llo[SHOGI_PRIME_NC + 4];
  for (; tab; tab = tab->next, n++) {
    int bt = tab->bt, m = 0;
    bool promoted_only = tab->c == 2 && bt != SHOGI_BT_GOLD;
    unsigned long comb = 0, cls = 0, weight = 1;
    uint8_t sqs[SHOGI_CAND_MAX_SQ];
    for (int s = 0; s < t->nsq; s++) {
      uint8_t cell = c->sq[s];
      if (!cell || SHOGI_CELL_BT(cell) != bt || (promoted_only && !SHOGI_CL_PROMOTED(SHOGI_CELL_CL(cell))))
        continue;
      comb += t->base.binom[m + 1][shogi__free_index(taken, s)];
      cls += weight * (unsigned long)(SHOGI_CELL_CL(cell) - tab->cls0);
      weight *= (unsigned long)tab->c;
      sqs[m++] = (uint8_t)s;
    }
    for (int j = 0; j < m; j++) shogi__take(taken, sqs[j]);
    int u = tab->s - m;
    lev[n] = tab, lu[n] = u, lused[n] = used, le[n] = t->nsq - used, lcomb[n] = comb;
    llo[n] = (unsigned long)c->hand[SHOGI_BLACK][bt] * tab->cpow[u] + cls;
    used += m;
  }
  mpz_set_ui(rank, 0);
  for (int l = n - 1; l >= 0; l--) {
    int u = lu[l], m = lev[l]->s - u;
    mpz_mul_ui(rank, rank, (unsigned long)t->base.binom[m][le[l]]);
    mpz_add_ui(rank, rank, lcomb[l]);
    mpz_mul_ui(rank, rank, lev[l]->low[u]);
    mpz_add_ui(rank, rank, llo[l]);
    mpz_add(rank, rank, lev[l]->off[(size_t)lused[l] * (lev[l]->s + 2) + u]);
  }
}

int shogi_prime_rank_of(shogi_prime_ranker *rk, const shogi_cand *c, mpz_ptr rank) {
  const shogi_prime *t = rk->t;
  const shogi_cand_variant *v = &t->base.var;
  if (c->side != SHOGI_BLACK || shogi_cand_check(v, c) || !shogi_prime_member(v, c)) return YOMI_EINVAL;
  int bk = -1, wk = -1, R = t->ranks;
  for (int s = 0; s < t->nsq; s++) {
    if (c->sq[s] == SHOGI_CELL(SHOGI_BT_KING, SHOGI_CL_BU)) bk = s;
    if (c->sq[s] == SHOGI_CELL(SHOGI_BT_KING, SHOGI_CL_WU)) wk = s;
  }
  int k = t->base.king_index[bk][wk];
  if (k < 0) return YOMI_EINVAL;
  int abc[3];
  shogi_u128 ru = u_encode(t, c, bk, wk, abc);
  int i = pidx(t, abc[0], abc[1], abc[2]);
  uint64_t taken[2] = {0, 0};
  for (int s = 0; s < t->nsq; s++)
    if (c->sq[s] && (SHOGI_CELL_BT(c->sq[s]) == SHOGI_BT_KING || opt_of(t, c, s / R, s % R)))
      shogi__take(taken, s);
  free_encode(t, t->head[i], 2 + abc[0] + abc[1] + abc[2], c, taken, rank);
  uint64_t w[2] = {(uint64_t)ru, (uint64_t)(ru >> 64)};
  mpz_import(rk->q, 2, -1, sizeof w[0], 0, 0, w);
  mpz_addmul(rank, rk->q, t->freew[i]);
  int p = (bk / R == wk / R ? 0 : R * R) + (bk % R) * R + wk % R;
  mpz_add(rank, rank, t->cumw[(size_t)p * (t->D + 1) + i]);
  mpz_add(rank, rank, t->cumk[k]);
  return 0;
}
