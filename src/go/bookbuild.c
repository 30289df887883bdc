/* go/bookbuild: building a book (go_book_build, book.h) by walking the two proof trees of a board's
 * value with df-pn on one table: at the winner's nodes the first move of a proof of that node with
 * its history, at the loser's every legal move (one per orbit of the symmetries that fix the whole
 * history: lookups try every symmetry). */
#include <stdlib.h>
#include <string.h>
#include "core/error.h"
#include "go/book.h"
#include "go/symmetry.h"
#include "go/value.h"

typedef struct builder {
  go_book *b;
  uint64_t *slot; /* open addressing: 1 + index into b->e, 0 empty */
  size_t nslot;   /* a power of two, more than twice b->n */
  tt_table tt;
  go_value_opts vo;
  go_symmetry sym;
  dfpn_result *res;
  int winner; /* GO_BLACK or GO_WHITE: the proof's winner */
  double komi;
  uint8_t flag; /* GO_BOOK_LO or GO_BOOK_HI */
  void (*progress)(void *arg, size_t entries);
  void *arg;
} builder;

static int grow(builder *w) {
  size_t nslot = w->nslot ? 2 * w->nslot : 1 << 16;
  uint64_t *slot = calloc(nslot, sizeof *slot);
  if (!slot) return YOMI_ENOMEM;
  for (size_t i = 0; i < w->b->n; i++) {
    size_t j = w->b->e[i].key & (nslot - 1);
    while (slot[j]) j = (j + 1) & (nslot - 1);
    slot[j] = i + 1;
  }
  free(w->slot);
  w->slot = slot, w->nslot = nslot;
  return 0;
}

/* The index of key's entry, added (flags 0) if new; -1 when out of memory. */
static long entry_of(builder *w, uint64_t key) {
  go_book *b = w->b;
  if (2 * (b->n + 1) > w->nslot && grow(w)) return -1;
  size_t j = key & (w->nslot - 1);
  for (; w->slot[j]; j = (j + 1) & (w->nslot - 1))
    if (b->e[w->slot[j] - 1].key == key) return (long)(w->slot[j] - 1);
  if (b->n == b->cap) {
    size_t cap = b->cap ? 2 * b->cap : 1 << 12;
    go_book_entry *e = realloc(b->e, cap * sizeof *e);
    if (!e) return -1;
    b->e = e, b->cap = cap;
  }
  b->e[b->n] = (go_book_entry){.key = key, .move = 0, .flags = 0};
  w->slot[j] = ++b->n;
  if (w->progress && b->n % 4096 == 0) w->progress(w->arg, b->n);
  return (long)b->n - 1;
}

static int visit(builder *w, go_game *g);

/* Play m, walk on, take it back. */
static int visit_child(builder *w, go_game *g, int m) {
  int rc = go_game_play(g, m);
  if (rc) return rc;
  rc = visit(w, g);
  go_game_undo(g);
  return rc;
}

/* The winner's node: prove it (the table holds most of the proof already) and follow its move. */
static int winner_node(builder *w, go_game *g, long at) {
  go_prove(g, w->komi, &w->vo, &w->tt, w->res);
  int want = w->winner == GO_BLACK ? 0 : 1; /* GO_SOLVE_BLACK, GO_SOLVE_WHITE */
  if (w->res->rc) return w->res->rc;
  if (w->res->winner != want || w->res->npv < 1) return YOMI_EUNPROVED;
  int m = w->res->pv[0];
  w->b->e[at].move = (int8_t)m;
  w->b->e[at].flags |= GO_BOOK_MOVE;
  return visit_child(w, g, m);
}

/* The loser's node: every legal move, one per orbit of the history's symmetries. */
static int loser_node(builder *w, go_game *g) {
  int moves[GO_SMALL_POINTS + 1], syms[8];
  int n = go_game_legal_moves(g, moves);
  int nsyms = go_symmetry_of_boards(&w->sym, g->hist, g->len, syms);
  uint64_t keep = go_board_pointset(go_game_board(g));
  if (nsyms) keep = go_symmetry_least(&w->sym, syms, nsyms, keep);
  for (int i = 0; i < n; i++) {
    if (moves[i] != GO_PASS && !(keep >> moves[i] & 1)) continue;
    int rc = visit_child(w, g, moves[i]);
    if (rc) return rc;
  }
  return 0;
}

static int visit(builder *w, go_game *g) {
  const go_board *cur = go_game_board(g);
  if (go_board_over(cur) || (w->b->depth && g->len - 1 > w->b->depth)) return 0;
  long at = entry_of(w, go_book_key(g, 0));
  if (at < 0) return YOMI_ENOMEM;
  if (w->b->e[at].flags & w->flag) return 0;
  w->b->e[at].flags |= w->flag;
  return cur->to_move == w->winner ? winner_node(w, g, at) : loser_node(w, g);
}

/* One proof tree: `winner` wins at komi from the empty board. */
static int tree(builder *w, go_game *g, int winner, double komi, uint8_t flag) {
  w->winner = winner, w->komi = komi, w->flag = flag;
  tt_clear(&w->tt);
  return visit(w, g);
}

static int cmp_entry(const void *a, const void *b) {
  uint64_t x = ((const go_book_entry *)a)->key, y = ((const go_book_entry *)b)->key;
  return (x > y) - (x < y);
}

int go_book_build(go_book *b, int rows, int cols, go_suicide suicide, int lo, int hi, int depth,
                  uint64_t tt_mb, void (*progress)(void *arg, size_t entries), void *arg) {
  memset(b, 0, sizeof *b);
  b->rows = rows, b->cols = cols, b->suicide = suicide, b->lo = lo, b->hi = hi, b->depth = depth;
  if (lo > hi) return YOMI_EINVAL;
  go_game g;
  int bad, rc = go_game_start(&g, rows, cols, suicide, NULL, 0, &bad);
  if (rc) return rc;
  builder w = {.b = b, .progress = progress, .arg = arg};
  go_value_opts_default(&w.vo);
  w.vo.know.statics = 0; /* decide only by play, so that every winner's node has a move */
  w.vo.run.want_pv = true, w.vo.run.pv_max = 1;
  go_symmetry_init(&w.sym, rows, cols);
  w.res = malloc(sizeof *w.res);
  if (!w.res || tt_init(&w.tt, tt_mb)) rc = YOMI_ENOMEM;
  if (!rc) rc = tree(&w, &g, GO_BLACK, lo - 0.5, GO_BOOK_LO);
  if (!rc) rc = tree(&w, &g, GO_WHITE, hi + 0.5, GO_BOOK_HI);
  if (w.res && !rc) qsort(b->e, b->n, sizeof *b->e, cmp_entry);
  if (w.res) tt_free(&w.tt);
  free(w.res);
  free(w.slot);
  go_game_free(&g);
  if (rc) go_book_free(b);
  return rc;
}
