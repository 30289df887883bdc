/* go/static: static decisions under positional superko (see static.h; each rule's soundness
 * argument is in docs/go-static.md). */
#include "go/static.h"
#include "core/opts.h"
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

void go_static_sure(const go_board *b, int colour, bool pure, go_sure *out) {
  uint64_t alive = go_board_pass_aliveset(b, colour);
  /* next to an alive stone (a point with no neighbour at all, on 1x1, is no eye) and to nothing else */
  uint64_t others = go_board_pointset(b) & ~alive;
  out->alive = alive;
  out->eyes = go_board_emptyset(b) & go_board_adjacent(b, alive) & ~go_board_adjacent(b, others);
  out->pure = pure && alive ? pure_eyes(b, colour, alive) : 0;
}

void go_static_cap(const go_board *b, int colour, const go_sure *s, uint64_t *capz, int *capk) {
  uint64_t z = s->alive | s->pure;
  *capz = b->npoints > GO_STATIC_HALF ? z : colour == GO_BLACK ? z : z << GO_STATIC_HALF;
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

/* The area rules for one colour: pass-alive stones and one-point eyes (scope any), then with the
 * pure eyes under their cap if the history meets it. *used: the points the deciding rule counted. */
static int decide_area(const go_game *g, int colour, double komi, unsigned rules, dfpn_verdict *out,
                       uint64_t *used) {
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
  if (!s.pure || !decides(b, colour, area + go_setcount(s.pure), komi)) return GO_STATIC_NONE;
  uint64_t z;
  int k;
  go_static_cap(b, colour, &s, &z, &k);
  if (!go_static_cap_holds(g, z, k)) return GO_STATIC_CAP_REFUSED;
  *out = (dfpn_verdict){.winner = winner, .scope = DFPN_SCOPE_CAP, .capz = z, .capk = k};
  *used = s.alive | s.eyes | s.pure;
  return GO_STATIC_PURE;
}

int go_static_decide(const go_game *g, double komi, unsigned rules, dfpn_verdict *out) {
  uint64_t used;
  return go_static_decide_points(g, komi, rules, out, &used);
}

int go_static_decide_points(const go_game *g, double komi, unsigned rules, dfpn_verdict *out,
                            uint64_t *used) {
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
  if (!(rules & (GO_STATIC_AREA | GO_STATIC_PURE))) return GO_STATIC_NONE;
  bool refused = false;
  for (int colour = GO_BLACK; colour <= GO_WHITE; colour++) {
    int r = decide_area(g, colour, komi, rules, out, used);
    if (r == GO_STATIC_AREA || r == GO_STATIC_PURE) return r;
    refused |= r == GO_STATIC_CAP_REFUSED;
  }
  return refused ? GO_STATIC_CAP_REFUSED : GO_STATIC_NONE;
}

/* The rules' names, in the order of their bits (GO_STATIC_AREA = 1 << 0, ...). */
static const char *const rule_names[] = {"area", "pure", "pass"};
#define NRULES 3

int go_static_parse(const char *s, unsigned *rules) { return opts_parse_rules(s, rule_names, NRULES, rules); }

const char *go_static_name(unsigned rules, char *buf, size_t len) {
  return opts_rules_text(rules, rule_names, NRULES, buf, len);
}
