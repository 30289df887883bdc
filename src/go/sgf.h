/* go/sgf: a small SGF (FF[4]) reader for the main line of a Go game (SZ, AB, AW, PL, B, W) and the
 * writer's coordinate helpers. Other properties are skipped; variations after the first are ignored. */
#ifndef YOMI_GO_SGF_H
#define YOMI_GO_SGF_H
#include <stddef.h>
#include <stdint.h>

#include "go/board.h"

/* A parsed main line. Points are go_board points (row 0 = top), moves may be GO_PASS. */
typedef struct go_sgf {
  int rows, cols;       /* from SZ (19x19 if absent) */
  int to_move;          /* from PL; GO_EMPTY (0) when the file has no PL */
  int nsetup;
  int16_t *setup_point; /* AB / AW stones */
  uint8_t *setup_colour;
  int nmoves;
  int16_t *move;        /* B / W moves in order */
  uint8_t *colour;
} go_sgf;

/* Parse text. Returns 0, or YOMI_EPARSE / YOMI_ESIZE / YOMI_ENOMEM with one line in err (it says
 * what and at which byte). On success free with go_sgf_free. */
int go_sgf_parse(const char *text, go_sgf *out, char *err, size_t errlen);
void go_sgf_free(go_sgf *s);
/* SGF point "cd" (column letter, row letter, a = top); GO_PASS gives "". */
void go_sgf_point(int move, int cols, char out[3]);

#endif
