/* go/value: komi bisection over df-pn proofs (see value.h). */
#include "go/value.h"
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "core/error.h"
#include "go/solvegame.h"

void go_value_opts_default(go_value_opts *o) {
  memset(o, 0, sizeof *o);
  dfpn_opts_default(&o->run.opts);
  o->know = go_knowledge_default();
  o->symmetry = true;
  o->tt_mb = 256;
  o->guess = GO_VALUE_NO_GUESS;
}

void go_prove(const go_game *g, double komi, const go_value_opts *o, tt_table *tt, dfpn_result *out) {
  go_solvegame sg;
  int rc = go_solvegame_from_game(&sg, g, komi);
  if (rc) {
    memset(out, 0, sizeof *out);
    out->rc = rc;
    return;
  }
  sg.know = o->know;
  sg.symmetry = o->symmetry;
  if (tt) dfpn_solve_on(tt, &sg.iface, &o->run, out);
  else dfpn_run_once(&sg.iface, o->tt_mb, &o->run, out);
  go_solvegame_free(&sg);
}

/* The next komi k + 0.5 to probe, given lo <= value <= hi and the probes made so far. */
static int next_probe(int lo, int hi, int guess, int step) {
  if (guess > GO_VALUE_NO_GUESS && step == 0 && guess >= lo && guess < hi) return guess;
  if (guess > GO_VALUE_NO_GUESS && step == 1 && guess - 1 >= lo && guess - 1 < hi) return guess - 1;
  return (int)floor((lo + hi) / 2.0);
}

/* One probe at komi k + 0.5 into *p, on the caller's table of that komi if it has them. */
static void probe(const go_game *g, int k, const go_value_opts *o, go_komiproof *p) {
  p->komi = k + 0.5;
  tt_table *tt = NULL;
  if (o->tables) {
    tt = &o->tables[k + go_game_board(g)->npoints];
    if (!tt->b && tt_init(tt, o->tt_mb)) {
      memset(&p->res, 0, sizeof p->res);
      p->res.rc = YOMI_ENOMEM;
      return;
    }
    if (o->clear_tables) tt_clear(tt);
  }
  go_prove(g, p->komi, o, tt, &p->res);
}

void go_value_search(const go_game *g, const go_value_opts *o, go_value *out) {
  memset(out, 0, sizeof *out);
  int n = go_game_board(g)->npoints;
  int lo = -n, hi = n; /* lo <= value <= hi */
  go_komiproof *p = malloc(sizeof *p);
  if (!p) {
    out->rc = YOMI_ENOMEM;
    return;
  }
  for (int step = 0; lo < hi; step++) {
    int k = next_probe(lo, hi, o->guess, step);
    probe(g, k, o, p);
    out->probes++;
    dfpn_stats_add(&out->st, &p->res.st);
    out->seconds += p->res.seconds;
    if (p->res.rc) {
      out->rc = p->res.rc;
      free(p);
      return;
    }
    /* in a pruned run the other side's win proves nothing: it still narrows the search, but the
     * answer is then only the bound that the pruned side's proofs give */
    bool trusted = o->know.prune < 0 || p->res.winner == o->know.prune;
    if (p->res.winner == GO_SOLVE_BLACK) {
      lo = k + 1;
      if (trusted && (!out->has_black || p->komi > out->black.komi)) out->black = *p;
      out->has_black |= trusted;
    } else {
      hi = k;
      if (trusted && (!out->has_white || p->komi < out->white.komi)) out->white = *p;
      out->has_white |= trusted;
    }
  }
  free(p);
  /* Value n (Black owns the whole board): Black wins at n - 0.5 and no margin exceeds n, so no
   * White proof is needed, and none was made (hi stayed n); likewise no Black proof for -n. */
  out->value = lo;
  out->bound = o->know.prune < 0 ? 0 : o->know.prune == GO_SOLVE_BLACK ? 1 : -1;
  out->rc = YOMI_OK;
}

void go_value_of_board(int rows, int cols, go_suicide suicide, const go_value_opts *o, go_value *out) {
  go_board b;
  go_game g;
  int rc = go_board_init(&b, rows, cols, suicide);
  if (!rc) rc = go_game_init(&g, &b);
  if (rc) {
    memset(out, 0, sizeof *out);
    out->rc = rc;
    return;
  }
  go_value_search(&g, o, out);
  go_game_free(&g);
}
