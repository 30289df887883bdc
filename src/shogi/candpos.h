/* shogi/candpos: a candidate position of the counting module (shogi/cand.h, the seed's section 3.2
 * layout) as a position of the rules engine (shogi/position.h), so the filters can judge it. */
#ifndef YOMI_SHOGI_CANDPOS_H
#define YOMI_SHOGI_CANDPOS_H
#include "shogi/cand.h"
#include "shogi/position.h"

/* *out = c under the rules of `rules` (same board size). 0, or YOMI_EINVAL if the sizes differ. */
int shogi_candpos_convert(const shogi_cand_variant *cv, const shogi_cand *c, const shogi_variant *rules,
                          shogi_pos *out);

#endif
