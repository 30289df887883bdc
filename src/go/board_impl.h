/* go/board_impl.h: the rules, written once over a bitset of GO_W words; compiled by board.c (one
 * word, <= 64 points) and bigboard.c (six words, <= 19x19). Included after go/board.h has declared
 * the instantiation named by GO_W, GO_BITS, GO_BOARD, GO_GAME. */
#include <stdlib.h>
#include <string.h>

#include "core/error.h"
#include "go/keys.h"
#include "go/sgf.h"

#define BOARD_FN(name) GO_CAT(GO_BOARD, _##name)
#define GAME_FN(name) GO_CAT(GO_GAME, _##name)
typedef GO_BITS bits;
typedef GO_BOARD board;
typedef GO_GAME game;

/* ---- bitset primitives (loops over GO_W words; the compiler flattens them for GO_W == 1) ---- */

static inline bits b_zero(void) {
  bits r;
  for (int i = 0; i < GO_W; i++) r.w[i] = 0;
  return r;
}
static inline bits b_or(bits a, bits b) {
  for (int i = 0; i < GO_W; i++) a.w[i] |= b.w[i];
  return a;
}
static inline bits b_and(bits a, bits b) {
  for (int i = 0; i < GO_W; i++) a.w[i] &= b.w[i];
  return a;
}
static inline bits b_andnot(bits a, bits b) { /* a minus b */
  for (int i = 0; i < GO_W; i++) a.w[i] &= ~b.w[i];
  return a;
}
static inline bool b_none(bits a) {
  uint64_t x = 0;
  for (int i = 0; i < GO_W; i++) x |= a.w[i];
  return x == 0;
}
static inline bool b_any(bits a) { return !b_none(a); }
static inline bool b_eq(bits a, bits b) {
  uint64_t x = 0;
  for (int i = 0; i < GO_W; i++) x |= a.w[i] ^ b.w[i];
  return x == 0;
}
static inline int b_count(bits a) {
  int n = 0;
  for (int i = 0; i < GO_W; i++) n += __builtin_popcountll(a.w[i]);
  return n;
}
static inline bool b_test(bits a, int p) { return (a.w[p >> 6] >> (p & 63)) & 1; }
static inline bits b_bit(int p) {
  bits r = b_zero();
  r.w[p >> 6] = 1ull << (p & 63);
  return r;
}
static inline void b_set(bits *a, int p) { a->w[p >> 6] |= 1ull << (p & 63); }
static inline void b_clr(bits *a, int p) { a->w[p >> 6] &= ~(1ull << (p & 63)); }
/* Lowest member, or -1. */
static inline int b_first(bits a) {
  for (int i = 0; i < GO_W; i++)
    if (a.w[i]) return i * 64 + __builtin_ctzll(a.w[i]);
  return -1;
}
/* Move every member p to p + k (0 < k <= 64); members shifted past the last word vanish. */
static inline bits b_up(bits x, int k) {
  bits r;
  int q = k >> 6, s = k & 63;
  for (int i = GO_W - 1; i >= 0; i--) {
    uint64_t v = 0;
    if (i - q >= 0) {
      v = x.w[i - q] << s;
      if (s && i - q - 1 >= 0) v |= x.w[i - q - 1] >> (64 - s);
    }
    r.w[i] = v;
  }
  return r;
}
/* Move every member p to p - k (0 < k <= 64). */
static inline bits b_down(bits x, int k) {
  bits r;
  int q = k >> 6, s = k & 63;
  for (int i = 0; i < GO_W; i++) {
    uint64_t v = 0;
    if (i + q < GO_W) {
      v = x.w[i + q] >> s;
      if (s && i + q + 1 < GO_W) v |= x.w[i + q + 1] << (64 - s);
    }
    r.w[i] = v;
  }
  return r;
}
#define FOREACH_BIT(p, set) \
  for (bits _t = (set); ((p) = b_first(_t)) >= 0; b_clr(&_t, (p)))

