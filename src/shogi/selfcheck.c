/* shogi/selfcheck: the property check of Prev_1 against forward move generation on random play. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/rng.h"
#include "shogi/selfcheck.h"

#define STATS_STRUCT shogi_selfcheck_stats
const stat_spec shogi_selfcheck_stat_specs[4] = {SHOGI_SELFCHECK_STATS(STATS_SPEC)};
#undef STATS_STRUCT

static void record(shogi_selfcheck_stats *st, const shogi_pos *p, shogi_move m, const char *what) {
  if (st->failures++) return;
  char sfen[256], usi[16];
  shogi_pos_to_sfen(p, sfen, sizeof sfen);
  shogi_move_to_usi(p->v, m, usi, sizeof usi);
  snprintf(st->first_failure, sizeof st->first_failure, "%s: position %s, move %s (captured type %d)", what,
           sfen, usi, SHOGI_MOVE_CAPTURED(m));
}

static int cmp_u64(const void *a, const void *b) {
  uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
  return x < y ? -1 : x > y;
}

static bool has_move(const shogi_move *moves, int n, shogi_move m) {
  for (int i = 0; i < n; i++)
    if (moves[i] == m) return true;
  return false;
}

uint64_t shogi_selfcheck_position(const shogi_pos *r, shogi_selfcheck_stats *st) {
  uint64_t before = st->failures;
  shogi_move *prev = malloc(sizeof(shogi_move) * SHOGI_MAX_PREV);
  uint64_t *hashes = malloc(sizeof(uint64_t) * SHOGI_MAX_PREV);
  shogi_move moves[SHOGI_MAX_MOVES];
  if (!prev || !hashes) {
    free(prev);
    free(hashes);
    record(st, r, 0, "out of memory");
    return 1;
  }
  /* (a) and (c) */
  int np = shogi_prev_gen(r, prev);
  if (np == 0) st->empty_prev++;
  if (shogi_prev_exists(r) != (np > 0)) record(st, r, 0, "shogi_prev_exists disagrees with shogi_prev_gen");
  for (int i = 0; i < np; i++) {
    shogi_pos q, back;
    shogi_unmake(&q, r, prev[i]);
    st->predecessors++;
    hashes[i] = q.hash;
    if (shogi_pos_check(&q) != 0) {
      record(st, r, prev[i], "(a) predecessor breaks the position invariants");
      continue;
    }
    if (!shogi_pos_legal(&q)) record(st, r, prev[i], "(a) predecessor fails a filter");
    int nm = shogi_gen_legal(&q, moves);
    if (!has_move(moves, nm, prev[i])) record(st, r, prev[i], "(a) move not legal in the predecessor");
    shogi_make(&back, &q, prev[i]);
    if (!shogi_pos_equal(&back, r) || back.hash != r->hash) record(st, r, prev[i], "(a) Next(q, m) != p");
  }
  qsort(hashes, (size_t)np, sizeof hashes[0], cmp_u64);
  for (int i = 1; i < np; i++)
    if (hashes[i] == hashes[i - 1]) {
      /* equal hashes: compare the positions themselves */
      for (int a = 0; a < np; a++)
        for (int b = a + 1; b < np; b++) {
          shogi_pos qa, qb;
          shogi_unmake(&qa, r, prev[a]);
          shogi_unmake(&qb, r, prev[b]);
          if (shogi_pos_equal(&qa, &qb)) record(st, r, prev[b], "(c) duplicate predecessor");
        }
      break;
    }
  /* (b) */
  int nm = shogi_gen_legal(r, moves);
  for (int i = 0; i < nm; i++) {
    shogi_pos s;
    shogi_make(&s, r, moves[i]);
    st->successors++;
    int ns = shogi_prev_gen(&s, prev);
    bool found = false;
    for (int k = 0; k < ns && !found; k++)
      if (prev[k] == moves[i]) {
        shogi_pos q;
        shogi_unmake(&q, &s, prev[k]);
        found = shogi_pos_equal(&q, r);
      }
    if (!found) record(st, r, moves[i], "(b) position missing from Prev_1 of its successor");
  }
  free(prev);
  free(hashes);
  return st->failures - before;
}

