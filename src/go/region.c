/* go/region: the region solver, exact local games in the small areas a colour encloses (see region.h). */
#include "go/region.h"
#include "core/cache.h"
#include "core/hash.h"
#include <pthread.h>

typedef struct {
  uint64_t all, not_first, not_last, R;
  int rows, cols;
  uint16_t layout; /* the memo's answers hold for one layout of the points (see translate) */
  go_region_goal goal;
  uint64_t budget, nodes;
  int area, total; /* go_region_limits */
} lctx;

static uint64_t nb(const lctx *c, uint64_t x) {
  return (((x << 1) & c->not_first) | ((x >> 1) & c->not_last) | (x << c->cols) | (x >> c->cols)) & c->all;
}

static uint64_t flood(const lctx *c, uint64_t seed, uint64_t within) {
  for (;;) {
    uint64_t next = (seed | nb(c, seed)) & within;
    if (next == seed) return seed;
    seed = next;
  }
}

/* Benson's test (multi-stone suicide allowed, as in Kill-All) over the owner chains of D and the
 * regions inside R only: the components of R \ D holding an empty point. A region is vital to a
 * chain when every point of it touches the chain; chains with fewer than two vital regions among
 * those not bordered by an eliminated chain are eliminated until none is. The points of the chains
 * that survive (0 when fewer than two regions). */
static uint64_t local_benson(const lctx *c, uint64_t D, uint64_t A) {
  uint64_t empty = c->R & ~D & ~A, nonD = c->R & ~D;
  uint64_t chain[64], cnb[64], region[64];
  int nc = 0, nr = 0;
  for (uint64_t rest = empty; rest;) {
    region[nr] = flood(c, rest & -rest, nonD);
    rest &= ~region[nr];
    nr++;
  }
  if (nr < 2) return 0;
  for (uint64_t rest = D; rest;) {
    chain[nc] = flood(c, rest & -rest, D);
    rest &= ~chain[nc];
    cnb[nc] = nb(c, chain[nc]);
    nc++;
  }
  uint64_t alive = nc == 64 ? ~0ull : (1ull << nc) - 1, dead_border = 0; /* bit sets over chains, regions */
  for (;;) {
    bool killed = false;
    for (int k = 0; k < nc; k++) {
      if (!(alive >> k & 1)) continue;
      int vital = 0;
      for (int r = 0; r < nr && vital < 2; r++)
        if (!(dead_border >> r & 1) && !(region[r] & ~cnb[k])) vital++;
      if (vital >= 2) continue;
      alive &= ~(1ull << k);
      killed = true;
      for (int r = 0; r < nr; r++)
        if (region[r] & cnb[k]) dead_border |= 1ull << r;
    }
    if (!killed) break;
  }
  uint64_t points = 0;
  for (int k = 0; k < nc; k++)
    if (alive >> k & 1) points |= chain[k];
  return points;
}

static _Thread_local bool capture_goal; /* go_region_capture_goal: the old goal, the slow twin */

void go_region_capture_goal(bool on) { capture_goal = on; }

/* Has the owner (stones D, invader stones A on R) reached the goal? LIVE: a chain of Z survives the
 * local Benson test. OWN: every chain does, and every component of R's non-owner points (invader
 * stones included) is one empty point or has every point next to an owner stone: the owner then
 * captures what invader stones are left without searching (docs/go-static.md, rule `region`). */
static bool goal_reached(const lctx *c, uint64_t D, uint64_t A) {
  if (c->goal == GO_REGION_LIVE) return local_benson(c, D, A) != 0;
  if (capture_goal && (A & c->R)) return false;
  /* A point that touches no owner stone fails the goal exactly when its component has another point
   * (then it has a neighbour in the component) or is an invader stone: no flood is needed. */
  uint64_t nonD = c->R & ~D, far = nonD & ~nb(c, D);
  if (far & (nb(c, nonD) | A)) return false;
  return local_benson(c, D, A) == D;
}

/* A table of 2^bits slots of `size` bytes for this thread, made on first use and freed when the
 * thread ends (*mine and *key are the caller's: a thread-local pointer and a key made once); NULL
 * when out of memory. The tables are too big for a thread's static storage, which glibc takes
 * from its stack. Huge pages from the start (cache_huge): the answers land at random, so even a
 * 3x4 proof touches every small page of the memo's first 32 MiB, 8,192 faults where huge pages take
 * 16; a loop of short solves took 0.7 times the wall time (docs/RESULTS.md, "Hints from the
 * records"). */
