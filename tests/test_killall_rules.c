/* Tests of src/killall/rules and src/killall/game: pass-alive strings in both suicide settings
 * (AbstractPlay Kill-All Go fixtures), the no-room Attacker win and positions where it must not
 * fire, checked against a brute force over every filling of the space, the no-legal-move loss, and
 * play judged move by move. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/error.h"
#include "core/rng.h"
#include "go/board.h"
#include "killall/game.h"
#include "killall/rules.h"

static go_bigboard board_of(const char *text, go_suicide suicide) {
  go_bigboard b;
  assert_int_equal(go_bigboard_from_text(&b, text, suicide), 0);
  return b;
}

static bool bit(const go_bits384 *s, int p) { return (s->w[p >> 6] >> (p & 63)) & 1; }

/* The records of tests/fixtures/reference/benson-derived.txt (provenance in its README.md):
 * AbstractPlay/gameslib test/games/killallgo.test.ts fixtures (and one KataGo suicide test) with grids
 * computed by KataGo's calculateArea. We compare the pass-alive STONES strictly (a stone of colour P is
 * marked P iff its chain is pass-alive for P), and check the Kill-All verdict the AbstractPlay test
 * asserts: Blue (X, Black) has a pass-alive string or not. */
static void test_ap_benson_fixtures(void **state) {
  (void)state;
  char path[1024];
  snprintf(path, sizeof path, "%s/tests/fixtures/reference/benson-derived.txt", YOMI_SOURCE_DIR);
  FILE *f = fopen(path, "r");
  assert_non_null(f);
  char line[512], board_text[8192], grid_text[8192];
  int records = 0, ap_records = 0;
  go_suicide suicide = GO_SUICIDE_ALLOWED;
  bool ap = false;
  int part = 0; /* 0 outside, 1 board, 2 grid */
  board_text[0] = grid_text[0] = 0;
  while (fgets(line, sizeof line, f)) {
    if (strncmp(line, "# case:", 7) == 0) {
      suicide = strstr(line, "suicide=legal") ? GO_SUICIDE_ALLOWED : GO_SUICIDE_FORBIDDEN;
      ap = strstr(line, "AbstractPlay") != NULL;
      part = 1;
      board_text[0] = grid_text[0] = 0;
      continue;
    }
    if (line[0] == '#' || line[0] == '\n') continue;
    if (strncmp(line, "--", 2) == 0) {
      part = 2;
      continue;
    }
    if (strncmp(line, "==", 2) == 0) {
      go_bigboard b = board_of(board_text, suicide);
      go_bits384 alive[3];
      alive[GO_BLACK] = go_bigboard_pass_alive(&b, GO_BLACK);
      alive[GO_WHITE] = go_bigboard_pass_alive(&b, GO_WHITE);
      char compact[8192];
      size_t k = 0;
      for (const char *g = grid_text; *g; g++)
        if (*g == 'B' || *g == 'W' || *g == '.') compact[k++] = *g;
      compact[k] = 0;
      assert_int_equal((int)k, b.npoints);
      bool blue_alive = false;
      for (int p = 0; p < b.npoints; p++) {
        int c = go_bigboard_get(&b, p);
        if (c == GO_EMPTY) continue;
        bool expect = compact[p] == (c == GO_BLACK ? 'B' : 'W');
        if (bit(&alive[c], p) != expect) {
          fprintf(stderr, "record %d point %d:\n%s", records, p, board_text);
          fail();
        }
        if (c == GO_BLACK && expect) blue_alive = true;
      }
      /* Kill-All: Blue is the Defender, so the attacker colour is White. */
      assert_int_equal(killall_go_bigboard_defender_alive(&b, GO_WHITE), blue_alive);
      records++;
      ap_records += ap;
      part = 0;
      continue;
    }
    if (part == 1) strcat(board_text, line);
    if (part == 2) strcat(grid_text, line);
  }
  fclose(f);
  assert_int_equal(records, 25);
  assert_int_equal(ap_records, 21);
}

/* The same position differs between the suicide settings (AP: a 3x3 eye with an opponent stone in
 * the centre plus a one-point eye): pass-alive with suicide forbidden, not with suicide legal. */
