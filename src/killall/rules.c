/* killall/rules: Kill-All Go's win rules, compiled for both board widths from rules_tmpl.h. */
#include "killall/rules.h"

const char *killall_why_text(killall_why why) {
  switch (why) {
    case KILLALL_WHY_ALIVE: return "the Defender has a pass-alive string";
    case KILLALL_WHY_NO_ROOM: return "the Attacker's pass-alive stones leave no room for a pass-alive Defender string";
    case KILLALL_WHY_NO_MOVE: return "the player to move has no legal move";
    case KILLALL_WHY_NONE: break;
  }
  return "the game goes on";
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
