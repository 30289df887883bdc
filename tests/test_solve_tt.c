/* Tests of src/solve/tt: store and probe, second-signature rejection, proof and open entries side by
 * side, the replacement policy (proven entries and work are kept), the spread over buckets, and
 * snapshots to a file and back. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "core/error.h"
#include "solve/tt.h"

static tt_entry entry(uint64_t sig1, uint32_t pn, uint32_t dn, uint32_t work, bool proven) {
  tt_entry e;
  memset(&e, 0, sizeof e);
  e.sig1 = sig1;
  e.pn = pn;
  e.dn = dn;
  e.work = work;
  if (proven) {
    e.flags = TT_PROVEN;
    e.cmask = 0x10;
    e.found = 0x20;
    e.nex = 1;
    e.u.ex[0] = 0xabc;
  }
  return e;
}

/* The stored head of the proof (proven) or of the open entry of sig1, wherever it lies: for tests
 * that change a table behind tt_store's back. */
static tt_slot *find_head(tt_table *t, uint64_t sig1, bool proven) {
  for (uint64_t i = 0; i < t->nbuckets; i++)
    for (int q = 0; q < TT_QUARTERS; q++) {
      tt_quarter *bq = &t->b[i].q[q];
      bool proof = bq->p.head.flags & TT_PROVEN;
      if (proof != proven) continue;
      for (int k = 0; k < (proof ? 1 : TT_SLOTS); k++)
        if (bq->s[k].sig1 == sig1) return &bq->s[k];
    }
  return NULL;
}

static void test_store_probe(void **state) {
  (void)state;
  tt_table t;
  assert_int_equal(tt_init(&t, 1), 0);
  tt_stats st;
  memset(&st, 0, sizeof st);
  tt_entry p, o;
  assert_int_equal(tt_probe(&t, 5, 7, &p, &o, &st), 0);
  tt_entry e = entry(5, 3, 4, 10, false);
  tt_store(&t, 7, &e, &st);
  assert_int_equal(tt_probe(&t, 5, 7, &p, &o, &st), TT_FOUND_OPEN);
  assert_int_equal(o.pn, 3);
  assert_int_equal(o.dn, 4);
  /* same first signature, other second signature: rejected and counted */
  assert_int_equal(tt_probe(&t, 5, 8, &p, &o, &st), 0);
  assert_int_equal(st.tt_sig2_rejects, 1);
  /* a proof of the same position sits beside the open numbers */
  tt_entry q = entry(5, 0, TT_INF, 20, true);
  tt_store(&t, 7, &q, &st);
  assert_int_equal(tt_probe(&t, 5, 7, &p, &o, &st), TT_FOUND_PROOF | TT_FOUND_OPEN);
  assert_int_equal(p.pn, 0);
  assert_int_equal(p.nex, 1);
  assert_int_equal(p.u.ex[0], 0xabc);
  assert_int_equal(o.pn, 3);
  /* a proof with a cap (TT_CAP: the point set in the last ex slot, the count in capk) comes back
   * whole, and a torn cap count is caught by the check word */
  tt_entry c = entry(6, 0, TT_INF, 20, true);
  c.flags |= TT_CAP;
  c.u.cap.z = 0x0f0full;
  c.capk = 7;
  tt_store(&t, 9, &c, &st);
  assert_int_equal(tt_probe(&t, 6, 9, &p, &o, &st), TT_FOUND_PROOF);
  assert_true(p.flags & TT_CAP);
  assert_int_equal(p.u.cap.z, 0x0f0f);
  assert_int_equal(p.capk, 7);
  find_head(&t, 6, true)->capk = 8;
  assert_int_equal(tt_probe(&t, 6, 9, &p, &o, &st) & TT_FOUND_PROOF, 0);
  /* overwriting the open entry keeps the proof */
  tt_entry e2 = entry(5, 9, 9, 30, false);
  tt_store(&t, 7, &e2, &st);
  assert_int_equal(tt_probe(&t, 5, 7, &p, &o, &st), TT_FOUND_PROOF | TT_FOUND_OPEN);
  assert_int_equal(o.pn, 9);
  tt_free(&t);
}

