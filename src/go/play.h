/* go/play: how `yomi go gtp` chooses a move: from the book of the board while the game stays in it
 * (go/book.h), else by one df-pn proof of the position with its history at the game's komi under a
 * time budget, else a sensible fallback; and whether the move is proved (keeps a proved win, or at
 * least the draw at an integer komi), played in a proved loss, or a fallback. */
#ifndef YOMI_GO_PLAY_H
#define YOMI_GO_PLAY_H
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include "go/board.h"
#include "go/book.h"
#include "go/engine.h"
#include "solve/tt.h"

#define GO_PLAY_TT_MB 64 /* the table of one budgeted proof (MiB) */
#define GO_PLAY_DEFAULT_BUDGET \
  5.0 /* seconds per genmove (yomi go gtp --move-time), until the time commands say otherwise */

typedef enum go_play_kind {
  GO_PLAY_PROVED = 0, /* the mover does not lose after this move (wins at a half-integer komi) */
  GO_PLAY_LOSS,       /* the position is proved lost for the mover; the move resists */
  GO_PLAY_FALLBACK    /* unproved */
} go_play_kind;

typedef enum go_play_source { GO_PLAY_BOOK = 0, GO_PLAY_SOLVER, GO_PLAY_POLICY } go_play_source;

/* A table kept from one genmove to the next, so that a proof starts from the last one's (the table
 * reuses a proof along another history only where it holds: docs/proof-transfer.md); cleared when
 * the komi of the proofs changes. */
typedef struct go_play_table {
  tt_table tt;
  double komi; /* of the proofs on it */
} go_play_table;

/* What the engine may spend and use. */
typedef struct go_play_limits {
  go_play_table *table; /* NULL: a fresh table per proof */
  const go_book *book;  /* NULL: none */
  double budget_s;      /* seconds for a proof (<= 0: no proof) */
  long long node_limit; /* expansions per proof (0: no limit but the budget) */
  int solve_points;     /* prove only on boards of at most this many points (<= 64) */
  uint64_t seed;        /* of the fallback */
} go_play_limits;

typedef struct go_play_choice {
  int move;
  go_play_kind kind;
  go_play_source source;
  double seconds;      /* spent choosing */
  uint64_t expansions; /* of the proof, if any */
} go_play_choice;

/* Choose a move for the side to move of g (not over) at komi: 0 with *out, or an error. */
int go_play_choose(const go_biggame *g, double komi, const go_play_limits *lim, go_play_choice *out);
/* The choice in words, e.g. "genmove B C3: proved (book), 0.001 s". */
void go_play_describe(const go_play_choice *c, int colour, int rows, int cols, char *out, size_t n);

/* A proof's time budget: go_play_arm(budget_s) starts it (this thread), go_play_past_deadline says
 * whether it is spent (a dfpn_run_config.interrupted poll). */
void go_play_arm(double budget_s);
bool go_play_past_deadline(void);

/* The GTP engine's genmove with the engine's books and move time (go_engine.books, .move_time):
 * choose, play (a refused move becomes a pass), describe into e->note. Errors as go_engine_genmove.
 * The engine's table (e->table, made at the first proof) is freed by go_play_release. */
int go_play_genmove(go_engine *e, int colour, int *move);
void go_play_release(go_engine *e);

#endif
