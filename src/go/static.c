/* go/static: static decisions under positional superko (see static.h; each rule's soundness
 * argument is in docs/go-static.md). */
#include "go/static.h"
#include "core/opts.h"
#include "core/cache.h"
#include "core/hash.h"
#include "go/region.h"
#include <stdio.h>
#include <string.h>

/* Solver players (go/solvegame.h): 0 Black, 1 White. */
enum { BLACK_WINS = 0, WHITE_WINS = 1 };

/* The empty pure eyes of `colour` with alive stones `alive`: components of the non-`colour` points
 * that hold no stone, have two or more points, border only alive stones and all touch them. */
static uint64_t pure_eyes(const go_board *b, int colour, uint64_t alive) {
  uint64_t all = go_board_pointset(b), mine = go_board_stoneset(b, colour);
  uint64_t notmine = all & ~mine, empty = go_board_emptyset(b), touch = go_board_adjacent(b, alive);
  uint64_t pure = 0;
  for (uint64_t rest = notmine; rest;) {
    uint64_t r = go_board_flood(b, rest & -rest, notmine);
    rest &= ~r;
    if ((r & ~empty) || go_setcount(r) < 2) continue;    /* a stone inside, or a one-point eye */
    if (go_board_adjacent(b, r) & ~r & ~alive) continue; /* a border stone that is not alive */
    if (r & ~touch) continue;                            /* a point not touching the alive stones */
    pure |= r;
  }
  return pure;
}

/* The pass-alive stones by board (both colours' stones exactly, the shape, the suicide rule) and
 * colour: the static rules, the prior and the pruning ask for the same board's in turn, and df-pn
 * meets a board again at each transposition. Per thread, direct-mapped; a hit is an exact match. */
CACHE_SLOT(alive_slot, 3, uint64_t)
#define ALIVE_CACHE_BITS 10
static _Thread_local alive_slot alive_cache[CACHE_SIZE(ALIVE_CACHE_BITS)];

static uint64_t pass_alive(const go_board *b, int colour) {
  const uint64_t key[3] = {go_board_stoneset(b, GO_BLACK), go_board_stoneset(b, GO_WHITE),
                           (uint64_t)(b->rows << 8 | b->cols)};
  uint32_t tag = 1u << 2 | (uint32_t)(b->suicide == GO_SUICIDE_ALLOWED) << 1 | (uint32_t)(colour == GO_WHITE);
  alive_slot *slot = &alive_cache[cache_index(hash_words3(key[0], key[1], key[2], tag), ALIVE_CACHE_BITS)];
  uint64_t alive;
  if (alive_slot_get(slot, key, tag, &alive)) return alive;
  alive = go_board_pass_aliveset(b, colour);
  alive_slot_put(slot, key, tag, alive);
  return alive;
}

void go_static_sure(const go_board *b, int colour, bool pure, go_sure *out) {
  uint64_t alive = pass_alive(b, colour);
  /* next to an alive stone (a point with no neighbour at all, on 1x1, is no eye) and to nothing else */
  uint64_t others = go_board_pointset(b) & ~alive;
  out->alive = alive;
  out->eyes = go_board_emptyset(b) & go_board_adjacent(b, alive) & ~go_board_adjacent(b, others);
  out->pure = pure && alive ? pure_eyes(b, colour, alive) : 0;
}

/* The cap's point set for `colour`'s stones on z (see go_static_cap). */
static uint64_t cap_set(const go_board *b, int colour, uint64_t z) {
  return b->npoints > GO_STATIC_HALF ? z : colour == GO_BLACK ? z : z << GO_STATIC_HALF;
}

void go_static_cap(const go_board *b, int colour, const go_sure *s, uint64_t *capz, int *capk) {
  *capz = cap_set(b, colour, s->alive | s->pure);
  *capk = go_setcount(s->alive);
}

/* The features of board b on the cap's points z (see go_static_cap). */
static int features(const go_board *b, uint64_t z) {
  if (b->npoints > GO_STATIC_HALF) return go_setcount(go_board_occupiedset(b) & z);
  uint64_t low = z & ((1ull << GO_STATIC_HALF) - 1), high = z >> GO_STATIC_HALF;
  return go_setcount(go_board_stoneset(b, GO_BLACK) & low) +
         go_setcount(go_board_stoneset(b, GO_WHITE) & high);
}

