/* cli/shogi_unrank: `yomi shogi unrank --variant V R`, the K-canonical candidate position of rank R
 * in [0, |P_K|), as SFEN. */
#include "cli/cli.h"
#include "cli/shogi_cli.h"
#include "cli/shogi_verbs.h"
#include "core/error.h"
#include "core/json.h"
#include "core/opts.h"
#include "shogi/canon.h"
#include "shogi/rank.h"
#include <gmp.h>
#include <stdlib.h>
#include <string.h>

int cli_shogi_unrank(int argc, char **argv) {
  shogi_cli_vj_opts o;
  char *pos[1];
  int npos, status;
  if (shogi_cli_vj_parse(argc, argv,
                         "usage: yomi shogi unrank [--variant V] [--json] RANK\n"
                         "The K-canonical candidate position of a rank in [0, |P_K|), as SFEN.\n\n",
                         &o, pos, 1, &npos, &status))
    return status;
  if (npos != 1) return cli_error("unrank needs one rank (a decimal integer)");
  shogi_cli_ranker cr;
  if (shogi_cli_ranker_open(&cr, o.variant, true)) return CLI_USAGE;
  const shogi_cand_variant *v = cr.v;
  mpz_t r;
  mpz_init(r);
  /* Digits only (mpz_set_str would also skip white space). */
  if (!pos[0][0] || strspn(pos[0], "0123456789") != strlen(pos[0]) || mpz_set_str(r, pos[0], 10) != 0) {
    mpz_clear(r);
    shogi_cli_ranker_close(&cr);
    return cli_error("'%s' is not a rank (a decimal integer 0 <= R < |P_K|)", pos[0]);
  }
  shogi_cand c;
  int ret = CLI_OK;
  if (shogi_rank_unrank(&cr.rk, r, &c)) {
    ret = cli_error("rank %s is outside [0, |P_K|) for %s", pos[0], v->name);
  } else {
    char sfen[256];
    shogi_cand_to_sfen(v, &c, sfen, sizeof sfen);
    bool canon = shogi_canon_is_canonical(v, &c);
    if (o.json) {
      json_writer w;
      json_init(&w, stdout);
      json_begin_record(&w, argc, argv);
      json_key(&w, "params");
      json_begin_object(&w);
      json_kv_string(&w, "variant", v->name);
      json_kv_string(&w, "rank", pos[0]);
      json_end_object(&w);
      json_key(&w, "result");
      json_begin_object(&w);
      json_kv_string(&w, "sfen", sfen);
      json_kv_bool(&w, "canonical", canon);
      json_end_object(&w);
      json_end_object(&w);
    } else {
      printf("%s\n", sfen);
    }
  }
  mpz_clear(r);
  shogi_cli_ranker_close(&cr);
  return ret;
}
