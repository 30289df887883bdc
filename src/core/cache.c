/* core/cache: allocation of the memo tables (see cache.h). */
#include "core/cache.h"
#include <stdlib.h>
#include <stdint.h>
#include <sys/mman.h>

enum { CACHE_LINE = 64 };

/* From the system (mmap), not from malloc: a large table comes as fresh zero pages, touched only
 * where it is used (the region solver's memo is 128 MiB a thread; a short run uses a little of it),
 * on a page's boundary and so on a cache line's (calloc's 16-byte alignment would split every other
 * 32-byte slot across two lines, two misses for one probe: docs/RESULTS.md, "Larger areas for the
 * region solver"). And LeakSanitizer, which reads every block malloc gave that is still reachable at
 * exit, does not read it: the tables hold no pointers, and reading a thread's memo (the main
 * thread's is never freed, since its key's destructor does not run at exit) cost each process of the
 * sanitizer build 0.6 s and 140 MB. The mapping's length is kept in the line before the table. */
void *cache_alloc(unsigned bits, size_t slot_size) {
  size_t n = CACHE_SIZE(bits);
  if (slot_size && n > (SIZE_MAX - CACHE_LINE) / slot_size) return NULL;
  size_t len = n * slot_size + CACHE_LINE;
  char *block = mmap(NULL, len, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (block == MAP_FAILED) return NULL;
  *(size_t *)block = len;
  return block + CACHE_LINE;
}

void cache_free(void *table) {
  if (!table) return;
  char *block = (char *)table - CACHE_LINE;
  (void)munmap(block, *(size_t *)block);
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