bool go_static_cap_holds(const go_game *g, uint64_t z, int k) {
  for (int i = 0; i < g->len; i++)
    if (features(&g->hist[i], z) > k) return false;
  return true;
}

/* Does a sure area of `area` points decide for `colour` at komi? Black wins when its margin
 * 2 area - n (the opponent owns at most the rest) exceeds komi; White when n - 2 area < komi. */
static bool decides(const go_board *b, int colour, int area, double komi) {
  int n = b->npoints;
  return colour == GO_BLACK ? 2 * area - n > komi : n - 2 * area < komi;
}

/* The region solver's games (go/region.h) static.c asks for: one per area and the union of the
 * areas with Go's goal, and the union with Kill-All's (a chain that lives). */
typedef enum { GAME_UNION = 0, GAME_AREAS = 1, GAME_LIVE = 2 } region_game;

/* The region solver's answers by board (both hashes), shape, limits, owner, side to move, whether the
 * last move was a pass (go/region.h: then the invader to move may end the game) and game: a position
 * is judged again each time df-pn generates it. Per thread, direct-mapped; a cached answer is one the
 * solver gave for the same board and limits. */
typedef struct region_answer {
  uint64_t z;
  int owner_z;
  bool won;
} region_answer;
CACHE_SLOT(region_slot, 3, region_answer)
#define REGION_CACHE_BITS 16
static _Thread_local region_slot region_cache[CACHE_SIZE(REGION_CACHE_BITS)];
static _Thread_local uint32_t region_generation = 1; /* core/cache.h; moved on by go_static_forget */

void go_static_forget(void) {
  if (cache_generation_next(&region_generation)) memset(region_cache, 0, sizeof region_cache);
  go_region_forget();
}

static bool region_solve(const go_board *b, int colour, bool to_move, region_game game, go_static_effort *e,
                         go_region *r) {
  const uint64_t key[3] = {b->hash[0], b->hash[1],
                           (uint64_t)(b->rows << 8 | b->cols) << 48 ^ (uint64_t)e->lim.area << 40 ^
                               (uint64_t)e->lim.total << 32 ^ e->lim.budget};
  uint32_t place = 1u << 5 | (uint32_t)(b->passes == 1) << 4 | (uint32_t)game << 2 |
                   (uint32_t)(colour == GO_WHITE) << 1 | to_move,
           tag = region_generation << CACHE_GENERATION_SHIFT | place;
  region_slot *slot =
      &region_cache[cache_index(hash_words3(key[0], key[1], key[2], place), REGION_CACHE_BITS)];
  region_answer a;
  if (region_slot_get(slot, key, tag, &a)) {
    *r = (go_region){.z = a.z, .owner_z = a.owner_z};
    return a.won;
  }
  bool won = game == GAME_AREAS
                 ? go_region_areas(b, colour, to_move, e->lim, r)
                 : go_region_union(b, colour, game == GAME_LIVE ? GO_REGION_LIVE : GO_REGION_OWN, to_move,
                                   e->lim, r);
  e->tries++;
  e->nodes += r->nodes;
  region_slot_put(slot, key, tag, (region_answer){.z = r->z, .owner_z = r->owner_z, .won = won});
  return won;
}

uint64_t go_static_settled(const go_board *b, go_static_effort *e) {
  uint64_t settled = 0;
  for (int colour = GO_BLACK; colour <= GO_WHITE; colour++) {
    go_region r;
    if (region_solve(b, colour, false, GAME_AREAS, e, &r)) settled |= r.z & ~go_board_stoneset(b, colour);
  }
  return settled;
}

/* The rule `region` for one colour: its sure area s (alive stones and one-point eyes) with the
 * areas the region solver owns, per area and then as one game, under the cap that the owner has at
 * most its stones of now on them on every board of the history (docs/go-static.md). On a board of
 * more than GO_STATIC_HALF points the cap counts stones of either colour, so it applies only to
 * areas with no stone of the other colour. */
