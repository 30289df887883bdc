/* shogi/rank: walks the tables of shogi/count to map ranks to K-canonical candidates and back.
 *
 * A rank r is read as mixed-radix digits (docs/shogi-count.md):
 *   r = r1 * nkings + k                        k: index of the King placement
 *   r1 = off(0, 2)[u] + (r2 * C(e, m) + comb) * ((u + 1) * c^m) + h * c^m + cls   (level 0)
 * and so on down the levels, where u = pieces of the level's type in hand, h = how many of them Black
 * holds, comb = the colex rank of the m occupied squares among the e empty ones (ascending square
 * index), cls = the classes of those squares as base-c digits (least significant first). */
#include "shogi/rank.h"
#include "core/error.h"
#include "core/rng.h"
#include "shogi/colex.h"
#include <assert.h>
#include <string.h>

int shogi_ranker_init(shogi_ranker *rk, const shogi_count *t) {
  size_t bits = mpz_sizeinbase(t->total, 2);
  if (bits > 64 * sizeof rk->words / sizeof rk->words[0]) return YOMI_ERANGE;
  rk->t = t;
  rk->nwords = (int)((bits + 63) / 64);
  rk->top_mask = bits % 64 ? (UINT64_C(1) << (bits % 64)) - 1 : UINT64_MAX;
  mpz_init2(rk->r, (mp_bitcnt_t)(bits + 128));
  mpz_init2(rk->d, (mp_bitcnt_t)(bits + 128));
  return 0;
}

void shogi_ranker_clear(shogi_ranker *rk) {
  mpz_clear(rk->r);
  mpz_clear(rk->d);
}

/* The board class of digit d of a level with c classes: Golds are only unpromoted. */
static inline int class_of_digit(int c, unsigned long d) { return c == 4 ? (int)d : SHOGI_CL_BU + (int)d; }

int shogi_rank_unrank(shogi_ranker *rk, mpz_srcptr rank, shogi_cand *out) {
  const shogi_count *t = rk->t;
  if (mpz_sgn(rank) < 0 || mpz_cmp(rank, t->total) >= 0) return YOMI_ERANGE;
  memset(out, 0, sizeof *out);
  mpz_ptr r = rk->r;
  unsigned long k = mpz_tdiv_q_ui(r, rank, (unsigned long)t->nkings);
  out->sq[t->king[k][0]] = SHOGI_CELL(SHOGI_BT_KING, SHOGI_CL_BU);
  out->sq[t->king[k][1]] = SHOGI_CELL(SHOGI_BT_KING, SHOGI_CL_WU);
  uint8_t empty[SHOGI_CAND_MAX_SQ];
  int e = 0;
  for (int s = 0; s < t->nsq; s++)
    if (!out->sq[s]) empty[e++] = (uint8_t)s;

  int used = 2;
  for (int l = 0; l < t->nlev; l++) {
    int s = t->lev_s[l], c = t->lev_c[l], bt = t->lev_bt[l];
    mpz_t *off = &t->off[(l * (t->nsq + 1) + used) * t->stride];
    int u = 0;
    while (mpz_cmp(r, off[u + 1]) >= 0) u++;
    assert(u <= s);
    mpz_sub(r, r, off[u]);
    int m = s - u;
    unsigned long lo = mpz_tdiv_q_ui(r, r, t->low[l][u]);
    unsigned long comb = mpz_tdiv_q_ui(r, r, (unsigned long)t->binom[m][e]);
    unsigned long h = lo / t->cpow[l][u], cls = lo % t->cpow[l][u];
    out->hand[SHOGI_BLACK][bt] = (uint8_t)h;
    out->hand[SHOGI_WHITE][bt] = (uint8_t)(u - (int)h);
    if (m == 0) continue;
    uint8_t pos[SHOGI_CAND_MAX_SQ];
    shogi__colex_unrank(t->binom, comb, m, e, pos);
    for (int j = 0; j < m; j++) {
      out->sq[empty[pos[j]]] = SHOGI_CELL(bt, class_of_digit(c, cls % (unsigned long)c));
      cls /= (unsigned long)c;
    }
    e = shogi__list_drop(empty, e, pos, m); /* the squares just taken leave the empty list */
    used += m;
  }
  assert(mpz_sgn(r) == 0);
  return 0;
}

