/* Tests of the estimate driver: thread-count, rank-count and stop/resume invariance of the tally,
 * checkpoint round trip, and the interval formula against the seed's own Mini Shogi figures. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <math.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "core/error.h"
#include "core/hash.h"
#include "core/rng.h"
#include "shogi/estimate.h"

/* A synthetic per-sample outcome drawn from (seed, i): exercises every tally field. The real
 * pipeline (unrank, filters, reverse search) is tested elsewhere; here only the driver is. */
static atomic_int calls_left;
static atomic_int stop_flag; /* written by the worker threads, read by all */

static int synthetic(void *ctx, uint64_t seed, uint64_t i, shogi_sample_result *r) {
  (void)ctx;
  uint64_t x = rng_at(seed, i, 0);
  r->stage = (shogi_stage)(x % SHOGI_STAGE_COUNT);
  r->plies = (uint32_t)((x >> 8) % 10);
  r->length = 1 + (x >> 16) % 30;
  r->expanded = r->length + ((x >> 24) % 4 == 0 ? 0 : (x >> 32) % 50);
  r->unsearched = (x >> 40) % 5 == 0; /* the two-phase design's count, through merges and checkpoints */
  if (atomic_fetch_sub(&calls_left, 1) <= 0) atomic_store(&stop_flag, 1);
  return 0;
}

static shogi_run_config base(uint64_t samples, int threads) {
  shogi_run_config c = {0};
  c.seed = 7;
  c.samples = samples;
  c.chunk = 37;
  c.threads = threads;
  c.rank = 0;
  c.ranks = 1;
  c.identity = "synthetic seed=7";
  c.checkpoint_every = 0;
  c.sample = synthetic;
  c.stop = &stop_flag;
  return c;
}

static void run_ok(const shogi_run_config *c, shogi_tally *t) {
  atomic_store(&calls_left, 1 << 30);
  atomic_store(&stop_flag, 0);
  assert_int_equal(shogi_estimate_run(c, t), 0);
}

static void test_threads_and_ranks(void **state) {
  (void)state;
  static shogi_tally t1, t4, r0, r1;
  shogi_run_config c = base(10000, 1);
  run_ok(&c, &t1);
  assert_int_equal(t1.samples, 10000);
  c.threads = 4;
  run_ok(&c, &t4);
  assert_memory_equal(&t1, &t4, sizeof t1);
  c.ranks = 2;
  c.threads = 2;
  run_ok(&c, &r0);
  c.rank = 1;
  run_ok(&c, &r1);
  assert_true(r0.samples > 0 && r1.samples > 0);
  shogi_tally_merge(&r0, &r1);
  assert_memory_equal(&t1, &r0, sizeof t1);
  /* Brute force: the same tally straight from the per-sample function. */
  static shogi_tally direct;
  shogi_tally_clear(&direct);
  for (uint64_t i = 0; i < 10000; i++) {
    shogi_sample_result r = {0};
    synthetic(NULL, 7, i, &r);
    shogi_tally_add(&direct, &r);
  }
  assert_memory_equal(&t1, &direct, sizeof t1);
}

static void test_stop_and_resume(void **state) {
  (void)state;
  char path[] = "/tmp/yomi-est-ckpt-XXXXXX";
  int fd = mkstemp(path);
  assert_true(fd >= 0);
  close(fd);
  unlink(path);
  static shogi_tally whole, part, resumed;
  shogi_run_config c = base(5000, 3);
  run_ok(&c, &whole);
  c.checkpoint = path;
  /* Stop after about 1000 samples, twice, then finish: three processes' worth of work. */
  for (int round = 0; round < 2; round++) {
    atomic_store(&calls_left, 1000);
    atomic_store(&stop_flag, 0);
    int rc = shogi_estimate_run(&c, &part);
    assert_int_equal(rc, YOMI_EINTR);
    assert_true(part.samples < 5000);
  }
  atomic_store(&calls_left, 1 << 30);
  atomic_store(&stop_flag, 0);
  c.threads = 1;
  assert_int_equal(shogi_estimate_run(&c, &resumed), 0);
  assert_memory_equal(&whole, &resumed, sizeof whole);
  /* Another run's identity is refused. */
  c.identity = "synthetic seed=8";
  assert_int_equal(shogi_estimate_run(&c, &resumed), YOMI_ERANGE);
  unlink(path);
}

