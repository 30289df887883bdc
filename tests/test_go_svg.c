/* Board diagrams as SVG (src/go/svg.c): a 2x2 principal variation with a capture and a replayed
 * point (its stones, numbers and marks counted in the text), GTP coordinates without I, an illegal
 * variation refused, and the size bound on the fullest 64-point diagram. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdlib.h>
#include <string.h>

#include "core/error.h"
#include "go/board.h"
#include "go/svg.h"

static int count(const char *text, const char *what) {
  int n = 0;
  for (const char *s = strstr(text, what); s; s = strstr(s + 1, what)) n++;
  return n;
}

static char *draw(const go_svg *d) {
  size_t n = go_svg_size(d);
  char *text = malloc(n);
  assert_non_null(text);
  size_t len = go_svg_text(d, text, n);
  assert_true(len + 1 < n); /* not truncated */
  assert_int_equal(strlen(text), len);
  return text;
}

/* `go solve 2x2 --komi 0.5`'s variation A2 B1 B2 A1 B2 pass A2 A1 pass pass: White's A1 captures
 * A2 and B2, Black's B2 takes back B1 and A1, then A2 and A1 are played again. The board left:
 * Black A2 (7) and B2 (5), White A1 (8). */
static void test_pv_numbers_and_marks(void **state) {
  (void)state;
  go_board b;
  assert_int_equal(go_board_init(&b, 2, 2, GO_SUICIDE_FORBIDDEN), 0);
  const int pv[] = {0, 3, 1, 2, 1, GO_PASS, 0, 2, GO_PASS, GO_PASS};
  go_svg *d = malloc(sizeof *d);
  assert_non_null(d);
  assert_int_equal(go_svg_from_pv(d, &b, pv, 10), 0);
  assert_int_equal(d->number[0], 7);
  assert_int_equal(d->number[1], 5);
  assert_int_equal(d->number[2], 8);
  assert_int_equal(d->number[3], 0);
  uint64_t squares = 1u << 0 | 1u << 1, circles = 1u << 3;
  go_svg_mark(d, &squares, GO_SVG_SQUARE);
  go_svg_mark(d, &circles, GO_SVG_CIRCLE);
  char *text = draw(d);
  assert_true(strncmp(text, "<?xml", 5) == 0);
  assert_non_null(strstr(text, "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\""));
  assert_non_null(strstr(text, "viewBox=\"0 0 "));
  assert_int_equal(count(text, "class=\"stone black\""), 2);
  assert_int_equal(count(text, "class=\"stone white\""), 1);
  assert_int_equal(count(text, "class=\"number\""), 3);
  assert_non_null(strstr(text, ">7</text>"));
  assert_non_null(strstr(text, ">5</text>"));
  assert_non_null(strstr(text, ">8</text>"));
  assert_int_equal(count(text, "class=\"mark square\""), 2);
  /* the moves the position does not show, listed under it */
  char all[512] = "";
  for (int i = 0; i < d->nlegend; i++) {
    assert_true(strlen(d->legend[i].text) <= 36); /* wrapped to the narrow board's width */
    strcat(strcat(all, i ? " " : ""), d->legend[i].text);
  }
  assert_string_equal(all, "passes: 6, 9, 10; not on the board, by point: A2 1, B1 2, B2 3, A1 4");
  assert_int_equal(count(text, "class=\"legend\""), d->nlegend);
  assert_int_equal(count(text, "class=\"mark circle\""), 1);
  assert_int_equal(count(text, "<line "), 4);
  assert_true(strcmp(text + strlen(text) - 7, "</svg>\n") == 0);
  free(text);
  free(d);
}

/* Columns A..J without I, rows 1..9 (1 at the bottom), each on two sides. */
static void test_coordinates(void **state) {
  (void)state;
  go_board b;
  assert_int_equal(go_board_from_text(&b, "X......../........O", GO_SUICIDE_FORBIDDEN), 0);
  go_svg *d = malloc(sizeof *d);
  assert_non_null(d);
  go_svg_from_board(d, &b);
  char *text = draw(d);
  assert_int_equal(count(text, ">I</text>"), 0);
  assert_int_equal(count(text, ">J</text>"), 2);
  assert_int_equal(count(text, ">H</text>"), 2);
  assert_int_equal(count(text, ">2</text>"), 2);
  assert_int_equal(count(text, ">3</text>"), 0);
  assert_int_equal(count(text, "class=\"stone"), 2);
  assert_int_equal(count(text, "class=\"number\""), 0);
  assert_int_equal(count(text, "class=\"mark"), 0);
  free(text);
  free(d);
}

static void test_illegal_pv(void **state) {
  (void)state;
  go_board b;
  assert_int_equal(go_board_init(&b, 3, 3, GO_SUICIDE_FORBIDDEN), 0);
  const int pv[] = {4, 4};
  go_svg d;
  assert_int_equal(go_svg_from_pv(&d, &b, pv, 2), YOMI_EILLEGAL);
  assert_int_equal(d.number[4], 1); /* the position before the refused move */
}

/* Every point of the 64-point board a stone with a three-digit number and both marks. */
static void test_size_bound(void **state) {
  (void)state;
  go_board b;
  assert_int_equal(go_board_init(&b, 8, 8, GO_SUICIDE_FORBIDDEN), 0);
  go_svg *d = malloc(sizeof *d);
  assert_non_null(d);
  go_svg_from_board(d, &b);
  for (int p = 0; p < 64; p++) {
    d->colour[p] = (uint8_t)(p % 2 ? GO_WHITE : GO_BLACK);
    d->number[p] = 900 + p;
    d->mark[p] = GO_SVG_SQUARE | GO_SVG_CIRCLE;
  }
  char *text = draw(d);
  assert_int_equal(count(text, "class=\"number\""), 64);
  free(text);
  free(d);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_pv_numbers_and_marks),
      cmocka_unit_test(test_coordinates),
      cmocka_unit_test(test_illegal_pv),
      cmocka_unit_test(test_size_bound),
  };
  return cmocka_run_group_tests(tests, 0, 0);
}
