/* go/selftest: df-pn against the oracle on random positions (see selftest.h). */
#include "go/selftest.h"
#include <stdlib.h>
#include <string.h>
#include "core/error.h"
#include "core/rng.h"
#include "go/oracle.h"
#include "go/solvegame.h"

int go_selftest_init(go_selftest *t, const go_selftest_config *cfg) {
  memset(t, 0, sizeof *t);
  if (cfg->rows < 1 || cfg->cols < 1 || cfg->rows * cfg->cols > GO_SMALL_POINTS) return YOMI_ESIZE;
  t->cfg = *cfg;
  /* one table per probed komi k + 0.5, k in [-npoints, npoints): index k + npoints */
  t->tables = calloc((size_t)(2 * cfg->rows * cfg->cols + 1), sizeof *t->tables);
  if (!t->tables) return YOMI_ENOMEM;
  t->cfg.value.tables = t->tables;
  return YOMI_OK;
}

void go_selftest_free(go_selftest *t) {
  int nk = 2 * t->cfg.rows * t->cfg.cols + 1;
  for (int k = 0; t->tables && k < nk; k++)
    if (t->tables[k].b) tt_free(&t->tables[k]);
  free(t->tables);
  t->tables = NULL;
}

bool go_selftest_playout(go_game *g, uint64_t seed, uint64_t i, int max_empty, int *moves, int *n) {
  rng_stream r;
  rng_init(&r, seed, i);
  const go_board *b = go_game_board(g);
  int len = (int)rng_below(&r, (uint64_t)(3 * b->npoints + 1));
  int legal[GO_SMALL_POINTS + 1];
  *n = 0;
  for (int ply = 0; ply < GO_SELFTEST_MAX_MOVES; ply++) {
    b = go_game_board(g);
    int empty = go_setcount(go_board_emptyset(b));
    if (ply >= len && empty <= max_empty) return true;
    int nl = go_game_legal_moves(g, legal);
    if (b->passes == 1) nl--; /* never end the game: the pass is the last legal move */
    if (nl <= 0) return false;
    int m = legal[rng_below(&r, (uint64_t)nl)];
    if (go_game_play(g, m)) return false;
    moves[(*n)++] = m;
  }
  return false;
}

/* The oracle at c's komis under the budget (both komis together): YOMI_OK with c->oracle filled,
 * YOMI_ELIMIT (over budget) or YOMI_ENOMEM. */
static int oracle(go_selftest *t, const go_game *g, go_selftest_case *c) {
  go_oracle_stats st = {0, 0, 0};
  for (int j = 0; j < c->nkomi; j++) {
    int w = go_oracle_wins_within(g, c->komi[j], t->cfg.oracle_budget, &st);
    if (w < 0) return w;
    c->oracle[j] = w ? GO_SOLVE_BLACK : GO_SOLVE_WHITE;
  }
  t->n.oracle_nodes += st.nodes;
  return YOMI_OK;
}

/* df-pn's value of g, then the oracle at the komis around it. */
static int test_position(go_selftest *t, const go_game *g, go_selftest_case *c) {
  go_value *v = malloc(sizeof *v);
  if (!v) return YOMI_ENOMEM;
  go_value_search(g, &t->cfg.value, v);
  t->n.probes += (uint64_t)v->probes;
  t->n.expansions += v->st.expansions;
  t->n.own_expansions += v->st.expansions;
  t->n.reused += v->st.proofs_reused;
  int rc = v->rc;
  /* A wrong df-pn answer during the bisection moves the value, and the oracle then contradicts
   * df-pn at one of the two komis; a komi beyond the board's is decided without search. */
  if (!rc) {
    c->value = v->value;
    if (v->has_black) c->komi[c->nkomi] = v->black.komi, c->dfpn[c->nkomi++] = GO_SOLVE_BLACK;
    if (v->has_white) c->komi[c->nkomi] = v->white.komi, c->dfpn[c->nkomi++] = GO_SOLVE_WHITE;
  }
  free(v);
  if (rc) return rc;
  rc = oracle(t, g, c);
  if (rc == YOMI_ELIMIT) {
    c->over_budget = true;
    t->n.positions--;
    t->n.skipped_oracle++;
    return YOMI_OK;
  }
  for (int j = 0; j < c->nkomi && !rc; j++) {
    t->n.oracle_probes++;
    if (c->dfpn[j] != c->oracle[j]) t->n.mismatches++;
  }
  return rc;
}

