/* Tests of src/core: counter-based rng, Zobrist tables, JSON writer, option tables. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdlib.h>
#include <string.h>

#include "core/cache.h"
#include "core/error.h"
#include "core/json.h"
#include "core/opts.h"
#include "core/text.h"
#include "core/rng.h"
#include "core/zobrist.h"

/* cache_huge is a hint about pages: a table keeps every byte through it, on the whole 2 MiB pages
 * inside it and on the ends outside them (a madvise that drops pages, MADV_DONTNEED, would zero them
 * and fail here); a table too small to hold a whole huge page is left alone. */
static void test_cache_huge_keeps(void **state) {
  (void)state;
  const unsigned bits = 20; /* 2^20 slots of 8 bytes: 8 MiB, three whole huge pages at least */
  uint64_t *t = cache_alloc(bits, sizeof *t);
  assert_non_null(t);
  for (size_t i = 0; i < CACHE_SIZE(bits); i++) t[i] = i * 0x9e3779b97f4a7c15ull + 1;
  cache_huge(t, CACHE_SIZE(bits) * sizeof *t);
  cache_huge(t + 3, 100); /* no whole huge page: nothing asked */
  size_t bad = 0;
  for (size_t i = 0; i < CACHE_SIZE(bits); i++) bad += t[i] != i * 0x9e3779b97f4a7c15ull + 1;
  assert_int_equal(bad, 0);
  cache_free(t);
}

/* Known-answer vectors of Philox4x32-10 from the Random123 distribution (kat_vectors). */
static void test_philox_kat(void **state) {
  (void)state;
  uint32_t out[4];
  uint32_t c0[4] = {0, 0, 0, 0}, k0[2] = {0, 0};
  rng_philox(c0, k0, out);
  assert_int_equal(out[0], 0x6627e8d5u);
  assert_int_equal(out[1], 0xe169c58du);
  assert_int_equal(out[2], 0xbc57ac4cu);
  assert_int_equal(out[3], 0x9b00dbd8u);
  uint32_t c1[4] = {0xffffffffu, 0xffffffffu, 0xffffffffu, 0xffffffffu};
  uint32_t k1[2] = {0xffffffffu, 0xffffffffu};
  rng_philox(c1, k1, out);
  assert_int_equal(out[0], 0x408f276du);
  assert_int_equal(out[1], 0x41c83b0eu);
  assert_int_equal(out[2], 0xa20bc7c6u);
  assert_int_equal(out[3], 0x6d5451fdu);
  uint32_t c2[4] = {0x243f6a88u, 0x85a308d3u, 0x13198a2eu, 0x03707344u};
  uint32_t k2[2] = {0xa4093822u, 0x299f31d0u};
  rng_philox(c2, k2, out);
  assert_int_equal(out[0], 0xd16cfe09u);
  assert_int_equal(out[1], 0x94fdccebu);
  assert_int_equal(out[2], 0x5001e420u);
  assert_int_equal(out[3], 0x24126ea1u);
}

/* Item i's draws depend only on (seed, i, k): stream and stateless access agree. */
static void test_stream_is_pure(void **state) {
  (void)state;
  for (uint64_t item = 0; item < 50; item++) {
    rng_stream r;
    rng_init(&r, 42, item);
    for (uint64_t k = 0; k < 9; k++) assert_true(rng_u64(&r) == rng_at(42, item, k));
  }
  assert_true(rng_at(42, 7, 0) != rng_at(43, 7, 0));
  assert_true(rng_at(42, 7, 0) != rng_at(42, 8, 0));
}

static void test_below_uniform(void **state) {
  (void)state;
  rng_stream r;
  rng_init(&r, 1, 0);
  int counts[6] = {0};
  for (int i = 0; i < 60000; i++) counts[rng_below(&r, 6)]++;
  for (int i = 0; i < 6; i++) assert_in_range(counts[i], 9400, 10600);
  for (int i = 0; i < 1000; i++) {
    double u = rng_unit(&r);
    assert_true(u >= 0.0 && u < 1.0);
  }
}

static void test_zobrist_distinct(void **state) {
  (void)state;
  uint64_t a[512], b[512];
  zobrist_fill(a, 512, 3, 0);
  zobrist_fill(b, 512, 3, 1);
  for (int i = 0; i < 512; i++) {
    assert_true(a[i] == zobrist_key(3, 0, (uint64_t)i));
    assert_true(a[i] != b[i]);
    for (int j = 0; j < i; j++) assert_true(a[i] != a[j]);
  }
}

