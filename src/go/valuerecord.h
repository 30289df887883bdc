/* go/valuerecord: a value search (go/value.h) in words and as JSON members, as `yomi go value`
 * prints it; and `yomi go table`, the values of every board up to a number of points: the boards in
 * their order, one line each, and the table of values by rows and columns. */
#ifndef YOMI_GO_VALUERECORD_H
#define YOMI_GO_VALUERECORD_H
#include <stdbool.h>
#include <stddef.h>
#include "core/json.h"
#include "go/value.h"

/* The value and its proofs in lines; when r->rc says it failed, what was spent before. */
void go_value_text(const go_value *r, char *out, size_t n);
/* Members "result" (the value, or null with "status" and "reason": solve/record.h) and "stats" (the
 * proofs, and each of the two pinning ones). */
void go_value_json(json_writer *w, const go_value *r);

/* The boards of a table: r x c with r <= c and r * c <= max_points, by rows then columns; each
 * one's value once known. */
typedef struct go_value_table {
  int max_points, max_rows; /* max_rows = floor(sqrt(max_points)) */
  int value[9][GO_SMALL_POINTS + 1];
} go_value_table;

/* max_points in 1..GO_SMALL_POINTS. */
void go_value_table_init(go_value_table *t, int max_points);
/* The board after *rows x *cols (0 x 0: the first) into them; false after the last. */
bool go_value_table_next(const go_value_table *t, int *rows, int *cols);
/* One board's line: its value and the two proofs. */
void go_value_table_row(int rows, int cols, const go_value *v, char *out, size_t n);
/* One board of the table as a JSON object: rows, cols, the value (as go_value_json's result), the
 * komis of the pinning proofs, proofs, expansions, seconds. */
void go_value_table_json_board(json_writer *w, int rows, int cols, const go_value *r);
/* The table of every board's value by rows and columns (both orientations; '.' beyond the table). */
void go_value_table_text(const go_value_table *t, char *out, size_t n);

#endif
