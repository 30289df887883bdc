/* killall/referee: a game between two people as a referee keeps it: the game (killall/game.h), the
 * actions of the player to act (setup steps, moves, resignation) checked and applied, who placed
 * each setup stone, the last point played, and the setup decisions in words for the game record.
 * A front end parses its input into killall_action and prints; the rules and the record are here. */
#ifndef YOMI_KILLALL_REFEREE_H
#define YOMI_KILLALL_REFEREE_H
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include "killall/game.h"

typedef enum {
  KILLALL_ACT_POINT,    /* a setup stone or, once play has begun, a move: at point */
  KILLALL_ACT_CLAIM,    /* claim the Attacker role (Pieboxing, Handicap) */
  KILLALL_ACT_DONE,     /* end Player 1's placement (Simple pie) */
  KILLALL_ACT_ROLE,     /* choose role (Simple pie, Hoctaph's pie) */
  KILLALL_ACT_HANDICAP, /* choose n handicap stones */
  KILLALL_ACT_BATCHES,  /* choose the batch sizes n (A) and m (B) */
  KILLALL_ACT_FIRST,    /* choose player n to place batch A */
  KILLALL_ACT_RESIGN    /* the player to act resigns */
} killall_act;

typedef struct killall_action {
  killall_act act;
  int point;         /* POINT */
  killall_role role; /* ROLE */
  int n, m;          /* HANDICAP, BATCHES, FIRST */
} killall_action;

/* Invariants: k as in game.h; resigned != 0 only when no rule decided the game before; log holds
 * one sentence per setup decision, NUL-terminated (cut short if it would overflow). */
typedef struct killall_referee {
  killall_game k;
  int last;                             /* the last point played or placed, GO_NOMOVE before any */
  int resigned;                         /* the player (1, 2) who resigned, 0 if none */
  int16_t setup_by[KILLALL_MAX_POINTS]; /* which player placed setup stone i */
  char log[4096];                       /* the setup decisions, for the game record */
} killall_referee;

/* The setup step a on s: the killall_setup_* call it names (POINT: a setup stone); RESIGN is refused. */
int killall_setup_act(killall_setup *s, const killall_action *a, const char **why);

/* "attacker" or "defender" (any case) as a role; KILLALL_NOROLE for anything else. */
killall_role killall_role_parse(const char *s);

/* As killall_game_init. */
int killall_referee_init(killall_referee *r, killall_setup_kind kind, int rows, int cols, int attacker_colour,
                         const char **why);
void killall_referee_free(killall_referee *r);

/* The player (1, 2) to act now: in the setup, or on the move. */
int killall_referee_actor(const killall_referee *r);
/* The game is over: the rules decided it, or a player resigned. */
bool killall_referee_over(const killall_referee *r);
/* The player (1, 2) who won, once the game is over; 0 before. */
int killall_referee_winner(const killall_referee *r);

/* The action a of the player to act. 0 when applied (a setup that ends with it starts play); an
 * error code with *why (a sentence) when it is refused or cannot be applied, and then nothing
 * changed; YOMI_ENOMEM with *why NULL when the setup ended but play could not start. */
int killall_referee_act(killall_referee *r, const killall_action *a, const char **why);

/* The command argv[0] (lower case: resign, claim, done, attacker, defender, role R, handicap N,
 * batches A B, first P, or a vertex) with its arguments as the action a; YOMI_EINVAL with the reason
 * in why[0..n) when it is malformed (killall/command.c). */
int killall_action_parse(int argc, char **argv, const killall_setup *s, killall_action *a, char *why,
                         size_t n);
/* The command language and the rules in brief, for the players (lines ending in a newline). */
const char *killall_command_help(void);
/* One input line of that language (changed in place), as the terminal referee answers it: the words
 * for the players into out[0..n) (help, the board, "error: ..." for a refused or malformed command,
 * the roles once the setup ends, then the board unless quiet, pass-alive stones marked with mark).
 * True when the players quit, or when play could not start (out of memory); a resignation ends the
 * game silently (killall_referee_result says it). */
bool killall_referee_line(killall_referee *r, char *line, bool quiet, bool mark, char *out, size_t n);

/* The referee's game in words (killall/record.c), each into out[0..n), NUL-terminated: */
/* "Player 1 (Attacker, Black)" once the roles are known, "Player 1" before; returns buf. */
const char *killall_referee_label(const killall_referee *r, int player, char *buf, size_t n);
/* The board with the last point marked (and with mark, its pass-alive stones, and a line saying so). */
void killall_referee_board(const killall_referee *r, bool mark, char *out, size_t n);
/* What the player to act is asked to do (one line, no newline). */
void killall_referee_prompt(const killall_referee *r, char *out, size_t n);
/* "Game over: ... wins ...", once the game is over. */
void killall_referee_result(const killall_referee *r, char *out, size_t n);
/* "Setup over: ..." with both players' roles, once the setup has ended. */
void killall_referee_roles(const killall_referee *r, char *out, size_t n);
/* The game as SGF in the file path: the setup stones, the moves, the decisions and the result in
 * the root comment. 0, or the error code of go_sgf_save. */
int killall_referee_save_sgf(const killall_referee *r, const char *path);
/* The part of a game's SGF record that every Kill-All record shares (killall/record.c): size,
 * application, rules, the setup stones in the Attacker's colour, the moves of play. */
struct go_sgf_record;
void killall_game_sgf_record(const killall_game *k, struct go_sgf_record *rec);
/* The game as an SVG diagram (go/svg): once play has begun, the position reached with every move
 * numbered (1 = the Defender's first) and the pass-alive stones squared; during the setup, the
 * Attacker stones placed so far. 0, YOMI_ENOMEM or YOMI_EIO. */
int killall_referee_save_svg(const killall_referee *r, const char *path);

#endif