/* Cross mode, one pruned side: its proof at the komi on its side of v must not be a win (that would
 * contradict v), the one on the other side may be (counted). */
static int cross_pruned(go_selftest *t, const go_game *g, int v, int side, go_selftest_case *c) {
  int n = go_game_board(g)->npoints;
  go_value_opts o = t->cfg.value;
  o.know.prune = side;
  double beyond = side == GO_SOLVE_BLACK ? v + 0.5 : v - 0.5,
         within = side == GO_SOLVE_BLACK ? v - 0.5 : v + 0.5;
  dfpn_result *r = malloc(sizeof *r);
  if (!r) return YOMI_ENOMEM;
  int rc = YOMI_OK;
  for (int j = 0; j < 2 && !rc; j++) {
    double komi = j ? within : beyond;
    if (komi < -n || komi > n) continue; /* beyond the board: decided without search */
    go_prove(g, komi, &o, NULL, r);
    t->n.probes++;
    t->n.expansions += r->st.expansions;
    if (r->rc == YOMI_EUNPROVED) r->rc = YOMI_OK, r->winner = -1;
    if ((rc = r->rc)) break;
    bool won = r->winner == side;
    if (!j) c->pruned_wrong += won;
    else if (won) t->n.pruned_proved++;
    else t->n.pruned_unproved++;
  }
  free(r);
  return rc;
}

/* Cross mode: the value with the configured knowledge, without static rules, and pruned. */
static int test_cross(go_selftest *t, const go_game *g, go_selftest_case *c) {
  go_value *v = malloc(sizeof *v);
  if (!v) return YOMI_ENOMEM;
  go_value_opts plain = t->cfg.value;
  plain.know.statics = 0;
  plain.know.prune = -1;
  plain.tables = NULL;
  int rc = YOMI_OK;
  for (int pass = 0; pass < 2 && !rc; pass++) {
    go_value_search(g, pass ? &plain : &t->cfg.value, v);
    t->n.probes += (uint64_t)v->probes;
    t->n.expansions += v->st.expansions;
    t->n.reused += v->st.proofs_reused;
    rc = v->rc;
    if (pass) c->plain_value = v->value;
    else c->value = v->value, t->n.own_expansions += v->st.expansions;
  }
  free(v);
  for (int side = GO_SOLVE_BLACK; side <= GO_SOLVE_WHITE && !rc; side++)
    rc = cross_pruned(t, g, c->value, side, c);
  if (rc ==
      YOMI_ELIMIT) { /* a proof over the node limit: skipped, like a position over the oracle's budget */
    c->over_budget = true;
    t->n.positions--;
    t->n.skipped_oracle++;
    return YOMI_OK;
  }
  if (!rc && (c->plain_value != c->value || c->pruned_wrong)) t->n.mismatches++;
  return rc;
}

int go_selftest_run(go_selftest *t, uint64_t i, go_selftest_case *c) {
  memset(c, 0, sizeof *c);
  go_board b0;
  go_game g;
  int rc = go_board_init(&b0, t->cfg.rows, t->cfg.cols, t->cfg.suicide);
  if (!rc) rc = go_game_init(&g, &b0);
  if (rc) return rc;
  if (!go_selftest_playout(&g, t->cfg.seed, i, t->cfg.max_empty, c->moves, &c->nmoves)) {
    c->game_over = true;
    t->n.skipped++;
  } else {
    t->n.positions++;
    rc = t->cfg.cross ? test_cross(t, &g, c) : test_position(t, &g, c);
  }
  go_game_free(&g);
  return rc;
}
