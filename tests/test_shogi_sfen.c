/* Tests of shogi/sfen: round trips, the errors of bad SFEN, and a fuzz run of random and mutated
 * strings through the parser (every input either parses to a position that passes shogi_pos_check
 * and prints back to an equal position, or is refused with a message). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <string.h>

#include "core/error.h"
#include "core/rng.h"
#include "shogi/position.h"

static const shogi_variant *V(shogi_variant_id id) { return shogi_variant_get(id); }

static void test_round_trip(void **state) {
  (void)state;
  static const struct {
    shogi_variant_id v;
    const char *sfen;
  } cases[] = {
      {SHOGI_VARIANT_SHOGI, "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"},
      {SHOGI_VARIANT_MINI, "rbsgk/4p/5/P4/KGSBR b - 1"},
      {SHOGI_VARIANT_SHOGI, "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1"},
      {SHOGI_VARIANT_SHOGI, "9/9/9/3k5/9/5K3/9/9/9 b RB2G2S2N2L9Prb2g2s2n2l9p 1"},
      {SHOGI_VARIANT_SHOGI, "4k4/9/9/9/9/9/9/9/4K4 b 2R2B4G4S4N4L18P 1"},
      {SHOGI_VARIANT_MINI, "+P1s+B+R/2b2/3k1/1K3/5 w RGSPg 1"},
  };
  char err[160], out[256];
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
    shogi_pos p;
    if (shogi_pos_from_sfen(&p, V(cases[i].v), cases[i].sfen, err, sizeof err))
      fail_msg("%s: %s", cases[i].sfen, err);
    assert_int_equal(shogi_pos_check(&p), 0);
    shogi_pos_to_sfen(&p, out, sizeof out);
    assert_string_equal(out, cases[i].sfen);
  }
  /* Hands in any order and move numbers of any length read the same; the output order is RBGSNLP. */
  shogi_pos a, b;
  assert_int_equal(
      shogi_pos_from_sfen(&a, V(SHOGI_VARIANT_SHOGI), "4k4/9/9/9/9/9/9/9/4K4 b P2GRp 77", err, sizeof err),
      0);
  assert_int_equal(
      shogi_pos_from_sfen(&b, V(SHOGI_VARIANT_SHOGI), "4k4/9/9/9/9/9/9/9/4K4 b R2GPp", err, sizeof err), 0);
  assert_true(shogi_pos_equal(&a, &b));
  assert_true(a.hash == b.hash);
  shogi_pos_to_sfen(&a, out, sizeof out);
  assert_string_equal(out, "4k4/9/9/9/9/9/9/9/4K4 b R2GPp 1");
}

static void test_piece_encoding(void **state) {
  (void)state;
  char err[160];
  shogi_pos p;
  assert_int_equal(shogi_pos_from_sfen(&p, V(SHOGI_VARIANT_SHOGI),
                                       "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1", err,
                                       sizeof err),
                   0);
  assert_int_equal(p.board[0], SHOGI_PIECE(SHOGI_WHITE, SHOGI_L));         /* 9a */
  assert_int_equal(p.board[4], SHOGI_PIECE(SHOGI_WHITE, SHOGI_K));         /* 5a */
  assert_int_equal(p.board[7 * 9 + 1], SHOGI_PIECE(SHOGI_BLACK, SHOGI_B)); /* 8h */
  assert_int_equal(p.board[7 * 9 + 7], SHOGI_PIECE(SHOGI_BLACK, SHOGI_R)); /* 2h */
  assert_int_equal(p.king[SHOGI_BLACK], 8 * 9 + 4);
  assert_true(shogi_pos_is_complete(&p));
  assert_int_equal(
      shogi_pos_from_sfen(&p, V(SHOGI_VARIANT_MINI), "+P1s+B+R/2b2/3k1/1K3/5 w RGSPg 1", err, sizeof err), 0);
  assert_int_equal(p.board[0], SHOGI_PIECE(SHOGI_BLACK, SHOGI_PP));
  assert_int_equal(p.board[3], SHOGI_PIECE(SHOGI_BLACK, SHOGI_PB));
  assert_int_equal(p.board[4], SHOGI_PIECE(SHOGI_BLACK, SHOGI_PR));
  assert_int_equal(p.hand[SHOGI_BLACK][SHOGI_R], 1);
  assert_int_equal(p.hand[SHOGI_WHITE][SHOGI_G], 1);
  assert_int_equal(p.side, SHOGI_WHITE);
  assert_true(shogi_pos_is_complete(&p));
}

