/* killall/engine: a Kill-All Go engine's game, setup and move choice (see engine.h). */
#include "killall/engine.h"
#include <math.h>
#include <stdio.h>
#include "core/error.h"
#include "go/board.h"
#include "core/timer.h"
#include "go/play.h"
#include "go/playpolicy.h"
#include "killall/book.h"
#include "killall/lookahead.h"
#include "killall/solvegame.h"

void killall_engine_install(killall_engine *e, killall_game *fresh, killall_setup_kind kind, int rows,
                            int cols) {
  killall_game_free(&e->k);
  e->k = *fresh;
  e->kind = kind;
  e->rows = rows;
  e->cols = cols;
}

int killall_engine_reset(killall_engine *e, killall_setup_kind kind, int rows, int cols, const char **why) {
  killall_game fresh;
  int rc = kind == KILLALL_FIXED ? killall_game_fixed(&fresh, rows, cols, e->attacker, NULL, 0, why)
                                 : killall_game_init(&fresh, kind, rows, cols, e->attacker, why);
  if (!rc) killall_engine_install(e, &fresh, kind, rows, cols);
  return rc;
}

int killall_engine_stones(killall_engine *e, const int *pts, int n, const char **why) {
  killall_game fresh;
  int rc = killall_game_fixed(&fresh, e->rows, e->cols, e->attacker, pts, n, why);
  if (!rc) killall_engine_install(e, &fresh, KILLALL_FIXED, e->rows, e->cols);
  return rc;
}

void killall_engine_free(killall_engine *e) { killall_game_free(&e->k); }

int killall_engine_setup(killall_engine *e, const killall_action *a, const char **why) {
  *why = NULL;
  int rc = killall_setup_act(&e->k.setup, a, why);
  if (rc) {
    if (!*why) *why = "not allowed now";
    return rc;
  }
  if (killall_game_sync(&e->k)) {
    *why = "out of memory";
    return YOMI_ENOMEM;
  }
  return 0;
}

static const char *colour_word(int c) { return c == GO_BLACK ? "black" : "white"; }

int killall_engine_may_move(const killall_engine *e, int colour, char *why, size_t n) {
  if (!e->k.started) {
    snprintf(why, n, "the setup is not finished: %s", killall_ask_text(e->k.setup.ask));
    return YOMI_EILLEGAL;
  }
  if (e->k.winner != KILLALL_NOROLE) {
    snprintf(why, n, "game over: %s", killall_why_text(e->k.why));
    return YOMI_EILLEGAL;
  }
  int to_move = killall_game_board(&e->k)->to_move;
  if (colour == to_move) return 0;
  snprintf(why, n, "not your turn: %s is to move", colour_word(to_move));
  return YOMI_EILLEGAL;
}

/* The move the df-pn solver proves keeps the value, on boards small enough, within the move time;
 * GO_NOMOVE else. *won: the mover wins (else the move is the loser's most resistant reply). */
static int solver_move(const killall_engine *e, bool *won) {
  if (killall_game_board(&e->k)->npoints > e->solve_points) return GO_NOMOVE;
  go_game g;
  if (go_game_from_big(&g, &e->k.game)) return GO_NOMOVE;
  killall_solvegame sg;
  int move = GO_NOMOVE;
  if (!killall_solvegame_from_game(&sg, &g, e->attacker)) {
    int winner;
    uint64_t exps;
    /* the move time, within what the controller's clock leaves (time_settings, time_left) */
    double budget = e->move_time > 0 ? e->move_time : INFINITY;
    budget = fmin(budget, killall_engine_time_budget(e, killall_game_board(&e->k)->to_move));
    go_play_arm(budget);
    bool (*poll)(void) = isfinite(budget) ? go_play_past_deadline : NULL;
    if (go_proved_move_within(&sg.iface, e->node_limit, poll, &winner, &move, &exps)) move = GO_NOMOVE;
    *won = winner == sg.iface.to_move(sg.iface.ctx);
    killall_solvegame_free(&sg);
  }
  go_game_free(&g);
  return move;
}

