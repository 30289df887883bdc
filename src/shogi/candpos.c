/* shogi/candpos: candidate (x, y, basic type, class) -> rules position (square, piece type, color). */
#include "shogi/candpos.h"
#include "core/error.h"

/* Rules piece type of each basic type in the seed's order K, G, N, L, P, S, R, B. */
static const int type_of_bt[SHOGI_BT_N] = {SHOGI_K, SHOGI_G, SHOGI_N, SHOGI_L,
                                           SHOGI_P, SHOGI_S, SHOGI_R, SHOGI_B};

int shogi_candpos_convert(const shogi_cand_variant *cv, const shogi_cand *c, const shogi_variant *rules,
                          shogi_pos *out) {
  if (cv->files != rules->n || cv->ranks != rules->n) return YOMI_EINVAL;
  int n = rules->n;
  shogi_pos_clear(out, rules);
  for (int x = 0; x < n; x++)
    for (int y = 0; y < n; y++) {
      uint8_t cell = c->sq[shogi_sq(cv, x, y)];
      if (!cell) continue;
      int bt = SHOGI_CELL_BT(cell), cl = SHOGI_CELL_CL(cell);
      int type = type_of_bt[bt] + (SHOGI_CL_PROMOTED(cl) ? SHOGI_PROMOTE : 0);
      shogi_pos_put(out, y * n + x, SHOGI_PIECE(SHOGI_CL_OWNER(cl), type));
    }
  for (int color = 0; color < 2; color++)
    for (int bt = 1; bt < SHOGI_BT_N; bt++)
      if (c->hand[color][bt]) shogi_pos_set_hand(out, color, type_of_bt[bt], c->hand[color][bt]);
  shogi_pos_set_side(out, c->side);
  return 0;
}