static void *thread_table(void **mine, pthread_key_t *key, pthread_once_t *once, void (*make)(void),
                          unsigned bits, size_t size) {
  if (!*mine) {
    (void)pthread_once(once, make);
    *mine = cache_alloc(bits, size);
    if (*mine) cache_huge(*mine, CACHE_SIZE(bits) * size);
    if (*mine && pthread_setspecific(*key, *mine) != 0) {
      cache_free(*mine);
      *mine = NULL;
    }
  }
  return *mine;
}

/* Exact answers of the local game by (layout, R, D, A, side to move): the local game depends on
 * nothing else (it has no history: the Defender's stone count on Z grows with each of its moves, and
 * the Attacker is allowed to repeat), so an answer never goes stale. Direct-mapped, per thread
 * (128 MiB, touched only where used: with the goal that made the owner capture intruders, the games
 * of areas up to 14 points in deep 5x5 positions searched 1.6 times the local positions with 2^20
 * slots, docs/RESULTS.md, "The region solver's goal without the captures"; with the present goal the
 * two sizes come close, and 2^18 or 2^20 slots were slower with areas of 11: "Rule `live`"); answers
 * cut short by the budget are not kept. */
#define LOCAL_MEMO_BITS 22
/* key R, D, A; tag generation << 24 | layout << 8 | capture_goal << 2 | goal << 1 | def; value 1:
 * the owner wins */
CACHE_SLOT(memo_slot, 3, uint8_t)
static _Thread_local void *memo;
static pthread_key_t memo_key;
static pthread_once_t memo_once = PTHREAD_ONCE_INIT;
static void memo_key_make(void) { (void)pthread_key_create(&memo_key, cache_free); }

/* The generation (core/cache.h) of the memo and the root cache, moved on by go_region_forget: each
 * search starts with tables that are empty as far as it can see, without clearing their 138 MiB. */
static _Thread_local uint32_t generation = 1;

/* The slot's tag without the generation, which the slot's index leaves out too (the same local
 * position of a later search lands on the same slot and overwrites the stale answer). */
#define MEMO_PLACE_MASK ((1u << CACHE_GENERATION_SHIFT) - 1)
static uint32_t memo_place(const lctx *c, bool def) {
  return (uint32_t)c->layout << 8 | (uint32_t)capture_goal << 2 | (uint32_t)c->goal << 1 | def;
}
static uint32_t memo_tag(const lctx *c, bool def) {
  return generation << CACHE_GENERATION_SHIFT | memo_place(c, def);
}

/* The memo in use is the table's first 2^memo_bits slots. Each search starts with 2^20 of them
 * (32 MiB, fewer pages and TLB entries to touch) and spreads over all 2^22 once it has stored answers
 * for a quarter of those slots (memo_grow): until then few answers push others out, so the search
 * finds what the full memo would have kept, and a short one touches a quarter of the table. The size
 * follows the search's own stores alone, never the searches the thread ran before, so a search sees
 * the same answers whatever came before it (go_region_forget). docs/RESULTS.md, "The region solver's
 * memo grows". */
#define LOCAL_MEMO_START 20
#define LOCAL_MEMO_GROW(bits) CACHE_SIZE((bits)-2)
static _Thread_local unsigned memo_start = LOCAL_MEMO_START;
static _Thread_local unsigned memo_bits;   /* 0 until the thread's first probe */
static _Thread_local uint64_t memo_stores; /* this search's stores while the memo is small */

/* The slot of an answer in a memo of 2^bits slots. */
static size_t memo_index(const memo_slot *s, unsigned bits) {
  return cache_index(hash_words3(s->key[0], s->key[1], s->key[2], s->tag & MEMO_PLACE_MASK), bits);
}

/* Spread the table's first 2^memo_bits slots over all 2^LOCAL_MEMO_BITS, in place, keeping every
 * answer of this search: the slot of a hash is its top bits, so with k more bits the answer in slot
 * i moves to one of the slots i 2^k .. (i + 1) 2^k - 1, past every slot not yet moved when i goes
 * downward (slot 0 is emptied before its answer moves). The whole table is then in real use, its
 * probes landing at random in 128 MiB, on huge pages (thread_table). */
