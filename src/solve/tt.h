/* solve/tt: the df-pn transposition table. Fixed memory, 512-byte buckets, two independent 64-bit
 * signatures per position (sig1 picks the bucket and names the entry, sig2 verifies it), proof
 * entries carry the proof-transfer summary of solve/proofsum.h, open entries take a quarter of the
 * room. Statistics are per caller (thread). */
#ifndef YOMI_SOLVE_TT_H
#define YOMI_SOLVE_TT_H
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include "core/stats.h"

#define TT_INF UINT32_MAX
#define TT_EX 2 /* exact excluded boards an entry holds (more: the proof is locked to its path set) */
#define TT_BLOOM_WORDS 8 /* words of the created-board Bloom filter (docs/proof-transfer.md) */

/* One entry as callers and snapshots see it, 128 bytes. Lock-free design (Hyatt's lockless
 * hashing): `check` is sig2 XOR a mix of the payload words, so an entry torn by two concurrent
 * writers fails verification and reads as absent (and is counted with the sig2 rejections).
 * Invariants of a valid entry:
 *   sig1 == the position's first signature; check == sig2 ^ tt__mix(payload);
 *   proven (flags & TT_PROVEN) <=> one of pn, dn is 0 and the other TT_INF;
 *   an open entry has cmask = found = nex = capk = 0, every bloom word 0 and flags = 0;
 *   for a proven entry, cmask and bloom summarise the boards the winner creates in the proof,
 *   found is the set hash of the history the proof was found along (solve/proofsum.h), and the
 *   two words `u` mean one of three things, by the flags:
 *     TT_LOCKED:  u.lockset is the set hash of the history the proof was found along, nex == 0;
 *     TT_CAP:     u.cap.ex[0..nex) (nex < TT_EX) are the boards whose history exclusion of a loser
 *                 move the proof relied on, and the proof holds only where every board of the
 *                 history has at most capk features on the points u.cap.z;
 *     otherwise:  u.ex[0..nex) (nex <= TT_EX) are those excluded boards.
 * Layout (bytes): 0 sig1 | 8 check | 16 pn | 20 dn | 24 cmask | 32 found | 40 u (16) | 56 work |
 * 60 flags | 61 nex | 62 capk | 64 bloom (64). Snapshots of format 3 stored entries in this form;
 * the table itself, and snapshots of format 4, keep them in the layout below. */
typedef struct tt_entry {
  uint64_t sig1;
  uint64_t check;
  uint32_t pn, dn; /* for the side to move: proof and disproof numbers */
  uint64_t cmask;  /* winner-created boards: stone-count bits */
  uint64_t found;  /* proven: the set hash of the history the proof was found along */
  union {
    uint64_t ex[TT_EX]; /* excluded boards */
    uint64_t lockset;   /* TT_LOCKED */
    struct {
      uint64_t ex[TT_EX - 1];
      uint64_t z;
    } cap; /* TT_CAP */
  } u;
  uint32_t work; /* expansions below this node (saturating): replacement value */
  uint8_t flags; /* TT_PROVEN, TT_LOCKED, TT_CAP */
  uint8_t nex;
  uint16_t capk;                  /* TT_CAP: the cap's count */
  uint64_t bloom[TT_BLOOM_WORDS]; /* winner-created boards: a 512-bit Bloom filter, three bits a board */
} tt_entry;
_Static_assert(sizeof(tt_entry) == 128, "a table entry is 128 bytes");

enum { TT_PROVEN = 1, TT_LOCKED = 2, TT_CAP = 4 };

/* The table's layout. A bucket is four quarters of 128 bytes; a quarter holds either one proven
 * entry or four open ones. An open entry needs only its signatures, numbers and work: a 32-byte
 * tt_slot. The first 32 bytes of a quarter are a tt_slot in both cases, and its flags say which
 * (TT_PROVEN: a proof; 0: four open slots, each empty while its sig1 and check are 0), so a bucket
 * adapts to the mix: from four proofs to sixteen open entries. An open slot's check is sig2 XOR a
 * mix of its numbers and work only; a proof's is that of tt_entry, over its whole payload. */
