/* killall/local: the Defender's local life through the region solver (see local.h). */
#include "killall/local.h"

/* Kill-All's enclosed areas: at most 7 points each, 12 in all (docs/killall.md, "Local life"; Go's
 * rule `region` goes further, go/static.h). */
#define KILLALL_AREA 7
#define KILLALL_TOTAL 12

bool killall_local_life(const go_board *b, int attacker, uint64_t budget, killall_local *out) {
  go_region r;
  go_region_limits lim = {budget, KILLALL_AREA, KILLALL_TOTAL};
  bool won = go_region_union(b, GO_OTHER(attacker), GO_REGION_LIVE, b->to_move != attacker, lim, &r);
  *out = (killall_local){.z = r.z, .defender_z = r.owner_z, .nodes = r.nodes};
  return won;
}

bool killall_local_history_ok(const go_board *hist, int n, int attacker, uint64_t z, int k) {
  for (int i = 0; i < n; i++) {
    uint64_t D = go_board_stoneset(&hist[i], GO_OTHER(attacker));
    if (__builtin_popcountll(D & z) > k) return false;
  }
  return true;
}