static void test_suicide_settings_differ(void **state) {
  (void)state;
  const char *t = "XXXXXXX/X...X.X/X.O.XXX/X...X../XXXXX../......./.......";
  go_bigboard forb = board_of(t, GO_SUICIDE_FORBIDDEN), legal = board_of(t, GO_SUICIDE_ALLOWED);
  assert_true(killall_go_bigboard_defender_alive(&forb, GO_WHITE));
  assert_false(killall_go_bigboard_defender_alive(&legal, GO_WHITE));
}

/* ---- references for the no-room criterion, on go_board (<= 64 points) ---- */

static uint64_t nb64(const go_board *b, uint64_t x) {
  return (((x << 1) & b->not_first.w[0]) | ((x >> 1) & b->not_last.w[0]) | (x << b->cols) | (x >> b->cols)) &
         b->all.w[0];
}

static uint64_t flood64(const go_board *b, uint64_t seed, uint64_t within) {
  for (uint64_t next;; seed = next)
    if ((next = (seed | nb64(b, seed)) & within) == seed) return seed;
}

/* The components of the points outside the Attacker's pass-alive stones; returns their number. */
static int components(const go_board *b, int attacker, uint64_t *comp) {
  uint64_t rest = b->all.w[0] & ~go_board_pass_alive(b, attacker).w[0];
  int n = 0;
  while (rest) {
    comp[n] = flood64(b, rest & -rest, rest);
    rest &= ~comp[n++];
  }
  return n;
}

/* The criterion before it was exact: no component has two interior points that are not adjacent. */
static bool cheap_no_room(const go_board *b, int attacker) {
  uint64_t comp[64], A = go_board_pass_alive(b, attacker).w[0];
  int n = components(b, attacker, comp);
  for (int i = 0; i < n; i++) {
    uint64_t I = comp[i] & ~nb64(b, A);
    int ni = __builtin_popcountll(I);
    if (ni >= 3 || (ni == 2 && !(nb64(b, I & -I) & I))) return false;
  }
  return true;
}

/* The slow twin: for every component R of at most max_points points, try every subset D of R
 * (Defender stones on D, the rest of R empty, everything outside R as it is) and ask the rules core's
 * Benson whether a Defender stone inside R is pass-alive. Returns -1 when a component is too big. */
static int brute_no_room(const go_board *b, int attacker, int max_points) {
  uint64_t comp[64];
  int n = components(b, attacker, comp), defender = GO_OTHER(attacker);
  for (int i = 0; i < n; i++)
    if (__builtin_popcountll(comp[i]) > max_points) return -1;
  for (int i = 0; i < n; i++) {
    int pts[64], np = 0;
    for (uint64_t r = comp[i]; r; r &= r - 1) pts[np++] = __builtin_ctzll(r);
    for (uint64_t d = 0; d < 1ull << np; d++) {
      go_board c = *b;
      for (int j = 0; j < np; j++) go_board_set(&c, pts[j], (d >> j) & 1 ? defender : GO_EMPTY);
      if (go_board_pass_alive(&c, defender).w[0] & comp[i]) return 0;
    }
  }
  return 1;
}

/* The exact test as first stated, with no shortcut: some independent set U of interior points,
 * |U| >= 2, such that with Defender stones on the rest of R Benson's fixpoint keeps a chain (each
 * point of U is then a one-point region bounded by Defender stones only). The implementation only
 * tries pairs; docs/killall.md proves that a pair suffices, and this checks it on larger areas than
 * the brute force can reach. Returns -1 when an interior has more than max_interior points. */
static bool fixpoint_survives(const go_board *b, uint64_t R, uint64_t U) {
  uint64_t stones = R & ~U, eyes[64], healthy = U;
  int nc = 0;
  for (uint64_t rest = stones; rest;) {
    uint64_t chain = flood64(b, rest & -rest, stones);
    rest &= ~chain;
    eyes[nc++] = nb64(b, chain) & U;
  }
  bool dead[64] = {false};
  for (bool again = true; again;) {
    again = false;
    for (int c = 0; c < nc; c++)
      if (!dead[c] && __builtin_popcountll(eyes[c] & healthy) < 2) {
        dead[c] = again = true;
        healthy &= ~eyes[c];
      }
  }
  for (int c = 0; c < nc; c++)
    if (!dead[c]) return true;
  return false;
}

