/* solve/pv: the principal variation of a proved position (see dfpn_pv in dfpn.h). */
#include "core/error.h"
#include "solve/dfpn.h"
#include "solve/dfpn_impl.h"

static bool decided(const dfpn_game *g) {
  dfpn_verdict v;
  g->result(g->ctx, &v);
  return v.winner >= 0;
}

/* The child of frame f to follow: for the winner its proved winning move; for the loser, once every
 * child is proved lost, the reply whose refutation took the most work. -1 if the frame lacks it. */
static int pick_child(const dfpn_frame *f, bool winner_moves) {
  int pick = -1;
  uint32_t most = 0;
  for (int i = 0; i < f->n; i++) {
    const dfpn_child *c = &f->c[i];
    if (winner_moves) {
      if (c->proven && c->delta == 0) return i;
    } else {
      if (!(c->proven && c->phi == 0)) return -1;
      if (pick < 0 || c->work > most) most = c->work, pick = i;
    }
  }
  return pick;
}

/* The move to follow at the current position (ply n), re-proving it if its proof left the table.
 * Returns the child's index in *f or -1 with *rc set. */
static int next_child(dfpn_search *s, int n, int winner, dfpn_frame **fp, int *rc) {
  const dfpn_game *g = s->game;
  dfpn_child cur;
  dfpn__root_record(s, &cur);
  dfpn_frame *f = *fp = dfpn__frame_at(s, n);
  if (!f) {
    *rc = YOMI_ENOMEM;
    return -1;
  }
  bool mine = g->to_move(g->ctx) == winner;
  dfpn__generate(s, f, false, -1);
  int pick = pick_child(f, mine);
  if (pick >= 0) return pick;
  dfpn__mid(s, n, INF, INF, &cur); /* the proof left the table: prove this position again */
  if (s->stop) {
    *rc = s->stopcode;
    return -1;
  }
  if ((cur.phi == 0) != mine) { /* contradicts the root proof */
    *rc = YOMI_EINVAL;
    return -1;
  }
  pick = pick_child(f, mine);
  if (pick < 0) *rc = YOMI_EINVAL;
  return pick;
}

int dfpn_pv(dfpn_search *s, int winner, int *moves, int max) {
  const dfpn_game *g = s->game;
  int rc = dfpn__load_path(s);
  if (rc) return rc;
  int n = 0;
  bool pushed[1024];
  if (max > 1024) max = 1024;
  s->stop = false;
  while (n < max && !decided(g)) {
    dfpn_frame *f = NULL;
    int pick = next_child(s, n, winner, &f, &rc);
    if (pick < 0) break;
    const dfpn_child *c = &f->c[pick];
    uint64_t kob;
    if (g->play(g->ctx, c->move, &kob) != DFPN_PLAYED) {
      rc = YOMI_EINVAL;
      break;
    }
    pushed[n] = c->pos.board != dfpn_path_top(&s->path);
    if (pushed[n] && (rc = dfpn_path_push(&s->path, c->pos.board, c->pos.stones)) != YOMI_OK) {
      g->undo(g->ctx);
      break;
    }
    moves[n++] = c->move;
  }
  for (int i = n - 1; i >= 0; i--) {
    if (pushed[i]) dfpn_path_pop(&s->path);
    g->undo(g->ctx);
  }
  return rc ? rc : n;
}
