/* go/board_tmpl.h: the types of one board width (bitset, board, game); included twice by go/board.h
 * with GO_W (64-bit words), GO_BITS, GO_BOARD, GO_GAME defined. No include guard on purpose. The
 * functions over them are declared, for both widths by name, in go/board.h. */

/* A set of points, bit p = point p. Invariant (for sets stored in a board): no bit at or above
 * rows*cols is set. */
typedef struct GO_BITS {
  uint64_t w[GO_W];
} GO_BITS;

/* A position without history. Plain data: copy it with `=`. Read-only outside go/board functions,
 * except that a caller setting up a start position (before go_game_init / go_biggame_init) may write to_move and
 * passes.
 * Invariants:
 *   black & white == 0; both within the first rows*cols bits;
 *   every chain of either colour has a liberty (boards reached by play always do; a board set up by
 *     go_X_set/from_text may not, and go_X_check reports it);
 *   hash[f] == XOR of go_stone_key(f, colour, p) over every stone (no side to move, no passes);
 *   edge masks are functions of (rows, cols) only. */
typedef struct GO_BOARD {
  GO_BITS black, white; /* stones */
  GO_BITS all;          /* the board's points: bits 0 .. rows*cols-1 */
  GO_BITS not_first;    /* points not in column 0 (targets of an eastward shift) */
  GO_BITS not_last;     /* points not in column cols-1 (targets of a westward shift) */
  uint64_t hash[2];     /* Zobrist of the stones, families 0 and 1 */
  uint16_t npoints;     /* rows * cols */
  uint8_t rows, cols;
  uint8_t to_move; /* GO_BLACK or GO_WHITE */
  uint8_t passes;  /* consecutive passes just played: 0, 1, or 2 (= game over) */
  uint8_t suicide; /* go_suicide */
} GO_BOARD;

/* A game: the current board and every board since the start (positional superko history).
 * Invariants: 1 <= len <= cap; hist[0] is the initial board, hist[len-1] the current board;
 *   hist[i+1] = play(hist[i], moves[i]); no two placements' results equal any earlier hist entry.
 * Make/undo: _play pushes one board, _undo pops it; _restart makes a one-board history in place.
 * Owns its arrays (free with _free). Callers do not write hist's stones or len themselves. */
typedef struct GO_GAME {
  GO_BOARD *hist; /* boards 0 .. len-1 */
  int16_t *moves; /* moves[i] led from hist[i] to hist[i+1] */
  int len, cap;
  uint32_t *slots; /* an open-addressed set of the history by hash[0]: i + 1 for board i, 0 empty */
  uint32_t mask;   /* slots has mask + 1 entries, a power of two at least twice cap */
} GO_GAME;
