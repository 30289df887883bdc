/* rng: Philox4x32-10 counter-based generator and the streams built on it. */
#include "core/rng.h"

#define PHILOX_M0 0xD2511F53u
#define PHILOX_M1 0xCD9E8D57u
#define PHILOX_W0 0x9E3779B9u
#define PHILOX_W1 0xBB67AE85u

void rng_philox(const uint32_t ctr[4], const uint32_t key[2], uint32_t out[4]) {
  uint32_t c0 = ctr[0], c1 = ctr[1], c2 = ctr[2], c3 = ctr[3];
  uint32_t k0 = key[0], k1 = key[1];
  for (int round = 0; round < 10; round++) {
    uint64_t p0 = (uint64_t)PHILOX_M0 * c0;
    uint64_t p1 = (uint64_t)PHILOX_M1 * c2;
    uint32_t n0 = (uint32_t)(p1 >> 32) ^ c1 ^ k0;
    uint32_t n1 = (uint32_t)p1;
    uint32_t n2 = (uint32_t)(p0 >> 32) ^ c3 ^ k1;
    uint32_t n3 = (uint32_t)p0;
    c0 = n0;
    c1 = n1;
    c2 = n2;
    c3 = n3;
    k0 += PHILOX_W0;
    k1 += PHILOX_W1;
  }
  out[0] = c0;
  out[1] = c1;
  out[2] = c2;
  out[3] = c3;
}

static void stream_fill(rng_stream *r) {
  uint32_t ctr[4] = {(uint32_t)r->block, (uint32_t)(r->block >> 32), (uint32_t)r->item,
                     (uint32_t)(r->item >> 32)};
  uint32_t key[2] = {(uint32_t)r->seed, (uint32_t)(r->seed >> 32)};
  rng_philox(ctr, key, r->buf);
  r->block++;
  r->used = 0;
}

void rng_init(rng_stream *r, uint64_t seed, uint64_t item) {
  r->seed = seed;
  r->item = item;
  r->block = 0;
  r->used = 4;
}

uint32_t rng_u32(rng_stream *r) {
  if (r->used == 4) stream_fill(r);
  return r->buf[r->used++];
}

uint64_t rng_u64(rng_stream *r) {
  uint64_t hi = rng_u32(r);
  return (hi << 32) | rng_u32(r);
}

uint64_t rng_below(rng_stream *r, uint64_t n) {
  /* Reject the top partial copy of [0, n) so every residue is equally likely. */
  uint64_t limit = UINT64_MAX - (UINT64_MAX % n + 1) % n;
  uint64_t x;
  do x = rng_u64(r);
  while (x > limit);
  return x % n;
}

double rng_unit(rng_stream *r) { return (double)(rng_u64(r) >> 11) * 0x1.0p-53; }

uint64_t rng_at(uint64_t seed, uint64_t item, uint64_t k) {
  rng_stream r;
  rng_init(&r, seed, item);
  r.block = k / 2;
  r.used = 4;
  if (k % 2) {
    rng_u64(&r);
  }
  return rng_u64(&r);
}