static void memo_grow(void) {
  memo_slot *t = memo;
  for (size_t i = CACHE_SIZE(memo_bits); i-- > 0;) {
    memo_slot s = t[i];
    t[i] = (memo_slot){0};
    if (s.tag >> CACHE_GENERATION_SHIFT == generation) t[memo_index(&s, LOCAL_MEMO_BITS)] = s;
  }
  memo_bits = LOCAL_MEMO_BITS;
}

static void memo_stored(void) { /* only after a store, so the memo exists */
  if (memo_bits < LOCAL_MEMO_BITS && ++memo_stores == LOCAL_MEMO_GROW(memo_bits)) memo_grow();
}

/* The slot of (D, A) with def to move; NULL without a memo (out of memory: the same answers, found
 * with more local positions). */
static inline memo_slot *memo_find(const lctx *c, uint64_t D, uint64_t A, bool def) {
  memo_slot *t = memo ? memo
                      : thread_table(&memo, &memo_key, &memo_once, memo_key_make, LOCAL_MEMO_BITS,
                                     sizeof(memo_slot));
  if (!memo_bits) memo_bits = memo_start;
  return t ? &t[cache_index(hash_words3(c->R, D, A, memo_place(c, def)), memo_bits)] : NULL;
}

void go_region_memo_start(unsigned bits) { memo_start = bits ? bits : LOCAL_MEMO_START; }

int64_t go_region_memo_check(bool grow, unsigned *bits) {
  if (grow && memo && memo_bits < LOCAL_MEMO_BITS) memo_grow();
  *bits = memo_bits;
  const memo_slot *t = memo;
  int64_t answers = 0;
  for (size_t i = 0; t && i < CACHE_SIZE(LOCAL_MEMO_BITS); i++) {
    if (t[i].tag >> CACHE_GENERATION_SHIFT != generation) continue;
    if (memo_index(&t[i], memo_bits) != i) return -1;
    answers++;
  }
  return answers;
}

static int search_body(lctx *c, uint64_t D, uint64_t A, bool def);

/* The local game from (D, A) with the Defender (def) or the Attacker to move: 1 when the Defender
 * wins, 0 when it does not, -1 when the budget ran out. */
static int search(lctx *c, uint64_t D, uint64_t A, bool def) {
  memo_slot *m = memo_find(c, D, A, def);
  const uint64_t key[3] = {c->R, D, A};
  uint8_t won;
  if (m && memo_slot_get(m, key, memo_tag(c, def), &won)) return won;
  const unsigned bits = memo_bits;
  int r = search_body(c, D, A, def);
  if (m && bits != memo_bits) m = memo_find(c, D, A, def); /* the memo grew meanwhile */
  if (m && r >= 0) {
    memo_slot_put(m, key, memo_tag(c, def), (uint8_t)r);
    memo_stored();
  }
  return r;
}

/* The answers of whole local games from their start, kept apart from the memo of their inner
 * positions (whose many entries would push them out): the same local game comes back on board
 * after board, since the rest of the board does not enter it. Keyed like the memo, with the budget;
 * with GO_REGION_OWN a game whose search ran out of budget is kept as given up (GAVE_UP), so meeting
 * it again costs nothing. (Kill-All's goal keeps no such mark: its answers are exact ones only.) */
#define ROOT_CACHE_BITS 18
#define GAVE_UP 2
CACHE_SLOT(root_slot, 4, uint8_t) /* key R, D, A, budget; tag as the memo's; value 0, 1 or GAVE_UP */

/* The table is on the heap (10 MiB), one per thread (thread_table). */
static _Thread_local void *root_cache;
static pthread_key_t root_key;
static pthread_once_t root_once = PTHREAD_ONCE_INIT;
static void root_key_make(void) { (void)pthread_key_create(&root_key, cache_free); }

static root_slot *root_table(void) {
  return thread_table(&root_cache, &root_key, &root_once, root_key_make, ROOT_CACHE_BITS, sizeof(root_slot));
}

/* Free the thread's table *mine (made by thread_table with key) and forget it. */
static void thread_table_drop(void **mine, pthread_key_t key) {
  if (!*mine) return;
  (void)pthread_setspecific(key, NULL);
  cache_free(*mine);
  *mine = NULL;
}

