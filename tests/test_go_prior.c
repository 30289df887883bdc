/* The Go solver's priors (src/go/prior.c) and seeded suites (src/go/suite.c): the features of
 * hand-made positions, the weights' text round trip and its refusals, and the soundness twin: every
 * prior, the shipped learned one and a deliberately inverted one included, proves the same winner as
 * uniform initial numbers on random positions of small boards, since initial numbers only steer; and
 * the lazy-knowledge twin, which asks the static rules and the prior only about children the table
 * does not know. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <math.h>
#include <string.h>

#include "core/error.h"
#include "core/jsonread.h"
#include "go/board.h"
#include "go/order.h"
#include "go/pattern.h"
#include "go/prior.h"
#include "go/prior_train.h"
#include "go/solvegame.h"
#include "go/static.h"
#include "go/suite.h"
#include "go/symmetry.h"

static void board_of(go_board *b, const char *text) {
  assert_int_equal(go_board_from_text(b, text, GO_SUICIDE_FORBIDDEN), 0);
}

/* The features of the position `text`, Black to move, with no move before. */
static void features_of(const char *text, double komi, double *f) {
  go_board b;
  go_game g;
  board_of(&b, text);
  assert_int_equal(go_game_init(&g, &b), 0);
  go_prior_features(&g, komi, f);
  go_game_free(&g);
}

static void test_eyespace(void **state) {
  (void)state;
  go_board b;
  /* Black owns its 2 stones and the 2 points left of them, White its 1 stone and the point right of
   * it; the middle point touches both. */
  board_of(&b, "..XX.O.");
  int bo, wo;
  go_prior_eyespace(&b, &bo, &wo);
  assert_int_equal(bo, 4);
  assert_int_equal(wo, 2);
  double f[GO_PRIOR_NFEAT];
  features_of("..XX.O.", 0.5, f); /* Black to move: surplus (4 - 2 - 0.5) / 7 */
  assert_true(fabs(f[GO_PRIOR_F_eye_surplus] - 1.5 / 7) < 1e-9);
  assert_true(fabs(f[GO_PRIOR_F_neutral] - 1.0 / 7) < 1e-9);
  assert_true(fabs(f[GO_PRIOR_F_empty] - 4.0 / 7) < 1e-9);
  assert_int_equal((int)f[GO_PRIOR_F_mover_atari], 0);
  assert_int_equal((int)f[GO_PRIOR_F_opp_atari], 0);
  uint32_t phi, delta;
  go_prior_eye(&b, 0.5, 4, &phi, &delta); /* Black ahead by 1.5: its win costs 1, White's 1 + 6 */
  assert_int_equal(phi, 1);
  assert_int_equal(delta, 7);
  go_prior_eye(&b, 5.5, 4, &phi, &delta); /* behind by 3.5 */
  assert_int_equal(phi, 15);
  assert_int_equal(delta, 1);
}

static void test_atari_feature(void **state) {
  (void)state;
  double f[GO_PRIOR_NFEAT];
  features_of("XO../....", 0.5, f);
  assert_int_equal((int)f[GO_PRIOR_F_mover_atari], 1); /* Black's corner stone: one liberty below */
  assert_int_equal((int)f[GO_PRIOR_F_opp_atari], 0);   /* White's: two */
  features_of("XO../.O..", 0.5, f);
  assert_int_equal((int)f[GO_PRIOR_F_mover_atari], 1); /* still one (the stone below is White's) */
}