static bool some_set_survives(const go_board *b, uint64_t R, uint64_t U, int size, uint64_t avail) {
  if (size >= 2 && fixpoint_survives(b, R, U)) return true;
  for (; avail; avail &= avail - 1) {
    uint64_t u = avail & -avail;
    if (some_set_survives(b, R, U | u, size + 1, (avail & (avail - 1)) & ~nb64(b, u))) return true;
  }
  return false;
}

static int sets_no_room(const go_board *b, int attacker, int max_interior) {
  uint64_t comp[64], A = go_board_pass_alive(b, attacker).w[0];
  int n = components(b, attacker, comp);
  for (int i = 0; i < n; i++)
    if (__builtin_popcountll(comp[i] & ~nb64(b, A)) > max_interior) return -1;
  for (int i = 0; i < n; i++)
    if (some_set_survives(b, comp[i], 0, 0, comp[i] & ~nb64(b, A))) return 0;
  return 1;
}

/* The Attacker (X) has one pass-alive chain with nine one-point eyes: no point is away from it, so
 * no Defender string can ever be pass-alive. */
static void test_no_room_fires(void **state) {
  (void)state;
  go_bigboard b = board_of(".X.X./XXXXX/.X.X./XXXXX/.X.X.", GO_SUICIDE_ALLOWED);
  killall_why why;
  assert_true(killall_go_bigboard_no_room(&b, GO_BLACK));
  assert_int_equal(killall_go_bigboard_static(&b, GO_BLACK, &why), KILLALL_ATTACKER);
  assert_int_equal(why, KILLALL_WHY_NO_ROOM);
  /* A pass-alive wall around a 3x4 hole: its interior is two adjacent points, no room for two eyes. */
  go_bigboard c = board_of("X.X.X.X/XXXXXXX/X....XX/X....X./X....XX/XXXXXXX/X.X.X.X", GO_SUICIDE_ALLOWED);
  assert_false(killall_go_bigboard_defender_alive(&c, GO_BLACK)); /* White has no stones */
  assert_true(killall_go_bigboard_no_room(&c, GO_BLACK));
  /* ... and a Defender stone inside changes nothing. */
  go_bigboard d = board_of("X.X.X.X/XXXXXXX/X.O..XX/X....X./X..O.XX/XXXXXXX/X.X.X.X", GO_SUICIDE_ALLOWED);
  assert_true(killall_go_bigboard_no_room(&d, GO_BLACK));
}

/* Where the exact test fires and the old cheap one did not: the interior has two points that are not
 * adjacent, but no two-eyed Defender group fits. */
static void test_no_room_exact_fires(void **state) {
  (void)state;
  const char *texts[] = {
      /* 4x4, X pass-alive with two prongs: the interior is b1 and d1; with eyes there, the stone b2
       * is cut off with the single eye b1 (a2 and c2 are X), and so b1 is lost, then d1 */
      "X.X./XXXX/X.X./....",
      /* the 3x4 hole of test_no_room_fires with one point more on the middle row: the interior grows
       * to c4 d4 e4, but a stone on the extra point f4 is cut off with the single eye e4 */
      "X.X.X.X/XXXXXXX/X....XX/X.....X/X....XX/XXXXXXX/X.X.X.X",
      /* 4x4: the interior is b1 c1 d1; with eyes b1 and d1 the stone a1 has only the eye b1 */
      "X.X./XXXX/X.../..XX",
  };
  for (size_t i = 0; i < sizeof texts / sizeof *texts; i++) {
    go_board s;
    assert_int_equal(go_board_from_text(&s, texts[i], GO_SUICIDE_ALLOWED), 0);
    go_bigboard l = board_of(texts[i], GO_SUICIDE_ALLOWED);
    assert_false(cheap_no_room(&s, GO_BLACK));
    assert_true(killall_go_board_no_room(&s, GO_BLACK));
    assert_true(killall_go_bigboard_no_room(&l, GO_BLACK));
    killall_why why;
    assert_int_equal(killall_go_board_static(&s, GO_BLACK, &why), KILLALL_ATTACKER);
    assert_int_equal(why, KILLALL_WHY_NO_ROOM);
    assert_int_equal(brute_no_room(&s, GO_BLACK, 16), 1);
  }
}

