/* go_naive.h (test helper): an independent, deliberately naive Go implementation (a char per point,
 * recursive flood fill, superko by comparing whole board strings), written from the rules text and
 * sharing no code with src/go. The bitboards and the oracle are checked against it. */
#ifndef YOMI_TESTS_GO_NAIVE_H
#define YOMI_TESTS_GO_NAIVE_H
#include <stdbool.h>
#include <string.h>

#define NV_MAX 400

typedef struct {
  int rows, cols;
  char c[NV_MAX + 1]; /* '.', 'X', 'O'; row 0 on top; NUL-terminated */
} nv_board;

static inline void nv_init(nv_board *b, int rows, int cols) {
  b->rows = rows;
  b->cols = cols;
  memset(b->c, '.', (size_t)(rows * cols));
  b->c[rows * cols] = '\0';
}

static inline int nv_neighbours(const nv_board *b, int p, int *out) {
  int r = p / b->cols, c = p % b->cols, n = 0;
  if (r > 0) out[n++] = p - b->cols;
  if (r < b->rows - 1) out[n++] = p + b->cols;
  if (c > 0) out[n++] = p - 1;
  if (c < b->cols - 1) out[n++] = p + 1;
  return n;
}

/* Mark the chain at p in `mark` (1 = stone of the chain); count distinct liberties in `lib`. */
static inline void nv_chain(const nv_board *b, int p, char *mark, char *lib) {
  mark[p] = 1;
  int nb[4], k = nv_neighbours(b, p, nb);
  for (int i = 0; i < k; i++) {
    int q = nb[i];
    if (b->c[q] == '.') lib[q] = 1;
    else if (b->c[q] == b->c[p] && !mark[q]) nv_chain(b, q, mark, lib);
  }
}

static inline int nv_count(const char *a, int n) {
  int k = 0;
  for (int i = 0; i < n; i++) k += a[i] != 0;
  return k;
}

/* Remove the chain at p if it has no liberty; returns the number of stones removed. */
static inline int nv_remove_if_dead(nv_board *b, int p) {
  char mark[NV_MAX] = {0}, lib[NV_MAX] = {0};
  int n = b->rows * b->cols;
  nv_chain(b, p, mark, lib);
  if (nv_count(lib, n) > 0) return 0;
  int removed = 0;
  for (int i = 0; i < n; i++)
    if (mark[i]) {
      b->c[i] = '.';
      removed++;
    }
  return removed;
}

/* Place `me` ('X' or 'O') at p; false (board unchanged) if occupied or suicide not allowed.
 * Suicide allowed: the mover's dead chain is removed, except a single stone (that would repeat
 * the board, which positional superko forbids). */
static inline bool nv_place(nv_board *b, int p, char me, bool suicide_allowed) {
  if (b->c[p] != '.') return false;
  nv_board save = *b;
  b->c[p] = me;
  char opp = me == 'X' ? 'O' : 'X';
  int nb[4], k = nv_neighbours(b, p, nb);
  for (int i = 0; i < k; i++)
    if (b->c[nb[i]] == opp) nv_remove_if_dead(b, nb[i]);
  char mark[NV_MAX] = {0}, lib[NV_MAX] = {0};
  nv_chain(b, p, mark, lib);
  if (nv_count(lib, b->rows * b->cols) == 0) {
    if (!suicide_allowed || nv_count(mark, b->rows * b->cols) == 1) {
      *b = save;
      return false;
    }
    nv_remove_if_dead(b, p);
  }
  return true;
}

/* Area score B - W: stones plus empty regions reaching only one colour. */
static inline int nv_score(const nv_board *b) {
  int n = b->rows * b->cols, score = 0;
  char seen[NV_MAX] = {0};
  for (int p = 0; p < n; p++) {
    if (b->c[p] == 'X') score++;
    else if (b->c[p] == 'O') score--;
    else if (!seen[p]) {
      /* region by an explicit stack */
      int stack[NV_MAX], sp = 0, size = 0;
      bool rx = false, ro = false;
      stack[sp++] = p;
      seen[p] = 1;
      while (sp) {
        int q = stack[--sp], nb[4], k = nv_neighbours(b, q, nb);
        size++;
        for (int i = 0; i < k; i++) {
          char ch = b->c[nb[i]];
          if (ch == 'X') rx = true;
          else if (ch == 'O') ro = true;
          else if (!seen[nb[i]]) {
            seen[nb[i]] = 1;
            stack[sp++] = nb[i];
          }
        }
      }
      if (rx && !ro) score += size;
      if (ro && !rx) score -= size;
    }
  }
  return score;
}