/* The last move's features: a capture, a move into its own eye space, contact. */
static void test_move_features(void **state) {
  (void)state;
  go_game g;
  int bad;
  double f[GO_PRIOR_NFEAT];
  /* 1x6: Black C1, White B1, Black A1 captures B1 */
  int moves[] = {2, 1, 0};
  assert_int_equal(go_game_start(&g, 1, 6, GO_SUICIDE_FORBIDDEN, moves, 3, &bad), 0);
  go_prior_features(&g, 0.5, f); /* White to move, one White stone lost */
  assert_true(fabs(f[GO_PRIOR_F_lost] - 1.0 / 6) < 1e-9);
  assert_int_equal((int)f[GO_PRIOR_F_filled_own], 0);
  assert_int_equal((int)f[GO_PRIOR_F_contact], 0); /* no White stone left to touch */
  go_game_free(&g);
  /* 1x5: Black A1, White E1, Black B1: the region B1..D1 touched both colours */
  int m2[] = {0, 4, 1};
  assert_int_equal(go_game_start(&g, 1, 5, GO_SUICIDE_FORBIDDEN, m2, 3, &bad), 0);
  go_prior_features(&g, 0.5, f);
  assert_int_equal((int)f[GO_PRIOR_F_filled_own], 0);
  assert_int_equal((int)f[GO_PRIOR_F_contact], 0);
  go_game_free(&g);
  /* 1x6: Black A1, White F1, Black C1, White E1, Black B1 fills the point between its stones */
  int m3[] = {0, 5, 2, 4, 1};
  assert_int_equal(go_game_start(&g, 1, 6, GO_SUICIDE_FORBIDDEN, m3, 5, &bad), 0);
  go_prior_features(&g, 0.5, f);
  assert_int_equal((int)f[GO_PRIOR_F_filled_own], 1);
  go_game_free(&g);
  /* 1x6: Black A1, White E1, Black D1 touches White's E1 */
  int m4[] = {0, 4, 3};
  assert_int_equal(go_game_start(&g, 1, 6, GO_SUICIDE_FORBIDDEN, m4, 3, &bad), 0);
  go_prior_features(&g, 0.5, f);
  assert_int_equal((int)f[GO_PRIOR_F_contact], 1);
  go_game_free(&g);
}

/* A move's pattern read by hand: 3x3, Black B2 (the centre), White A1, Black B1 beside it. */
static void test_pattern_of(void **state) {
  (void)state;
  go_game g;
  int bad, moves[] = {4, 0, 1};
  assert_int_equal(go_game_start(&g, 3, 3, GO_SUICIDE_FORBIDDEN, moves, 3, &bad), 0);
  go_pattern p;
  assert_int_equal(go_pattern_of(&g, &p), 0);
  char text[32];
  go_pattern_text(&p, text, sizeof text);
  /* around B1: the row below the board off, C1, A2 and C2 empty, B2 Black's, A1 White's; no capture,
   * four liberties, a chain of two */
  assert_string_equal(text, "..###O.X 0 3 b 2");
  assert_int_equal(go_pattern_last(&g), go_pattern_index(&p));
  go_game_free(&g);
  int cap[] = {1, 0, 3}; /* Black B1, White A1, Black A2 captures it: one stone, a lone stone */
  assert_int_equal(go_game_start(&g, 3, 3, GO_SUICIDE_FORBIDDEN, cap, 3, &bad), 0);
  assert_int_equal(go_pattern_of(&g, &p), 0);
  go_pattern_text(&p, text, sizeof text);
  assert_int_equal(p.captured, 1);
  assert_int_equal(p.single, 1);
  assert_int_equal(p.white, 0);
  go_game_free(&g);
  int pass[] = {4, GO_PASS};
  assert_int_equal(go_game_start(&g, 3, 3, GO_SUICIDE_FORBIDDEN, pass, 2, &bad), 0);
  assert_int_equal(go_pattern_last(&g), GO_PATTERN_NONE); /* a pass has none */
  go_game_free(&g);
}

/* Every index names a pattern whose index it is, in text and back; and the slow twin of the
 * symmetry: the same game turned by each symmetry of the board, replayed move by move, gives each
 * move the same pattern index. */
static void test_pattern_symmetry(void **state) {
  (void)state;
  for (int i = 0; i < GO_PATTERN_COUNT; i++) {
    go_pattern p, q;
    go_pattern_at(i, &p);
    assert_int_equal(go_pattern_index(&p), i);
    char text[32];
    go_pattern_text(&p, text, sizeof text);
    const char *end;
    assert_int_equal(go_pattern_parse(text, &q, &end), 0);
    assert_int_equal(*end, 0);
    assert_int_equal(go_pattern_index(&q), i);
  }
  const int sizes[4][2] = {{5, 5}, {4, 4}, {3, 5}, {2, 6}};
  int seen = 0, distinct = 0;
  static bool hit[GO_PATTERN_COUNT];
  for (int k = 0; k < 4; k++) {
    int rows = sizes[k][0], cols = sizes[k][1];
    go_symmetry sym;
    go_symmetry_init(&sym, rows, cols);
    go_suite_spec s = {
        .rows = rows, .cols = cols, .seed = 5, .min_plies = 4, .max_plies = rows * cols, .komi = 0.5};
    for (uint64_t i = 0; i < 40; i++) {
      go_suite_case c;
      if (!go_suite_position(&s, i, &c)) continue;
      for (int len = 1; len <= c.nmoves; len++) {
        go_game g;
        int bad;
        assert_int_equal(go_game_start(&g, rows, cols, GO_SUICIDE_FORBIDDEN, c.moves, len, &bad), 0);
        int want = go_pattern_last(&g);
        go_game_free(&g);
        if (want < 0) continue;
        assert_true(want < GO_PATTERN_COUNT);
        distinct += !hit[want];
        hit[want] = true;
        for (int t = 1; t < sym.n; t++) {
          int mapped[GO_SUITE_MAX_MOVES];
          for (int j = 0; j < len; j++) mapped[j] = c.moves[j] == GO_PASS ? GO_PASS : sym.perm[t][c.moves[j]];
          assert_int_equal(go_game_start(&g, rows, cols, GO_SUICIDE_FORBIDDEN, mapped, len, &bad), 0);
          assert_int_equal(go_pattern_last(&g), want);
          go_game_free(&g);
          seen++;
        }
      }
    }
  }
  assert_true(seen > 1000);
  assert_true(distinct > 100); /* many patterns, so a key that ignored the ring would be caught */
}

