/* shogi/cand: the variant table, well-formedness and K-canonicality of candidate positions, Hflip,
 * and SFEN writing (SFEN is parsed by the rules core: shogi_cand_from_sfen in cand_pos.c). */
#include "shogi/cand.h"
#include "core/error.h"
#include <stdio.h>
#include <string.h>

static const shogi_cand_variant variants[] = {
    /* King, Gold, Knight, Lance, Pawn, Silver, Rook, Bishop (section 3.2: s = 2,4,4,4,18,4,2,2) */
    {"shogi", 9, 9, {2, 4, 4, 4, 18, 4, 2, 2}},
    /* Mini Shogi (section 2.2): 12 pieces, two each of King, Gold, Silver, Rook, Bishop, Pawn */
    {"minishogi", 5, 5, {2, 2, 0, 0, 2, 2, 2, 2}},
};

const shogi_cand_variant *shogi_cand_variant_by_name(const char *name) {
  if (!name) return NULL;
  for (size_t i = 0; i < sizeof variants / sizeof variants[0]; i++)
    if (strcmp(variants[i].name, name) == 0) return &variants[i];
  return NULL;
}

int shogi_cand_variant_check(const shogi_cand_variant *v) {
  if (!v || v->files < 1 || v->files > SHOGI_CAND_MAX_FILES || v->ranks < 1 ||
      v->ranks > SHOGI_CAND_MAX_RANKS || v->files * v->ranks < 2)
    return YOMI_EINVAL;
  if (v->total[SHOGI_BT_KING] != 2) return YOMI_EINVAL;
  for (int bt = 1; bt < SHOGI_BT_N; bt++)
    if (v->total[bt] < 0 || v->total[bt] > 255) return YOMI_EINVAL;
  return 0;
}

bool shogi_bt_promotable(int bt) { return bt != SHOGI_BT_KING && bt != SHOGI_BT_GOLD; }

int shogi_cand_check(const shogi_cand_variant *v, const shogi_cand *c) {
  int n = v->files * v->ranks;
  int count[SHOGI_BT_N] = {0}, kings[2] = {0, 0};
  if (c->side > SHOGI_WHITE) return YOMI_EINVAL;
  for (int s = 0; s < SHOGI_CAND_MAX_SQ; s++) {
    uint8_t cell = c->sq[s];
    if (!cell) continue;
    if (s >= n || cell > SHOGI_CELL(SHOGI_BT_N - 1, SHOGI_CL_N - 1)) return YOMI_EINVAL;
    int bt = SHOGI_CELL_BT(cell), cl = SHOGI_CELL_CL(cell);
    if (SHOGI_CL_PROMOTED(cl) && !shogi_bt_promotable(bt)) return YOMI_EINVAL;
    if (bt == SHOGI_BT_KING) kings[SHOGI_CL_OWNER(cl)]++;
    count[bt]++;
  }
  if (kings[SHOGI_BLACK] != 1 || kings[SHOGI_WHITE] != 1) return YOMI_EINVAL;
  if (c->hand[SHOGI_BLACK][SHOGI_BT_KING] || c->hand[SHOGI_WHITE][SHOGI_BT_KING]) return YOMI_EINVAL;
  for (int bt = 0; bt < SHOGI_BT_N; bt++)
    if (count[bt] + c->hand[SHOGI_BLACK][bt] + c->hand[SHOGI_WHITE][bt] != v->total[bt]) return YOMI_EINVAL;
  return 0;
}

/* Square of the King of owner `who`, or -1. */
static int king_square(const shogi_cand_variant *v, const shogi_cand *c, int who) {
  uint8_t want = SHOGI_CELL(SHOGI_BT_KING, who == SHOGI_BLACK ? SHOGI_CL_BU : SHOGI_CL_WU);
  for (int s = 0; s < v->files * v->ranks; s++)
    if (c->sq[s] == want) return s;
  return -1;
}

