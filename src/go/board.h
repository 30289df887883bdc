/* go/board: Go rules on rectangular boards (captures, suicide setting, positional superko history,
 * area score, Benson pass-alive area, text and SGF I/O). The rules are written once over a bitset
 * width and compiled twice:
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

/* ---- the types, one set per width (go/board_tmpl.h) ---- */
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

/* ---- the functions, for both widths ----
 * Each is declared below by its full name, go_board_X beside go_bigboard_X (go_game_X beside
 * go_biggame_X), under the file that defines it. The per-width files (go/bits_impl.h, rules_impl.h,
 * benson_impl.h, history_impl.h) are compiled twice: by go/board.c (go_board, go_game) and
 * go/bigboard.c (go_bigboard, go_biggame), where names are spelled BOARD_FN(X) / GAME_FN(X). Text
 * and SGF I/O are ordinary functions, written once (go/text.c, go/sgf.c). */

/* -- go/rules_impl.h: the rules -- */
/* An empty board, Black to move. Returns 0 or YOMI_ESIZE. */
int go_board_init(go_board *b, int rows, int cols, go_suicide suicide);
int go_bigboard_init(go_bigboard *b, int rows, int cols, go_suicide suicide);
/* Colour at point p, 0 <= p < npoints (GO_EMPTY, GO_BLACK, GO_WHITE). */
int go_board_get(const go_board *b, int p);
int go_bigboard_get(const go_bigboard *b, int p);
/* Set up: put colour (or GO_EMPTY) at p (0 <= p < npoints) without captures; keeps the hash
 * right. The result may hold chains without liberties: go_X_check reports them. */
void go_board_set(go_board *b, int p, int colour);
void go_bigboard_set(go_bigboard *b, int p, int colour);
/* Play `move` for the side to move, without any history (no superko): captures, suicide rule,
 * hash update, side switch, pass count. Returns 0, or YOMI_EILLEGAL (occupied, forbidden suicide,
 * single-stone suicide, game over) leaving *b unchanged, or YOMI_EINVAL (not a point). */
int go_board_play(go_board *b, int move);
int go_bigboard_play(go_bigboard *b, int move);
/* Board-level legality (as _play, without changing *b). */
bool go_board_legal(const go_board *b, int move);
bool go_bigboard_legal(const go_bigboard *b, int move);
/* Two consecutive passes have ended the game (inline, here). */
static inline bool go_board_over(const go_board *b) { return b->passes >= 2; }
static inline bool go_bigboard_over(const go_bigboard *b) { return b->passes >= 2; }
/* Same stones (the positional-superko notion of "same board"). */
bool go_board_same(const go_board *a, const go_board *b);
bool go_bigboard_same(const go_bigboard *a, const go_bigboard *b);
/* Area score (Tromp-Taylor): Black's stones and empty points reaching only Black, minus White's. */
int go_board_score(const go_board *b);
int go_bigboard_score(const go_bigboard *b);
/* Owner of each point under area scoring: GO_BLACK, GO_WHITE or GO_EMPTY (dame / neutral). */
void go_board_area(const go_board *b, uint8_t *owner);
void go_bigboard_area(const go_bigboard *b, uint8_t *owner);
/* Number of stones in the chain at p, and its liberties (0 if p is empty). */
int go_board_chain_size(const go_board *b, int p);
int go_bigboard_chain_size(const go_bigboard *b, int p);
int go_board_liberties(const go_board *b, int p);
int go_bigboard_liberties(const go_bigboard *b, int p);
/* Every chain has at least one liberty (the board is a legal Go position). */
bool go_board_all_chains_live(const go_board *b);
bool go_bigboard_all_chains_live(const go_bigboard *b);
/* Invariant checker: 0 or YOMI_EINVAL. */
int go_board_check(const go_board *b);
int go_bigboard_check(const go_bigboard *b);

/* -- go/benson_impl.h: pass-alive analysis -- */
/* Benson's unconditional life for `colour`, under the board's suicide setting (see docs/go-rules.md):
 * the set of pass-alive stones of that colour. */