typedef struct tt_slot {
  uint64_t sig1;
  uint64_t check;
  uint32_t pn, dn;
  uint32_t work;
  uint8_t flags; /* of the quarter's first slot: TT_PROVEN for a proof quarter; 0 in an open slot.
                  * A proof's keeps above its own flags (bits 4-7) how many probes found it, up to 15:
                  * outside its check, so that a probe can add one without rewriting it; entries
                  * as callers see them carry only the flags. */
  uint8_t nex;
  uint16_t capk;
} tt_slot;
_Static_assert(sizeof(tt_slot) == 32, "an open slot is 32 bytes");

#define TT_SLOTS 4 /* open slots a quarter holds */
typedef union tt_quarter {
  tt_slot s[TT_SLOTS];
  struct {
    tt_slot head; /* sig1, check, pn, dn, work, flags, nex, capk */
    uint64_t found;
    uint64_t u[TT_EX];
    uint64_t cmask;
    uint64_t bloom[TT_BLOOM_WORDS];
  } p;
  uint64_t w[16];
} tt_quarter;
_Static_assert(sizeof(tt_quarter) == 128, "a quarter is 128 bytes");

#define TT_QUARTERS 4
/* Bytes of table a search needs for each entry it is to keep without evicting another: a proof takes
 * 128, an open entry 32, and a long 5x5 search stores about one proof in four (docs/dfpn.md), 56 on
 * average; the rest is room for buckets that fill before others. */
#define TT_ENTRY_ROOM 64
typedef struct tt_bucket {
  tt_quarter q[TT_QUARTERS];
} tt_bucket;

/* The table. Invariant: nbuckets >= 1; a position's bucket is (sig1 * nbuckets) >> 64. */
typedef struct tt_table {
  tt_bucket *b;
  void *raw;      /* the mapping b lies in */
  size_t rawsize; /* its size in bytes */
  uint64_t nbuckets;
  uint64_t huge_after; /* a searcher's store count at which huge pages are asked for */
  int huge;            /* atomic: they were */
} tt_table;

/* Per-thread table statistics. */
#define TT_STATS(C) \
  C(tt_probes, SUM, "table probes") \
  C(tt_hits, SUM, "probes that found the position") \
  C(tt_sig2_rejects, SUM, "entries whose first signature matched but second did not") \
  C(tt_stores, SUM, "entries written") \
  C(tt_replaced, SUM, "stores that evicted another position") \
  C(tt_proof_evicted, SUM, "stores that evicted a proven entry")

typedef struct tt_stats {
  TT_STATS(STATS_FIELD)
} tt_stats;
extern const stat_spec tt_stat_specs[];
extern const size_t tt_stat_count;

/* Allocate about `mb` MiB (whole buckets, at least one). 0 or YOMI_ENOMEM. */
int tt_init(tt_table *t, uint64_t mb);
void tt_free(tt_table *t);
void tt_clear(tt_table *t);

/* Look up (sig1, sig2). A position may hold two entries: a proof (which may be invalid on the
 * caller's path) and open (unproven) numbers. Copies what it finds into *proof / *open and returns
 * a mask of TT_FOUND_PROOF | TT_FOUND_OPEN (0: absent). */
enum { TT_FOUND_PROOF = 1, TT_FOUND_OPEN = 2 };
int tt_probe(tt_table *t, uint64_t sig1, uint64_t sig2, tt_entry *proof, tt_entry *open, tt_stats *st);
/* Start loading the bucket of sig1 into the cache (a probe will follow). */
void tt_prefetch(const tt_table *t, uint64_t sig1);
/* Store *e (its sig1 must be set; check is computed here from sig2). It overwrites the entry of
 * the same position and kind (proven or open). Otherwise an open entry takes an empty open slot of
 * its bucket, or evicts the open entry with the least work, or, where all four quarters hold proofs,
 * the proof of least worth; a proof takes the quarter of least value: four empty slots, then the
 * open quarter of least total work, then the proof of least worth. A proof's worth is its work + 1
 * times the number of probes that found it + 1 (counted up to 15; a proof stored again keeps its
 * count, a snapshot does not). */