int shogi_rank_of(shogi_ranker *rk, const shogi_cand *c, mpz_ptr rank) {
  const shogi_count *t = rk->t;
  const shogi_cand_variant *v = &t->var;
  if (c->side != SHOGI_BLACK || shogi_cand_check(v, c)) return YOMI_EINVAL;
  int bk = -1, wk = -1;
  for (int s = 0; s < t->nsq; s++) {
    if (c->sq[s] == SHOGI_CELL(SHOGI_BT_KING, SHOGI_CL_BU)) bk = s;
    if (c->sq[s] == SHOGI_CELL(SHOGI_BT_KING, SHOGI_CL_WU)) wk = s;
  }
  int k = t->king_index[bk][wk];
  if (k < 0) return YOMI_EINVAL;

  /* Forward pass: the digits of every level. A square's position among the squares still empty
   * before level l is its index minus the number of squares below it that the Kings and the earlier
   * levels took (a popcount over the 128-bit mask `taken`). */
  int lev_u[SHOGI_COUNT_MAX_LEVELS], lev_used[SHOGI_COUNT_MAX_LEVELS], lev_e[SHOGI_COUNT_MAX_LEVELS];
  unsigned long lev_comb[SHOGI_COUNT_MAX_LEVELS], lev_lo[SHOGI_COUNT_MAX_LEVELS];
  uint8_t list[SHOGI_BT_N][SHOGI_CAND_MAX_SQ];
  int nlist[SHOGI_BT_N] = {0};
  for (int s = 0; s < t->nsq; s++) {
    uint8_t cell = c->sq[s];
    if (cell) {
      int bt = SHOGI_CELL_BT(cell);
      list[bt][nlist[bt]++] = (uint8_t)s;
    }
  }
  uint64_t taken[2] = {0, 0};
  taken[bk >> 6] |= UINT64_C(1) << (bk & 63);
  taken[wk >> 6] |= UINT64_C(1) << (wk & 63);
  int used = 2;
  for (int l = 0; l < t->nlev; l++) {
    int bt = t->lev_bt[l], cn = t->lev_c[l];
    int u = c->hand[SHOGI_BLACK][bt] + c->hand[SHOGI_WHITE][bt];
    unsigned long comb = 0, cls = 0, digit_weight = 1;
    for (int j = 0; j < nlist[bt]; j++) {
      int s = list[bt][j];
      int idx = shogi__free_index(taken, s);
      int cl = SHOGI_CELL_CL(c->sq[s]);
      comb += t->binom[j + 1][idx];
      cls += digit_weight * (unsigned long)(cn == 4 ? cl : cl - SHOGI_CL_BU);
      digit_weight *= (unsigned long)cn;
    }
    for (int j = 0; j < nlist[bt]; j++) taken[list[bt][j] >> 6] |= UINT64_C(1) << (list[bt][j] & 63);
    lev_u[l] = u;
    lev_used[l] = used;
    lev_e[l] = t->nsq - used;
    lev_comb[l] = comb;
    lev_lo[l] = (unsigned long)c->hand[SHOGI_BLACK][bt] * t->cpow[l][u] + cls;
    used += nlist[bt];
  }
  /* Backward pass: compose the mixed-radix number from the innermost level out. */
  mpz_set_ui(rank, 0);
  for (int l = t->nlev - 1; l >= 0; l--) {
    int u = lev_u[l], m = t->lev_s[l] - u;
    mpz_mul_ui(rank, rank, (unsigned long)t->binom[m][lev_e[l]]);
    mpz_add_ui(rank, rank, lev_comb[l]);
    mpz_mul_ui(rank, rank, t->low[l][u]);
    mpz_add_ui(rank, rank, lev_lo[l]);
    mpz_add(rank, rank, shogi_count_off(t, l, lev_used[l], u));
  }
  mpz_mul_ui(rank, rank, (unsigned long)t->nkings);
  mpz_add_ui(rank, rank, (unsigned long)k);
  return 0;
}

void shogi_rank_draw_below(mpz_srcptr total, uint64_t seed, uint64_t i, mpz_ptr rank) {
  size_t bits = mpz_sizeinbase(total, 2);
  int nwords = (int)((bits + 63) / 64);
  uint64_t top_mask = bits % 64 ? (UINT64_C(1) << (bits % 64)) - 1 : UINT64_MAX, words[8];
  assert(nwords <= 8);
  rng_stream g;
  rng_init(&g, seed, i);
  do {
    for (int w = 0; w < nwords; w++) words[w] = rng_u64(&g);
    words[nwords - 1] &= top_mask;
    mpz_import(rank, (size_t)nwords, -1, sizeof words[0], 0, 0, words);
  } while (mpz_cmp(rank, total) >= 0);
}

void shogi_rank_draw(shogi_ranker *rk, uint64_t seed, uint64_t i, mpz_ptr rank) {
  shogi_rank_draw_below(rk->t->total, seed, i, rank);
}

void shogi_rank_sample(shogi_ranker *rk, uint64_t seed, uint64_t i, shogi_cand *out, mpz_ptr rank) {
  mpz_ptr target = rank ? rank : rk->d;
  shogi_rank_draw(rk, seed, i, target);
  int rc = shogi_rank_unrank(rk, target, out);
  assert(rc == 0);
  (void)rc;
}

void shogi_sampler_init(shogi_sampler *s, shogi_ranker *rk, uint64_t seed, bool check) {
  s->rk = rk;
  s->seed = seed;
  s->check = check;
  s->signature = UINT64_C(14695981039346656037);
  s->mismatches = 0;
  mpz_init(s->back);
}

void shogi_sampler_draw(shogi_sampler *s, uint64_t i, shogi_cand *c, mpz_ptr rank) {
  shogi_rank_sample(s->rk, s->seed, i, c, rank);
  for (size_t b = 0; b < sizeof *c; b++)
    s->signature = (s->signature ^ ((const uint8_t *)c)[b]) * UINT64_C(1099511628211);
  if (s->check && (shogi_rank_of(s->rk, c, s->back) != 0 || mpz_cmp(s->back, rank) != 0)) s->mismatches++;
}

void shogi_sampler_clear(shogi_sampler *s) { mpz_clear(s->back); }
