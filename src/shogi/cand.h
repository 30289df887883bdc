/* shogi/cand: candidate positions of Shogi-like variants (Ishii & Tanaka 2026, section 3.2) as a
 * small self-contained struct, the variant table that defines them, and their SFEN text form. */
#ifndef YOMI_SHOGI_CAND_H
#define YOMI_SHOGI_CAND_H
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "shogi/position.h" /* SHOGI_BLACK, SHOGI_WHITE */

/* Basic piece types (type before promotion) in the seed's order i = 0..7 (section 3.2). This order
 * is part of the ranking and of the lexicographic order used by the canonical filter. */
enum {
  SHOGI_BT_KING = 0,
  SHOGI_BT_GOLD,
  SHOGI_BT_KNIGHT,
  SHOGI_BT_LANCE,
  SHOGI_BT_PAWN,
  SHOGI_BT_SILVER,
  SHOGI_BT_ROOK,
  SHOGI_BT_BISHOP,
  SHOGI_BT_N
};

/* The four owner/promotion classes of a piece on the board, in the seed's order of the components
 * of B_i: (Black, promoted), (White, promoted), (Black, unpromoted), (White, unpromoted). */
enum { SHOGI_CL_BP = 0, SHOGI_CL_WP, SHOGI_CL_BU, SHOGI_CL_WU, SHOGI_CL_N };

/* A cell holds 0 (empty) or 1 + 4 * basic type + class, so cells compare in the seed's piece order:
 * by basic type, then promoted before unpromoted, then Black before White. */
#define SHOGI_CELL(bt, cl) ((uint8_t)(1 + 4 * (bt) + (cl)))
#define SHOGI_CELL_BT(c) (((c)-1) >> 2)
#define SHOGI_CELL_CL(c) (((c)-1) & 3)
#define SHOGI_CL_OWNER(cl) ((cl)&1) /* SHOGI_BLACK or SHOGI_WHITE */
#define SHOGI_CL_PROMOTED(cl) ((cl) < 2)

enum { SHOGI_CAND_MAX_FILES = 9, SHOGI_CAND_MAX_RANKS = 9, SHOGI_CAND_MAX_SQ = 81 };

/* A variant: board size and piece set. Squares are (x, y) with x = files - file number (x = 0 is the
 * leftmost file seen from Black, file 9 in Shogi) and y = rank - 1 (y = 0 is rank a, White's side);
 * square index = ranks * x + y, the seed's 9x + y (5x + y in Mini Shogi).
 * Invariant: total[SHOGI_BT_KING] == 2; files, ranks in 1..9; files * ranks >= 2;
 * total[i] <= 255 (the ranking tables add their own size limits, see shogi_count_init). */
typedef struct shogi_cand_variant {
  const char *name;
  int files, ranks;
  int total[SHOGI_BT_N]; /* s_i: pieces of basic type i in the game, both players, board and hand */
} shogi_cand_variant;

/* The built-in variants: "shogi" (9x9, s = 2,4,4,4,18,4,2,2) and "minishogi" (5x5, two each of
 * King, Gold, Silver, Rook, Bishop, Pawn). NULL for an unknown name. */
const shogi_cand_variant *shogi_cand_variant_by_name(const char *name);
/* Checks the invariant above. 0 or YOMI_EINVAL. */
int shogi_cand_variant_check(const shogi_cand_variant *v);
/* Whether basic type bt can be promoted (all but King and Gold). */
bool shogi_bt_promotable(int bt);

/* A position as the seed defines it (section 2.3.1): board, pieces in hand, side to move. Only the
 * first files * ranks entries of sq are used (the rest stay 0).
 * Invariant of a candidate (shogi_cand_check): one unpromoted King of each side on the board, no King
 * in hand, no promoted Gold, board plus hands of type i hold exactly total[i] pieces. */
typedef struct shogi_cand {
  uint8_t sq[SHOGI_CAND_MAX_SQ]; /* SHOGI_CELL(...) or 0 */
  uint8_t hand[2][SHOGI_BT_N];   /* [SHOGI_BLACK/WHITE][basic type] */
  uint8_t side;                  /* side to move; candidates of P_K have SHOGI_BLACK */
} shogi_cand;

static inline int shogi_sq(const shogi_cand_variant *v, int x, int y) { return v->ranks * x + y; }

/* 0 if c is a well-formed position of v (invariant above), else YOMI_EINVAL. */
int shogi_cand_check(const shogi_cand_variant *v, const shogi_cand *c);
/* Whether the King placement of c is no greater than that of its horizontal reflection
 * (section 3.2.1: kappa(p) <= kappa(Hflip(p))). c must hold one King of each side. */
bool shogi_cand_k_canonical(const shogi_cand_variant *v, const shogi_cand *c);
/* dst = Hflip(src): the board mirrored left-right (x -> files - 1 - x), hands and side unchanged. */
void shogi_cand_hflip(const shogi_cand_variant *v, const shogi_cand *src, shogi_cand *dst);

/* Writes c as SFEN ("<board> <side> <hands> 1"): ranks from a, files from the highest, upper case
 * Black, '+' for promoted, hands in the order R B G S N L P with counts like 2P, '-' if none.
 * Returns the length, or YOMI_ERANGE if it does not fit in len bytes (with the NUL). */
int shogi_cand_to_sfen(const shogi_cand_variant *v, const shogi_cand *c, char *buf, size_t len);
/* Parses SFEN for variant v (move number optional) with the rules core's parser, shogi_pos_from_sfen,
 * so there is one SFEN grammar. 0; YOMI_EPARSE if it is malformed (its message: shogi_pos_from_sfen);
 * YOMI_EINVAL if it is well-formed but not a candidate (shogi_cand_check: the piece set must be full)
 * or v is not a variant the rules core knows. */
int shogi_cand_from_sfen(const shogi_cand_variant *v, const char *sfen, shogi_cand *c);

/* Conversions to and from the rules core's position (shogi/position.h). Only variants the rules
 * core knows (same name and board size: "shogi", "minishogi") convert; YOMI_EINVAL otherwise, or
 * if c is not well-formed (shogi_cand_check). The rules core's square is row * n + col with
 * row = y and col = x. */
int shogi_cand_to_pos(const shogi_cand_variant *v, const shogi_cand *c, shogi_pos *p);
int shogi_cand_from_pos(const shogi_cand_variant *v, const shogi_pos *p, shogi_cand *c);
/* The conversion itself, without the checks, under any rules variant of the same board size (the
 * estimator's hot path; also shrunken test variants whose piece set the rules core is given). */
int shogi_cand_to_rules(const shogi_cand_variant *v, const shogi_cand *c, const shogi_variant *rv,
                        shogi_pos *p);

#endif