static int decide_region(const go_game *g, int colour, double komi, const go_sure *s, dfpn_verdict *out,
                         uint64_t *used, go_static_effort *e) {
  const go_board *b = go_game_board(g);
  uint64_t sure = s->alive | s->eyes;
  if (!decides(b, colour, go_setcount(sure | go_region_reach(b, colour, e->lim)), komi))
    return GO_STATIC_NONE;
  go_region r;
  bool to_move = b->to_move == colour;
  bool won = region_solve(b, colour, to_move, GAME_AREAS, e, &r);
  if (!won || !decides(b, colour, go_setcount(sure | r.z), komi)) {
    /* the areas as one game: played only where owning what it would own could decide (below) */
    uint64_t uz = go_region_union_z(b, colour, e->lim);
    if (!decides(b, colour, go_setcount(sure | uz), komi)) return GO_STATIC_NONE;
    if (b->npoints > GO_STATIC_HALF && (go_board_stoneset(b, GO_OTHER(colour)) & uz)) return GO_STATIC_NONE;
    won = region_solve(b, colour, to_move, GAME_UNION, e, &r);
  }
  if (!won || !decides(b, colour, go_setcount(sure | r.z), komi)) return GO_STATIC_NONE;
  if (b->npoints > GO_STATIC_HALF && (go_board_stoneset(b, GO_OTHER(colour)) & r.z)) return GO_STATIC_NONE;
  uint64_t z = cap_set(b, colour, r.z);
  if (!go_static_cap_holds(g, z, r.owner_z)) return GO_STATIC_CAP_REFUSED;
  int winner = colour == GO_BLACK ? BLACK_WINS : WHITE_WINS;
  *out = (dfpn_verdict){.winner = winner, .scope = DFPN_SCOPE_CAP, .capz = z, .capk = r.owner_z};
  *used = sure | r.z;
  return GO_STATIC_REGION;
}

/* The rule `live` for one colour, where one point more than its sure area s (alive stones and
 * one-point eyes) would decide: the region solver's game over the union of its areas with Kill-All's
 * goal. A win makes a chain on Z pass-alive, so the colour ends the game with at least one stone on
 * Z, a point outside s when s and Z do not meet; under the cap that it has at most its stones of now
 * on Z on every board of the history, and not with the invader to move just after a pass (its pass
 * would end the game at once). Scope: cap (docs/go-static.md, rule `live`). */
static int decide_live(const go_game *g, int colour, double komi, const go_sure *s, dfpn_verdict *out,
                       uint64_t *used, go_static_effort *e) {
  const go_board *b = go_game_board(g);
  uint64_t sure = s->alive | s->eyes;
  if (!decides(b, colour, go_setcount(sure) + 1, komi)) return GO_STATIC_NONE;
  bool to_move = b->to_move == colour;
  if (!to_move && b->passes == 1) return GO_STATIC_NONE;
  uint64_t uz = go_region_union_z(b, colour, e->lim);
  if (!uz || (uz & sure)) return GO_STATIC_NONE; /* no game, or its chain may lie in s */
  if (b->npoints > GO_STATIC_HALF && (go_board_stoneset(b, GO_OTHER(colour)) & uz)) return GO_STATIC_NONE;
  go_region r;
  if (!region_solve(b, colour, to_move, GAME_LIVE, e, &r)) return GO_STATIC_NONE;
  uint64_t z = cap_set(b, colour, r.z);
  if (!go_static_cap_holds(g, z, r.owner_z)) return GO_STATIC_CAP_REFUSED;
  *out = (dfpn_verdict){.winner = colour == GO_BLACK ? BLACK_WINS : WHITE_WINS,
                        .scope = DFPN_SCOPE_CAP,
                        .capz = z,
                        .capk = r.owner_z};
  *used = sure | r.z;
  return GO_STATIC_LIVE;
}

/* The area rules for one colour: pass-alive stones and one-point eyes (scope any), then with the
 * pure eyes under their cap if the history meets it. *used: the points the deciding rule counted. */
