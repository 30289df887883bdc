/* cli/shogi_count: `yomi shogi count --variant V [--json]`, the exact number |P_K| of K-canonical
 * candidate positions (Ishii & Tanaka 2026, section 3.2). */
#include "cli/cli.h"
#include "cli/shogi_cli.h"
#include "cli/shogi_verbs.h"
#include "core/error.h"
#include "core/json.h"
#include "core/opts.h"
#include "core/timer.h"
#include "shogi/count.h"
#include <gmp.h>
#include <stdlib.h>
#include <string.h>

int cli_shogi_count(int argc, char **argv) {
  shogi_cli_vj_opts o;
  char *pos[1];
  int npos, status;
  if (shogi_cli_vj_parse(argc, argv,
                         "usage: yomi shogi count [--variant V] [--json]\n"
                         "The exact number of K-canonical candidate positions |P_K| (seed section 3.2).\n\n",
                         &o, pos, 0, &npos, &status))
    return status;
  double t0 = timer_now();
  shogi_cli_ranker cr;
  if (shogi_cli_ranker_open(&cr, o.variant, false)) return CLI_USAGE;
  const shogi_cand_variant *v = cr.v;
  shogi_count *t = cr.count;
  mpz_t canon;
  mpz_init(canon);
  int rc = shogi_count_canonical(t, canon);
  double seconds = timer_now() - t0;
  if (rc) {
    mpz_clear(canon);
    shogi_cli_ranker_close(&cr);
    return cli_error("cannot count canonical positions of %s: %s", v->name, yomi_strerror(rc));
  }
  char *dec = mpz_get_str(NULL, 10, t->total);
  char *cdec = mpz_get_str(NULL, 10, canon);
  if (o.json) {
    json_writer w;
    json_init(&w, stdout);
    json_begin_record(&w, argc, argv);
    json_key(&w, "params");
    json_begin_object(&w);
    json_kv_string(&w, "variant", v->name);
    json_end_object(&w);
    json_key(&w, "result");
    json_begin_object(&w);
    json_kv_string(&w, "count", dec);
    json_kv_string(&w, "canonical", cdec);
    json_end_object(&w);
    json_key(&w, "stats");
    json_begin_object(&w);
    json_kv_int(&w, "king_placements", t->nkings);
    json_kv_uint(&w, "bits", (uint64_t)mpz_sizeinbase(t->total, 2));
    json_kv_double(&w, "seconds", seconds);
    json_end_object(&w);
    json_end_object(&w);
  } else {
    printf("variant: %s (%dx%d), %d K-canonical King placements\n", v->name, v->files, v->ranks,
           t->nkings);
    printf("count: %s\n", dec);
    printf("approx: %.3e\n", mpz_get_d(t->total));
    printf("canonical: %s (%.4f%% of the count; the filter of section 4.1 keeps these)\n", cdec,
           100.0 * mpz_get_d(canon) / mpz_get_d(t->total));
  }
  shogi_cli_free_mpz_str(dec);
  shogi_cli_free_mpz_str(cdec);
  mpz_clear(canon);
  shogi_cli_ranker_close(&cr);
  return CLI_OK;
}
