/* go/solvegame: plugs Go under positional superko into the game-independent df-pn core. The TT key
 * is (stones, side to move, last move a pass); the PSK board is the stones alone. */
#include "go/solvegame.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "core/error.h"
#include "core/zobrist.h"
#include "go/keys.h"
#include "go/order.h"
#include "go/pattern.h"
#include "go/prior.h"
#include "go/prune.h"
#include "go/static.h"
#include "solve/run.h"

#define PASS_TABLE 0x50617373u /* "Pass": Zobrist table of the last-move-was-a-pass flag */

#define STATS_STRUCT go_solve_stats
const stat_spec go_solve_stat_specs[] = {GO_SOLVE_STATS(STATS_SPEC)};
#undef STATS_STRUCT
const size_t go_solve_stat_count = STATS_COUNT(go_solve_stat_specs);

static const go_board *cur(const go_solvegame *sg) { return go_game_board(&sg->g); }

static int sg_to_move(void *ctx) { return cur(ctx)->to_move == GO_BLACK ? GO_SOLVE_BLACK : GO_SOLVE_WHITE; }

static void sg_pos(void *ctx, dfpn_pos *out) {
  const go_solvegame *sg = ctx;
  const go_board *b = cur(sg);
  uint64_t k[2];
  for (int f = 0; f < 2; f++) {
    k[f] = b->hash[f];
    if (b->to_move == GO_WHITE) k[f] ^= sg->side_key[f];
    if (b->passes == 1) k[f] ^= sg->pass_key[f];
  }
  out->sig1 = k[0];
  out->sig2 = k[1];
  out->board = b->hash[0];
  out->stones = go_setcount(go_board_occupiedset(b));
}

/* Candidate moves: placements next to stones first (they carry the fight), then the rest, then
 * (with know.order, go/order.h) moves into the mover's own eye space and into sure eyes, then
 * pass; while a symmetry fixes every board of the history, one placement per orbit. Pure function
 * of the history, so the search is deterministic. */
/* The symmetries of the board that fix every board of the history (go/symmetry.h); histories of
 * more than GO_SG_SYM_HISTORY boards are not examined. */
static int symmetries(const go_solvegame *sg, int *out) {
  if (!sg->symmetry || sg->g.len > GO_SG_SYM_HISTORY) return 0;
  return go_symmetry_of_boards(&sg->sym, sg->g.hist, sg->g.len, out);
}

/* dfpn_game.pruned: moves were left out by a symmetry of the history (the core locks a loss). */
static bool sg_pruned(void *ctx) {
  int syms[8];
  return symmetries(ctx, syms) > 0;
}

static int sg_moves(void *ctx, int *out) {
  const go_solvegame *sg = ctx;
  const go_board *b = cur(sg);
  uint64_t stones = go_board_occupiedset(b), empty = go_board_emptyset(b);
  int syms[8], nsyms = symmetries(sg, syms);
  if (nsyms > 0) empty = go_symmetry_least(&sg->sym, syms, nsyms, empty); /* one per orbit */
  uint64_t nbr = go_board_adjacent(b, stones) & empty, late = 0, last = 0;
  if (sg->know.order) go_order_late(b, sg->know.order, sg->know.region, &late, &last);
  uint64_t groups[4] = {nbr & ~(late | last), empty & ~nbr & ~(late | last), late & empty, last & empty};
  int n = 0;
  for (int k = 0; k < 4; k++)
    for (uint64_t m = groups[k]; m; m &= m - 1) out[n++] = __builtin_ctzll(m);
  out[n++] = GO_PASS;
  if (sg->know.prune >= 0 && sg->know.prune == sg_to_move((void *)sg)) {
    int kept = go_prune_moves(&sg->g, sg->know.prune_rules, out, n);
    ((go_solvegame *)sg)->stats.pruned_moves += (uint64_t)(n - kept);
    n = kept;
  }
  return n;
}