/* Where it must not fire. */
static void test_no_room_must_not_fire(void **state) {
  (void)state;
  killall_why why;
  /* a pass-alive Attacker group on top, a free 3x5 area below: a Defender group can live there */
  go_bigboard b = board_of(".X.X./XXXXX/...../...../.....", GO_SUICIDE_ALLOWED);
  assert_false(killall_go_bigboard_no_room(&b, GO_BLACK));
  assert_int_equal(killall_go_bigboard_static(&b, GO_BLACK, &why), KILLALL_NOROLE);
  go_board bs;
  assert_int_equal(go_board_from_text(&bs, ".X.X./XXXXX/...../...../.....", GO_SUICIDE_ALLOWED), 0);
  assert_false(killall_go_board_no_room(&bs, GO_BLACK));
  assert_int_equal(brute_no_room(&bs, GO_BLACK, 15), 0);
  /* ... and it can: the Defender (O) fills it leaving two one-point eyes */
  go_bigboard c = board_of(".X.X./XXXXX/OOOOO/O.OOO/OOO.O", GO_SUICIDE_ALLOWED);
  assert_int_equal(killall_go_bigboard_static(&c, GO_BLACK, &why), KILLALL_DEFENDER);
  assert_int_equal(why, KILLALL_WHY_ALIVE);
  /* a wall around a 3x5 hole: interior 1x3, two non-adjacent points */
  go_bigboard d = board_of("X.X.X.X/XXXXXXX/X.....X/X.....X/X.....X/XXXXXXX/X.X.X.X", GO_SUICIDE_ALLOWED);
  assert_false(killall_go_bigboard_no_room(&d, GO_BLACK));
  /* lots of Attacker stones that are not pass-alive count for nothing */
  go_bigboard e = board_of("XXXXX/X...X/X...X/X...X/XXXXX", GO_SUICIDE_ALLOWED);
  assert_false(killall_go_bigboard_no_room(&e, GO_BLACK));
  /* the empty board */
  go_bigboard f;
  go_bigboard_init(&f, 5, 5, GO_SUICIDE_ALLOWED);
  assert_false(killall_go_bigboard_no_room(&f, GO_BLACK));
  go_board fs;
  go_board_init(&fs, 5, 5, GO_SUICIDE_ALLOWED);
  assert_false(killall_go_board_no_room(&fs, GO_BLACK));
  /* a one-wide ring around a pass-alive X core: only the four corners are interior, and two of them
   * cut the ring in two, but each half touches both corners: two Defender chains sharing two eyes */
  const char *ring = "......./.XXXXX./.X.X.X./.XXXXX./.......";
  go_board g;
  assert_int_equal(go_board_from_text(&g, ring, GO_SUICIDE_ALLOWED), 0);
  assert_false(killall_go_board_no_room(&g, GO_BLACK));
  go_bigboard gl = board_of(ring, GO_SUICIDE_ALLOWED);
  assert_false(killall_go_bigboard_no_room(&gl, GO_BLACK));
  /* ... and they are pass-alive: the Attacker may not play a1 or g1 (single-stone suicide) */
  go_bigboard h = board_of(".OOOOO./OXXXXXO/OX.X.XO/OXXXXXO/OOOOOOO", GO_SUICIDE_ALLOWED);
  assert_int_equal(killall_go_bigboard_static(&h, GO_BLACK, &why), KILLALL_DEFENDER);
}

/* A random legal position on rows x cols: each point X with probability px%, else O with po%. */
static bool random_position(go_board *b, rng_stream *r, int rows, int cols) {
  go_board_init(b, rows, cols, GO_SUICIDE_ALLOWED);
  int px = 30 + (int)rng_below(r, 45), po = (int)rng_below(r, 15);
  for (int p = 0; p < b->npoints; p++) {
    int x = (int)rng_below(r, 100);
    if (x < px) go_board_set(b, p, GO_BLACK);
    else if (x < px + po) go_board_set(b, p, GO_WHITE);
  }
  return go_board_all_chains_live(b);
}

