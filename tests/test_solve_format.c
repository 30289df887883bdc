/* The table format (DFPN_TABLE_FORMAT, solve/run.h) pinned: a table snapshot is loaded by any build
 * that writes the same format, so everything a stored entry means must be the same in every build
 * of one format. That is the keys of positions (dfpn_game.pos: both signatures, the board hash and
 * the stone count), the boards of a history (dfpn_game.history), the caps' features
 * (dfpn_game.cap_holds), and how a proof's conditions are written into an entry (solve/proofsum:
 * the set hash of a history, the created-board filter, excluded boards, locks and caps). These
 * tests walk Go and Kill-All games along seeded random lines and fold all of it into one number
 * per game, compared with the value pinned below.
 *
 * When one of these tests fails, a change has altered what tables mean. Then raise
 * DFPN_TABLE_FORMAT in src/solve/run.h (snapshots of the old format are then refused, as they must
 * be) and pin the new values here. Pin a new value without raising the format only when the walk
 * itself changed (the moves a game lists, say) and the keys and entries did not. A change that fixes
 * which positions are proved (a wrong rule, an unsound static decision) must raise the format too,
 * although no test here can see it. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/hash.h"
#include "core/rng.h"
#include "go/board.h"
#include "go/solvegame.h"
#include "killall/solvegame.h"
#include "solve/dfpn.h"
#include "solve/path.h"
#include "solve/proofsum.h"
#include "solve/run.h"
#include "solve/tt.h"

#define HIST_MAX 256

static uint64_t fold(uint64_t h, uint64_t x) { return hash_mix64(h ^ x) + HASH_GOLDEN; }

static int cmp_int(const void *a, const void *b) {
  int x = *(const int *)a, y = *(const int *)b;
  return (x > y) - (x < y);
}

/* The keys, history and cap answers of the current position, folded into h. */
static uint64_t fold_position(uint64_t h, const dfpn_game *g, rng_stream *r, int npoints) {
  dfpn_pos p;
  g->pos(g->ctx, &p);
  h = fold(h, p.sig1);
  h = fold(h, p.sig2);
  h = fold(h, p.board);
  h = fold(h, (uint64_t)p.stones);
  h = fold(h, (uint64_t)g->to_move(g->ctx));
  if (g->history) {
    static uint64_t boards[HIST_MAX];
    static uint8_t stones[HIST_MAX];
    int n = g->history(g->ctx, boards, stones, HIST_MAX);
    h = fold(h, (uint64_t)n);
    for (int i = 0; i < n; i++) h = fold(fold(h, boards[i]), stones[i]);
  }
  if (g->cap_holds)
    for (int i = 0; i < 4; i++) {
      uint64_t mask = npoints >= 64 ? ~0ull : (1ull << npoints) - 1;
      uint64_t z = rng_u64(r) & rng_u64(r) & mask;
      int k = (int)rng_below(r, 4);
      h = fold(h, (uint64_t)g->cap_holds(g->ctx, z, k) << 8 | (uint64_t)k);
    }
  return h;
}

/* Walk `steps` plies of g along a seeded random line (each move drawn from the listed moves in
 * increasing order, so the order a game lists them in does not matter), back to the start
 * whenever the game is decided or no listed move can be played; the fingerprint of every
 * position visited. */
static uint64_t walk(const dfpn_game *g, uint64_t seed, int steps, int npoints) {
  rng_stream r;
  rng_init(&r, seed, 0);
  uint64_t h = 0;
  int depth = 0;
  for (int s = 0; s < steps; s++) {
    h = fold_position(h, g, &r, npoints);
    dfpn_verdict v;
    g->result(g->ctx, &v);
    int moves[DFPN_MAX_CHILDREN], n = v.winner < 0 ? g->moves(g->ctx, moves) : 0, played = 0;
    qsort(moves, (size_t)n, sizeof *moves, cmp_int);
    int first = n ? (int)rng_below(&r, (uint64_t)n) : 0;
    for (int i = 0; i < n && !played && depth < HIST_MAX - 8; i++) {
      uint64_t board = 0;
      int rc = g->play(g->ctx, moves[(first + i) % n], &board);
      h = fold(h, (uint64_t)rc);
      if (rc == DFPN_SUPERKO) h = fold(h, board);
      played = rc == DFPN_PLAYED;
    }
    if (played) depth++;
    else
      for (h = fold(h, (uint64_t)depth); depth > 0; depth--) g->undo(g->ctx);
  }
  while (depth-- > 0) g->undo(g->ctx);
  return h;
}

static uint64_t go_fingerprint(int rows, int cols, uint64_t seed, int steps) {
  go_solvegame sg;
  int bad;
  assert_int_equal(go_solvegame_init(&sg, rows, cols, GO_SUICIDE_FORBIDDEN, NULL, 0, 0.5, &bad), 0);
  sg.symmetry = false; /* every move listed: the walk does not depend on the orbits chosen */
  uint64_t h = walk(&sg.iface, seed, steps, rows * cols);
  go_solvegame_free(&sg);
  return h;
}

static uint64_t killall_fingerprint(int rows, int cols, int place, uint64_t seed, int steps) {
  killall_solvegame sg;
  if (place) {
    go_board b;
    assert_int_equal(go_board_init(&b, rows, cols, GO_SUICIDE_FORBIDDEN), 0);
    assert_int_equal(killall_solvegame_place(&sg, &b, GO_BLACK, place), 0);
  } else {
    assert_int_equal(killall_solvegame_pieboxing(&sg, rows, cols), 0);
  }
  sg.symmetry = false;
  uint64_t h = walk(&sg.iface, seed, steps, rows * cols);
  killall_solvegame_free(&sg);
  return h;
}

