/* killall/bookbuild: building a Kill-All book (killall_book_build, book.h): each setup of the book's
 * stones, one per orbit of the board's symmetries, proved from its start and walked by solve/book.c
 * (the winner's proved moves, the loser's every legal placement, one per orbit of the symmetries
 * that fix the whole history), every proof on one table. */
#include <stdlib.h>
#include <string.h>
#include "core/error.h"
#include "go/symmetry.h"
#include "killall/book.h"
#include "killall/game.h"
#include "killall/rules.h"
#include "killall/solvegame.h"
#include "solve/run.h"

typedef struct builder {
  go_game g; /* play since the setup */
  int attacker, depth;
  tt_table tt;
  go_symmetry sym;
  dfpn_result *res;
} builder;

static bool leaf(void *ctx) {
  builder *w = ctx;
  killall_why why;
  if (w->depth && w->g.len - 1 > w->depth) return true;
  return killall_go_game_judge(&w->g, w->attacker, &why) != KILLALL_NOROLE;
}

static uint64_t key(void *ctx) { return go_book_key(&((builder *)ctx)->g, 0); }

/* Solver players: 0 the Attacker, 1 the Defender (killall/solvegame.h). */
static int to_move(void *ctx) {
  builder *w = ctx;
  return go_game_board(&w->g)->to_move == w->attacker ? 0 : 1;
}

/* Who wins here, by the engine's solver on the builder's table: 0 with *winner and, when the side to
 * move wins, *move; or the proof's error. */
static int solve(builder *w, int *winner, int *move) {
  killall_solvegame sg;
  int rc = killall_solvegame_from_game(&sg, &w->g, w->attacker);
  if (rc) return rc;
  dfpn_run_config cfg = {.want_pv = true, .pv_max = 1};
  dfpn_opts_default(&cfg.opts);
  dfpn_solve_on(&w->tt, &sg.iface, &cfg, w->res);
  killall_solvegame_free(&sg);
  if (w->res->rc) return w->res->rc;
  *winner = w->res->winner;
  *move = w->res->npv >= 1 ? w->res->pv[0] : GO_NOMOVE;
  return 0;
}

static int prove(void *ctx, int winner, int *move) {
  int who, rc = solve(ctx, &who, move);
  if (rc) return rc;
  return who == winner && *move != GO_NOMOVE ? 0 : YOMI_EUNPROVED;
}

static int replies(void *ctx, int *moves) {
  builder *w = ctx;
  return go_book_replies(&w->sym, &w->g, false, moves); /* no passing in Kill-All */
}

static int play(void *ctx, int m) { return go_game_play(&((builder *)ctx)->g, m); }
static void undo(void *ctx) { go_game_undo(&((builder *)ctx)->g); }

/* The points of the set `stones` moved by symmetry i. */
static uint64_t image(const go_symmetry *s, int i, uint64_t stones) {
  uint64_t out = 0;
  for (; stones; stones &= stones - 1) out |= 1ull << s->perm[i][__builtin_ctzll(stones)];
  return out;
}

static bool canonical(const go_symmetry *s, uint64_t stones) {
  for (int i = 1; i < s->n; i++)
    if (image(s, i, stones) < stones) return false;
  return true;
}

/* The setup `stones` (a point set): its proof from the start, walked. 0 when the setup is illegal or
 * over at once (not in the book). */
static int setup(builder *w, dfpn_book_builder *bb, killall_book *b, uint64_t stones) {
  int pts[GO_SMALL_POINTS], n = 0;
  for (uint64_t s = stones; s; s &= s - 1) pts[n++] = __builtin_ctzll(s);
  killall_game k;
  const char *why;
  if (killall_game_fixed(&k, b->rows, b->cols, w->attacker, pts, n, &why)) return 0;
  bool over = k.winner != KILLALL_NOROLE;
  int rc = over ? 0 : go_game_from_big(&w->g, &k.game);
  killall_game_free(&k);
  if (over || rc) return rc;
  int winner, move;
  tt_clear(&w->tt);
  rc = solve(w, &winner, &move);
  if (!rc)
    rc = dfpn_book_walk(bb,
                        &(dfpn_book_game){.ctx = w,
                                          .leaf = leaf,
                                          .key = key,
                                          .to_move = to_move,
                                          .prove = prove,
                                          .replies = replies,
                                          .play = play,
                                          .undo = undo},
                        winner, winner == 0 ? KILLALL_BOOK_ATTACKER : KILLALL_BOOK_DEFENDER);
  if (!rc) b->setups++, b->won[winner]++;
  go_game_free(&w->g);
  return rc;
}

/* Every canonical set of b->stones points, in increasing order of the set as a number. */
static int setups(builder *w, dfpn_book_builder *bb, killall_book *b) {
  int np = b->rows * b->cols, k = b->stones;
  if (k == 0) return setup(w, bb, b, 0);
  uint64_t full = np == 64 ? ~0ull : (1ull << np) - 1;
  for (uint64_t s = (1ull << k) - 1; s && s <= full;) {
    if (canonical(&w->sym, s)) {
      int rc = setup(w, bb, b, s);
      if (rc) return rc;
    }
    uint64_t c = s & -s, r = s + c; /* the next set of k points (Gosper's hack) */
    if (!r) break;
    s = (((r ^ s) >> 2) / c) | r;
  }
  return 0;
}

int killall_book_build(killall_book *b, int rows, int cols, int stones, int depth, uint64_t tt_mb,
                       void (*progress)(void *arg, size_t entries), void *arg) {
  memset(b, 0, sizeof *b);
  b->rows = rows, b->cols = cols, b->attacker = GO_BLACK, b->depth = depth, b->stones = stones;
  if (rows < 1 || cols < 1 || rows * cols > GO_SMALL_POINTS) return YOMI_ESIZE;
  if (stones < 0 || stones > rows * cols / 2) return YOMI_EINVAL;
  builder w = {.attacker = GO_BLACK, .depth = depth};
  dfpn_book_builder bb = {.progress = progress, .arg = arg};
  go_symmetry_init(&w.sym, rows, cols);
  w.res = malloc(sizeof *w.res);
  bool table = w.res && tt_init(&w.tt, tt_mb) == 0;
  int rc = table ? setups(&w, &bb, b) : YOMI_ENOMEM;
  if (table) tt_free(&w.tt);
  free(w.res);
  if (rc) return dfpn_book_builder_free(&bb), rc;
  dfpn_book_finish(&bb);
  b->e = bb.e, b->n = bb.n, b->cap = bb.cap;
  return 0;
}
