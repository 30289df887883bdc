/* fuzz_moves: move lists ("C3,D4,pass", go_parse_moves) on a board size from the first byte, and
 * board sizes ("RxC", go_parse_size); every move read lies on the board. */
#include "fuzz.h"
#include "go/board.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (size < 1 || size > 8192) return 0;
  int rows = 1 + data[0] % 19, cols = 1 + (data[0] / 19) % 19;
  char *s = fuzz_string(data + 1, size - 1);
  int moves[1024], bad = -1;
  int n = go_parse_moves(s, rows, cols, moves, 1024, &bad);
  for (int i = 0; i < n; i++)
    if (moves[i] != GO_PASS && (moves[i] < 0 || moves[i] >= rows * cols)) abort();
  int r, c;
  if (go_parse_size(s, GO_MAX_POINTS, &r, &c) == 0 && (r < 1 || c < 1 || r * c > GO_MAX_POINTS)) abort();
  free(s);
  return 0;
}
