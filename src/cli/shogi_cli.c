/* cli/shogi_cli: helpers shared by the `yomi shogi` verbs. */
#include "cli/shogi_cli.h"
#include "cli/cli.h"
#include "core/error.h"
#include "shogi/svg.h"
#include <stdlib.h>
#include <string.h>

#define OPTS_STRUCT shogi_cli_opts
static const opt_spec variant_specs[] = {SHOGI_CLI_VARIANT_OPTIONS(OPTS_SPEC, shogi)};
static const opt_spec variant_mini_specs[] = {SHOGI_CLI_VARIANT_OPTIONS(OPTS_SPEC, minishogi)};
static const opt_spec sfen_specs[] = {SHOGI_CLI_SFEN_OPTIONS(OPTS_SPEC)};
static const opt_spec seed_specs[] = {SHOGI_CLI_SEED_OPTIONS(OPTS_SPEC)};
static const opt_spec scatter_specs[] = {SHOGI_CLI_SCATTER_OPTIONS(OPTS_SPEC)};
static const opt_spec json_specs[] = {SHOGI_CLI_JSON_OPTIONS(OPTS_SPEC)};
#undef OPTS_STRUCT

/* The shared tables, in the order of their bits. */
static const struct {
  const opt_spec *specs;
  size_t n;
} shared[] = {
    {variant_specs, OPTS_COUNT(variant_specs)}, {variant_mini_specs, OPTS_COUNT(variant_mini_specs)},
    {sfen_specs, OPTS_COUNT(sfen_specs)},       {seed_specs, OPTS_COUNT(seed_specs)},
    {scatter_specs, OPTS_COUNT(scatter_specs)}, {json_specs, OPTS_COUNT(json_specs)}};
#define NSHARED (sizeof shared / sizeof shared[0])

static size_t add_shared(opt_group *g, size_t ng, unsigned bits, shogi_cli_opts *c) {
  for (size_t i = 0; i < NSHARED; i++)
    if (bits & (1u << i)) g[ng++] = (opt_group){shared[i].specs, shared[i].n, c};
  return ng;
}

static int unknown_variant(const char *name) {
  return cli_error("unknown variant '%s' (shogi or minishogi)", cli_quote(name));
}

bool shogi_cli_parse(shogi_cli_args *a, const shogi_cli_syntax *syn, void *own, int argc, char **argv) {
  memset(a, 0, sizeof *a);
  opt_group g[2 * NSHARED + 1];
  size_t ng = add_shared(g, 0, syn->before, &a->c);
  if (syn->nspecs) g[ng++] = (opt_group){syn->specs, syn->nspecs, own};
  ng = add_shared(g, ng, syn->after, &a->c);
  a->status = CLI_OK;
  if (cli_wants_help(argc, argv)) {
    fputs(syn->usage, stdout);
    opts_help_groups(stdout, g, ng);
    return true;
  }
  char err[256];
  if (opts_parse_groups(g, ng, argc - 1, argv + 1, a->pos, syn->max_pos, &a->npos, err, sizeof err)) {
    a->status = cli_error("%s", err);
    return true;
  }
  if ((syn->before | syn->after) & (SHOGI_CLI_VARIANT | SHOGI_CLI_VARIANT_MINI)) {
    a->v = shogi_variant_by_name(a->c.variant);
    if (!a->v) a->status = unknown_variant(a->c.variant);
  }
  return a->status != CLI_OK;
}

int shogi_cli_position(const shogi_variant *v, const char *sfen, shogi_pos *p) {
  char err[160];
  if (shogi_pos_from_sfen(p, v, sfen ? sfen : v->start_sfen, err, sizeof err))
    return cli_error("bad SFEN: %s", err);
  return 0;
}

int shogi_cli_given_position(const shogi_cli_args *a, const char *verb, shogi_pos *p) {
  if (!a->c.sfen) return cli_error("%s needs --sfen", verb);
  return shogi_cli_position(a->v, a->c.sfen, p);
}

int shogi_cli_ranker_open(shogi_cli_ranker *r, const char *variant, bool want_ranker) {
  memset(r, 0, sizeof *r);
  r->v = shogi_cand_variant_by_name(variant);
  if (!r->v) return unknown_variant(variant);
  r->count = malloc(sizeof *r->count);
  if (!r->count) return cli_fail(CLI_IO, "out of memory");
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

void shogi_cli_json_begin(json_writer *w, int argc, char **argv, const char *variant) {
  json_init(w, stdout);
  json_begin_record(w, argc, argv);
  json_key(w, "params");
  json_begin_object(w);
  json_kv_string(w, "variant", variant);
}

void shogi_cli_json_section(json_writer *w, const char *key) {
  json_end_object(w);
  json_key(w, key);
  json_begin_object(w);
}

void shogi_cli_json_end(json_writer *w) {
  json_end_object(w);
  json_end_object(w);
}

int shogi_cli_save_svg(const char *path, const shogi_pos *p, const struct shogi_reach_report *rep,
                       const shogi_move *prev, int n) {
  shogi_svg *d = malloc(sizeof *d);
  int err = d ? YOMI_OK : YOMI_ENOMEM;
  if (d && rep) shogi_svg_from_reach(d, p, rep);
  else if (d) shogi_svg_from_prev(d, p, prev, n);
  if (d) err = shogi_svg_save(path, d);
  free(d);
  if (!err) return CLI_OK;
  fprintf(stderr, "yomi: error: cannot write %s: %s\n", path, yomi_strerror(err));
  return CLI_FAIL;
}
