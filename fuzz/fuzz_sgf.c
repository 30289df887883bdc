/* fuzz_sgf: the SGF reader (go/sgf.c): any text parses or is refused, within its bounds. */
#include "fuzz.h"
#include "go/board.h"
#include "go/sgf.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (size > 1 << 16) return 0;
  char *s = fuzz_string(data, size);
  go_sgf g;
  char err[256];
  if (go_sgf_parse(s, &g, err, sizeof err) == 0) {
    int points = g.rows * g.cols;
    for (int i = 0; i < g.nsetup; i++)
      if (g.setup_point[i] < 0 || g.setup_point[i] >= points) abort();
    for (int i = 0; i < g.nmoves; i++)
      if (g.move[i] != GO_PASS && (g.move[i] < 0 || g.move[i] >= points)) abort();
    go_sgf_free(&g);
  }
  free(s);
  return 0;
}