/* A torn entry (payload changed behind the table's back) fails verification. */
/* The entry invariants of tt.h: each break is caught by tt_entry_ok, and tt_check counts an entry
 * that breaks one in the table (written past tt_store, which asserts them). */
static void test_invariants(void **state) {
  (void)state;
  tt_entry good = entry(5, 0, TT_INF, 20, true), open = entry(5, 3, 4, 10, false);
  assert_true(tt_entry_ok(&good));
  assert_true(tt_entry_ok(&open));
  tt_entry bad[6] = {good, good, good, open, open, good};
  bad[0].pn = 3;             /* proven, yet neither number is 0 */
  bad[1].dn = 5;             /* a win must have an infinite disproof number */
  bad[2].flags |= TT_LOCKED; /* locked entries hold no excluded boards */
  bad[3].cmask = 1;          /* an open entry carries no summary */
  bad[4].pn = 0;             /* an open entry with a zero number is a proof */
  bad[5].nex = TT_EX + 1;    /* more boards than the entry holds */
  for (int i = 0; i < 6; i++) assert_false(tt_entry_ok(&bad[i]));
  tt_table t;
  assert_int_equal(tt_init(&t, 1), 0);
  tt_stats st;
  memset(&st, 0, sizeof st);
  tt_store(&t, 7, &good, &st);
  tt_store(&t, 7, &open, &st);
  assert_int_equal(tt_check(&t), 0);
  find_head(&t, 5, true)->pn = 3;
  assert_int_equal(tt_check(&t), 1);
  find_head(&t, 5, true)->pn = 0;
  find_head(&t, 5, false)->flags = TT_LOCKED; /* an open slot with flags */
  assert_int_equal(tt_check(&t), 1);
  tt_free(&t);
}

static void test_torn_entry(void **state) {
  (void)state;
  tt_table t;
  assert_int_equal(tt_init(&t, 1), 0);
  tt_stats st;
  memset(&st, 0, sizeof st);
  tt_entry e = entry(42, 0, TT_INF, 1, true), p, o;
  tt_store(&t, 99, &e, &st);
  find_head(&t, 42, true)->dn = 0; /* a mixed write */
  assert_int_equal(tt_probe(&t, 42, 99, &p, &o, &st), 0);
  assert_int_equal(st.tt_sig2_rejects, 1);
  tt_entry q = entry(43, 5, 6, 1, false); /* the same for an open slot */
  tt_store(&t, 98, &q, &st);
  assert_int_equal(tt_probe(&t, 43, 98, &p, &o, &st), TT_FOUND_OPEN);
  find_head(&t, 43, false)->work = 2;
  assert_int_equal(tt_probe(&t, 43, 98, &p, &o, &st), 0);
  assert_int_equal(st.tt_sig2_rejects, 2);
  tt_free(&t);
}

/* Fill one bucket beyond its ways: the proven entry and the most worked open entry survive. */
static void test_replacement(void **state) {
  (void)state;
  tt_table t;
  assert_int_equal(tt_init(&t, 1), 0);
  tt_stats st;
  memset(&st, 0, sizeof st);
  uint64_t stride = 1; /* the bucket is (sig1 * nbuckets) >> 64: small signatures share bucket 0 */
  tt_entry proof = entry(1, 0, TT_INF, 0, true);
  tt_store(&t, 11, &proof, &st);
  tt_entry big = entry(1 + stride, 5, 5, 1000000, false);
  tt_store(&t, 12, &big, &st);
  for (uint64_t k = 2; k < 20; k++) {
    tt_entry e = entry(1 + k * stride, 1, 1, (uint32_t)k, false);
    tt_store(&t, 10 + k, &e, &st);
  }
  tt_entry p, o;
  assert_int_equal(tt_probe(&t, 1, 11, &p, &o, &st), TT_FOUND_PROOF);
  assert_int_equal(tt_probe(&t, 1 + stride, 12, &p, &o, &st), TT_FOUND_OPEN);
  assert_int_equal(tt_probe(&t, 1 + 19 * stride, 29, &p, &o, &st), TT_FOUND_OPEN);
  assert_int_equal(tt_probe(&t, 1 + 2 * stride, 12, &p, &o, &st), 0);
  assert_true(st.tt_replaced > 0);
  assert_int_equal(st.tt_proof_evicted, 0);
  tt_free(&t);
}