/* The fit: a pattern that always won gets a negative number (cheaper), one that always lost a
 * positive one, one never seen 0; and the counts' text round trip. */
static void test_pattern_fit(void **state) {
  (void)state;
  static uint32_t counts[GO_PATTERN_COUNT][2], back[GO_PATTERN_COUNT][2];
  static go_prior_model m;
  memset(counts, 0, sizeof counts);
  for (int i = 0; i < GO_PATTERN_COUNT; i += 37) counts[i][0] = 90, counts[i][1] = 10; /* the mean: 0.9 */
  counts[36 * 5][0] = 500, counts[36 * 5][1] = 0;
  counts[36 * 7 + 1][0] = 0, counts[36 * 7 + 1][1] = 500;
  go_prior_fit_patterns((const uint32_t(*)[2])counts, 1, &m);
  assert_true(m.npatterns > 0);
  assert_true(m.pattern[36 * 5] < 0);
  assert_true(m.pattern[36 * 7 + 1] > 0);
  assert_int_equal(m.pattern[1], 0);
  FILE *f = tmpfile();
  assert_non_null(f);
  assert_int_equal(go_prior_pattern_counts_write(f, (const uint32_t(*)[2])counts), 0);
  rewind(f);
  memset(back, 0, sizeof back);
  char line[256];
  while (fgets(line, sizeof line, f)) assert_int_equal(go_prior_pattern_counts_add(line, back), 0);
  fclose(f);
  assert_memory_equal(counts, back, sizeof counts);
  assert_int_equal(go_prior_pattern_counts_add("pattern ........ 0 1 b 2 5\n", back), -1);
  assert_int_equal(go_prior_pattern_counts_add("pattern ........ 0 1 b 2 4294967295 0\n", back), -1);
}

/* Late moves: the mover's own eye space, and sure eyes (a pass-alive wall's one-point eyes) last. */
static void test_order(void **state) {
  (void)state;
  go_board b;
  /* Black to move; A3 and B3... the top row: X . X . X with the row below all Black: two one-point
   * eyes of a pass-alive chain; the bottom row empty and touching only Black: eye space */
  board_of(&b, "X.X.X/XXXXX/.....");
  uint64_t late, last;
  go_order_late(&b, GO_ORDER_EYESPACE, (go_region_limits){500, 7, 12}, &late, &last);
  assert_int_equal(go_setcount(late), 7); /* both eyes and the bottom row */
  assert_int_equal(last, 0);
  go_order_late(&b, GO_ORDER_ALL, (go_region_limits){500, 7, 12}, &late, &last);
  assert_int_equal(go_setcount(last), 7); /* pass-alive: the eyes and the bottom row are all sure */
  assert_int_equal(late, 0);
  board_of(&b, "X.X.X/XXXXX/..O..");
  go_order_late(&b, GO_ORDER_EYESPACE, (go_region_limits){500, 7, 12}, &late, &last);
  assert_int_equal(go_setcount(late), 2); /* the bottom row touches White now */
  /* the straight three with Black's wall: Black to move owns it, White to move does not, so it is not
   * settled whoever moves; the straight four is (miai): its four points go last */
  board_of(&b, "XXXXX/X...X/XXXXX");
  go_order_late(&b, GO_ORDER_REGION, (go_region_limits){500, 7, 12}, &late, &last);
  assert_int_equal(last, 0);
  board_of(&b, "XXXXXX/X....X/XXXXXX");
  go_order_late(&b, GO_ORDER_REGION, (go_region_limits){500, 7, 12}, &late, &last);
  assert_int_equal(go_setcount(last), 4);
  unsigned r;
  assert_int_equal(go_order_parse("eyespace", &r), 0);
  assert_int_equal(r, GO_ORDER_EYESPACE);
  assert_int_equal(go_order_parse("sure,eyespace", &r), 0);
  assert_int_equal(r, GO_ORDER_EYESPACE | GO_ORDER_SURE);
  assert_int_equal(go_order_parse("region,sure,eyespace", &r), 0);
  assert_int_equal(r, GO_ORDER_ALL);
  assert_int_equal(go_order_parse("sideways", &r), -1);
  char buf[32];
  assert_string_equal(go_order_name(GO_ORDER_SURE, buf, sizeof buf), "sure");
}

