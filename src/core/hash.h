/* core/hash: the 64-bit hash mixers of the memo tables and the transposition table, each constant
 * written once. All are static inline: they sit on the search's hot paths. */
#ifndef YOMI_CORE_HASH_H
#define YOMI_CORE_HASH_H
#include <stddef.h>
#include <stdint.h>

/* 2^64 / golden ratio, odd: splitmix64's increment and the multiplier of Fibonacci hashing. */
#define HASH_GOLDEN 0x9e3779b97f4a7c15ull

/* splitmix64's finaliser (Stafford's "Mix13"): a bijection of 64-bit words in which every input bit
 * affects every output bit. Strong; use it where a hash must be good in all its bits. */
static inline uint64_t hash_mix64(uint64_t x) {
  x ^= x >> 30;
  x *= 0xbf58476d1ce4e5b9ull;
  x ^= x >> 27;
  x *= 0x94d049bb133111ebull;
  return x ^ (x >> 31);
}

/* splitmix64's output for the state x (Vigna): the finaliser of x + HASH_GOLDEN, so that x = 0 does
 * not map to 0. */
static inline uint64_t hash_splitmix64(uint64_t x) { return hash_mix64(x + HASH_GOLDEN); }

/* Folds the word x into the hash h: h ^ x * HASH_GOLDEN (Fibonacci hashing: one multiply). Only the
 * high bits are well mixed, so a table indexes with the top bits (cache_index). */
static inline uint64_t hash_combine(uint64_t h, uint64_t x) { return h ^ x * HASH_GOLDEN; }

/* Three key words and a small tag: each word times its own odd constant (HASH_GOLDEN, then
 * xxHash64's primes 2 and 3), xored with the tag, then half a finaliser round (xor-shift, multiply).
 * Cheaper than three hash_mix64 and good in the high bits, which index the table (cache_index). */
static inline uint64_t hash_words3(uint64_t a, uint64_t b, uint64_t c, uint64_t tag) {
  uint64_t h = (a * HASH_GOLDEN) ^ (b * 0xc2b2ae3d27d4eb4full) ^ (c * 0x165667b19e3779f9ull) ^ tag;
  h ^= h >> 29;
  return h * 0xbf58476d1ce4e5b9ull;
}

/* A 64-bit hash of n bytes (checksums of files, identities of long texts): every 8-byte word (the
 * last one zero-padded) folded by hash_mix64, then the length. Not cryptographic; any changed,
 * dropped or added byte changes it but for a chance of 2^-64. Byte-order independent. */
static inline uint64_t hash_bytes(const void *data, size_t n) {
  const unsigned char *p = data;
  uint64_t h = HASH_GOLDEN;
  for (size_t i = 0; i < n; i += 8) {
    uint64_t w = 0;
    for (size_t j = 0; j < 8 && i + j < n; j++) w |= (uint64_t)p[i + j] << (8 * j);
    h = hash_mix64(h ^ w) + HASH_GOLDEN;
  }
  return hash_mix64(h ^ (uint64_t)n);
}

#endif
