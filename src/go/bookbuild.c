/* go/bookbuild: building a book (go_book_build, book.h) by walking the two proof trees of a board's
 * value with df-pn on one table (the walk is solve/book.c's): at the winner's nodes the first move
 * of a proof of that node with its history, at the loser's every legal move (one per orbit of the
 * symmetries that fix the whole history: lookups try every symmetry). */
#include <stdlib.h>
#include <string.h>
#include "core/error.h"
#include "go/book.h"
#include "go/symmetry.h"
#include "go/value.h"

typedef struct builder {
  go_game *g;
  int depth;
  tt_table tt;
  go_value_opts vo;
  go_symmetry sym;
  dfpn_result *res;
  double komi; /* of the proof being walked */
} builder;

static bool leaf(void *ctx) {
  builder *w = ctx;
  return go_board_over(go_game_board(w->g)) || (w->depth && w->g->len - 1 > w->depth);
}

static uint64_t key(void *ctx) { return go_book_key(((builder *)ctx)->g, 0); }

static int to_move(void *ctx) { return go_game_board(((builder *)ctx)->g)->to_move == GO_BLACK ? 0 : 1; }

/* The winner's node: prove it (the table holds most of the proof already). */
static int prove(void *ctx, int winner, int *move) {
  builder *w = ctx;
  go_prove(w->g, w->komi, &w->vo, &w->tt, w->res);
  if (w->res->rc) return w->res->rc;
  if (w->res->winner != winner || w->res->npv < 1) return YOMI_EUNPROVED; /* GO_SOLVE_BLACK is 0 */
  *move = w->res->pv[0];
  return 0;
}

static int replies(void *ctx, int *moves) {
  builder *w = ctx;
  return go_book_replies(&w->sym, w->g, true, moves);
}

static int play(void *ctx, int m) { return go_game_play(((builder *)ctx)->g, m); }
static void undo(void *ctx) { go_game_undo(((builder *)ctx)->g); }

/* One proof tree: `winner` (0 Black, 1 White) wins at komi from the empty board. */
static int tree(builder *w, dfpn_book_builder *bb, int winner, double komi, uint8_t flag) {
  w->komi = komi;
  tt_clear(&w->tt);
  dfpn_book_game game = {.ctx = w,
                         .leaf = leaf,
                         .key = key,
                         .to_move = to_move,
                         .prove = prove,
                         .replies = replies,
                         .play = play,
                         .undo = undo};
  return dfpn_book_walk(bb, &game, winner, flag);
}

int go_book_build(go_book *b, int rows, int cols, go_suicide suicide, int lo, int hi, int depth,
                  uint64_t tt_mb, void (*progress)(void *arg, size_t entries), void *arg) {
  memset(b, 0, sizeof *b);
  b->rows = rows, b->cols = cols, b->suicide = suicide, b->lo = lo, b->hi = hi, b->depth = depth;
  if (lo > hi) return YOMI_EINVAL;
  go_game g;
  int bad, rc = go_game_start(&g, rows, cols, suicide, NULL, 0, &bad);
  if (rc) return rc;
  builder w = {.g = &g, .depth = depth};
  dfpn_book_builder bb = {.progress = progress, .arg = arg};
  go_value_opts_default(&w.vo);
  w.vo.know.statics = 0; /* decide only by play, so that every winner's node has a move */
  /* and no prior: the learned one was trained on searches with the static rules, and by play alone
   * it picks moves whose proofs are larger (the 3x3 book: 54,075 positions against 5,752) */
  w.vo.know.prior = GO_PRIOR_NONE;
  w.vo.run.want_pv = true, w.vo.run.pv_max = 1;
  go_symmetry_init(&w.sym, rows, cols);
  w.res = malloc(sizeof *w.res);
  if (!w.res || tt_init(&w.tt, tt_mb)) rc = YOMI_ENOMEM;
  if (!rc) rc = tree(&w, &bb, 0, lo - 0.5, GO_BOOK_LO);
  if (!rc) rc = tree(&w, &bb, 1, hi + 0.5, GO_BOOK_HI);
  if (w.res) tt_free(&w.tt);
  free(w.res);
  go_game_free(&g);
  if (rc) return dfpn_book_builder_free(&bb), rc;
  dfpn_book_finish(&bb);
  b->e = bb.e, b->n = bb.n, b->cap = bb.cap;
  return 0;
}
