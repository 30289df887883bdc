/* go/symmetry: board symmetries for move pruning (see symmetry.h). */
#include "go/symmetry.h"

void go_symmetry_init(go_symmetry *s, int rows, int cols) {
  s->n = rows == cols ? 8 : 4;
  for (int p = 0; p < rows * cols && p < GO_SMALL_POINTS; p++) {
    int r = p / cols, c = p % cols;
    int img[8][2] = {{r, c}, {r, cols - 1 - c}, {rows - 1 - r, c}, {rows - 1 - r, cols - 1 - c},
                     {c, r}, {c, rows - 1 - r}, {cols - 1 - c, r}, {cols - 1 - c, rows - 1 - r}};
    for (int i = 0; i < s->n; i++) s->perm[i][p] = (uint8_t)(img[i][0] * cols + img[i][1]);
  }
}

static uint64_t map_bits(const uint8_t *perm, uint64_t x) {
  uint64_t y = 0;
  for (; x; x &= x - 1) y |= 1ull << perm[__builtin_ctzll(x)];
  return y;
}

bool go_symmetry_fixes(const go_symmetry *s, int i, const go_board *b) {
  uint64_t black = go_board_stoneset(b, GO_BLACK), white = go_board_stoneset(b, GO_WHITE);
  return map_bits(s->perm[i], black) == black && map_bits(s->perm[i], white) == white;
}

int go_symmetry_of_boards(const go_symmetry *s, const go_board *boards, int len, int *out) {
  int n = 0;
  for (int i = 1; i < s->n; i++) {
    bool fixed = true;
    for (int h = len - 1; h >= 0 && fixed; h--) fixed = go_symmetry_fixes(s, i, &boards[h]);
    if (fixed) out[n++] = i;
  }
  return n;
}

uint64_t go_symmetry_least(const go_symmetry *s, const int *syms, int nsyms, uint64_t points) {
  uint64_t keep = 0;
  for (uint64_t m = points; m; m &= m - 1) {
    int p = __builtin_ctzll(m);
    bool least = true;
    for (int i = 0; i < nsyms && least; i++) least = s->perm[syms[i]][p] >= p;
    if (least) keep |= 1ull << p;
  }
  return keep;
}
