/* killall/game: one game of Kill-All Go from the first setup action to the verdict: the setup state
 * machine, then Go play under Tromp-Taylor (positional superko, multi-stone suicide legal) with no
 * passing, judged after every move. What the referee and the GTP engine drive. */
#ifndef YOMI_KILLALL_GAME_H
#define YOMI_KILLALL_GAME_H
#include <stdbool.h>
#include "go/board.h"
#include "killall/rules.h"
#include "killall/setup.h"

/* Invariants: started iff setup.ask == KILLALL_SETUP_DONE and play was initialised; once started,
 * game.hist[0] holds exactly the setup stones (Attacker colour) with the Defender to move;
 * winner != NOROLE iff the last judgement ended the game, and then no move is accepted. */
typedef struct killall_game {
  killall_setup setup;
  int attacker;       /* colour of the Attacker stones: GO_BLACK or GO_WHITE */
  go_suicide suicide; /* GO_SUICIDE_ALLOWED for Kill-All (Tromp-Taylor); kept for experiments */
  bool started;
  go_biggame game;     /* valid when started */
  killall_role winner; /* KILLALL_NOROLE while the game goes on */
  killall_why why;
} killall_game;

int killall_game_init(killall_game *k, killall_setup_kind kind, int rows, int cols, int attacker_colour,
                      const char **why);
void killall_game_free(killall_game *k);
/* A game whose setup is given (KILLALL_FIXED): the Attacker stones stones[0..n) on an empty board,
 * then play, the Defender first. 0, or an error with *why (a bad stone, or "out of memory"), and
 * then nothing is left to free. */
int killall_game_fixed(killall_game *k, int rows, int cols, int attacker_colour, const int *stones, int n,
                       const char **why);
/* After any setup action: if the setup is done and play has not started, start it (board with the
 * setup stones, Defender to move) and judge the starting position. 0 or YOMI_ENOMEM. */
int killall_game_sync(killall_game *k);
/* A move for the side to move (a point index). 0, or YOMI_EILLEGAL / YOMI_ERANGE with *why. */
int killall_game_play(killall_game *k, int point, const char **why);
/* Take back the last move of play (0), or YOMI_EINVAL when no move has been played. */
int killall_game_undo(killall_game *k);
/* The colour of a role, and the role of the side to move (during play). */
int killall_game_colour(const killall_game *k, killall_role role);
killall_role killall_game_role_to_move(const killall_game *k);
/* Current board (during play). */
static inline const go_bigboard *killall_game_board(const killall_game *k) {
  return go_biggame_board(&k->game);
}

/* A diagram of the current board (setup stones during the setup) with GTP coordinates, into out
 * (like snprintf). With mark, pass-alive stones are drawn '#' (Black) and '@' (White) instead of
 * 'X' and 'O'; `last` (or GO_NOMOVE) is bracketed. */
int killall_game_diagram(const killall_game *k, bool mark, int last, char *out, size_t n);
#endif