static void test_model_text(void **state) {
  (void)state;
  static go_prior_model m, back;
  memset(&m, 0, sizeof m);
  for (int i = 0; i < GO_PRIOR_NFEAT; i++) {
    m.win[i] = 0.25 * i - 1;
    m.size_win[i] = 1.5 + i;
    m.size_loss[i] = -0.125 * i;
  }
  m.power = 0.5, m.power_line = 0.25;
  m.pattern[0] = -64, m.pattern[7] = 1, m.pattern[GO_PATTERN_COUNT - 1] = 127; /* -4, 1/16, 7.9375 */
  m.npatterns = 3;
  char text[8192], err[200];
  assert_int_equal(go_prior_model_text(&m, "# test\n", text, sizeof text), 0);
  assert_int_equal(go_prior_model_parse(text, &back, err, sizeof err), 0);
  assert_memory_equal(&m, &back, sizeof m);
  assert_non_null(strstr(text, "\npower_line 0.25\n"));
  assert_non_null(strstr(text, "\npattern ........ 0 1 b 2 -4\n")); /* index 0: the least ring, extras 0 */
  {
    char t[8192 + 128]; /* a pattern given twice: the last line counts, and the count stays right */
    snprintf(t, sizeof t, "%spattern ........ 0 1 b 2 0\npattern ........ 0 1 b 2 0.5\n", text);
    assert_int_equal(go_prior_model_parse(t, &back, err, sizeof err), 0);
    assert_int_equal(back.npatterns, 3);
    assert_int_equal(back.pattern[0], 8);
  }
  /* pattern lines: a number off the 1/16 grid or out of range, a ring no board has, a bad field */
  const char *bad[] = {"pattern ........ 0 1 b 2 0.03\n", "pattern ........ 0 1 b 2 8\n",
                       "pattern #.#..... 0 1 b 2 1\n",    "pattern ........ 3 1 b 2 1\n",
                       "pattern ........ 0 1 x 2 1\n",    "pattern ...... 0 1 b 2 1\n",
                       "pattern ........ 0 1 b 2 1 2\n"};
  for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
    char t[8192];
    snprintf(t, sizeof t, "%s%s", text, bad[i]);
    assert_int_equal(go_prior_model_parse(t, &back, err, sizeof err), -1);
    assert_non_null(strstr(err, "pattern"));
  }
  assert_int_equal(go_prior_model_parse("power_line 17\n", &back, err, sizeof err), -1); /* out of range */
  m.power_line = 0;                                                                      /* none: no line */
  assert_int_equal(go_prior_model_text(&m, "# test\n", text, sizeof text), 0);
  assert_null(strstr(text, "power_line"));
  assert_int_equal(go_prior_model_parse("power 0\n", &back, err, sizeof err), -1); /* out of range */
  /* a file without a power line (the first version's) parses with power 0, that is 1 */
  char *pl = strstr(text, "\npower");
  assert_non_null(pl);
  pl[1] = 0;
  assert_int_equal(go_prior_model_parse(text, &back, err, sizeof err), 0);
  assert_true(back.power == 0);
  m.power = 0.5;
  assert_int_equal(go_prior_model_text(&m, "# test\n", text, sizeof text), 0);
  /* a missing number, a stray word, a missing line: each refused with a reason */
  char *cut = strstr(text, "size_loss");
  assert_non_null(cut);
  cut[strlen("size_loss") + 3] = '\n';
  cut[strlen("size_loss") + 4] = 0;
  assert_int_equal(go_prior_model_parse(text, &back, err, sizeof err), -1);
  assert_non_null(strstr(err, "line"));
  assert_int_equal(go_prior_model_parse("win 1 2\n", &back, err, sizeof err), -1);
  assert_int_equal(go_prior_model_parse("# nothing\n", &back, err, sizeof err), -1);
  assert_non_null(strstr(err, "3 weight lines"));
  assert_non_null(go_prior_shipped()); /* data/go-prior.txt parses */
}