void tt_store(tt_table *t, uint64_t sig2, const tt_entry *e, tt_stats *st);

/* Entries in use. */
uint64_t tt_used(const tt_table *t);
/* What a table holds, for `--stats` (tt_census_take; call it only while no search runs on t): its
 * room, its entries by kind, and both kinds by work: bin 0 counts work 0, bin b > 0 work from
 * 2^(b-1) to 2^b - 1 (tt_work_bin). */
#define TT_WORK_BINS 33
typedef struct tt_census {
  uint64_t buckets; /* room: TT_QUARTERS * TT_SLOTS open entries or TT_QUARTERS proofs each */
  uint64_t open, proofs;
  uint64_t capped, locked, excluded; /* proofs with TT_CAP, with TT_LOCKED, naming excluded boards */
  uint64_t open_work[TT_WORK_BINS], proof_work[TT_WORK_BINS];
} tt_census;
void tt_census_take(const tt_table *t, tt_census *c);
int tt_work_bin(uint32_t work);
/* The work a bin counts: from *lo to *hi (bin 0: 0 to 0). */
void tt_work_bin_range(int bin, uint64_t *lo, uint64_t *hi);
/* Does entry e meet the invariants above? tt_store asserts it (debug and sanitizer builds). */
bool tt_entry_ok(const tt_entry *e);
/* Table consistency: the number of entries in use that break them (0 for a sound table). Call it
 * only while no search runs on t. */
uint64_t tt_check(const tt_table *t);
/* Snapshots, so that a long proof can stop and go on later (docs/dfpn.md). `problem` names what the
 * table was filled for (game, position, rules, build); a snapshot is loaded only for the very same
 * text. The file (format 4): a header (magic, record unit, the problem text, the entry count), the
 * entries in use in the table's own forms (native byte order): an open entry as its 32-byte tt_slot,
 * a proof as its 128-byte quarter, told apart by the first 32 bytes' flags; and a checksum. tt_load
 * reads format 3 too (every entry as a 128-byte tt_entry). tt_save writes PATH.tmp and renames
 * it over PATH, so an interrupted save leaves the previous snapshot intact; 0 or YOMI_EIO/ENOMEM.
 * tt_load stores every entry into t (whose size may differ: replacement decides what stays); on
 * YOMI_EIO (cannot open) or YOMI_EPARSE (foreign, truncated, corrupt) it writes the reason to `why`.
 * Call both only while no search runs on t. */
#define TT_PROBLEM_MAX 4096 /* longest problem text (longer: tt_save answers YOMI_EINVAL) */
int tt_save(const tt_table *t, const char *path, const char *problem, uint64_t *saved);
int tt_load(tt_table *t, const char *path, const char *problem, uint64_t *loaded, char *why, size_t whylen);
/* The problem text a snapshot was made for, into buf (TT_PROBLEM_MAX + 1 bytes hold any): 0, or
 * YOMI_EIO / YOMI_EPARSE / YOMI_EINVAL (buf too small) with the reason in why. */
int tt_snapshot_problem(const char *path, char *buf, size_t len, char *why, size_t whylen);
/* The snapshot checksum: sum folded over the n words w (a file's records in order, from sum 0, give
 * the checksum it ends with). For tools that build snapshots, such as the fuzzer's harness. */
uint64_t tt_sum_words(uint64_t sum, const uint64_t *w, size_t n);
/* Where the records of a snapshot file's n bytes lie, as its header places them: from byte *start,
 * *words 8-byte words, up to the checksum in its last 8 bytes. False where the header's problem
 * length leaves no whole words there. For tools that rewrite snapshots (the fuzzer's harness). */
bool tt_snapshot_span(const uint8_t *file, size_t n, size_t *start, size_t *words);
/* The number of entries a snapshot's header names (without reading them): 0, or YOMI_EIO (cannot
 * open) / YOMI_EPARSE (not a snapshot of this format). */
int tt_snapshot_count(const char *path, uint64_t *count);

#endif
