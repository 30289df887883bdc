/* core/cache: allocation of the memo tables (see cache.h). */
#include "core/cache.h"
#include <stdlib.h>
#include <string.h>

/* On a cache line's boundary: calloc's 16-byte alignment would split every other 32-byte slot
 * across two lines, two misses for one probe (docs/RESULTS.md, "Larger areas for the region
 * solver": 20 % of the region solver's time). */
void *cache_alloc(unsigned bits, size_t slot_size) {
  size_t n = CACHE_SIZE(bits);
  if (slot_size && n > SIZE_MAX / slot_size) return NULL;
  void *t = NULL;
  if (posix_memalign(&t, 64, n * slot_size)) return NULL;
  return memset(t, 0, n * slot_size);
}

void cache_free(void *table) { free(table); }
