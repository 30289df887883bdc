/* shogi/rank: ranking and unranking of K-canonical candidate positions (a bijection between
 * [0, |P_K|) and P_K, section 3.2), and exactly uniform sampling of P_K from the counter-based rng. */
#ifndef YOMI_SHOGI_RANK_H
#define YOMI_SHOGI_RANK_H
#include <gmp.h>
#include <stdint.h>

#include "shogi/cand.h"
#include "shogi/count.h"

/* Per-thread state: the shared read-only tables and GMP scratch reused across calls, so ranking
 * and unranking allocate nothing once the scratch has grown to the size of |P_K|. */
typedef struct shogi_ranker {
  const shogi_count *t;
  mpz_t r, d;        /* scratch: the rank being taken apart, a drawn rank */
  int nwords;        /* 64-bit words drawn per uniform rank attempt */
  uint64_t top_mask; /* mask of the most significant word */
  uint64_t words[8]; /* scratch for draws; nwords <= 8 (|P_K| < 2^512) */
} shogi_ranker;

/* 0, or YOMI_ERANGE if |P_K| needs more than 512 bits. */
int shogi_ranker_init(shogi_ranker *rk, const shogi_count *t);
void shogi_ranker_clear(shogi_ranker *rk);

/* out = the candidate of rank `rank`. It is well-formed (shogi_cand_check), K-canonical and Black
 * to move. 0, or YOMI_ERANGE if rank is not in [0, |P_K|). */
int shogi_rank_unrank(shogi_ranker *rk, mpz_srcptr rank, shogi_cand *out);
/* rank = the rank of c. 0, or YOMI_EINVAL if c is not in P_K (malformed, not K-canonical, or
 * White to move). Inverse of shogi_rank_unrank. */
int shogi_rank_of(shogi_ranker *rk, const shogi_cand *c, mpz_ptr rank);
/* rank = an exactly uniform integer in [0, |P_K|): 64-bit words of rng stream (seed, i) are drawn
 * to cover the bit length of |P_K|, and the value is rejected and redrawn while >= |P_K|.
 * A pure function of (seed, i). */
void shogi_rank_draw(shogi_ranker *rk, uint64_t seed, uint64_t i, mpz_ptr rank);
/* The same draw below any total in [1, 2^512): the one uniform draw of P_K and of P_K' (shogi/prime). */
void shogi_rank_draw_below(mpz_srcptr total, uint64_t seed, uint64_t i, mpz_ptr rank);
/* Sample i of a run seeded `seed`: unranks a uniform rank (kept in rank if non-NULL). */
void shogi_rank_sample(shogi_ranker *rk, uint64_t seed, uint64_t i, shogi_cand *out, mpz_ptr rank);

/* Samples drawn one after another as `yomi shogi sample` draws them: each folded into an FNV-1a
 * signature over the candidates (one number that says whether a change altered them) and, with
 * check, ranked back and compared with the rank it was drawn as. */
typedef struct shogi_sampler {
  shogi_ranker *rk;
  uint64_t seed;
  bool check;
  uint64_t signature;
  uint64_t mismatches; /* with check: samples whose rank came back different */
  mpz_t back;
} shogi_sampler;
void shogi_sampler_init(shogi_sampler *s, shogi_ranker *rk, uint64_t seed, bool check);
/* Sample i into c, its rank into rank. */
void shogi_sampler_draw(shogi_sampler *s, uint64_t i, shogi_cand *c, mpz_ptr rank);
void shogi_sampler_clear(shogi_sampler *s);

#endif
