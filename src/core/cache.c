/* core/cache: allocation of the memo tables (see cache.h). */
#include "core/cache.h"
#include <stdlib.h>

void *cache_alloc(unsigned bits, size_t slot_size) { return calloc(CACHE_SIZE(bits), slot_size); }

void cache_free(void *table) { free(table); }
