/* cli/shogi_rank: `yomi shogi rank --variant V SFEN`, the rank of a K-canonical candidate position
 * in [0, |P_K|), and whether it is canonical (section 4.1). */
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

int cli_shogi_rank(int argc, char **argv) {
  shogi_cli_vj_opts o;
  char *pos[1];
  int npos, status;
  if (shogi_cli_vj_parse(argc, argv,
                         "usage: yomi shogi rank [--variant V] [--json] 'SFEN'\n"
                         "The rank of a K-canonical candidate position (Black to move) and its canonicality.\n\n",
                         &o, pos, 1, &npos, &status))
    return status;
  if (npos != 1) return cli_error("rank needs one SFEN (quoted)");
  /* The rules core's parser, so a bad SFEN gets the same precise message as in the other verbs. */
  shogi_pos p;
  if (shogi_cli_position(o.variant, pos[0], &p)) return CLI_USAGE;
  shogi_cli_ranker cr;
  if (shogi_cli_ranker_open(&cr, o.variant, true)) return CLI_USAGE;
  const shogi_cand_variant *v = cr.v;
  shogi_cand c;
  if (shogi_cand_from_pos(v, &p, &c)) {
    shogi_cli_ranker_close(&cr);
    return cli_error("not a candidate position of %s: board and hands must hold exactly the full piece set",
                     v->name);
  }
  mpz_t r;
  mpz_init(r);
  int rc = shogi_rank_of(&cr.rk, &c, r);
  int ret = CLI_OK;
  if (rc) {
    ret = cli_error("not in P_K: White to move or not K-canonical (mirror it: Black's King on the left half)");
  } else {
    char *dec = mpz_get_str(NULL, 10, r);
    bool canon = shogi_canon_is_canonical(v, &c);
    if (o.json) {
      json_writer w;
      json_init(&w, stdout);
      json_begin_record(&w, argc, argv);
      json_key(&w, "params");
      json_begin_object(&w);
      json_kv_string(&w, "variant", v->name);
      json_kv_string(&w, "sfen", pos[0]);
      json_end_object(&w);
      json_key(&w, "result");
      json_begin_object(&w);
      json_kv_string(&w, "rank", dec);
      json_kv_bool(&w, "canonical", canon);
      json_end_object(&w);
      json_end_object(&w);
    } else {
      printf("rank: %s\n", dec);
      printf("%s\n", canon ? "canonical" : "not canonical (its mirror image is smaller)");
    }
    shogi_cli_free_mpz_str(dec);
  }
  mpz_clear(r);
  shogi_cli_ranker_close(&cr);
  return ret;
}
