/* go/convert: go_bigboard to go_board, go_biggame to go_game (see convert.h). */
#include "go/convert.h"

int go_bigboard_to_board(const go_bigboard *big, go_board *b) {
  int rc = go_board_init(b, big->rows, big->cols, (go_suicide)big->suicide);
  if (rc) return rc;
  for (int p = 0; p < big->npoints; p++)
    if (go_bigboard_get(big, p) != GO_EMPTY) go_board_set(b, p, go_bigboard_get(big, p));
  b->to_move = big->to_move; /* a start position may set these (go/board_tmpl.h) */
  b->passes = big->passes;
  return 0;
}

int go_biggame_to_game(const go_biggame *big, go_game *g) {
  go_board b;
  int rc = go_bigboard_to_board(&big->hist[0], &b);
  if (rc || (rc = go_game_init(g, &b))) return rc;
  for (int i = 0; i + 1 < big->len; i++)
    if ((rc = go_game_play(g, big->moves[i]))) {
      go_game_free(g);
      return rc;
    }
  return 0;
}
