/* go/sgf: a small SGF (FF[4]) reader for the main line of a Go game (SZ, AB, AW, PL, B, W; the root's
 * other properties kept as text, the other nodes' skipped, variations after the first ignored), and
 * the one SGF writer: a game record (root properties, setup stones, one line of moves, and a tree of
 * variations after it) to a file or a buffer. */
#ifndef YOMI_GO_SGF_H
#define YOMI_GO_SGF_H
#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>
#include <stdint.h>

#include "go/board.h"

/* A parsed main line. Points are go_board points (row 0 = top), moves may be GO_PASS. */
typedef struct go_sgf {
  int rows, cols; /* from SZ (19x19 if absent) */
  int to_move;    /* from PL; GO_EMPTY (0) when the file has no PL */
  int nsetup;
  int16_t *setup_point; /* AB / AW stones */
  uint8_t *setup_colour;
  int nmoves;
  int16_t *move; /* B / W moves in order */
  uint8_t *colour;
  char *root; /* the root node's other properties (KM, PB, PW, RE, C, ...) as written; NULL if none */
} go_sgf;

/* Parse text (a UTF-8 byte order mark is skipped; AB/AW take FF[4]'s compressed lists "aa:cc"; a node
 * holds at most one move). Returns 0, or YOMI_EPARSE / YOMI_ESIZE / YOMI_ENOMEM, or YOMI_EILLEGAL for
 * setup stones that leave a chain without a liberty, with one line in err (it says what and, for the
 * syntax, at which byte). On success free with go_sgf_free. */
int go_sgf_parse(const char *text, go_sgf *out, char *err, size_t errlen);
void go_sgf_free(go_sgf *s);
/* SGF point "cd" (column letter, row letter, a = top); GO_PASS gives "". */
void go_sgf_point(int move, int cols, char out[3]);

/* What the writer writes: an FF[4] game of one main line. Zero-initialise it and fill what you have;
 * NULL strings and empty lists are left out. Points are go_board points (row 0 = top). */
typedef struct go_sgf_record {
  int rows, cols;          /* SZ[n], or SZ[cols:rows] for rectangles */
  const char *application; /* AP[application:version] (AP[application] without a version) */
  const char *version;     /* passed in by the caller (the library knows no version) */
  bool komi_set;           /* KM[komi], one decimal */
  double komi;
  const char *rules;           /* RU */
  const char *black, *white;   /* PB, PW: player names */
  const char *result;          /* RE, e.g. "B+" or "W+R" */
  int to_move;                 /* PL[B] / PL[W]; GO_EMPTY: none */
  const int16_t *black_stones; /* AB setup stones, in this order */
  int nblack;
  const int16_t *white_stones; /* AW */
  int nwhite;
  const char *comment;  /* C of the root node (']' and '\\' are escaped) */
  const char *extra;    /* further root properties in SGF syntax (go_sgf's root), written as they are */
  const int16_t *moves; /* points or GO_PASS (written B[] / W[]) */
  int nmoves;
  int first; /* colour of moves[0] (GO_EMPTY: Black); the colours alternate */
} go_sgf_record;

/* The layout: the root properties GM FF CA AP SZ KM RU PB PW RE PL on the first line; AB, AW and C
 * each on a line of its own; then the moves, ten to a line; then ")" and a newline. */
/* Into out with snprintf semantics: returns the chars needed (without the final '\0'). */
int go_sgf_format(const go_sgf_record *r, char *out, size_t n);
/* To an open file: 0 or YOMI_EIO. */
int go_sgf_write(FILE *f, const go_sgf_record *r);
/* To a new file at path (created or truncated): 0 or YOMI_EIO. */
int go_sgf_save(const char *path, const go_sgf_record *r);

/* One node of a tree of variations (go_sgf_format_tree): its depth below the last move of the
 * record's main line (1: a move played there), its move (a point or GO_PASS), the move's colour
 * (GO_BLACK or GO_WHITE) and the node's comment (NULL: none). */
typedef struct go_sgf_tree_node {
  int depth;
  int move, colour;
  const char *comment;
} go_sgf_tree_node;
/* A record whose main line goes on as a tree: r's root and moves, then the n nodes, given in
 * preorder (each node's children after it, before its next sibling; depths from 1, each at most one
 * more than the one before), as SGF variations: a node with one child goes on in the same
 * sequence, one with several gives each child's subtree a "(...)" of its own, in the order given
 * (so the first child's line is the main line, the one go_sgf_parse reads). Into out with snprintf
 * semantics: returns the chars needed (without the final '\0'), or -1 for depths out of preorder. */
int go_sgf_format_tree(const go_sgf_record *r, const go_sgf_tree_node *nodes, int n, char *out, size_t len);
/* The same to an open file: 0, YOMI_EIO, or YOMI_EINVAL for depths out of preorder (nothing written). */
int go_sgf_write_tree(FILE *f, const go_sgf_record *r, const go_sgf_tree_node *nodes, int n);
/* The most bytes an SGF file may have. */
#define GO_SGF_MAX_BYTES (64u << 20)
/* The whole text of the file at path, NUL-terminated, for go_sgf_parse, into *text (free it): 0, or
 * YOMI_EIO (cannot be read), YOMI_ESIZE (over GO_SGF_MAX_BYTES), YOMI_ENOMEM, with *text NULL. */
int go_sgf_load(const char *path, char **text);
/* The same, NULL on any error. */
char *go_sgf_read(const char *path);
/* The record of a solve: the start moves then the principal variation, Black first, under
 * "Chinese positional superko" at komi, from yomi of `version`, with RE[result] (NULL: none) and the
 * comment. 0 or YOMI_EIO / YOMI_ENOMEM. */
int go_sgf_save_solve(const char *path, const char *version, int rows, int cols, double komi,
                      const int *start, int nstart, const int *pv, int npv, const char *result,
                      const char *comment);
/* The game g (go/board.h) as SGF with the root properties of *root (application, komi, names,
 * extra, ...; its board fields are ignored), like go_biggame_to_sgf (snprintf-like). */
int go_biggame_sgf(const go_biggame *g, const go_sgf_record *root, char *out, size_t n);

#endif
