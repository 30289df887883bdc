/* go/play: the engine's move choice, book, then budgeted proof, then fallback (see play.h). */
#include "go/play.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include "core/error.h"
#include "core/timer.h"
#include "go/playpolicy.h"
#include "go/value.h"

/* The end of the running proof's budget: dfpn_run_config.interrupted takes no argument, and one
 * thread proves one position at a time. */
static _Thread_local double deadline;
void go_play_arm(double budget_s) { deadline = timer_now() + budget_s; }
bool go_play_past_deadline(void) { return timer_now() > deadline; }

/* Black's margin m: Black does not lose iff m >= komi, White iff m <= komi. */
static bool black_holds(int lo, double komi) { return lo >= komi; }
static bool white_holds(int hi, double komi) { return hi <= komi; }

/* The book's verdict for the mover: *kind PROVED (*move keeps it), LOSS (*move: a resisting move or
 * GO_NOMOVE), or FALLBACK (the book does not decide at this komi; *move: one that keeps its bound). */
static void from_book(const go_book *b, const go_game *g, double komi, go_play_kind *kind, int *move) {
  go_book_hit h;
  go_book_lookup(b, g, &h);
  bool black = go_game_board(g)->to_move == GO_BLACK;
  *move = h.flags & GO_BOOK_MOVE ? h.move : GO_NOMOVE;
  *kind = GO_PLAY_FALLBACK;
  if (black && (h.flags & GO_BOOK_LO) && *move != GO_NOMOVE && black_holds(b->lo, komi))
    *kind = GO_PLAY_PROVED;
  else if (!black && (h.flags & GO_BOOK_HI) && *move != GO_NOMOVE && white_holds(b->hi, komi))
    *kind = GO_PLAY_PROVED;
  else if (black && (h.flags & GO_BOOK_HI) && !black_holds(b->hi, komi)) *kind = GO_PLAY_LOSS;
  else if (!black && (h.flags & GO_BOOK_LO) && !white_holds(b->lo, komi)) *kind = GO_PLAY_LOSS;
}

/* One proof that the mover does not lose at komi, under the budget: 0 with *kind PROVED or LOSS and
 * *move (the proof's move, or the loser's most resistant reply), else the proof's error. */
static int prove(const go_game *g, double komi, const go_play_limits *lim, go_play_choice *c) {
  bool black = go_game_board(g)->to_move == GO_BLACK;
  double k = black ? ceil(komi) - 0.5 : floor(komi) + 0.5; /* not losing, as a half-integer komi */
  go_value_opts vo;
  go_value_opts_default(&vo);
  vo.know.statics = 0; /* decide only by play, so that every proof yields a move */
  vo.run.want_pv = true, vo.run.pv_max = 1;
  vo.run.opts.node_limit = lim->node_limit;
  vo.run.interrupted = go_play_past_deadline;
  vo.tt_mb = GO_PLAY_TT_MB;
  tt_table *tt = lim->table ? &lim->table->tt : NULL;
  if (tt && lim->table->komi != k) { /* NAN: a fresh table, zero already */
    if (!isnan(lim->table->komi)) tt_clear(tt);
    lim->table->komi = k;
  }
  dfpn_result *r = malloc(sizeof *r);
  if (!r) return YOMI_ENOMEM;
  go_play_arm(lim->budget_s);
  go_prove(g, k, &vo, tt, r);
  int rc = r->rc ? r->rc : r->npv == 1 ? 0 : YOMI_EUNPROVED;
  c->expansions = r->st.expansions + r->pv_expansions;
  if (!rc) {
    c->move = r->pv[0];
    c->kind = r->winner == (black ? 0 : 1) ? GO_PLAY_PROVED : GO_PLAY_LOSS;
    c->source = GO_PLAY_SOLVER;
  }
  free(r);
  return rc;
}

/* Book, then proof, on a board of at most 64 points; c->kind FALLBACK and c->move GO_NOMOVE when
 * neither gives a move (a move that keeps the book's bound stays in c->move). */
