/* cli/shogi_cli: helpers shared by the `yomi shogi` verbs. */
#include "cli/shogi_cli.h"
#include "cli/cli.h"
#include "core/error.h"
#include <stdlib.h>
#include <string.h>

int shogi_cli_position(const char *variant, const char *sfen, shogi_pos *p) {
  const shogi_variant *v = shogi_variant_by_name(variant);
  if (!v) return cli_error("unknown variant '%s' (shogi or minishogi)", variant ? variant : "");
  char err[160];
  if (shogi_pos_from_sfen(p, v, sfen ? sfen : v->start_sfen, err, sizeof err))
    return cli_error("bad SFEN: %s", err);
  return 0;
}

int shogi_cli_ranker_open(shogi_cli_ranker *r, const char *variant, bool want_ranker) {
  memset(r, 0, sizeof *r);
  r->v = shogi_cand_variant_by_name(variant);
  if (!r->v) return cli_error("unknown variant '%s' (shogi or minishogi)", variant ? variant : "");
  r->count = malloc(sizeof *r->count);
  if (!r->count) return cli_error("out of memory");
  int rc = shogi_count_init(r->count, r->v);
  if (rc) {
    free(r->count);
    return cli_error("cannot count variant %s: %s", r->v->name, yomi_strerror(rc));
  }
  if (want_ranker) {
    rc = shogi_ranker_init(&r->rk, r->count);
    if (rc) {
      shogi_count_clear(r->count);
      free(r->count);
      return cli_error("cannot rank variant %s: %s", r->v->name, yomi_strerror(rc));
    }
    r->has_rk = true;
  }
  return 0;
}

void shogi_cli_ranker_close(shogi_cli_ranker *r) {
  if (r->has_rk) shogi_ranker_clear(&r->rk);
  if (r->count) {
    shogi_count_clear(r->count);
    free(r->count);
  }
  memset(r, 0, sizeof *r);
}

void shogi_cli_free_mpz_str(char *s) {
  void (*gmp_free)(void *, size_t);
  mp_get_memory_functions(NULL, NULL, &gmp_free);
  gmp_free(s, strlen(s) + 1);
}

#define OPTS_STRUCT shogi_cli_vj_opts
static const opt_spec vj_specs[] = {SHOGI_CLI_VJ_OPTIONS(OPTS_SPEC)};
#undef OPTS_STRUCT

bool shogi_cli_vj_parse(int argc, char **argv, const char *usage, shogi_cli_vj_opts *o, char **pos,
                        int max_pos, int *npos, int *status) {
  if (cli_wants_help(argc, argv)) {
    fputs(usage, stdout);
    opts_help(stdout, vj_specs, OPTS_COUNT(vj_specs));
    *status = CLI_OK;
    return true;
  }
  char err[256];
  if (opts_parse(vj_specs, OPTS_COUNT(vj_specs), o, argc - 1, argv + 1, pos, max_pos, npos, err, sizeof err)) {
    *status = cli_error("%s", err);
    return true;
  }
  return false;
}
