/* solve/tt: bucketed transposition table with twin signatures and a work-preserving replacement. */
#include "solve/tt.h"
#include "core/cache.h"
#include "core/error.h"
#include "core/hash.h"
#include <assert.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <unistd.h>
#include <string.h>

#define STATS_STRUCT tt_stats
const stat_spec tt_stat_specs[] = {TT_STATS(STATS_SPEC)};
#undef STATS_STRUCT
const size_t tt_stat_count = STATS_COUNT(tt_stat_specs);


/* The bucket of a position: the high word of sig1 * nbuckets, so any number of buckets works. */
static inline tt_bucket *bucket_of(const tt_table *t, uint64_t sig1) {
  return &t->b[(uint64_t)(((unsigned __int128)sig1 * t->nbuckets) >> 64)];
}

/* A proof quarter's stored flags keep in their high bits how often a probe found it (tt.h): the
 * entry's own flags are the low ones. */
#define HITS_SHIFT 4
#define HITS_MAX 15
#define FLAG_BITS ((1u << HITS_SHIFT) - 1)
_Static_assert((TT_PROVEN | TT_LOCKED | TT_CAP) <= FLAG_BITS, "the entry's flags lie below the hit count");

/* A mix of every payload word, so that check = sig2 ^ payload_mix detects torn entries (the hit
 * count aside: a probe adds to it without rewriting the entry). */
static uint64_t payload_mix(const tt_entry *e) {
  uint64_t h = hash_mix64(((uint64_t)e->pn << 32) ^ e->dn);
  h = hash_mix64(h ^ e->cmask);
  h = hash_mix64(h ^ e->found);
  for (int i = 0; i < TT_BLOOM_WORDS; i++) h = hash_mix64(h ^ e->bloom[i]);
  for (int i = 0; i < TT_EX; i++) h = hash_mix64(h ^ e->u.ex[i]);
  h = hash_mix64(h ^ ((uint64_t)e->work << 32 | (uint64_t)e->capk << 16 |
                      (uint64_t)(e->flags & FLAG_BITS) << 8 | e->nex));
  return h;
}

/* The table is in real use: ask for huge pages (once, whichever thread gets here first). */
static void go_huge(tt_table *t) {
  if (__atomic_exchange_n(&t->huge, 1, __ATOMIC_RELAXED)) return;
  cache_huge(t->raw, t->rawsize); /* the pages touched so far are small ones: collapsed too */
}

/* A table up to this size (the default's 256 MiB) is backed by huge pages and filled in at once:
 * zeroing 256 MiB costs about as much as a few thousand small-page faults on the 2-core machine (each
 * fault there, a read that maps the zero page and the write that replaces it, costs about 20 us of
 * system time), and even a run of a few thousand expansions, a campaign's probe, touches that many.
 * A 3x4 solve at the default size took 0.53 times the wall time, a 3x5 campaign under three ranks
 * 0.39; a 2x3 solve, a few hundred positions, 7 ms more (docs/RESULTS.md, "make test within its
 * limit"). The table's memory is then the process's from the start, as asked. A larger table keeps
 * the lazy rule below: a user who asks for gigabytes and runs a short search does not pay for them
 * all at once. */
#define TT_HUGE_AT_ONCE ((size_t)256 << 20)

