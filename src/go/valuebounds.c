/* go/valuebounds: board values from recombined campaigns (see valuebounds.h). */
#include "go/valuebounds.h"
#include <math.h>
#include <string.h>
#include "core/text.h"

void go_value_bounds_init(go_value_bounds *b) {
  memset(b, 0, sizeof *b);
  for (int r = 1; r <= GO_BOUNDS_ROWS; r++)
    for (int c = r; c <= GO_SMALL_POINTS; c++) b->lo[r][c] = -r * c, b->hi[r][c] = r * c;
}

bool go_value_bounds_add(go_value_bounds *b, const json_doc *plan, const campaign *c) {
  double rows, cols, komi;
  const char *moves = json_doc_str(plan, 0, "params.moves"),
             *suicide = json_doc_str(plan, 0, "params.suicide");
  const char *game = json_doc_str(plan, 0, "game");
  int w = campaign_winner(c);
  if (!game || strcmp(game, "go") || !moves || moves[0] || !suicide || strcmp(suicide, "forbidden") ||
      w < 0 || (c->trusted >= 0 && w != c->trusted) || !json_doc_num(plan, 0, "params.rows", &rows) ||
      !json_doc_num(plan, 0, "params.cols", &cols) || !json_doc_num(plan, 0, "params.komi", &komi))
    return false;
  int r = (int)(rows < cols ? rows : cols), k = (int)(rows < cols ? cols : rows);
  if (r < 1 || r > GO_BOUNDS_ROWS || r * k > GO_SMALL_POINTS) return false;
  int player = strcmp(c->players[w], "black") == 0 ? 0 : 1; /* the plan names the players */
  if (player == 0) {
    int lo = (int)ceil(komi);
    if (lo > b->lo[r][k]) b->lo[r][k] = lo;
    b->black[r][k]++;
  } else {
    int hi = (int)floor(komi);
    if (hi < b->hi[r][k]) b->hi[r][k] = hi;
    b->white[r][k]++;
  }
  if (b->lo[r][k] > b->hi[r][k]) b->conflict[r][k] = true;
  return true;
}

void go_value_bounds_cell(const go_value_bounds *b, int rows, int cols, char *buf, size_t len) {
  int r = rows < cols ? rows : cols, c = rows < cols ? cols : rows, n = r * c;
  int lo = b->lo[r][c], hi = b->hi[r][c];
  if (b->conflict[r][c]) snprintf(buf, len, "!");
  else if (lo == hi) snprintf(buf, len, "%d", lo);
  else if (lo > -n && hi < n) snprintf(buf, len, "%d..%d", lo, hi);
  else if (lo > -n) snprintf(buf, len, ">=%d", lo);
  else if (hi < n) snprintf(buf, len, "<=%d", hi);
  else snprintf(buf, len, "?");
}

/* A board's line: its cell and what proves it. */
static void board_line(const go_value_bounds *b, int r, int c, char *out, size_t n) {
  char cell[32];
  go_value_bounds_cell(b, r, c, cell, sizeof cell);
  const char *what = b->conflict[r][c]            ? "the records contradict each other"
                     : b->lo[r][c] == b->hi[r][c] ? "proved"
                                                  : "bound";
  text_appendf(out, n, "%dx%d: %s (%s; campaigns: %d Black, %d White)\n", r, c, cell, what, b->black[r][c],
               b->white[r][c]);
}

void go_value_bounds_lines(const go_value_bounds *b, int min_points, int max_points, int max_cols, char *out,
                           size_t n) {
  out[0] = 0;
  for (int r = 1; r <= GO_BOUNDS_ROWS; r++)
    for (int c = r; c <= max_cols && r * c <= max_points; c++)
      if (r * c >= min_points && b->black[r][c] + b->white[r][c] > 0) board_line(b, r, c, out, n);
}

void go_value_bounds_grid(const go_value_bounds *b, int min_points, int max_points, int max_cols, char *out,
                          size_t n) {
  out[0] = 0;
  text_appendf(out, n, "rows\\cols");
  for (int c = 1; c <= max_cols; c++) text_appendf(out, n, " %5d", c);
  text_appendf(out, n, "\n");
  for (int r = 1; r <= GO_BOUNDS_ROWS && r * r <= max_points; r++) {
    text_appendf(out, n, "%9d", r);
    for (int c = 1; c <= max_cols; c++) {
      int a = r <= c ? r : c, k = r <= c ? c : r;
      char cell[32] = ".";
      if (a * k >= min_points && a * k <= max_points && k <= GO_SMALL_POINTS)
        go_value_bounds_cell(b, a, k, cell, sizeof cell);
      text_appendf(out, n, " %5s", cell);
    }
    text_appendf(out, n, "\n");
  }
  text_appendf(out, n, "(a number: proved; >=, <= or lo..hi: bounds; ?: open; .: outside the table)\n");
}

void go_value_bounds_json(const go_value_bounds *b, int min_points, int max_points, int max_cols,
                          json_writer *w) {
  json_key(w, "boards");
  json_begin_array(w);
  for (int r = 1; r <= GO_BOUNDS_ROWS; r++)
    for (int c = r; c <= max_cols && r * c <= max_points && c <= GO_SMALL_POINTS; c++) {
      if (r * c < min_points) continue;
      char cell[32];
      go_value_bounds_cell(b, r, c, cell, sizeof cell);
      bool any = b->black[r][c] + b->white[r][c] > 0;
      const char *status = b->conflict[r][c]            ? "conflict"
                           : !any                       ? "open"
                           : b->lo[r][c] == b->hi[r][c] ? "proved"
                                                        : "bound";
      json_begin_object(w);
      json_kv_int(w, "rows", r);
      json_kv_int(w, "cols", c);
      json_kv_int(w, "lo", b->lo[r][c]);
      json_kv_int(w, "hi", b->hi[r][c]);
      json_kv_string(w, "cell", cell);
      json_kv_string(w, "status", status);
      json_end_object(w);
    }
  json_end_array(w);
}
