/* go/coord: board sizes ("RxC") and GTP coordinates ("C3", "pass"), shared by every board type. */
#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/error.h"
#include "core/text.h"
#include "go/board.h"

static const char gtp_letters[] = "ABCDEFGHJKLMNOPQRSTUVWXYZ"; /* 25 letters, no I */

/* Parse a decimal number of at most 3 digits at *s; advances *s. -1 if none. */
static int parse_small_uint(const char **s) {
  int v = 0, n = 0;
  while (isdigit((unsigned char)**s)) {
    if (++n > 3) return -1;
    v = v * 10 + (**s - '0');
    (*s)++;
  }
  return n ? v : -1;
}

int go_parse_size(const char *s, int max_points, int *rows, int *cols) {
  if (!s) return YOMI_EPARSE;
  const char *p = s;
  int r = parse_small_uint(&p);
  if (r < 0 || (*p != 'x' && *p != 'X')) return YOMI_EPARSE;
  p++;
  int c = parse_small_uint(&p);
  if (c < 0 || *p != '\0') return YOMI_EPARSE;
  if (r < 1 || c < 1 || r > GO_MAX_SIDE || c > GO_MAX_SIDE || r * c > max_points) return YOMI_ESIZE;
  *rows = r;
  *cols = c;
  return YOMI_OK;
}

int go_col_name(int col, char *out, size_t n) {
  if (col < 25) return snprintf(out, n, "%c", gtp_letters[col]);
  return snprintf(out, n, "%c%c", gtp_letters[col / 25 - 1], gtp_letters[col % 25]);
}

void go_move_name(int move, int rows, int cols, char *out, size_t n) {
  if (move == GO_PASS) {
    snprintf(out, n, "pass");
    return;
  }
  if (move < 0 || move >= rows * cols) {
    snprintf(out, n, "none");
    return;
  }
  char col[4];
  go_col_name(move % cols, col, sizeof col);
  snprintf(out, n, "%s%d", col, rows - move / cols);
}

static void moves_joined(const int *moves, int count, int rows, int cols, const char *sep, const char *none,
                         char *out, size_t n) {
  size_t k = 0;
  char name[16];
  for (int i = 0; i < count; i++) {
    go_move_name(moves[i], rows, cols, name, sizeof name);
    if (i) text_emit(out, n, &k, sep);
    text_emit(out, n, &k, name);
  }
  if (count == 0) text_emit(out, n, &k, none);
  if (n) out[k < n ? k : n - 1] = 0;
}

void go_moves_text(const int *moves, int count, int rows, int cols, char *out, size_t n) {
  moves_joined(moves, count, rows, cols, " ", "-", out, n);
}

void go_moves_list(const int *moves, int count, int rows, int cols, char *out, size_t n) {
  moves_joined(moves, count, rows, cols, ",", "", out, n);
}

static int letter_index(char ch) {
  const char *at = strchr(gtp_letters, toupper((unsigned char)ch));
  return ch && at ? (int)(at - gtp_letters) : -1;
}

int go_parse_move(const char *s, int rows, int cols, int *move) {
  if (!s) return YOMI_EPARSE;
  if (strcasecmp(s, "pass") == 0) {
    *move = GO_PASS;
    return YOMI_OK;
  }
  int l1 = letter_index(s[0]);
  if (l1 < 0) return YOMI_EPARSE;
  const char *p = s + 1;
  int col = l1;
  int l2 = letter_index(*p);
  if (l2 >= 0) {
    col = (l1 + 1) * 25 + l2;
    p++;
  }
  if (*p == '0') return YOMI_EPARSE;
  int row = parse_small_uint(&p);
  if (row < 0 || *p != '\0') return YOMI_EPARSE;
  if (col >= cols || row < 1 || row > rows) return YOMI_ERANGE;
  *move = (rows - row) * cols + col;
  return YOMI_OK;
}

int go_parse_moves(const char *s, int rows, int cols, int *moves, int max, int *bad) {
  int n = 0;
  *bad = 0;
  if (!s) return YOMI_EPARSE;
  const char *p = s;
  while (*p == ' ') p++;
  if (*p == '\0') return 0;
  for (;;) {
    char item[16];
    size_t k = 0;
    while (*p == ' ') p++;
    while (*p && *p != ',' && *p != ' ') {
      if (k + 1 >= sizeof item) {
        *bad = n;
        return YOMI_EPARSE;
      }
      item[k++] = *p++;
    }
    item[k] = '\0';
    while (*p == ' ') p++;
    if (n >= max) {
      *bad = n;
      return YOMI_ELIMIT;
    }
    int err = go_parse_move(item, rows, cols, &moves[n]);
    if (err) {
      *bad = n;
      return err;
    }
    n++;
    if (*p == '\0') return n;
    if (*p != ',') {
      *bad = n;
      return YOMI_EPARSE;
    }
    p++;
  }
}

int go_parse_komi(const char *s, double *komi) {
  if (!s || !*s) return -1;
  double k;
  if (text_decimal(s, &k) || fabs(k) > 1000) return -1;
  double twice = 2 * k;
  if (twice != floor(twice) || fmod(fabs(twice), 2.0) != 1.0) return -1;
  *komi = k;
  return 0;
}

int go_parse_suicide(const char *s, go_suicide *out) {
  if (s && strcmp(s, "forbidden") == 0) *out = GO_SUICIDE_FORBIDDEN;
  else if (s && strcmp(s, "allowed") == 0) *out = GO_SUICIDE_ALLOWED;
  else return -1;
  return 0;
}
