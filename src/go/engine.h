/* go/engine: the state of a Go game engine as GTP drives it (yomi go gtp): the board with its
 * superko history, komi, moves out of turn, the legality of a play in words (occupied, superko,
 * suicide), and the move it chooses (the value-keeping move of go/playpolicy, else a sensible one);
 * its GTP commands. */
#ifndef YOMI_GO_ENGINE_H
#define YOMI_GO_ENGINE_H
#include <stdbool.h>
#include <stdint.h>
#include "go/board.h"
#include "go/gtp.h"

typedef struct go_engine {
  go_suicide suicide;
  int solve_points;     /* the solver chooses moves on boards of at most this many points */
  long long node_limit; /* expansions allowed per proof (0: no limit) */
  uint64_t seed;        /* of the fallback move choice */
  int rows, cols;       /* 0 before the first go_engine_reset */
  double komi;
  go_biggame game;
  bool regular;    /* every move so far was played by the side to move (the history replays) */
  gtp_clock clock; /* the time settings and time left the controller gave (time_settings, ...) */
  const struct go_bookset *books; /* go/book.h: perfect play on solved boards (NULL: none) */
  double move_time;               /* seconds a genmove may spend proving (go/play.h) */
  char note[256];                 /* what the last genmove chose and why, for the front end */
  struct go_play_table *table;    /* go/play.h: kept across genmoves (NULL until the first proof) */
} go_engine;

/* Why a play was refused. */
typedef enum go_engine_verdict {
  GO_ENGINE_PLAYED = 0,
  GO_ENGINE_OCCUPIED,
  GO_ENGINE_SUPERKO,
  GO_ENGINE_SUICIDE,
  GO_ENGINE_ILLEGAL, /* the game refused it otherwise (e.g. out of memory) */
} go_engine_verdict;

/* A fresh empty board of rows x cols (an error code leaves the engine as it was). */
int go_engine_reset(go_engine *e, int rows, int cols);
void go_engine_free(go_engine *e);
/* Play `move` for `colour` (out of turn allowed); a refused move leaves everything as it was. */
go_engine_verdict go_engine_play(go_engine *e, int colour, int move);
/* Let `colour` move next (GTP allows moves out of turn). */
void go_engine_set_to_move(go_engine *e, int colour);
/* After two passes the game goes on when a move comes (GTP has no end of game): clears the passes. */
void go_engine_resume(go_engine *e);
/* Choose and play a move for `colour`: 0 with *move, YOMI_EILLEGAL when not even a pass can be
 * played. */
int go_engine_genmove(go_engine *e, int colour, int *move);
/* The last move played, or GO_NOMOVE at the start. */
int go_engine_last(const go_engine *e);
/* Area score minus komi (positive: Black leads). */
double go_engine_score(const go_engine *e);

/* GTP lets play go on after two passes: a move (play or genmove) then resumes the game. */

/* The seconds a genmove for colour may spend now under the controller's clock (e->clock; INFINITY
 * without limits), by gtp_clock_budget with about half the empty points as the mover's moves left. */
double go_engine_time_budget(const go_engine *e, int colour);

/* Handicap (go/engine_setup.c). The protocol's fixed placement of n stones on a square board of side
 * >= 7 (at most 9 stones on odd sides >= 9, else 4): the count with the points in pts, or
 * YOMI_ERANGE. */
int go_engine_fixed_handicap(int rows, int cols, int n, int *pts);
/* The engine's choice of n stones (2 <= n < points): the fixed placement where there is one, else
 * stones spread apart and off the edge. The count, or YOMI_ERANGE. */
int go_engine_free_handicap(const go_engine *e, int n, int *pts);
/* Black stones at pts[0..n) on the empty board, White to move: 0, YOMI_EINVAL (the board is not
 * empty or moves were played), YOMI_EILLEGAL (a point twice or off the board, or a chain without a
 * liberty), YOMI_ENOMEM; a refusal leaves the engine as it was. */
int go_engine_set_handicap(go_engine *e, const int *pts, int n);
/* The game of an SGF file up to (not including) move move_number (0: every move), on the file's
 * board, komi from its KM: 0, or an error code with the reason in why[0..n) (the engine unchanged). */
int go_engine_load_sgf(go_engine *e, const char *path, int move_number, char *why, size_t n);
/* loadsgf's reading, for every engine: the file parsed into *s (free it with go_sgf_free), sides up to
 * 25, s->to_move set from the first move when the file has no PL, and cut before move_number (> 0).
 * 0, or an error code with the reason in why[0..n). */
struct go_sgf;
int go_engine_read_sgf(const char *path, int move_number, struct go_sgf *s, char *why, size_t n);
/* The game as SGF (yomi as AP, komi, rules), snprintf-like; after moves out of turn, which SGF's
 * alternating line cannot hold, the current position as setup stones. */
int go_engine_sgf(const go_engine *e, char *out, size_t n);

/* What final_status_list can say: dead stones are those inside the other colour's pass-alive area
 * (Benson: they cannot escape capture); every other stone is listed alive; seki is never claimed. */
typedef enum go_engine_status { GO_ENGINE_ALIVE, GO_ENGINE_DEAD, GO_ENGINE_SEKI } go_engine_status;
/* The stones of that status, one chain of vertices a line, into out (snprintf-like). */
int go_engine_status_list(const go_engine *e, go_engine_status status, char *out, size_t n);
/* The same for any board given grid[p], the colour whose pass-alive area holds p (GO_EMPTY: none), as
 * go_bigboard_benson gives it: a chain is dead when it lies in the other colour's area. */
int go_status_list(const go_bigboard *b, const uint8_t *grid, go_engine_status status, char *out, size_t n);
/* The GTP commands both engines answer alike: final_status_list's argument (-1: a syntax error),
 * loadsgf FILE [MOVE_NUMBER] by load(ctx, ...) (0, or an error with the reason in why), and printsgf
 * [FILE] with the game as SGF from sgf(ctx, out, n) (snprintf-like). */
int go_engine_parse_status(int argc, char **args);
int go_engine_loadsgf(int argc, char **args,
                      int (*load)(void *ctx, const char *path, int move_number, char *why, size_t n),
                      void *ctx, char *out, size_t n);
int go_engine_printsgf(int argc, char **args, int (*sgf)(const void *ctx, char *out, size_t n),
                       const void *ctx, char *out, size_t n);
/* GoGui's gfx text of the pass-alive area: SQUARE the pass-alive stones, MARK the rest of the area,
 * TEXT the counts (snprintf-like). */
int go_engine_pass_alive_gfx(const go_engine *e, char *out, size_t n);
/* The position's value with its history (go/value; proofs under e->node_limit) and the winner at
 * e->komi, in words into out: 0 (proved or not, out says which), or YOMI_ENOMEM. */
int go_engine_solve(const go_engine *e, char *out, size_t n);

/* The engine's GTP commands (go/engine_gtp.c; the handlers' engine is a go_engine). */
extern const gtp_command go_engine_gtp_commands[];

#endif
