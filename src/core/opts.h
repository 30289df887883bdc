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
 * bare tokens (NONE means NULL). A verb parses several tables at once, each into its own struct
 * (opt_group): its own options plus shared groups (the df-pn options of solve/dfpn.h, the table
 * options of solve/run.h, ...), so that an option shared by several verbs is declared once.
 * Statistics have their own tables (core/stats.h). */
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
  const char *name; /* field name; '_' is written '-' on the command line */
  opt_type type;
  const char *def; /* default as text (NONE = NULL string) */
  double lo, hi;   /* inclusive range for INT and DOUBLE */
  const char *help;
  size_t offset; /* of the field in the options struct */
} opt_spec;

#define OPTS_FIELD(T, name, def, lo, hi, help) OPT_CTYPE_##T name;
#define OPTS_SPEC(T, name, def, lo, hi, help) \
  {#name, OPT_##T, #def, (double)(lo), (double)(hi), help, offsetof(OPTS_STRUCT, name)},
#define OPTS_COUNT(specs) (sizeof(specs) / sizeof((specs)[0]))

/* One table and the struct it fills. */
typedef struct opt_group {
  const opt_spec *specs;
  size_t n;
  void *out;
} opt_group;
#define OPT_GROUP(specs, out) \
  { (specs), OPTS_COUNT(specs), (out) }

/* Set every field to its default. */
void opts_defaults(const opt_spec *specs, size_t n, void *out);
void opts_group_defaults(const opt_group *g, size_t ng);
/* Parse argv[0..argc): options into `out`, everything else into positional[0..*npos).
 * Returns 0, or YOMI_EINVAL with one line in err (unknown option, missing or bad value, range). */
int opts_parse(const opt_spec *specs, size_t n, void *out, int argc, char **argv, char **positional,
               int max_positional, int *npos, char *err, size_t errlen);
/* The same over several tables: every group is set to its defaults, then each option goes to the
 * group whose table names it (a name must not appear in two groups: YOMI_EINVAL, a program error). */
int opts_parse_groups(const opt_group *g, size_t ng, int argc, char **argv, char **positional,
                      int max_positional, int *npos, char *err, size_t errlen);
/* Print the options with defaults, ranges and help, aligned. */
/* A list of names joined by commas ("eye,pass") as bits: bit i for names[i]. 0 (*bits set, not 0),
 * or -1 for an unknown or empty name, an empty list or a trailing comma. */
int opts_parse_names(const char *s, const char *const *names, int n, unsigned *bits);
/* A rule list: "all" (every one of the n bits), "none" (0) or names as above. 0 or -1. */
int opts_parse_rules(const char *s, const char *const *names, int n, unsigned *bits);
/* The rule list of bits as text, the inverse of opts_parse_rules: "all", "none" or "a,b". Returns buf. */
const char *opts_rules_text(unsigned bits, const char *const *names, int n, char *buf, size_t len);
void opts_help(FILE *f, const opt_spec *specs, size_t n);
void opts_help_groups(FILE *f, const opt_group *g, size_t ng);
/* Every option of the groups as a member of the JSON object the writer is in ("tt_mb": 256, a STR
 * option that is not set: null), so that a run's record names all its parameters. */
struct json_writer;
void opts_json_groups(struct json_writer *w, const opt_group *g, size_t ng);
/* The same but for the options named in skip (NULL-terminated; NULL: none), which the caller writes
 * itself in another form (e.g. komi as the number it was parsed to). */
void opts_json_groups_but(struct json_writer *w, const opt_group *g, size_t ng, const char *const *skip);

#endif
