/* Helpers shared by the Kill-All solver tests (test_killall_local.c, test_killall_death.c): random
 * positions with random histories, and df-pn values with or without the local tests. Include after
 * cmocka.h. */
#ifndef YOMI_TESTS_KILLALL_TEST_UTIL_H
#define YOMI_TESTS_KILLALL_TEST_UTIL_H
#include "core/rng.h"
#include "go/board.h"
#include "killall/rules.h"
#include "killall/solvegame.h"
#include "solve/dfpn.h"

/* A random board with `defenders` tenths of Defender (White) stones and `attackers` tenths of
 * Attacker (Black) stones (with `wall`, the top two rows by point index are a pass-alive Attacker
 * wall instead, eyes at every other point of the first), a random side to move, then up to
 * max_plies - 1 random moves for a history. False when the drawn board has a chain without liberties. */
static bool killall_random_game(go_game *g, rng_stream *r, int rows, int cols, int defenders, int attackers,
                                int max_plies, bool wall) {
  go_board b;
  go_board_init(&b, rows, cols, GO_SUICIDE_ALLOWED);
  for (int i = 0; i < b.npoints; i++) {
    uint64_t x = rng_below(r, 10);
    if (x < (uint64_t)defenders) go_board_set(&b, i, GO_WHITE);
    else if (x < (uint64_t)(defenders + attackers)) go_board_set(&b, i, GO_BLACK);
  }
  if (wall)
    for (int i = 0; i < 2 * cols; i++) go_board_set(&b, i, i < cols && i % 2 ? GO_EMPTY : GO_BLACK);
  if (!go_board_all_chains_live(&b)) return false;
  b.to_move = (uint8_t)(rng_below(r, 2) ? GO_WHITE : GO_BLACK);
  assert_int_equal(go_game_init(g, &b), 0);
  int plies = (int)rng_below(r, (uint64_t)max_plies);
  for (int m = 0; m < plies; m++) {
    killall_why why;
    if (killall_go_game_judge(g, GO_BLACK, &why) != KILLALL_NOROLE) break;
    int moves[65], k = go_game_legal_moves(g, moves), pl = 0;
    for (int i = 0; i < k; i++)
      if (moves[i] != GO_PASS) moves[pl++] = moves[i];
    if (!pl) break;
    go_game_play(g, moves[rng_below(r, (uint64_t)pl)]);
  }
  return true;
}

/* Solve g (Black attacks) with df-pn in `threads` threads (1 or 2), with local life and local death
 * at these budgets (0: off); the winner (0 the Attacker, 1 the Defender) or -1 past node_limit. Adds
 * the main thread's local-life and local-death verdicts to *life and *death. */
static int killall_dfpn_value(const go_game *g, uint64_t life_budget, uint64_t death_budget, int threads,
                              long long node_limit, uint64_t *life, uint64_t *death) {
  killall_solvegame sg, extra;
  assert_int_equal(killall_solvegame_from_game(&sg, g, GO_BLACK), 0);
  sg.local_budget = life_budget;
  sg.death_budget = death_budget;
  tt_table tt;
  assert_int_equal(tt_init(&tt, 8), 0);
  dfpn_search s;
  dfpn_opts o;
  dfpn_opts_default(&o);
  o.node_limit = node_limit;
  assert_int_equal(dfpn_init(&s, &sg.iface, &tt, &o), 0);
  const dfpn_game *games[1];
  if (threads == 2) {
    assert_int_equal(killall_solvegame_clone(&extra, &sg), 0);
    games[0] = &extra.iface;
  }
  int w = -1;
  if (dfpn_solve_team(&s, games, threads - 1, &w) != 0) w = -1;
  *life += sg.stats.local_life_verdicts;
  *death += sg.stats.local_death_verdicts;
  if (threads == 2) killall_solvegame_free(&extra);
  dfpn_free(&s);
  tt_free(&tt);
  killall_solvegame_free(&sg);
  return w;
}

#endif
