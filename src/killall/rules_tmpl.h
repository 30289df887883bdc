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

/* ---- the no-room criterion (docs/killall.md, "The no-room criterion") ----
 * A = the Attacker's pass-alive stones; a component R is a connected set of non-A points; its
 * interior I is the points of R not adjacent to A (every non-R neighbour of a point of R is in A, so R
 * alone determines I). R has room iff two interior points a, b, not adjacent, leave R \ {a, b} in
 * pieces that each touch both a and b: then R \ {a, b} filled with Defender stones is pass-alive with
 * the eyes a and b. docs/killall.md proves that this is exact: whenever some pass-alive Defender
 * chain fits in R, such a pair exists. The cheap filter comes first: fewer than two interior points,
 * or two adjacent ones, cannot hold two eyes (the grid has no triangles, so three interior points
 * always include a non-adjacent pair). */

/* go_board (one word, the solver's board, asked for every child it generates) runs the test on
 * point bitmasks behind a cache; go_bigboard runs it over point arrays. */
#define KILLALL_ONE_WORD_go_bits64 1
#define KILLALL_ONE_WORD_go_bits384 0
#if GO_CAT(KILLALL_ONE_WORD_, KBITS)

/* One component on a board of at most 64 points. */
typedef struct {
  uint64_t R, all, not_first, not_last;
  int cols;
} KFN(mask_comp);

static inline uint64_t KFN(mask_nb)(const KFN(mask_comp) *k, uint64_t x) {
  return (((x << 1) & k->not_first) | ((x >> 1) & k->not_last) | (x << k->cols) | (x >> k->cols)) & k->all;
}

static inline uint64_t KFN(mask_flood)(const KFN(mask_comp) *k, uint64_t seed, uint64_t within) {
  for (;;) {
    uint64_t next = (seed | KFN(mask_nb)(k, seed)) & within;
    if (next == seed) return seed;
    seed = next;
  }
}

/* Every piece of S touches the point set e. */
static inline bool KFN(mask_all_touch)(const KFN(mask_comp) *k, uint64_t e, uint64_t S) {
  return KFN(mask_flood)(k, KFN(mask_nb)(k, e) & S, S) == S;
}

static bool KFN(mask_exact)(const KFN(mask_comp) *k, uint64_t I) {
  for (uint64_t ra = I; ra; ra &= ra - 1) {
    uint64_t a = ra & -ra;
    for (uint64_t rb = (ra & (ra - 1)) & ~KFN(mask_nb)(k, a); rb; rb &= rb - 1) {
      uint64_t b = rb & -rb, S = k->R & ~(a | b);
      if (KFN(mask_all_touch)(k, a, S) && KFN(mask_all_touch)(k, b, S)) return true;
    }
  }
  return false;
}

/* The exact test's answers by (rows, cols, R): direct-mapped, per thread, never stale (the answer
 * depends on nothing else). */
#define KILLALL_ROOM_CACHE_BITS 14
typedef struct {
  uint64_t R;
  uint16_t shape; /* rows << 8 | cols; 0 = empty slot */
  bool room;
} KFN(room_slot);
static _Thread_local KFN(room_slot) KFN(room_cache)[1u << KILLALL_ROOM_CACHE_BITS];

static bool KFN(mask_has_room)(const KFN(mask_comp) *k, uint64_t I, int rows) {
  uint16_t shape = (uint16_t)(rows << 8 | k->cols);
  uint64_t h = (k->R ^ (uint64_t)shape << 48) * 0x9e3779b97f4a7c15ull;
  KFN(room_slot) *slot = &KFN(room_cache)[h >> (64 - KILLALL_ROOM_CACHE_BITS)];
  if (slot->shape == shape && slot->R == k->R) return slot->room;
  bool room = KFN(mask_exact)(k, I);
  *slot = (KFN(room_slot)){k->R, shape, room};
  return room;
}

/* The union of the components that have room, given the Attacker's pass-alive stones A; with
 * first_only, stops at the first such component. */
static uint64_t KFN(mask_room)(const KBOARD *b, uint64_t A, bool first_only) {
  KFN(mask_comp) k = {0, b->all.w[0], b->not_first.w[0], b->not_last.w[0], b->cols};
  uint64_t free = k.all & ~A, nbA = KFN(mask_nb)(&k, A), room = 0;
  while (free) {
    k.R = KFN(mask_flood)(&k, free & -free, free);
    free &= ~k.R;
    /* the cheap filter: at most one interior point, or two adjacent ones (bit tricks, as the build
     * may lack a popcount instruction) */
    uint64_t I = k.R & ~nbA, rest = I & (I - 1);
    if (!rest || (!(rest & (rest - 1)) && (KFN(mask_nb)(&k, I & -I) & I))) continue;
    if (KFN(mask_has_room)(&k, I, b->rows)) {
      room |= k.R;
      if (first_only) break;
    }
  }
  return room;
}

