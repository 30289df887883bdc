/* go/keys: Zobrist keys of stones (families 0 and 1 of core/zobrist), filled once per process. */
#include "go/keys.h"
#include <pthread.h>
#include "core/zobrist.h"

uint64_t go__zobrist[2][2][GO_MAX_POINTS];
static pthread_once_t keys_once = PTHREAD_ONCE_INIT;

static void keys_fill(void) {
  for (int f = 0; f < 2; f++)
    for (int c = 0; c < 2; c++)
      for (int p = 0; p < GO_MAX_POINTS; p++)
        go__zobrist[f][c][p] = zobrist_key(GO_ZOBRIST_TABLE, (uint32_t)f, (uint64_t)c * 1024 + (uint64_t)p);
}

void go__keys_init(void) { pthread_once(&keys_once, keys_fill); }

uint64_t go_side_key(int family) { return zobrist_key(GO_ZOBRIST_TABLE, (uint32_t)family, 3 * 1024); }

uint64_t go_stone_key(int family, int colour, int point) {
  go__keys_init();
  return go__zobrist[family][colour - 1][point];
}

uint64_t go_keys_fingerprint(int npoints) {
  uint64_t keys = 0;
  for (int f = 0; f < 2; f++)
    for (int c = 1; c <= 2; c++)
      for (int p = 0; p < npoints; p++) keys = (keys << 7 | keys >> 57) ^ go_stone_key(f, c, p);
  return keys;
}
