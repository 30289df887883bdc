/* go/valuebounds: what a set of recombined campaigns (solve/campaign.h, from records files) proves
 * about the values of empty Go boards: per board, the range lo..hi the value lies in (a Black win at
 * komi k gives value >= k + 0.5, a White win value <= k - 0.5; no value leaves -n..n), and the
 * seed's Figure 1 table from it with each cell proved, bounded or open. */
#ifndef YOMI_GO_VALUEBOUNDS_H
#define YOMI_GO_VALUEBOUNDS_H
#include <stdbool.h>
#include <stddef.h>
#include "core/json.h"
#include "core/jsonread.h"
#include "go/board.h"
#include "solve/campaign.h"

#define GO_BOUNDS_ROWS 8 /* boards r x c with r <= c, r <= this */

/* Invariant: lo <= hi where a board has records (else they stay -n, n); by_* count the campaigns. */
typedef struct go_value_bounds {
  int lo[GO_BOUNDS_ROWS + 1][GO_SMALL_POINTS + 1], hi[GO_BOUNDS_ROWS + 1][GO_SMALL_POINTS + 1];
  int black[GO_BOUNDS_ROWS + 1][GO_SMALL_POINTS + 1], white[GO_BOUNDS_ROWS + 1][GO_SMALL_POINTS + 1];
  bool conflict[GO_BOUNDS_ROWS + 1][GO_SMALL_POINTS + 1]; /* the records contradict each other */
} go_value_bounds;

void go_value_bounds_init(go_value_bounds *b);
/* Take in one recombined campaign (its plan record and the campaign): one of an empty board under the
 * forbidden-suicide rule that proved a trusted winner narrows that board's range. True when it did. */
bool go_value_bounds_add(go_value_bounds *b, const json_doc *plan, const campaign *c);
/* A board's cell: "9" (proved), ">=4", "<=4", "2..4" (bounds) or "?" (open), into buf. */
void go_value_bounds_cell(const go_value_bounds *b, int rows, int cols, char *buf, size_t len);
/* Of every board r x c (r <= c) with min_points <= r c <= max_points and c <= max_cols: a line per
 * board with records ("3x3: 9 (proved; ...)"), and the grid of cells by rows and columns. */
void go_value_bounds_lines(const go_value_bounds *b, int min_points, int max_points, int max_cols, char *out,
                           size_t n);
void go_value_bounds_grid(const go_value_bounds *b, int min_points, int max_points, int max_cols, char *out,
                          size_t n);
/* The same boards as a JSON array under key "boards" of the open object of w: rows, cols, lo, hi,
 * the cell's text and its status ("proved", "bound", "open" or "conflict"). */
void go_value_bounds_json(const go_value_bounds *b, int min_points, int max_points, int max_cols,
                          json_writer *w);

#endif
