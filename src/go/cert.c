/* go/cert: Go's proof certificates (see cert.h). */
#include "go/cert.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "core/error.h"
#include "core/text.h"
#include "go/static.h"

void go_cert_position(const go_game *g, const char *extra, char *buf, size_t n) {
  const go_board *b = &g->hist[0];
  text_appendf(buf, n, "board %dx%d\nsuperko positional\nsuicide %s\n%sstart ", b->rows, b->cols,
               b->suicide == GO_SUICIDE_ALLOWED ? "allowed" : "forbidden", extra);
  for (int p = 0; p < b->npoints; p++) {
    int c = go_board_get(b, p);
    text_appendf(buf, n, "%s%c", p && p % b->cols == 0 ? "/" : "",
                 c == GO_BLACK   ? 'X'
                 : c == GO_WHITE ? 'O'
                                 : '.');
  }
  text_appendf(buf, n, "\nhistory");
  for (int i = 0; i + 1 < g->len; i++) {
    char name[16];
    go_move_name(g->moves[i], b->rows, b->cols, name, sizeof name);
    text_appendf(buf, n, " %s", name);
  }
  text_appendf(buf, n, "%s\n", g->len == 1 ? " -" : "");
}

static void move_name(void *arg, int move, char *buf, size_t len) {
  const go_board *b = go_game_board(&((go_solvegame *)arg)->g);
  go_move_name(move, b->rows, b->cols, buf, len);
}

/* The rule that decided the leaf: the end of the game, or the static rule (go/static.h). */
static const char *leaf_kind(void *arg, const dfpn_verdict *v) {
  go_solvegame *sg = arg;
  if (v->winner < 0) return NULL; /* Go always has a legal move: pass */
  if (go_board_over(go_game_board(&sg->g))) return "end";
  dfpn_verdict again;
  switch (go_static_decide(&sg->g, sg->komi, sg->know.statics, &again)) {
    case GO_STATIC_AREA: return "area";
    case GO_STATIC_PURE: return "pure";
    case GO_STATIC_PASS: return "pass";
    default: return NULL;
  }
}

int go_cert_write(const go_solvegame *sg, tt_table *tt, const dfpn_opts *o, int winner, const char *path,
                  uint64_t max_nodes, dfpn_cert_info *info) {
  if (sg->know.prune >= 0 && sg->know.prune != winner) return YOMI_EUNPROVED;
  if (sg->g.hist[0].to_move != GO_BLACK) return YOMI_EINVAL; /* the format has Black start */
  go_solvegame *w = malloc(sizeof *w);
  if (!w || go_solvegame_clone(w, sg)) return free(w), YOMI_ENOMEM;
  w->symmetry = false;                                     /* every loser move is listed */
  w->know.statics &= ~(GO_STATIC_REGION | GO_STATIC_LIVE); /* the verifier re-judges leaves by its plain
                                                             rules: prove below */
  char header[GO_CERT_HEADER], komi[64];
  snprintf(komi, sizeof komi, "komi %g\n", sg->komi);
  snprintf(header, sizeof header, "yomi-certificate 1\ngame go\n");
  go_cert_position(&w->g, komi, header, sizeof header);
  text_appendf(header, sizeof header, "winner %s\n", winner == GO_SOLVE_BLACK ? "black" : "white");
  dfpn_cert_names names = {w, move_name, leaf_kind};
  int rc = dfpn_cert_save(&w->iface, tt, o, winner, header, &names, path, max_nodes, info);
  go_solvegame_free(w);
  free(w);
  return rc;
}