/* How proofs' conditions go into an entry: summaries built from seeded random boards, written with
 * dfpn_ps_to_entry, every field of the entry folded. */
static uint64_t proofsum_fingerprint(uint64_t seed, int n) {
  rng_stream r;
  rng_init(&r, seed, 0);
  uint64_t h = 0;
  for (int i = 0; i < n; i++) {
    dfpn_proofsum p;
    dfpn_ps_clear(&p);
    uint64_t set = 0;
    int boards = (int)rng_below(&r, 12);
    for (int j = 0; j < boards; j++) set += dfpn_set_hash(rng_u64(&r));
    int created = (int)rng_below(&r, 6);
    for (int j = 0; j < created; j++) dfpn_ps_add_created(&p, rng_u64(&r), (int)rng_below(&r, 64));
    int ex = (int)rng_below(&r, 4);
    for (int j = 0; j < ex; j++) dfpn_ps_add_ex(&p, rng_u64(&r), 0, 0, set);
    if (rng_below(&r, 3) == 0) dfpn_ps_add_cap(&p, rng_u64(&r), (int)rng_below(&r, 5));
    if (rng_below(&r, 5) == 0) dfpn_ps_lock(&p, set);
    tt_entry e;
    memset(&e, 0, sizeof e);
    e.flags = TT_PROVEN;
    dfpn_ps_to_entry(&e, &p, set);
    h = fold(h, e.cmask);
    h = fold(h, e.found);
    for (int k = 0; k < TT_EX; k++) h = fold(h, e.u.ex[k]);
    h = fold(h, (uint64_t)e.flags << 24 | (uint64_t)e.nex << 16 | e.capk);
    for (int k = 0; k < TT_BLOOM_WORDS; k++) h = fold(h, e.bloom[k]);
  }
  return fold(h, sizeof(tt_entry));
}

/* The values of table format DFPN_TABLE_FORMAT. */
#define PIN_FORMAT 1
static const struct {
  const char *what;
  uint64_t pinned;
} PINS[] = {
    {"go 3x4", 0x18635c7a2f74db32},
    {"go 5x5", 0x94bcabe77d628ead},
    {"go 7x7", 0xefcccdfdf202267f},
    {"killall 4x4 place 2", 0x31ecfef5db96509d},
    {"killall 3x4 pieboxing", 0xc2686cb6db5349a9},
    {"proofsum", 0x06fcefdd46f8e5ec},
};

static uint64_t compute(int i) {
  switch (i) {
    case 0: return go_fingerprint(3, 4, 1, 4000);
    case 1: return go_fingerprint(5, 5, 2, 4000);
    case 2: return go_fingerprint(7, 7, 3, 2000);
    case 3: return killall_fingerprint(4, 4, 2, 4, 3000);
    case 4: return killall_fingerprint(3, 4, 0, 5, 3000);
    default: return proofsum_fingerprint(6, 2000);
  }
}

static void test_format_pinned(void **state) {
  (void)state;
  assert_int_equal(DFPN_TABLE_FORMAT, PIN_FORMAT);
  int wrong = 0;
  for (size_t i = 0; i < sizeof PINS / sizeof *PINS; i++) {
    uint64_t got = compute((int)i);
    if (got != PINS[i].pinned) {
      fprintf(stderr,
              "%s: fingerprint %016llx, pinned %016llx for table format %d: what tables mean has changed; "
              "raise DFPN_TABLE_FORMAT (src/solve/run.h) and pin the new value (see the top of this file)\n",
              PINS[i].what, (unsigned long long)got, (unsigned long long)PINS[i].pinned, PIN_FORMAT);
      wrong++;
    }
  }
  assert_int_equal(wrong, 0);
}

/* The walk is a function of the seed alone: twice the same, another seed another value (so a
 * fingerprint that ignored the positions could not pass). */
static void test_fingerprint_deterministic(void **state) {
  (void)state;
  assert_true(go_fingerprint(3, 4, 1, 500) == go_fingerprint(3, 4, 1, 500));
  assert_true(go_fingerprint(3, 4, 1, 500) != go_fingerprint(3, 4, 7, 500));
  assert_true(killall_fingerprint(4, 4, 2, 4, 500) == killall_fingerprint(4, 4, 2, 4, 500));
  assert_true(killall_fingerprint(4, 4, 2, 4, 500) != killall_fingerprint(4, 4, 2, 8, 500));
  assert_true(proofsum_fingerprint(6, 100) != proofsum_fingerprint(7, 100));
}

/* A snapshot's text names the format, not the build: two builds of one format read each other's. */
static void test_problem_names_format(void **state) {
  (void)state;
  char buf[2 * DFPN_PROBLEM_SHOWN], want[64];
  dfpn_run_problem(buf, sizeof buf, "go solve 3x4; komi 4.5", 0x1234);
  snprintf(want, sizeof want, "yomi table %d; go solve 3x4; komi 4.5; keys ", DFPN_TABLE_FORMAT);
  assert_memory_equal(buf, want, strlen(want));
}

int main(int argc, char **argv) {
  /* `test_solve_format print`: the values to pin after a deliberate change of format. */
  if (argc > 1 && strcmp(argv[1], "print") == 0) {
    for (size_t i = 0; i < sizeof PINS / sizeof *PINS; i++)
      printf("%s 0x%016llx\n", PINS[i].what, (unsigned long long)compute((int)i));
    return 0;
  }
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_format_pinned),
      cmocka_unit_test(test_fingerprint_deterministic),
      cmocka_unit_test(test_problem_names_format),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
