/* killall/solvegame: Kill-All Go for the df-pn core (see solvegame.h). */
#include "killall/solvegame.h"
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include "core/error.h"
#include "core/zobrist.h"
#include "killall/death.h"
#include "killall/local.h"
#include "killall/rules.h"

#define STATS_STRUCT killall_stats
const stat_spec killall_stat_specs[] = {KILLALL_STATS(STATS_SPEC)};
#undef STATS_STRUCT
const size_t killall_stat_count = STATS_COUNT(killall_stat_specs);

void killall_stats_add(killall_stats *into, const killall_stats *from) {
  stats_add(killall_stat_specs, killall_stat_count, into, from);
}


#define KILLALL_ZTABLE 0x4b696c6cu /* "Kill": keys of the setup tag, the actor, the attacker player */

static uint64_t key(uint32_t index, int family) {
  return zobrist_key(KILLALL_ZTABLE, (uint32_t)family, index);
}

static const go_board *cur(const killall_solvegame *sg) {
  return sg->playing ? go_game_board(&sg->g) : &sg->board;
}

static int stones(const go_board *b) { return go_setcount(go_board_occupiedset(b)); }

static int sg_to_move(void *ctx) {
  const killall_solvegame *sg = ctx;
  if (!sg->playing) return sg->actor;
  return go_game_board(&sg->g)->to_move == sg->attacker ? sg->attacker_player : 1 - sg->attacker_player;
}

static uint64_t board_hash(const killall_solvegame *sg, int f) {
  const go_board *b = cur(sg);
  return sg->playing ? b->hash[f] : b->hash[f] ^ key(0, f);
}

static void sg_pos(void *ctx, dfpn_pos *out) {
  const killall_solvegame *sg = ctx;
  const go_board *b = cur(sg);
  uint64_t k[2];
  for (int f = 0; f < 2; f++) {
    k[f] = board_hash(sg, f);
    if (sg->playing) {
      if (b->to_move == GO_WHITE) k[f] ^= go_side_key(f);
      if (sg->attacker_player == 1) k[f] ^= key(1, f);
    } else if (sg->actor == 1) {
      k[f] ^= key(2, f);
    }
  }
  out->sig1 = k[0];
  out->sig2 = k[1];
  out->board = board_hash(sg, 0);
  out->stones = stones(b);
}

/* Is p the least point of its orbit under the symmetries of the empty board? On the empty board
 * the first placement need only try these. */
static bool canonical(const killall_solvegame *sg, int p) {
  for (int i = 1; i < sg->sym.n; i++)
    if (sg->sym.perm[i][p] < p) return false;
  return true;
}

/* The symmetries (other than the identity) under which the current position's moves are
 * interchangeable, written to out; returns how many. With such a symmetry s, move m and move s(m)
 * lead to games that s maps onto each other, history included, so they have the same value.
 * In setup, those of the setup board: what follows depends on the board alone (play starts with
 * a one-board history, and setup boards carry a phase tag, so they never meet a board of play).
 * In play, those that fix every board of the play history; long histories are almost never
 * symmetric and are not examined (0). */
static int symmetries(const killall_solvegame *sg, int *out) {
  if (!sg->symmetry) return 0;
  if (!sg->playing) return go_symmetry_of_boards(&sg->sym, &sg->board, 1, out);
  if (sg->g.len > KILLALL_SG_SYM_HISTORY) return 0;
  return go_symmetry_of_boards(&sg->sym, sg->g.hist, sg->g.len, out);
}

/* dfpn_game.pruned: in play, the move list leaves out moves that a symmetry of the history maps
 * onto listed ones. That argument needs this very history, so the core locks such a proof to the
 * set of boards it was found along. (In setup the argument needs only the board: no lock.) */
static bool sg_pruned(void *ctx) {
  const killall_solvegame *sg = ctx;
  int syms[8];
  return sg->playing && symmetries(sg, syms) > 0;
}