/* Points orthogonally adjacent to some member of x (members themselves only if adjacent to another). */
static inline bits nb(const board *bd, bits x) {
  bits r = b_or(b_up(x, bd->cols), b_down(x, bd->cols));
  r = b_or(r, b_and(b_up(x, 1), bd->not_first));
  r = b_or(r, b_and(b_down(x, 1), bd->not_last));
  return b_and(r, bd->all);
}
/* The part of `within` connected to seed (seed must lie in within). */
static inline bits flood(const board *bd, bits seed, bits within) {
  bits x = b_and(seed, within);
  for (;;) {
    bits y = b_and(b_or(x, nb(bd, x)), within);
    if (b_eq(x, y)) return x;
    x = y;
  }
}
static inline bits *stones_of(board *b, int colour) { return colour == GO_BLACK ? &b->black : &b->white; }
static inline bits cstones_of(const board *b, int colour) { return colour == GO_BLACK ? b->black : b->white; }
static inline bits empty_of(const board *b) { return b_andnot(b->all, b_or(b->black, b->white)); }
static inline uint64_t stone_key(int family, int colour, int p) {
  return go__zobrist[family][colour - 1][p];
}
static inline void hash_toggle(board *b, int colour, int p) {
  b->hash[0] ^= stone_key(0, colour, p);
  b->hash[1] ^= stone_key(1, colour, p);
}
static inline void hash_toggle_set(board *b, int colour, bits set) {
  int p;
  FOREACH_BIT(p, set) hash_toggle(b, colour, p);
}

/* ---- board ---- */

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
  if (!b_eq(fresh.all, b->all) || !b_eq(fresh.not_first, b->not_first) ||
      !b_eq(fresh.not_last, b->not_last))
    return YOMI_EINVAL;
  if (!BOARD_FN(all_chains_live)(b)) return YOMI_EINVAL;
  return YOMI_OK;
}

/* ---- Benson ---- */

/* Benson's iterative elimination for `colour` (docs/go-rules.md). Regions are the components of
 * the non-`colour` points that contain at least one empty point. A region is vital to a chain iff
 * every point of it that matters touches the chain: its empty points when suicide is forbidden,
 * all its points when multi-stone suicide is allowed (the opponent may then fill the region by
 * suicide, so an opponent stone not touching the chain would let it remove the liberty).
 * Returns the surviving (pass-alive) stones; optionally the territory (regions marked as KataGo's
 * calculateArea does: bordered only by pass-alive chains, at most one point not touching a stone
 * of `colour`). */
static bits benson(const board *b, int colour, go_suicide suicide, bits *territory) {
  bits S = cstones_of(b, colour);
  bits notS = b_andnot(b->all, S);
  bits empty = empty_of(b);
  bits nbS = nb(b, S);
  bits chain[GO_W * 64], region[GO_W * 64];
  int nc = 0, nr = 0;
  bits rest = S;
  int p;
  while ((p = b_first(rest)) >= 0) {
    chain[nc] = flood(b, b_bit(p), S);
    rest = b_andnot(rest, chain[nc++]);
  }
  bits chain_nb[GO_W * 64];
  for (int c = 0; c < nc; c++) chain_nb[c] = nb(b, chain[c]);
  /* regions and their vital chains (at most 4: all lie next to the region's first empty point) */
  int vital[GO_W * 64][4];
  int nvital[GO_W * 64];
  rest = empty;
  while ((p = b_first(rest)) >= 0) {
    bits r = flood(b, b_bit(p), notS);
    rest = b_andnot(rest, r);
    region[nr] = r;
    bits must = suicide == GO_SUICIDE_ALLOWED ? r : b_and(r, empty);
    nvital[nr] = 0;
    for (int c = 0; c < nc; c++)
      if (b_none(b_andnot(must, chain_nb[c]))) vital[nr][nvital[nr]++] = c;
    nr++;
  }
  bool alive[GO_W * 64], dead_border[GO_W * 64];
  int count[GO_W * 64];
  for (int c = 0; c < nc; c++) alive[c] = true;
  for (int r = 0; r < nr; r++) dead_border[r] = false;
  for (;;) {
    for (int c = 0; c < nc; c++) count[c] = 0;
    for (int r = 0; r < nr; r++)
      if (!dead_border[r])
        for (int i = 0; i < nvital[r]; i++) count[vital[r][i]]++;
    bool killed = false;
    for (int c = 0; c < nc; c++) {
      if (!alive[c] || count[c] >= 2) continue;
      alive[c] = false;
      killed = true;
      for (int r = 0; r < nr; r++)
        if (b_any(b_and(chain_nb[c], region[r]))) dead_border[r] = true;
    }
    if (!killed) break;
  }
  bits live = b_zero();
  for (int c = 0; c < nc; c++)
    if (alive[c]) live = b_or(live, chain[c]);
  if (territory) {
    bits t = b_zero();
    for (int r = 0; r < nr; r++) {
      if (dead_border[r]) continue;
      bits touching = b_and(region[r], nbS);
      if (b_none(touching)) continue;
      if (b_count(b_andnot(region[r], nbS)) <= 1) t = b_or(t, region[r]);
    }
    *territory = t;
  }
  return live;
}

