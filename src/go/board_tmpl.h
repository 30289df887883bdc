/* go/board_tmpl.h: declarations of one board instantiation; included twice by go/board.h with
 * GO_W (64-bit words), GO_BITS, GO_BOARD, GO_GAME defined. No include guard on purpose. */

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
  uint8_t to_move;      /* GO_BLACK or GO_WHITE */
  uint8_t passes;       /* consecutive passes just played: 0, 1, or 2 (= game over) */
  uint8_t suicide;      /* go_suicide */
} GO_BOARD;

/* An empty board, Black to move. Returns 0 or YOMI_ESIZE. */
int GO_CAT(GO_BOARD, _init)(GO_BOARD *b, int rows, int cols, go_suicide suicide);
/* Colour at point p, 0 <= p < npoints (GO_EMPTY, GO_BLACK, GO_WHITE). */
int GO_CAT(GO_BOARD, _get)(const GO_BOARD *b, int p);
/* Set up: put colour (or GO_EMPTY) at p (0 <= p < npoints) without captures; keeps the hash
 * right. The result may hold chains without liberties: go_X_check reports them. */
void GO_CAT(GO_BOARD, _set)(GO_BOARD *b, int p, int colour);
/* Play `move` for the side to move, without any history (no superko): captures, suicide rule,
 * hash update, side switch, pass count. Returns 0, or YOMI_EILLEGAL (occupied, forbidden suicide,
 * single-stone suicide, game over) leaving *b unchanged, or YOMI_EINVAL (not a point). */
int GO_CAT(GO_BOARD, _play)(GO_BOARD *b, int move);
/* Board-level legality (as _play, without changing *b). */
bool GO_CAT(GO_BOARD, _legal)(const GO_BOARD *b, int move);
/* Two consecutive passes have ended the game. */
static inline bool GO_CAT(GO_BOARD, _over)(const GO_BOARD *b) { return b->passes >= 2; }
/* Same stones (the positional-superko notion of "same board"). */
bool GO_CAT(GO_BOARD, _same)(const GO_BOARD *a, const GO_BOARD *b);
/* Area score (Tromp-Taylor): Black's stones and empty points reaching only Black, minus White's. */
int GO_CAT(GO_BOARD, _score)(const GO_BOARD *b);
/* Owner of each point under area scoring: GO_BLACK, GO_WHITE or GO_EMPTY (dame / neutral). */
void GO_CAT(GO_BOARD, _area)(const GO_BOARD *b, uint8_t *owner);
/* Number of stones in the chain at p, and its liberties (0 if p is empty). */
int GO_CAT(GO_BOARD, _chain_size)(const GO_BOARD *b, int p);
int GO_CAT(GO_BOARD, _liberties)(const GO_BOARD *b, int p);
/* Every chain has at least one liberty (the board is a legal Go position). */
bool GO_CAT(GO_BOARD, _all_chains_live)(const GO_BOARD *b);
/* Invariant checker: 0 or YOMI_EINVAL. */
int GO_CAT(GO_BOARD, _check)(const GO_BOARD *b);

/* Benson's unconditional life for `colour`, under the board's suicide setting (see docs/go-rules.md):
 * the set of pass-alive stones of that colour. */
GO_BITS GO_CAT(GO_BOARD, _pass_alive)(const GO_BOARD *b, int colour);
/* KataGo-style pass-alive area grid (calculateArea with all optional modes off): grid[p] is
 * GO_BLACK / GO_WHITE for pass-alive stones and pass-alive territory (including dead stones inside
 * it), GO_EMPTY elsewhere. `suicide` selects the vital-region rule (the board's own setting is
 * usually what you want: pass b->suicide). */
void GO_CAT(GO_BOARD, _benson)(const GO_BOARD *b, go_suicide suicide, uint8_t *grid);

/* Text: rows of '.', 'X' (Black), 'O' (White), top row first, separated by newlines or '/'; blank
 * lines and spaces ignored. Sets size, stones, Black to move. Returns 0, YOMI_EPARSE, YOMI_ESIZE. */