/* A game: boards seen so far (superko), side to move, consecutive passes. */
#define NV_HIST 4096
typedef struct {
  nv_board hist[NV_HIST];
  int len;
  char to_move;
  int passes;
  bool suicide;
} nv_game;

static inline void nv_game_init(nv_game *g, const nv_board *start, char to_move, bool suicide) {
  g->hist[0] = *start;
  g->len = 1;
  g->to_move = to_move;
  g->passes = 0;
  g->suicide = suicide;
}

static inline const nv_board *nv_cur(const nv_game *g) { return &g->hist[g->len - 1]; }

/* The result of placing at p, or false if illegal (occupied, suicide, superko, game over). */
static inline bool nv_try(const nv_game *g, int p, nv_board *out) {
  if (g->passes >= 2) return false;
  *out = *nv_cur(g);
  if (!nv_place(out, p, g->to_move, g->suicide)) return false;
  for (int i = 0; i < g->len; i++)
    if (strcmp(g->hist[i].c, out->c) == 0) return false;
  return true;
}

/* Play p (or -1 = pass); false if illegal. Pushes the board (also after a pass). */
static inline bool nv_play(nv_game *g, int p) {
  nv_board next;
  if (g->passes >= 2) return false;
  if (p < 0) {
    next = *nv_cur(g);
    g->passes++;
  } else {
    if (!nv_try(g, p, &next)) return false;
    g->passes = 0;
  }
  g->hist[g->len++] = next;
  g->to_move = g->to_move == 'X' ? 'O' : 'X';
  return true;
}

static inline char nv_undo_to_move(char c) { return c == 'X' ? 'O' : 'X'; }

/* Plain minimax value (Black's margin) with no pruning and no move ordering: the definition itself.
 * Only for boards of a handful of points. */
static inline int nv_value(nv_game *g) {
  if (g->passes >= 2) return nv_score(nv_cur(g));
  int n = nv_cur(g)->rows * nv_cur(g)->cols;
  bool black = g->to_move == 'X';
  int best = black ? -1000 : 1000;
  for (int p = -1; p < n; p++) {
    int saved_passes = g->passes;
    char saved_to_move = g->to_move;
    if (!nv_play(g, p)) continue;
    int v = nv_value(g);
    g->len--;
    g->passes = saved_passes;
    g->to_move = saved_to_move;
    if (black ? v > best : v < best) best = v;
  }
  return best;
}

/* Fail-hard alpha-beta over the same tree (the textbook algorithm; it returns the exact minimax
 * value when called with a window containing it). Move order: after a pass the ending pass first,
 * then placements by the score they leave, then the pass. Order changes speed, never the value. */
static inline int nv_ab(nv_game *g, int alpha, int beta) {
  if (g->passes >= 2) return nv_score(nv_cur(g));
  int n = nv_cur(g)->rows * nv_cur(g)->cols;
  bool black = g->to_move == 'X';
  int order[NV_MAX + 2], key[NV_MAX + 2], k = 0;
  if (g->passes == 1) order[k++] = -1;
  for (int p = 0; p < n; p++) {
    nv_board next;
    if (!nv_try(g, p, &next)) continue;
    int sc = nv_score(&next);
    /* insertion by the score the move leaves, best for the mover first (speed only) */
    int j = k;
    key[j] = black ? sc : -sc;
    order[j] = p;
    int first = g->passes == 1 ? 1 : 0;
    while (j > first && key[j] > key[j - 1]) {
      int t = key[j];
      key[j] = key[j - 1];
      key[j - 1] = t;
      t = order[j];
      order[j] = order[j - 1];
      order[j - 1] = t;
      j--;
    }
    k++;
  }
  if (g->passes != 1) order[k++] = -1;
  for (int i = 0; i < k; i++) {
    int saved_passes = g->passes;
    char saved_to_move = g->to_move;
    if (!nv_play(g, order[i])) continue;
    int v = nv_ab(g, alpha, beta);
    g->len--;
    g->passes = saved_passes;
    g->to_move = saved_to_move;
    if (black && v > alpha) alpha = v;
    if (!black && v < beta) beta = v;
    if (alpha >= beta) break;
    if (alpha >= n || beta <= -n) break; /* no margin exceeds the board */
  }
  return black ? alpha : beta;
}

#endif