static void test_numbers_in_range(void **state) {
  (void)state;
  static go_prior_model m;
  memset(&m, 0, sizeof m);
  m.size_win[0] = 1000; /* absurd weights are clamped, never 0 or past the core's maximum */
  m.size_loss[0] = -1000;
  m.win[0] = 50;
  go_board b;
  go_game g;
  board_of(&b, "..X..");
  assert_int_equal(go_game_init(&g, &b), 0);
  uint32_t phi, delta;
  go_prior_learned(&m, &g, 0.5, 0, &phi, &delta);
  assert_true(phi >= 1 && phi < DFPN_ESTIMATE_MAX);
  assert_true(delta >= 1 && delta < DFPN_ESTIMATE_MAX);
  assert_int_equal(phi, DFPN_ESTIMATE_MAX - 1);
  assert_int_equal(delta, 1);
  /* p = 1/2 and 2^10 expansions: phi = 2^11, or with power 1/2 its square root, rounded up */
  memset(&m, 0, sizeof m);
  m.size_win[0] = 10;
  go_prior_learned(&m, &g, 0.5, 0, &phi, &delta);
  assert_int_equal(phi, 2048);
  m.power = 0.5;
  go_prior_learned(&m, &g, 0.5, 0, &phi, &delta);
  assert_int_equal(phi, 46);
  /* power_line on a board of one row only: 1x5 gets it, 2x5 keeps power */
  m.power = 1, m.power_line = 0.5;
  go_prior_learned(&m, &g, 0.5, 0, &phi, &delta);
  assert_int_equal(phi, 46);
  go_game_free(&g);
  board_of(&b, "..X../.....");
  assert_int_equal(go_game_init(&g, &b), 0);
  go_prior_learned(&m, &g, 0.5, 0, &phi, &delta);
  assert_int_equal(phi, 2048);
  go_game_free(&g);
  board_of(&b, "./X/./././.");
  assert_int_equal(go_game_init(&g, &b), 0);
  go_prior_learned(&m, &g, 0.5, 0, &phi, &delta);
  assert_int_equal(phi, 46); /* a column, 6x1 */
  go_game_free(&g);
}

/* The soundness twin: on random positions of small boards, each prior proves the same winner as
 * none. A wrong winner would mean the initial numbers leaked into the result. */
static void same_winners(int rows, int cols, double komi, int count) {
  go_suite_spec s = {
      .rows = rows, .cols = cols, .seed = 7, .min_plies = 0, .max_plies = rows * cols, .komi = komi};
  go_knowledge k[4];
  for (int i = 0; i < 4; i++) k[i] = go_knowledge_default();
  k[1].prior = GO_PRIOR_EYE;
  k[2].prior = GO_PRIOR_LEARNED;
  k[3].prior = GO_PRIOR_LEARNED; /* the shipped model turned upside down: a prior that misleads */
  for (int i = 0; i < GO_PRIOR_NFEAT; i++) {
    k[3].model.win[i] = -k[3].model.win[i];
    double t = k[3].model.size_win[i];
    k[3].model.size_win[i] = k[3].model.size_loss[i];
    k[3].model.size_loss[i] = t;
  }
  k[3].model.npatterns = 0; /* and move patterns of arbitrary numbers, up to 3 powers of two either way */
  for (int i = 0; i < GO_PATTERN_COUNT; i++) {
    k[3].model.pattern[i] = (int8_t)((((uint32_t)i * 2654435761u) >> 13) % 97 - 48);
    k[3].model.npatterns += k[3].model.pattern[i] != 0;
  }
  dfpn_run_config cfg = {0};
  dfpn_opts_default(&cfg.opts);
  int tested = 0, black = 0;
  for (uint64_t i = 0; tested < count && i < 10u * (uint64_t)count; i++) {
    go_suite_case c;
    if (!go_suite_position(&s, i, &c)) continue;
    int w[4];
    for (int j = 0; j < 4; j++) {
      assert_int_equal(go_suite_prove(&s, &k[j], &cfg, 4, &c), YOMI_OK);
      w[j] = c.winner;
    }
    for (int j = 1; j < 4; j++) assert_int_equal(w[j], w[0]);
    black += w[0] == 0;
    tested++;
  }
  assert_int_equal(tested, count);
  assert_true(black > 0 && black < count); /* both outcomes occur: the comparison can fail */
}

