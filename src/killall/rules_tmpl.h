/* killall/rules_tmpl.h: the win rules written once over a board type; rules.c includes it twice
 * with KBOARD / KGAME / KBITS defined. The no-room test differs by board width and has a file of
 * its own per width (killall/room.h). No include guard on purpose. */
#define KFN(name) GO_CAT(GO_CAT(killall_, KBOARD), _##name)
#define KGFN(name) GO_CAT(GO_CAT(killall_, KGAME), _##name)
#define BFN(name) GO_CAT(KBOARD, _##name)
#define GFN(name) GO_CAT(KGAME, _##name)

static inline bool GO_CAT(KBOARD, _nonempty)(const KBITS *s) {
  uint64_t x = 0;
  for (size_t i = 0; i < sizeof s->w / sizeof s->w[0]; i++) x |= s->w[i];
  return x != 0;
}

bool KFN(defender_alive)(const KBOARD *b, int attacker) {
  KBITS alive = BFN(pass_alive)(b, GO_OTHER(attacker));
  return GO_CAT(KBOARD, _nonempty)(&alive);
}

killall_role KFN(static)(const KBOARD *b, int attacker, killall_why *why) {
  if (KFN(defender_alive)(b, attacker)) {
    *why = KILLALL_WHY_ALIVE;
    return KILLALL_DEFENDER;
  }
  if (KFN(no_room)(b, attacker)) {
    *why = KILLALL_WHY_NO_ROOM;
    return KILLALL_ATTACKER;
  }
  *why = KILLALL_WHY_NONE;
  return KILLALL_NOROLE;
}

bool KGFN(has_move)(const KGAME *g) {
  const KBOARD *b = GFN(board)(g);
  for (int p = 0; p < b->npoints; p++)
    if (BFN(get)(b, p) == GO_EMPTY && GFN(legal)(g, p)) return true;
  return false;
}

killall_role KGFN(judge)(const KGAME *g, int attacker, killall_why *why) {
  const KBOARD *b = GFN(board)(g);
  killall_role r = KFN(static)(b, attacker, why);
  if (r != KILLALL_NOROLE) return r;
  if (!KGFN(has_move)(g)) {
    *why = KILLALL_WHY_NO_MOVE;
    return b->to_move == attacker ? KILLALL_DEFENDER : KILLALL_ATTACKER;
  }
  return KILLALL_NOROLE;
}

#undef KFN
#undef KGFN
#undef BFN
#undef GFN