go_bits64 go_board_pass_alive(const go_board *b, int colour);
go_bits384 go_bigboard_pass_alive(const go_bigboard *b, int colour);
/* KataGo-style pass-alive area grid (calculateArea with all optional modes off): grid[p] is
 * GO_BLACK / GO_WHITE for pass-alive stones and pass-alive territory (including dead stones inside
 * it), GO_EMPTY elsewhere. `suicide` selects the vital-region rule (the board's own setting is
 * usually what you want: pass b->suicide). */
void go_board_benson(const go_board *b, go_suicide suicide, uint8_t *grid);
void go_bigboard_benson(const go_bigboard *b, go_suicide suicide, uint8_t *grid);

/* -- go/history_impl.h: the game with its positional-superko history -- */
/* Start a game at `start` (its stones are the first board of the history). 0 or YOMI_ENOMEM. */
int go_game_init(go_game *g, const go_board *start);
int go_biggame_init(go_biggame *g, const go_bigboard *start);
/* The game's storage made a one-board history from `start` again (no allocation). */
void go_game_restart(go_game *g, const go_board *start);
void go_biggame_restart(go_biggame *g, const go_bigboard *start);
void go_game_free(go_game *g);
void go_biggame_free(go_biggame *g);
/* A game on the empty rows x cols board with the moves played one by one: 0, or the first error
 * (YOMI_EILLEGAL / YOMI_EINVAL from play, YOMI_ENOMEM) with *bad the move's index (-1: none
 * played) and nothing left to free. */
int go_game_start(go_game *g, int rows, int cols, go_suicide suicide, const int *moves, int n, int *bad);
int go_biggame_start(go_biggame *g, int rows, int cols, go_suicide suicide, const int *moves, int n,
                     int *bad);
/* Copy (deep) src into an uninitialised dst. */
int go_game_copy(go_game *dst, const go_game *src);
int go_biggame_copy(go_biggame *dst, const go_biggame *src);
/* The current board (inline, here). */
static inline const go_board *go_game_board(const go_game *g) { return &g->hist[g->len - 1]; }
static inline const go_bigboard *go_biggame_board(const go_biggame *g) { return &g->hist[g->len - 1]; }
/* Has a board with the same stones as *b occurred in the history (any of hist[0..len-1])?
 * Exact: Zobrist family 0 filters, then the stones are compared. */
bool go_game_seen(const go_game *g, const go_board *b);
bool go_biggame_seen(const go_biggame *g, const go_bigboard *b);
/* Legal under the full rules: board-level legality plus positional superko for placements. */
bool go_game_legal(const go_game *g, int move);
bool go_biggame_legal(const go_biggame *g, int move);
/* Play a legal move (0), or YOMI_EILLEGAL / YOMI_EINVAL leaving g unchanged, or YOMI_ENOMEM. */
int go_game_play(go_game *g, int move);
int go_biggame_play(go_biggame *g, int move);
/* Take back the last move: 0, or YOMI_EINVAL at the start. */
int go_game_undo(go_game *g);
int go_biggame_undo(go_biggame *g);
/* Legal moves into out (capacity npoints+1): placements in point order, then GO_PASS (always
 * legal unless the game is over). Returns the count (0 when the game is over). */
int go_game_legal_moves(const go_game *g, int *out);
int go_biggame_legal_moves(const go_biggame *g, int *out);
/* One random game from the current position, for benchmarks and property tests: each turn a
 * uniformly random legal placement that does not fill a one-point eye of the mover (an empty point
 * whose neighbours are all the mover's stones), else a pass; stops when the game is over or after
 * max_moves moves. Random numbers come from rand64(state) (e.g. a wrapper of rng_u64).
 * Returns the number of moves played, or a negative error (YOMI_ENOMEM). */
int go_game_playout(go_game *g, uint64_t (*rand64)(void *), void *state, int max_moves);
int go_biggame_playout(go_biggame *g, uint64_t (*rand64)(void *), void *state, int max_moves);

/* -- go/convert.c: between the widths -- */
/* The same position (stones, side to move, passes, suicide setting) on the other type. Widening
 * always succeeds; narrowing returns 0 or YOMI_ESIZE (more than 64 points; *out untouched). */
void go_bigboard_from_small(go_bigboard *out, const go_board *b);
int go_board_from_big(go_board *out, const go_bigboard *b);
/* The same game (first board, then every move replayed) as a go_game: 0 (out initialised),
 * YOMI_ESIZE (more than 64 points) or YOMI_ENOMEM. */