bool killall_solvegame_defender_pruned(const go_board *b, int defender, int p) {
  uint64_t bit = 1ull << p, own = go_board_stoneset(b, defender);
  uint64_t nb = go_board_adjacent(b, bit);
  if (!(nb & ~own) && (go_board_flood(b, nb & -nb, own) & nb) == nb) return true; /* fills its own eye */
  go_board next = *b;
  next.to_move = (uint8_t)defender;
  if (go_board_play(&next, p) != YOMI_OK) return false; /* illegal: play() says so */
  if (go_board_get(&next, p) == GO_EMPTY) return true;  /* multi-stone suicide */
  int opp = GO_OTHER(defender);
  uint64_t opp_before = go_board_stoneset(b, opp);
  uint64_t opp_after = go_board_stoneset(&next, opp);
  return opp_after == opp_before && go_board_chain_size(&next, p) >= 2 && go_board_liberties(&next, p) == 1;
}

/* With --prune-defender: moves[0..n) without those killall_solvegame_defender_pruned names,
 * compacted in place; returns how many are left. */
static int prune_defender(const killall_solvegame *sg, const go_board *b, int *moves, int n) {
  int defender = GO_OTHER(sg->attacker), k = 0;
  for (int i = 0; i < n; i++)
    if (!killall_solvegame_defender_pruned(b, defender, moves[i])) moves[k++] = moves[i];
  return k;
}

/* Placements next to stones first, then the rest; in the Pieboxing setup the claim comes first.
 * One placement per orbit of the symmetries of the position (symmetries()). */
static int sg_moves(void *ctx, int *out) {
  const killall_solvegame *sg = ctx;
  const go_board *b = cur(sg);
  int n = 0;
  if (!sg->playing && sg->mode == KILLALL_SG_PIEBOXING) {
    out[n++] = KILLALL_CLAIM;
    if (stones(b) >= sg->limit) return n;
  }
  if (!sg->playing && sg->mode == KILLALL_SG_PLACE && sg->actor == 1) {
    out[n++] = KILLALL_WAIT;
    return n;
  }
  uint64_t all = go_board_pointset(b), st = go_board_occupiedset(b);
  uint64_t empty = all & ~st;
  if (!sg->playing && st == 0 && sg->nframes == 0) {
    for (int p = 0; p < b->npoints; p++)
      if (canonical(sg, p)) out[n++] = p;
    return n;
  }
  int syms[8], nsyms = symmetries(sg, syms);
  if (nsyms > 0) empty = go_symmetry_least(&sg->sym, syms, nsyms, empty); /* one per orbit */
  uint64_t nbr = go_board_adjacent(b, st) & empty;
  int first = n;
  for (uint64_t m = nbr; m; m &= m - 1) out[n++] = __builtin_ctzll(m);
  for (uint64_t m = empty & ~nbr; m; m &= m - 1) out[n++] = __builtin_ctzll(m);
  if (sg->prune_defender && sg->playing && b->to_move != sg->attacker && n > first) {
    int keep[DFPN_MAX_CHILDREN];
    memcpy(keep, out + first, (size_t)(n - first) * sizeof *out);
    int k = prune_defender(sg, b, keep, n - first);
    if (k > 0) { /* if none is left, all stay: the rule still looks at the board alone, as proof
                  * transfer requires (never at the history) */
      memcpy(out + first, keep, (size_t)k * sizeof *out);
      n = first + k;
    }
  }
  return n;
}

static void start_play(killall_solvegame *sg) {
  go_board b = sg->board;
  b.to_move = (uint8_t)GO_OTHER(sg->attacker); /* the Defender makes the first ordinary move */
  b.passes = 0;
  go_game_restart(&sg->g, &b); /* reuse the game's storage: a one-board history */
  sg->playing = true;
}