static int sg_play(void *ctx, int move, uint64_t *board) {
  go_solvegame *sg = ctx;
  go_board next = *cur(sg);
  if (go_board_play(&next, move) != YOMI_OK) return DFPN_ILLEGAL;
  if (move != GO_PASS && go_game_seen(&sg->g, &next)) {
    *board = next.hash[0];
    return DFPN_SUPERKO;
  }
  if (go_game_play(&sg->g, move) != YOMI_OK) return DFPN_ILLEGAL;
  return DFPN_PLAYED;
}

static void sg_undo(void *ctx) { go_game_undo(&((go_solvegame *)ctx)->g); }

/* dfpn_game.over: the end of the game alone; the static rules and the priors cost more. */
static bool sg_over(void *ctx, dfpn_verdict *out) {
  const go_solvegame *sg = ctx;
  const go_board *b = cur(sg);
  *out = (dfpn_verdict){.winner = -1, .scope = DFPN_SCOPE_ANY};
  if (go_board_over(b)) out->winner = go_board_score(b) > sg->komi ? GO_SOLVE_BLACK : GO_SOLVE_WHITE;
  return sg->know.statics || sg->know.prior != GO_PRIOR_NONE;
}

/* The end of the game, then the static rules (go/static.h), each with its scope: ANY, or the cap
 * of the pure eyes or the owned areas (checked against this history by go_static_decide, and by the core on reuse). */
static void sg_result(void *ctx, dfpn_verdict *out) {
  go_solvegame *sg = ctx;
  sg_over(ctx, out);
  if (out->winner < 0 && sg->know.statics) {
    go_static_effort e = {.lim = sg->know.region};
    int rule = go_static_decide_counted(&sg->g, sg->komi, sg->know.statics, out, &e);
    sg->stats.region_tries += e.tries;
    sg->stats.region_positions += e.nodes;
    sg->stats.static_area += rule == GO_STATIC_AREA;
    sg->stats.static_pure += rule == GO_STATIC_PURE;
    sg->stats.static_region += rule == GO_STATIC_REGION;
    sg->stats.static_live += rule == GO_STATIC_LIVE;
    sg->stats.static_pass += rule == GO_STATIC_PASS;
    sg->stats.pure_cap_refused += rule == GO_STATIC_CAP_REFUSED;
  }
}

/* dfpn_game.estimate: the prior of go/prior.h the knowledge asks for (1 and 1 without one). */
static void sg_estimate(void *ctx, uint32_t *phi, uint32_t *delta) {
  const go_solvegame *sg = ctx;
  *phi = *delta = 1;
  if (sg->know.prior == GO_PRIOR_EYE) go_prior_eye(cur(sg), sg->komi, sg->know.prior_scale, phi, delta);
  else if (sg->know.prior == GO_PRIOR_LEARNED)
    go_prior_learned(&sg->know.model, &sg->g, sg->komi, sg->know.prior_shift, phi, delta);
}

/* dfpn_game.observe: the pattern of the move played at the current position, counted. */
static void sg_observe(void *ctx, int move, bool wins) {
  go_solvegame *sg = ctx;
  if (move == GO_PASS || go_game_play(&sg->g, move) != YOMI_OK) return;
  int i = go_pattern_last(&sg->g);
  go_game_undo(&sg->g);
  if (i >= 0) sg->pattern_counts[i][wins ? 0 : 1]++;
}

void go_solvegame_count_patterns(go_solvegame *sg, uint32_t (*counts)[2]) {
  sg->pattern_counts = counts;
  sg->iface.observe = counts ? sg_observe : NULL;
}

/* dfpn_game.begin: the region solver's caches start empty in each search (go_static_forget). */
static void sg_begin(void *ctx) {
  (void)ctx;
  go_static_forget();
}

static void sg_absorb(void *ctx, const dfpn_game *copy) {
  go_solvegame *sg = ctx;
  stats_add(go_solve_stat_specs, go_solve_stat_count, &sg->stats, &((const go_solvegame *)copy->ctx)->stats);
}

static bool sg_cap_holds(void *ctx, uint64_t z, int k) {
  return go_static_cap_holds(&((go_solvegame *)ctx)->g, z, k);
}

DFPN_GAME_COPY_HOOKS(sg, go_solvegame, go_solvegame_clone, go_solvegame_free)