bool KFN(no_room)(const KBOARD *b, int attacker) {
  return KFN(mask_room)(b, BFN(pass_alive)(b, attacker).w[0], true) == 0;
}

uint64_t KFN(room_mask)(const KBOARD *b, int attacker, uint64_t *A) {
  *A = BFN(pass_alive)(b, attacker).w[0];
  return KFN(mask_room)(b, *A, false);
}

#else

/* One component on any board. */
typedef struct {
  int rows, cols, n;
  const int *pts;      /* its n points */
  const uint8_t *inR;  /* per point: 1 in the component */
  int *stamp, *marks;  /* scratch for the floods: a point is reached when marks[p] == *stamp */
} KFN(point_comp);

static int KFN(nbrs)(int rows, int cols, int p, int out[4]) {
  int r = p / cols, c = p % cols, k = 0;
  if (r > 0) out[k++] = p - cols;
  if (r + 1 < rows) out[k++] = p + cols;
  if (c > 0) out[k++] = p - 1;
  if (c + 1 < cols) out[k++] = p + 1;
  return k;
}

/* Every piece of R \ {a, b} touches e (a or b): a flood from e's neighbours reaches all n - 2. */
static bool KFN(point_all_touch)(const KFN(point_comp) *k, int e, int a, int b) {
  int stack[GO_MAX_POINTS], top = 0, reached = 0, nb[4], mark = ++*k->stamp;
  k->marks[a] = k->marks[b] = mark; /* never entered */
  stack[top++] = e;
  while (top) {
    int p = stack[--top];
    for (int j = 0, m = KFN(nbrs)(k->rows, k->cols, p, nb); j < m; j++)
      if (k->inR[nb[j]] && k->marks[nb[j]] != mark) {
        k->marks[nb[j]] = mark;
        stack[top++] = nb[j];
        reached++;
      }
  }
  return reached == k->n - 2;
}

static bool KFN(point_exact)(const KFN(point_comp) *k, const int *eye, int ni) {
  for (int i = 0; i < ni; i++)
    for (int j = i + 1; j < ni; j++) {
      int a = eye[i], b = eye[j], d = a > b ? a - b : b - a;
      if (d == k->cols || (d == 1 && a / k->cols == b / k->cols)) continue; /* adjacent */
      if (KFN(point_all_touch)(k, a, a, b) && KFN(point_all_touch)(k, b, a, b)) return true;
    }
  return false;
}

bool KFN(no_room)(const KBOARD *b, int attacker) {
  int rows = b->rows, cols = b->cols, n = b->npoints, nb[4];
  KBITS A = BFN(pass_alive)(b, attacker);
  uint8_t inA[GO_MAX_POINTS], interior[GO_MAX_POINTS], seen[GO_MAX_POINTS], inR[GO_MAX_POINTS];
  for (int p = 0; p < n; p++) inA[p] = GO_CAT(KBOARD, _bit)(&A, p);
  for (int p = 0; p < n; p++) {
    bool adj = false;
    for (int j = 0, m = KFN(nbrs)(rows, cols, p, nb); j < m; j++) adj |= inA[nb[j]];
    interior[p] = !inA[p] && !adj;
    seen[p] = inR[p] = 0;
  }
  int pts[GO_MAX_POINTS], eye[GO_MAX_POINTS], marks[GO_MAX_POINTS] = {0}, stamp = 0;
  for (int s = 0; s < n; s++) {
    if (inA[s] || seen[s]) continue;
    /* one component of the non-A points, grown breadth-first in pts */
    KFN(point_comp) k = {rows, cols, 0, pts, inR, &stamp, marks};
    int ni = 0;
    pts[k.n++] = s;
    seen[s] = 1;
    for (int i = 0; i < k.n; i++)
      for (int j = 0, m = KFN(nbrs)(rows, cols, pts[i], nb); j < m; j++)
        if (!inA[nb[j]] && !seen[nb[j]]) {
          seen[nb[j]] = 1;
          pts[k.n++] = nb[j];
        }
    for (int i = 0; i < k.n; i++) {
      inR[pts[i]] = 1;
      if (interior[pts[i]]) eye[ni++] = pts[i];
    }
    /* (the cheap filter is implicit: point_exact skips adjacent pairs before any flood) */
    bool room = KFN(point_exact)(&k, eye, ni);
    for (int i = 0; i < k.n; i++) inR[pts[i]] = 0;
    if (room) return false;
  }
  return true;
}
#endif

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
#undef KILLALL_ONE_WORD_go_bits64
#undef KILLALL_ONE_WORD_go_bits384
#undef KILLALL_ROOM_CACHE_BITS