/* The slow twin: the criterion (both widths) against the brute force over every filling of each
 * component, on random positions of boards up to 4x5 whose components have at most 14 points. */
static void test_no_room_brute_twin(void **state) {
  (void)state;
  const int shapes[][2] = {{3, 3}, {3, 4}, {4, 4}, {3, 5}, {4, 5}, {2, 6}};
  int compared = 0, fires = 0, room = 0, only_exact = 0, big = 0;
  for (uint64_t item = 0; compared < 2000; item++) {
    rng_stream r;
    rng_init(&r, 4242, item);
    const int *shape = shapes[rng_below(&r, sizeof shapes / sizeof *shapes)];
    go_board b;
    if (!random_position(&b, &r, shape[0], shape[1])) continue;
    int brute = brute_no_room(&b, GO_BLACK, 14);
    if (brute < 0) continue;
    go_bigboard l;
    char text[128];
    go_board_to_text(&b, text, sizeof text);
    l = board_of(text, GO_SUICIDE_ALLOWED);
    bool exact = killall_go_board_no_room(&b, GO_BLACK);
    if (exact != (brute == 1)) {
      fprintf(stderr, "no_room %d, brute force %d:\n%s", exact, brute, text);
      fail();
    }
    assert_int_equal(killall_go_bigboard_no_room(&l, GO_BLACK), exact);
    compared++;
    fires += exact;
    room += !exact;
    only_exact += exact && !cheap_no_room(&b, GO_BLACK);
    uint64_t comp[64];
    int n = components(&b, GO_BLACK, comp);
    for (int i = 0; i < n; i++) big += __builtin_popcountll(comp[i]) >= 9;
  }
  print_message("brute twin: %d positions, %d no room, %d room, %d only the exact test fires, "
                "%d components of 9 to 14 points\n",
                compared, fires, room, only_exact, big);
  assert_true(fires > 0);
  assert_true(room > 0);
  assert_true(only_exact > 0);
  assert_true(big > 0);
}

/* A pair suffices: the criterion (which tries pairs of eyes) against the search over every
 * independent set of interior points, on positions of boards up to 8x8. */
static void test_no_room_pairs_suffice(void **state) {
  (void)state;
  int compared = 0, fires = 0, room = 0, big = 0;
  for (uint64_t item = 0; compared < 3000; item++) {
    rng_stream r;
    rng_init(&r, 4343, item);
    int rows = 3 + (int)rng_below(&r, 6), cols = 3 + (int)rng_below(&r, 6);
    go_board b;
    if (rows * cols > 64 || !random_position(&b, &r, rows, cols)) continue;
    int sets = sets_no_room(&b, GO_BLACK, 16);
    if (sets < 0) continue;
    assert_int_equal(killall_go_board_no_room(&b, GO_BLACK), sets == 1);
    compared++;
    fires += sets == 1;
    room += sets == 0;
    uint64_t comp[64];
    int n = components(&b, GO_BLACK, comp);
    for (int i = 0; i < n; i++) big += __builtin_popcountll(comp[i]) > 12;
  }
  print_message("pairs suffice: %d positions, %d no room, %d room, %d components over 12 points\n", compared,
                fires, room, big);
  assert_true(fires > 0);
  assert_true(room > 0);
  assert_true(big > 0);
}

/* Soundness property: the criterion never fires where the Defender already has a pass-alive string,
 * nor where the position is one the Defender can still win from in one move ... checked over many
 * positions of random play on small boards: defender_alive and no_room are never both true. */