/* The bucket's quarters: sixteen open entries fit one bucket; a proof takes the open quarter of least
 * total work (its four entries go) and never another proof while an open quarter is left; an open
 * entry in a bucket of four proofs turns the least worked proof into four open slots. */
static void test_quarters(void **state) {
  (void)state;
  tt_table t;
  assert_int_equal(tt_init(&t, 1), 0);
  tt_stats st;
  memset(&st, 0, sizeof st);
  tt_entry p, o;
  /* small signatures share bucket 0; work 10 * k, so quarter q holds k = 4q+1 .. 4q+4 */
  for (uint64_t k = 1; k <= 16; k++) {
    tt_entry e = entry(k, (uint32_t)k, 1, (uint32_t)(10 * k), false);
    tt_store(&t, 100 + k, &e, &st);
  }
  assert_int_equal(st.tt_replaced, 0);
  assert_int_equal(tt_used(&t), 16);
  for (uint64_t k = 1; k <= 16; k++) {
    assert_int_equal(tt_probe(&t, k, 100 + k, &p, &o, &st), TT_FOUND_OPEN);
    assert_int_equal(o.pn, k);
    assert_int_equal(o.work, 10 * k);
  }
  /* a seventeenth open entry evicts the least worked one, k = 1 */
  tt_entry e17 = entry(17, 17, 1, 1000, false);
  tt_store(&t, 117, &e17, &st);
  assert_int_equal(tt_probe(&t, 1, 101, &p, &o, &st), 0);
  assert_int_equal(tt_probe(&t, 17, 117, &p, &o, &st), TT_FOUND_OPEN);
  /* quarter 0 now holds 17, 2, 3, 4 (work 1090), quarter 1 (5..8) 260: a proof takes quarter 1 */
  tt_entry pr = entry(50, 0, TT_INF, 1, true);
  tt_store(&t, 150, &pr, &st);
  for (uint64_t k = 5; k <= 8; k++) assert_int_equal(tt_probe(&t, k, 100 + k, &p, &o, &st), 0);
  assert_int_equal(tt_probe(&t, 2, 102, &p, &o, &st), TT_FOUND_OPEN);
  assert_int_equal(tt_probe(&t, 50, 150, &p, &o, &st), TT_FOUND_PROOF);
  assert_int_equal(tt_used(&t), 13);
  /* three more proofs take the other quarters, the proof of work 1 staying */
  for (uint64_t k = 51; k <= 53; k++) {
    tt_entry q = entry(k, 0, TT_INF, (uint32_t)k, true);
    tt_store(&t, 100 + k, &q, &st);
  }
  assert_int_equal(tt_used(&t), 4);
  assert_int_equal(st.tt_proof_evicted, 0);
  for (uint64_t k = 50; k <= 53; k++) assert_int_equal(tt_probe(&t, k, 100 + k, &p, &o, &st), TT_FOUND_PROOF);
  /* an open entry now evicts the least worked proof, 50, and its quarter holds open slots again */
  tt_entry e18 = entry(18, 3, 3, 5, false);
  tt_store(&t, 118, &e18, &st);
  assert_int_equal(st.tt_proof_evicted, 1);
  assert_int_equal(tt_probe(&t, 50, 150, &p, &o, &st), 0);
  assert_int_equal(tt_probe(&t, 18, 118, &p, &o, &st), TT_FOUND_OPEN);
  tt_entry e19 = entry(19, 4, 4, 5, false);
  tt_store(&t, 119, &e19, &st);
  assert_int_equal(st.tt_proof_evicted, 1);
  assert_int_equal(tt_used(&t), 5);
  assert_int_equal(tt_check(&t), 0);
  for (uint64_t k = 51; k <= 53; k++) assert_int_equal(tt_probe(&t, k, 100 + k, &p, &o, &st), TT_FOUND_PROOF);
  tt_free(&t);
}

