/* Tests of core/jsonread and core/records: the reader against what the writer writes, bad input,
 * atomic appends read back, a torn last line set aside, shell quoting of the command line. */
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
#include "core/jsonread.h"
#include "core/records.h"

static void test_parse(void **state) {
  (void)state;
  const char *t = "{\"a\": 1.5, \"b\": {\"c\": \"x\\\"y\\u00e9\\n\"}, \"d\": [true, null, -2e3], \"e\": []}";
  json_doc d;
  assert_int_equal(json_doc_parse(&d, t, strlen(t)), 0);
  double v = 0;
  assert_true(json_doc_num(&d, 0, "a", &v));
  assert_true(v == 1.5);
  assert_string_equal(json_doc_str(&d, 0, "b.c"), "x\"y\xc3\xa9\n");
  int arr = json_doc_get(&d, 0, "d");
  assert_true(arr > 0 && d.nodes[arr].type == JSON_ARRAY);
  int x = d.nodes[arr].child, y = d.nodes[x].next, z = d.nodes[y].next;
  assert_int_equal(d.nodes[x].type, JSON_BOOL);
  assert_int_equal(d.nodes[y].type, JSON_NULL);
  assert_true(d.nodes[z].num == -2000 && d.nodes[z].next == -1);
  assert_int_equal(d.nodes[json_doc_get(&d, 0, "e")].child, -1);
  assert_int_equal(json_doc_path(&d, 0, "b.nothing"), -1);
  assert_null(json_doc_str(&d, 0, "a"));
  json_doc_free(&d);
  const char *bad[] = {"{", "{\"a\" 1}", "[1,]", "{\"a\": tru}", "\"abc", "{} x", "[\"\\q\"]", ""};
  for (size_t i = 0; i < sizeof bad / sizeof *bad; i++)
    assert_int_equal(json_doc_parse(&d, bad[i], strlen(bad[i])), YOMI_EPARSE);
}

static void test_shell_words(void **state) {
  (void)state;
  char *argv[] = {"yomi", "go", "--moves", "C3,pass", "it's", "a b", ""};
  char out[256];
  records_shell_words(out, sizeof out, 7, argv);
  assert_string_equal(out, "yomi go --moves C3,pass 'it'\\''s' 'a b' ''");
}

static void test_append_and_read(void **state) {
  (void)state;
  char path[] = "/tmp/yomi-records-XXXXXX";
  int fd = mkstemp(path);
  assert_true(fd >= 0);
  close(fd);
  for (int i = 0; i < 3; i++) {
    records_line l;
    assert_int_equal(records_line_begin(&l, "test"), 0);
    json_kv_int(&l.w, "i", i);
    records_json_run(&l.w, "host", 0, 1.5, 0.5);
    assert_int_equal(records_line_append(&l, path), 0);
  }
  FILE *f = fopen(path, "a");
  fputs("{\"kind\": \"te", f); /* a torn last line */
  fclose(f);
  records_file r;
  assert_int_equal(records_read(path, &r), 0);
  assert_int_equal(r.n, 3);
  assert_true(r.torn);
  double v;
  for (int i = 0; i < 3; i++) {
    assert_false(r.bad[i]);
    assert_true(json_doc_num(&r.docs[i], 0, "i", &v) && v == i);
    assert_string_equal(json_doc_str(&r.docs[i], 0, "start"), "1970-01-01T00:00:00Z");
    assert_string_equal(json_doc_str(&r.docs[i], 0, "kind"), "test");
  }
  records_free(&r);
  assert_int_equal(records_terminate(path), 0); /* the torn bytes become a bad line of their own */
  assert_int_equal(records_read(path, &r), 0);
  assert_int_equal(r.n, 4);
  assert_false(r.torn);
  assert_true(r.bad[3]);
  assert_int_equal(records_count(&r), 3);
  records_free(&r);
  unlink(path);
  assert_int_equal(records_read(path, &r), 0); /* missing: empty */
  assert_int_equal(r.n, 0);
  assert_int_equal(records_count(&r), 0);
}

int main(void) {
  const struct CMUnitTest tests[] = {cmocka_unit_test(test_parse), cmocka_unit_test(test_shell_words),
                                     cmocka_unit_test(test_append_and_read)};
  return cmocka_run_group_tests(tests, NULL, NULL);
}