static int sg_play(void *ctx, int move, uint64_t *board) {
  killall_solvegame *sg = ctx;
  if (sg->playing) {
    if (move < 0 || move >= KILLALL_CLAIM) return DFPN_ILLEGAL;
    go_board next = *go_game_board(&sg->g);
    if (go_board_play(&next, move) != YOMI_OK) return DFPN_ILLEGAL;
    if (go_game_seen(&sg->g, &next)) {
      *board = next.hash[0];
      return DFPN_SUPERKO;
    }
    return go_game_play(&sg->g, move) == YOMI_OK ? DFPN_PLAYED : DFPN_ILLEGAL;
  }
  int n = stones(&sg->board);
  if (sg->mode == KILLALL_SG_PLACE && (sg->actor == 1) != (move == KILLALL_WAIT)) return DFPN_ILLEGAL;
  if (move == KILLALL_WAIT) {
    sg->frames[sg->nframes++] = (killall_sg_frame){sg->board, sg->actor};
    sg->actor = 0;
    return DFPN_PLAYED;
  }
  if (move == KILLALL_CLAIM) {
    if (sg->mode != KILLALL_SG_PIEBOXING) return DFPN_ILLEGAL;
    sg->frames[sg->nframes++] = (killall_sg_frame){sg->board, sg->actor};
    sg->attacker_player = sg->actor;
    start_play(sg);
    return DFPN_PLAYED;
  }
  if (move < 0 || move >= sg->board.npoints || go_board_get(&sg->board, move) != GO_EMPTY)
    return DFPN_ILLEGAL;
  if (sg->mode == KILLALL_SG_PIEBOXING && n >= sg->limit) return DFPN_ILLEGAL;
  sg->frames[sg->nframes++] = (killall_sg_frame){sg->board, sg->actor};
  go_board_set(&sg->board, move, sg->attacker);
  if (sg->mode == KILLALL_SG_PIEBOXING) {
    sg->actor = 1 - sg->actor;
  } else if (n + 1 >= sg->place_total) {
    start_play(sg);
  } else {
    sg->actor = 1; /* the Defender's forced wait keeps the players alternating, as df-pn assumes */
  }
  return DFPN_PLAYED;
}

static void sg_undo(void *ctx) {
  killall_solvegame *sg = ctx;
  if (sg->playing && sg->g.len > 1) {
    go_game_undo(&sg->g);
    return;
  }
  if (sg->nframes == 0) return; /* at the start: nothing to undo */
  killall_sg_frame *f = &sg->frames[--sg->nframes];
  sg->playing = false;
  sg->board = f->board;
  sg->actor = f->actor;
  if (sg->mode == KILLALL_SG_PIEBOXING) sg->attacker_player = -1;
}

/* The Defender's local life (killall/local.h) at b, if it decides: it needs of the history that no
 * board had more Defender stones on Z than this one, which the core keeps with the proof as a cap. */
static bool local_life(killall_solvegame *sg, const go_board *b, dfpn_verdict *out) {
  killall_local l;
  bool won = killall_local_life(b, sg->attacker, sg->local_budget, &l);
  sg->stats.local_life_positions += l.nodes;
  if (!won || !killall_local_history_ok(sg->g.hist, sg->g.len, sg->attacker, l.z, l.defender_z)) return false;
  sg->stats.local_life_verdicts++;
  *out = (dfpn_verdict){
      .winner = 1 - sg->attacker_player, .scope = DFPN_SCOPE_CAP, .capz = l.z, .capk = l.defender_z};
  return true;
}

/* The Attacker's local death (killall/death.h) at b, if it decides: it needs of the history that no
 * board had more Attacker stones on R than this one, which is no cap of the core's form: the core
 * locks it to this path. */
static bool local_death(killall_solvegame *sg, const go_board *b, dfpn_verdict *out) {
  if (!sg->death) sg->death = killall_death_tables_new(); /* NULL: no verdicts, same values */
  killall_death d = {0};
  bool won = sg->death && killall_local_death(sg->death, b, sg->attacker, sg->death_budget, &d);
  sg->stats.local_death_positions += d.nodes;
  if (!won || !killall_death_history_ok(sg->g.hist, sg->g.len, sg->attacker, d.r, d.attacker_r)) return false;
  sg->stats.local_death_verdicts++;
  *out = (dfpn_verdict){.winner = sg->attacker_player, .scope = DFPN_SCOPE_PATH};
  return true;
}

