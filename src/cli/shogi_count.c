/* cli/shogi_count: `yomi shogi count --variant V [--json]`, the exact number |P_K| of K-canonical
 * candidate positions (Ishii & Tanaka 2026, section 3.2), of canonical ones, and |P_K'| (shogi/prime). */
#include "cli/cli.h"
#include "cli/shogi_cli.h"
#include "core/error.h"
#include "core/timer.h"
#include "shogi/count.h"
#include "shogi/prime.h"
#include <gmp.h>

static void print_json(int argc, char **argv, const shogi_count *t, const char *dec, const char *cdec,
                       const char *pdec, double seconds) {
  json_writer w;
  shogi_cli_json_begin(&w, argc, argv, t->var.name);
  shogi_cli_json_section(&w, "result");
  json_kv_string(&w, "count", dec);
  json_kv_string(&w, "canonical", cdec);
  json_kv_string(&w, "pk_prime", pdec);
  shogi_cli_json_section(&w, "stats");
  json_kv_int(&w, "king_placements", t->nkings);
  json_kv_uint(&w, "bits", (uint64_t)mpz_sizeinbase(t->total, 2));
  json_kv_double(&w, "seconds", seconds);
  shogi_cli_json_end(&w);
}

static void print_text(const shogi_count *t, mpz_srcptr canon, mpz_srcptr prime, const char *dec,
                       const char *cdec, const char *pdec) {
  const shogi_cand_variant *v = &t->var;
  printf("variant: %s (%dx%d), %d K-canonical King placements\n", v->name, v->files, v->ranks, t->nkings);
  printf("count: %s\n", dec);
  printf("approx: %.3e\n", mpz_get_d(t->total));
  printf("canonical: %s (%.4f%% of the count; the filter of section 4.1 keeps these)\n", cdec,
         100.0 * mpz_get_d(canon) / mpz_get_d(t->total));
  printf("pk-prime: %s (%.4f%% of the count; P_K': no two unpromoted pawns of a side on a file, no immobile "
         "piece)\n",
         pdec, 100.0 * mpz_get_d(prime) / mpz_get_d(t->total));
}

static const shogi_cli_syntax syntax = {
    "usage: yomi shogi count [--variant V] [--json]\n"
    "The exact number of K-canonical candidate positions |P_K| (seed section 3.2).\n\n",
    SHOGI_CLI_VARIANT | SHOGI_CLI_JSON,
    NULL,
    0,
    0,
    0};

int cli_shogi_count(int argc, char **argv) {
  shogi_cli_args a;
  if (shogi_cli_parse(&a, &syntax, NULL, argc, argv)) return a.status;
  double t0 = timer_now();
  shogi_cli_ranker cr;
  if (shogi_cli_ranker_open(&cr, a.c.variant, false)) return CLI_USAGE;
  shogi_count *t = cr.count;
  mpz_t canon, prime;
  mpz_inits(canon, prime, NULL);
  int rc = shogi_count_canonical(t, canon);
  if (!rc) rc = shogi_prime_count_variant(cr.v, prime);
  double seconds = timer_now() - t0;
  if (rc) {
    a.status = cli_error("cannot count canonical positions of %s: %s", cr.v->name, yomi_strerror(rc));
  } else {
    char *dec = mpz_get_str(NULL, 10, t->total), *cdec = mpz_get_str(NULL, 10, canon);
    char *pdec = mpz_get_str(NULL, 10, prime);
    if (a.c.json) print_json(argc, argv, t, dec, cdec, pdec, seconds);
    else print_text(t, canon, prime, dec, cdec, pdec);
    shogi_cli_free_mpz_str(dec);
    shogi_cli_free_mpz_str(cdec);
    shogi_cli_free_mpz_str(pdec);
  }
  mpz_clears(canon, prime, NULL);
  shogi_cli_ranker_close(&cr);
  return a.status;
}