int go_game_from_big(go_game *out, const go_biggame *g);

/* -- go/text.c: text I/O -- */
/* Text: rows of '.', 'X' (Black), 'O' (White), top row first, separated by newlines or '/'; blank
 * lines and spaces ignored. Sets size, stones, Black to move. Returns 0, YOMI_EPARSE, YOMI_ESIZE. */
int go_board_from_text(go_board *b, const char *text, go_suicide suicide);
int go_bigboard_from_text(go_bigboard *b, const char *text, go_suicide suicide);
/* Compact text (rows of .XO each ending in '\n'); returns chars needed (like snprintf). */
int go_board_to_text(const go_board *b, char *out, size_t n);
int go_bigboard_to_text(const go_bigboard *b, char *out, size_t n);
/* Diagram with GTP coordinates; `last` (or GO_NOMOVE) is marked with parentheses. */
int go_board_diagram(const go_board *b, int last, char *out, size_t n);
int go_bigboard_diagram(const go_bigboard *b, int last, char *out, size_t n);

/* -- go/sgf.c: games from and to SGF (the reader and the writer are declared in go/sgf.h) -- */
/* A game from a parsed SGF main line: setup stones form the first board (PL sets the side to
 * move; without PL the first move's colour, else Black), then the moves are played under the full
 * rules. Returns 0 (g initialised), YOMI_ESIZE (too big for this board type), YOMI_ENOMEM, or
 * YOMI_EILLEGAL with *bad = index of the move that is illegal or played out of turn (g freed). */
int go_game_from_sgf(go_game *g, const struct go_sgf *s, go_suicide suicide, int *bad);
int go_biggame_from_sgf(go_biggame *g, const struct go_sgf *s, go_suicide suicide, int *bad);
/* SGF FF[4] of the game (go_sgf_format): SZ (SZ[C:R] for rectangles), PL when White starts,
 * AB/AW of the first board when it is not empty, then the moves (a pass is B[] / W[]). Returns the
 * chars needed (snprintf-like). */
int go_game_to_sgf(const go_game *g, char *out, size_t n);
int go_biggame_to_sgf(const go_biggame *g, char *out, size_t n);

/* ---- point sets of the <= 64-point board, one word each (bit p = point p) ----
 * The solver-side code (go/solvegame, go/symmetry, killall) reads a go_board through these rather than through
 * its fields' words, and shares one neighbour shift and one flood fill. */
static inline uint64_t go_board_pointset(const go_board *b) { return b->all.w[0]; }
static inline uint64_t go_board_stoneset(const go_board *b, int colour) {
  return colour == GO_BLACK ? b->black.w[0] : b->white.w[0];
}
static inline uint64_t go_board_occupiedset(const go_board *b) { return b->black.w[0] | b->white.w[0]; }
static inline uint64_t go_board_emptyset(const go_board *b) { return b->all.w[0] & ~go_board_occupiedset(b); }
/* The pass-alive stones of `colour` (go_board_pass_alive). */
static inline uint64_t go_board_pass_aliveset(const go_board *b, int colour) {
  return go_board_pass_alive(b, colour).w[0];
}
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
/* Moves as "C3 D4 pass" ("-" for none) into out[0..n), truncated to fit. */
void go_moves_text(const int *moves, int count, int rows, int cols, char *out, size_t n);
/* The same as a list the options take ("C3,D4,pass"; "" for none). */
void go_moves_list(const int *moves, int count, int rows, int cols, char *out, size_t n);
/* Parse a GTP move ("c3", "C3", "pass"; case-insensitive). Returns 0 or YOMI_EPARSE (malformed) or
 * YOMI_ERANGE (off the board). */
int go_parse_move(const char *s, int rows, int cols, int *move);
/* Parse a comma-separated move list "C3,D4,pass" (spaces allowed). Returns the number of moves,
 * or a negative error; *bad receives the index of the offending item. */
int go_parse_moves(const char *s, int rows, int cols, int *moves, int max, int *bad);
/* Parse a komi: a finite half-integer (x.5) within +-1000, so that no game is drawn. 0 or -1. */
int go_parse_komi(const char *s, double *komi);
/* Parse "forbidden" / "allowed". 0 or -1. */
int go_parse_suicide(const char *s, go_suicide *out);

#endif