int tt_init(tt_table *t, uint64_t mb) {
  uint64_t n = (mb << 20) / sizeof(tt_bucket);
  if (n == 0) n = 1;
  /* Anonymous zero pages: a table costs nothing until used. Past TT_HUGE_AT_ONCE, small pages
   * first: a small search touches a few hundred entries spread over the whole table, and with huge
   * pages each touch would fault in (and zero) 2 MiB. Once a searcher has stored about a quarter as
   * many entries as the table has small pages, most pages are touched anyway and transparent huge
   * pages (where the kernel allows them) are asked for: fewer TLB misses. */
  t->rawsize = n * sizeof(tt_bucket);
  t->raw = mmap(NULL, t->rawsize, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (t->raw == MAP_FAILED) {
    t->raw = NULL;
    return YOMI_ENOMEM;
  }
  t->huge_after = t->rawsize / 4096 / 4 + 1;
  t->huge = 0;
  if (t->rawsize <= TT_HUGE_AT_ONCE) {
    go_huge(t);
#ifdef MADV_POPULATE_WRITE
    (void)madvise(t->raw, t->rawsize, MADV_POPULATE_WRITE);
#endif
  } else {
#ifdef MADV_NOHUGEPAGE
    madvise(t->raw, t->rawsize, MADV_NOHUGEPAGE);
#endif
  }
  t->b = t->raw; /* page aligned */
  t->nbuckets = n;
  return YOMI_OK;
}

void tt_free(tt_table *t) {
  if (t->raw) munmap(t->raw, t->rawsize);
  t->raw = NULL;
  t->b = NULL;
}

void tt_clear(tt_table *t) { memset(t->b, 0, t->nbuckets * sizeof(tt_bucket)); }

/* Word-wise relaxed atomic copies: threads share the table without locks (tt.h), so an entry may
 * change while it is read; each word is read once, and the copy is then verified as a whole. */
static void load_words(uint64_t *dst, const uint64_t *src, size_t n) {
  for (size_t i = 0; i < n; i++) dst[i] = __atomic_load_n(&src[i], __ATOMIC_RELAXED);
}

static void store_words(uint64_t *dst, const uint64_t *src, size_t n) {
  for (size_t i = 0; i < n; i++) __atomic_store_n(&dst[i], src[i], __ATOMIC_RELAXED);
}

#define SLOT_WORDS (sizeof(tt_slot) / 8)
#define QUARTER_WORDS (sizeof(tt_quarter) / 8)

static bool slot_empty(const tt_slot *s) { return s->sig1 == 0 && s->check == 0; }
static bool is_proof(const tt_quarter *q) { return q->p.head.flags & TT_PROVEN; }
/* The same from the quarter's fourth word alone (work, flags, nex, capk of its first slot). */
static bool word_is_proof(uint64_t w3) {
  uint64_t w[SLOT_WORDS] = {0, 0, 0, w3};
  tt_slot h;
  memcpy(&h, w, sizeof h);
  return h.flags & TT_PROVEN;
}

static bool valid(const tt_entry *e, uint64_t sig2) { return (e->check ^ payload_mix(e)) == sig2; }

/* An open slot's check is sig2 ^ open_mix: its numbers and work (flags, nex and capk are 0). */
static uint64_t open_mix(const tt_slot *s) {
  return hash_mix64(hash_mix64(((uint64_t)s->pn << 32) ^ s->dn) ^
                    ((uint64_t)s->work << 32 | (uint64_t)s->capk << 16 | (uint64_t)s->flags << 8 | s->nex));
}

/* A slot's head fields into an entry (check as stored). */
static void head_out(const tt_slot *h, tt_entry *e) {
  e->sig1 = h->sig1, e->check = h->check, e->pn = h->pn, e->dn = h->dn, e->work = h->work;
  e->flags = h->flags, e->nex = h->nex, e->capk = h->capk;
}

/* The tt_entry form of a proof quarter (check as stored; flags without the hit count) and back. */
static void proof_out(const tt_quarter *q, tt_entry *e) {
  head_out(&q->p.head, e);
  e->flags &= FLAG_BITS;
  e->found = q->p.found, e->cmask = q->p.cmask;
  memcpy(e->u.ex, q->p.u, sizeof e->u.ex);
  memcpy(e->bloom, q->p.bloom, sizeof e->bloom);
}

static void proof_in(const tt_entry *e, tt_quarter *q) {
  tt_slot *h = &q->p.head;
  h->sig1 = e->sig1, h->check = e->check, h->pn = e->pn, h->dn = e->dn, h->work = e->work;
  h->flags = e->flags, h->nex = e->nex, h->capk = e->capk;
  q->p.found = e->found, q->p.cmask = e->cmask;
  memcpy(q->p.u, e->u.ex, sizeof q->p.u);
  memcpy(q->p.bloom, e->bloom, sizeof q->p.bloom);
}

/* The tt_entry form of an open slot: zeros beside its numbers; check as stored. */
static void open_out(const tt_slot *s, tt_entry *e) {
  memset(e, 0, sizeof *e);
  head_out(s, e);
}

/* A probe found the proof of quarter bq, whose fourth word (work, flags, nex, capk) it read as w3:
 * one more to its hit count, unless it is at its largest. Only where that word is still w3: where
 * another thread rewrote the quarter meanwhile (its word changed), the count stays as it is. */
static void count_hit(tt_quarter *bq, uint64_t w3) {
  union {
    uint64_t w[SLOT_WORDS];
    tt_slot s;
  } h = {.w = {0, 0, 0, w3}};
  if (h.s.flags >> HITS_SHIFT >= HITS_MAX) return;
  h.s.flags = (uint8_t)(h.s.flags + (1u << HITS_SHIFT));
  __atomic_compare_exchange_n(&bq->w[3], &w3, h.w[3], false, __ATOMIC_RELAXED, __ATOMIC_RELAXED);
}

int tt_probe(tt_table *t, uint64_t sig1, uint64_t sig2, tt_entry *proof, tt_entry *open, tt_stats *st) {
  st->tt_probes++;
  int found = 0;
  tt_bucket *b = bucket_of(t, sig1);
  for (int q = 0; q < TT_QUARTERS; q++) {
    tt_quarter *bq = &b->q[q];
    if (word_is_proof(__atomic_load_n(&bq->w[3], __ATOMIC_RELAXED))) {
      if (__atomic_load_n(&bq->w[0], __ATOMIC_RELAXED) != sig1) continue; /* the usual miss: one word */
      tt_quarter c = {.w = {0}};             /* (zeroed only to quiet the compiler: every word is loaded) */
      load_words(c.w, bq->w, QUARTER_WORDS); /* one copy: verify what we return */
      tt_entry e;
      proof_out(&c, &e);
      if (e.sig1 != sig1 || !(e.flags & TT_PROVEN)) continue;
      if (!valid(&e, sig2)) {
        st->tt_sig2_rejects++;
        continue;
      }
      if (!(found & TT_FOUND_PROOF)) *proof = e, count_hit(bq, c.w[3]);
      found |= TT_FOUND_PROOF;
      continue;
    }
    for (int k = 0; k < TT_SLOTS; k++) {
      if (__atomic_load_n(&bq->w[k * SLOT_WORDS], __ATOMIC_RELAXED) != sig1) continue;
      union {
        tt_slot s;
        uint64_t w[SLOT_WORDS];
      } c;
      load_words(c.w, bq->w + k * SLOT_WORDS, SLOT_WORDS);
      if (c.s.sig1 != sig1 || slot_empty(&c.s) || c.s.flags != 0) continue;
      if ((c.s.check ^ open_mix(&c.s)) != sig2) {
        st->tt_sig2_rejects++;
        continue;
      }
      if (!(found & TT_FOUND_OPEN)) open_out(&c.s, open);
      found |= TT_FOUND_OPEN;
    }
  }
  if (found) st->tt_hits++;
  return found;
}

/* The invariants of tt.h for an entry (checked on every store in debug and sanitizer builds). */
bool tt_entry_ok(const tt_entry *e) {
  if (e->flags & ~(TT_PROVEN | TT_LOCKED | TT_CAP)) return false;
  if (e->flags & TT_PROVEN) {
    bool won = e->pn == 0 && e->dn == TT_INF, lost = e->dn == 0 && e->pn == TT_INF;
    if (!won && !lost) return false;
    if ((e->flags & TT_LOCKED) && (e->nex != 0 || (e->flags & TT_CAP))) return false;
    return e->nex <= ((e->flags & TT_CAP) ? TT_EX - 1 : TT_EX);
  }
  uint64_t bloom = 0;
  for (int i = 0; i < TT_BLOOM_WORDS; i++) bloom |= e->bloom[i];
  return e->flags == 0 && e->nex == 0 && e->capk == 0 && e->cmask == 0 && e->found == 0 && bloom == 0 &&
         e->pn != 0 && e->dn != 0;
}

#define PROOF_VALUE ((uint64_t)1 << 40) /* above any open quarter's total work */

/* A proof's worth against other proofs: its work + 1 (what it cost) times its hit count + 1 (how
 * often it was asked for); below 2^36. */
static uint64_t proof_worth(const tt_quarter *q) {
  return ((uint64_t)q->p.head.work + 1) * ((uint64_t)(q->p.head.flags >> HITS_SHIFT) + 1);
}

/* A quarter's replacement value for a proof that needs one: 0 for four empty slots, the total work
 * of an open quarter, PROOF_VALUE plus the worth of a proof. */
static uint64_t quarter_value(const tt_quarter *q) {
  if (is_proof(q)) return PROOF_VALUE + proof_worth(q);
  uint64_t v = 0;
  for (int k = 0; k < TT_SLOTS; k++)
    if (!slot_empty(&q->s[k])) v += (uint64_t)q->s[k].work + 1;
  return v;
}

static void store_proof(tt_bucket *b, const tt_bucket *cur, uint64_t sig2, const tt_entry *e, tt_stats *st) {
  int at = -1;
  for (int q = 0; q < TT_QUARTERS && at < 0; q++) {
    if (!is_proof(&cur->q[q]) || cur->q[q].p.head.sig1 != e->sig1) continue;
    tt_entry old;
    proof_out(&cur->q[q], &old);
    if (valid(&old, sig2)) at = q;
  }
  if (at < 0) {
    uint64_t best = UINT64_MAX;
    for (int q = 0; q < TT_QUARTERS; q++) {
      uint64_t v = quarter_value(&cur->q[q]);
      if (v < best) best = v, at = q;
    }
    if (best > 0) {
      st->tt_replaced++;
      if (is_proof(&cur->q[at])) st->tt_proof_evicted++;
    }
  }
  tt_entry w = *e;
  w.check = sig2 ^ payload_mix(&w);
  tt_quarter out;
  proof_in(&w, &out);
  if (is_proof(&cur->q[at]) && cur->q[at].p.head.sig1 == e->sig1) /* the same proof again: its hits stay */
    out.p.head.flags |= cur->q[at].p.head.flags & ~FLAG_BITS;
  store_words(b->q[at].w, out.w, QUARTER_WORDS);
}

static void store_open(tt_bucket *b, const tt_bucket *cur, uint64_t sig2, const tt_entry *e, tt_stats *st) {
  /* One pass over the open slots: the position's own slot, else the one of least work (an empty
   * one first). */
  int at = -1, ak = -1, own = 0;
  uint64_t best = UINT64_MAX;
  for (int q = 0; q < TT_QUARTERS && !own; q++) {
    if (is_proof(&cur->q[q])) continue;
    for (int k = 0; k < TT_SLOTS && !own; k++) {
      const tt_slot *s = &cur->q[q].s[k];
      if (slot_empty(s)) {
        if (best > 0) best = 0, at = q, ak = k;
      } else if (s->sig1 == e->sig1 && s->flags == 0 && (s->check ^ open_mix(s)) == sig2) {
        own = 1, at = q, ak = k;
      } else if ((uint64_t)s->work + 1 < best) {
        best = (uint64_t)s->work + 1, at = q, ak = k;
      }
    }
  }
  if (!own && at >= 0 && best > 0) st->tt_replaced++;
  union {
    tt_slot s;
    uint64_t w[SLOT_WORDS];
  } w = {.s = {.sig1 = e->sig1, .pn = e->pn, .dn = e->dn, .work = e->work}};
  w.s.check = sig2 ^ open_mix(&w.s);
  if (at < 0) { /* four proofs: the one of least worth becomes four open slots */
    uint64_t least = UINT64_MAX;
    for (int q = 0; q < TT_QUARTERS; q++)
      if (proof_worth(&cur->q[q]) < least) least = proof_worth(&cur->q[q]), at = q;
    st->tt_replaced++;
    st->tt_proof_evicted++;
    /* The other three slots first: until the first is written, a reader sees a torn proof, which
     * fails verification. */
    static const uint64_t zero[QUARTER_WORDS - SLOT_WORDS];
    store_words(b->q[at].w + SLOT_WORDS, zero, QUARTER_WORDS - SLOT_WORDS);
    ak = 0;
  }
  store_words(b->q[at].w + ak * SLOT_WORDS, w.w, SLOT_WORDS);
}

void tt_store(tt_table *t, uint64_t sig2, const tt_entry *e, tt_stats *st) {
  assert(tt_entry_ok(e));
  tt_bucket *b = bucket_of(t, e->sig1);
  tt_bucket cur;
  for (int q = 0; q < TT_QUARTERS; q++) load_words(cur.q[q].w, b->q[q].w, QUARTER_WORDS);
  if (e->flags & TT_PROVEN) store_proof(b, &cur, sig2, e, st);
  else store_open(b, &cur, sig2, e, st);
  if (++st->tt_stores == t->huge_after) go_huge(t);
}

void tt_prefetch(const tt_table *t, uint64_t sig1) {
  const char *b = (const char *)bucket_of(t, sig1);
  for (size_t off = 0; off < sizeof(tt_bucket); off += 64) __builtin_prefetch(b + off);
}

/* ---- snapshots ---- */

/* Format 4 (written): the table's own forms, a record a position: an open slot in its 32 bytes, a
 * proof quarter in its 128, told apart by the flags of the first 32 bytes (docs/dfpn.md). Format 3
 * (still read): every entry in its 128-byte tt_entry form. */
static const char TT_MAGIC[8] = {'y', 'o', 'm', 'i', '-', 't', 't', '4'};
enum { TT_FORMAT_OLD = '3' };

typedef struct tt_file_head {
  char magic[8];
  uint32_t entry_size, problem_len; /* entry_size: 32 (format 4, the unit of a record), 128 (format 3) */
  uint64_t count;
} tt_file_head;

uint64_t tt_sum_words(uint64_t sum, const uint64_t *w, size_t n) {
  for (size_t i = 0; i < n; i++) sum = hash_mix64(sum ^ w[i]);
  return sum;
}

bool tt_snapshot_span(const uint8_t *file, size_t n, size_t *start, size_t *words) {
  tt_file_head h;
  if (n < sizeof h + 8) return false;
  memcpy(&h, file, sizeof h);
  size_t head = sizeof h + h.problem_len;
  if (h.problem_len > n || head + 8 > n || (n - 8 - head) % 8) return false;
  *start = head, *words = (n - 8 - head) / 8;
  return true;
}

/* The entries in use of bucket i, in their tt_entry form, into out (room for TT_QUARTERS *
 * TT_SLOTS); an open slot's check is rewritten to tt_entry's (sig2 ^ payload_mix). Returns how
 * many. */
static int bucket_entries(const tt_table *t, uint64_t i, tt_entry *out) {
  int n = 0;
  for (int q = 0; q < TT_QUARTERS; q++) {
    const tt_quarter *bq = &t->b[i].q[q];
    if (is_proof(bq)) {
      proof_out(bq, &out[n++]);
      continue;
    }
    for (int k = 0; k < TT_SLOTS; k++) {
      const tt_slot *s = &bq->s[k];
      if (slot_empty(s)) continue;
      tt_entry *e = &out[n++];
      open_out(s, e);
      e->check = (s->check ^ open_mix(s)) ^ payload_mix(e);
    }
  }
  return n;
}

/* The records of bucket i in format 4 into out (room for a bucket); returns their words, and adds
 * their count to *n. */
static size_t bucket_records(const tt_table *t, uint64_t i, uint64_t *out, uint64_t *n) {
  size_t w = 0;
  for (int q = 0; q < TT_QUARTERS; q++) {
    const tt_quarter *bq = &t->b[i].q[q];
    if (is_proof(bq)) { /* without its hit count: a snapshot is the entries, not their use */
      tt_quarter c = *bq;
      c.p.head.flags &= FLAG_BITS;
      memcpy(out + w, c.w, sizeof c), w += QUARTER_WORDS, ++*n;
      continue;
    }
    for (int k = 0; k < TT_SLOTS; k++)
      if (!slot_empty(&bq->s[k])) memcpy(out + w, &bq->s[k], sizeof(tt_slot)), w += SLOT_WORDS, ++*n;
  }
  return w;
}

uint64_t tt_check(const tt_table *t) {
  uint64_t bad = 0;
  tt_entry e[TT_QUARTERS * TT_SLOTS];
  for (uint64_t i = 0; i < t->nbuckets; i++) {
    int n = bucket_entries(t, i, e);
    for (int k = 0; k < n; k++) bad += !tt_entry_ok(&e[k]);
  }
  return bad;
}

int tt_work_bin(uint32_t work) { return work ? 32 - __builtin_clz(work) : 0; }

void tt_work_bin_range(int bin, uint64_t *lo, uint64_t *hi) {
  *lo = bin ? (uint64_t)1 << (bin - 1) : 0;
  *hi = bin ? ((uint64_t)1 << bin) - 1 : 0;
}

void tt_census_take(const tt_table *t, tt_census *c) {
  memset(c, 0, sizeof *c);
  c->buckets = t->nbuckets;
  for (uint64_t i = 0; i < t->nbuckets; i++)
    for (int q = 0; q < TT_QUARTERS; q++) {
      const tt_quarter *bq = &t->b[i].q[q];
      if (is_proof(bq)) {
        const tt_slot *h = &bq->p.head;
        c->proofs++;
        c->capped += (h->flags & TT_CAP) != 0;
        c->locked += (h->flags & TT_LOCKED) != 0;
        c->excluded += h->nex > 0;
        c->proof_work[tt_work_bin(h->work)]++;
        continue;
      }
      for (int k = 0; k < TT_SLOTS; k++)
        if (!slot_empty(&bq->s[k])) c->open++, c->open_work[tt_work_bin(bq->s[k].work)]++;
    }
}

uint64_t tt_used(const tt_table *t) { /* counted, not converted: tt_save calls it on gigabytes */
  tt_census c;
  tt_census_take(t, &c);
  return c.open + c.proofs;
}

int tt_save(const tt_table *t, const char *path, const char *problem, uint64_t *saved) {
  size_t plen = strlen(problem);
  if (plen > TT_PROBLEM_MAX) return YOMI_EINVAL;
  size_t tlen = strlen(path) + 5;
  char *tmp = malloc(tlen);
  if (!tmp) return YOMI_ENOMEM;
  snprintf(tmp, tlen, "%s.tmp", path);
  FILE *f = fopen(tmp, "wb");
  if (!f) {
    free(tmp);
    return YOMI_EIO;
  }
  setvbuf(f, NULL, _IOFBF, 1 << 20); /* gigabytes for a large table: large writes */
  tt_file_head h;
  memset(&h, 0, sizeof h);
  memcpy(h.magic, TT_MAGIC, sizeof h.magic);
  h.entry_size = (uint32_t)sizeof(tt_slot);
  h.problem_len = (uint32_t)plen;
  h.count = tt_used(t);
  bool ok = fwrite(&h, sizeof h, 1, f) == 1 && fwrite(problem, 1, plen, f) == plen;
  uint64_t sum = 0, n = 0, w[sizeof(tt_bucket) / 8];
  for (uint64_t i = 0; ok && i < t->nbuckets; i++) {
    size_t m = bucket_records(t, i, w, &n);
    ok = fwrite(w, 8, m, f) == m;
    sum = tt_sum_words(sum, w, m);
  }
  ok = ok && n == h.count && fwrite(&sum, sizeof sum, 1, f) == 1;
  ok = ok && fflush(f) == 0 && fsync(fileno(f)) == 0; /* on disk before it replaces the old snapshot */
  ok = (fclose(f) == 0) && ok;
  if (ok) ok = rename(tmp, path) == 0;
  if (!ok) remove(tmp);
  free(tmp);
  if (ok && saved) *saved = n;
  return ok ? YOMI_OK : YOMI_EIO;
}

/* Read a snapshot's header and problem text (*stored, malloc'd) from f. 0, or YOMI_EPARSE /
 * YOMI_ENOMEM with the reason in why. */
static int read_head(FILE *f, tt_file_head *h, char **stored, char *why, size_t whylen) {
  *stored = NULL;
  if (fread(h, sizeof *h, 1, f) != 1 || memcmp(h->magic, TT_MAGIC, sizeof h->magic - 1) != 0) {
    snprintf(why, whylen, "not a yomi table snapshot");
    return YOMI_EPARSE;
  }
  bool now = h->magic[7] == TT_MAGIC[7] && h->entry_size == sizeof(tt_slot);
  bool old = h->magic[7] == TT_FORMAT_OLD && h->entry_size == sizeof(tt_entry);
  if (!(now || old) || h->problem_len > TT_PROBLEM_MAX) {
    snprintf(why, whylen, "snapshot of another table format");
    return YOMI_EPARSE;
  }
  *stored = calloc(1, (size_t)h->problem_len + 1);
  if (!*stored) {
    snprintf(why, whylen, "out of memory");
    return YOMI_ENOMEM;
  }
  if (fread(*stored, 1, h->problem_len, f) != h->problem_len) {
    snprintf(why, whylen, "truncated snapshot");
    free(*stored);
    *stored = NULL;
    return YOMI_EPARSE;
  }
  return YOMI_OK;
}

int tt_snapshot_problem(const char *path, char *buf, size_t len, char *why, size_t whylen) {
  FILE *f = fopen(path, "rb");
  if (!f) {
    snprintf(why, whylen, "cannot open it");
    return YOMI_EIO;
  }
  tt_file_head h;
  char *stored;
  int rc = read_head(f, &h, &stored, why, whylen);
  fclose(f);
  if (rc) return rc;
  snprintf(buf, len, "%s", stored);
  rc = strlen(stored) < len ? YOMI_OK : YOMI_EINVAL;
  if (rc) snprintf(why, whylen, "its problem text is too long");
  free(stored);
  return rc;
}

int tt_snapshot_count(const char *path, uint64_t *count) {
  FILE *f = fopen(path, "rb");
  if (!f) return YOMI_EIO;
  tt_file_head h;
  char *stored = NULL, why[200];
  int rc = read_head(f, &h, &stored, why, sizeof why);
  fclose(f);
  free(stored);
  if (!rc) *count = h.count;
  return rc;
}

/* One record of a format 3 snapshot into *e and the second signature it verifies (tt_store set
 * check = sig2 ^ mix(payload)); false at the end of the file. */
static bool read_old(FILE *f, tt_entry *e, uint64_t *sig2, uint64_t *sum) {
  if (fread(e, sizeof *e, 1, f) != 1) return false;
  uint64_t w[sizeof *e / 8];
  memcpy(w, e, sizeof w);
  *sum = tt_sum_words(*sum, w, sizeof w / 8);
  *sig2 = e->check ^ payload_mix(e);
  return true;
}

/* The same for format 4: the first 32 bytes, and 96 more where they are a proof's. */
static bool read_record(FILE *f, tt_entry *e, uint64_t *sig2, uint64_t *sum) {
  tt_quarter q;
  if (fread(q.w, sizeof(tt_slot), 1, f) != 1) return false;
  bool proof = is_proof(&q);
  if (proof && fread(q.w + SLOT_WORDS, sizeof q - sizeof(tt_slot), 1, f) != 1) return false;
  *sum = tt_sum_words(*sum, q.w, proof ? QUARTER_WORDS : SLOT_WORDS);
  if (proof) {
    proof_out(&q, e);
    *sig2 = e->check ^ payload_mix(e);
  } else {
    open_out(&q.s[0], e);
    *sig2 = q.s[0].check ^ open_mix(&q.s[0]);
  }
  return true;
}

int tt_load(tt_table *t, const char *path, const char *problem, uint64_t *loaded, char *why, size_t whylen) {
  FILE *f = fopen(path, "rb");
  if (!f) {
    snprintf(why, whylen, "cannot open it");
    return YOMI_EIO;
  }
  setvbuf(f, NULL, _IOFBF, 1 << 20);
  tt_file_head h;
  char *stored = NULL;
  int rc = read_head(f, &h, &stored, why, whylen);
  if (rc) goto out;
  rc = YOMI_EPARSE;
  if (strcmp(stored, problem) != 0) {
    snprintf(why, whylen, "made for another problem or table format: '%s'", stored);
    goto out;
  }
  tt_stats st;
  memset(&st, 0, sizeof st);
  uint64_t sum = 0, want, sig2 = 0; /* set by each read (0: gcc -fsanitize=thread cannot tell) */
  bool old = h.magic[7] == TT_FORMAT_OLD;
  for (uint64_t i = 0; i < h.count; i++) {
    tt_entry e;
    if (!(old ? read_old(f, &e, &sig2, &sum) : read_record(f, &e, &sig2, &sum))) {
      snprintf(why, whylen, "truncated snapshot (%llu of %llu entries)", (unsigned long long)i,
               (unsigned long long)h.count);
      tt_clear(t);
      goto out;
    }
    if (!tt_entry_ok(&e)) {
      snprintf(why, whylen, "corrupt snapshot (entry %llu breaks the table invariants)",
               (unsigned long long)i);
      tt_clear(t);
      goto out;
    }
    tt_store(t, sig2, &e, &st);
  }
  bool got = fread(&want, sizeof want, 1, f) == 1;
  if (!got || want != sum || fgetc(f) != EOF) {
    snprintf(why, whylen, "%s",
             !got          ? "truncated snapshot (no checksum)"
             : want != sum ? "corrupt snapshot (checksum)"
                           : "corrupt snapshot (data after the checksum)");
    tt_clear(t);
    goto out;
  }
  if (loaded) *loaded = h.count;
  rc = YOMI_OK;
out:
  free(stored);
  fclose(f);
  return rc;
}