static void solve_small(const go_game *g, double komi, const go_play_limits *lim, go_play_choice *c) {
  go_play_kind kind = GO_PLAY_FALLBACK;
  int bmove = GO_NOMOVE;
  if (lim->book) from_book(lim->book, g, komi, &kind, &bmove);
  if (bmove != GO_NOMOVE && !go_game_legal(g, bmove))
    bmove = GO_NOMOVE, kind = GO_PLAY_FALLBACK; /* never trust a file */
  if (kind == GO_PLAY_PROVED || (kind == GO_PLAY_LOSS && bmove != GO_NOMOVE)) {
    c->move = bmove, c->kind = kind, c->source = GO_PLAY_BOOK;
    return;
  }
  bool may_prove = go_game_board(g)->npoints <= lim->solve_points && lim->budget_s > 0;
  if (may_prove && prove(g, komi, lim, c) == 0) {
    if (c->kind == GO_PLAY_LOSS && bmove != GO_NOMOVE) c->move = bmove, c->source = GO_PLAY_BOOK;
    return;
  }
  c->kind = kind == GO_PLAY_LOSS ? GO_PLAY_LOSS : GO_PLAY_FALLBACK;
  c->move = bmove, c->source = GO_PLAY_BOOK;
}

int go_play_choose(const go_biggame *game, double komi, const go_play_limits *lim, go_play_choice *out) {
  double t0 = timer_now();
  *out = (go_play_choice){.move = GO_NOMOVE, .kind = GO_PLAY_FALLBACK, .source = GO_PLAY_POLICY};
  go_game g;
  if (go_biggame_board(game)->npoints <= GO_SMALL_POINTS && go_game_from_big(&g, game) == 0) {
    solve_small(&g, komi, lim, out);
    go_game_free(&g);
  }
  if (out->move == GO_NOMOVE)
    out->move = go_sensible_move(game, lim->seed, NULL, NULL), out->source = GO_PLAY_POLICY;
  out->seconds = timer_now() - t0;
  return 0;
}

void go_play_describe(const go_play_choice *c, int colour, int rows, int cols, char *out, size_t n) {
  static const char *const kind[] = {"proved", "proved loss, resisting", "fallback, unproved"};
  static const char *const source[] = {"book", "solver", "policy"};
  char mv[8];
  go_move_name(c->move, rows, cols, mv, sizeof mv);
  snprintf(out, n, "genmove %c %s: %s (%s), %.3f s, %llu expansions", colour == GO_BLACK ? 'B' : 'W', mv,
           kind[c->kind], source[c->source], c->seconds, (unsigned long long)c->expansions);
}

void go_play_release(go_engine *e) {
  if (e->table) tt_free(&e->table->tt);
  free(e->table);
  e->table = NULL;
}

int go_play_genmove(go_engine *e, int colour, int *move) {
  go_engine_set_to_move(e, colour);
  go_engine_resume(e);
  const go_bigboard *b = go_biggame_board(&e->game);
  go_play_limits lim = {.book = e->books ? go_bookset_find(e->books, b->rows, b->cols, e->suicide) : NULL,
                        .budget_s = fmin(e->move_time, go_engine_time_budget(e, colour)),
                        .node_limit = e->node_limit,
                        .solve_points = e->solve_points,
                        .seed = e->seed};
  if (!e->regular) lim.book = NULL, lim.solve_points = 0; /* the history does not replay */
  if (!e->table && b->npoints <= e->solve_points && (e->table = calloc(1, sizeof *e->table))) {
    if (tt_init(&e->table->tt, GO_PLAY_TT_MB)) free(e->table), e->table = NULL;
    else e->table->komi = NAN;
  }
  lim.table = e->table;
  go_play_choice c;
  go_play_choose(&e->game, e->komi, &lim, &c);
  if (go_biggame_play(&e->game, c.move)) {
    c.move = GO_PASS, c.kind = GO_PLAY_FALLBACK, c.source = GO_PLAY_POLICY;
    if (go_biggame_play(&e->game, c.move)) return YOMI_EILLEGAL;
  }
  go_play_describe(&c, colour, e->rows, e->cols, e->note, sizeof e->note);
  *move = c.move;
  return 0;
}
