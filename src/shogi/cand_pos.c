/* shogi/cand_pos: converts candidate positions (shogi/cand) to and from the rules core's shogi_pos,
 * so sampled candidates can be filtered and searched by the move and un-move generators, and SFEN is
 * read into a candidate through the rules core's one parser. */
#include "core/error.h"
#include "shogi/cand.h"
#include "shogi/position.h"
#include <string.h>

/* The rules core's base type of each of our basic types (King, Gold, Knight, Lance, Pawn, Silver,
 * Rook, Bishop); its promoted type is base + SHOGI_PROMOTE. */
static const int pos_type[SHOGI_BT_N] = {SHOGI_K, SHOGI_G, SHOGI_N, SHOGI_L,
                                         SHOGI_P, SHOGI_S, SHOGI_R, SHOGI_B};

static const shogi_variant *rules_variant(const shogi_cand_variant *v) {
  const shogi_variant *rv = shogi_variant_by_name(v->name);
  if (!rv || rv->n != v->files || rv->n != v->ranks) return NULL;
  return rv;
}

int shogi_cand_to_pos(const shogi_cand_variant *v, const shogi_cand *c, shogi_pos *p) {
  const shogi_variant *rv = rules_variant(v);
  if (!rv || shogi_cand_check(v, c)) return YOMI_EINVAL;
  return shogi_cand_to_rules(v, c, rv, p);
}

int shogi_cand_to_rules(const shogi_cand_variant *v, const shogi_cand *c, const shogi_variant *rv,
                        shogi_pos *p) {
  if (rv->n != v->files || rv->n != v->ranks) return YOMI_EINVAL;
  shogi_pos_clear(p, rv);
  for (int x = 0; x < v->files; x++)
    for (int y = 0; y < v->ranks; y++) {
      uint8_t cell = c->sq[shogi_sq(v, x, y)];
      if (!cell) continue;
      int bt = SHOGI_CELL_BT(cell), cl = SHOGI_CELL_CL(cell);
      int type = pos_type[bt] + (SHOGI_CL_PROMOTED(cl) ? SHOGI_PROMOTE : 0);
      shogi_pos_put(p, y * rv->n + x, SHOGI_PIECE(SHOGI_CL_OWNER(cl), type));
    }
  for (int who = 0; who < 2; who++)
    for (int bt = 1; bt < SHOGI_BT_N; bt++)
      if (c->hand[who][bt]) shogi_pos_set_hand(p, who, pos_type[bt], c->hand[who][bt]);
  shogi_pos_set_side(p, c->side);
  return 0;
}

int shogi_cand_from_sfen(const shogi_cand_variant *v, const char *sfen, shogi_cand *c) {
  const shogi_variant *rv = rules_variant(v);
  shogi_pos p;
  memset(c, 0, sizeof *c);
  if (!rv) return YOMI_EINVAL;
  if (shogi_pos_from_sfen(&p, rv, sfen, NULL, 0)) return YOMI_EPARSE;
  return shogi_cand_from_pos(v, &p, c);
}

int shogi_cand_from_pos(const shogi_cand_variant *v, const shogi_pos *p, shogi_cand *c) {
  const shogi_variant *rv = rules_variant(v);
  if (!rv || p->v != rv) return YOMI_EINVAL;
  memset(c, 0, sizeof *c);
  for (int sq = 0; sq < rv->nsq; sq++) {
    uint8_t pc = p->board[sq];
    if (!pc) continue;
    int type = SHOGI_TYPE(pc), promoted = type > SHOGI_K, base = promoted ? type - SHOGI_PROMOTE : type;
    int bt = 0;
    while (bt < SHOGI_BT_N && pos_type[bt] != base) bt++;
    if (bt == SHOGI_BT_N) return YOMI_EINVAL;
    int cl = (promoted ? SHOGI_CL_BP : SHOGI_CL_BU) + SHOGI_COLOR(pc);
    c->sq[shogi_sq(v, sq % rv->n, sq / rv->n)] = SHOGI_CELL(bt, cl);
  }
  for (int who = 0; who < 2; who++)
    for (int bt = 1; bt < SHOGI_BT_N; bt++) c->hand[who][bt] = p->hand[who][pos_type[bt]];
  c->side = p->side;
  return shogi_cand_check(v, c);
}
