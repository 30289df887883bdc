/* opts: the option/statistics table pattern (after Kissat). A command lists its options once in
 * an X-macro table; the same table generates the struct, the range-checked parser and the help.
 *
 *   #define SOLVE_OPTIONS(X) \
 *     X(DOUBLE, komi, 0.5, -1000, 1000, "komi, a half-integer") \
 *     X(INT, tt_mb, 256, 1, 1048576, "transposition table size in MiB") \
 *     X(FLAG, json, 0, 0, 1, "print one JSON record")
 *   typedef struct { SOLVE_OPTIONS(OPTS_FIELD) } solve_opts;
 *   #define OPTS_STRUCT solve_opts
 *   static const opt_spec solve_specs[] = { SOLVE_OPTIONS(OPTS_SPEC) };
 *
 * A field `tt_mb` is written `--tt-mb M` or `--tt-mb=M` on the command line. STR defaults are
 * bare tokens (NONE means NULL). Statistics use STATS_FIELD / STATS_PRINT the same way. */
#ifndef YOMI_CORE_OPTS_H
#define YOMI_CORE_OPTS_H
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

typedef enum { OPT_INT, OPT_DOUBLE, OPT_STR, OPT_FLAG } opt_type;

#define OPT_CTYPE_INT long long
#define OPT_CTYPE_DOUBLE double
#define OPT_CTYPE_STR const char *
#define OPT_CTYPE_FLAG bool

typedef struct opt_spec {
  const char *name;  /* field name; '_' is written '-' on the command line */
  opt_type type;
  const char *def;   /* default as text (NONE = NULL string) */
  double lo, hi;     /* inclusive range for INT and DOUBLE */
  const char *help;
  size_t offset;     /* of the field in the options struct */
} opt_spec;

#define OPTS_FIELD(T, name, def, lo, hi, help) OPT_CTYPE_##T name;
#define OPTS_SPEC(T, name, def, lo, hi, help) \
  {#name, OPT_##T, #def, (double)(lo), (double)(hi), help, offsetof(OPTS_STRUCT, name)},
#define OPTS_COUNT(specs) (sizeof(specs) / sizeof((specs)[0]))

/* Set every field to its default. */
void opts_defaults(const opt_spec *specs, size_t n, void *out);
/* Parse argv[0..argc): options into `out`, everything else into positional[0..*npos).
 * Returns 0, or YOMI_EINVAL with one line in err (unknown option, missing or bad value, range). */
int opts_parse(const opt_spec *specs, size_t n, void *out, int argc, char **argv, char **positional,
               int max_positional, int *npos, char *err, size_t errlen);
/* Print the options with defaults, ranges and help, aligned. */
void opts_help(FILE *f, const opt_spec *specs, size_t n);

/* Statistics: #define X_STATS(C) C(expansions, "nodes expanded") ...
 *   typedef struct { X_STATS(STATS_FIELD) } x_stats;
 *   X_STATS(STATS_PRINT) with `f` (FILE *) and `s` (pointer to the struct) in scope. */
#define STATS_FIELD(name, help) uint64_t name;
#define STATS_PRINT(name, help) stats_print_line(f, #name, s->name, help);
#define STATS_JSON(name, help) json_kv_uint(w, #name, s->name);
#define STATS_ADD(name, help) dst->name += src->name;
void stats_print_line(FILE *f, const char *name, uint64_t value, const char *help);

#endif