static void test_priors_keep_values(void **state) {
  (void)state;
  same_winners(3, 3, 0.5, 30);
  same_winners(2, 4, 1.5, 30);
  same_winners(1, 7, 0.5, 30);
}

/* The killer move's twin (dfpn_opts.killer, solve/dfpn.c): on random positions of small boards with
 * the learned prior, a search with the killer (the default, and a divisor so large that the killer's
 * child is always tried first) proves the same winner as one without; and the killer steers: the
 * expansions differ somewhere, so the comparison compares two searches. */
static void killer_twin(int rows, int cols, double komi, int min_plies, int max_plies, int count) {
  go_suite_spec s = {
      .rows = rows, .cols = cols, .seed = 13, .min_plies = min_plies, .max_plies = max_plies, .komi = komi};
  go_knowledge k = go_knowledge_default();
  k.prior = GO_PRIOR_LEARNED;
  const int killers[3] = {0, 4, 1000000};
  int tested = 0, black = 0, differ = 0;
  for (uint64_t i = 0; tested < count && i < 10u * (uint64_t)count; i++) {
    go_suite_case c;
    if (!go_suite_position(&s, i, &c)) continue;
    int w[3];
    uint64_t e[3];
    for (int j = 0; j < 3; j++) {
      dfpn_run_config cfg = {0};
      dfpn_opts_default(&cfg.opts);
      cfg.opts.killer = killers[j];
      assert_int_equal(go_suite_prove(&s, &k, &cfg, 4, &c), YOMI_OK);
      w[j] = c.winner;
      e[j] = c.expansions;
    }
    assert_int_equal(w[1], w[0]);
    assert_int_equal(w[2], w[0]);
    differ += e[1] != e[0];
    black += w[0] == 0;
    tested++;
  }
  assert_int_equal(tested, count);
  assert_true(black > 0 && black < count); /* both outcomes occur: the comparison can fail */
  assert_true(differ > 0);                 /* the killer changed some search */
}

static void test_killer_keeps_values(void **state) {
  (void)state;
  killer_twin(3, 3, 0.5, 0, 9, 30);
  killer_twin(2, 4, 1.5, 0, 8, 30);
  killer_twin(4, 4, 2.5, 4, 9, 12);
}

/* Solve suite position c on rows x cols at komi with the default knowledge (statics: its static
 * rules, 0 for the default), eager or lazy, with or without the skip of a proved position's later
 * children; the result into *res, the region solver's local games into *tries. */
static void solve_case(int rows, int cols, const go_suite_case *c, double komi, unsigned statics, bool eager,
                       bool skip, dfpn_result *res, uint64_t *tries) {
  go_solvegame sg;
  assert_int_equal(go_solvegame_init(&sg, rows, cols, GO_SUICIDE_FORBIDDEN, c->moves, c->nmoves, komi, NULL),
                   0);
  sg.know = go_knowledge_default();
  if (statics) sg.know.statics = statics;
  dfpn_run_config cfg = {0};
  dfpn_opts_default(&cfg.opts);
  cfg.opts.eager_knowledge = eager;
  dfpn_skip_proved(skip);
  dfpn_run_once(&sg.iface, 4, &cfg, res);
  dfpn_skip_proved(true);
  assert_int_equal(res->rc, YOMI_OK);
  *tries += sg.stats.region_tries;
  go_solvegame_free(&sg);
}

/* The lazy-knowledge twin (dfpn_game.over, solve/dfpn.c): a search that asks the static rules and
 * the prior only about children its table does not know proves the same winner as one that asks
 * about every child (--eager-knowledge), on random positions of small boards with every static rule
 * and the learned prior, and it asks the region solver for fewer local games. */
static void lazy_twin(int rows, int cols, double komi, int min_plies, int max_plies, int count) {
  go_suite_spec s = {
      .rows = rows, .cols = cols, .seed = 11, .min_plies = min_plies, .max_plies = max_plies, .komi = komi};
  int tested = 0, black = 0;
  uint64_t tries[2] = {0, 0};
  for (uint64_t i = 0; tested < count && i < 10u * (uint64_t)count; i++) {
    go_suite_case c;
    if (!go_suite_position(&s, i, &c)) continue;
    int w[2];
    for (int eager = 0; eager < 2; eager++) {
      dfpn_result res;
      solve_case(rows, cols, &c, komi, 0, eager, true, &res, &tries[eager]);
      w[eager] = res.winner;
    }
    assert_int_equal(w[0], w[1]);
    black += w[0] == 0;
    tested++;
  }
  assert_int_equal(tested, count);
  assert_true(black > 0 && black < count); /* both outcomes occur: the comparison can fail */
  assert_true(tries[0] < tries[1]);        /* the lazy search skipped what the table knew */
}

