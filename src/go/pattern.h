/* go/pattern: the local pattern of the move that led to a position, for the learned prior
 * (go/prior.h): the eight points around the stone just placed (empty, the placer's stone, the
 * opponent's stone, off the board), taken up to the eight symmetries of the square around it, with
 * how many stones the move captured, its chain's liberties and size, and the placer's colour.
 * Guidance only (docs/go-prior.md, "Move patterns"). */
#ifndef YOMI_GO_PATTERN_H
#define YOMI_GO_PATTERN_H
#include <stdint.h>
#include "go/board.h"

/* Patterns of 3x3 rings up to symmetry whose off-board points are those of some board (a side, two
 * sides, ...), times the move's other facts: captures 0, 1, 2+ (3) x liberties 1, 2, 3+ (3) x
 * colour (2) x a chain of one stone or more (2). */
#define GO_PATTERN_RINGS 1117
#define GO_PATTERN_EXTRA 36
#define GO_PATTERN_COUNT (GO_PATTERN_RINGS * GO_PATTERN_EXTRA)
#define GO_PATTERN_NONE (-1)

/* A ring as eight values clockwise from the upper left neighbour (row - 1, col - 1): 0 empty, 1 the
 * placer's stone, 2 the opponent's stone, 3 off the board. */
typedef struct go_pattern {
  uint8_t ring[8];
  uint8_t captured; /* 0, 1, 2 (two or more) */
  uint8_t libs;     /* 1, 2, 3 (three or more) */
  uint8_t white;    /* the placer is White */
  uint8_t single;   /* the placer's chain through the stone is that stone alone */
} go_pattern;

/* The pattern of the last move of g (a placement; not a pass, not at the start): 0 and *out, or -1. */
int go_pattern_of(const go_game *g, go_pattern *out);
/* Its index in [0, GO_PATTERN_COUNT): the same for rings that a symmetry maps onto each other; -1 for
 * a ring no board has (go_pattern_parse's input, say). */
int go_pattern_index(const go_pattern *p);
/* The index of g's last move, or GO_PATTERN_NONE. */
int go_pattern_last(const go_game *g);

/* As text: "RING CAPTURED LIBS COLOUR SIZE", RING eight of . X O # (empty, placer, opponent, off) in
 * its least form under the symmetries, COLOUR b or w, SIZE 1 or 2 (two or more), e.g.
 * "..X#.O.. 0 2 b 1"; and back (0, or -1 for anything else). */
void go_pattern_text(const go_pattern *p, char *out, int n);
int go_pattern_parse(const char *s, go_pattern *p, const char **end);
/* The pattern of an index (its ring in least form). */
void go_pattern_at(int index, go_pattern *out);

#endif