void go_region_forget(void) {
  memo_bits = memo_start;
  memo_stores = 0;
  if (!cache_generation_next(&generation)) return;
  thread_table_drop(&memo, memo_key);
  thread_table_drop(&root_cache, root_key);
}

static int search_root(lctx *c, uint64_t D, uint64_t A, bool def) {
  root_slot *table = root_table();
  if (!table) return search(c, D, A, def); /* out of memory: exact answers all the same */
  uint64_t h = hash_words3(c->R ^ hash_splitmix64(c->budget), D, A, memo_place(c, def));
  root_slot *s = &table[cache_index(h, ROOT_CACHE_BITS)];
  const uint64_t key[4] = {c->R, D, A, c->budget};
  uint32_t tag = memo_tag(c, def);
  uint8_t v;
  if (root_slot_get(s, key, tag, &v)) return v == GAVE_UP ? -1 : v;
  int r = search(c, D, A, def);
  if (r >= 0 || c->goal == GO_REGION_OWN) root_slot_put(s, key, tag, r < 0 ? GAVE_UP : (uint8_t)r);
  return r;
}

/* The empty points of `empty` into out, those with the most empty neighbours first (in point order
 * among equals): both sides' order. The vital point of an eye shape (the middle of a straight or
 * bent three, the centre of a pyramid four or a bulky five) has the most empty neighbours; played
 * first by the Attacker it refutes the Defender's games that are lost at once, and by the Defender
 * it makes the two eyes that win at once, before the rest are tried (the Defender's order since
 * 2026-12-03: 13 % fewer local positions in the deepest 5x5 suite than point order). */
static int by_space(const lctx *c, uint64_t empty, uint64_t *out) {
  int n = 0, space[64];
  for (uint64_t m = empty; m; m &= m - 1) {
    uint64_t p = m & -m;
    int s = __builtin_popcountll(nb(c, p) & empty), k = n++;
    for (; k > 0 && space[k - 1] < s; k--) {
      out[k] = out[k - 1];
      space[k] = space[k - 1];
    }
    out[k] = p;
    space[k] = s;
  }
  return n;
}

/* Start loading the memo slot of (D, A) with def to move: search_body computes a position's children
 * first and asks for their slots before it visits them in turn (the memo is larger than the
 * processor's caches, and a miss costs as much as visiting a few positions). */
static void memo_prefetch(const lctx *c, uint64_t D, uint64_t A, bool def) {
  const memo_slot *m = memo_find(c, D, A, def);
  if (m) __builtin_prefetch(m);
}

static int search_body(lctx *c, uint64_t D, uint64_t A, bool def) {
  if (++c->nodes > c->budget) return -1;
  uint64_t empty = c->R & ~D & ~A, cd[64], ca[64], pts[64];
  int n = 0, np = by_space(c, empty, pts);
  if (def) { /* the owner's placements, in the same order: the vital point is its key point too */
    for (int i = 0; i < np; i++) {
      uint64_t p = pts[i], D2 = D | p, A2 = A, empty2 = empty & ~p;
      for (uint64_t adj = nb(c, p) & A; adj;) { /* captures */
        uint64_t s = adj & -adj;
        if (nb(c, s) & empty2) { /* a liberty of its own: its chain lives (the flood would say so) */
          adj &= ~s;
          continue;
        }
        uint64_t ch = flood(c, s, A2);
        adj &= ~ch;
        if (!(nb(c, ch) & empty2)) {
          A2 &= ~ch;
          empty2 |= ch;
        }
      }
      if (!(nb(c, p) & empty2) && !(nb(c, flood(c, p, D2)) & empty2))
        continue; /* suicide: the local strategy never does it */
      cd[n] = D2, ca[n++] = A2;
      memo_prefetch(c, D2, A2, false);
    }
    for (int i = 0; i < n; i++) {
      if (goal_reached(c, cd[i], ca[i])) return 1;
      int r = search(c, cd[i], ca[i], false);
      if (r) return r;
    }
    return 0; /* no placement wins (or none is possible) */
  }
  /* The Attacker: its placements, most empty neighbours first, then a move elsewhere (a pass). */
  int r;
  for (uint64_t rest = D; rest;) { /* a Defender chain of Z with one liberty: the Attacker takes it */
    uint64_t ch = flood(c, rest & -rest, D), libs = nb(c, ch) & empty;
    rest &= ~ch;
    if (libs && !(libs & (libs - 1))) return 0;
  }
  for (int i = 0; i < np; i++) {
    uint64_t p = pts[i], A2 = A | p, empty2 = empty & ~p;
    if (!(nb(c, p) & empty2)) { /* no liberty of its own: the chain through it may have none */
      uint64_t ch = flood(c, p, A2);
      if (!(nb(c, ch) & empty2)) A2 &= ~ch; /* suicide (a single stone: as if it played elsewhere) */
    }
    if (A2 == A) continue;
    ca[n++] = A2;
    memo_prefetch(c, D, A2, true);
  }
  ca[n++] = A; /* the Attacker plays elsewhere */
  memo_prefetch(c, D, A, true);
  for (int i = 0; i < n - 1; i++)
    if ((r = search(c, D, ca[i], true)) != 1) return r;
  return search(c, D, A, true);
}

