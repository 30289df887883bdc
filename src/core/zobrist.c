/* zobrist: deterministic Zobrist tables from Philox. */
#include "core/zobrist.h"
#include "core/rng.h"

#define ZOBRIST_SEED 0x796f6d695a4f4252ull /* "yomiZOBR" */

uint64_t zobrist_key(uint32_t table, uint32_t family, uint64_t index) {
  return rng_at(ZOBRIST_SEED ^ ((uint64_t)family << 62), ((uint64_t)table << 40) ^ index, 0);
}

void zobrist_fill(uint64_t *out, uint64_t n, uint32_t table, uint32_t family) {
  for (uint64_t i = 0; i < n; i++) out[i] = zobrist_key(table, family, i);
}