static int decide_area(const go_game *g, int colour, double komi, unsigned rules, dfpn_verdict *out,
                       uint64_t *used, go_static_effort *e) {
  const go_board *b = go_game_board(g);
  go_sure s;
  go_static_sure(b, colour, rules & GO_STATIC_PURE, &s);
  int winner = colour == GO_BLACK ? BLACK_WINS : WHITE_WINS;
  int area = go_setcount(s.alive) + go_setcount(s.eyes);
  if (decides(b, colour, area, komi)) {
    *out = (dfpn_verdict){.winner = winner, .scope = DFPN_SCOPE_ANY};
    *used = s.alive | s.eyes;
    return GO_STATIC_AREA;
  }
  if (!s.pure || !decides(b, colour, area + go_setcount(s.pure), komi)) {
    int live = rules & GO_STATIC_LIVE ? decide_live(g, colour, komi, &s, out, used, e) : GO_STATIC_NONE;
    if (live == GO_STATIC_LIVE) return live;
    int region = rules & GO_STATIC_REGION ? decide_region(g, colour, komi, &s, out, used, e) : GO_STATIC_NONE;
    return region == GO_STATIC_NONE ? live : region;
  }
  uint64_t z;
  int k;
  go_static_cap(b, colour, &s, &z, &k);
  if (!go_static_cap_holds(g, z, k)) return GO_STATIC_CAP_REFUSED;
  *out = (dfpn_verdict){.winner = winner, .scope = DFPN_SCOPE_CAP, .capz = z, .capk = k};
  *used = s.alive | s.eyes | s.pure;
  return GO_STATIC_PURE;
}

static int decide(const go_game *g, double komi, unsigned rules, dfpn_verdict *out, uint64_t *used,
                  go_static_effort *e);

int go_static_decide(const go_game *g, double komi, unsigned rules, dfpn_verdict *out) {
  uint64_t used;
  go_static_effort e = {.lim = GO_STATIC_REGION_LIMITS};
  return decide(g, komi, rules, out, &used, &e);
}

int go_static_decide_counted(const go_game *g, double komi, unsigned rules, dfpn_verdict *out,
                             go_static_effort *e) {
  uint64_t used;
  return decide(g, komi, rules, out, &used, e);
}

int go_static_decide_points(const go_game *g, double komi, unsigned rules, dfpn_verdict *out,
                            uint64_t *used) {
  go_static_effort e = {.lim = GO_STATIC_REGION_LIMITS};
  return decide(g, komi, rules, out, used, &e);
}

static int decide(const go_game *g, double komi, unsigned rules, dfpn_verdict *out, uint64_t *used,
                  go_static_effort *e) {
  const go_board *b = go_game_board(g);
  *out = (dfpn_verdict){.winner = -1, .scope = DFPN_SCOPE_ANY};
  *used = 0;
  if (go_board_over(b)) return GO_STATIC_NONE;
  if ((rules & GO_STATIC_PASS) && b->passes == 1) {
    /* the opponent has just passed: passing back ends the game at today's area score */
    int w = go_board_score(b) > komi ? BLACK_WINS : WHITE_WINS;
    if (w == (b->to_move == GO_BLACK ? BLACK_WINS : WHITE_WINS)) {
      out->winner = w;
      return GO_STATIC_PASS;
    }
  }
  if (!(rules & (GO_STATIC_AREA | GO_STATIC_PURE | GO_STATIC_REGION | GO_STATIC_LIVE))) return GO_STATIC_NONE;
  bool refused = false;
  for (int colour = GO_BLACK; colour <= GO_WHITE; colour++) {
    int r = decide_area(g, colour, komi, rules, out, used, e);
    if (r == GO_STATIC_AREA || r == GO_STATIC_PURE || r == GO_STATIC_REGION || r == GO_STATIC_LIVE) return r;
    refused |= r == GO_STATIC_CAP_REFUSED;
  }
  return refused ? GO_STATIC_CAP_REFUSED : GO_STATIC_NONE;
}

/* The rules' names, in the order of their bits (GO_STATIC_AREA = 1 << 0, ...). */
static const char *const rule_names[] = {"area", "pure", "pass", "region", "live"};
#define NRULES 5

int go_static_parse(const char *s, unsigned *rules) { return opts_parse_rules(s, rule_names, NRULES, rules); }

const char *go_static_name(unsigned rules, char *buf, size_t len) {
  return opts_rules_text(rules, rule_names, NRULES, buf, len);
}