static lctx ctx_of(const go_board *b, go_region_goal goal, go_region_limits lim) {
  return (lctx){.all = b->all.w[0],
                .not_first = b->not_first.w[0],
                .not_last = b->not_last.w[0],
                .rows = b->rows,
                .cols = b->cols,
                .goal = goal,
                .budget = lim.budget,
                .area = lim.area,
                .total = lim.total};
}

/* Moves the local game (R, C, A) toward the board's first point: down by its first row and column
 * (point (r, c) to (r - r0, c - c0): no point leaves the board or wraps to another row). The game
 * uses only which points of Z are next to which (search_body, goal_reached and local_benson meet
 * nb() only intersected with sets inside Z), and the move keeps that, so its answers are those of
 * the game where it was. The memo's layout tag is then the board's width alone, or 0 when Z lies
 * in one row (no two points of Z are then next to each other but along the row, as on 1xn), so the
 * same local game shares its answers across its places on the board and across board sizes. */
static _Thread_local bool in_place; /* go_region_in_place: the slow twin of translate */

void go_region_in_place(bool on) { in_place = on; }

static void translate(lctx *c, uint64_t *C, uint64_t *A) {
  if (in_place) { /* where it is: the layout is the board's shape (its own tag, never 0 or a width) */
    c->layout = (uint16_t)(1u << 15 | (unsigned)c->rows << 7 | (unsigned)c->cols);
    return;
  }
  uint64_t z = c->R | *C, colmask = 0;
  int r0 = __builtin_ctzll(z) / c->cols, r1 = (63 - __builtin_clzll(z)) / c->cols;
  uint64_t row = c->cols >= 64 ? ~0ull : (1ull << c->cols) - 1;
  for (int r = r0; r <= r1; r++) colmask |= z >> (r * c->cols) & row;
  int shift = r0 * c->cols + __builtin_ctzll(colmask);
  c->R >>= shift;
  *C >>= shift;
  *A >>= shift;
  c->layout = r1 > r0 ? (uint16_t)c->cols : 0;
}

/* The local game on c->R (set by the caller) from b: C, Z and the owner's count into *out; false
 * when there is no game (fewer than two empty points, or a chain of C with no empty neighbour in R,
 * which a move elsewhere might capture). */
static bool game_setup(lctx *c, const go_board *b, int owner, uint64_t *C, go_region *out) {
  uint64_t Dall = go_board_stoneset(b, owner), empty = go_board_emptyset(b);
  if (!c->R || __builtin_popcountll(c->R & empty) < 2) return false;
  *C = flood(c, nb(c, c->R) & Dall, Dall);
  for (uint64_t rest = *C; rest;) {
    uint64_t ch = flood(c, rest & -rest, *C);
    rest &= ~ch;
    if (!(nb(c, ch) & c->R & empty)) return false;
  }
  out->z = c->R | *C;
  out->owner_z = __builtin_popcountll(*C);
  return true;
}

/* Does the owner win the local game on c->R, with the owner to move or not? */
static bool game_won(lctx *c, uint64_t C, uint64_t A, bool owner_to_move) {
  lctx t = *c;
  translate(&t, &C, &A);
  bool won = goal_reached(&t, C, A) || search_root(&t, C, A, owner_to_move) == 1;
  c->nodes = t.nodes;
  return won;
}

