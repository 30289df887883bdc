/* go/text: boards from and to text (compact rows of .XO, and diagrams with GTP coordinates),
 * written once over go_bigboard; the 64-point board converts through it (go/convert.c). */
#include <stdio.h>

#include "core/error.h"
#include "go/board.h"
#include "core/text.h"

int go_bigboard_from_text(go_bigboard *b, const char *text, go_suicide suicide) {
  /* First pass: the shape. */
  int rows = 0, cols = -1, cur = 0;
  for (const char *s = text;; s++) {
    char ch = *s;
    if (ch == '\n' || ch == '/' || ch == '\0') {
      if (cur > 0) {
        if (cols >= 0 && cur != cols) return YOMI_EPARSE;
        cols = cur;
        rows++;
      }
      cur = 0;
      if (ch == '\0') break;
    } else if (ch == '.' || ch == 'X' || ch == 'O' || ch == 'x' || ch == 'o') {
      cur++;
    } else if (ch != ' ' && ch != '\t' && ch != '\r') {
      return YOMI_EPARSE;
    }
  }
  if (rows == 0) return YOMI_EPARSE;
  int err = go_bigboard_init(b, rows, cols, suicide);
  if (err) return err;
  int p = 0;
  for (const char *s = text; *s; s++) {
    char ch = *s;
    if (ch == '.') p++;
    else if (ch == 'X' || ch == 'x') go_bigboard_set(b, p++, GO_BLACK);
    else if (ch == 'O' || ch == 'o') go_bigboard_set(b, p++, GO_WHITE);
  }
  return YOMI_OK;
}

static const char stone_char[3] = {'.', 'X', 'O'};

int go_bigboard_to_text(const go_bigboard *b, char *out, size_t n) {
  size_t k = 0;
  for (int r = 0; r < b->rows; r++) {
    for (int c = 0; c < b->cols; c++) {
      if (k + 1 < n) out[k] = stone_char[go_bigboard_get(b, r * b->cols + c)];
      k++;
    }
    if (k + 1 < n) out[k] = '\n';
    k++;
  }
  if (n) out[k < n ? k : n - 1] = '\0';
  return (int)k;
}

/* The row of column letters, each cell two characters wide (the stone and its left margin). */
static void col_header(int cols, char *out, size_t n, size_t *k) {
  text_emit(out, n, k, "  ");
  for (int c = 0; c < cols; c++) {
    char name[4];
    go_col_name(c, name, sizeof name);
    text_emit(out, n, k, name[1] ? "" : " ");
    text_emit(out, n, k, name);
  }
  text_emit(out, n, k, "\n");
}

int go_bigboard_diagram(const go_bigboard *b, int last, char *out, size_t n) {
  size_t k = 0;
  char buf[16];
  col_header(b->cols, out, n, &k);
  for (int r = 0; r < b->rows; r++) {
    snprintf(buf, sizeof buf, "%2d", b->rows - r);
    text_emit(out, n, &k, buf);
    for (int c = 0; c < b->cols; c++) {
      int p = r * b->cols + c;
      char cell[3] = {p == last ? '(' : (p - 1 == last && c > 0 ? ')' : ' '),
                      stone_char[go_bigboard_get(b, p)], 0};
      text_emit(out, n, &k, cell);
    }
    text_emit(out, n, &k, r * b->cols + b->cols - 1 == last ? ")" : " ");
    snprintf(buf, sizeof buf, "%d\n", b->rows - r);
    text_emit(out, n, &k, buf);
  }
  col_header(b->cols, out, n, &k);
  if (n) out[k < n ? k : n - 1] = '\0';
  return (int)k;
}

int go_board_from_text(go_board *b, const char *text, go_suicide suicide) {
  go_bigboard big;
  int err = go_bigboard_from_text(&big, text, suicide);
  return err ? err : go_board_from_big(b, &big); /* YOMI_ESIZE past 64 points */
}

int go_board_to_text(const go_board *b, char *out, size_t n) {
  go_bigboard big;
  go_bigboard_from_small(&big, b);
  return go_bigboard_to_text(&big, out, n);
}

int go_board_diagram(const go_board *b, int last, char *out, size_t n) {
  go_bigboard big;
  go_bigboard_from_small(&big, b);
  return go_bigboard_diagram(&big, last, out, n);
}