static void synthetic_tally(shogi_tally *t, uint64_t n) {
  shogi_tally_clear(t);
  for (uint64_t i = 0; i < n; i++) {
    shogi_sample_result r = {0};
    synthetic(NULL, 3, i, &r);
    shogi_tally_add(t, &r);
  }
}

static void test_checkpoint_round_trip(void **state) {
  (void)state;
  static shogi_tally t, back;
  synthetic_tally(&t, 3000);
  char path[] = "/tmp/yomi-est-rt-XXXXXX";
  int fd = mkstemp(path);
  close(fd);
  uint64_t chunks = 0;
  char why[600];
  assert_int_equal(shogi_checkpoint_save(path, "id", 81, &t, why, sizeof why), 0);
  assert_int_equal(shogi_checkpoint_load(path, "id", &chunks, &back, why, sizeof why), 0);
  assert_int_equal(chunks, 81);
  assert_memory_equal(&t, &back, sizeof t);
  FILE *f = fopen(path, "w");
  fputs("yomi-estimate-checkpoint 1\nid\nchunks 3\ngarbage", f);
  fclose(f);
  assert_int_equal(shogi_checkpoint_load(path, "id", &chunks, &back, why, sizeof why), YOMI_EPARSE);
  unlink(path);
}

/* The file's text, edited by `edit` (in place, same length or shorter), written back with its
 * checksum recomputed when `resum`. */
static void rewrite(const char *path, void (*edit)(char *text, size_t *n), bool resum) {
  static char text[1 << 20];
  FILE *f = fopen(path, "rb");
  size_t n = fread(text, 1, sizeof text - 1, f);
  fclose(f);
  text[n] = 0;
  char *sum = strstr(text, "checksum ");
  size_t body = (size_t)(sum - text);
  edit(text, &body);
  if (resum)
    n = body + (size_t)sprintf(text + body, "checksum %016llx\n", (unsigned long long)hash_bytes(text, body));
  else if (body != (size_t)(sum - text)) n = body + (size_t)sprintf(text + body, "%s", sum);
  f = fopen(path, "wb");
  fwrite(text, 1, n, f);
  fclose(f);
}

static void edit_flip(char *text, size_t *n) { text[*n / 2] ^= 0x04; }
static void edit_samples(char *text, size_t *n) {
  (void)n;
  char *p = strstr(text, "samples ") + 8;
  *p = *p == '9' ? '1' : (char)(*p + 1);
}
static void edit_negative(char *text, size_t *n) {
  char *p = strstr(text, "plies 65 ") + 9, tail[1 << 16];
  snprintf(tail, sizeof tail, "-%s", p);
  strcpy(p, tail);
  *n += 1;
}
static void edit_el(char *text, size_t *n) {
  (void)n;
  char *p = strstr(text, "\nel ");
  p = strchr(p, ':') + 1;
  *p = *p == '9' ? '1' : (char)(*p + 1);
}
static void edit_nothing(char *text, size_t *n) { (void)text, (void)n; }
static void edit_format(char *text, size_t *n) {
  (void)n;
  strstr(text, "checkpoint 2")[11] = '3';
}