static void test_no_room_never_contradicts_life(void **state) {
  (void)state;
  int both_checked = 0, alive_seen = 0, noroom_seen = 0;
  for (int g = 0; g < 400; g++) {
    rng_stream r;
    rng_init(&r, 2026, (uint64_t)g);
    int side = 3 + (int)rng_below(&r, 4);
    go_board b;
    go_board_init(&b, side, side == 6 ? 5 : side, GO_SUICIDE_ALLOWED);
    go_game gm;
    assert_int_equal(go_game_init(&gm, &b), 0);
    for (int m = 0; m < 80; m++) {
      int moves[65];
      int n = go_game_legal_moves(&gm, moves);
      int placements = 0;
      for (int i = 0; i < n; i++)
        if (moves[i] != GO_PASS) moves[placements++] = moves[i];
      if (placements == 0) break;
      go_game_play(&gm, moves[rng_below(&r, (uint64_t)placements)]);
      const go_board *cur = go_game_board(&gm);
      for (int attacker = GO_BLACK; attacker <= GO_WHITE; attacker++) {
        bool alive = killall_go_board_defender_alive(cur, attacker);
        bool noroom = killall_go_board_no_room(cur, attacker);
        assert_false(alive && noroom);
        alive_seen += alive;
        noroom_seen += noroom;
        both_checked++;
      }
    }
    go_game_free(&gm);
  }
  assert_true(both_checked > 1000);
  assert_true(alive_seen > 0);
  assert_true(noroom_seen > 0);
}

/* Both board widths give the same verdicts. */
static void test_widths_agree(void **state) {
  (void)state;
  const char *texts[] = {".X.X./XXXXX/.X.X./XXXXX/.X.X.", ".X.X./XXXXX/OOOOO/O.OOO/OOO.O",
                         ".X.X./XXXXX/...../...../.....", "X.X/XXX/X.X", "XO./.O./OOX",
                         /* the exact test fires (test_no_room_exact_fires) */
                         "X.X./XXXX/X.X./....", "X.X./XXXX/X.../..XX", "X.X./XXXX/X.X./...O",
                         "X.X.X.X/XXXXXXX/X....XX/X.....X/X....XX/XXXXXXX/X.X.X.X",
                         /* ... and must not: two chains sharing two eyes */
                         "......./.XXXXX./.X.X.X./.XXXXX./......."};
  for (size_t i = 0; i < sizeof texts / sizeof *texts; i++) {
    go_board s;
    go_bigboard l;
    assert_int_equal(go_board_from_text(&s, texts[i], GO_SUICIDE_ALLOWED), 0);
    l = board_of(texts[i], GO_SUICIDE_ALLOWED);
    for (int a = GO_BLACK; a <= GO_WHITE; a++) {
      killall_why w1, w2;
      assert_int_equal(killall_go_board_static(&s, a, &w1), killall_go_bigboard_static(&l, a, &w2));
      assert_int_equal(w1, w2);
    }
  }
}

static int mv(const char *s, int n) {
  int m;
  assert_int_equal(go_parse_move(s, n, n, &m), 0);
  return m;
}

/* A player with no legal move loses. On 1x4, Attacker (X) stones a1 b1 and the Defender (O) to
 * move: O d1, X c1 (captures), O d1 (captures three), X a1, O c1 gives X.OO with X to move. Its only
 * empty point b1 would capture OO and recreate the starting board XX.. (positional superko), so the
 * Attacker has no legal move and loses. Neither static rule decides the position: O has no eye that
 * is all its own, and the Attacker has no pass-alive stone. (Found by random play on tiny boards.) */
static void test_no_legal_move_loses(void **state) {
  (void)state;
  killall_game k;
  const char *why;
  assert_int_equal(killall_game_init(&k, KILLALL_FIXED, 1, 4, GO_BLACK, &why), 0);
  assert_int_equal(killall_setup_fixed_stone(&k.setup, 0, &why), 0);
  assert_int_equal(killall_setup_fixed_stone(&k.setup, 1, &why), 0);
  assert_int_equal(killall_game_sync(&k), 0);
  assert_true(k.started);
  const char *seq[] = {"d1", "c1", "d1", "a1", "c1"};
  for (int i = 0; i < 5; i++) {
    assert_int_equal(k.winner, KILLALL_NOROLE);
    int m;
    assert_int_equal(go_parse_move(seq[i], 1, 4, &m), 0);
    assert_int_equal(killall_game_play(&k, m, &why), 0);
  }
  killall_why w;
  assert_int_equal(killall_go_bigboard_static(killall_game_board(&k), GO_BLACK, &w), KILLALL_NOROLE);
  assert_int_equal(k.winner, KILLALL_DEFENDER);
  assert_int_equal(k.why, KILLALL_WHY_NO_MOVE);
  assert_int_equal(killall_game_play(&k, 1, &why), YOMI_EILLEGAL);
  /* the same move was legal before: the superko history, not the board, forbids it */
  assert_true(go_bigboard_legal(killall_game_board(&k), 1));
  killall_game_free(&k);
}