GO_BITS BOARD_FN(pass_alive)(const board *b, int colour) {
  return benson(b, colour, (go_suicide)b->suicide, NULL);
}

void BOARD_FN(benson)(const board *b, go_suicide suicide, uint8_t *grid) {
  for (int p = 0; p < b->npoints; p++) grid[p] = GO_EMPTY;
  /* Black first, then White, as KataGo's calculateArea writes them. */
  for (int colour = GO_BLACK; colour <= GO_WHITE; colour++) {
    bits terr;
    bits live = benson(b, colour, suicide, &terr);
    int p;
    FOREACH_BIT(p, b_or(live, terr)) grid[p] = (uint8_t)colour;
  }
}

/* ---- text ---- */

int BOARD_FN(from_text)(board *b, const char *text, go_suicide suicide) {
  /* First pass: the shape. */
  int rows = 0, cols = -1, cur = 0;
  for (const char *s = text;; s++) {
    char ch = *s;
    if (ch == '\n' || ch == '/' || ch == '\0') {
      if (cur > 0) {
        if (cols >= 0 && cur != cols) return YOMI_EPARSE;
        cols = cur;
        rows++;
      }
      cur = 0;
      if (ch == '\0') break;
    } else if (ch == '.' || ch == 'X' || ch == 'O' || ch == 'x' || ch == 'o') {
      cur++;
    } else if (ch != ' ' && ch != '\t' && ch != '\r') {
      return YOMI_EPARSE;
    }
  }
  if (rows == 0) return YOMI_EPARSE;
  int err = BOARD_FN(init)(b, rows, cols, suicide);
  if (err) return err;
  int p = 0;
  for (const char *s = text; *s; s++) {
    char ch = *s;
    if (ch == '.') p++;
    else if (ch == 'X' || ch == 'x') BOARD_FN(set)(b, p++, GO_BLACK);
    else if (ch == 'O' || ch == 'o') BOARD_FN(set)(b, p++, GO_WHITE);
  }
  return YOMI_OK;
}

static const char stone_char[3] = {'.', 'X', 'O'};

int BOARD_FN(to_text)(const board *b, char *out, size_t n) {
  size_t k = 0;
  for (int r = 0; r < b->rows; r++) {
    for (int c = 0; c < b->cols; c++) {
      if (k + 1 < n) out[k] = stone_char[BOARD_FN(get)(b, r * b->cols + c)];
      k++;
    }
    if (k + 1 < n) out[k] = '\n';
    k++;
  }
  if (n) out[k < n ? k : n - 1] = '\0';
  return (int)k;
}

/* Appends with snprintf semantics: *k counts what would be written. */
static void emit(char *out, size_t n, size_t *k, const char *s) {
  for (; *s; s++, (*k)++)
    if (*k + 1 < n) out[*k] = *s;
}

/* The row of column letters, each cell two characters wide (the stone and its left margin). */
static void col_header(const board *b, char *out, size_t n, size_t *k) {
  emit(out, n, k, "  ");
  for (int c = 0; c < b->cols; c++) {
    char name[4];
    go_col_name(c, name, sizeof name);
    emit(out, n, k, name[1] ? "" : " ");
    emit(out, n, k, name);
  }
  emit(out, n, k, "\n");
}

int BOARD_FN(diagram)(const board *b, int last, char *out, size_t n) {
  size_t k = 0;
  char buf[16];
  col_header(b, out, n, &k);
  for (int r = 0; r < b->rows; r++) {
    snprintf(buf, sizeof buf, "%2d", b->rows - r);
    emit(out, n, &k, buf);
    for (int c = 0; c < b->cols; c++) {
      int p = r * b->cols + c;
      char cell[3] = {p == last ? '(' : (p - 1 == last && c > 0 ? ')' : ' '),
                      stone_char[BOARD_FN(get)(b, p)], 0};
      emit(out, n, &k, cell);
    }
    emit(out, n, &k, r * b->cols + b->cols - 1 == last ? ")" : " ");
    snprintf(buf, sizeof buf, "%d\n", b->rows - r);
    emit(out, n, &k, buf);
  }
  col_header(b, out, n, &k);
  if (n) out[k < n ? k : n - 1] = '\0';
  return (int)k;
}

