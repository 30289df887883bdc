/* go/rules_impl.h: the rules of one board width: set-up, play (captures, the suicide setting,
 * single-stone suicide), legality, area score, chains and the invariant checker. Per-width; see
 * go/bits_impl.h. */

/* Zobrist keys of stones (go/keys.h); the board hash is their XOR over the stones. */
static inline uint64_t stone_key(int family, int colour, int p) { return go__zobrist[family][colour - 1][p]; }
static inline void hash_toggle(board *b, int colour, int p) {
  b->hash[0] ^= stone_key(0, colour, p);
  b->hash[1] ^= stone_key(1, colour, p);
}
static inline void hash_toggle_set(board *b, int colour, bits set) {
  int p;
  FOREACH_BIT(p, set) hash_toggle(b, colour, p);
}

int BOARD_FN(init)(board *b, int rows, int cols, go_suicide suicide) {
  if (rows < 1 || cols < 1 || rows > GO_MAX_SIDE || cols > GO_MAX_SIDE || rows * cols > GO_W * 64 ||
      rows * cols > GO_MAX_POINTS)
    return YOMI_ESIZE;
  go__keys_init();
  memset(b, 0, sizeof *b);
  b->rows = (uint8_t)rows;
  b->cols = (uint8_t)cols;
  b->npoints = (uint16_t)(rows * cols);
  b->to_move = GO_BLACK;
  b->suicide = (uint8_t)suicide;
  b->all = b->not_first = b->not_last = b_zero();
  for (int p = 0; p < rows * cols; p++) {
    b_set(&b->all, p);
    if (p % cols != 0) b_set(&b->not_first, p);
    if (p % cols != cols - 1) b_set(&b->not_last, p);
  }
  return YOMI_OK;
}

int BOARD_FN(get)(const board *b, int p) {
  if (b_test(b->black, p)) return GO_BLACK;
  if (b_test(b->white, p)) return GO_WHITE;
  return GO_EMPTY;
}

void BOARD_FN(set)(board *b, int p, int colour) {
  int old = BOARD_FN(get)(b, p);
  if (old == colour) return;
  if (old != GO_EMPTY) {
    b_clr(stones_of(b, old), p);
    hash_toggle(b, old, p);
  }
  if (colour != GO_EMPTY) {
    b_set(stones_of(b, colour), p);
    hash_toggle(b, colour, p);
  }
}

/* Grow the chain of `seed` within `stones`, stopping as soon as it touches an empty point. Returns
 * true if the chain has no liberty (then *chain is the whole chain); false otherwise (then *chain
 * is a connected part of it containing seed). Most chains have a liberty near the seed, so this is
 * much cheaper than a full flood followed by a liberty test. */
static inline bool dead_chain(const board *bd, bits seed, bits stones, bits empty, bits *chain) {
  bits x = seed;
  for (;;) {
    bits n = nb(bd, x);
    if (b_any(b_and(n, empty))) {
      *chain = x;
      return false;
    }
    bits y = b_and(b_or(x, n), stones);
    if (b_eq(x, y)) {
      *chain = x;
      return true;
    }
    x = y;
  }
}

/* Compute the stones after `me` places at p (p empty): captures first, then the suicide rule.
 * Returns false if the placement is illegal. Writes the new sets of both colours and what left. */
static bool place(const board *b, int p, bits *mine_out, bits *theirs_out, bits *captured_out,
                  bits *suicided_out) {
  int me = b->to_move;
  bits pt = b_bit(p);
  bits mine = b_or(cstones_of(b, me), pt);
  bits theirs = cstones_of(b, GO_OTHER(me));
  bits empty = b_andnot(b->all, b_or(mine, theirs));
  bits captured = b_zero();
  bits adj = b_and(nb(b, pt), theirs);
  int q;
  while ((q = b_first(adj)) >= 0) {
    bits chain;
    if (dead_chain(b, b_bit(q), theirs, empty, &chain)) captured = b_or(captured, chain);
    adj = b_andnot(adj, chain);
  }
  theirs = b_andnot(theirs, captured);
  empty = b_or(empty, captured);
  bits suicided = b_zero();
  bits own;
  if (b_none(captured)) { /* after a capture the new chain has that liberty */
    if (dead_chain(b, pt, mine, empty, &own)) {
      /* Single-stone suicide would recreate the current board: illegal under PSK in any setting. */
      if (b->suicide != GO_SUICIDE_ALLOWED || b_eq(own, pt)) return false;
      suicided = own;
      mine = b_andnot(mine, own);
    }
  }
  *mine_out = mine;
  *theirs_out = theirs;
  *captured_out = captured;
  *suicided_out = suicided;
  return true;
}

