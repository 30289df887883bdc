/* go/prune: the move rules of a pruned run (see prune.h). */
#include "go/prune.h"
#include <string.h>
#include "core/error.h"
#include "core/opts.h"
#include "go/static.h"

/* What a placement does at g: legal (positional superko included), captures, or leaves the mover's
 * chain through it in atari with GO_PRUNE_BIG_CHAIN or more stones without capturing. */
typedef struct placement {
  bool legal, captures, self_atari;
} placement;

static placement look(const go_game *g, int move) {
  const go_board *b = go_game_board(g);
  go_board next = *b;
  placement r = {false, false, false};
  int me = b->to_move, opp = GO_OTHER(me);
  if (go_board_play(&next, move) != 0) return r;
  r.legal = !go_game_seen(g, &next);
  r.captures = go_setcount(go_board_stoneset(&next, opp)) < go_setcount(go_board_stoneset(b, opp));
  uint64_t chain = go_board_flood(&next, 1ull << move, go_board_stoneset(&next, me));
  uint64_t libs = go_board_adjacent(&next, chain) & go_board_emptyset(&next);
  r.self_atari = !r.captures && go_setcount(chain) >= GO_PRUNE_BIG_CHAIN && go_setcount(libs) == 1;
  return r;
}

int go_prune_moves(const go_game *g, unsigned rules, int *moves, int n) {
  const go_board *b = go_game_board(g);
  uint64_t own = 0;
  if (rules & GO_PRUNE_OWN_EYE) {
    go_sure s;
    go_static_sure(b, b->to_move, true, &s);
    own = s.eyes | s.pure;
  }
  int kept = 0, pass = -1;
  bool capture = false;
  for (int i = 0; i < n; i++) {
    int m = moves[i];
    if (m == GO_PASS) {
      pass = kept;
      moves[kept++] = m;
      continue;
    }
    if (own & (1ull << m)) continue;
    placement p = look(g, m);
    if ((rules & GO_PRUNE_ATARI) && p.self_atari) continue;
    moves[kept++] = m;
    capture |= p.legal && p.captures;
  }
  if (pass >= 0 && capture && (rules & GO_PRUNE_PASS) && b->passes == 0) {
    memmove(moves + pass, moves + pass + 1, (size_t)(kept - pass - 1) * sizeof *moves);
    kept--;
  }
  return kept;
}

void go_prune_result(int player, dfpn_result *r) {
  if (player < 0 || r->rc != 0 || r->winner == player) return;
  r->rc = YOMI_EUNPROVED;
  r->npv = 0;
}

int go_prune_parse(const char *s, int *player) {
  if (!strcmp(s, "none")) return *player = -1, 0;
  if (!strcmp(s, "black")) return *player = 0, 0;
  if (!strcmp(s, "white")) return *player = 1, 0;
  return -1;
}

int go_prune_parse_rules(const char *s, unsigned *rules) {
  static const char *const names[] = {"eye", "atari", "pass"}; /* GO_PRUNE_OWN_EYE = 1 << 0, ... */
  if (!strcmp(s, "all")) return *rules = GO_PRUNE_ALL, 0;
  return opts_parse_names(s, names, 3, rules);
}

const char *go_prune_name(int player) { return player == 0 ? "black" : player == 1 ? "white" : "none"; }