/* ---- game with history ---- */

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
  g->cap = cap;
  return YOMI_OK;
}

int GAME_FN(init)(game *g, const board *start) {
  g->hist = NULL;
  g->moves = NULL;
  g->len = g->cap = 0;
  int err = game_reserve(g, 64);
  if (err) {
    GAME_FN(free)(g);
    return err;
  }
  g->hist[0] = *start;
  g->len = 1;
  return YOMI_OK;
}

void GAME_FN(free)(game *g) {
  free(g->hist);
  free(g->moves);
  g->hist = NULL;
  g->moves = NULL;
  g->len = g->cap = 0;
}

int GAME_FN(copy)(game *dst, const game *src) {
  dst->hist = NULL;
  dst->moves = NULL;
  dst->len = dst->cap = 0;
  int err = game_reserve(dst, src->cap);
  if (err) {
    GAME_FN(free)(dst);
    return err;
  }
  memcpy(dst->hist, src->hist, (size_t)src->len * sizeof *src->hist);
  memcpy(dst->moves, src->moves, (size_t)src->len * sizeof *src->moves);
  dst->len = src->len;
  return YOMI_OK;
}

bool GAME_FN(seen)(const game *g, const board *b) {
  uint64_t h = b->hash[0];
  for (int i = 0; i < g->len; i++)
    if (g->hist[i].hash[0] == h && BOARD_FN(same)(&g->hist[i], b)) return true;
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
  return YOMI_OK;
}

int GAME_FN(undo)(game *g) {
  if (g->len <= 1) return YOMI_EINVAL;
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

int GAME_FN(from_sgf)(game *g, const go_sgf *s, go_suicide suicide, int *bad) {
  *bad = -1;
  board b;
  int err = BOARD_FN(init)(&b, s->rows, s->cols, suicide);
  if (err) return err;
  for (int i = 0; i < s->nsetup; i++) BOARD_FN(set)(&b, s->setup_point[i], s->setup_colour[i]);
  /* PL decides who starts; without it the first move does (handicap games start with White),
   * and Black starts a game without moves. */
  b.to_move = (uint8_t)(s->to_move ? s->to_move : s->nmoves > 0 ? s->colour[0] : GO_BLACK);
  err = GAME_FN(init)(g, &b);
  if (err) return err;
  for (int i = 0; i < s->nmoves; i++) {
    if (s->colour[i] != GAME_FN(board)(g)->to_move) err = YOMI_EILLEGAL;
    else err = GAME_FN(play)(g, s->move[i]);
    if (err) {
      *bad = i;
      GAME_FN(free)(g);
      return err;
    }
  }
  return YOMI_OK;
}

int GAME_FN(to_sgf)(const game *g, char *out, size_t n) {
  size_t k = 0;
  char buf[64], pt[3];
  const board *b0 = &g->hist[0];
  if (b0->rows == b0->cols) snprintf(buf, sizeof buf, "(;FF[4]GM[1]CA[UTF-8]SZ[%d]", b0->rows);
  else snprintf(buf, sizeof buf, "(;FF[4]GM[1]CA[UTF-8]SZ[%d:%d]", b0->cols, b0->rows);
  emit(out, n, &k, buf);
  for (int colour = GO_BLACK; colour <= GO_WHITE; colour++) {
    bits set = cstones_of(b0, colour);
    if (b_none(set)) continue;
    emit(out, n, &k, colour == GO_BLACK ? "AB" : "AW");
    int p;
    FOREACH_BIT(p, set) {
      go_sgf_point(p, b0->cols, pt);
      snprintf(buf, sizeof buf, "[%s]", pt);
      emit(out, n, &k, buf);
    }
  }
  if (b0->to_move == GO_WHITE) emit(out, n, &k, "PL[W]");
  for (int i = 0; i + 1 < g->len; i++) {
    go_sgf_point(g->moves[i], b0->cols, pt);
    snprintf(buf, sizeof buf, ";%c[%s]", g->hist[i].to_move == GO_BLACK ? 'B' : 'W', pt);
    emit(out, n, &k, buf);
  }
  emit(out, n, &k, ")\n");
  if (n) out[k < n ? k : n - 1] = '\0';
  return (int)k;
}
