/* killall/cert: Kill-All's proof certificates (see cert.h). */
#include "killall/cert.h"
#include <stdio.h>
#include <stdlib.h>
#include "core/error.h"
#include "core/text.h"
#include "go/cert.h"
#include "killall/rules.h"

static void move_name(void *arg, int move, char *buf, size_t len) {
  const go_board *b = go_game_board(&((killall_solvegame *)arg)->g);
  go_move_name(move, b->rows, b->cols, buf, len);
}

/* Kill-All's leaves: a win rule, or the mover without a legal placement. */
static const char *leaf_kind(void *arg, const dfpn_verdict *v) {
  const killall_solvegame *sg = arg;
  if (v->winner < 0) return "nomove";
  killall_why why = KILLALL_WHY_NONE;
  killall_go_board_static(go_game_board(&sg->g), sg->attacker, &why);
  return why == KILLALL_WHY_ALIVE ? "alive" : why == KILLALL_WHY_NO_ROOM ? "noroom" : NULL;
}

int killall_cert_write(const killall_solvegame *sg, tt_table *tt, const dfpn_opts *o, int winner,
                       const char *path, uint64_t max_nodes, dfpn_cert_info *info) {
  if (sg->mode != KILLALL_SG_PLAY || !sg->playing || sg->local_budget || sg->death_budget ||
      sg->attacker != GO_BLACK || sg->g.hist[0].to_move != GO_WHITE)
    return YOMI_EINVAL;
  if (sg->prune_defender && winner == sg->attacker_player) return YOMI_EUNPROVED;
  killall_solvegame *w = malloc(sizeof *w);
  if (!w || killall_solvegame_clone(w, sg)) return free(w), YOMI_ENOMEM;
  w->symmetry = false; /* every loser move is listed */
  char header[GO_CERT_HEADER];
  snprintf(header, sizeof header, "yomi-certificate 1\ngame killall\n");
  go_cert_position(&w->g, "attacker black\n", header, sizeof header);
  text_appendf(header, sizeof header, "winner %s\n", winner == sg->attacker_player ? "black" : "white");
  dfpn_cert_names names = {w, move_name, leaf_kind};
  int rc = dfpn_cert_save(&w->iface, tt, o, winner, header, &names, path, max_nodes, info);
  killall_solvegame_free(w);
  free(w);
  return rc;
}
