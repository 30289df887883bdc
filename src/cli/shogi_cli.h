/* cli/shogi_cli: what the `yomi shogi` verbs share: the options several verbs take (declared once),
 * parsing them with a verb's own table, a position from --variant and --sfen, the count tables and
 * ranker of a variant, and the frame of the JSON record. */
#ifndef YOMI_CLI_SHOGI_CLI_H
#define YOMI_CLI_SHOGI_CLI_H
#include "core/json.h"
#include "core/opts.h"
#include "shogi/position.h"
#include "shogi/rank.h"

/* The verbs, one file each (cli/shogi_VERB.c; unrank lives with rank in cli/shogi_rank.c). */
int cli_shogi_perft(int argc, char **argv);
int cli_shogi_prev(int argc, char **argv);
int cli_shogi_unmove_check(int argc, char **argv);
int cli_shogi_prev_bench(int argc, char **argv);
int cli_shogi_reach(int argc, char **argv);
int cli_shogi_estimate(int argc, char **argv);
int cli_shogi_count(int argc, char **argv);
int cli_shogi_sample(int argc, char **argv);
int cli_shogi_rank(int argc, char **argv);
int cli_shogi_unrank(int argc, char **argv);

/* The options several verbs share, each declared once, all in one struct with one table per group
 * (a verb lists the groups it takes). The variant's default is a parameter: estimate's is minishogi,
 * every other verb's shogi. */
#define SHOGI_CLI_VARIANT_OPTIONS(X, def) X(STR, variant, def, 0, 0, "shogi or minishogi")
#define SHOGI_CLI_SFEN_OPTIONS(X) X(STR, sfen, NONE, 0, 0, "the position, as SFEN")
#define SHOGI_CLI_SEED_OPTIONS(X) \
  X(INT, seed, 1, 0, 9.2e18, "run seed: sample, game or position i is a pure function of (seed, i)")
#define SHOGI_CLI_SCATTER_OPTIONS(X) \
  X(FLAG, scatter, 0, 0, 1, "scattered legal positions instead of random play")
#define SHOGI_CLI_JSON_OPTIONS(X) X(FLAG, json, 0, 0, 1, "print one JSON record")
typedef struct shogi_cli_opts {
  SHOGI_CLI_VARIANT_OPTIONS(OPTS_FIELD, shogi)
  SHOGI_CLI_SFEN_OPTIONS(OPTS_FIELD)
  SHOGI_CLI_SEED_OPTIONS(OPTS_FIELD)
  SHOGI_CLI_SCATTER_OPTIONS(OPTS_FIELD)
  SHOGI_CLI_JSON_OPTIONS(OPTS_FIELD)
} shogi_cli_opts;
/* The shared groups, as bits; they are parsed and listed in this order. */
enum {
  SHOGI_CLI_VARIANT = 1,      /* --variant, default shogi */
  SHOGI_CLI_VARIANT_MINI = 2, /* --variant, default minishogi */
  SHOGI_CLI_SFEN = 4,
  SHOGI_CLI_SEED = 8,
  SHOGI_CLI_SCATTER = 16,
  SHOGI_CLI_JSON = 32,
};

/* A verb's command line once parsed: the shared options and the positional arguments. */
typedef struct shogi_cli_args {
  shogi_cli_opts c;
  const shogi_variant *v; /* the rules of --variant (checked when the verb takes it) */
  char *pos[1];
  int npos;
  int status; /* what the verb returns when shogi_cli_parse returns true */
} shogi_cli_args;

/* A verb's command line: its usage text, the shared groups before and after its own table (which
 * may be empty), and how many positional arguments it takes (0 or 1). */
typedef struct shogi_cli_syntax {
  const char *usage;
  unsigned before;
  const opt_spec *specs;
  size_t nspecs;
  unsigned after;
  int max_pos;
} shogi_cli_syntax;

/* Parses argv[1..argc) (argv[0] is the verb) by syn into a, the verb's own options into own, and
 * checks the variant's name. Returns true when the verb must return a->status at once: CLI_OK after
 * printing the usage and every option for --help, CLI_USAGE after one error line. */
bool shogi_cli_parse(shogi_cli_args *a, const shogi_cli_syntax *syn, void *own, int argc, char **argv);

/* The position of an SFEN (NULL: the variant's start). Prints one error line and returns CLI_USAGE
 * on bad input, else 0. */
int shogi_cli_position(const shogi_variant *v, const char *sfen, shogi_pos *p);
/* The same for --sfen, which the verb `verb` requires. */
int shogi_cli_given_position(const shogi_cli_args *a, const char *verb, shogi_pos *p);
/* `--svg FILE` of reach (rep set) or prev (the n moves of Prev_1): writes the diagram of p (shogi/svg).
 * CLI_OK, or CLI_FAIL after one error line. */
struct shogi_reach_report;
int shogi_cli_save_svg(const char *path, const shogi_pos *p, const struct shogi_reach_report *rep,
                       const shogi_move *prev, int n);

/* The candidate variant of a name, its count tables and (when asked) a ranker over them. */
typedef struct shogi_cli_ranker {
  const shogi_cand_variant *v;
  shogi_count *count;
  shogi_ranker rk;
  bool has_rk;
} shogi_cli_ranker;

/* Builds r for the variant named `variant` (with a ranker when want_ranker). Prints one error line
 * and returns CLI_USAGE on an unknown name or a failure, else 0; on success call shogi_cli_ranker_close. */
int shogi_cli_ranker_open(shogi_cli_ranker *r, const char *variant, bool want_ranker);
void shogi_cli_ranker_close(shogi_cli_ranker *r);
/* Frees a string from mpz_get_str(NULL, ...) with GMP's own free function. */
void shogi_cli_free_mpz_str(char *s);

/* The frame of a JSON record on stdout: shogi_cli_json_begin opens the record and its "params" with
 * the variant, shogi_cli_json_section closes the open section and opens the next ("result",
 * "stats"), shogi_cli_json_end closes the last section and the record. */
void shogi_cli_json_begin(json_writer *w, int argc, char **argv, const char *variant);
void shogi_cli_json_section(json_writer *w, const char *key);
void shogi_cli_json_end(json_writer *w);

#endif
