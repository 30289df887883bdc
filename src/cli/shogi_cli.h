/* cli/shogi_cli: what the `yomi shogi` verbs share: reading --variant and --sfen into a position, and
 * building the count tables and ranker of a variant. */
#ifndef YOMI_CLI_SHOGI_CLI_H
#define YOMI_CLI_SHOGI_CLI_H
#include "core/opts.h"
#include "shogi/position.h"
#include "shogi/rank.h"

/* Variant by name and SFEN (NULL: the variant's start). Prints one error line and returns CLI_USAGE
 * on bad input, else 0. */
int shogi_cli_position(const char *variant, const char *sfen, shogi_pos *p);

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

/* The options of the verbs that take only --variant and --json (count, rank, unrank). */
#define SHOGI_CLI_VJ_OPTIONS(X)                          \
  X(STR, variant, shogi, 0, 0, "shogi or minishogi")     \
  X(FLAG, json, 0, 0, 1, "print one JSON record")
typedef struct { SHOGI_CLI_VJ_OPTIONS(OPTS_FIELD) } shogi_cli_vj_opts;
/* Reads them and up to max_pos positional arguments (argv[0] is the verb). Returns true when the verb
 * must return *status at once: CLI_OK after printing `usage` and the options for --help, CLI_USAGE
 * after one error line. */
bool shogi_cli_vj_parse(int argc, char **argv, const char *usage, shogi_cli_vj_opts *o, char **pos,
                        int max_pos, int *npos, int *status);

#endif
