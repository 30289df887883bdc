/* killall/engine: the state of a Kill-All Go engine played through a protocol (`yomi killall gtp`):
 * the game, its setup and colours, the setup steps, and the engine's own move (a proof where the
 * board is small enough, else one ply of look-ahead), and its GTP commands. A front end reads the
 * commands and prints the responses. */
#ifndef YOMI_KILLALL_ENGINE_H
#define YOMI_KILLALL_ENGINE_H
#include <stddef.h>
#include <stdint.h>
#include "go/engine.h"
#include "go/gtp.h"
#include "killall/game.h"
#include "killall/referee.h"

typedef struct killall_engine {
  killall_game k;
  killall_setup_kind kind;
  int attacker; /* colour of the Attacker stones */
  int rows, cols;
  long long solve_points; /* the solver chooses the move on boards of at most this many points */
  long long node_limit;   /* expansions allowed per proof (0: no limit) */
  uint64_t seed;          /* seed of the fallback move choice */
  gtp_clock clock;        /* the time settings and time left the controller gave (time_settings, ...) */
  double move_time;       /* seconds a proof may take (0: no limit but node_limit) */
  char note[256]; /* what the last genmove chose and why (proved, lost, fallback), for the front end */
  const struct killall_bookset *books; /* killall/book.h: perfect play from the setups of small boards */
} killall_engine;

/* A fresh game of kind on rows x cols with e->attacker; on failure (*why) e is unchanged. */
int killall_engine_reset(killall_engine *e, killall_setup_kind kind, int rows, int cols, const char **why);
/* A fixed setup of the n Attacker stones pts on the current board; on failure (*why) e is unchanged. */
int killall_engine_stones(killall_engine *e, const int *pts, int n, const char **why);
void killall_engine_free(killall_engine *e);
/* The game fresh (of kind, on rows x cols) in place of e's (freed); e takes it. */
void killall_engine_install(killall_engine *e, killall_game *fresh, killall_setup_kind kind, int rows,
                            int cols);

/* loadsgf: the game of an SGF file (go_engine_read_sgf), up to before move_number (> 0): its setup
 * stones, all of one colour, become the Attacker's fixed setup (KILLALL_FIXED; the Attacker's colour
 * theirs, e->attacker's when there are none), its moves are played from the Defender's first. 0, or
 * an error with the reason in why[0..n), e unchanged. */
int killall_engine_load_sgf(killall_engine *e, const char *path, int move_number, char *why, size_t n);
/* printsgf: the game as SGF (snprintf-like): setup stones, the Defender to move first, the moves,
 * the result when it is over. */
int killall_engine_sgf(const killall_engine *e, char *out, size_t n);
/* final_status_list: the stones of that status (go_status_list): dead are those in the other colour's
 * pass-alive area, and every Defender stone once the Attacker has won (the game over, or the
 * position a proved Attacker win in the engine's book). */
int killall_engine_status_list(const killall_engine *e, go_engine_status status, char *out, size_t n);

/* The setup step a (not RESIGN) of the player to act; YOMI_EILLEGAL etc. with *why when refused. */
int killall_engine_setup(killall_engine *e, const killall_action *a, const char **why);
/* Whether colour may move now: 0, else an error code with the reason (a sentence) in why[0..n). */
int killall_engine_may_move(const killall_engine *e, int colour, char *why, size_t n);
/* The engine's move for the side to move, played: *move (GO_PASS when there is none at all): from
 * the book of the board (e->books) while the game stays in it and the mover wins there, else a proof
 * within the budget, else the fallback. An error code with *why when the move could not be played. */
int killall_engine_genmove(killall_engine *e, int *move, const char **why);
/* The flags of the position in the engine's book (killall/book.h; 0: not in it, or the setup goes on)
 * and, with KILLALL_BOOK_MOVE, the book's move if the game takes it (else GO_NOMOVE) into *move. */
uint8_t killall_engine_book_flags(const killall_engine *e, int *move);
/* The state in words ("setup ...", "play: ...", "over: ...") into out[0..n). */
void killall_engine_status(const killall_engine *e, char *out, size_t n);
/* The point played last, or GO_NOMOVE. */
int killall_engine_last(const killall_engine *e);

/* The seconds a genmove for colour may spend now under the controller's clock (e->clock; INFINITY
 * without limits), by gtp_clock_budget with about half the empty points as the mover's moves left. */
double killall_engine_time_budget(const killall_engine *e, int colour);

/* The engine's GTP commands (killall/engine_gtp.c; the handlers' engine is a killall_engine). */
extern const gtp_command killall_engine_gtp_commands[];

#endif