static void test_json_writer(void **state) {
  (void)state;
  char *buf = NULL;
  size_t len = 0;
  FILE *f = open_memstream(&buf, &len);
  json_writer w;
  json_init(&w, f);
  json_begin_object(&w);
  json_kv_string(&w, "a", "x\"y\n");
  json_key(&w, "b");
  json_begin_array(&w);
  json_int(&w, -3);
  json_uint(&w, 18446744073709551615ull);
  json_bool(&w, true);
  json_end_array(&w);
  json_kv_double(&w, "c", 0.5);
  json_end_object(&w);
  fclose(f);
  assert_string_equal(buf, "{\"a\": \"x\\\"y\\n\", \"b\": [-3, 18446744073709551615, true], \"c\": 0.5}\n");
  free(buf);
}

#define T_OPTIONS(X) \
  X(INT, tt_mb, 64, 1, 1024, "table size") \
  X(DOUBLE, komi, 0.5, -100, 100, "komi") \
  X(STR, board, NONE, 0, 0, "board") \
  X(FLAG, json, 0, 0, 1, "json")
typedef struct {
  T_OPTIONS(OPTS_FIELD)
} t_opts;
#define OPTS_STRUCT t_opts
static const opt_spec t_specs[] = {T_OPTIONS(OPTS_SPEC)};

static void test_opts_table(void **state) {
  (void)state;
  t_opts o;
  char *pos[4];
  int npos;
  char err[200];
  char *argv1[] = {"3x3", "--tt-mb", "128", "--komi=1.5", "--json", "--board", "4x4"};
  assert_int_equal(opts_parse(t_specs, OPTS_COUNT(t_specs), &o, 7, argv1, pos, 4, &npos, err, sizeof err), 0);
  assert_int_equal(o.tt_mb, 128);
  assert_true(o.komi == 1.5);
  assert_true(o.json);
  assert_string_equal(o.board, "4x4");
  assert_int_equal(npos, 1);
  assert_string_equal(pos[0], "3x3");
  char *argv2[] = {"--tt-mb", "0"};
  assert_int_equal(opts_parse(t_specs, OPTS_COUNT(t_specs), &o, 2, argv2, pos, 4, &npos, err, sizeof err),
                   YOMI_EINVAL);
  assert_non_null(strstr(err, "outside"));
  char *argv3[] = {"--nope"};
  assert_int_equal(opts_parse(t_specs, OPTS_COUNT(t_specs), &o, 1, argv3, pos, 4, &npos, err, sizeof err),
                   YOMI_EINVAL);
  assert_non_null(strstr(err, "unknown option"));
  char *argv4[] = {"--komi", "1.5x"};
  assert_int_equal(opts_parse(t_specs, OPTS_COUNT(t_specs), &o, 2, argv4, pos, 4, &npos, err, sizeof err),
                   YOMI_EINVAL);
  char *argv5[] = {"--komi"};
  assert_int_equal(opts_parse(t_specs, OPTS_COUNT(t_specs), &o, 1, argv5, pos, 4, &npos, err, sizeof err),
                   YOMI_EINVAL);
  char *argv6[] = {"--tt-mb", "99999999999999999999999"};
  assert_int_equal(opts_parse(t_specs, OPTS_COUNT(t_specs), &o, 2, argv6, pos, 4, &npos, err, sizeof err),
                   YOMI_EINVAL);
  assert_non_null(strstr(err, "outside"));
  char *argv7[] = {"--board", "NONE"}; /* user text is literal; only the table's default means NULL */
  assert_int_equal(opts_parse(t_specs, OPTS_COUNT(t_specs), &o, 2, argv7, pos, 4, &npos, err, sizeof err), 0);
  assert_string_equal(o.board, "NONE");
  opts_defaults(t_specs, OPTS_COUNT(t_specs), &o);
  assert_int_equal(o.tt_mb, 64);
  assert_null(o.board);
  assert_false(o.json);
}

/* Several tables parsed at once: each option lands in its own group's struct; a name declared in
 * two tables is refused; every option of the groups goes into a JSON record. */
#define U_OPTIONS(X) X(INT, threads, 1, 1, 64, "threads") X(STR, tt_file, NONE, 0, 0, "snapshot")
typedef struct {
  U_OPTIONS(OPTS_FIELD)
} u_opts;
#undef OPTS_STRUCT
#define OPTS_STRUCT u_opts
static const opt_spec u_specs[] = {U_OPTIONS(OPTS_SPEC)};
static const opt_spec dup_specs[] = {{"komi", OPT_DOUBLE, "0.5", -9, 9, "again", 0}};

