/* core/cache: small memo tables, one per thread (never shared, so no locks). A table is
 * CACHE_SIZE(bits) slots, direct-mapped: the slot of hash h is its top `bits` bits (cache_index), as
 * the multiplicative mixers of core/hash.h mix upward; a new answer overwrites whatever the slot
 * held. Where the table lives is the caller's choice (static _Thread_local, inside a struct, or
 * cache_alloc), so its size is explicit there. Two slot kinds:
 *
 *   CACHE_SLOT(NAME, KW, VALUE) declares the slot type NAME: KW key words, a 32-bit tag (the rest of
 *     the key; 0 marks an empty slot, so an all-zero table is empty) and a VALUE, with
 *     NAME_get(slot, key, tag, &value) (true on a hit) and NAME_put(slot, key, tag, value);
 *   cache_pair: two key words, the second of which gives up its two low bits to a value 0..2
 *     (16 bytes a slot, for verdicts keyed by two board hashes). */
#ifndef YOMI_CORE_CACHE_H
#define YOMI_CORE_CACHE_H
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define CACHE_SIZE(bits) ((size_t)1 << (bits))

/* The slot of hash h in a table of 2^bits slots (1 <= bits <= 63). */
static inline size_t cache_index(uint64_t h, unsigned bits) { return (size_t)(h >> (64 - bits)); }

/* A zeroed (so empty) table of 2^bits slots of slot_size bytes, aligned to 64 bytes, or NULL;
 * cache_free releases it. */
void *cache_alloc(unsigned bits, size_t slot_size);
void cache_free(void *table);

/* Ask the system to back the whole 2 MiB pages inside [p, p + bytes) with transparent huge pages
 * (where it allows them) and to collapse the small pages already touched there (Linux 6.1; elsewhere
 * the kernel's background collapse does it, or they stay small). Only speed differs: a table probed
 * at random misses the processor's TLB on nearly every probe of small pages, and on a virtual
 * machine each miss walks two page tables. The collapse costs system time once (about half a second
 * for a 128 MiB table of small pages on the 2-core machine), so a table that a short run uses only in
 * part asks once it is in real use (the df-pn table); one that every run touches all over asks at
 * once, before any page is touched (the region solver's memo). */
void cache_huge(void *p, size_t bytes);

/* The slot accessors are not instrumented by AddressSanitizer (CACHE_UNCHECKED). A slot is always
 * inside its table, at an index that cache_index cuts from a hash to the table's bits, and the large
 * tables come from mmap (cache_alloc), which the sanitizer does not guard anyway: its checks there
 * cannot fire. Its shadow lookups, at random over the shadow of a 128 MiB memo, cost a cache and TLB
 * miss each: nine tenths of the sanitizer build's time in a small Go campaign (docs/RESULTS.md,
 * "make test within its limit"). */
#if defined(__SANITIZE_ADDRESS__)
#define CACHE_UNCHECKED __attribute__((no_sanitize_address))
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define CACHE_UNCHECKED __attribute__((no_sanitize_address))
#endif
#endif
#ifndef CACHE_UNCHECKED
#define CACHE_UNCHECKED
#endif

#define CACHE_SLOT(NAME, KW, VALUE) \
  typedef struct NAME { \
    uint64_t key[KW]; \
    uint32_t tag; /* never 0 in a used slot */ \
    VALUE value; \
  } NAME; \
  CACHE_UNCHECKED static inline bool NAME##_get(const NAME *s, const uint64_t key[KW], uint32_t tag, \
                                                VALUE *value) { \
    if (s->tag != tag) return false; \
    for (int i = 0; i < (KW); i++) \
      if (s->key[i] != key[i]) return false; \
    *value = s->value; \
    return true; \
  } \
  CACHE_UNCHECKED static inline void NAME##_put(NAME *s, const uint64_t key[KW], uint32_t tag, \
                                                VALUE value) { \
    for (int i = 0; i < (KW); i++) s->key[i] = key[i]; \
    s->tag = tag; \
    s->value = value; \
  }

/* Generations: a table whose answers must not outlive a search (say) keeps the search's generation,
 * 1..255, in the top byte of its tags, so that an answer of an earlier one no longer matches and
 * the table need not be cleared at each start. cache_generation_next moves *g on and returns true
 * when the tags come round again: then the caller must empty the table itself. */
#define CACHE_GENERATION_SHIFT 24
static inline bool cache_generation_next(uint32_t *g) {
  if (++*g < 256) return false;
  *g = 1;
  return true;
}

/* Key (k0, k1 without its two low bits), value in those bits as value + 1 (0: empty slot). */
typedef struct cache_pair {
  uint64_t k0, k1;
} cache_pair;

static inline bool cache_pair_get(const cache_pair *s, uint64_t k0, uint64_t k1, int *value) {
  if (s->k0 != k0 || (s->k1 & ~3ull) != (k1 & ~3ull) || !(s->k1 & 3)) return false;
  *value = (int)(s->k1 & 3) - 1;
  return true;
}

/* value: 0, 1 or 2. */
static inline void cache_pair_put(cache_pair *s, uint64_t k0, uint64_t k1, int value) {
  s->k0 = k0;
  s->k1 = (k1 & ~3ull) | (uint64_t)(value + 1);
}

#endif