/* Four proofs of work w[0..3] in bucket 0 (signatures 60..63), the first probed `probes` times and
 * stored again; then an open entry takes the quarter of the proof of least worth, (work + 1) x
 * (probes + 1) with probes counted up to 15. Returns the signature of the proof it evicted. */
static uint64_t evicted_after_hits(const uint32_t w[4], int probes) {
  tt_table t;
  assert_int_equal(tt_init(&t, 1), 0);
  tt_stats st;
  memset(&st, 0, sizeof st);
  tt_entry p, o;
  for (uint64_t k = 0; k < 4; k++) {
    tt_entry e = entry(60 + k, 0, TT_INF, w[k], true);
    tt_store(&t, 160 + k, &e, &st);
  }
  for (int i = 0; i < probes; i++) {
    assert_int_equal(tt_probe(&t, 60, 160, &p, &o, &st), TT_FOUND_PROOF);
    assert_int_equal(p.flags, TT_PROVEN); /* the count is the table's, not the entry's */
  }
  tt_entry again = entry(60, 0, TT_INF, w[0], true);
  tt_store(&t, 160, &again, &st);
  tt_entry e = entry(70, 1, 1, 1, false);
  tt_store(&t, 170, &e, &st);
  assert_int_equal(st.tt_proof_evicted, 1);
  assert_int_equal(tt_check(&t), 0);
  uint64_t gone = 0;
  for (uint64_t k = 0; k < 4; k++)
    if (tt_probe(&t, 60 + k, 160 + k, &p, &o, &st) == 0) assert_int_equal(gone, 0), gone = 60 + k;
  assert_int_equal(tt_probe(&t, 70, 170, &p, &o, &st), TT_FOUND_OPEN);
  tt_free(&t);
  return gone;
}

/* Where all four quarters are proofs, the one asked for least often and cheapest goes: a proof of
 * little work found by many probes stays, a count past 15 adds nothing. */
static void test_hits(void **state) {
  (void)state;
  const uint32_t w[4] = {100, 200, 300, 400};
  assert_int_equal(evicted_after_hits(w, 0), 60);
  assert_int_equal(evicted_after_hits(w, 1), 61); /* 101 x 2 = 202 against 201 */
  assert_int_equal(evicted_after_hits(w, 7), 61);
  const uint32_t big[4] = {100, 1600, 3000, 4000};
  assert_int_equal(evicted_after_hits(big, 14), 60); /* 101 x 15 = 1515 against 1601 */
  assert_int_equal(evicted_after_hits(big, 15), 61); /* 101 x 16 = 1616 against 1601 */
  const uint32_t bigger[4] = {100, 1700, 3000, 4000};
  assert_int_equal(evicted_after_hits(bigger, 100), 60); /* 101 x 16 = 1616 against 1701 */
}