static void test_bad_sfen(void **state) {
  (void)state;
  static const struct {
    shogi_variant_id v;
    const char *sfen, *why;
  } bad[] = {
      {SHOGI_VARIANT_SHOGI, "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNX b - 1", "letter"},
      {SHOGI_VARIANT_SHOGI, "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSN b - 1", "squares"},
      {SHOGI_VARIANT_SHOGI, "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNLL b - 1", "squares"},
      {SHOGI_VARIANT_SHOGI, "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1 b - 1", "ranks"},
      {SHOGI_VARIANT_SHOGI, "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL/9 b - 1", "ranks"},
      {SHOGI_VARIANT_SHOGI, "lnsgkgsnl/1r5b1/ppppppppp/9/4K4/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
       "two Black Kings"},
      {SHOGI_VARIANT_SHOGI, "lnsg1gsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
       "no White King"},
      {SHOGI_VARIANT_SHOGI, "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b P 1", "too many P"},
      {SHOGI_VARIANT_SHOGI, "lnsgkgsnl/1r5b1/ppppppppp/9/4R4/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
       "too many R"},
      {SHOGI_VARIANT_SHOGI, "4k4/9/9/9/9/9/9/9/4K4 b 19P 1", "too many P"},
      {SHOGI_VARIANT_SHOGI, "4k4/9/9/9/9/9/9/9/4K4 b K 1", "hand: bad piece"},
      {SHOGI_VARIANT_SHOGI, "4k4/9/9/9/9/9/9/9/4K4 b 0P 1", "hand: count"},
      {SHOGI_VARIANT_SHOGI, "4k4/9/9/9/9/9/9/9/4K4 b PP 1", "given twice"},
      {SHOGI_VARIANT_SHOGI, "4k4/9/9/9/9/9/9/9/4K4 b +P 1", "hand: bad piece"},
      {SHOGI_VARIANT_SHOGI, "4k4/9/9/9/9/9/9/9/4K4 x - 1", "side to move"},
      {SHOGI_VARIANT_SHOGI, "4k4/9/9/9/9/9/9/9/4K4 b", "missing hand"},
      {SHOGI_VARIANT_SHOGI, "4k4/9/9/9/9/9/9/9/4+K4 b - 1", "cannot be promoted"},
      {SHOGI_VARIANT_SHOGI, "4k4/9/9/9/9/9/9/9/4K4 b - 1 junk", "unexpected text"},
      {SHOGI_VARIANT_SHOGI, "44k1/9/9/9/9/9/9/9/4K4 b - 1", "too long"},
      {SHOGI_VARIANT_MINI, "rbsgk/4p/5/P4/KGSBN b - 1", "letter"},
      {SHOGI_VARIANT_MINI, "rbsgk/4p/5/P4/KGSBR b L 1", "hand: bad piece"},
      {SHOGI_VARIANT_MINI, "rbsgk/4p/6/P4/KGSBR b - 1", "more than 5 squares"},
      {SHOGI_VARIANT_MINI, "rbsgk/4p/5/P4/KGSBR b P 1", "too many P"},
      {SHOGI_VARIANT_MINI, "", "squares"},
  };
  char err[160];
  for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
    shogi_pos p;
    err[0] = 0;
    int rc = shogi_pos_from_sfen(&p, V(bad[i].v), bad[i].sfen, err, sizeof err);
    if (rc != YOMI_EPARSE) fail_msg("accepted: %s", bad[i].sfen);
    if (!strstr(err, bad[i].why)) fail_msg("%s: message '%s' lacks '%s'", bad[i].sfen, err, bad[i].why);
  }
}

/* Feed the parser random byte strings and mutations of valid SFEN; it must never crash, and what it
 * accepts must be a well-formed position that survives a round trip. */
static void test_fuzz(void **state) {
  (void)state;
  static const char *seeds[] = {
      "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
      "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1",
      "rbsgk/4p/5/P4/KGSBR b - 1",
      "+P1s+B+R/2b2/3k1/1K3/5 w RGSPg 1",
  };
  static const char alphabet[] = "plnsgbrkPLNSGBRK+/ 0123456789bw-";
  rng_stream r;
  rng_init(&r, 20261129, 0);
  char buf[300], err[160], out[256];
  int accepted = 0;
  for (int i = 0; i < 40000; i++) {
    size_t len;
    if (i % 2 == 0) {
      len = (size_t)rng_below(&r, 120);
      for (size_t k = 0; k < len; k++)
        buf[k] = (i % 4 == 0) ? (char)(1 + rng_below(&r, 255)) : alphabet[rng_below(&r, sizeof alphabet - 1)];
    } else {
      const char *s = seeds[rng_below(&r, 4)];
      len = strlen(s);
      memcpy(buf, s, len);
      int edits = 1 + (int)rng_below(&r, 3);
      for (int e = 0; e < edits && len > 0; e++) {
        size_t at = (size_t)rng_below(&r, len);
        switch (rng_below(&r, 3)) {
          case 0: buf[at] = alphabet[rng_below(&r, sizeof alphabet - 1)]; break;
          case 1:
            memmove(buf + at, buf + at + 1, len - at - 1);
            len--;
            break;
          default:
            if (len < sizeof buf - 2) {
              memmove(buf + at + 1, buf + at, len - at);
              buf[at] = alphabet[rng_below(&r, sizeof alphabet - 1)];
              len++;
            }
        }
      }
    }
    buf[len] = 0;
    shogi_variant_id vid = (shogi_variant_id)rng_below(&r, 2);
    shogi_pos p, q;
    err[0] = 0;
    int rc = shogi_pos_from_sfen(&p, V(vid), buf, err, sizeof err);
    if (rc) {
      assert_int_equal(rc, YOMI_EPARSE);
      assert_true(err[0] != 0);
      continue;
    }
    accepted++;
    assert_int_equal(shogi_pos_check(&p), 0);
    shogi_pos_to_sfen(&p, out, sizeof out);
    assert_int_equal(shogi_pos_from_sfen(&q, V(vid), out, err, sizeof err), 0);
    assert_true(shogi_pos_equal(&p, &q));
    /* whatever was accepted, legal or not, the generators run on it within their bounds */
    static shogi_move moves[SHOGI_MAX_MOVES], prev[SHOGI_MAX_PREV];
    int nm = shogi_gen_legal(&p, moves);
    assert_true(nm >= 0 && nm <= 709);
    int np = shogi_prev_gen(&p, prev);
    assert_true(np >= 0 && np < SHOGI_MAX_PREV);
    if (!shogi_pos_legal(&p)) assert_int_equal(np, 0);
  }
  assert_true(accepted > 100); /* the mutations do reach the accepting paths */
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_round_trip),
      cmocka_unit_test(test_piece_encoding),
      cmocka_unit_test(test_bad_sfen),
      cmocka_unit_test(test_fuzz),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
