/* killall/room_bitmask: the no-room criterion (room.h) on go_board, one word per point set: the
 * floods are bitmask shifts, and the exact test's answers are cached per thread. */
#include "killall/room.h"
#include "core/cache.h"
#include "core/hash.h"

/* One component on a board of at most 64 points. */
typedef struct {
  uint64_t R, all, not_first, not_last;
  int cols;
} mask_comp;

static inline uint64_t mask_nb(const mask_comp *k, uint64_t x) {
  return (((x << 1) & k->not_first) | ((x >> 1) & k->not_last) | (x << k->cols) | (x >> k->cols)) & k->all;
}

static inline uint64_t mask_flood(const mask_comp *k, uint64_t seed, uint64_t within) {
  for (;;) {
    uint64_t next = (seed | mask_nb(k, seed)) & within;
    if (next == seed) return seed;
    seed = next;
  }
}

/* Every piece of S touches the point set e. */
static inline bool mask_all_touch(const mask_comp *k, uint64_t e, uint64_t S) {
  return mask_flood(k, mask_nb(k, e) & S, S) == S;
}

/* The exact test: some pair a, b of non-adjacent interior points leaves pieces that all touch both. */
static bool mask_exact(const mask_comp *k, uint64_t I) {
  for (uint64_t ra = I; ra; ra &= ra - 1) {
    uint64_t a = ra & -ra;
    for (uint64_t rb = (ra & (ra - 1)) & ~mask_nb(k, a); rb; rb &= rb - 1) {
      uint64_t b = rb & -rb, S = k->R & ~(a | b);
      if (mask_all_touch(k, a, S) && mask_all_touch(k, b, S)) return true;
    }
  }
  return false;
}

/* The exact test's answers by (rows, cols, R): direct-mapped, per thread, never stale (the answer
 * depends on nothing else). Key R, tag the shape rows << 8 | cols (never 0). */
#define ROOM_CACHE_BITS 14
CACHE_SLOT(room_slot, 1, bool)
static _Thread_local room_slot room_cache[CACHE_SIZE(ROOM_CACHE_BITS)];

static bool mask_has_room(const mask_comp *k, uint64_t I, int rows) {
  uint16_t shape = (uint16_t)(rows << 8 | k->cols);
  room_slot *slot = &room_cache[cache_index(hash_combine(0, k->R ^ (uint64_t)shape << 48), ROOM_CACHE_BITS)];
  bool room;
  if (room_slot_get(slot, &k->R, shape, &room)) return room;
  room = mask_exact(k, I);
  room_slot_put(slot, &k->R, shape, room);
  return room;
}

/* The union of the components that have room, given the Attacker's pass-alive stones A; with
 * first_only, stops at the first such component. */
static uint64_t mask_room(const go_board *b, uint64_t A, bool first_only) {
  mask_comp k = {0, b->all.w[0], b->not_first.w[0], b->not_last.w[0], b->cols};
  uint64_t free = k.all & ~A, nbA = mask_nb(&k, A), room = 0;
  while (free) {
    k.R = mask_flood(&k, free & -free, free);
    free &= ~k.R;
    /* the cheap filter: at most one interior point, or two adjacent ones (bit tricks, as the build
     * may lack a popcount instruction) */
    uint64_t I = k.R & ~nbA, rest = I & (I - 1);
    if (!rest || (!(rest & (rest - 1)) && (mask_nb(&k, I & -I) & I))) continue;
    if (mask_has_room(&k, I, b->rows)) {
      room |= k.R;
      if (first_only) break;
    }
  }
  return room;
}

bool killall_go_board_no_room(const go_board *b, int attacker) {
  return mask_room(b, go_board_pass_aliveset(b, attacker), true) == 0;
}

uint64_t killall_go_board_room_mask(const go_board *b, int attacker, uint64_t *A) {
  *A = go_board_pass_aliveset(b, attacker);
  return mask_room(b, *A, false);
}
