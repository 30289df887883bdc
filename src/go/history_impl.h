/* go/history_impl.h: the game of one board width: the boards since the start (the positional-
 * superko history), make/undo, legal moves and random playouts. Per-width; see go/bits_impl.h. */

/* The history's set by key (g->slots, linear probing, slot value i + 1 for board i). Boards leave
 * it only last-in first-out (undo), so clearing the slot of the last one is exact: every board still
 * in the set went in before it, when its slot was empty, so no probe of theirs passes through it. */
static void slot_put(game *g, int i) {
  uint32_t p = (uint32_t)g->hist[i].hash[0] & g->mask;
  while (g->slots[p]) p = (p + 1) & g->mask;
  g->slots[p] = (uint32_t)i + 1;
}

static void slot_drop_last(game *g) {
  int i = g->len - 1;
  uint32_t p = (uint32_t)g->hist[i].hash[0] & g->mask;
  while (g->slots[p] && g->slots[p] != (uint32_t)i + 1) p = (p + 1) & g->mask;
  g->slots[p] = 0;
}

static int game_reserve(game *g, int need) {
  if (need <= g->cap) return YOMI_OK;
  int cap = g->cap ? g->cap : 16;
  while (cap < need) cap *= 2;
  board *h = realloc(g->hist, (size_t)cap * sizeof *h);
  if (!h) return YOMI_ENOMEM;
  g->hist = h;
  int16_t *m = realloc(g->moves, (size_t)cap * sizeof *m);
  if (!m) return YOMI_ENOMEM;
  g->moves = m;
  uint32_t *slots = calloc((size_t)cap * 2, sizeof *slots);
  if (!slots) return YOMI_ENOMEM;
  free(g->slots);
  g->slots = slots;
  g->mask = (uint32_t)cap * 2 - 1;
  g->cap = cap;
  for (int i = 0; i < g->len; i++) slot_put(g, i);
  return YOMI_OK;
}

static void game_clear(game *g) {
  g->hist = NULL;
  g->moves = NULL;
  g->slots = NULL;
  g->len = g->cap = 0;
  g->mask = 0;
}

int GAME_FN(init)(game *g, const board *start) {
  game_clear(g);
  int err = game_reserve(g, 64);
  if (err) {
    GAME_FN(free)(g);
    return err;
  }
  GAME_FN(restart)(g, start);
  return YOMI_OK;
}

void GAME_FN(restart)(game *g, const board *start) {
  memset(g->slots, 0, ((size_t)g->mask + 1) * sizeof *g->slots);
  g->hist[0] = *start;
  g->len = 1;
  slot_put(g, 0);
}

void GAME_FN(free)(game *g) {
  free(g->hist);
  free(g->moves);
  free(g->slots);
  game_clear(g);
}

int GAME_FN(start)(game *g, int rows, int cols, go_suicide suicide, const int *moves, int n, int *bad) {
  board b;
  *bad = -1;
  int err = BOARD_FN(init)(&b, rows, cols, suicide);
  if (!err) err = GAME_FN(init)(g, &b);
  if (err) return err;
  for (int i = 0; i < n; i++) {
    if ((err = GAME_FN(play)(g, moves[i]))) {
      *bad = i;
      GAME_FN(free)(g);
      return err;
    }
  }
  return YOMI_OK;
}

int GAME_FN(copy)(game *dst, const game *src) {
  game_clear(dst);
  int err = game_reserve(dst, src->cap);
  if (err) {
    GAME_FN(free)(dst);
    return err;
  }
  memcpy(dst->hist, src->hist, (size_t)src->len * sizeof *src->hist);
  memcpy(dst->moves, src->moves, (size_t)src->len * sizeof *src->moves);
  dst->len = src->len;
  for (int i = 0; i < dst->len; i++) slot_put(dst, i);
  return YOMI_OK;
}

/* Is b (its stones) a board of the history? The boards with b's key, through the set. */
bool GAME_FN(seen)(const game *g, const board *b) {
  uint64_t h = b->hash[0];
  for (uint32_t p = (uint32_t)h & g->mask; g->slots[p]; p = (p + 1) & g->mask) {
    int i = (int)g->slots[p] - 1;
    if (g->hist[i].hash[0] == h && BOARD_FN(same)(&g->hist[i], b)) return true;
  }
  return false;
}

/* The board after `move`, or false if illegal under the full rules. */
static bool game_next(const game *g, int move, board *next) {
  *next = g->hist[g->len - 1];
  if (BOARD_FN(play)(next, move) != YOMI_OK) return false;
  return move == GO_PASS || !GAME_FN(seen)(g, next);
}

bool GAME_FN(legal)(const game *g, int move) {
  board next;
  return game_next(g, move, &next);
}

int GAME_FN(play)(game *g, int move) {
  const board *cur = &g->hist[g->len - 1];
  if (move != GO_PASS && (move < 0 || move >= cur->npoints)) return YOMI_EINVAL;
  board next;
  if (!game_next(g, move, &next)) return YOMI_EILLEGAL;
  int err = game_reserve(g, g->len + 1);
  if (err) return err;
  g->moves[g->len - 1] = (int16_t)move;
  g->hist[g->len++] = next;
  slot_put(g, g->len - 1);
  return YOMI_OK;
}

int GAME_FN(undo)(game *g) {
  if (g->len <= 1) return YOMI_EINVAL;
  slot_drop_last(g);
  g->len--;
  return YOMI_OK;
}

int GAME_FN(legal_moves)(const game *g, int *out) {
  const board *cur = &g->hist[g->len - 1];
  if (BOARD_FN(over)(cur)) return 0;
  int n = 0;
  bits empty = empty_of(cur);
  int p;
  FOREACH_BIT(p, empty) if (GAME_FN(legal)(g, p)) out[n++] = p;
  out[n++] = GO_PASS;
  return n;
}

int GAME_FN(playout)(game *g, uint64_t (*rand64)(void *), void *state, int max_moves) {
  int played = 0;
  int cand[GO_W * 64];
  while (played < max_moves && !BOARD_FN(over)(GAME_FN(board)(g))) {
    const board *b = GAME_FN(board)(g);
    bits mine = cstones_of(b, b->to_move);
    bits empty = empty_of(b);
    /* eyes: empty points with no neighbour that is empty or the opponent's */
    bits not_mine = b_andnot(b->all, mine);
    bits eyes = b_andnot(empty, nb(b, not_mine));
    int n = 0, p;
    FOREACH_BIT(p, b_andnot(empty, eyes)) cand[n++] = p;
    /* draw without replacement until a legal one turns up (play refuses illegal ones); the
     * modulo bias of a 64-bit draw over <= 384 candidates is below 2^-55 */
    bool moved = false;
    while (n > 0 && !moved) {
      int i = (int)(rand64(state) % (uint64_t)n);
      int err = GAME_FN(play)(g, cand[i]);
      if (err == YOMI_OK) moved = true;
      else if (err != YOMI_EILLEGAL) return err;
      else cand[i] = cand[--n];
    }
    if (!moved) {
      int err = GAME_FN(play)(g, GO_PASS);
      if (err) return err;
    }
    played++;
  }
  return played;
}
