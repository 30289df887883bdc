/* go/playpolicy: move choice of the GTP engines (see playpolicy.h). */
#include "go/playpolicy.h"
#include <stdlib.h>
#include "core/error.h"
#include "core/rng.h"
#include "go/solvegame.h"
#include "go/value.h"
#include "solve/run.h"

static int neighbours(const go_bigboard *b, int p, int *out) {
  int r = p / b->cols, c = p % b->cols, k = 0;
  if (r > 0) out[k++] = p - b->cols;
  if (r + 1 < b->rows) out[k++] = p + b->cols;
  if (c > 0) out[k++] = p - 1;
  if (c + 1 < b->cols) out[k++] = p + 1;
  return k;
}

/* An eye of `me`: every neighbour is mine, and the diagonals hold at most one enemy stone (none on
 * the edge), the usual "true eye" test. */
static bool own_eye(const go_bigboard *b, int p, int me) {
  int nb[4], k = neighbours(b, p, nb);
  for (int i = 0; i < k; i++)
    if (go_bigboard_get(b, nb[i]) != me) return false;
  int r = p / b->cols, c = p % b->cols, enemy = 0, off = 0;
  for (int dr = -1; dr <= 1; dr += 2)
    for (int dc = -1; dc <= 1; dc += 2) {
      int rr = r + dr, cc = c + dc;
      if (rr < 0 || cc < 0 || rr >= b->rows || cc >= b->cols) {
        off = 1;
        continue;
      }
      if (go_bigboard_get(b, rr * b->cols + cc) == GO_OTHER(me)) enemy++;
    }
  return off ? enemy == 0 : enemy <= 1;
}

int go_sensible_move(const go_biggame *g, uint64_t seed, int (*veto)(void *ctx, int point), void *ctx) {
  const go_bigboard *b = go_biggame_board(g);
  int me = b->to_move, best_class = -1, count = 0, pick = GO_PASS;
  rng_stream r;
  rng_init(&r, seed, (uint64_t)g->len);
  for (int p = 0; p < b->npoints; p++) {
    if (go_bigboard_get(b, p) != GO_EMPTY || !go_biggame_legal(g, p)) continue;
    if (own_eye(b, p, me)) continue;
    if (veto && veto(ctx, p)) continue;
    go_bigboard next = *b;
    if (go_bigboard_play(&next, p)) continue;
    if (go_bigboard_get(&next, p) != me) continue; /* a multi-stone suicide */
    int libs = go_bigboard_liberties(&next, p);
    int before = 0, after = 0;
    for (int q = 0; q < b->npoints; q++) {
      before += go_bigboard_get(b, q) == GO_OTHER(me);
      after += go_bigboard_get(&next, q) == GO_OTHER(me);
    }
    int cls = after < before ? 3 : libs >= 2 ? 2 : 1; /* capture > safe > self-atari */
    if (cls > best_class) {
      best_class = cls;
      count = 0;
    }
    if (cls == best_class && rng_below(&r, (uint64_t)++count) == 0) pick = p; /* reservoir sampling */
  }
  return pick;
}

int go_proved_move(const dfpn_game *iface, long long node_limit, int *winner, int *move,
                   uint64_t *expansions) {
  return go_proved_move_within(iface, node_limit, NULL, winner, move, expansions);
}

int go_proved_move_within(const dfpn_game *iface, long long node_limit, bool (*interrupted)(void),
                          int *winner, int *move, uint64_t *expansions) {
  /* one move of the principal variation: the engine plays one */
  dfpn_run_config cfg = {.want_pv = true, .pv_max = 1, .interrupted = interrupted};
  dfpn_opts_default(&cfg.opts);
  cfg.opts.node_limit = node_limit;
  dfpn_result *r = malloc(sizeof *r);
  if (!r) return YOMI_ENOMEM;
  dfpn_run_once(iface, GO_PROVED_MOVE_TT_MB, &cfg, r);
  int rc = r->rc;
  *winner = r->winner;
  *move = rc == YOMI_OK && r->npv == 1 ? r->pv[0] : GO_NOMOVE;
  *expansions = r->st.expansions + r->pv_expansions;
  free(r);
  return rc;
}

/* The move of the mover's proof at the komi just on its side of the value r (Black's at V - 0.5,
 * White's at V + 0.5), or GO_NOMOVE. */
static int mover_move(const go_game *g, const go_value *r, const go_value_opts *v) {
  bool black = go_game_board(g)->to_move == GO_BLACK;
  const go_komiproof *p = black ? &r->black : &r->white;
  if (black ? r->has_black : r->has_white) return p->res.npv == 1 ? p->res.pv[0] : GO_NOMOVE;
  /* the value is the whole board (the search needed no proof on this side): prove the mover's win */
  dfpn_result *q = malloc(sizeof *q);
  int move = GO_NOMOVE;
  if (!q) return move;
  go_prove(g, black ? r->value - 0.5 : r->value + 0.5, v, NULL, q);
  int mover = black ? GO_SOLVE_BLACK : GO_SOLVE_WHITE;
  if (q->rc == YOMI_OK && q->winner == mover && q->npv == 1) move = q->pv[0];
  free(q);
  return move;
}

int go_value_keeping_move(const go_biggame *game, long long node_limit) {
  go_game g;
  if (go_game_from_big(&g, game)) return GO_NOMOVE;
  go_value_opts v;
  go_value_opts_default(&v);
  v.run.opts.node_limit = node_limit;
  v.run.want_pv = true;
  v.run.pv_max = 1;
  v.know.statics = 0; /* decide only by play, so that every proof yields a move */
  v.tt_mb = GO_PROVED_MOVE_TT_MB;
  int move = GO_NOMOVE;
  go_value *r = malloc(sizeof *r);
  if (r) {
    go_value_search(&g, &v, r);
    if (r->rc == YOMI_OK) move = mover_move(&g, r, &v);
    free(r);
  }
  go_game_free(&g);
  return move;
}