/* The census: work bins at their edges, and entries counted by kind, against what was stored. */
static void test_census(void **state) {
  (void)state;
  assert_int_equal(tt_work_bin(0), 0);
  assert_int_equal(tt_work_bin(1), 1);
  assert_int_equal(tt_work_bin(2), 2);
  assert_int_equal(tt_work_bin(3), 2);
  assert_int_equal(tt_work_bin(4), 3);
  assert_int_equal(tt_work_bin(1023), 10);
  assert_int_equal(tt_work_bin(1024), 11);
  assert_int_equal(tt_work_bin(UINT32_MAX), 32);
  for (int b = 0; b < TT_WORK_BINS; b++) { /* each bin's range is the work that falls in it */
    uint64_t lo, hi;
    tt_work_bin_range(b, &lo, &hi);
    assert_int_equal(tt_work_bin((uint32_t)lo), b);
    assert_int_equal(tt_work_bin((uint32_t)hi), b);
    if (b) assert_int_equal(tt_work_bin((uint32_t)lo - 1), b - 1);
  }
  tt_table t;
  assert_int_equal(tt_init(&t, 1), 0);
  tt_stats st;
  memset(&st, 0, sizeof st);
  tt_census c;
  tt_census_take(&t, &c);
  assert_int_equal(c.buckets, t.nbuckets);
  assert_int_equal(c.open + c.proofs, 0);
  /* open entries of work 0, 1, 2, 3 and 1000 (bins 0, 1, 2, 2, 10) in buckets of their own */
  const uint32_t open_work[] = {0, 1, 2, 3, 1000};
  for (int i = 0; i < 5; i++) {
    tt_entry e = entry((uint64_t)i << 60 | 1, 1, 1, open_work[i], false);
    tt_store(&t, 7, &e, &st);
  }
  /* proofs: one naming an excluded board (entry()'s), one capped, one locked */
  tt_entry ex = entry(5ull << 60 | 1, 0, TT_INF, 4, true);
  tt_store(&t, 8, &ex, &st);
  tt_entry cap = entry(6ull << 60 | 1, 0, TT_INF, 5, true);
  cap.flags |= TT_CAP, cap.nex = 0, cap.capk = 3, cap.u.cap.z = 0x99;
  tt_store(&t, 9, &cap, &st);
  tt_entry lock = entry(7ull << 60 | 1, TT_INF, 0, 70000, true);
  lock.flags |= TT_LOCKED, lock.nex = 0, lock.u.lockset = 0x77;
  tt_store(&t, 10, &lock, &st);
  assert_int_equal(tt_check(&t), 0);
  tt_census_take(&t, &c);
  assert_int_equal(c.open, 5);
  assert_int_equal(c.proofs, 3);
  assert_int_equal(c.open + c.proofs, tt_used(&t));
  assert_int_equal(c.excluded, 1);
  assert_int_equal(c.capped, 1);
  assert_int_equal(c.locked, 1);
  uint64_t want_open[TT_WORK_BINS] = {[0] = 1, [1] = 1, [2] = 2, [10] = 1};
  uint64_t want_proof[TT_WORK_BINS] = {[3] = 2, [17] = 1};
  for (int b = 0; b < TT_WORK_BINS; b++) {
    assert_int_equal(c.open_work[b], want_open[b]);
    assert_int_equal(c.proof_work[b], want_proof[b]);
  }
  tt_free(&t);
}

/* The four entries of the snapshot fixtures (tests/fixtures/solve/README.md), each whole in t. */
static void check_sample(tt_table *t) {
  tt_stats st;
  memset(&st, 0, sizeof st);
  tt_entry p, o;
  assert_int_equal(tt_used(t), 4);
  assert_int_equal(tt_probe(t, 0x1111111111111111ull, 0xaaaaaaaaaaaaaaaaull, &p, &o, &st), TT_FOUND_OPEN);
  assert_int_equal(o.pn, 7);
  assert_int_equal(o.dn, 9);
  assert_int_equal(o.work, 100);
  assert_int_equal(tt_probe(t, 0x2222222222222222ull, 0xbbbbbbbbbbbbbbbbull, &p, &o, &st),
                   TT_FOUND_PROOF | TT_FOUND_OPEN);
  assert_int_equal(o.pn, 3);
  assert_int_equal(o.dn, 4);
  assert_int_equal(p.flags, TT_PROVEN | TT_CAP);
  assert_int_equal(p.dn, TT_INF);
  assert_int_equal(p.capk, 3);
  assert_int_equal(p.u.cap.ex[0], 0xfeedfacecafebeefull);
  assert_int_equal(p.u.cap.z, 0x1ff);
  assert_int_equal(p.found, 0x123456789abcdefull);
  assert_int_equal(p.bloom[7], 0x0101010101010101ull << 7);
  assert_int_equal(tt_probe(t, 0x3333333333333333ull, 0xccccccccccccccccull, &p, &o, &st), TT_FOUND_PROOF);
  assert_int_equal(p.flags, TT_PROVEN | TT_LOCKED);
  assert_int_equal(p.pn, TT_INF);
  assert_int_equal(p.u.lockset, 0x5a5a5a5a5a5a5a5aull);
  assert_int_equal(tt_probe(t, 0x1111111111111111ull, 0xaaaaaaaaaaaaaaabull, &p, &o, &st), 0);
}

