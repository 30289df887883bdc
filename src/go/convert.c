/* go/convert: a position or a game of one board width as the other, for what is written once over
 * go_bigboard (text and SGF I/O) and for handing a go_biggame to the 64-point solver. */
#include "core/error.h"
#include "go/board.h"

void go_bigboard_from_small(go_bigboard *out, const go_board *b) {
  go_bigboard_init(out, b->rows, b->cols, (go_suicide)b->suicide); /* any go_board fits */
  for (int p = 0; p < b->npoints; p++) go_bigboard_set(out, p, go_board_get(b, p));
  out->to_move = b->to_move;
  out->passes = b->passes;
}

int go_board_from_big(go_board *out, const go_bigboard *b) {
  go_board s;
  int err = go_board_init(&s, b->rows, b->cols, (go_suicide)b->suicide);
  if (err) return err;
  for (int p = 0; p < b->npoints; p++) go_board_set(&s, p, go_bigboard_get(b, p));
  s.to_move = b->to_move;
  s.passes = b->passes;
  *out = s;
  return YOMI_OK;
}

int go_game_from_big(go_game *out, const go_biggame *g) {
  go_board start;
  int err = go_board_from_big(&start, &g->hist[0]);
  if (!err) err = go_game_init(out, &start);
  if (err) return err;
  for (int i = 0; i + 1 < g->len; i++) {
    err = go_game_play(out, g->moves[i]); /* legal: the same rules on the same boards */
    if (err) {
      go_game_free(out);
      return err;
    }
  }
  return YOMI_OK;
}
