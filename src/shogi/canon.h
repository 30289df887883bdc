/* shogi/canon: the canonical filter of section 4.1 (Ishii & Tanaka 2026): a Black-to-move position p
 * is canonical iff p <= Hflip(p) in the lexicographic order of section 3.2. */
#ifndef YOMI_SHOGI_CANON_H
#define YOMI_SHOGI_CANON_H
#include <stdbool.h>

#include "shogi/cand.h"

/* Compares the boards of a and b in the seed's order: each board is the list of (piece, square
 * index) pairs of its pieces sorted ascending, where pieces are ordered by basic type, then
 * promoted before unpromoted, then Black before White (the cell code order), and the lists are
 * compared lexicographically (a proper prefix is smaller). Hands and side to move are not compared.
 * Returns <0, 0 or >0. */
int shogi_canon_compare(const shogi_cand_variant *v, const shogi_cand *a, const shogi_cand *b);
/* Whether c <= Hflip(c): the filter keeps c as the representative of {c, Hflip(c)}. */
bool shogi_canon_is_canonical(const shogi_cand_variant *v, const shogi_cand *c);

#endif