/* Does the file at path hold the same bytes as the fixture? */
static void assert_same_file(const char *fixture, const char *path) {
  FILE *a = fopen(fixture, "rb"), *b = fopen(path, "rb");
  assert_non_null(a);
  assert_non_null(b);
  char ba[1024], bb[1024];
  size_t na = fread(ba, 1, sizeof ba, a), nb = fread(bb, 1, sizeof bb, b);
  fclose(a);
  fclose(b);
  assert_int_equal(na, nb);
  assert_true(na > 200);
  assert_memory_equal(ba, bb, na);
}

/* A snapshot of format 3, written by the table of 4-way 128-byte buckets, loads into today's table
 * whole; saved again it gives the format 4 fixture byte for byte, which loads whole too. Both
 * fixtures: tests/fixtures/solve/README.md. */
static void test_fixtures(void **state) {
  (void)state;
  const char *v3 = YOMI_SOURCE_DIR "/tests/fixtures/solve/tt-v3-sample.tt";
  const char *v4 = YOMI_SOURCE_DIR "/tests/fixtures/solve/tt-v4-sample.tt";
  const char *p3 = "yomi table snapshot fixture (format 3)", *p4 = "yomi table snapshot fixture (format 4)";
  tt_table t, u;
  assert_int_equal(tt_init(&t, 1), 0);
  assert_int_equal(tt_init(&u, 2), 0);
  uint64_t loaded = 0, saved = 0;
  char why[256];
  assert_int_equal(tt_load(&t, v3, p3, &loaded, why, sizeof why), 0);
  assert_int_equal(loaded, 4);
  check_sample(&t);
  char path[] = "/tmp/yomi-tt-v4-XXXXXX";
  int fd = mkstemp(path);
  assert_true(fd >= 0);
  close(fd);
  assert_int_equal(tt_save(&t, path, p4, &saved), 0);
  assert_int_equal(saved, 4);
  assert_same_file(v4, path);
  remove(path);
  assert_int_equal(tt_load(&u, v4, p4, &loaded, why, sizeof why), 0);
  assert_int_equal(loaded, 4);
  check_sample(&u);
  tt_free(&t);
  tt_free(&u);
}

/* A table of 3 MiB has a bucket count that is no power of two. Random signatures spread over every
 * bucket: fewer keys than ways in all lets each one come back with its own numbers, and filling it
 * twice over keeps the table full (nothing is lost but what replacement evicts). */
static void test_spread(void **state) {
  (void)state;
  tt_table t;
  assert_int_equal(tt_init(&t, 3), 0);
  assert_true(t.nbuckets > 0 && (t.nbuckets & (t.nbuckets - 1)) != 0);
  tt_stats st;
  memset(&st, 0, sizeof st);
  uint64_t x = 12345, n = t.nbuckets; /* n keys: one per bucket on average */
  for (uint64_t i = 0; i < n; i++) {
    x = x * 6364136223846793005ull + 1442695040888963407ull;
    tt_entry e = entry(x, (uint32_t)(i % 1000) + 1, 1, 1, false);
    tt_store(&t, x ^ 0x5555, &e, &st);
  }
  uint64_t found = 0;
  x = 12345;
  for (uint64_t i = 0; i < n; i++) {
    x = x * 6364136223846793005ull + 1442695040888963407ull;
    tt_entry p, o;
    if (tt_probe(&t, x, x ^ 0x5555, &p, &o, &st) == TT_FOUND_OPEN) {
      assert_int_equal(o.pn, (uint32_t)(i % 1000) + 1);
      found++;
    }
  }
  /* Poisson(1) keys per bucket of 16 open slots: next to none overflow (about 1 in 10^13). */
  assert_int_equal(found, n);
  tt_free(&t);
}

