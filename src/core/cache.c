/* core/cache: allocation of the memo tables (see cache.h). */
#include "core/cache.h"
#include <stdlib.h>
#include <stdint.h>
#include <sys/mman.h>

enum { CACHE_LINE = 64 };

/* On a cache line's boundary: calloc's 16-byte alignment would split every other 32-byte slot
 * across two lines, two misses for one probe (docs/RESULTS.md, "Larger areas for the region
 * solver": 20 % of the region solver's time). calloc rather than posix_memalign and memset: a large
 * table comes from fresh zero pages of the system, touched only where it is used (the region
 * solver's memo is 128 MiB a thread; a short run uses a little of it). The block calloc gave is
 * kept in the word before the table. */
void *cache_alloc(unsigned bits, size_t slot_size) {
  size_t n = CACHE_SIZE(bits);
  if (slot_size && n > (SIZE_MAX - 2 * CACHE_LINE) / slot_size) return NULL;
  char *block = calloc(1, n * slot_size + 2 * CACHE_LINE);
  if (!block) return NULL;
  uintptr_t at = ((uintptr_t)block + sizeof(void *) + CACHE_LINE - 1) & ~(uintptr_t)(CACHE_LINE - 1);
  void **table = (void **)at;
  table[-1] = block;
  return table;
}

void cache_free(void *table) {
  if (table) free(((void **)table)[-1]);
}

void cache_huge(void *p, size_t bytes) {
  enum { HUGE = 2u << 20 };
  uintptr_t start = ((uintptr_t)p + HUGE - 1) & ~(uintptr_t)(HUGE - 1),
            end = ((uintptr_t)p + bytes) & ~(uintptr_t)(HUGE - 1);
  if (end <= start) return;
#ifdef MADV_HUGEPAGE
  (void)madvise((void *)start, end - start, MADV_HUGEPAGE);
#endif
#ifndef MADV_COLLAPSE
#define MADV_COLLAPSE 25
#endif
  (void)madvise((void *)start, end - start, MADV_COLLAPSE);
}
