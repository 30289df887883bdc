/* rng: a counter-based random number generator (Philox4x32-10, Salmon et al. 2011).
 * Output block n of stream (seed, item) is a pure function of (seed, item, n), so item i of a run
 * is reproducible regardless of threads, processes or restarts. */
#ifndef YOMI_CORE_RNG_H
#define YOMI_CORE_RNG_H
#include <stdint.h>

/* One Philox4x32-10 evaluation: 128-bit counter, 64-bit key -> 128 bits. */
void rng_philox(const uint32_t ctr[4], const uint32_t key[2], uint32_t out[4]);

/* A stream of draws for item `item` of a run seeded with `seed`.
 * Invariant: the k-th value drawn depends only on (seed, item, k). */
typedef struct rng_stream {
  uint64_t seed;   /* run seed (the Philox key) */
  uint64_t item;   /* item index (high half of the counter) */
  uint64_t block;  /* next block (low half of the counter) */
  uint32_t buf[4]; /* current block */
  int used;        /* 32-bit words of buf already consumed (4 = empty) */
} rng_stream;

void rng_init(rng_stream *r, uint64_t seed, uint64_t item);
uint32_t rng_u32(rng_stream *r);
uint64_t rng_u64(rng_stream *r);
/* Uniform integer in [0, n), n > 0, without modulo bias (rejection). */
uint64_t rng_below(rng_stream *r, uint64_t n);
/* Uniform double in [0, 1) with 53 random bits. */
double rng_unit(rng_stream *r);
/* Stateless: the k-th 64-bit value of stream (seed, item). */
uint64_t rng_at(uint64_t seed, uint64_t item, uint64_t k);

#endif
