/* go/static: static decisions of the Go solver under positional superko, each rule sound for every
 * history (docs/go-static.md): what a colour is sure to own (Benson's pass-alive stones, their
 * one-point eyes, empty pure eyes under a cap on the history) and the end of the game after a pass. */
#ifndef YOMI_GO_STATIC_H
#define YOMI_GO_STATIC_H
#include <stdbool.h>
#include <stdint.h>
#include "go/board.h"
#include "go/region.h"
#include "solve/dfpn.h"

/* The rules, each on its own bit (go_solvegame.statics, `--static` on the command line). */
enum {
  GO_STATIC_AREA = 1,   /* pass-alive stones and their one-point eyes decide at the komi (scope any) */
  GO_STATIC_PURE = 2,   /* ... with the empty pure eyes of two or more points (scope cap) */
  GO_STATIC_PASS = 4,   /* the player to move after a pass wins by passing back (scope any) */
  GO_STATIC_REGION = 8, /* ... with the small areas the region solver owns (go/region.h; scope cap) */
  GO_STATIC_LIVE = 16,  /* one point more decides, and the region solver finds a chain that lives
                           (its Kill-All goal over the colour's areas; scope cap) */
  GO_STATIC_ALL = 31
};

/* Which rule decided (go_static_decide's answer): a GO_STATIC_* bit, GO_STATIC_NONE, or
 * GO_STATIC_CAP_REFUSED: the pure eyes, the owned areas or the living chain would decide, but a
 * board of the history breaks their cap. */
#define GO_STATIC_NONE 0
#define GO_STATIC_CAP_REFUSED 32

/* What `colour` is sure to own at b, as point sets. */
typedef struct go_sure {
  uint64_t alive; /* its pass-alive stones (Benson) */
  uint64_t
      eyes; /* empty points all of whose neighbours are alive stones: the opponent can never play there */
  uint64_t pure; /* empty pure eyes of >= 2 points: components of the non-`colour` points that are empty,
                   * bordered only by alive stones, every point touching them (needs the cap below) */
} go_sure;

/* The sure sets of `colour` at b (pure left empty unless `pure`). */
void go_static_sure(const go_board *b, int colour, bool pure, go_sure *out);

/* The cap under which the pure eyes of s (`colour`'s, at b) are sure: every board of the history has
 * at most capk = |alive| stones of `colour` on alive | pure. Its "features" (dfpn_verdict) on a
 * board of at most GO_STATIC_HALF points: Black stones on the low half of capz plus White stones on
 * the high half (so the core's union of two caps stays a sound cap); on a larger board, stones of
 * either colour on capz (a stronger condition: a board has at least as many stones as X stones). */
#define GO_STATIC_HALF 32
void go_static_cap(const go_board *b, int colour, const go_sure *s, uint64_t *capz, int *capk);

/* Does every board of g's history (the current one included) have at most k features on z? */
bool go_static_cap_holds(const go_game *g, uint64_t z, int k);

/* The static verdict at g's current position at komi with `rules` (GO_STATIC_* bits): into *out
 * (winner 0 Black, 1 White, -1 undecided; scope ANY, or CAP with the cap). Returns the rule that
 * decided (GO_STATIC_NONE when none). A finished game (two passes) is not judged here. The rule
 * GO_STATIC_REGION gives each local game of the region solver GO_STATIC_REGION_BUDGET positions
 * (8000: games of up to 14 points that ran out of 4000 were won four times in five with more; 8000
 * gave the suites fewer expansions than 4000 or 32000, in less time than either, and a game's answer,
 * or its giving up, is kept, so it is paid once; docs/RESULTS.md, "The region solver's goal without
 * the captures"), areas of up to GO_STATIC_REGION_AREA points and games of
 * up to GO_STATIC_REGION_TOTAL (docs/RESULTS.md, "Larger areas for the region solver"). */
#define GO_STATIC_REGION_BUDGET 8000
#define GO_STATIC_REGION_AREA 9
#define GO_STATIC_REGION_TOTAL 14
#define GO_STATIC_REGION_LIMITS \
  ((go_region_limits){GO_STATIC_REGION_BUDGET, GO_STATIC_REGION_AREA, GO_STATIC_REGION_TOTAL})
int go_static_decide(const go_game *g, double komi, unsigned rules, dfpn_verdict *out);

/* The region solver's effort and outcome in go_static_decide_counted. */
typedef struct go_static_effort {
  go_region_limits lim; /* how far it goes */
  uint64_t tries;       /* decisions the region solver was asked for */
  uint64_t nodes;       /* local positions it visited */
} go_static_effort;
/* go_static_decide with the region solver's limits e->lim, adding its effort to *e. */
int go_static_decide_counted(const go_game *g, double komi, unsigned rules, dfpn_verdict *out,
                             go_static_effort *e);
/* go_static_decide, and into *used the points the deciding rule counted: the winner's pass-alive
 * stones and one-point eyes (GO_STATIC_AREA), with its pure eyes (GO_STATIC_PURE); 0 for the pass
 * rule (it reads the score of the whole board) and when nothing decided. */
int go_static_decide_points(const go_game *g, double komi, unsigned rules, dfpn_verdict *out, uint64_t *used);

/* The points of the areas (go/region.h) that the region solver says their owner keeps with the
 * invader to move, for both colours (each area's points that are not the owner's stones): settled
 * whoever moves, for the move order (go/order.h). The region solver's effort is added to *e. */
uint64_t go_static_settled(const go_board *b, go_static_effort *e);

/* Empty this thread's caches of the region solver's answers (go_region_forget and the answers by
 * board kept here), so that what the next search finds does not depend on the searches before it
 * (dfpn_game.begin). The pass-alive cache stays: its answers do not depend on any limit. */
void go_static_forget(void);

/* Parse a rule list: "all", "none", or names joined by commas ("area,pass"). 0 or -1. */
int go_static_parse(const char *s, unsigned *rules);
/* The rule list of `rules` as text ("all", "none", "area,pure"). */
const char *go_static_name(unsigned rules, char *buf, size_t len);

#endif
