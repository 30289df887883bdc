/* killall/rules_tmpl.h: the win rules written once over a board type; rules.c includes it twice
 * with KBOARD / KGAME / KBITS defined. No include guard on purpose. */
#define KFN(name) GO_CAT(GO_CAT(killall_, KBOARD), _##name)
#define KGFN(name) GO_CAT(GO_CAT(killall_, KGAME), _##name)
#define BFN(name) GO_CAT(KBOARD, _##name)
#define GFN(name) GO_CAT(KGAME, _##name)

static inline bool GO_CAT(KBOARD, _bit)(const KBITS *s, int p) { return (s->w[p >> 6] >> (p & 63)) & 1; }

static inline bool GO_CAT(KBOARD, _nonempty)(const KBITS *s) {
  uint64_t x = 0;
  for (size_t i = 0; i < sizeof s->w / sizeof s->w[0]; i++) x |= s->w[i];
  return x != 0;
}

bool KFN(defender_alive)(const KBOARD *b, int attacker) {
  KBITS alive = BFN(pass_alive)(b, GO_OTHER(attacker));
  return GO_CAT(KBOARD, _nonempty)(&alive);
}

bool KFN(no_room)(const KBOARD *b, int attacker) {
  int rows = b->rows, cols = b->cols, n = b->npoints;
  KBITS A = BFN(pass_alive)(b, attacker);
  uint8_t inA[GO_MAX_POINTS], interior[GO_MAX_POINTS], seen[GO_MAX_POINTS];
  for (int p = 0; p < n; p++) inA[p] = GO_CAT(KBOARD, _bit)(&A, p);
  /* interior: not in A and not adjacent to A; every eye point of a pass-alive Defender string is
   * interior, and two eyes of one string are never adjacent (docs/killall.md). */
  for (int p = 0; p < n; p++) {
    int r = p / cols, c = p % cols;
    bool adj = (r > 0 && inA[p - cols]) || (r + 1 < rows && inA[p + cols]) || (c > 0 && inA[p - 1]) ||
               (c + 1 < cols && inA[p + 1]);
    interior[p] = !inA[p] && !adj;
    seen[p] = 0;
  }
  int stack[GO_MAX_POINTS];
  for (int s = 0; s < n; s++) {
    if (inA[s] || seen[s]) continue;
    /* one component of the non-A points: collect its interior points */
    int top = 0, ni = 0, i0 = -1, i1 = -1;
    stack[top++] = s;
    seen[s] = 1;
    while (top) {
      int p = stack[--top];
      if (interior[p]) {
        if (ni == 0) i0 = p;
        else if (ni == 1) i1 = p;
        ni++;
      }
      int r = p / cols, c = p % cols;
      int nbr[4], k = 0;
      if (r > 0) nbr[k++] = p - cols;
      if (r + 1 < rows) nbr[k++] = p + cols;
      if (c > 0) nbr[k++] = p - 1;
      if (c + 1 < cols) nbr[k++] = p + 1;
      for (int j = 0; j < k; j++)
        if (!inA[nbr[j]] && !seen[nbr[j]]) {
          seen[nbr[j]] = 1;
          stack[top++] = nbr[j];
        }
    }
    /* The grid has no triangles: three points always include a non-adjacent pair. */
    if (ni >= 3) return false;
    if (ni == 2) {
      int d = i0 > i1 ? i0 - i1 : i1 - i0;
      bool adjacent = (d == cols) || (d == 1 && i0 / cols == i1 / cols);
      if (!adjacent) return false;
    }
  }
  return true;
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
