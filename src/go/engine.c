/* go/engine: a GTP-driven Go game (see engine.h). */
#include "go/engine.h"
#include "core/error.h"
#include "go/play.h"
#include "go/playpolicy.h"

int go_engine_reset(go_engine *e, int rows, int cols) {
  go_bigboard b;
  int rc = go_bigboard_init(&b, rows, cols, e->suicide);
  if (rc) return rc;
  go_biggame fresh;
  if ((rc = go_biggame_init(&fresh, &b))) return rc;
  if (e->rows) go_biggame_free(&e->game);
  e->game = fresh;
  e->rows = rows;
  e->cols = cols;
  e->regular = true;
  return 0;
}

void go_engine_free(go_engine *e) {
  go_play_release(e);
  if (e->rows) go_biggame_free(&e->game);
  e->rows = 0;
}

/* Let `colour` move next (GTP allows moves out of turn); the side to move is not part of the board
 * hash, so the superko history is unaffected. */
void go_engine_set_to_move(go_engine *e, int colour) {
  go_bigboard *cur = &e->game.hist[e->game.len - 1];
  if (cur->to_move != colour) {
    cur->to_move = (uint8_t)colour;
    e->regular = false;
  }
}

void go_engine_resume(go_engine *e) {
  go_bigboard *cur = &e->game.hist[e->game.len - 1];
  if (go_bigboard_over(cur)) cur->passes = 0;
}

go_engine_verdict go_engine_play(go_engine *e, int colour, int move) {
  int saved = go_biggame_board(&e->game)->to_move, passes = go_biggame_board(&e->game)->passes;
  go_engine_resume(e);
  bool was_regular = e->regular;
  go_engine_verdict v = GO_ENGINE_PLAYED;
  go_engine_set_to_move(e, colour);
  if (move != GO_PASS && go_bigboard_get(go_biggame_board(&e->game), move) != GO_EMPTY)
    v = GO_ENGINE_OCCUPIED;
  else if (!go_biggame_legal(&e->game, move))
    v = go_bigboard_legal(go_biggame_board(&e->game), move) ? GO_ENGINE_SUPERKO : GO_ENGINE_SUICIDE;
  if (v) {
    e->game.hist[e->game.len - 1].to_move = (uint8_t)saved, e->regular = was_regular;
    e->game.hist[e->game.len - 1].passes = (uint8_t)passes;
    return v;
  }
  return go_biggame_play(&e->game, move) ? GO_ENGINE_ILLEGAL : GO_ENGINE_PLAYED;
}

/* A value-keeping move by the solver where it may run, or GO_NOMOVE. */
static int solver_move(const go_engine *e) {
  const go_bigboard *b = go_biggame_board(&e->game);
  if (!e->regular || b->npoints > e->solve_points || go_bigboard_over(b)) return GO_NOMOVE;
  return go_value_keeping_move(&e->game, e->node_limit);
}

int go_engine_genmove(go_engine *e, int colour, int *move) {
  go_engine_set_to_move(e, colour);
  go_engine_resume(e);
  int m = solver_move(e);
  if (m == GO_NOMOVE) m = go_sensible_move(&e->game, e->seed, NULL, NULL);
  if (go_biggame_play(&e->game, m)) {
    m = GO_PASS;
    if (go_biggame_play(&e->game, m)) return YOMI_EILLEGAL;
  }
  *move = m;
  return 0;
}

int go_engine_last(const go_engine *e) {
  return e->game.len > 1 ? e->game.moves[e->game.len - 2] : GO_NOMOVE;
}

double go_engine_score(const go_engine *e) { return go_bigboard_score(go_biggame_board(&e->game)) - e->komi; }