static void test_lazy_knowledge_keeps_values(void **state) {
  (void)state;
  lazy_twin(3, 3, 0.5, 0, 9, 30);
  lazy_twin(2, 4, 1.5, 0, 8, 30);
  lazy_twin(4, 4, 2.5, 4, 9, 12);
}

/* The skip of a proved position's later children (dfpn_skip_proved, solve/dfpn.c) against its slow
 * twin, which asks every child the table does not know. With the static rules that keep no cache
 * (area, pure eyes, pass) the two searches are the same search: the same expansions, the same table
 * stores, the same winner and principal variation, on random positions of 4x4, 3x4 and 2x5 where
 * both sides win; the fast one asks fewer children (it did skip some). With every rule the region
 * solver's caches hold less in the fast one, which may change the count but never the winner. */
static void skip_twin(int rows, int cols, double komi, int min_plies, int max_plies, int count) {
  go_suite_spec s = {
      .rows = rows, .cols = cols, .seed = 17, .min_plies = min_plies, .max_plies = max_plies, .komi = komi};
  int tested = 0, black = 0;
  uint64_t skipped = 0, terminals[2] = {0, 0};
  for (uint64_t i = 0; tested < count && i < 10u * (uint64_t)count; i++) {
    go_suite_case c;
    if (!go_suite_position(&s, i, &c)) continue;
    for (int all = 0; all < 2; all++) {
      dfpn_result res[2];
      uint64_t tries = 0;
      for (int twin = 0; twin < 2; twin++)
        solve_case(rows, cols, &c, komi, all ? 0 : GO_STATIC_AREA | GO_STATIC_PURE | GO_STATIC_PASS, false,
                   twin == 0, &res[twin], &tries);
      assert_int_equal(res[0].winner, res[1].winner);
      assert_int_equal(res[1].st.knowledge_skipped, 0);
      skipped += res[0].st.knowledge_skipped;
      if (all) continue;
      assert_int_equal(res[0].st.expansions, res[1].st.expansions);
      assert_int_equal(res[0].st.tt.tt_stores, res[1].st.tt.tt_stores);
      assert_int_equal(res[0].npv, res[1].npv);
      assert_memory_equal(res[0].pv, res[1].pv, sizeof(int) * (size_t)res[0].npv);
      terminals[0] += res[0].st.terminals;
      terminals[1] += res[1].st.terminals;
      black += res[0].winner == 0;
    }
    tested++;
  }
  assert_int_equal(tested, count);
  assert_true(black > 0 && black < count);  /* both outcomes occur */
  assert_true(skipped > 0);                 /* the fast path ran */
  assert_true(terminals[0] < terminals[1]); /* and asked fewer children */
}

static void test_skip_proved_same_search(void **state) {
  (void)state;
  skip_twin(4, 4, 2.5, 4, 9, 8);
  skip_twin(3, 4, 3.5, 2, 8, 12);
  skip_twin(2, 5, 4.5, 2, 8, 12);
}

static void test_suite_deterministic(void **state) {
  (void)state;
  go_suite_spec s = {.rows = 4, .cols = 4, .seed = 3, .min_plies = 4, .max_plies = 8, .komi = 2.5};
  s.after[0] = 5;
  s.nafter = 1;
  go_suite_case a, b;
  int found = 0;
  for (uint64_t i = 0; i < 20; i++) {
    bool ua = go_suite_position(&s, i, &a), ub = go_suite_position(&s, i, &b);
    assert_int_equal(ua, ub);
    if (!ua) continue;
    found++;
    assert_int_equal(a.nmoves, b.nmoves);
    assert_memory_equal(a.moves, b.moves, (size_t)a.nmoves * sizeof a.moves[0]);
    assert_int_equal(a.moves[0], 5);
    assert_true(a.nmoves >= 5 && a.nmoves <= 9);
  }
  assert_true(found > 10);
  uint64_t x[3] = {1, 100, 10000};
  assert_true(fabs(go_suite_geomean(x, 3) - 100) < 1e-6);
}

/* go_prior_record_sample (prior-train --from-records): the sample of a campaign record is the
 * position played out move by move here, at the record's komi; records that decided nothing, or
 * began with a table when only cold runs are asked for, give none; a decided record whose moves do
 * not replay is an error. */
