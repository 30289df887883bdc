/* solve/tt: bucketed transposition table with twin signatures and a work-preserving replacement. */
#include "solve/tt.h"
#include "core/error.h"
#include <stdlib.h>
#include <sys/mman.h>
#include <string.h>

static uint64_t mix64(uint64_t x) {
  x ^= x >> 30;
  x *= 0xbf58476d1ce4e5b9ull;
  x ^= x >> 27;
  x *= 0x94d049bb133111ebull;
  return x ^ (x >> 31);
}

/* A mix of every payload word, so that check = sig2 ^ payload_mix detects torn entries. */
static uint64_t payload_mix(const tt_entry *e) {
  uint64_t h = mix64(((uint64_t)e->pn << 32) ^ e->dn);
  h = mix64(h ^ e->cmask);
  h = mix64(h ^ e->hmask);
  for (int i = 0; i < TT_EX; i++) h = mix64(h ^ e->ex[i]);
  h = mix64(h ^ ((uint64_t)e->work << 32 | (uint64_t)e->flags << 8 | e->nex));
  return h;
}

int tt_init(tt_table *t, uint64_t mb) {
  uint64_t bytes = mb << 20;
  uint64_t n = 1;
  while ((n << 1) * sizeof(tt_bucket) <= bytes) n <<= 1;
  /* Anonymous zero pages: a big table costs nothing until used; transparent huge pages (where the
   * kernel allows them) cut the page faults of first touches 512-fold. */
  t->rawsize = n * sizeof(tt_bucket);
  t->raw = mmap(NULL, t->rawsize, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (t->raw == MAP_FAILED) {
    t->raw = NULL;
    return YOMI_ENOMEM;
  }
#ifdef MADV_HUGEPAGE
  madvise(t->raw, t->rawsize, MADV_HUGEPAGE);
#endif
  t->b = t->raw; /* page aligned */
  t->nbuckets = n;
  t->mask = n - 1;
  return YOMI_OK;
}

void tt_free(tt_table *t) {
  if (t->raw) munmap(t->raw, t->rawsize);
  t->raw = NULL;
  t->b = NULL;
}

void tt_clear(tt_table *t) { memset(t->b, 0, t->nbuckets * sizeof(tt_bucket)); }

uint64_t tt_entries(const tt_table *t) { return t->nbuckets * TT_WAYS; }

/* Word-wise relaxed atomic copies: threads share the table without locks (tt.h), so an entry may
 * change while it is read; each word is read once, and the copy is then verified as a whole. */
_Static_assert(sizeof(tt_entry) % 8 == 0, "tt_entry is a whole number of words");
typedef union entry_words {
  tt_entry e;
  uint64_t w[sizeof(tt_entry) / 8];
} entry_words;

static void load_entry(tt_entry *dst, const tt_entry *src) {
  const uint64_t *s = (const uint64_t *)src;
  entry_words u;
  for (size_t i = 0; i < sizeof(tt_entry) / 8; i++) u.w[i] = __atomic_load_n(&s[i], __ATOMIC_RELAXED);
  *dst = u.e;
}

static void store_entry(tt_entry *dst, const tt_entry *src) {
  const uint64_t *s = (const uint64_t *)src;
  uint64_t *d = (uint64_t *)dst;
  for (size_t i = 0; i < sizeof(tt_entry) / 8; i++) __atomic_store_n(&d[i], s[i], __ATOMIC_RELAXED);
}

static bool valid(const tt_entry *e, uint64_t sig2) { return (e->check ^ payload_mix(e)) == sig2; }

int tt_probe(tt_table *t, uint64_t sig1, uint64_t sig2, tt_entry *proof, tt_entry *open,
             tt_stats *st) {
  st->tt_probes++;
  int found = 0;
  tt_bucket *b = &t->b[sig1 & t->mask];
  for (int i = 0; i < TT_WAYS; i++) {
    tt_entry e;
    load_entry(&e, &b->e[i]); /* one copy: verify what we return */
    if (e.sig1 != sig1 || (e.sig1 == 0 && e.check == 0)) continue;
    if (!valid(&e, sig2)) {
      st->tt_sig2_rejects++;
      continue;
    }
    if (e.flags & TT_PROVEN) {
      if (!(found & TT_FOUND_PROOF)) *proof = e;
      found |= TT_FOUND_PROOF;
    } else {
      if (!(found & TT_FOUND_OPEN)) *open = e;
      found |= TT_FOUND_OPEN;
    }
  }
  if (found) st->tt_hits++;
  return found;
}

/* Replacement value: proven entries outrank unproven ones, then more work wins. */
static uint64_t value_of(const tt_entry *e) {
  if (e->sig1 == 0 && e->check == 0) return 0;
  return ((uint64_t)((e->flags & TT_PROVEN) ? 1 : 0) << 33) + (uint64_t)e->work + 1;
}

void tt_store(tt_table *t, uint64_t sig2, const tt_entry *e, tt_stats *st) {
  tt_bucket *b = &t->b[e->sig1 & t->mask];
  tt_entry cur[TT_WAYS];
  for (int i = 0; i < TT_WAYS; i++) load_entry(&cur[i], &b->e[i]);
  int slot = -1;
  for (int i = 0; i < TT_WAYS; i++)
    if (cur[i].sig1 == e->sig1 && (cur[i].flags & TT_PROVEN) == (e->flags & TT_PROVEN) && valid(&cur[i], sig2)) {
      slot = i;
      break;
    }
  if (slot < 0) {
    uint64_t best = UINT64_MAX;
    for (int i = 0; i < TT_WAYS; i++) {
      uint64_t v = value_of(&cur[i]);
      if (v < best) best = v, slot = i;
    }
    if (best > 0) {
      st->tt_replaced++;
      if (cur[slot].flags & TT_PROVEN) st->tt_proof_evicted++;
    }
  }
  tt_entry w = *e;
  w.pad = 0;
  w.check = sig2 ^ payload_mix(&w);
  store_entry(&b->e[slot], &w);
  st->tt_stores++;
}

void tt_prefetch(const tt_table *t, uint64_t sig1) {
  const char *b = (const char *)&t->b[sig1 & t->mask];
  for (size_t off = 0; off < sizeof(tt_bucket); off += 64) __builtin_prefetch(b + off);
}