/* AbstractPlay killallgo.test.ts "play: ends at once when a Defender string becomes pass-alive":
 * Blue (Defender) plays a2 b2 c2 d2 d1 b1 on 9x9; Red's replies here are far away (no passing). */
static void test_game_ends_when_alive(void **state) {
  (void)state;
  killall_game k;
  const char *why;
  assert_int_equal(killall_game_init(&k, KILLALL_FIXED, 9, 9, GO_WHITE, &why), 0);
  assert_int_equal(killall_game_sync(&k), 0);
  assert_int_equal(killall_game_role_to_move(&k), KILLALL_DEFENDER);
  assert_int_equal(killall_game_board(&k)->to_move, GO_BLACK);
  const char *blue[] = {"a2", "b2", "c2", "d2", "d1", "b1"};
  const char *red[] = {"j9", "j8", "j7", "j6", "j5"};
  for (int i = 0; i < 6; i++) {
    assert_int_equal(k.winner, KILLALL_NOROLE);
    assert_int_equal(killall_game_play(&k, mv(blue[i], 9), &why), 0);
    if (i < 5) assert_int_equal(killall_game_play(&k, mv(red[i], 9), &why), 0);
  }
  assert_int_equal(k.winner, KILLALL_DEFENDER);
  assert_int_equal(k.why, KILLALL_WHY_ALIVE);
  assert_int_equal(killall_game_play(&k, mv("h1", 9), &why), YOMI_EILLEGAL);
  /* undo reopens the game */
  assert_int_equal(killall_game_undo(&k), 0);
  assert_int_equal(k.winner, KILLALL_NOROLE);
  assert_int_equal(killall_game_play(&k, GO_PASS, &why), YOMI_EILLEGAL); /* no passing */
  killall_game_free(&k);
}

/* Illegal moves in play: occupied, off board, single-stone suicide, positional superko. */
static void test_illegal_moves(void **state) {
  (void)state;
  killall_game k;
  const char *why;
  killall_game_init(&k, KILLALL_PIEBOXING, 5, 5, GO_BLACK, &why);
  assert_int_equal(killall_game_play(&k, 0, &why), YOMI_EILLEGAL); /* setup not over */
  assert_int_equal(killall_setup_place(&k.setup, mv("a4", 5), &why), 0);
  assert_int_equal(killall_setup_place(&k.setup, mv("b5", 5), &why), 0);
  assert_int_equal(killall_setup_claim(&k.setup, &why), 0);
  assert_int_equal(killall_game_sync(&k), 0);
  assert_true(k.started);
  assert_int_equal(killall_game_board(&k)->to_move, GO_WHITE); /* the Defender moves first */
  assert_int_equal(killall_game_play(&k, mv("a4", 5), &why), YOMI_EILLEGAL);
  assert_int_equal(killall_game_play(&k, 25, &why), YOMI_ERANGE);
  assert_int_equal(killall_game_play(&k, mv("a5", 5), &why), YOMI_EILLEGAL); /* suicide */
  killall_game_free(&k);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_ap_benson_fixtures),    cmocka_unit_test(test_suicide_settings_differ),
      cmocka_unit_test(test_no_room_fires),         cmocka_unit_test(test_no_room_exact_fires),
      cmocka_unit_test(test_no_room_must_not_fire), cmocka_unit_test(test_no_room_brute_twin),
      cmocka_unit_test(test_no_room_pairs_suffice), cmocka_unit_test(test_no_room_never_contradicts_life),
      cmocka_unit_test(test_widths_agree),          cmocka_unit_test(test_no_legal_move_loses),
      cmocka_unit_test(test_game_ends_when_alive),  cmocka_unit_test(test_illegal_moves),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
