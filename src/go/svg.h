/* go/svg: board diagrams as SVG 1.1, the way a paper prints them: a wooden board, the grid, GTP
 * coordinates on the four sides, stones, move numbers along a principal variation, and two kinds of
 * marks (a small square, a small circle) on sets of points. Any board up to 52x52 (go_bigboard). */
#ifndef YOMI_GO_SVG_H
#define YOMI_GO_SVG_H
#include <stddef.h>
#include <stdint.h>

#include "go/board.h"

/* Marks on a point, as bits of go_svg.mark. */
enum { GO_SVG_SQUARE = 1, GO_SVG_CIRCLE = 2 };
/* A diagram's legend: at most this many lines of at most this many bytes each. */
#define GO_SVG_LEGENDS 6
#define GO_SVG_LEGEND_CHARS 120

/* What a diagram shows, point by point (p = row * cols + col, row 0 the top row, as go/board.h).
 * Plain data: fill it with go_svg_from_board / go_svg_from_bigboard, then number and mark it. */
typedef struct go_svg {
  int rows, cols;
  uint8_t colour[GO_MAX_POINTS]; /* GO_EMPTY, GO_BLACK, GO_WHITE */
  int number[GO_MAX_POINTS];     /* the ply that put the stone there (1, 2, ...), 0: none */
  uint8_t mark[GO_MAX_POINTS];   /* GO_SVG_SQUARE | GO_SVG_CIRCLE */
  int nlegend;                   /* lines under the board, each a mark and what it means */
  struct {
    int mark;
    char text[GO_SVG_LEGEND_CHARS];
  } legend[GO_SVG_LEGENDS];
} go_svg;

/* The stones of a board, without numbers or marks. */
void go_svg_from_board(go_svg *d, const go_board *b);
void go_svg_from_bigboard(go_svg *d, const go_bigboard *b);
/* Play moves (a principal variation; GO_PASS allowed) from *start under the board rules and show
 * the position reached, numbering each stone still on the board with the ply (1 = pv[0]) at which
 * it was played; a point captured and played again shows its last number. 0, or YOMI_EILLEGAL /
 * YOMI_EINVAL (move i not playable; *d then shows the position before it). */
int go_svg_from_pv(go_svg *d, const go_board *start, const int *pv, int npv);
/* The same from a board of any size (a game's moves, e.g. `killall play`'s). */
int go_svg_from_bigpv(go_svg *d, const go_bigboard *start, const int *pv, int npv);
/* Add `mark` on every point in the set: bit p of words[p / 64] (a go_board's uint64_t set, or the
 * words of a go_bits384). */
void go_svg_mark(go_svg *d, const uint64_t *words, int mark);
/* Add a legend line under the board: `mark` drawn, then the text (cut to GO_SVG_LEGEND_CHARS;
 * ignored past GO_SVG_LEGENDS lines). A diagram without a legend is drawn without the space. */
void go_svg_legend(go_svg *d, int mark, const char *text);
/* Mark the pass-alive stones of both colours (go_bigboard_pass_alive) with `mark`. */
void go_svg_mark_pass_alive(go_svg *d, const go_bigboard *b, int mark);

/* Bytes the SVG text of *d takes at most, with its '\0'. */
size_t go_svg_size(const go_svg *d);
/* The SVG document into out (n >= go_svg_size(d) bytes; less truncates). Returns its length. */
size_t go_svg_text(const go_svg *d, char *out, size_t n);
/* The SVG document written to a file: 0, YOMI_ENOMEM or YOMI_EIO. */
int go_svg_save(const char *path, const go_svg *d);
/* `go solve`'s picture: the position after the start moves on the empty rows x cols board, then the
 * principal variation with move numbers. 0, YOMI_EILLEGAL, YOMI_ESIZE, YOMI_ENOMEM or YOMI_EIO. */
int go_svg_save_solve(const char *path, int rows, int cols, go_suicide suicide, const int *start, int nstart,
                      const int *pv, int npv);

#endif
