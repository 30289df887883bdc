/* stats: statistics tables (after Kissat). A module lists its counters once in an X-macro table;
 * the same table generates the struct and a spec array with offsets, from which the counters are
 * added up (over threads), printed aligned (--stats) and written to JSON, so that a new counter is
 * one line in one table:
 *
 *   #define X_STATS(C) C(expansions, SUM, "positions expanded") C(max_depth, MAX, "deepest ply")
 *   typedef struct { X_STATS(STATS_FIELD) } x_stats;
 *   #define STATS_STRUCT x_stats
 *   static const stat_spec x_stat_specs[] = { X_STATS(STATS_SPEC) };
 *
 * Every counter is a uint64_t; SUM counters add up over threads or runs, MAX counters take the
 * larger value. */
#ifndef YOMI_CORE_STATS_H
#define YOMI_CORE_STATS_H
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include "core/json.h"

typedef enum { STAT_SUM, STAT_MAX } stat_kind;

typedef struct stat_spec {
  const char *name;
  stat_kind kind;
  const char *help;
  size_t offset; /* of the uint64_t counter in its struct */
} stat_spec;

#define STATS_FIELD(name, kind, help) uint64_t name;
#define STATS_SPEC(name, kind, help) {#name, STAT_##kind, help, offsetof(STATS_STRUCT, name)},
#define STATS_COUNT(specs) (sizeof(specs) / sizeof((specs)[0]))

/* One table over one struct. */
typedef struct stat_table {
  const stat_spec *specs;
  size_t n;
} stat_table;

/* The counter of spec s in the struct at st. */
uint64_t stats_get(const stat_spec *s, const void *st);
/* into += from, counter by counter (MAX: the larger). */
void stats_add(const stat_spec *specs, size_t n, void *into, const void *from);
/* One aligned line per counter: "  name   value  help". */
void stats_print(FILE *f, const stat_spec *specs, size_t n, const void *st);
void stats_print_line(FILE *f, const char *name, uint64_t value, const char *help);
/* One JSON member per counter, in the object the writer is in. */
void stats_json(json_writer *w, const stat_spec *specs, size_t n, const void *st);

#endif
