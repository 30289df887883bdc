/* go/symmetry: the symmetries of a rectangular board (8 on a square, 4 otherwise) as point
 * permutations, for the solvers' move pruning: while a symmetry fixes every board of a game's
 * history, moves m and s(m) lead to games that s maps onto each other (superko history included),
 * so a solver need list only one move per orbit. Boards of up to 64 points (go_board). */
#ifndef YOMI_GO_SYMMETRY_H
#define YOMI_GO_SYMMETRY_H
#include <stdbool.h>
#include <stdint.h>
#include "go/board.h"

/* Invariant: perm[0] is the identity; perm[i] is a permutation of 0..rows*cols-1 for i < n. */
typedef struct go_symmetry {
  int n;
  uint8_t perm[8][GO_SMALL_POINTS];
} go_symmetry;

void go_symmetry_init(go_symmetry *s, int rows, int cols);
/* Does symmetry i map the stones of b onto themselves (colours kept)? */
bool go_symmetry_fixes(const go_symmetry *s, int i, const go_board *b);
/* The symmetries other than the identity that fix each of boards[0..len), into out[]; their count. */
int go_symmetry_of_boards(const go_symmetry *s, const go_board *boards, int len, int *out);
/* The points of `points` that are the least of their orbit under the symmetries syms[0..nsyms)
 * (which must form a group with the identity, as the result of go_symmetry_of_boards does). */
uint64_t go_symmetry_least(const go_symmetry *s, const int *syms, int nsyms, uint64_t points);

#endif
