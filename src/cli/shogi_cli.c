/* cli/shogi_cli: helpers shared by the `yomi shogi` verbs. */
#include "cli/shogi_cli.h"
#include "cli/cli.h"

int shogi_cli_position(const char *variant, const char *sfen, shogi_pos *p) {
  const shogi_variant *v = shogi_variant_by_name(variant);
  if (!v) return cli_error("unknown variant '%s' (shogi or minishogi)", variant ? variant : "");
  char err[160];
  if (shogi_pos_from_sfen(p, v, sfen ? sfen : v->start_sfen, err, sizeof err))
    return cli_error("bad SFEN: %s", err);
  return 0;
}