/* Snapshots: every entry comes back, payload and verification intact, into a table of another size;
 * another problem's text, a truncated file and a flipped byte are refused with a reason. */
static void test_snapshot(void **state) {
  (void)state;
  char path[] = "/tmp/yomi-tt-test-XXXXXX";
  int fd = mkstemp(path);
  assert_true(fd >= 0);
  close(fd);
  tt_table a, b;
  assert_int_equal(tt_init(&a, 1), 0);
  assert_int_equal(tt_init(&b, 2), 0);
  tt_stats st;
  memset(&st, 0, sizeof st);
  for (uint64_t k = 1; k <= 500; k++) {
    tt_entry e = entry(k * 0x9e3779b97f4a7c15ull, (uint32_t)k, (uint32_t)(2 * k), (uint32_t)k, false);
    tt_store(&a, k ^ 0x77, &e, &st);
    if (k % 5 == 0) {
      tt_entry pr = entry(k * 0x9e3779b97f4a7c15ull, 0, TT_INF, (uint32_t)k, true);
      tt_store(&a, k ^ 0x77, &pr, &st);
    }
  }
  uint64_t saved = 0, loaded = 0;
  assert_int_equal(tt_save(&a, path, "problem one", &saved), 0);
  assert_int_equal(saved, tt_used(&a));
  assert_true(saved >= 550);
  /* each open entry takes 32 bytes of the file, each proof 128: a header of 24 bytes, the problem
   * text, the records and an 8-byte checksum */
  uint64_t proofs = 0, opens = 0;
  for (uint64_t k = 1; k <= 500; k++) {
    tt_entry p, o;
    int found = tt_probe(&a, k * 0x9e3779b97f4a7c15ull, k ^ 0x77, &p, &o, &st);
    proofs += (found & TT_FOUND_PROOF) != 0, opens += (found & TT_FOUND_OPEN) != 0;
  }
  assert_int_equal(proofs + opens, saved);
  assert_true(proofs >= 50);
  {
    FILE *g = fopen(path, "rb");
    assert_non_null(g);
    assert_int_equal(fseek(g, 0, SEEK_END), 0);
    size_t n = (size_t)ftell(g), start = 0, words = 0;
    assert_int_equal(n, 24 + strlen("problem one") + 32 * opens + 128 * proofs + 8);
    /* where the records lie (tt_snapshot_span): their checksum is the file's last 8 bytes */
    uint8_t *bytes = malloc(n);
    uint64_t *w = malloc(n);
    assert_non_null(bytes);
    assert_non_null(w);
    assert_int_equal(fseek(g, 0, SEEK_SET), 0);
    assert_int_equal(fread(bytes, 1, n, g), n);
    fclose(g);
    assert_true(tt_snapshot_span(bytes, n, &start, &words));
    assert_int_equal(start, 24 + strlen("problem one"));
    assert_int_equal(words, (32 * opens + 128 * proofs) / 8);
    uint64_t end;
    memcpy(w, bytes + start, words * 8);
    memcpy(&end, bytes + n - 8, 8);
    assert_int_equal(tt_sum_words(0, w, words), end);
    assert_false(tt_snapshot_span(bytes, n - 3, &start, &words)); /* not whole words */
    assert_false(tt_snapshot_span(bytes, 30, &start, &words));    /* shorter than its problem text */
    free(bytes), free(w);
  }
  uint64_t count = 0;
  assert_int_equal(tt_snapshot_count(path, &count), 0);
  assert_int_equal(count, saved);
  char why[256];
  assert_int_equal(tt_load(&b, path, "problem one", &loaded, why, sizeof why), 0);
  assert_int_equal(loaded, saved);
  for (uint64_t k = 1; k <= 500; k++) {
    tt_entry pa, oa, pb, ob;
    int fa = tt_probe(&a, k * 0x9e3779b97f4a7c15ull, k ^ 0x77, &pa, &oa, &st);
    int fb = tt_probe(&b, k * 0x9e3779b97f4a7c15ull, k ^ 0x77, &pb, &ob, &st);
    assert_int_equal(fa, fb);
    if (fa & TT_FOUND_OPEN) assert_int_equal(ob.dn, oa.dn);
    if (fa & TT_FOUND_PROOF) assert_memory_equal(&pb, &pa, sizeof pa);
    /* the wrong second signature still fails */
    assert_int_equal(tt_probe(&b, k * 0x9e3779b97f4a7c15ull, k ^ 0x78, &pb, &ob, &st), 0);
  }
  tt_table c;
  assert_int_equal(tt_init(&c, 1), 0);
  assert_int_equal(tt_load(&c, path, "problem two", &loaded, why, sizeof why), YOMI_EPARSE);
  assert_non_null(strstr(why, "problem one"));
  assert_int_equal(tt_used(&c), 0);
  /* one byte of one entry flipped: the checksum refuses the file, and nothing stays loaded */
  FILE *f = fopen(path, "r+b");
  assert_non_null(f);
  assert_int_equal(fseek(f, -100, SEEK_END), 0);
  int ch = fgetc(f);
  assert_int_equal(fseek(f, -100, SEEK_END), 0);
  fputc(ch ^ 1, f);
  fclose(f);
  assert_int_equal(tt_load(&c, path, "problem one", &loaded, why, sizeof why), YOMI_EPARSE);
  assert_int_equal(tt_used(&c), 0);
  /* truncated */
  assert_int_equal(truncate(path, 1000), 0);
  assert_int_equal(tt_load(&c, path, "problem one", &loaded, why, sizeof why), YOMI_EPARSE);
  assert_non_null(strstr(why, "truncated"));
  assert_int_equal(tt_used(&c), 0);
  /* an entry that breaks the invariants (a proof with pn 3; the checksum made to match) is refused
   * before it reaches the table */
  {
    tt_table d;
    assert_int_equal(tt_init(&d, 1), 0);
    tt_entry bad = entry(42, 0, TT_INF, 1, true);
    tt_store(&d, 9, &bad, &st);
    find_head(&d, 42, true)->pn = 3;
    assert_int_equal(tt_save(&d, path, "problem one", &saved), 0);
    assert_int_equal(tt_load(&c, path, "problem one", &loaded, why, sizeof why), YOMI_EPARSE);
    assert_non_null(strstr(why, "invariants"));
    assert_int_equal(tt_used(&c), 0);
    tt_free(&d);
  }
  assert_int_equal(tt_snapshot_count(path, &count), 0);
  assert_int_equal(count, 1);
  remove(path);
  assert_int_equal(tt_load(&c, path, "problem one", &loaded, why, sizeof why), YOMI_EIO);
  assert_int_equal(tt_snapshot_count(path, &count), YOMI_EIO);
  tt_free(&a);
  tt_free(&b);
  tt_free(&c);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_store_probe), cmocka_unit_test(test_invariants),
      cmocka_unit_test(test_torn_entry),  cmocka_unit_test(test_replacement),
      cmocka_unit_test(test_spread),      cmocka_unit_test(test_snapshot),
      cmocka_unit_test(test_quarters),    cmocka_unit_test(test_hits),
      cmocka_unit_test(test_fixtures),    cmocka_unit_test(test_census),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
