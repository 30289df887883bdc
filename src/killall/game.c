/* killall/game: the setup, then play judged after every move (see game.h). */
#include "killall/game.h"
#include "core/error.h"
#include "core/text.h"
#include <stdio.h>
#include <string.h>

int killall_game_init(killall_game *k, killall_setup_kind kind, int rows, int cols, int attacker_colour,
                      const char **why) {
  memset(k, 0, sizeof *k);
  k->attacker = attacker_colour == GO_WHITE ? GO_WHITE : GO_BLACK;
  k->suicide = GO_SUICIDE_ALLOWED;
  int err = killall_setup_init(&k->setup, kind, rows, cols, why);
  if (err) return err;
  return kind == KILLALL_FIXED ? 0 : killall_game_sync(k);
}

void killall_game_free(killall_game *k) {
  if (k->started) go_biggame_free(&k->game);
  k->started = false;
}

int killall_game_fixed(killall_game *k, int rows, int cols, int attacker_colour, const int *stones, int n,
                       const char **why) {
  int err = killall_game_init(k, KILLALL_FIXED, rows, cols, attacker_colour, why);
  for (int i = 0; i < n && !err; i++) err = killall_setup_fixed_stone(&k->setup, stones[i], why);
  if (!err && (err = killall_game_sync(k))) *why = "out of memory";
  if (err) killall_game_free(k);
  return err;
}

int killall_game_sync(killall_game *k) {
  if (k->started || k->setup.ask != KILLALL_SETUP_DONE) return 0;
  go_bigboard b;
  int err = go_bigboard_init(&b, k->setup.rows, k->setup.cols, k->suicide);
  if (err) return err;
  for (int i = 0; i < k->setup.nstones; i++) go_bigboard_set(&b, k->setup.stones[i], k->attacker);
  /* The Defender makes the first ordinary move. (The board has no setter for the side to move;
   * it is not part of the hash, so setting the field keeps every board invariant.) */
  b.to_move = (uint8_t)GO_OTHER(k->attacker);
  err = go_biggame_init(&k->game, &b);
  if (err) return err;
  k->started = true;
  k->winner = killall_go_biggame_judge(&k->game, k->attacker, &k->why);
  return 0;
}

int killall_game_play(killall_game *k, int point, const char **why) {
  if (!k->started) {
    *why = "the setup is not finished";
    return YOMI_EILLEGAL;
  }
  if (k->winner != KILLALL_NOROLE) {
    *why = "the game is over";
    return YOMI_EILLEGAL;
  }
  const go_bigboard *b = killall_game_board(k);
  if (point == GO_PASS) {
    *why = "there is no passing in Kill-All Go";
    return YOMI_EILLEGAL;
  }
  if (point < 0 || point >= b->npoints) {
    *why = "that point is not on the board";
    return YOMI_ERANGE;
  }
  if (go_bigboard_get(b, point) != GO_EMPTY) {
    *why = "that point is occupied";
    return YOMI_EILLEGAL;
  }
  if (!go_bigboard_legal(b, point)) {
    *why = "single-stone suicide is illegal";
    return YOMI_EILLEGAL;
  }
  if (!go_biggame_legal(&k->game, point)) {
    *why = "the move repeats an earlier board (positional superko)";
    return YOMI_EILLEGAL;
  }
  int err = go_biggame_play(&k->game, point);
  if (err) {
    *why = "the move could not be played";
    return err;
  }
  k->winner = killall_go_biggame_judge(&k->game, k->attacker, &k->why);
  return 0;
}

int killall_game_undo(killall_game *k) {
  if (!k->started || k->game.len <= 1) return YOMI_EINVAL;
  int err = go_biggame_undo(&k->game);
  if (err) return err;
  k->winner = killall_go_biggame_judge(&k->game, k->attacker, &k->why);
  return 0;
}

int killall_game_colour(const killall_game *k, killall_role role) {
  return role == KILLALL_ATTACKER ? k->attacker : GO_OTHER(k->attacker);
}

killall_role killall_game_role_to_move(const killall_game *k) {
  return killall_game_board(k)->to_move == k->attacker ? KILLALL_ATTACKER : KILLALL_DEFENDER;
}

static void col_header(int cols, char *out, size_t n, size_t *k) {
  text_emit(out, n, k, "   ");
  for (int c = 0; c < cols; c++) {
    char name[8], cell[8];
    go_col_name(c, name, sizeof name);
    snprintf(cell, sizeof cell, "%-2s", name);
    text_emit(out, n, k, cell);
  }
  text_emit(out, n, k, "\n");
}

int killall_game_diagram(const killall_game *k, bool mark, int last, char *out, size_t n) {
  go_bigboard b;
  if (k->started) {
    b = *killall_game_board(k);
  } else {
    go_bigboard_init(&b, k->setup.rows, k->setup.cols, k->suicide);
    for (int i = 0; i < k->setup.nstones; i++) go_bigboard_set(&b, k->setup.stones[i], k->attacker);
  }
  go_bits384 alive[3] = {{{0}}, {{0}}, {{0}}};
  if (mark) {
    alive[GO_BLACK] = go_bigboard_pass_alive(&b, GO_BLACK);
    alive[GO_WHITE] = go_bigboard_pass_alive(&b, GO_WHITE);
  }
  size_t len = 0;
  col_header(b.cols, out, n, &len);
  for (int r = 0; r < b.rows; r++) {
    char buf[16];
    snprintf(buf, sizeof buf, "%2d", b.rows - r);
    text_emit(out, n, &len, buf);
    for (int c = 0; c < b.cols; c++) {
      int p = r * b.cols + c, col = go_bigboard_get(&b, p);
      bool pa = col != GO_EMPTY && ((alive[col].w[p >> 6] >> (p & 63)) & 1);
      char ch = col == GO_EMPTY ? '.' : col == GO_BLACK ? (pa ? '#' : 'X') : (pa ? '@' : 'O');
      char cell[3] = {p == last ? '(' : (p - 1 == last && c > 0 ? ')' : ' '), ch, 0};
      text_emit(out, n, &len, cell);
    }
    text_emit(out, n, &len, r * b.cols + b.cols - 1 == last ? ")" : " ");
    snprintf(buf, sizeof buf, "%d\n", b.rows - r);
    text_emit(out, n, &len, buf);
  }
  col_header(b.cols, out, n, &len);
  if (n) out[len < n ? len : n - 1] = '\0';
  return (int)len;
}