int BOARD_FN(play)(board *b, int move) {
  if (BOARD_FN(over)(b)) return YOMI_EILLEGAL;
  if (move == GO_PASS) {
    b->passes++;
    b->to_move = (uint8_t)GO_OTHER(b->to_move);
    return YOMI_OK;
  }
  if (move < 0 || move >= b->npoints) return YOMI_EINVAL;
  if (b_test(b_or(b->black, b->white), move)) return YOMI_EILLEGAL;
  bits mine, theirs, captured, suicided;
  if (!place(b, move, &mine, &theirs, &captured, &suicided)) return YOMI_EILLEGAL;
  int me = b->to_move;
  hash_toggle(b, me, move);
  hash_toggle_set(b, GO_OTHER(me), captured);
  hash_toggle_set(b, me, suicided);
  *stones_of(b, me) = mine;
  *stones_of(b, GO_OTHER(me)) = theirs;
  b->passes = 0;
  b->to_move = (uint8_t)GO_OTHER(me);
  return YOMI_OK;
}

bool BOARD_FN(legal)(const board *b, int move) {
  if (BOARD_FN(over)(b)) return false;
  if (move == GO_PASS) return true;
  if (move < 0 || move >= b->npoints) return false;
  if (b_test(b_or(b->black, b->white), move)) return false;
  bits m, t, c, s;
  return place(b, move, &m, &t, &c, &s);
}

bool BOARD_FN(same)(const board *a, const board *b) {
  return b_eq(a->black, b->black) && b_eq(a->white, b->white);
}

int BOARD_FN(score)(const board *b) {
  bits empty = empty_of(b);
  bits rb = flood(b, b->black, b_or(b->black, empty));
  bits rw = flood(b, b->white, b_or(b->white, empty));
  int black = b_count(b->black) + b_count(b_andnot(b_and(empty, rb), rw));
  int white = b_count(b->white) + b_count(b_andnot(b_and(empty, rw), rb));
  return black - white;
}

void BOARD_FN(area)(const board *b, uint8_t *owner) {
  bits empty = empty_of(b);
  bits rb = flood(b, b->black, b_or(b->black, empty));
  bits rw = flood(b, b->white, b_or(b->white, empty));
  for (int p = 0; p < b->npoints; p++) {
    bool ib = b_test(rb, p), iw = b_test(rw, p);
    owner[p] = (uint8_t)(ib && !iw ? GO_BLACK : iw && !ib ? GO_WHITE : GO_EMPTY);
  }
}

int BOARD_FN(chain_size)(const board *b, int p) {
  int c = BOARD_FN(get)(b, p);
  if (c == GO_EMPTY) return 0;
  return b_count(flood(b, b_bit(p), cstones_of(b, c)));
}

int BOARD_FN(liberties)(const board *b, int p) {
  int c = BOARD_FN(get)(b, p);
  if (c == GO_EMPTY) return 0;
  bits chain = flood(b, b_bit(p), cstones_of(b, c));
  return b_count(b_and(nb(b, chain), empty_of(b)));
}

bool BOARD_FN(all_chains_live)(const board *b) {
  /* A stone lives iff its chain reaches an empty point: flood from the liberties through stones. */
  bits empty = empty_of(b);
  bits lb = flood(b, b_and(nb(b, empty), b->black), b->black);
  bits lw = flood(b, b_and(nb(b, empty), b->white), b->white);
  return b_eq(lb, b->black) && b_eq(lw, b->white);
}

int BOARD_FN(check)(const board *b) {
  if (b_any(b_and(b->black, b->white))) return YOMI_EINVAL;
  if (b_any(b_andnot(b_or(b->black, b->white), b->all))) return YOMI_EINVAL;
  if (b->to_move != GO_BLACK && b->to_move != GO_WHITE) return YOMI_EINVAL;
  if (b->passes > 2) return YOMI_EINVAL;
  uint64_t h[2] = {0, 0};
  for (int p = 0; p < b->npoints; p++) {
    int c = BOARD_FN(get)(b, p);
    if (c != GO_EMPTY) {
      h[0] ^= stone_key(0, c, p);
      h[1] ^= stone_key(1, c, p);
    }
  }
  if (h[0] != b->hash[0] || h[1] != b->hash[1]) return YOMI_EINVAL;
  board fresh;
  if (BOARD_FN(init)(&fresh, b->rows, b->cols, (go_suicide)b->suicide) != YOMI_OK) return YOMI_EINVAL;
  if (!b_eq(fresh.all, b->all) || !b_eq(fresh.not_first, b->not_first) || !b_eq(fresh.not_last, b->not_last))
    return YOMI_EINVAL;
  if (!BOARD_FN(all_chains_live)(b)) return YOMI_EINVAL;
  return YOMI_OK;
}
