/* zobrist: 64-bit Zobrist keys drawn from the counter-based generator, so every build and every
 * process gets the same tables. Two independent families (signature 0 and 1) serve as the two
 * independent signatures of a transposition-table entry. */
#ifndef YOMI_CORE_ZOBRIST_H
#define YOMI_CORE_ZOBRIST_H
#include <stdint.h>

/* Key number `index` of family `family` (0 or 1) in table `table`. Pure function. */
uint64_t zobrist_key(uint32_t table, uint32_t family, uint64_t index);
/* Fill `out[0..n)` with keys of (table, family). */
void zobrist_fill(uint64_t *out, uint64_t n, uint32_t table, uint32_t family);

#endif