/* Every kind of damage is refused with its reason (EPARSE/ERANGE), the file left as it was. */
static void test_checkpoint_damage(void **state) {
  (void)state;
  static shogi_tally t, back;
  synthetic_tally(&t, 3000);
  char path[] = "/tmp/yomi-est-dmg-XXXXXX";
  close(mkstemp(path));
  struct {
    void (*edit)(char *, size_t *);
    bool resum;
    int rc;
    const char *why;
  } cases[] = {{edit_flip, false, YOMI_EPARSE, "damaged: checksum"},
               {edit_samples, false, YOMI_EPARSE, "damaged: checksum"},
               {edit_samples, true, YOMI_EPARSE, "inconsistent: the samples"},
               {edit_el, true, YOMI_EPARSE, "inconsistent: the E/L histogram"},
               {edit_negative, true, YOMI_EPARSE, "malformed field 'plies'"},
               {edit_format, true, YOMI_EPARSE, "written in another format"},
               {edit_nothing, true, 0, ""}};
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
    char why[600] = "";
    uint64_t chunks = 0;
    assert_int_equal(shogi_checkpoint_save(path, "id", 81, &t, why, sizeof why), 0);
    rewrite(path, cases[i].edit, cases[i].resum);
    assert_int_equal(shogi_checkpoint_load(path, "id", &chunks, &back, why, sizeof why), cases[i].rc);
    if (cases[i].rc && !strstr(why, cases[i].why)) fail_msg("case %zu: %s", i, why);
  }
  char why[600];
  uint64_t chunks;
  assert_int_equal(shogi_checkpoint_load(path, "other id", &chunks, &back, why, sizeof why), YOMI_ERANGE);
  assert_non_null(strstr(why, "belongs to another run"));
  FILE *f = fopen(path, "rb+"); /* truncated: the last 30 bytes gone */
  fseek(f, 0, SEEK_END);
  assert_int_equal(ftruncate(fileno(f), ftell(f) - 30), 0);
  fclose(f);
  assert_int_equal(shogi_checkpoint_load(path, "id", &chunks, &back, why, sizeof why), YOMI_EPARSE);
  assert_non_null(strstr(why, "truncated"));
  f = fopen(path, "w");
  fputs("P3\n2 2\n255\n", f); /* foreign */
  fclose(f);
  assert_int_equal(shogi_checkpoint_load(path, "id", &chunks, &back, why, sizeof why), YOMI_EPARSE);
  assert_non_null(strstr(why, "not a yomi estimate checkpoint"));
  unlink(path);
}

/* Ishii & Tanaka (2026), section 5.1: 14,849,198 reachable of 10^8 gives 0.14849 +- 0.00011 and
 * (2.3780 +- 0.0017) x 10^18 with |P_K| = 16014219505238849250. */
static void test_interval_formula(void **state) {
  (void)state;
  static shogi_tally t;
  shogi_tally_clear(&t);
  t.samples = 100000000;
  t.stopped[SHOGI_STAGE_REACHABLE] = 14849198;
  t.stopped[SHOGI_STAGE_NONCANONICAL] = t.samples - 14849198;
  shogi_estimate e;
  shogi_estimate_compute(&t, 16014219505238849250.0, &e);
  assert_true(fabs(e.p - 0.14849198) < 1e-12);
  assert_true(fabs(e.half_width_p - 0.00011) < 0.000005);
  assert_true(fabs(e.estimate / 1e18 - 2.3780) < 0.00005);
  assert_true(fabs((e.high - e.estimate) / 1e18 - 0.0017) < 0.00005);
  assert_int_equal(shogi_tally_passed(&t, SHOGI_STAGE_NONCANONICAL), 14849198);
  assert_string_equal(e.method, "normal");
  /* few samples: p = 0 (and p = 1, and a handful) take the exact bounds, never [0, 0] */
  double tail = erfc(3.0 / sqrt(2.0)) / 2;
  uint64_t xs[] = {0, 20, 3}, ns[] = {20, 20, 1000};
  for (int i = 0; i < 3; i++) {
    shogi_tally_clear(&t);
    t.samples = ns[i];
    t.stopped[SHOGI_STAGE_REACHABLE] = xs[i];
    shogi_estimate_compute(&t, 100.0, &e);
    assert_string_equal(e.method, "clopper-pearson");
    assert_true(fabs(e.p_low - shogi_cp_lower(xs[i], ns[i], tail)) < 1e-15);
    assert_true(fabs(e.p_high - shogi_cp_upper(xs[i], ns[i], tail)) < 1e-15);
    assert_true(e.high > e.low && e.low <= e.estimate && e.estimate <= e.high);
    assert_true(fabs(e.high - 100.0 * e.p_high) < 1e-9);
  }
}

/* Clopper-Pearson bounds against textbook values, the incomplete beta against a closed form, and the
 * two-phase estimate's arithmetic. */
