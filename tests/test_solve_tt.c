/* Tests of src/solve/tt: store and probe, second-signature rejection, proof and open entries side by
 * side, and the replacement policy (proven entries and work are kept). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <string.h>

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
    e.hmask = 0x20;
    e.nex = 1;
    e.ex[0] = 0xabc;
  }
  return e;
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
  assert_int_equal(p.ex[0], 0xabc);
  assert_int_equal(o.pn, 3);
  /* overwriting the open entry keeps the proof */
  tt_entry e2 = entry(5, 9, 9, 30, false);
  tt_store(&t, 7, &e2, &st);
  assert_int_equal(tt_probe(&t, 5, 7, &p, &o, &st), TT_FOUND_PROOF | TT_FOUND_OPEN);
  assert_int_equal(o.pn, 9);
  tt_free(&t);
}

/* A torn entry (payload changed behind the table's back) fails verification. */
static void test_torn_entry(void **state) {
  (void)state;
  tt_table t;
  assert_int_equal(tt_init(&t, 1), 0);
  tt_stats st;
  memset(&st, 0, sizeof st);
  tt_entry e = entry(42, 0, TT_INF, 1, true), p, o;
  tt_store(&t, 99, &e, &st);
  tt_bucket *b = &t.b[42 & t.mask];
  for (int i = 0; i < TT_WAYS; i++)
    if (b->e[i].sig1 == 42) b->e[i].dn = 0; /* a mixed write */
  assert_int_equal(tt_probe(&t, 42, 99, &p, &o, &st), 0);
  assert_int_equal(st.tt_sig2_rejects, 1);
  tt_free(&t);
}

/* Fill one bucket beyond its ways: the proven entry and the most worked open entry survive. */
static void test_replacement(void **state) {
  (void)state;
  tt_table t;
  assert_int_equal(tt_init(&t, 1), 0);
  tt_stats st;
  memset(&st, 0, sizeof st);
  uint64_t stride = t.mask + 1; /* same bucket: equal low bits */
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

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_store_probe),
      cmocka_unit_test(test_torn_entry),
      cmocka_unit_test(test_replacement),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
