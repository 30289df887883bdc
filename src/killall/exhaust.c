/* killall/exhaust: brute-force Kill-All minimax (see exhaust.h). */
#include "killall/exhaust.h"
#include <stdbool.h>
#include "core/error.h"
#include "killall/rules.h"

static int search(go_game *g, int attacker, uint64_t limit, uint64_t *nodes, killall_role *winner) {
  if (limit && *nodes >= limit) return YOMI_ELIMIT;
  ++*nodes;
  killall_why why;
  const go_board *b = go_game_board(g);
  killall_role r = killall_go_board_static(b, attacker, &why);
  if (r != KILLALL_NOROLE) {
    *winner = r;
    return 0;
  }
  killall_role me = b->to_move == attacker ? KILLALL_ATTACKER : KILLALL_DEFENDER;
  int n = b->npoints;
  for (int p = 0; p < n; p++) {
    if (go_board_get(go_game_board(g), p) != GO_EMPTY) continue;
    int err = go_game_play(g, p); /* refuses an illegal move (suicide, superko) */
    if (err == YOMI_EILLEGAL) continue;
    if (err) return err;
    killall_role w;
    int rc = search(g, attacker, limit, nodes, &w);
    go_game_undo(g);
    if (rc) return rc;
    if (w == me) {
      *winner = me;
      return 0;
    }
  }
  /* every legal move loses, or there is none: a player with no legal move loses */
  *winner = me == KILLALL_ATTACKER ? KILLALL_DEFENDER : KILLALL_ATTACKER;
  return 0;
}

int killall_exhaustive(go_game *g, int attacker, uint64_t limit, uint64_t *nodes, killall_role *winner) {
  return search(g, attacker, limit, nodes, winner);
}

static int place(go_board *b, int attacker, int from, int k, uint64_t limit, uint64_t *nodes, bool *wins) {
  if (k == 0) {
    go_board s = *b;
    s.to_move = (uint8_t)GO_OTHER(attacker);
    go_game g;
    int rc = go_game_init(&g, &s);
    if (rc) return rc;
    killall_role w;
    rc = search(&g, attacker, limit, nodes, &w);
    go_game_free(&g);
    if (rc) return rc;
    *wins = w == KILLALL_ATTACKER;
    return 0;
  }
  for (int p = from; p < b->npoints; p++) {
    if (go_board_get(b, p) != GO_EMPTY) continue;
    go_board_set(b, p, attacker);
    int rc = place(b, attacker, p + 1, k - 1, limit, nodes, wins);
    go_board_set(b, p, GO_EMPTY);
    if (rc) return rc;
    if (*wins) return 0;
  }
  *wins = false;
  return 0;
}

int killall_exhaustive_place(const go_board *start, int attacker, int k, uint64_t limit, uint64_t *nodes,
                             bool *attacker_wins) {
  go_board b = *start;
  *attacker_wins = false;
  return place(&b, attacker, 0, k, limit, nodes, attacker_wins);
}
