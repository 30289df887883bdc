/* verify/vboard: the certificate verifier's own Go rules, deliberately plain (a char per point, flood
 * fills over arrays) and sharing nothing with src/go or src/solve: placement with captures and the
 * suicide rule, area score, Benson's pass-alive stones, and the rules a certificate's static leaves
 * invoke (docs/certificates.md). */
#ifndef YOMI_VERIFY_VBOARD_H
#define YOMI_VERIFY_VBOARD_H
#include <stdbool.h>
#include <stddef.h>

#define VB_MAX 64 /* points: the solver's boards */

/* c[p] is '.', 'X' (Black) or 'O' (White); point p = row * cols + col, row 0 on top. */
typedef struct verify_board {
  int rows, cols, n;
  char c[VB_MAX + 1];
} verify_board;

/* The neighbours of p into out[4]; their count. */
int verify_nbrs(const verify_board *b, int p, int out[4]);
/* The points reachable from p through points whose colour is in `over` (a string such as ".O"),
 * marked 1 in mark[VB_MAX]; their count. */
int verify_flood(const verify_board *b, int p, const char *over, char *mark);
/* The same through the points q with in[q] != 0. */
int verify_flood_in(const verify_board *b, int p, const char *in, char *mark);
/* Place `me` ('X' or 'O') at p: captures of the other colour's chains without liberties, then the
 * mover's own chain without liberties is illegal (suicide forbidden) or removed (allowed; a
 * single stone's suicide is illegal, as it leaves the board unchanged). False (b unchanged) when
 * illegal or occupied. */
bool verify_place(verify_board *b, int p, char me, bool suicide);
/* Area score, Black minus White: stones plus the empty points that reach only one colour. */
int verify_score(const verify_board *b);
/* Benson's pass-alive stones of `me`, as alive[VB_MAX] (1 on each). Regions: the components of the
 * points not holding `me` that contain an empty point; vital to a chain when each point of it that
 * matters (its empty points, or all its points when suicide is allowed) touches the chain. */
void verify_benson(const verify_board *b, char me, bool suicide, char *alive);

/* ---- the leaves' rules (verify/judge.c), each re-derived from its definition ---- */

/* Kill-All's end (docs/killall.md): 'O'/'X' is the winner when the Defender (the other colour than
 * attacker) has a pass-alive string ("alive") or the Attacker's pass-alive stones leave no room for
 * one ("noroom"), with *kind set; 0 while the game goes on. */
char verify_killall_over(const verify_board *b, char attacker, bool suicide, const char **kind);
/* Does the static rule `rule` ("area" or "pure", docs/go-static.md) decide b for `me` at komi? For
 * "pure" the cap is checked on every board of hist[0..nhist) (the path, b included). The reason
 * in words into why[0..n) either way. */
bool verify_go_area(const verify_board *b, const verify_board *hist, int nhist, char me, bool suicide,
                    double komi, bool pure, char *why, size_t n);

#endif
