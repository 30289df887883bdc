/* killall/rules: Kill-All Go's win rules, compiled for both board widths from rules_tmpl.h, and the
 * cached static verdict of the solvers. */
#include "killall/rules.h"

const char *killall_why_text(killall_why why) {
  switch (why) {
    case KILLALL_WHY_ALIVE: return "the Defender has a pass-alive string";
    case KILLALL_WHY_NO_ROOM:
      return "the Attacker's pass-alive stones leave no room for a pass-alive Defender string";
    case KILLALL_WHY_NO_MOVE: return "the player to move has no legal move";
    case KILLALL_WHY_NONE: break;
  }
  return "the game goes on";
}

killall_role killall_go_board_static_cached(cache_pair *table, unsigned bits, const go_board *b,
                                            int attacker) {
  uint64_t k1 = (b->hash[1] & ~3ull) ^ (uint64_t)attacker << 2 ^ (uint64_t)(b->rows << 8 | b->cols) << 4;
  cache_pair *e = table ? &table[cache_index(b->hash[0], bits)] : NULL;
  int v;
  if (e && cache_pair_get(e, b->hash[0], k1, &v)) return (killall_role)v;
  killall_why why;
  killall_role r = killall_go_board_static(b, attacker, &why);
  if (e) cache_pair_put(e, b->hash[0], k1, (int)r);
  return r;
}

#define KBOARD go_board
#define KGAME go_game
#define KBITS go_bits64
#include "killall/rules_tmpl.h"
#undef KBOARD
#undef KGAME
#undef KBITS

#define KBOARD go_bigboard
#define KGAME go_biggame
#define KBITS go_bits384
#include "killall/rules_tmpl.h"
#undef KBOARD
#undef KGAME
#undef KBITS
