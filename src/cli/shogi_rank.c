/* cli/shogi_rank: `yomi shogi rank --variant V SFEN`, the rank of a K-canonical candidate position in
 * [0, |P_K|) and whether it is canonical (section 4.1); and `yomi shogi unrank --variant V R`, the
 * candidate position of rank R, as SFEN. */
#include "cli/cli.h"
#include "cli/shogi_cli.h"
#include "shogi/canon.h"
#include "shogi/rank.h"
#include <gmp.h>
#include <string.h>

/* The record of both verbs: what was asked in params, what it maps to and its canonicality. */
static void print_json(int argc, char **argv, const char *variant, const char *in_key, const char *in,
                       const char *out_key, const char *out, bool canon) {
  json_writer w;
  shogi_cli_json_begin(&w, argc, argv, variant);
  json_kv_string(&w, in_key, in);
  shogi_cli_json_section(&w, "result");
  json_kv_string(&w, out_key, out);
  json_kv_bool(&w, "canonical", canon);
  shogi_cli_json_end(&w);
}

/* The rank of c in r (already set), printed; CLI_OK, or CLI_USAGE after one error line. */
static int print_rank(int argc, char **argv, const shogi_cli_opts *o, shogi_cli_ranker *cr, const char *sfen,
                      const shogi_cand *c, mpz_ptr r) {
  if (shogi_rank_of(&cr->rk, c, r))
    return cli_error(
        "not in P_K: White to move or not K-canonical (mirror it: Black's King on the left half)");
  char *dec = mpz_get_str(NULL, 10, r);
  bool canon = shogi_canon_is_canonical(cr->v, c);
  if (o->json) {
    print_json(argc, argv, cr->v->name, "sfen", sfen, "rank", dec, canon);
  } else {
    printf("rank: %s\n", dec);
    printf("%s\n", canon ? "canonical" : "not canonical (its mirror image is smaller)");
  }
  shogi_cli_free_mpz_str(dec);
  return CLI_OK;
}

static const shogi_cli_syntax rank_syntax = {
    "usage: yomi shogi rank [--variant V] [--json] 'SFEN'\n"
    "The rank of a K-canonical candidate position (Black to move) and its canonicality.\n\n",
    SHOGI_CLI_VARIANT | SHOGI_CLI_JSON,
    NULL,
    0,
    0,
    1};
static const shogi_cli_syntax unrank_syntax = {
    "usage: yomi shogi unrank [--variant V] [--json] RANK\n"
    "The K-canonical candidate position of a rank in [0, |P_K|), as SFEN.\n\n",
    SHOGI_CLI_VARIANT | SHOGI_CLI_JSON,
    NULL,
    0,
    0,
    1};

int cli_shogi_rank(int argc, char **argv) {
  shogi_cli_args a;
  if (shogi_cli_parse(&a, &rank_syntax, NULL, argc, argv)) return a.status;
  if (a.npos != 1) return cli_error("rank needs one SFEN (quoted)");
  /* The rules core's parser, so a bad SFEN gets the same precise message as in the other verbs. */
  shogi_pos p;
  if (shogi_cli_position(a.v, a.pos[0], &p)) return CLI_USAGE;
  shogi_cli_ranker cr;
  if (shogi_cli_ranker_open(&cr, a.c.variant, true)) return CLI_USAGE;
  shogi_cand c;
  int status;
  if (shogi_cand_from_pos(cr.v, &p, &c)) {
    status = cli_error("not a candidate position of %s: board and hands must hold exactly the full piece set",
                       cr.v->name);
  } else {
    mpz_t r;
    mpz_init(r);
    status = print_rank(argc, argv, &a.c, &cr, a.pos[0], &c, r);
    mpz_clear(r);
  }
  shogi_cli_ranker_close(&cr);
  return status;
}

/* The position of rank `text` (digits only: mpz_set_str would also skip white space), printed. */
static int print_unrank(int argc, char **argv, const shogi_cli_opts *o, shogi_cli_ranker *cr,
                        const char *text, mpz_ptr r) {
  if (!text[0] || strspn(text, "0123456789") != strlen(text) || mpz_set_str(r, text, 10) != 0)
    return cli_error("'%s' is not a rank (a decimal integer 0 <= R < |P_K|)", cli_quote(text));
  shogi_cand c;
  if (shogi_rank_unrank(&cr->rk, r, &c))
    return cli_error("rank %s is outside [0, |P_K|) for %s", text, cr->v->name);
  char sfen[256];
  shogi_cand_to_sfen(cr->v, &c, sfen, sizeof sfen);
  if (o->json)
    print_json(argc, argv, cr->v->name, "rank", text, "sfen", sfen, shogi_canon_is_canonical(cr->v, &c));
  else printf("%s\n", sfen);
  return CLI_OK;
}

int cli_shogi_unrank(int argc, char **argv) {
  shogi_cli_args a;
  if (shogi_cli_parse(&a, &unrank_syntax, NULL, argc, argv)) return a.status;
  if (a.npos != 1) return cli_error("unrank needs one rank (a decimal integer)");
  shogi_cli_ranker cr;
  if (shogi_cli_ranker_open(&cr, a.c.variant, true)) return CLI_USAGE;
  mpz_t r;
  mpz_init(r);
  int status = print_unrank(argc, argv, &a.c, &cr, a.pos[0], r);
  mpz_clear(r);
  shogi_cli_ranker_close(&cr);
  return status;
}
