/* killall/lookahead: one ply of look-ahead with the static rules (see lookahead.h). */
#include "killall/lookahead.h"

int killall_game_wins_at_once(const killall_game *k) {
  killall_role me = killall_game_role_to_move(k);
  const go_biggame *g = &k->game;
  const go_bigboard *b = go_biggame_board(g);
  for (int p = 0; p < b->npoints; p++) {
    if (go_bigboard_get(b, p) != GO_EMPTY || !go_biggame_legal(g, p)) continue;
    go_bigboard next = *b;
    if (go_bigboard_play(&next, p)) continue;
    killall_why why;
    if (killall_go_bigboard_static(&next, k->attacker, &why) == me) return p;
  }
  return GO_NOMOVE;
}

bool killall_game_loses_at_once(const killall_game *k, int p) {
  killall_role me = killall_game_role_to_move(k);
  go_bigboard next = *killall_game_board(k);
  if (go_bigboard_play(&next, p)) return true;
  killall_why why;
  killall_role r = killall_go_bigboard_static(&next, k->attacker, &why);
  return r != KILLALL_NOROLE && r != me;
}