int GO_CAT(GO_BOARD, _from_text)(GO_BOARD *b, const char *text, go_suicide suicide);
/* Compact text (rows of .XO each ending in '\n'); returns chars needed (like snprintf). */
int GO_CAT(GO_BOARD, _to_text)(const GO_BOARD *b, char *out, size_t n);
/* Diagram with GTP coordinates; `last` (or GO_NOMOVE) is marked with parentheses. */
int GO_CAT(GO_BOARD, _diagram)(const GO_BOARD *b, int last, char *out, size_t n);

/* A game: the current board and every board since the start (positional superko history).
 * Invariants: 1 <= len <= cap; hist[0] is the initial board, hist[len-1] the current board;
 *   hist[i+1] = play(hist[i], moves[i]); no two placements' results equal any earlier hist entry.
 * Make/undo: _play pushes one board, _undo pops it. Owns its arrays (free with _free). */
typedef struct GO_GAME {
  GO_BOARD *hist;   /* boards 0 .. len-1 */
  int16_t *moves;   /* moves[i] led from hist[i] to hist[i+1] */
  int len, cap;
} GO_GAME;

/* Start a game at `start` (its stones are the first board of the history). 0 or YOMI_ENOMEM. */
int GO_CAT(GO_GAME, _init)(GO_GAME *g, const GO_BOARD *start);
void GO_CAT(GO_GAME, _free)(GO_GAME *g);
/* Copy (deep) src into an uninitialised dst. */
int GO_CAT(GO_GAME, _copy)(GO_GAME *dst, const GO_GAME *src);
static inline const GO_BOARD *GO_CAT(GO_GAME, _board)(const GO_GAME *g) { return &g->hist[g->len - 1]; }
/* Has a board with the same stones as *b occurred in the history (any of hist[0..len-1])?
 * Exact: Zobrist family 0 filters, then the stones are compared. */
bool GO_CAT(GO_GAME, _seen)(const GO_GAME *g, const GO_BOARD *b);
/* Legal under the full rules: board-level legality plus positional superko for placements. */
bool GO_CAT(GO_GAME, _legal)(const GO_GAME *g, int move);
/* Play a legal move (0), or YOMI_EILLEGAL / YOMI_EINVAL leaving g unchanged, or YOMI_ENOMEM. */
int GO_CAT(GO_GAME, _play)(GO_GAME *g, int move);
/* Take back the last move: 0, or YOMI_EINVAL at the start. */
int GO_CAT(GO_GAME, _undo)(GO_GAME *g);
/* Legal moves into out (capacity npoints+1): placements in point order, then GO_PASS (always
 * legal unless the game is over). Returns the count (0 when the game is over). */
int GO_CAT(GO_GAME, _legal_moves)(const GO_GAME *g, int *out);
/* One random game from the current position, for benchmarks and property tests: each turn a
 * uniformly random legal placement that does not fill a one-point eye of the mover (an empty point
 * whose neighbours are all the mover's stones), else a pass; stops when the game is over or after
 * max_moves moves. Random numbers come from rand64(state) (e.g. a wrapper of rng_u64).
 * Returns the number of moves played, or a negative error (YOMI_ENOMEM). */
int GO_CAT(GO_GAME, _playout)(GO_GAME *g, uint64_t (*rand64)(void *), void *state, int max_moves);
/* A game from a parsed SGF main line: setup stones form the first board (PL sets the side to
 * move; without PL the first move's colour, else Black), then the moves are played under the full
 * rules. Returns 0 (g initialised), YOMI_ESIZE
 * (too big for this board type), or YOMI_EILLEGAL with *bad = index of the move that is illegal or
 * played out of turn (g freed). */
int GO_CAT(GO_GAME, _from_sgf)(GO_GAME *g, const struct go_sgf *s, go_suicide suicide, int *bad);
/* SGF FF[4] of the game: SZ (SZ[C:R] for rectangles), AB/AW/PL of the first board when it is not
 * empty or White starts, then the moves (a pass is B[] / W[]). Returns chars needed (snprintf-like). */
int GO_CAT(GO_GAME, _to_sgf)(const GO_GAME *g, char *out, size_t n);