/* dfpn_game.over: the game's own verdict (the Attacker took every stone, or the Defender owns a
 * pass-alive string, killall/rules.h), without local life and death, which cost more when on. */
static bool sg_over(void *ctx, dfpn_verdict *out) {
  killall_solvegame *sg = ctx;
  *out = (dfpn_verdict){.winner = -1, .scope = DFPN_SCOPE_ANY};
  if (!sg->playing) return false;
  killall_role r = killall_go_board_static_cached(sg->cache, KILLALL_SG_CACHE_BITS, go_game_board(&sg->g),
                                                  sg->attacker);
  if (r != KILLALL_NOROLE)
    out->winner = r == KILLALL_ATTACKER ? sg->attacker_player : 1 - sg->attacker_player;
  return sg->local_budget || sg->death_budget;
}

static void sg_result(void *ctx, dfpn_verdict *out) {
  killall_solvegame *sg = ctx;
  sg_over(ctx, out);
  if (!sg->playing || out->winner >= 0) return;
  const go_board *b = go_game_board(&sg->g);
  if (sg->local_budget && local_life(sg, b, out)) return;
  if (sg->death_budget) local_death(sg, b, out);
}

/* df-pn+ initial numbers (dfpn_game.estimate), used with --estimate. Eye space: the empty points
 * with no Attacker neighbour are where the Defender could still build eyes, those with no Defender
 * neighbour where the Attacker could; their difference x (the Defender's surplus) prices the side
 * behind: a win for the Attacker is taken to cost 1 + 4x expansions when x > 0, a win for the
 * Defender 1 + 4|x| when x < 0. It orders the search only: values do not depend on it. Measured
 * (docs/RESULTS.md): it shortens the Attacker's proofs by 10-25% but can lengthen the Defender's
 * several times (3x6 with no stone: 2.4 -> 13.1 million expansions), hence off by default. */
/* dfpn_game.begin: local life's region solver starts with empty caches in each search. */
static void sg_begin(void *ctx) {
  (void)ctx;
  go_region_forget();
}

static void sg_estimate(void *ctx, uint32_t *phi, uint32_t *delta) {
  const killall_solvegame *sg = ctx;
  *phi = *delta = 1;
  if (!sg->playing || !sg->estimate) return;
  const go_board *b = go_game_board(&sg->g);
  uint64_t att = go_board_stoneset(b, sg->attacker);
  uint64_t def = go_board_stoneset(b, GO_OTHER(sg->attacker));
  uint64_t empty = go_board_pointset(b) & ~(att | def);
  int x = go_setcount(empty & ~go_board_adjacent(b, att)) - go_setcount(empty & ~go_board_adjacent(b, def));
  uint32_t awin = (uint32_t)(1 + 4 * (x > 0 ? x : 0)), dwin = (uint32_t)(1 + 4 * (x < 0 ? -x : 0));
  bool att_to_move = b->to_move == sg->attacker;
  *phi = att_to_move ? awin : dwin;
  *delta = att_to_move ? dwin : awin;
}

/* dfpn_game.cap_holds: over the play history (setup boards hold no Defender stone). */
static bool sg_cap_holds(void *ctx, uint64_t z, int k) {
  const killall_solvegame *sg = ctx;
  return !sg->playing || killall_local_history_ok(sg->g.hist, sg->g.len, sg->attacker, z, k);
}

