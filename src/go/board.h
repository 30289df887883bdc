/* go/board: Go rules on rectangular boards (captures, suicide setting, positional superko history,
 * area score, Benson pass-alive area). One implementation, compiled twice over a bitset width:
 *   go_board / go_game        up to 64 points, one 64-bit word: the solver's fast, copyable board;
 *   go_bigboard / go_biggame  up to 19x19 (361 points), six words: rules and I/O on any size.
 * Both expose the same functions (go_board_X / go_bigboard_X, go_game_X / go_biggame_X). */
#ifndef YOMI_GO_BOARD_H
#define YOMI_GO_BOARD_H
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* Point colours. */
enum { GO_EMPTY = 0, GO_BLACK = 1, GO_WHITE = 2 };
#define GO_OTHER(c) (3 - (c))

/* A move is a point index p = row * cols + col (row 0 is the TOP row, as in text diagrams and SGF;
 * GTP row number = rows - row), or GO_PASS. */
enum { GO_PASS = -1, GO_NOMOVE = -2 };

/* The suicide rule. FORBIDDEN: a placement whose chain has no liberty after captures is illegal.
 * ALLOWED: Tromp-Taylor / KataGo multi-stone suicide: the mover's liberty-less chain is removed.
 * A single-stone suicide leaves the board as it was, which positional superko forbids (the current
 * board occurred), so it is illegal under both settings, already at board level. */
typedef enum { GO_SUICIDE_FORBIDDEN = 0, GO_SUICIDE_ALLOWED = 1 } go_suicide;

#define GO_MAX_SIDE 52     /* SGF coordinates a-z, A-Z */
#define GO_MAX_POINTS 361  /* the area of 19x19 */
#define GO_SMALL_POINTS 64 /* go_board */

/* Zobrist table number used for board hashes (zobrist_key(GO_ZOBRIST_TABLE, family, index)),
 * index = colour_index * 1024 + point (colour_index 0 Black, 1 White). */
#define GO_ZOBRIST_TABLE 0x476f /* "Go" */
/* Keys (family 0/1) of "White to move", for callers that want side to move in a key. The board
 * hashes below do NOT include it: positional superko compares boards only. */
uint64_t go_side_key(int family);
/* Zobrist key of a stone of `colour` at `point` in `family`. */
uint64_t go_stone_key(int family, int colour, int point);

struct go_sgf; /* go/sgf.h */

/* ---- the template, instantiated twice ---- */
#define GO_CAT_(a, b) a##b
#define GO_CAT(a, b) GO_CAT_(a, b)

#define GO_W 1
#define GO_BITS go_bits64
#define GO_BOARD go_board
#define GO_GAME go_game
#include "go/board_tmpl.h"
#undef GO_W
#undef GO_BITS
#undef GO_BOARD
#undef GO_GAME

#define GO_W 6
#define GO_BITS go_bits384
#define GO_BOARD go_bigboard
#define GO_GAME go_biggame
#include "go/board_tmpl.h"
#undef GO_W
#undef GO_BITS
#undef GO_BOARD
#undef GO_GAME

/* ---- point sets of the <= 64-point board, one word each (bit p = point p) ----
 * The solver-side code (go/solvegame, killall) reads a go_board through these rather than through
 * its fields' words, and shares one neighbour shift and one flood fill. */
static inline uint64_t go_board_pointset(const go_board *b) { return b->all.w[0]; }
static inline uint64_t go_board_stoneset(const go_board *b, int colour) {
  return colour == GO_BLACK ? b->black.w[0] : b->white.w[0];
}
static inline uint64_t go_board_occupiedset(const go_board *b) { return b->black.w[0] | b->white.w[0]; }
static inline uint64_t go_board_emptyset(const go_board *b) { return b->all.w[0] & ~go_board_occupiedset(b); }
/* Points orthogonally adjacent to some member of x. */
static inline uint64_t go_board_adjacent(const go_board *b, uint64_t x) {
  uint64_t r = ((x << 1) & b->not_first.w[0]) | ((x >> 1) & b->not_last.w[0]);
  if (b->rows > 1) r |= (x << b->cols) | (x >> b->cols); /* rows > 1: cols <= 32, no shift by 64 */
  return r & b->all.w[0];
}
/* The part of `within` connected to seed & within. */
static inline uint64_t go_board_flood(const go_board *b, uint64_t seed, uint64_t within) {
  uint64_t x = seed & within;
  for (;;) {
    uint64_t y = (x | go_board_adjacent(b, x)) & within;
    if (y == x) return x;
    x = y;
  }
}
static inline int go_setcount(uint64_t x) { return __builtin_popcountll(x); }

/* ---- size and coordinates (board-type independent; src/go/coord.c) ---- */

/* Parse "RxC" (rows x columns, e.g. "4x7"); 1 <= R, C <= GO_MAX_SIDE and R*C <= max_points.
 * Returns 0, YOMI_EPARSE (malformed) or YOMI_ESIZE (too large / zero). */
int go_parse_size(const char *s, int max_points, int *rows, int *cols);
/* GTP column letters: A..Z without I for columns 0..24; beyond, two letters (AA, AB, ... skipping I
 * in both places), a yomi extension for long linear boards. */
int go_col_name(int col, char *out, size_t n);
/* Format a move as GTP ("C3", "pass") into out (>= 8 bytes). */
void go_move_name(int move, int rows, int cols, char *out, size_t n);
/* Parse a GTP move ("c3", "C3", "pass"; case-insensitive). Returns 0 or YOMI_EPARSE (malformed) or
 * YOMI_ERANGE (off the board). */
int go_parse_move(const char *s, int rows, int cols, int *move);
/* Parse a comma-separated move list "C3,D4,pass" (spaces allowed). Returns the number of moves,
 * or a negative error; *bad receives the index of the offending item. */
int go_parse_moves(const char *s, int rows, int cols, int *moves, int max, int *bad);

#endif