static int record_sample(const char *text, bool cold_only, go_prior_sample *x) {
  json_doc d;
  assert_int_equal(json_doc_parse(&d, text, strlen(text)), 0);
  int got = go_prior_record_sample(&d, cold_only, x);
  json_doc_free(&d);
  return got;
}

static void test_record_sample(void **state) {
  (void)state;
#define REC(kind, moves, path, loaded, winner) \
  "{\"kind\": \"" kind "\", \"params\": {\"rows\": 3, \"cols\": 4, \"komi\": 2.5, \"moves\": \"" moves \
  "\", \"suicide\": \"forbidden\"}, \"path\": \"" path "\", \"table_loaded\": " loaded \
  ", \"result\": {\"winner\": " winner "}, \"stats\": {\"expansions\": 1234}}"
  go_prior_sample x;
  const char *lines[][3] = {{"B2,C2", "A1", "white"}, {"", "B2", "black"}, {"B2,C2,pass", "pass", "black"}};
  for (int k = 0; k < 3; k++) {
    char text[512], want[8];
    snprintf(want, sizeof want, "\"%s\"", lines[k][2]);
    snprintf(text, sizeof text, REC("subproblem", "%s", "%s", "0", "%s"), lines[k][0], lines[k][1], want);
    assert_int_equal(record_sample(text, true, &x), 1);
    go_board b0;
    go_game g;
    assert_int_equal(go_board_init(&b0, 3, 4, GO_SUICIDE_FORBIDDEN), 0);
    assert_int_equal(go_game_init(&g, &b0), 0);
    char all[64];
    snprintf(all, sizeof all, "%s%s%s", lines[k][0], lines[k][0][0] ? "," : "", lines[k][1]);
    int moves[16], bad, n = go_parse_moves(all, 3, 4, moves, 16, &bad);
    assert_true(n > 0);
    for (int i = 0; i < n; i++) assert_int_equal(go_game_play(&g, moves[i]), 0);
    double f[GO_PRIOR_NFEAT];
    go_prior_features(&g, 2.5, f);
    for (int i = 0; i < GO_PRIOR_NFEAT; i++) assert_true(f[i] == x.f[i]);
    bool black_to_move = go_game_board(&g)->to_move == GO_BLACK;
    assert_int_equal(x.mover_wins, black_to_move == !strcmp(lines[k][2], "black"));
    assert_true(fabs(x.log2_size - log2(1234.0)) < 1e-12);
    go_game_free(&g);
  }
  /* not samples */
  assert_int_equal(record_sample(REC("subproblem", "B2", "C2", "0", "null"), false, &x), 0);
  assert_int_equal(record_sample(REC("plan", "B2", "C2", "0", "\"black\""), false, &x), 0);
  char killall[512]; /* the same record of another game */
  snprintf(killall, sizeof killall, "{\"game\": \"killall\", %s",
           REC("subproblem", "B2", "C2", "0", "\"black\"") + 1);
  assert_int_equal(record_sample(killall, false, &x), 0);
  snprintf(killall, sizeof killall, "{\"game\": \"go\", %s",
           REC("subproblem", "B2", "C2", "0", "\"black\"") + 1);
  assert_int_equal(record_sample(killall, false, &x), 1);
  assert_int_equal(record_sample(REC("subproblem", "B2", "C2", "77", "\"black\""), true, &x), 0);
  assert_int_equal(record_sample(REC("subproblem", "B2", "C2", "77", "\"black\""), false, &x), 1);
  /* decided, but the position does not replay: off the board, a point taken twice */
  assert_int_equal(record_sample(REC("subproblem", "B2", "Z9", "0", "\"black\""), false, &x), YOMI_EPARSE);
  assert_int_equal(record_sample(REC("subproblem", "B2", "B2", "0", "\"black\""), false, &x), YOMI_EPARSE);
#undef REC
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_eyespace),
      cmocka_unit_test(test_atari_feature),
      cmocka_unit_test(test_model_text),
      cmocka_unit_test(test_pattern_of),
      cmocka_unit_test(test_pattern_symmetry),
      cmocka_unit_test(test_pattern_fit),
      cmocka_unit_test(test_order),
      cmocka_unit_test(test_move_features),
      cmocka_unit_test(test_numbers_in_range),
      cmocka_unit_test(test_priors_keep_values),
      cmocka_unit_test(test_killer_keeps_values),
      cmocka_unit_test(test_suite_deterministic),
      cmocka_unit_test(test_record_sample),
      cmocka_unit_test(test_lazy_knowledge_keeps_values),
      cmocka_unit_test(test_skip_proved_same_search),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