static int sg_history(void *ctx, uint64_t *boards, uint8_t *stones, int max) {
  const go_solvegame *sg = ctx;
  int n = 0;
  for (int i = 0; i < sg->g.len && n < max; i++) {
    const go_board *b = &sg->g.hist[i];
    boards[n] = b->hash[0];
    stones[n] = (uint8_t)go_setcount(go_board_occupiedset(b));
    n++;
  }
  return n;
}

static void wire(go_solvegame *sg) {
  for (int f = 0; f < 2; f++) {
    sg->side_key[f] = go_side_key(f);
    sg->pass_key[f] = zobrist_key(PASS_TABLE, (uint32_t)f, 0);
  }
  const go_board *b = cur(sg);
  go_symmetry_init(&sg->sym, b->rows, b->cols);
  sg->symmetry = true;
  sg->know = (go_knowledge){
      .statics = 0, .prune = -1, .region = GO_STATIC_REGION_LIMITS, .prior = GO_PRIOR_NONE, .prior_scale = 4};
  sg->iface = (dfpn_game){.ctx = sg,
                          .to_move = sg_to_move,
                          .pos = sg_pos,
                          .moves = sg_moves,
                          .play = sg_play,
                          .undo = sg_undo,
                          .result = sg_result,
                          .over = sg_over,
                          .estimate = sg_estimate,
                          .begin = sg_begin,
                          .clone = sg_clone,
                          .destroy = sg_destroy,
                          .history = sg_history,
                          .pruned = sg_pruned,
                          .absorb = sg_absorb,
                          .cap_holds = sg_cap_holds};
}

int go_solvegame_init(go_solvegame *sg, int rows, int cols, go_suicide suicide, const int *moves, int nmoves,
                      double komi, int *bad) {
  memset(sg, 0, sizeof *sg);
  go_board b;
  if (rows * cols > GO_SMALL_POINTS) return YOMI_ESIZE;
  int rc = go_board_init(&b, rows, cols, suicide);
  if (rc) return rc;
  if ((rc = go_game_init(&sg->g, &b))) return rc;
  for (int i = 0; i < nmoves; i++) {
    rc = go_game_play(&sg->g, moves[i]);
    if (rc) {
      if (bad) *bad = i;
      go_game_free(&sg->g);
      return rc == YOMI_EINVAL ? YOMI_EILLEGAL : rc;
    }
  }
  sg->komi = komi;
  wire(sg);
  return YOMI_OK;
}

int go_solvegame_from_game(go_solvegame *sg, const go_game *g, double komi) {
  memset(sg, 0, sizeof *sg);
  if (go_game_board(g)->npoints > GO_SMALL_POINTS) return YOMI_ESIZE;
  int rc = go_game_copy(&sg->g, g);
  if (rc) return rc;
  sg->komi = komi;
  wire(sg);
  return YOMI_OK;
}

int go_solvegame_clone(go_solvegame *dst, const go_solvegame *src) {
  int rc = go_solvegame_from_game(dst, &src->g, src->komi);
  dst->know = src->know;
  dst->symmetry = src->symmetry;
  return rc;
}

void go_solvegame_free(go_solvegame *sg) { go_game_free(&sg->g); }

int go_solvegame_problem(char *buf, size_t len, int rows, int cols, double komi, go_suicide suicide,
                         const int *moves, int nmoves, bool transfer, unsigned statics, int prune) {
  size_t n = (size_t)nmoves * 6 + 512;
  char *what = malloc(n), *text = malloc(n), rules[64];
  if (!what || !text) {
    free(what), free(text);
    return YOMI_ENOMEM;
  }
  go_moves_text(moves, nmoves, rows, cols, text, n);
  snprintf(what, n, "go solve %dx%d; komi %.1f; suicide %s; moves %s; transfer %s; static %s; prune %s", rows,
           cols, komi, suicide == GO_SUICIDE_ALLOWED ? "allowed" : "forbidden", nmoves ? text : "-",
           transfer ? "on" : "off", /* --no-transfer: locked proofs only */
           go_static_name(statics, rules, sizeof rules), go_prune_name(prune));
  dfpn_run_problem(buf, len, what, go_keys_fingerprint(rows * cols));
  free(what), free(text);
  return YOMI_OK;
}