static void test_clopper_pearson(void **state) {
  (void)state;
  /* 95 %: 7 of 10 in [0.3475, 0.9333]; 0 of 10 up to 0.3085; 10 of 10 from 0.025^(1/10) = 0.6915. */
  assert_true(fabs(shogi_cp_lower(7, 10, 0.025) - 0.34755) < 1e-4);
  assert_true(fabs(shogi_cp_upper(7, 10, 0.025) - 0.93326) < 1e-4);
  assert_true(fabs(shogi_cp_upper(0, 10, 0.025) - 0.30850) < 1e-4);
  assert_true(fabs(shogi_cp_lower(10, 10, 0.025) - 0.69150) < 1e-4);
  assert_true(shogi_cp_lower(0, 10, 0.025) == 0 && shogi_cp_upper(10, 10, 0.025) == 1);
  /* Near 1 with a few failures in a large sample: 3 failures of 10^6, the Poisson bounds of 3. */
  assert_true(fabs((1 - shogi_cp_lower(999997, 1000000, 0.025)) * 1e6 - 8.7673) < 1e-3);
  assert_true(fabs((1 - shogi_cp_upper(999997, 1000000, 0.025)) * 1e6 - 0.6187) < 1e-3);
  for (double x = 0.05; x < 1; x += 0.1)
    assert_true(fabs(shogi_betai(1, 7, x) - (1 - pow(1 - x, 7))) < 1e-12);
  static shogi_tally t;
  shogi_tally_clear(&t);
  t.samples = 1000000;
  t.stopped[SHOGI_STAGE_NOPREV] = 800000;
  t.unsearched = 190000;
  t.stopped[SHOGI_STAGE_REACHABLE] = 10000; /* no failure among 10,000 searched */
  shogi_estimate2 e;
  shogi_estimate_two_phase(&t, 1e20, 3, &e);
  assert_true(e.n1 == 200000 && e.n2 == 10000 && e.x2 == 10000 && e.q2 == 1 && e.q_high == 1);
  assert_true(fabs(e.q_low - pow(0.00135, 1e-4)) < 1e-6);
  double r1 = 3 * sqrt(0.8 / (1e6 * 0.2)), d = 1 - e.q_low;
  assert_true(fabs(e.rel_p1 - r1) < 1e-12 && fabs(e.rel_low - sqrt(r1 * r1 + d * d)) < 1e-12);
  assert_true(fabs(e.estimate - 2e19) < 1e6 && fabs(e.high - 2e19 * (1 + r1)) < 1e6);
  assert_string_equal(e.method, SHOGI_TWO_PHASE_METHOD);
  /* few phase-1 survivors: both exact bounds, their product, never [0, 0] */
  shogi_tally_clear(&t);
  t.samples = 20;
  t.stopped[SHOGI_STAGE_NOPREV] = 20;
  shogi_estimate_two_phase(&t, 100, 3, &e);
  assert_string_equal(e.method, SHOGI_TWO_PHASE_EXACT);
  double tail = erfc(3 / sqrt(2.0)) / 2;
  assert_true(e.low == 0 && fabs(e.high - 100 * shogi_cp_upper(0, 20, tail)) < 1e-9 && e.high > 0);
}

static void test_el_statistics(void **state) {
  (void)state;
  static shogi_tally t;
  shogi_tally_clear(&t);
  uint64_t el[][2] = {{10, 10}, {11, 10}, {12, 10}, {344, 24}, {20, 20}};
  for (int i = 0; i < 5; i++) {
    shogi_sample_result r = {SHOGI_STAGE_REACHABLE, 0, el[i][0], el[i][1], false};
    shogi_tally_add(&t, &r);
  }
  assert_int_equal(t.el_equal, 2);
  assert_int_equal(t.max_e, 344);
  assert_int_equal(t.max_l, 24);
  assert_true(fabs(shogi_tally_el_quantile(&t, 0.5) - 1.1) < 1e-9);
  assert_true(fabs(shogi_tally_el_quantile(&t, 0.0) - 1.0) < 1e-9);
  assert_true(fabs(shogi_tally_el_quantile(&t, 1.0) - 14.333) < 1e-9);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_threads_and_ranks),     cmocka_unit_test(test_stop_and_resume),
      cmocka_unit_test(test_checkpoint_round_trip), cmocka_unit_test(test_checkpoint_damage),
      cmocka_unit_test(test_interval_formula),      cmocka_unit_test(test_el_statistics),
      cmocka_unit_test(test_clopper_pearson),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
