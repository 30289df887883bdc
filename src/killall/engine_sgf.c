/* killall/engine_sgf: the Kill-All engine's game from and as SGF (loadsgf, printsgf) and the stones'
 * final status (final_status_list), on the Go engine's shared pieces (go/engine.h: the reading of
 * the file, the status list) and the Kill-All record's (killall_game_sgf_record). */
#include <stdio.h>
#include <stdlib.h>
#include "core/error.h"
#include "core/text.h"
#include "go/sgf.h"
#include "killall/book.h"
#include "killall/engine.h"

/* The moves of s played on k from the Defender's first: 0, or an error with the reason. */
static int play_moves(killall_game *k, const go_sgf *s, char *why, size_t n) {
  for (int i = 0; i < s->nmoves; i++) {
    const char *w = NULL;
    if (s->move[i] == GO_PASS)
      return snprintf(why, n, "move %d of the file is a pass (Kill-All has none)", i + 1), YOMI_EILLEGAL;
    if (s->colour[i] != killall_game_board(k)->to_move)
      return snprintf(why, n, "move %d of the file is out of turn (the Defender moves first)", i + 1),
             YOMI_EILLEGAL;
    int rc = killall_game_play(k, s->move[i], &w);
    if (rc)
      return snprintf(why, n, "move %d of the file is illegal: %s", i + 1, w ? w : yomi_strerror(rc)), rc;
  }
  return 0;
}

static int from_sgf(killall_engine *e, const go_sgf *s, char *why, size_t n) {
  int attacker = s->nsetup ? s->setup_colour[0] : e->attacker;
  int *pts = malloc(((size_t)s->nsetup + 1) * sizeof *pts);
  if (!pts) return snprintf(why, n, "out of memory"), YOMI_ENOMEM;
  for (int i = 0; i < s->nsetup; i++) {
    pts[i] = s->setup_point[i];
    if (s->setup_colour[i] != attacker)
      return free(pts), snprintf(why, n, "setup stones of both colours: they are the Attacker's alone"),
             YOMI_EILLEGAL;
  }
  killall_game k;
  const char *w = NULL;
  int rc = killall_game_fixed(&k, s->rows, s->cols, attacker, pts, s->nsetup, &w);
  free(pts);
  if (rc) return snprintf(why, n, "%s", w ? w : yomi_strerror(rc)), rc;
  if ((rc = play_moves(&k, s, why, n))) return killall_game_free(&k), rc;
  e->attacker = attacker;
  killall_engine_install(e, &k, KILLALL_FIXED, s->rows, s->cols);
  return 0;
}

int killall_engine_load_sgf(killall_engine *e, const char *path, int move_number, char *why, size_t n) {
  go_sgf s;
  int rc = go_engine_read_sgf(path, move_number, &s, why, n);
  if (rc) return rc;
  rc = from_sgf(e, &s, why, n);
  go_sgf_free(&s);
  return rc;
}

int killall_engine_sgf(const killall_engine *e, char *out, size_t n) {
  const killall_game *k = &e->k;
  go_sgf_record rec;
  killall_game_sgf_record(k, &rec);
  char comment[160], result[4];
  comment[0] = '\0';
  text_appendf(comment, sizeof comment, "Kill-All Go. Setup: %s. Attacker: %s. ",
               killall_setup_name(k->setup.kind), k->attacker == GO_BLACK ? "black" : "white");
  if (k->started) rec.to_move = GO_OTHER(k->attacker); /* the Defender moves first */
  if (k->started && k->winner != KILLALL_NOROLE) {
    snprintf(result, sizeof result, "%c+", killall_game_colour(k, k->winner) == GO_BLACK ? 'B' : 'W');
    rec.result = result;
    text_appendf(comment, sizeof comment, "Result: %s.", killall_why_text(k->why));
  } else {
    text_appendf(comment, sizeof comment, "%s", k->started ? "Game unfinished." : "Setup unfinished.");
  }
  rec.comment = comment;
  return go_sgf_format(&rec, out, n);
}

int killall_engine_status_list(const killall_engine *e, go_engine_status status, char *out, size_t n) {
  if (n) out[0] = '\0';
  if (!e->k.started) return 0; /* no stones of play yet */
  const go_bigboard *b = killall_game_board(&e->k);
  uint8_t grid[GO_MAX_POINTS];
  go_bigboard_benson(b, (go_suicide)b->suicide, grid);
  int m;
  bool won = e->k.winner == KILLALL_ATTACKER || (killall_engine_book_flags(e, &m) & KILLALL_BOOK_ATTACKER);
  for (int p = 0; won && p < b->npoints; p++)
    if (go_bigboard_get(b, p) == GO_OTHER(e->attacker)) grid[p] = (uint8_t)e->attacker;
  return go_status_list(b, grid, status, out, n);
}