uint8_t killall_engine_book_flags(const killall_engine *e, int *move) {
  *move = GO_NOMOVE;
  if (!e->k.started) return 0;
  const go_bigboard *b = killall_game_board(&e->k);
  const killall_book *book = e->books ? killall_bookset_find(e->books, b->rows, b->cols, e->attacker) : NULL;
  go_game g;
  if (!book || b->npoints > GO_SMALL_POINTS || go_game_from_big(&g, &e->k.game)) return 0;
  go_book_hit h;
  killall_book_lookup(book, &g, e->attacker, &h);
  if ((h.flags & KILLALL_BOOK_MOVE) && h.move != GO_PASS && go_game_legal(&g, h.move)) *move = h.move;
  go_game_free(&g);
  return h.flags;
}

/* The book's move when the position is in a book as a win of the side to move; GO_NOMOVE else (not
 * in the book, the mover loses there, or a move the game refuses: never trust a file). */
static int book_move(const killall_engine *e) {
  int m;
  uint8_t flags = killall_engine_book_flags(e, &m);
  bool attacker = killall_game_board(&e->k)->to_move == e->attacker;
  return flags & (attacker ? KILLALL_BOOK_ATTACKER : KILLALL_BOOK_DEFENDER) ? m : GO_NOMOVE;
}

/* Veto of the fallback policy: a move after which the opponent has already won. */
static int loses_at_once(void *ctx, int p) { return killall_game_loses_at_once(ctx, p); }

/* A move that wins at once, else a sensible one that does not lose at once, else any legal one. */
static int fallback_move(killall_engine *e) {
  int win = killall_game_wins_at_once(&e->k);
  if (win != GO_NOMOVE) return win;
  const go_biggame *g = &e->k.game;
  const go_bigboard *b = go_biggame_board(g);
  int m = go_sensible_move(g, e->seed, loses_at_once, &e->k);
  if (m == GO_PASS) m = go_sensible_move(g, e->seed, NULL, NULL);
  if (m == GO_PASS) /* any legal placement at all */
    for (int p = 0; p < b->npoints && m == GO_PASS; p++)
      if (go_bigboard_get(b, p) == GO_EMPTY && go_biggame_legal(g, p)) m = p;
  return m;
}

int killall_engine_genmove(killall_engine *e, int *move, const char **why) {
  double t0 = timer_now();
  bool won = false;
  int m = book_move(e);
  const char *kind = "proved (book)";
  if (m == GO_NOMOVE) {
    m = solver_move(e, &won);
    kind = m == GO_NOMOVE || m < 0 ? "fallback, unproved (policy)"
           : won                   ? "proved (solver)"
                                   : "proved loss, resisting (solver)";
  }
  if (m == GO_NOMOVE || m < 0) m = fallback_move(e);
  *move = m;
  char mv[8];
  go_move_name(m, e->rows, e->cols, mv, sizeof mv);
  snprintf(e->note, sizeof e->note, "genmove %c %s: %s, %.3f s",
           killall_game_board(&e->k)->to_move == GO_BLACK ? 'B' : 'W', mv, kind, timer_now() - t0);
  if (m == GO_PASS) return 0; /* cannot happen: a side without a legal move has already lost */
  return killall_game_play(&e->k, m, why);
}

static const char *role_word(killall_role r) { return r == KILLALL_ATTACKER ? "attacker" : "defender"; }

void killall_engine_status(const killall_engine *e, char *out, size_t n) {
  const killall_game *k = &e->k;
  if (!k->started) {
    snprintf(out, n, "setup %s: player %d to act: %s", killall_setup_name(k->setup.kind), k->setup.player,
             killall_ask_text(k->setup.ask));
  } else if (k->winner != KILLALL_NOROLE) {
    snprintf(out, n, "over: %s (%s) wins: %s", role_word(k->winner),
             colour_word(killall_game_colour(k, k->winner)), killall_why_text(k->why));
  } else {
    killall_role r = killall_game_role_to_move(k);
    snprintf(out, n, "play: %s (%s) to move", role_word(r), colour_word(killall_game_colour(k, r)));
  }
}

int killall_engine_last(const killall_engine *e) {
  return e->k.started && e->k.game.len > 1 ? e->k.game.moves[e->k.game.len - 2] : GO_NOMOVE;
}

double killall_engine_time_budget(const killall_engine *e, int colour) {
  int empty = e->rows * e->cols;
  if (e->k.started) {
    const go_bigboard *b = go_biggame_board(&e->k.game);
    empty = 0;
    for (int p = 0; p < b->npoints; p++) empty += go_bigboard_get(b, p) == GO_EMPTY;
  }
  return gtp_clock_budget(&e->clock, colour, empty / 2 > 3 ? empty / 2 : 3);
}