static int sg_history(void *ctx, uint64_t *boards, uint8_t *st, int max) {
  const killall_solvegame *sg = ctx;
  int n = 0;
  for (int i = 0; i < sg->nframes && n < max; i++, n++) {
    boards[n] = sg->frames[i].board.hash[0] ^ key(0, 0);
    st[n] = (uint8_t)stones(&sg->frames[i].board);
  }
  if (!sg->playing) {
    if (n < max) {
      boards[n] = sg->board.hash[0] ^ key(0, 0);
      st[n] = (uint8_t)stones(&sg->board);
      n++;
    }
    return n;
  }
  for (int i = 0; i < sg->g.len && n < max; i++, n++) {
    boards[n] = sg->g.hist[i].hash[0];
    st[n] = (uint8_t)stones(&sg->g.hist[i]);
  }
  return n;
}

DFPN_GAME_COPY_HOOKS(sg, killall_solvegame, killall_solvegame_clone, killall_solvegame_free)

/* A thread's copy counted its own local verdicts: add them to this game's. */
static void sg_absorb(void *ctx, const dfpn_game *copy) {
  killall_stats_add(&((killall_solvegame *)ctx)->stats, &((const killall_solvegame *)copy->ctx)->stats);
}

static int common_init(killall_solvegame *sg, const go_board *start, int attacker, int mode) {
  memset(sg, 0, sizeof *sg);
  if (start->npoints > GO_SMALL_POINTS) return YOMI_ESIZE;
  sg->mode = mode;
  sg->attacker = attacker == GO_WHITE ? GO_WHITE : GO_BLACK;
  sg->board = *start;
  int rc = go_game_init(&sg->g, start);
  if (rc) return rc;
  sg->cache = cache_alloc(KILLALL_SG_CACHE_BITS, sizeof *sg->cache); /* NULL: no cache, same results */
  sg->symmetry = true;
  go_symmetry_init(&sg->sym, start->rows, start->cols);
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
                          .absorb = sg_absorb,
                          .history = sg_history,
                          .pruned = sg_pruned,
                          .cap_holds = sg_cap_holds};
  return 0;
}

int killall_solvegame_from_game(killall_solvegame *sg, const go_game *g, int attacker) {
  int rc = common_init(sg, go_game_board(g), attacker, KILLALL_SG_PLAY);
  if (rc) return rc;
  go_game_free(&sg->g);
  if ((rc = go_game_copy(&sg->g, g))) {
    cache_free(sg->cache);
    sg->cache = NULL;
    return rc;
  }
  sg->attacker_player = 0;
  sg->playing = true;
  return 0;
}

int killall_solvegame_place(killall_solvegame *sg, const go_board *start, int attacker, int k) {
  int rc = common_init(sg, start, attacker, KILLALL_SG_PLACE);
  if (rc) return rc;
  sg->attacker_player = 0;
  sg->actor = 0;
  sg->place_total = stones(start) + k;
  if (sg->place_total > start->npoints) {
    killall_solvegame_free(sg);
    return YOMI_ERANGE;
  }
  if (k == 0) start_play(sg);
  return 0;
}

int killall_solvegame_pieboxing(killall_solvegame *sg, int rows, int cols) {
  go_board b;
  int rc = go_board_init(&b, rows, cols, GO_SUICIDE_ALLOWED);
  if (rc) return rc;
  if ((rc = common_init(sg, &b, GO_BLACK, KILLALL_SG_PIEBOXING))) return rc;
  sg->attacker_player = -1;
  sg->actor = 0;
  sg->limit = b.npoints / 2;
  return 0;
}

int killall_solvegame_clone(killall_solvegame *dst, const killall_solvegame *src) {
  *dst = *src;
  memset(&dst->stats, 0, sizeof dst->stats); /* its own counts, to be added up with the others' */
  dst->cache = NULL;
  dst->death = NULL;
  int rc = go_game_copy(&dst->g, &src->g);
  if (rc) return rc;
  dst->cache = cache_alloc(KILLALL_SG_CACHE_BITS, sizeof *dst->cache); /* NULL: no cache, same results */
  dst->iface.ctx = dst;
  return 0;
}

void killall_solvegame_free(killall_solvegame *sg) {
  go_game_free(&sg->g);
  cache_free(sg->cache);
  sg->cache = NULL;
  killall_death_tables_free(sg->death);
  sg->death = NULL;
}