/* Game `game` of a seed: the start position and the game's own random stream. */
static void start_game(shogi_pos *p, const shogi_variant *v, rng_stream *rng, uint64_t seed, uint64_t game) {
  char err[128];
  shogi_pos_from_sfen(p, v, v->start_sfen, err, sizeof err);
  rng_init(rng, seed, game);
}

/* One random legal move played in p; false when p has none. */
static bool random_move(shogi_pos *p, rng_stream *rng) {
  shogi_move moves[SHOGI_MAX_MOVES];
  int n = shogi_gen_legal(p, moves);
  if (n == 0) return false;
  shogi_make(p, p, moves[rng_below(rng, (uint64_t)n)]);
  return true;
}

uint64_t shogi_selfcheck_random(const shogi_variant *v, uint64_t positions, uint64_t seed, int max_ply,
                                shogi_selfcheck_stats *st, bool (*stop)(void)) {
  uint64_t before = st->failures;
  for (uint64_t game = 0; st->positions < positions && !(stop && stop()); game++) {
    shogi_pos p;
    rng_stream rng;
    start_game(&p, v, &rng, seed, game);
    st->games++;
    for (int ply = 0;
         ply < max_ply && st->positions < positions && !(stop && stop()) && random_move(&p, &rng); ply++) {
      st->positions++;
      shogi_selfcheck_position(&p, st);
    }
  }
  return st->failures - before;
}

int shogi_selfcheck_plies(const shogi_variant *v) { return v->id == SHOGI_VARIANT_SHOGI ? 150 : 80; }

static bool scatter_once(shogi_pos *p, const shogi_variant *v, rng_stream *r) {
  shogi_pos_clear(p, v);
  for (int c = 0; c < 2; c++) {
    int sq;
    do sq = (int)rng_below(r, (uint64_t)v->nsq);
    while (p->board[sq]);
    shogi_pos_put(p, sq, SHOGI_PIECE(c, SHOGI_K));
  }
  for (int ty = 1; ty < SHOGI_NHAND; ty++)
    for (int k = 0; k < v->total[ty]; k++) {
      int c = (int)rng_below(r, 2);
      if (rng_below(r, 2)) {
        shogi_pos_set_hand(p, c, ty, p->hand[c][ty] + 1);
        continue;
      }
      int sq;
      do sq = (int)rng_below(r, (uint64_t)v->nsq);
      while (p->board[sq]);
      int t = (ty <= SHOGI_R && rng_below(r, 3) == 0) ? ty + SHOGI_PROMOTE : ty;
      shogi_pos_put(p, sq, SHOGI_PIECE(c, t));
    }
  shogi_pos_set_side(p, (int)rng_below(r, 2));
  return shogi_pos_legal(p);
}

void shogi_scatter(shogi_pos *p, const shogi_variant *v, uint64_t seed, uint64_t item) {
  rng_stream r;
  rng_init(&r, seed ^ 0x5ca77e4ull, item);
  while (!scatter_once(p, v, &r)) {
  }
}

uint64_t shogi_selfcheck_scattered(const shogi_variant *v, uint64_t positions, uint64_t seed,
                                   shogi_selfcheck_stats *st, bool (*stop)(void)) {
  uint64_t before = st->failures;
  for (uint64_t i = 0; i < positions && !(stop && stop()); i++) {
    shogi_pos p;
    shogi_scatter(&p, v, seed, i);
    st->positions++;
    shogi_selfcheck_position(&p, st);
  }
  return st->failures - before;
}

uint64_t shogi_selfcheck_run(const shogi_variant *v, uint64_t positions, uint64_t seed, int max_ply,
                             bool scatter, shogi_selfcheck_stats *st, bool (*stop)(void)) {
  if (scatter) return shogi_selfcheck_scattered(v, positions, seed, st, stop);
  return shogi_selfcheck_random(v, positions, seed, max_ply, st, stop);
}

void shogi_set_position(shogi_pos *p, const shogi_variant *v, uint64_t seed, uint64_t item, bool scatter) {
  if (scatter) {
    shogi_scatter(p, v, seed, item);
    return;
  }
  rng_stream rng;
  start_game(p, v, &rng, seed, item);
  int plies = 1 + (int)rng_below(&rng, (uint64_t)shogi_selfcheck_plies(v));
  for (int i = 0; i < plies && random_move(p, &rng); i++) {
  }
}
