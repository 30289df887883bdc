/* stats: table-driven statistics (see stats.h). */
#include "core/stats.h"

static uint64_t *counter(void *st, const stat_spec *s) { return (uint64_t *)((char *)st + s->offset); }

uint64_t stats_get(const stat_spec *s, const void *st) {
  return *(const uint64_t *)((const char *)st + s->offset);
}

void stats_add(const stat_spec *specs, size_t n, void *into, const void *from) {
  for (size_t i = 0; i < n; i++) {
    uint64_t *d = counter(into, &specs[i]), v = stats_get(&specs[i], from);
    if (specs[i].kind == STAT_MAX) *d = v > *d ? v : *d;
    else *d += v;
  }
}

void stats_print_line(FILE *f, const char *name, uint64_t value, const char *help) {
  fprintf(f, "  %-22s %16llu  %s\n", name, (unsigned long long)value, help);
}

void stats_print(FILE *f, const stat_spec *specs, size_t n, const void *st) {
  for (size_t i = 0; i < n; i++) stats_print_line(f, specs[i].name, stats_get(&specs[i], st), specs[i].help);
}

void stats_json(json_writer *w, const stat_spec *specs, size_t n, const void *st) {
  for (size_t i = 0; i < n; i++) json_kv_uint(w, specs[i].name, stats_get(&specs[i], st));
}
