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
  bool regular;                   /* every move so far was played by the side to move (the history replays) */
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
/* Choose and play a move for `colour`: 0 with *move, YOMI_EINVAL when the game is over (two
 * passes), YOMI_EILLEGAL when not even a pass can be played. */
int go_engine_genmove(go_engine *e, int colour, int *move);
/* The last move played, or GO_NOMOVE at the start. */
int go_engine_last(const go_engine *e);
/* Area score minus komi (positive: Black leads). */
double go_engine_score(const go_engine *e);

/* The engine's GTP commands (go/engine_gtp.c; the handlers' engine is a go_engine). */
extern const gtp_command go_engine_gtp_commands[];

#endif
