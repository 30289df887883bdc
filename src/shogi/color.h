/* shogi/color: the two sides, shared by the rules (position.h) and the candidate sets (cand.h). */
#ifndef YOMI_SHOGI_COLOR_H
#define YOMI_SHOGI_COLOR_H
enum { SHOGI_BLACK = 0, SHOGI_WHITE = 1 };
#endif
