/* killall/problem: one Kill-All solving question as the front ends pose it (yomi killall solve, and
 * campaigns of split proofs): the board with the Attacker's given stones, the mode (play after given
 * moves, the Attacker placing K more stones first, or the whole Pieboxing game) and the knowledge
 * asked for; the game it becomes for the df-pn core, the text a table snapshot is kept for, the
 * exhaustive twin's answer, and the SGF record of a principal variation. */
#ifndef YOMI_KILLALL_PROBLEM_H
#define YOMI_KILLALL_PROBLEM_H
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include "core/opts.h"
#include "go/board.h"
#include "killall/rules.h"
#include "killall/solvegame.h"

#define KILLALL_PROBLEM_MOVES (GO_SMALL_POINTS * 4)

/* The Attacker plays Black. Invariant: start holds Black stones only (the given ones). */
typedef struct killall_problem {
  go_board start;
  int mode;  /* KILLALL_SG_PLAY, KILLALL_SG_PLACE or KILLALL_SG_PIEBOXING */
  int place; /* KILLALL_SG_PLACE: stones the Attacker places before the Defender moves */
  int moves[KILLALL_PROBLEM_MOVES], nmoves; /* KILLALL_SG_PLAY: the first moves, the Defender first */
  /* knowledge and guidance of the solver game (killall/solvegame.h) */
  bool estimate, symmetry, prune_defender;
  uint64_t local_life, local_death;
} killall_problem;

/* The options that pose a question, shared by `killall solve` and `killall campaign` (one table). */
#define KILLALL_PROBLEM_OPTIONS(X) \
  X(STR, attacker_stones, NONE, 0, 0, "Attacker stones, e.g. B2,C3 (the Defender moves next)") \
  X(STR, setup, NONE, 0, 0, "pieboxing: the whole game, setup included") \
  X(STR, moves, NONE, 0, 0, \
    "then these moves, the Defender first, e.g. C3,B3 (the question is what follows)") \
  X(INT, place, -1, -1, 64, "the Attacker first places this many more stones (then the Defender)") \
  X(FLAG, estimate, 0, 0, 1, "eye-space initial proof numbers (df-pn+) instead of unit numbers") \
  X(FLAG, no_symmetry, 0, 0, 1, "list every move even where the position is symmetric") \
  X(INT, local_life, 0, 0, 1e9, \
    "the Defender's local life in small enclosed areas as a terminal test: local positions per verdict (0: off)") \
  X(INT, local_death, 0, 0, 1e9, \
    "the Attacker's local death in the last places the Defender could live, as a terminal test: local positions per verdict (0: off)") \
  X(FLAG, prune_defender, 0, 0, 1, \
    "to prove a Defender win: leave out its eye-filling, suicide and self-atari moves")

typedef struct killall_problem_opts {
  KILLALL_PROBLEM_OPTIONS(OPTS_FIELD)
} killall_problem_opts;
extern const opt_spec killall_problem_opt_specs[];
extern const size_t killall_problem_opt_count;

/* The question the options pose on rows x cols: the given stones, the moves, the mode (PIEBOXING with
 * --setup, PLACE with --place or `placing`, else PLAY), the stones to place and the knowledge flags.
 * 0; YOMI_EPARSE with one line in why[0..n) naming the option; YOMI_ENOMEM. */
int killall_problem_from_opts(killall_problem *p, int rows, int cols, const killall_problem_opts *o,
                              bool placing, char *why, size_t n);

/* The question's board from its words: an empty rows x cols board (suicide allowed, as Kill-All's
 * rules have it) with the Attacker's given stones `stones` (a list of vertices, e.g. "B2,C3"; NULL:
 * none). 0, or YOMI_EPARSE with the reason in why[0..n) (e.g. "item 2 repeats a point"). */
int killall_problem_set_stones(killall_problem *p, int rows, int cols, const char *stones, char *why,
                               size_t n);
/* The first moves in play from their words (e.g. "C3,B3", the Defender first). 0, or YOMI_EPARSE
 * with the reason in why[0..n); whether they can be played is killall_problem_check_moves's. */
int killall_problem_set_moves(killall_problem *p, const char *moves, char *why, size_t n);
/* killall_problem_check_moves with the refusal in words in why[0..n) (e.g. "item 2 (B3) is illegal
 * for the Attacker (...)"). Its codes. */
int killall_problem_moves_why(const killall_problem *p, char *why, size_t n);
/* The given moves in play: each must be legal (positional superko included) with the game still
 * undecided before it, and the game undecided after the last. 0; YOMI_EILLEGAL (move *bad is
 * illegal); YOMI_EINVAL (the game is over before move *bad, or *bad == nmoves after all of them:
 * *winner and *why say how); YOMI_ENOMEM. */
int killall_problem_check_moves(const killall_problem *p, int *bad, killall_role *winner, killall_why *why);
/* The solver game of the question (with its knowledge flags). 0, YOMI_ERANGE (not that many empty
 * points to place on) or YOMI_ENOMEM. */
int killall_problem_game(const killall_problem *p, killall_solvegame *sg);
/* What a table snapshot is kept for: the board, the question, the given stones and moves, the
 * knowledge that decides positions (not what only steers the search), and the keys. */
void killall_problem_text(const killall_problem *p, char *buf, size_t len);
/* The same without the table format and the keys ("killall solve 3x3; mode place; ..."): what a campaign's
 * records are for (solve/campaign.h). */
void killall_problem_what(const killall_problem *p, char *what, size_t len);
/* The brute-force twin (killall/exhaust.h) on the same question, for k placed stones in
 * KILLALL_SG_PLACE: *attacker_wins 1 or 0, or -1 when it ran out of nodes. 0 or YOMI_ENOMEM. */
int killall_problem_exhaustive(const killall_problem *p, int k, uint64_t limit, uint64_t *nodes,
                               int *attacker_wins);
/* The principal variation pv[0..npv) of a proof won by `winner` (solver player) as an SGF game: the
 * Attacker's stones (given, and placed or boxed in the setup) as AB, the Defender (White) to play,
 * then the play part. Written to path; version names the build in AP. 0, YOMI_ERANGE or YOMI_EIO. */
int killall_problem_save_sgf(const killall_problem *p, const int *pv, int npv, int winner,
                             const char *version, const char *path);
/* The same variation as an SVG diagram (go/svg.h): the Attacker's stones and the given moves as the
 * start, then the play part of pv with move numbers (1 = the first move after the given ones).
 * 0, YOMI_ERANGE, YOMI_EILLEGAL, YOMI_ENOMEM or YOMI_EIO. */
int killall_problem_save_svg(const killall_problem *p, const int *pv, int npv, const char *path);

#endif