/* Is k, a component of the non-owner points, an area (region.h: small, with an empty point)? */
static bool is_area(const lctx *c, uint64_t k, uint64_t empty) {
  return __builtin_popcountll(k) <= c->area && (k & empty);
}

uint64_t go_region_reach(const go_board *b, int owner, go_region_limits lim) {
  lctx c = ctx_of(b, GO_REGION_OWN, lim);
  uint64_t Dall = go_board_stoneset(b, owner), nonD = c.all & ~Dall, empty = go_board_emptyset(b), areas = 0;
  for (uint64_t rest = nonD; rest;) {
    uint64_t k = flood(&c, rest & -rest, nonD);
    rest &= ~k;
    if (is_area(&c, k, empty)) areas |= k;
  }
  return areas ? areas | flood(&c, nb(&c, areas) & Dall, Dall) : 0;
}

/* Go's goal needs the owner to play on: if the invader is to move just after a pass (the owner's),
 * its pass ends the game at once, before the owner has made its areas its own. */
static bool ends_now(const go_board *b, bool owner_to_move) { return !owner_to_move && b->passes == 1; }

/* The union game of b's areas of `owner` (region.h): R into c->R, the owner chains next to it into
 * *C, Z and the count into *out; false when there is no game. */
static bool union_setup(lctx *c, const go_board *b, int owner, uint64_t *C, go_region *out) {
  uint64_t Dall = go_board_stoneset(b, owner), nonD = c->all & ~Dall, empty = go_board_emptyset(b);
  int total = 0;
  for (uint64_t rest = nonD; rest;) {
    uint64_t k = flood(c, rest & -rest, nonD);
    rest &= ~k;
    int n = __builtin_popcountll(k);
    if (!is_area(c, k, empty) || total + n > c->total) continue;
    c->R |= k;
    total += n;
  }
  if (game_setup(c, b, owner, C, out)) return true;
  out->z = 0;
  return false;
}

uint64_t go_region_union_z(const go_board *b, int owner, go_region_limits lim) {
  lctx c = ctx_of(b, GO_REGION_OWN, lim);
  uint64_t C;
  go_region out = {0};
  return union_setup(&c, b, owner, &C, &out) ? out.z : 0;
}

bool go_region_union(const go_board *b, int owner, go_region_goal goal, bool owner_to_move,
                     go_region_limits lim, go_region *out) {
  lctx c = ctx_of(b, goal, lim);
  uint64_t C;
  *out = (go_region){0};
  if (goal == GO_REGION_OWN && ends_now(b, owner_to_move)) return false;
  if (!union_setup(&c, b, owner, &C, out)) return false;
  bool won = game_won(&c, C, go_board_stoneset(b, GO_OTHER(owner)) & c.R, owner_to_move);
  out->nodes = c.nodes;
  return won;
}

bool go_region_areas(const go_board *b, int owner, bool owner_to_move, go_region_limits lim, go_region *out) {
  lctx c = ctx_of(b, GO_REGION_OWN, lim);
  uint64_t Dall = go_board_stoneset(b, owner), nonD = c.all & ~Dall, empty = go_board_emptyset(b);
  uint64_t inv = go_board_stoneset(b, GO_OTHER(owner)), z = 0, best = 0, nodes = 0;
  *out = (go_region){0};
  if (ends_now(b, owner_to_move)) return false;
  for (uint64_t rest = nonD; rest;) {
    uint64_t k = flood(&c, rest & -rest, nonD), C;
    rest &= ~k;
    if (!is_area(&c, k, empty)) continue;
    c.R = k;
    c.nodes = 0;
    go_region one;
    if (!game_setup(&c, b, owner, &C, &one)) continue;
    if (game_won(&c, C, inv & k, false)) z |= one.z;
    else if (owner_to_move && game_won(&c, C, inv & k, true) &&
             __builtin_popcountll(one.z) > __builtin_popcountll(best))
      best = one.z;
    nodes += c.nodes;
  }
  z |= best;
  *out = (go_region){.z = z, .owner_z = __builtin_popcountll(Dall & z), .nodes = nodes};
  return z != 0;
}
