/* Go rules on hand-made positions (tests/fixtures/go/rules.txt: captures, suicide in both settings,
 * positional superko including a cycle basic ko allows, two-pass end, area score), on both board
 * types; plus coordinates, sizes, text, diagram and SGF input/output with their errors. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "core/error.h"
#include "go/board.h"
#include "go/sgf.h"

/* ---- the fixture file ---- */

typedef struct {
  char name[256];
  go_suicide suicide;
  int to_move;
  char board[1024], result[1024];
  char play[512];
  char illegal[16][16], legal[16][16];
  int nillegal, nlegal;
  int score, has_score;
  int over; /* -1 unspecified */
} rules_case;

static int read_case(FILE *f, rules_case *c) {
  char line[512];
  char *target = NULL; /* board rows go here */
  memset(c, 0, sizeof *c);
  c->to_move = GO_BLACK;
  c->over = -1;
  while (fgets(line, sizeof line, f)) {
    line[strcspn(line, "\r\n")] = '\0';
    if (line[0] == '#' || line[0] == '\0') continue;
    if (strcmp(line, "end") == 0) return 1;
    char *colon = strchr(line, ':');
    if (!colon) {
      if (!target) fail_msg("rules.txt: stray line '%s' in case '%s'", line, c->name);
      strcat(target, line);
      strcat(target, "\n");
      continue;
    }
    *colon = '\0';
    char *v = colon + 1;
    while (*v == ' ') v++;
    target = NULL;
    if (strcmp(line, "case") == 0) snprintf(c->name, sizeof c->name, "%s", v);
    else if (strcmp(line, "suicide") == 0)
      c->suicide = strcmp(v, "allowed") == 0 ? GO_SUICIDE_ALLOWED : GO_SUICIDE_FORBIDDEN;
    else if (strcmp(line, "to-move") == 0) c->to_move = strcmp(v, "white") == 0 ? GO_WHITE : GO_BLACK;
    else if (strcmp(line, "board") == 0) target = c->board;
    else if (strcmp(line, "result") == 0) target = c->result;
    else if (strcmp(line, "play") == 0) snprintf(c->play, sizeof c->play, "%s", v);
    else if (strcmp(line, "illegal") == 0) snprintf(c->illegal[c->nillegal++], 16, "%s", v);
    else if (strcmp(line, "legal") == 0) snprintf(c->legal[c->nlegal++], 16, "%s", v);
    else if (strcmp(line, "score") == 0) c->score = atoi(v), c->has_score = 1;
    else if (strcmp(line, "over") == 0) c->over = strcmp(v, "yes") == 0;
    else fail_msg("rules.txt: unknown key '%s'", line);
  }
  return 0;
}

