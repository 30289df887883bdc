/* go/oracle: exact minimax value of a position with its full history (see oracle.h). Kept simple on
 * purpose: make/undo on a go_game, every legal move tried, fail-soft alpha-beta on the margin. */
#include "go/oracle.h"

#include <math.h>

#include "core/error.h"

/* What every node of one search shares: the counts, the node budget, and the first error. */
typedef struct oracle_ctx {
  go_oracle_stats *st;
  uint64_t budget; /* stop with YOMI_ELIMIT once st->nodes passes it */
  int err;
} oracle_ctx;

/* Fail-soft alpha-beta, margins from Black's point of view. Returns v with:
 *   v <= alpha  => true value <= v;  v >= beta => true value >= v;  otherwise v is exact.
 * Sound under PSK because the legal moves of every node come from the game's own full history
 * (go_game_legal_moves), and nothing is remembered between nodes. */
static int search(go_game *g, int alpha, int beta, int depth, oracle_ctx *c) {
  const go_board *b = go_game_board(g);
  go_oracle_stats *st = c->st;
  if (++st->nodes > c->budget) {
    c->err = YOMI_ELIMIT;
    return 0;
  }
  if (depth > st->max_depth) st->max_depth = depth;
  if (go_board_over(b)) {
    st->leaves++;
    return go_board_score(b);
  }
  int n = b->npoints;
  int moves[GO_SMALL_POINTS + 1];
  int nm = go_game_legal_moves(g, moves);
  bool black = b->to_move == GO_BLACK;
  /* Order only (no pruning): after a pass, try the pass that ends the game first; it gives an
   * exact bound at once. Placements by the area score they leave, best for the mover first
   * (insertion sort, stable); otherwise the pass last. */
  int key[GO_SMALL_POINTS + 1];
  for (int i = 0; i < nm; i++) {
    go_board next = *b;
    go_board_play(&next, moves[i]);
    int s = go_board_score(&next);
    key[i] = moves[i] == GO_PASS ? (b->passes == 1 ? 1000 : -1000) : (black ? s : -s);
  }
  for (int i = 1; i < nm; i++)
    for (int j = i; j > 0 && key[j] > key[j - 1]; j--) {
      int t = key[j];
      key[j] = key[j - 1];
      key[j - 1] = t;
      t = moves[j];
      moves[j] = moves[j - 1];
      moves[j - 1] = t;
    }
  int best = black ? -n - 1 : n + 1;
  for (int i = 0; i < nm; i++) {
    int e = go_game_play(g, moves[i]);
    if (e) {
      c->err = e;
      return 0;
    }
    int v = search(g, alpha, beta, depth + 1, c);
    go_game_undo(g);
    if (c->err) return 0;
    if (black) {
      if (v > best) best = v;
      if (best > alpha) alpha = best;
      if (best >= n) break; /* no margin exceeds the board */
    } else {
      if (v < best) best = v;
      if (best < beta) beta = best;
      if (best <= -n) break;
    }
    if (alpha >= beta) break;
  }
  return best;
}

static int run(const go_game *g, int alpha, int beta, uint64_t budget, go_oracle_stats *stats, int *value) {
  go_oracle_stats local = {0, 0, 0};
  oracle_ctx c = {stats ? stats : &local, budget, 0};
  go_game work;
  int err = go_game_copy(&work, g);
  if (err) return err;
  *value = search(&work, alpha, beta, 0, &c);
  go_game_free(&work);
  return c.err;
}

int go_oracle_value(const go_game *g, go_oracle_stats *stats) {
  int n = go_game_board(g)->npoints, v;
  if (run(g, -n - 1, n + 1, UINT64_MAX, stats, &v)) return GO_ORACLE_ENOMEM;
  return v;
}

int go_oracle_wins_within(const go_game *g, double komi, uint64_t budget, go_oracle_stats *stats) {
  /* Margins are integers: B - W > komi  <=>  B - W >= k + 1 with k = floor(komi). Searching with
   * the window (k, k+1) decides exactly that. */
  int k = (int)floor(komi), v;
  int err = run(g, k, k + 1, budget, stats, &v);
  if (err) return err;
  return v > k ? 1 : 0;
}

int go_oracle_wins(const go_game *g, double komi, go_oracle_stats *stats) {
  return go_oracle_wins_within(g, komi, UINT64_MAX, stats);
}
