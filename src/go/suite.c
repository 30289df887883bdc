/* go/suite: seeded suites of random positions (see suite.h). */
#include "go/suite.h"
#include <math.h>
#include "core/error.h"
#include "core/rng.h"
#include "go/solvegame.h"
#include "go/prune.h"
#include "go/static.h"

/* A move into `colour`'s own one-point eye: every neighbour is its stone. */
static bool own_eye(const go_board *b, int p, int colour) {
  uint64_t nb = go_board_adjacent(b, 1ull << p);
  return (nb & ~go_board_stoneset(b, colour)) == 0;
}

/* The random moves of position i, played on g. False when the game got stuck or ended. */
static bool random_moves(const go_suite_spec *s, uint64_t i, go_game *g, go_suite_case *c) {
  rng_stream r;
  rng_init(&r, s->seed, i);
  int len = s->min_plies + (int)rng_below(&r, (uint64_t)(s->max_plies - s->min_plies + 1));
  int legal[GO_SMALL_POINTS + 1], ok[GO_SMALL_POINTS + 1];
  for (int ply = 0; ply < len; ply++) {
    const go_board *b = go_game_board(g);
    int nl = go_game_legal_moves(g, legal), n = 0;
    for (int k = 0; k < nl; k++)
      if (legal[k] != GO_PASS && !own_eye(b, legal[k], b->to_move)) ok[n++] = legal[k];
    if (n == 0 || c->nmoves >= GO_SUITE_MAX_MOVES) return false;
    int m = ok[rng_below(&r, (uint64_t)n)];
    if (go_game_play(g, m)) return false;
    c->moves[c->nmoves++] = m;
  }
  return true;
}

/* The static rules that make a drawn position unusable (decided at once). Fixed, so that a new rule
 * does not change the suites: these are the rules the suites were first drawn with. */
#define SUITE_RULES (GO_STATIC_AREA | GO_STATIC_PURE | GO_STATIC_PASS)

bool go_suite_position(const go_suite_spec *s, uint64_t i, go_suite_case *c) {
  go_solvegame sg;
  c->nmoves = 0;
  c->winner = -1;
  c->rc = YOMI_ELIMIT;
  c->expansions = 0;
  if (go_solvegame_init(&sg, s->rows, s->cols, GO_SUICIDE_FORBIDDEN, s->after, s->nafter, s->komi, NULL))
    return false;
  for (int k = 0; k < s->nafter; k++) c->moves[c->nmoves++] = s->after[k];
  bool usable = random_moves(s, i, &sg.g, c);
  if (usable) {
    dfpn_verdict v;
    usable = go_static_decide(&sg.g, s->komi, SUITE_RULES, &v) == GO_STATIC_NONE;
  }
  go_solvegame_free(&sg);
  return usable;
}

int go_suite_prove(const go_suite_spec *s, const go_knowledge *know, const dfpn_run_config *cfg,
                   uint64_t tt_mb, go_suite_case *c) {
  return go_suite_prove_counting(s, know, cfg, tt_mb, c, NULL);
}

int go_suite_prove_counting(const go_suite_spec *s, const go_knowledge *know, const dfpn_run_config *cfg,
                            uint64_t tt_mb, go_suite_case *c, uint32_t (*counts)[2]) {
  go_solvegame sg;
  int rc = go_solvegame_init(&sg, s->rows, s->cols, GO_SUICIDE_FORBIDDEN, c->moves, c->nmoves, s->komi, NULL);
  if (rc) return rc;
  sg.know = *know;
  go_solvegame_count_patterns(&sg, counts);
  dfpn_result res;
  dfpn_run_once(&sg.iface, tt_mb, cfg, &res);
  go_prune_result(know->prune, &res); /* a pruned run's loss proves nothing */
  go_solvegame_free(&sg);
  c->expansions = res.st.expansions;
  c->winner = res.rc == YOMI_OK ? res.winner : -1;
  c->rc = res.rc;
  return res.rc;
}

double go_suite_geomean(const uint64_t *x, int n) {
  if (n <= 0) return 0;
  double s = 0;
  for (int i = 0; i < n; i++) s += log((double)(x[i] > 0 ? x[i] : 1));
  return exp(s / n);
}