/* One case on one board type; a macro because the two types share every function name pattern. */
#define RUN_CASE(BOARD, GAME, c) \
  do { \
    BOARD b; \
    GAME g; \
    assert_int_equal(BOARD##_from_text(&b, (c)->board, (c)->suicide), 0); \
    b.to_move = (uint8_t)(c)->to_move; \
    assert_int_equal(BOARD##_check(&b), 0); \
    assert_int_equal(GAME##_init(&g, &b), 0); \
    int moves[64], bad, n = go_parse_moves((c)->play, b.rows, b.cols, moves, 64, &bad); \
    assert_true(n >= 0); \
    for (int i = 0; i < n; i++) \
      if (GAME##_play(&g, moves[i]) != 0) fail_msg("%s: move %d is illegal", (c)->name, i + 1); \
    const BOARD *cur = GAME##_board(&g); \
    assert_int_equal(BOARD##_check(cur), 0); \
    if ((c)->result[0]) { \
      BOARD want; \
      assert_int_equal(BOARD##_from_text(&want, (c)->result, (c)->suicide), 0); \
      if (!BOARD##_same(cur, &want)) fail_msg("%s: wrong result board", (c)->name); \
    } \
    for (int i = 0; i < (c)->nillegal; i++) { \
      int m; \
      assert_int_equal(go_parse_move((c)->illegal[i], b.rows, b.cols, &m), 0); \
      if (GAME##_legal(&g, m)) fail_msg("%s: %s should be illegal", (c)->name, (c)->illegal[i]); \
      assert_int_equal(GAME##_play(&g, m), YOMI_EILLEGAL); \
    } \
    for (int i = 0; i < (c)->nlegal; i++) { \
      int m; \
      assert_int_equal(go_parse_move((c)->legal[i], b.rows, b.cols, &m), 0); \
      if (!GAME##_legal(&g, m)) fail_msg("%s: %s should be legal", (c)->name, (c)->legal[i]); \
    } \
    if ((c)->has_score && BOARD##_score(cur) != (c)->score) \
      fail_msg("%s: score %d, expected %d", (c)->name, BOARD##_score(cur), (c)->score); \
    if ((c)->over >= 0) assert_int_equal(BOARD##_over(cur), (c)->over); \
    GAME##_free(&g); \
  } while (0)

static void test_fixtures(void **state) {
  (void)state;
  FILE *f = fopen(YOMI_SOURCE_DIR "/tests/fixtures/go/rules.txt", "r");
  assert_non_null(f);
  rules_case c;
  int n = 0;
  while (read_case(f, &c)) {
    RUN_CASE(go_bigboard, go_biggame, &c);
    RUN_CASE(go_board, go_game, &c);
    n++;
  }
  fclose(f);
  assert_int_equal(n, 16);
}

/* The 2x2 cycle of rules.txt is a real superko case: the forbidden capture is legal on the board
 * alone (basic rules), is not an immediate ko retake (its result differs from the board two plies
 * earlier), and recreates the board of six plies earlier. */
static void test_long_cycle_is_not_basic_ko(void **state) {
  (void)state;
  go_board b;
  go_game g;
  go_board_init(&b, 2, 2, GO_SUICIDE_FORBIDDEN);
  go_game_init(&g, &b);
  int moves[8], bad;
  assert_int_equal(go_parse_moves("A1,B2,A2,B1,A1,A2", 2, 2, moves, 8, &bad), 6);
  for (int i = 0; i < 6; i++) assert_int_equal(go_game_play(&g, moves[i]), 0);
  int a1;
  go_parse_move("A1", 2, 2, &a1);
  go_board next = *go_game_board(&g);
  assert_true(go_board_legal(&next, a1));
  assert_int_equal(go_board_play(&next, a1), 0);
  assert_false(go_board_same(&next, &g.hist[g.len - 2])); /* not basic ko */
  assert_true(go_board_same(&next, &g.hist[1]));          /* the board after move 1 */
  assert_true(go_game_seen(&g, &next));
  assert_false(go_game_legal(&g, a1));
  /* undo twice and the capture at A1 (then two stones) is fine again: history is a stack */
  go_game_undo(&g);
  assert_int_equal(g.len, 6);
  go_game_free(&g);
}

/* 1x1: a stone there has no liberty and captures nothing, so the only legal move is the pass. */
static void test_one_point_board(void **state) {
  (void)state;
  for (int su = 0; su < 2; su++) {
    go_board b;
    go_game g;
    go_board_init(&b, 1, 1, su ? GO_SUICIDE_ALLOWED : GO_SUICIDE_FORBIDDEN);
    go_game_init(&g, &b);
    int moves[2];
    assert_int_equal(go_game_legal_moves(&g, moves), 1);
    assert_int_equal(moves[0], GO_PASS);
    assert_int_equal(go_game_play(&g, 0), YOMI_EILLEGAL);
    assert_int_equal(go_game_play(&g, GO_PASS), 0);
    assert_int_equal(go_game_play(&g, GO_PASS), 0);
    assert_true(go_board_over(go_game_board(&g)));
    assert_int_equal(go_game_legal_moves(&g, moves), 0);
    assert_int_equal(go_board_score(go_game_board(&g)), 0);
    go_game_free(&g);
  }
}

/* Make/undo restores boards exactly, and the hash is the board's (not the path's). */
static void test_undo_and_hash(void **state) {
  (void)state;
  go_board b;
  go_game g;
  go_board_init(&b, 3, 3, GO_SUICIDE_FORBIDDEN);
  assert_true(b.hash[0] == 0 && b.hash[1] == 0);
  go_game_init(&g, &b);
  int moves[8], bad;
  int n = go_parse_moves("B2,A1,C1,B1", 3, 3, moves, 8, &bad);
  for (int i = 0; i < n; i++) assert_int_equal(go_game_play(&g, moves[i]), 0);
  go_board after = *go_game_board(&g);
  for (int i = 0; i < n; i++) assert_int_equal(go_game_undo(&g), 0);
  assert_int_equal(go_game_undo(&g), YOMI_EINVAL);
  assert_true(go_board_same(go_game_board(&g), &b));
  /* the same stones set up by hand have the same hashes */
  go_board same;
  char text[64];
  go_board_to_text(&after, text, sizeof text);
  go_board_from_text(&same, text, GO_SUICIDE_FORBIDDEN);
  assert_true(same.hash[0] == after.hash[0] && same.hash[1] == after.hash[1]);
  assert_true(after.hash[0] != after.hash[1]);
  go_game_free(&g);
}

static void test_coordinates(void **state) {
  (void)state;
  int m;
  char name[16];
  /* 3x10: columns A..K without I; K3 is the top-right point */
  assert_int_equal(go_parse_move("K3", 3, 10, &m), 0);
  assert_int_equal(m, 9);
  assert_int_equal(go_parse_move("k3", 3, 10, &m), 0);
  assert_int_equal(m, 9);
  assert_int_equal(go_parse_move("A1", 3, 10, &m), 0);
  assert_int_equal(m, 20);
  go_move_name(9, 3, 10, name, sizeof name);
  assert_string_equal(name, "K3");
  go_move_name(GO_PASS, 3, 10, name, sizeof name);
  assert_string_equal(name, "pass");
  assert_int_equal(go_parse_move("PASS", 3, 10, &m), 0);
  assert_int_equal(m, GO_PASS);
  assert_int_equal(go_parse_move("I2", 3, 10, &m), YOMI_EPARSE); /* no I column */
  assert_int_equal(go_parse_move("L1", 3, 10, &m), YOMI_ERANGE);
  assert_int_equal(go_parse_move("A4", 3, 10, &m), YOMI_ERANGE);
  assert_int_equal(go_parse_move("A0", 3, 10, &m), YOMI_EPARSE);
  assert_int_equal(go_parse_move("3C", 3, 10, &m), YOMI_EPARSE);
  assert_int_equal(go_parse_move("", 3, 10, &m), YOMI_EPARSE);
  assert_int_equal(go_parse_move("C3x", 3, 10, &m), YOMI_EPARSE);
  /* every point round-trips on a long linear board (two-letter columns past Z) */
  for (int p = 0; p < 52; p++) {
    go_move_name(p, 1, 52, name, sizeof name);
    assert_int_equal(go_parse_move(name, 1, 52, &m), 0);
    assert_int_equal(m, p);
  }
  int list[8], bad;
  assert_int_equal(go_parse_moves("C3, D4 ,pass", 5, 5, list, 8, &bad), 3);
  assert_int_equal(list[2], GO_PASS);
  assert_true(go_parse_moves("C3,,D4", 5, 5, list, 8, &bad) < 0);
  assert_int_equal(bad, 1);
  assert_int_equal(go_parse_moves("C3,Z9", 5, 5, list, 8, &bad), YOMI_ERANGE);
  assert_int_equal(bad, 1);
}

static void test_komi_suicide(void **state) {
  (void)state;
  double k = 0;
  go_suicide su = GO_SUICIDE_FORBIDDEN;
  assert_int_equal(go_parse_komi("-0.5", &k), 0);
  assert_true(k == -0.5);
  assert_int_equal(go_parse_komi("1", &k), -1);
  assert_int_equal(go_parse_komi("1000.5", &k), -1);
  assert_int_equal(go_parse_komi("2.5x", &k), -1);
  assert_int_equal(go_parse_suicide("allowed", &su), 0);
  assert_int_equal(su, GO_SUICIDE_ALLOWED);
  assert_int_equal(go_parse_suicide("maybe", &su), -1);
}

static void test_game_start(void **state) {
  (void)state;
  go_game g;
  go_biggame bg;
  int moves[3] = {0, 3, 0}, bad = 7;
  assert_int_equal(go_game_start(&g, 2, 2, GO_SUICIDE_FORBIDDEN, moves, 2, &bad), 0);
  assert_int_equal(g.len, 3);
  go_game_free(&g);
  assert_int_not_equal(go_game_start(&g, 2, 2, GO_SUICIDE_FORBIDDEN, moves, 3, &bad), 0);
  assert_int_equal(bad, 2); /* A1 again: occupied */
  assert_int_not_equal(go_biggame_start(&bg, 2, 2, GO_SUICIDE_FORBIDDEN, moves, 3, &bad), 0);
  assert_int_equal(bad, 2);
  assert_int_equal(go_biggame_start(&bg, 19, 19, GO_SUICIDE_ALLOWED, moves, 0, &bad), 0);
  assert_int_equal(bad, -1);
  go_biggame_free(&bg);
}

static void test_sgf_save_read(void **state) {
  (void)state;
  char path[] = "/tmp/yomi_test_sgf_XXXXXX";
  int fd = mkstemp(path);
  assert_true(fd >= 0);
  close(fd);
  int start[1] = {4}, pv[2] = {0, GO_PASS};
  assert_int_equal(go_sgf_save_solve(path, "v1", 3, 3, 1.5, start, 1, pv, 2, "B+", "c"), 0);
  char *text = go_sgf_read(path);
  assert_non_null(text);
  assert_non_null(strstr(text, "KM[1.5]"));
  assert_non_null(strstr(text, "AP[yomi:v1]"));
  assert_non_null(strstr(text, ";B[bb];W[aa];B[]"));
  free(text);
  remove(path);
  assert_null(go_sgf_read("/nonexistent/yomi.sgf"));
}

static void test_sizes(void **state) {
  (void)state;
  int r, c;
  assert_int_equal(go_parse_size("4x7", 361, &r, &c), 0);
  assert_true(r == 4 && c == 7);
  assert_int_equal(go_parse_size("19x19", 361, &r, &c), 0);
  assert_int_equal(go_parse_size("20x20", 361, &r, &c), YOMI_ESIZE);
  assert_int_equal(go_parse_size("0x5", 361, &r, &c), YOMI_ESIZE);
  assert_int_equal(go_parse_size("9x9", 64, &r, &c), YOMI_ESIZE);
  assert_int_equal(go_parse_size("4x", 361, &r, &c), YOMI_EPARSE);
  assert_int_equal(go_parse_size("x4", 361, &r, &c), YOMI_EPARSE);
  assert_int_equal(go_parse_size("4x4x4", 361, &r, &c), YOMI_EPARSE);
  assert_int_equal(go_parse_size("-4x4", 361, &r, &c), YOMI_EPARSE);
  assert_int_equal(go_parse_size("", 361, &r, &c), YOMI_EPARSE);
  go_board b;
  assert_int_equal(go_board_init(&b, 8, 8, GO_SUICIDE_FORBIDDEN), 0);
  assert_int_equal(go_board_init(&b, 1, 64, GO_SUICIDE_FORBIDDEN), YOMI_ESIZE); /* > 52 columns */
  assert_int_equal(go_board_init(&b, 5, 13, GO_SUICIDE_FORBIDDEN), YOMI_ESIZE); /* 65 points */
  go_bigboard bb;
  assert_int_equal(go_bigboard_init(&bb, 19, 19, GO_SUICIDE_FORBIDDEN), 0);
  assert_int_equal(go_bigboard_init(&bb, 19, 20, GO_SUICIDE_FORBIDDEN), YOMI_ESIZE);
}

static void test_text_and_diagram(void **state) {
  (void)state;
  go_board b;
  assert_int_equal(go_board_from_text(&b, ".X.\nXO.\n", GO_SUICIDE_FORBIDDEN), 0);
  assert_true(b.rows == 2 && b.cols == 3);
  assert_int_equal(go_board_from_text(&b, ".X./XO.", GO_SUICIDE_FORBIDDEN), 0);
  assert_int_equal(go_board_get(&b, 1), GO_BLACK);
  assert_int_equal(go_board_get(&b, 4), GO_WHITE);
  assert_int_equal(go_board_from_text(&b, ".X.\nXO\n", GO_SUICIDE_FORBIDDEN), YOMI_EPARSE);
  assert_int_equal(go_board_from_text(&b, ".X#\n", GO_SUICIDE_FORBIDDEN), YOMI_EPARSE);
  assert_int_equal(go_board_from_text(&b, "\n\n", GO_SUICIDE_FORBIDDEN), YOMI_EPARSE);
  char text[64];
  go_board_from_text(&b, ".X.\nXO.\n", GO_SUICIDE_FORBIDDEN);
  go_board_to_text(&b, text, sizeof text);
  assert_string_equal(text, ".X.\nXO.\n");
  char diagram[256];
  go_board_diagram(&b, 4, diagram, sizeof diagram);
  assert_string_equal(diagram, "   A B C\n"
                               " 2 . X . 2\n"
                               " 1 X(O). 1\n"
                               "   A B C\n");
  /* past 64 points only the big board takes the text; both write it alike */
  const char *wide =
      "XO.......\n.........\n.........\n.........\n.........\n.........\n.........\n.........\n";
  go_bigboard bb;
  assert_int_equal(go_board_from_text(&b, wide, GO_SUICIDE_FORBIDDEN), YOMI_ESIZE);
  assert_int_equal(go_bigboard_from_text(&bb, wide, GO_SUICIDE_FORBIDDEN), 0);
  go_board_from_text(&b, ".X.\nXO.\n", GO_SUICIDE_FORBIDDEN);
  go_bigboard_from_small(&bb, &b);
  assert_true(bb.hash[0] == b.hash[0] && bb.hash[1] == b.hash[1]);
  char big_diagram[256];
  go_bigboard_diagram(&bb, 4, big_diagram, sizeof big_diagram);
  assert_string_equal(big_diagram, diagram);
  go_board back;
  assert_int_equal(go_board_from_big(&back, &bb), 0);
  assert_true(go_board_same(&back, &b) && back.hash[0] == b.hash[0] && go_board_check(&back) == 0);
}

static void test_sgf_round_trip(void **state) {
  (void)state;
  /* a 3x5 rectangle (3 rows, 5 columns) with a capture and a pass */
  go_bigboard b;
  go_biggame g;
  go_bigboard_init(&b, 3, 5, GO_SUICIDE_FORBIDDEN);
  go_biggame_init(&g, &b);
  int moves[16], bad;
  int n = go_parse_moves("B2,A2,A3,A1,pass,B1", 3, 5, moves, 16, &bad);
  assert_int_equal(n, 6);
  for (int i = 0; i < n; i++) assert_int_equal(go_biggame_play(&g, moves[i]), 0);
  char sgf[512];
  go_biggame_to_sgf(&g, sgf, sizeof sgf);
  assert_string_equal(sgf, "(;GM[1]FF[4]CA[UTF-8]SZ[5:3];B[bb];W[ab];B[aa];W[ac];B[];W[bc])\n");
  go_sgf s;
  char err[128];
  assert_int_equal(go_sgf_parse(sgf, &s, err, sizeof err), 0);
  assert_true(s.rows == 3 && s.cols == 5 && s.nmoves == 6);
  go_biggame g2;
  assert_int_equal(go_biggame_from_sgf(&g2, &s, GO_SUICIDE_FORBIDDEN, &bad), 0);
  assert_true(go_bigboard_same(go_biggame_board(&g), go_biggame_board(&g2)));
  assert_int_equal(g2.len, g.len);
  go_sgf_free(&s);
  go_biggame_free(&g2);
  go_biggame_free(&g);
  /* setup stones, PL, tt pass on 19x19, other properties skipped, variations: main line only */
  const char *text = "(;GM[1]FF[4]SZ[19]KM[7.5]PB[x\\]y]AB[dd][pp]AW[dp]PL[W];W[qd]C[hi];B[tt]"
                     "(;W[dc];B[cc])(;W[aa]))";
  assert_int_equal(go_sgf_parse(text, &s, err, sizeof err), 0);
  assert_int_equal(s.nsetup, 3);
  assert_int_equal(s.nmoves, 4);
  assert_int_equal(s.move[1], GO_PASS);
  assert_int_equal(go_biggame_from_sgf(&g, &s, GO_SUICIDE_FORBIDDEN, &bad), 0);
  assert_int_equal(go_biggame_board(&g)->to_move, GO_WHITE);
  go_biggame_free(&g);
  go_sgf_free(&s);
  /* handicap stones and no PL: White, who plays first, starts */
  assert_int_equal(go_sgf_parse("(;SZ[9]AB[cc][gg];W[ee];B[ce])", &s, err, sizeof err), 0);
  assert_int_equal(go_biggame_from_sgf(&g, &s, GO_SUICIDE_FORBIDDEN, &bad), 0);
  assert_int_equal(g.hist[0].to_move, GO_WHITE);
  go_biggame_free(&g);
  go_sgf_free(&s);
  /* round trip with setup: AB/AW/PL come back */
  assert_int_equal(go_sgf_parse("(;SZ[3]AB[aa]AW[cc]PL[W];W[bb])", &s, err, sizeof err), 0);
  assert_int_equal(go_biggame_from_sgf(&g, &s, GO_SUICIDE_FORBIDDEN, &bad), 0);
  go_biggame_to_sgf(&g, sgf, sizeof sgf);
  assert_string_equal(sgf, "(;GM[1]FF[4]CA[UTF-8]SZ[3]PL[W]\nAB[aa]\nAW[cc]\n;W[bb])\n");
  go_biggame_free(&g);
  go_sgf_free(&s);
}

/* FF[4]'s details: a byte order mark, compressed point lists, the root's other properties kept as
 * written (and written back), AP with a version, extra root text. */
static void test_sgf_ff4(void **state) {
  (void)state;
  go_sgf s;
  char err[128], out[512];
  const char *text = "\xEF\xBB\xBF(;GM[1]FF[4]CA[UTF-8]AP[other:1]SZ[4]KM[2.5]PB[a\\]b]C[x\ny]AB[ab:bc][dd]"
                     "AW[aa]PL[W];W[cc]C[not root])";
  assert_int_equal(go_sgf_parse(text, &s, err, sizeof err), 0);
  assert_int_equal(s.nsetup, 6);
  int want[] = {4, 5, 8, 9, 15, 0};
  for (int i = 0; i < 6; i++) assert_int_equal(s.setup_point[i], want[i]);
  assert_string_equal(s.root, "KM[2.5]PB[a\\]b]C[x\ny]");
  go_biggame g;
  int bad;
  assert_int_equal(go_biggame_from_sgf(&g, &s, GO_SUICIDE_FORBIDDEN, &bad), 0);
  go_sgf_record root = {.application = "yomi", .version = "9", .extra = s.root};
  go_biggame_sgf(&g, &root, out, sizeof out);
  assert_string_equal(out, "(;GM[1]FF[4]CA[UTF-8]AP[yomi:9]SZ[4]PL[W]KM[2.5]PB[a\\]b]C[x\ny]\n"
                           "AB[ab][bb][ac][bc][dd]\nAW[aa]\n;W[cc])\n");
  go_biggame_free(&g);
  go_sgf_free(&s);
  /* a file without other root properties has none */
  assert_int_equal(go_sgf_parse("(;SZ[3];B[aa]KM[1])", &s, err, sizeof err), 0);
  assert_null(s.root);
  go_sgf_free(&s);
  /* the loader: a missing file, and one over the limit */
  char *t = NULL;
  assert_int_equal(go_sgf_load("/nonexistent/yomi.sgf", &t), YOMI_EIO);
  assert_null(t);
  char path[] = "/tmp/yomi_test_sgf_XXXXXX";
  int fd = mkstemp(path);
  assert_true(fd >= 0);
  assert_int_equal(ftruncate(fd, (off_t)GO_SGF_MAX_BYTES + 1), 0);
  close(fd);
  assert_int_equal(go_sgf_load(path, &t), YOMI_ESIZE);
  assert_null(t);
  fd = open(path, O_WRONLY | O_TRUNC);
  assert_true(fd >= 0 && write(fd, "(;SZ[3])", 8) == 8);
  close(fd);
  assert_int_equal(go_sgf_load(path, &t), 0);
  assert_string_equal(t, "(;SZ[3])");
  free(t);
  remove(path);
}

/* The one SGF writer: every root property, escapes, setup lists, ten moves to a line; it reads back. */
/* The text written to the temporary file f is exactly want (f is closed). */
static void file_holds(FILE *f, const char *want) {
  rewind(f);
  char back[1024] = "";
  size_t got = fread(back, 1, sizeof back - 1, f);
  fclose(f);
  assert_int_equal((int)got, (int)strlen(want));
  assert_string_equal(back, want);
}

static void test_sgf_writer(void **state) {
  (void)state;
  int16_t ab[] = {0, 4}, aw[] = {8}, mv[12];
  for (int i = 0; i < 12; i++) mv[i] = (int16_t)(i == 11 ? GO_PASS : i + 9);
  go_sgf_record r = {.rows = 4,
                     .cols = 5,
                     .application = "yomi",
                     .version = "1.0:x",
                     .komi_set = true,
                     .komi = -2.5,
                     .rules = "Tromp-Taylor",
                     .black = "P]1",
                     .white = "P\\2",
                     .result = "W+",
                     .to_move = GO_WHITE,
                     .black_stones = ab,
                     .nblack = 2,
                     .white_stones = aw,
                     .nwhite = 1,
                     .comment = "a [b] c\\d",
                     .moves = mv,
                     .nmoves = 12,
                     .first = GO_WHITE};
  char out[1024];
  int n = go_sgf_format(&r, out, sizeof out);
  const char *want =
      "(;GM[1]FF[4]CA[UTF-8]AP[yomi:1.0\\:x]SZ[5:4]KM[-2.5]RU[Tromp-Taylor]PB[P\\]1]PW[P\\\\2]RE[W+]"
      "PL[W]\nAB[aa][ea]\nAW[db]\nC[a [b\\] c\\\\d]\n"
      ";W[eb];B[ac];W[bc];B[cc];W[dc];B[ec];W[ad];B[bd];W[cd];B[dd]\n;W[ed];B[])\n";
  assert_string_equal(out, want);
  assert_int_equal(n, (int)strlen(want));
  char small[8];
  assert_int_equal(go_sgf_format(&r, small, sizeof small), n);
  assert_string_equal(small, "(;GM[1]");
  go_sgf s;
  char err[128];
  assert_int_equal(go_sgf_parse(out, &s, err, sizeof err), 0);
  assert_true(s.rows == 4 && s.cols == 5 && s.nsetup == 3 && s.nmoves == 12 && s.to_move == GO_WHITE);
  for (int i = 0; i < 12; i++)
    assert_true(s.move[i] == mv[i] && s.colour[i] == (i % 2 ? GO_BLACK : GO_WHITE));
  go_sgf_free(&s);
  /* the least record */
  go_sgf_record least = {.rows = 3, .cols = 3};
  go_sgf_format(&least, out, sizeof out);
  assert_string_equal(out, "(;GM[1]FF[4]CA[UTF-8]SZ[3])\n");
  /* to a file: the same text */
  FILE *f = tmpfile();
  assert_non_null(f);
  assert_int_equal(go_sgf_write(f, &r), 0);
  file_holds(f, want);
  assert_int_equal(go_sgf_save("/no/such/dir/x.sgf", &r), YOMI_EIO);
}

/* A main line that goes on as a tree of variations: one child continues the sequence, several get
 * a "(...)" each, the first child's line is what the reader takes for the main line; depths out of
 * preorder are refused; no nodes is the plain record. */
static void test_sgf_tree(void **state) {
  (void)state;
  int16_t mv[] = {4}; /* B2 on 3x3: bb */
  go_sgf_record r = {.rows = 3, .cols = 3, .moves = mv, .nmoves = 1};
  go_sgf_tree_node t[] = {{1, 0, GO_WHITE, "x"},
                          {2, 1, GO_BLACK, NULL},
                          {2, 2, GO_BLACK, "y]"},
                          {1, 8, GO_WHITE, NULL},
                          {2, GO_PASS, GO_BLACK, NULL}};
  char out[512];
  int n = go_sgf_format_tree(&r, t, 5, out, sizeof out);
  const char *want =
      "(;GM[1]FF[4]CA[UTF-8]SZ[3];B[bb]\n(;W[aa]C[x]\n(;B[ba])\n(;B[ca]C[y\\]]))\n(;W[cc]\n;B[]))\n";
  assert_string_equal(out, want);
  assert_int_equal(n, (int)strlen(want));
  go_sgf s;
  char err[128];
  assert_int_equal(go_sgf_parse(out, &s, err, sizeof err), 0);
  assert_int_equal(s.nmoves, 3);
  assert_true(s.move[0] == 4 && s.move[1] == 0 && s.move[2] == 1 && s.colour[1] == GO_WHITE &&
              s.colour[2] == GO_BLACK);
  go_sgf_free(&s);
  go_sgf_tree_node bad[] = {{1, 0, GO_WHITE, NULL}, {3, 1, GO_BLACK, NULL}};
  assert_int_equal(go_sgf_format_tree(&r, bad, 2, out, sizeof out), -1);
  assert_int_equal(go_sgf_format_tree(&r, bad + 1, 1, out, sizeof out), -1);
  FILE *f = tmpfile();
  assert_non_null(f);
  assert_int_equal(go_sgf_write_tree(f, &r, bad, 2), YOMI_EINVAL);
  assert_int_equal(go_sgf_write_tree(f, &r, t, 5), 0);
  file_holds(f, want);
  assert_int_equal(n, (int)strlen(want));
  char plain[256];
  go_sgf_format(&r, plain, sizeof plain);
  go_sgf_format_tree(&r, t, 0, out, sizeof out);
  assert_string_equal(out, plain);
}

/* The 64-point game reads and writes SGF as the big one does; it refuses boards past 64 points. */
static void test_sgf_small_game(void **state) {
  (void)state;
  const char *text = "(;GM[1]FF[4]CA[UTF-8]SZ[5:3]PL[W]\nAB[aa]\n;W[bb];B[ab];W[];B[cc])\n";
  go_sgf s;
  char err[128], a[512], b[512];
  int bad;
  assert_int_equal(go_sgf_parse(text, &s, err, sizeof err), 0);
  go_game g;
  go_biggame bg;
  assert_int_equal(go_game_from_sgf(&g, &s, GO_SUICIDE_FORBIDDEN, &bad), 0);
  assert_int_equal(go_biggame_from_sgf(&bg, &s, GO_SUICIDE_FORBIDDEN, &bad), 0);
  go_game_to_sgf(&g, a, sizeof a);
  go_biggame_to_sgf(&bg, b, sizeof b);
  assert_string_equal(a, text);
  assert_string_equal(b, text);
  go_game g2;
  assert_int_equal(go_game_from_big(&g2, &bg), 0);
  assert_int_equal(g2.len, g.len);
  for (int i = 0; i < g.len; i++) assert_true(go_board_same(&g.hist[i], &g2.hist[i]));
  assert_int_equal(go_game_board(&g2)->to_move, go_game_board(&g)->to_move);
  go_game_free(&g2);
  go_game_free(&g);
  go_biggame_free(&bg);
  go_sgf_free(&s);
  assert_int_equal(go_sgf_parse("(;SZ[9];B[cc];B[dd])", &s, err, sizeof err), 0);
  assert_int_equal(go_game_from_sgf(&g, &s, GO_SUICIDE_FORBIDDEN, &bad), YOMI_ESIZE);
  assert_int_equal(bad, -1);
  go_sgf_free(&s);
  assert_int_equal(go_sgf_parse("(;SZ[3];B[aa];B[bb])", &s, err, sizeof err), 0);
  assert_int_equal(go_game_from_sgf(&g, &s, GO_SUICIDE_FORBIDDEN, &bad), YOMI_EILLEGAL);
  assert_int_equal(bad, 1);
  go_sgf_free(&s);
}

static void test_sgf_errors(void **state) {
  (void)state;
  struct {
    const char *text;
    int err;
  } bad_sgf[] = {
      {"", YOMI_EPARSE},
      {"hello", YOMI_EPARSE},
      {"(;SZ[5];B[cc]", YOMI_EPARSE},  /* missing ')' */
      {"(;SZ[5];B[cc", YOMI_EPARSE},   /* unterminated value */
      {"(;SZ[5];B[zz])", YOMI_EPARSE}, /* off the board */
      {"(;SZ[5];B[c])", YOMI_EPARSE},  /* malformed point */
      {"(;SZ[five])", YOMI_EPARSE},
      {"(;SZ[20])", YOMI_ESIZE},
      {"(;SZ[5:3:1])", YOMI_EPARSE},
      {"(;GM[3]SZ[5])", YOMI_EPARSE},       /* not Go */
      {"(;SZ[5];B[cc]SZ[7])", YOMI_EPARSE}, /* SZ after the root */
      {"(;SZ[5]AE[cc])", YOMI_EPARSE},
      {"(;SZ[5];B)", YOMI_EPARSE},
      {"(;SZ[5]) junk", YOMI_EPARSE},
      {"(SZ[5])", YOMI_EPARSE},
      {"(;SZ[5];B[aa]W[bb])", YOMI_EPARSE}, /* two moves in one node */
      {"(;SZ[5];B[aa]B[bb])", YOMI_EPARSE},
      {"(;SZ[3]AB[aa:dd])", YOMI_EPARSE}, /* a compressed list off the board */
      {"(;SZ[3]AB[aa:b])", YOMI_EPARSE},
      {"(;SZ[3]AB[aa:cc])", YOMI_EILLEGAL}, /* setup stones without a liberty */
      {"(;SZ[3]AB[ab][ba]AW[aa])", YOMI_EILLEGAL},
      {"\xEF\xBB(;SZ[3])", YOMI_EPARSE}, /* half a byte order mark */
  };
  for (size_t i = 0; i < sizeof bad_sgf / sizeof bad_sgf[0]; i++) {
    go_sgf s;
    char err[128] = "";
    int e = go_sgf_parse(bad_sgf[i].text, &s, err, sizeof err);
    if (e != bad_sgf[i].err) fail_msg("SGF '%s': got %d, expected %d", bad_sgf[i].text, e, bad_sgf[i].err);
    assert_true(strncmp(err, "SGF: ", 5) == 0);
  }
  /* well-formed but illegal games: out of turn, occupied, superko */
  const char *illegal[] = {"(;SZ[3];B[aa];B[bb])", "(;SZ[3];B[aa];W[aa])",
                           "(;SZ[2];B[ab];W[ba];B[aa];W[bb];B[ab];W[aa];B[ab])"};
  int where[] = {1, 1, 6};
  for (int i = 0; i < 3; i++) {
    go_sgf s;
    char err[128];
    assert_int_equal(go_sgf_parse(illegal[i], &s, err, sizeof err), 0);
    go_biggame g;
    int bad;
    assert_int_equal(go_biggame_from_sgf(&g, &s, GO_SUICIDE_FORBIDDEN, &bad), YOMI_EILLEGAL);
    assert_int_equal(bad, where[i]);
    go_sgf_free(&s);
  }
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_sizes),
      cmocka_unit_test(test_coordinates),
      cmocka_unit_test(test_text_and_diagram),
      cmocka_unit_test(test_fixtures),
      cmocka_unit_test(test_long_cycle_is_not_basic_ko),
      cmocka_unit_test(test_one_point_board),
      cmocka_unit_test(test_undo_and_hash),
      cmocka_unit_test(test_sgf_round_trip),
      cmocka_unit_test(test_sgf_errors),
      cmocka_unit_test(test_sgf_ff4),
      cmocka_unit_test(test_sgf_writer),
      cmocka_unit_test(test_sgf_tree),
      cmocka_unit_test(test_komi_suicide),
      cmocka_unit_test(test_sgf_save_read),
      cmocka_unit_test(test_game_start),
      cmocka_unit_test(test_sgf_small_game),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