static int flip_square(const shogi_cand_variant *v, int s) {
  int x = s / v->ranks, y = s % v->ranks;
  return shogi_sq(v, v->files - 1 - x, y);
}

bool shogi_cand_k_canonical(const shogi_cand_variant *v, const shogi_cand *c) {
  int b = king_square(v, c, SHOGI_BLACK), w = king_square(v, c, SHOGI_WHITE);
  int fb = flip_square(v, b), fw = flip_square(v, w);
  return b < fb || (b == fb && w <= fw);
}

void shogi_cand_hflip(const shogi_cand_variant *v, const shogi_cand *src, shogi_cand *dst) {
  shogi_cand t = *src;
  for (int s = 0; s < v->files * v->ranks; s++) t.sq[flip_square(v, s)] = src->sq[s];
  *dst = t;
}

static const char letter[SHOGI_BT_N] = {'K', 'G', 'N', 'L', 'P', 'S', 'R', 'B'};
/* SFEN's customary order of pieces in hand. */
static const int hand_order[] = {SHOGI_BT_ROOK,   SHOGI_BT_BISHOP, SHOGI_BT_GOLD, SHOGI_BT_SILVER,
                                 SHOGI_BT_KNIGHT, SHOGI_BT_LANCE,  SHOGI_BT_PAWN};

/* Appends to buf at *pos; returns false if it would not fit (with the final NUL). */
static bool put(char *buf, size_t len, size_t *pos, const char *s, size_t n) {
  if (*pos + n + 1 > len) return false;
  memcpy(buf + *pos, s, n);
  *pos += n;
  buf[*pos] = 0;
  return true;
}

int shogi_cand_to_sfen(const shogi_cand_variant *v, const shogi_cand *c, char *buf, size_t len) {
  size_t pos = 0;
  char tmp[16];
  if (len == 0) return YOMI_ERANGE;
  buf[0] = 0;
  for (int y = 0; y < v->ranks; y++) {
    int empty = 0;
    for (int x = 0; x < v->files; x++) {
      uint8_t cell = c->sq[shogi_sq(v, x, y)];
      if (!cell) {
        empty++;
        continue;
      }
      if (empty) {
        tmp[0] = (char)('0' + empty);
        if (!put(buf, len, &pos, tmp, 1)) return YOMI_ERANGE;
        empty = 0;
      }
      int bt = SHOGI_CELL_BT(cell), cl = SHOGI_CELL_CL(cell), n = 0;
      if (SHOGI_CL_PROMOTED(cl)) tmp[n++] = '+';
      tmp[n++] = SHOGI_CL_OWNER(cl) == SHOGI_BLACK ? letter[bt] : (char)(letter[bt] - 'A' + 'a');
      if (!put(buf, len, &pos, tmp, (size_t)n)) return YOMI_ERANGE;
    }
    if (empty) {
      tmp[0] = (char)('0' + empty);
      if (!put(buf, len, &pos, tmp, 1)) return YOMI_ERANGE;
    }
    if (y + 1 < v->ranks && !put(buf, len, &pos, "/", 1)) return YOMI_ERANGE;
  }
  if (!put(buf, len, &pos, c->side == SHOGI_BLACK ? " b " : " w ", 3)) return YOMI_ERANGE;
  bool any = false;
  for (int who = 0; who < 2; who++)
    for (size_t k = 0; k < sizeof hand_order / sizeof hand_order[0]; k++) {
      int bt = hand_order[k], h = c->hand[who][bt];
      if (!h) continue;
      int n = h > 1 ? snprintf(tmp, sizeof tmp, "%d", h) : 0;
      tmp[n++] = who == SHOGI_BLACK ? letter[bt] : (char)(letter[bt] - 'A' + 'a');
      if (!put(buf, len, &pos, tmp, (size_t)n)) return YOMI_ERANGE;
      any = true;
    }
  if (!any && !put(buf, len, &pos, "-", 1)) return YOMI_ERANGE;
  if (!put(buf, len, &pos, " 1", 2)) return YOMI_ERANGE;
  return (int)pos;
}