static void test_opts_groups(void **state) {
  (void)state;
  t_opts t;
  u_opts u;
  double other;
  opt_group g[] = {OPT_GROUP(t_specs, &t), OPT_GROUP(u_specs, &u), {dup_specs, 1, &other}};
  char *pos[2], err[200];
  int npos;
  char *argv2[] = {"--komi", "1.5"};
  assert_int_equal(opts_parse_groups(g, 3, 2, argv2, pos, 2, &npos, err, sizeof err), YOMI_EINVAL);
  assert_non_null(strstr(err, "two tables"));
  char *argv[] = {"--threads", "3", "--tt-mb", "8", "2x2"};
  assert_int_equal(opts_parse_groups(g, 2, 5, argv, pos, 2, &npos, err, sizeof err), 0);
  assert_int_equal(u.threads, 3);
  assert_int_equal(t.tt_mb, 8);
  assert_null(u.tt_file);
  assert_true(t.komi == 0.5);
  assert_int_equal(npos, 1);
  char buf[512] = {0};
  FILE *f = fmemopen(buf, sizeof buf - 1, "w");
  json_writer w;
  json_init(&w, f);
  json_begin_object(&w);
  opts_json_groups(&w, g, 2);
  json_end_object(&w);
  fclose(f);
  assert_non_null(strstr(buf, "\"tt_mb\": 8"));
  assert_non_null(strstr(buf, "\"komi\": 0.5"));
  assert_non_null(strstr(buf, "\"board\": null"));
  assert_non_null(strstr(buf, "\"json\": false"));
  assert_non_null(strstr(buf, "\"threads\": 3"));
  assert_non_null(strstr(buf, "\"tt_file\": null"));
}

/* text_quote: input in an error message stays one printable line, cut with "..." when too long. */
static void test_text_quote(void **state) {
  (void)state;
  char b[16];
  assert_string_equal(text_quote(b, sizeof b, "A1,B2"), "A1,B2");
  assert_string_equal(text_quote(b, sizeof b, "A1\nB2\t\r"), "A1\\nB2\\t\\r");
  assert_string_equal(text_quote(b, sizeof b, "\x1b[1\x7f"), "\\x1B[1\\x7F");
  assert_string_equal(text_quote(b, sizeof b, "123456789012345"), "123456789012345"); /* fits exactly */
  assert_string_equal(text_quote(b, sizeof b, "1234567890123456"), "123456789012...");
  assert_string_equal(text_quote(b, sizeof b, "12345678901\n3456"), "12345678901...");
  assert_string_equal(text_quote(b, sizeof b, ""), "");
  assert_string_equal(text_quote(b, 4, "abcd"), "...");
  assert_string_equal(text_quote(b, 2, "abcd"), ".");
}

/* text_decimal: the whole text a decimal number, nothing strtod takes beside it (hex, inf, nan,
 * leading space, a trailing character). */
static void test_text_decimal(void **state) {
  (void)state;
  const char *good[] = {"0", "-0.5", "+2", "1.", ".5", "24.5", "1e3", "2.5E-1", "-7e+2"};
  const double want[] = {0, -0.5, 2, 1, 0.5, 24.5, 1000, 0.25, -700};
  for (int i = 0; i < 9; i++) {
    double v = -1234;
    assert_int_equal(text_decimal(good[i], &v), 0);
    assert_true(v == want[i]);
  }
  const char *bad[] = {"",   " 5", "5 ",  "0x10",  "0x10.8", "inf", "nan",   "-",  ".",
                       "e3", "1e", "1e+", "1.5.2", "5s",     "+-1", "1e999", "--1"};
  for (int i = 0; i < 17; i++) {
    double v = 42;
    assert_int_equal(text_decimal(bad[i], &v), -1);
    assert_true(v == 42);
  }
}

/* text_shell_word: a word that a shell reads back as it was. */
static void test_shell_word(void **state) {
  (void)state;
  const char *in[] = {"3x3", "--komi=0.5", "", "a b", "it's", "$HOME", "A1\nB2"};
  const char *out[] = {"3x3", "--komi=0.5", "''", "'a b'", "'it'\\''s'", "'$HOME'", "'A1\nB2'"};
  for (int i = 0; i < 7; i++) {
    char b[64];
    size_t k = 0;
    text_shell_word(b, sizeof b, &k, in[i]);
    b[k] = 0;
    assert_string_equal(b, out[i]);
  }
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_shell_word),       cmocka_unit_test(test_philox_kat),
      cmocka_unit_test(test_stream_is_pure),   cmocka_unit_test(test_below_uniform),
      cmocka_unit_test(test_zobrist_distinct), cmocka_unit_test(test_json_writer),
      cmocka_unit_test(test_opts_table),       cmocka_unit_test(test_opts_groups),
      cmocka_unit_test(test_text_quote),       cmocka_unit_test(test_text_decimal),
      cmocka_unit_test(test_cache_huge_keeps),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
