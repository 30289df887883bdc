/* shogi/svg: Shogi and Mini Shogi diagrams as SVG 1.1, the way a paper prints them: the board with
 * file numbers and rank letters (USI), the pieces in the pentagon shape with their kanji (promoted
 * ones in red, White's turned 180 degrees), both hands, and moves as numbered arrows (a drop as a
 * dashed ring on its square). For `shogi reach` (the path found) and `shogi prev` (Prev_1). */
#ifndef YOMI_SHOGI_SVG_H
#define YOMI_SHOGI_SVG_H
#include <stddef.h>

#include "shogi/position.h"
#include "shogi/reach.h"

/* Arrows a diagram draws at most: the path's last ones, Prev_1's first ones (the caption says so). */
#define SHOGI_SVG_ARROWS 24

/* One move drawn on the diagram: `mover` is the colour that played it, `number` its label (0: none). */
typedef struct shogi_svg_arrow {
  shogi_move move;
  int mover;
  int number;
} shogi_svg_arrow;

/* What a diagram shows: a position, arrows on it and a caption line (plain data). */
typedef struct shogi_svg {
  shogi_pos pos;
  int narrows;
  shogi_svg_arrow arrow[SHOGI_SVG_ARROWS];
  char caption[200];
} shogi_svg;

/* Bytes the SVG text of *d takes at most, with its '\0'. */
size_t shogi_svg_size(const shogi_svg *d);
/* The SVG document into out (n >= shogi_svg_size(d) bytes; less truncates). Returns its length. */
size_t shogi_svg_text(const shogi_svg *d, char *out, size_t n);
/* The SVG document written to a file: 0, YOMI_ENOMEM or YOMI_EIO. */
int shogi_svg_save(const char *path, const shogi_svg *d);

/* `shogi reach`'s picture: the position tested with the last SHOGI_SVG_ARROWS moves of the path
 * found (numbered by ply from the King-King position); without a path (unreachable), the position
 * alone. The caption says which. */
void shogi_svg_from_reach(shogi_svg *d, const shogi_pos *start, const shogi_reach_report *rep);
/* `shogi prev`'s picture: p with the moves of its first SHOGI_SVG_ARROWS predecessors (of n). */
void shogi_svg_from_prev(shogi_svg *d, const shogi_pos *p, const shogi_move *prev, int n);

#endif
