/* go/region: the region solver, an exact search of the small areas a colour encloses, shared by Go
 * (go/static.c, rule `region`) and Kill-All (killall/local.h, the Defender's local life). Soundness
 * arguments: docs/killall.md ("Local life") and docs/go-static.md (rule `region`).
 *
 * Let X be the owner and D its stones. An *area* is a component of the non-X points with at most
 * `area` points (go_region_limits) and an empty point. For a set R of areas, C is the X chains next to R
 * and Z = R + C. The local game is played on R alone: the invader may place in R or pass (a move
 * elsewhere on the board), the owner must place in R and may not commit suicide; captures count
 * liberties in R only, and an owner chain of Z left without an empty neighbour in R counts as
 * captured, which loses the local game for the owner. The owner wins the local game when
 *   GO_REGION_LIVE: Benson's test, over the chains of Z and the regions inside R only (every point
 *     of a vital region touching the chain), finds a pass-alive chain (Kill-All's goal);
 *   GO_REGION_OWN: that test keeps every chain of Z, and every component of the non-X points of R
 *     (invader stones included) is one empty point or touches those chains with every point (so X
 *     owns all of Z at the end of the game, capturing what invader stones are left: Go's goal).
 * With GO_REGION_OWN and the invader to move just after a pass, there is no local game: the
 * invader's pass would end the real game at once.
 * A local win holds in the real game along every history in which no board had more X stones on Z
 * than this one (the cap). The local game has no history of its own, so its answers are memoised
 * by (layout, goal, R, stones, side to move) and never go stale, where the game is first moved to
 * the board's first point and its layout is the board's width (0 for a game in one row): the same
 * game shares its answers wherever it lies. */
#ifndef YOMI_GO_REGION_H
#define YOMI_GO_REGION_H
#include <stdbool.h>
#include <stdint.h>
#include "go/board.h"

/* How far the region solver goes: `budget` local positions per local game (it gives up beyond), areas
 * of at most `area` points, and at most `total` points of areas in one local game (go_region_union).
 * An answer depends on the game alone, never on the limits that let it be played. */
typedef struct go_region_limits {
  uint64_t budget;
  int area, total;
} go_region_limits;

typedef enum { GO_REGION_LIVE = 0, GO_REGION_OWN = 1 } go_region_goal;

typedef struct go_region {
  uint64_t z;     /* Z = R + C: the points the verdict depends on (and, for GO_REGION_OWN, owns) */
  int owner_z;    /* owner stones on Z now: the cap's count */
  uint64_t nodes; /* local positions visited */
} go_region;

/* One local game over the union of b's areas of `owner` (up to lim.total points in all, in point
 * order): does the owner win it with `owner_to_move` (true) or the invader to move? Gives up (false)
 * after lim.budget local positions. Fills *out (z = 0 when there is no game to play). */
bool go_region_union(const go_board *b, int owner, go_region_goal goal, bool owner_to_move,
                     go_region_limits lim, go_region *out);

/* The points go_region_union's game would own if the owner won it (its Z; 0 when there is no game),
 * without playing it: where they could not decide, the game need not be played. */
uint64_t go_region_union_z(const go_board *b, int owner, go_region_limits lim);

/* One local game per area of `owner` (GO_REGION_OWN): the union of the areas whose game the owner
 * wins with the invader to move, and, when owner_to_move, the largest one it wins only with the
 * owner to move. Owning each of them at once is sound (docs/go-static.md, rule `region`); the cap is
 * owner stones on out->z. lim.budget is per area; out->nodes the total. Returns out->z != 0. */
bool go_region_areas(const go_board *b, int owner, bool owner_to_move, go_region_limits lim, go_region *out);

/* For tests, per thread: with `on`, every local game is played where it lies on the board, not
 * moved to the board's first point first (region.c, translate): the slow twin of that move. */
void go_region_in_place(bool on);

/* For tests, per thread: with `on`, Go's goal (GO_REGION_OWN) also asks that R hold no invader
 * stone, so the owner captures every intruder inside the local game: the goal before 2026-12-03, the
 * slow twin of the present one (same answers, longer games; docs/go-static.md, rule `region`). */
void go_region_capture_goal(bool on);

/* For tests, per thread: each search's memo starts with 2^bits slots (0: the default, 2^20; at most
 * 2^22) and grows to 2^22 once it has stored a quarter as many answers (region.c, memo_grow), from
 * the next go_region_forget on. */
void go_region_memo_start(unsigned bits);

/* For tests: this thread's memo after growing it to 2^22 slots (when grow): its size (bits) in
 * *bits, and how many answers of this search it holds, or -1 when one of them is not in the slot its
 * key names there (so would never be found). */
int64_t go_region_memo_check(bool grow, unsigned *bits);

/* Forget this thread's memo of local positions and its cache of whole local games. Their answers
 * are exact, but a game's budget counts only the positions it visits, so a game that gives up with
 * an empty memo may be answered with a warm one: a search that starts with this call sees the same
 * answers whichever searches the thread ran before (dfpn_game.begin). The tables' generation moves
 * on (core/cache.h), so nothing is cleared; when it comes round they are freed, and made again on
 * their next use. */
void go_region_forget(void);

/* Every area of `owner` at b with the owner chains next to them: all the region solver could own. */
uint64_t go_region_reach(const go_board *b, int owner, go_region_limits lim);

#endif
