/* solve/dfpn: depth-first proof-number search (Nagai's df-pn) over the transposition table of
 * solve/tt, sound under positional superko through the proof-transfer rule of docs/proof-transfer.md.
 * Game independent: a game plugs in through dfpn_game and no game header is included here. */
#ifndef YOMI_SOLVE_DFPN_H
#define YOMI_SOLVE_DFPN_H
#include <stdbool.h>
#include <stdint.h>
#include "core/opts.h"
#include "core/stats.h"
#include "solve/proofsum.h"
#include "solve/tt.h"

#define DFPN_MAX_CHILDREN 80  /* moves of one position, pass included */
#define DFPN_KILLER_PLIES 256 /* plies below the root that keep a killer move (opts.killer) */

/* What the game tells the solver about its current position. The TT key is the position without
 * history: board, side to move and whether the last move was a pass. */
typedef struct dfpn_pos {
  uint64_t sig1, sig2; /* two independent signatures of (board, side to move, last move a pass) */
  uint64_t board;      /* hash of the stones alone: the positional-superko notion of a board */
  int stones;          /* number of stones on the board */
} dfpn_pos;

/* Answers of dfpn_game.play. */
enum { DFPN_PLAYED = 0, DFPN_SUPERKO = 1, DFPN_ILLEGAL = 2 };

/* For which histories a decision of dfpn_game.result holds. */
typedef enum {
  DFPN_SCOPE_ANY = 0, /* whatever the history (game over, or a static decision the game vouches for) */
  DFPN_SCOPE_PATH,    /* along this position's history, perhaps not along another: the core locks it,
                       * and every proof built on it, to the set of boards of the path */
  DFPN_SCOPE_CAP      /* along every history whose boards all meet the cap (capz, capk): each board
                       * has at most capk "features" on the points capz (dfpn_game.cap_holds) */
} dfpn_scope;

/* The game's answer to "is the current position decided?", in one call. */
typedef struct dfpn_verdict {
  int winner;       /* -1: the game goes on (scope and cap unused); else 0 or 1 */
  dfpn_scope scope; /* DFPN_SCOPE_* */
  uint64_t capz;    /* DFPN_SCOPE_CAP: the point set ... */
  int capk;         /* ... and the most features a board of the history may have on it */
} dfpn_verdict;

/* The game interface. The contract the core relies on:
 *   - two players, 0 and 1, who alternate: after any move (a pass included) the other player is to
 *     move, so to_move at a child is 1 - to_move at its parent;
 *   - the game keeps the current position and its full history (make/undo); the solver walks it
 *     with play/undo only, so every call is made at a position reached by the solver's own play
 *     calls from the position it started at, and undo is called exactly once per DFPN_PLAYED;
 *   - a position is named by dfpn_pos: equal signatures mean the same position without history
 *     (board, side to move, what the game folds in, such as whether the last move was a pass);
 *   - the game is finite along every path the solver can walk (positional superko and the game's
 *     own rules end it), and result() decides every position that has no legal move;
 *   - moves() lists candidates best first; any order is sound, legality is decided by play().
 * A game without positional superko (legality and results depend on the position alone) leaves
 * the history-dependent group NULL and never answers DFPN_SUPERKO or a scope other than ANY. */
typedef struct dfpn_game {
  void *ctx;
  int (*to_move)(void *ctx);
  void (*pos)(void *ctx, dfpn_pos *out);
  /* Candidate moves at the current position, best first (legality is decided by play). */
  int (*moves)(void *ctx, int *out /* [DFPN_MAX_CHILDREN] */);
  /* Try `move`: DFPN_PLAYED (the game is now at the child), DFPN_ILLEGAL (unchanged), or
   * DFPN_SUPERKO (unchanged; the move would recreate a board of the history, whose hash goes to
   * *board). A move that is illegal for any reason other than the history is DFPN_ILLEGAL. */
  int (*play)(void *ctx, int move, uint64_t *board);
  void (*undo)(void *ctx);
  /* Is the current position decided, for whom, and along which histories? */
  void (*result)(void *ctx, dfpn_verdict *out);
  /* Optional (NULL: result() for every child). The end of the game alone, without the knowledge
   * (static rules) that result() adds to it; returns whether result() or estimate may cost more
   * than this (false: *out is result()'s own answer, and the core asks estimate at once). With it,
   * the search asks result() and estimate only about children its table does not know
   * (dfpn_opts.eager_knowledge: about every child). */
  bool (*over)(void *ctx, dfpn_verdict *out);

  /* ---- optional: search guidance ---- */
  /* NULL: 1 and 1. Initial proof and disproof numbers, for the side to move, of the current
   * position when it has no table entry yet (df-pn+ style initialisation). Each must be >= 1 and
   * < DFPN_ESTIMATE_MAX. They steer the search only: a proof or disproof still needs every child
   * proved, so the result does not depend on them. */
  void (*estimate)(void *ctx, uint32_t *phi, uint32_t *delta);
  /* NULL: nothing to do. Called by each thread of a search at its start (dfpn_solve), before any
   * other call of that search in the thread: the game empties the per-thread memo tables whose
   * answers hang on an effort limit (a local search that gives up after so many positions finds
   * more when the memo already holds some of them), so that a search's counts do not depend on
   * the searches that thread ran before it. */
  void (*begin)(void *ctx);
  /* Optional (NULL: nothing): for training the game's guidance offline (go/prior_train.h). Called
   * with the game at a position the search has just proved won for its mover: once for the child
   * the proof takes (wins true), and once for each child proved lost for the mover (wins false). */
  void (*observe)(void *ctx, int move, bool wins);

  /* ---- optional: threads (NULL: dfpn_run searches in one thread) ---- */
  /* A copy of the game at the same position with the same history, for another thread (NULL when
   * out of memory); destroy frees a copy made by clone. */
  struct dfpn_game *(*clone)(void *ctx);
  void (*destroy)(struct dfpn_game *copy);
  /* Optional (NULL: nothing to add): take in what a copy counted (its statistics), called by the run
   * for each copy after the search, before destroy. */
  void (*absorb)(void *ctx, const struct dfpn_game *copy);

  /* ---- history-dependent games (positional superko); NULL for a game without ---- */
  /* Boards of the history up to and including the current one, oldest first (hash and stones).
   * Returns how many there are (at most max). Called at the start of a search. NULL: the history
   * is the current board alone. */
  int (*history)(void *ctx, uint64_t *boards, uint8_t *stones, int max);
  /* NULL: never. True when moves() at the current position left out legal moves whose value
   * equals that of a listed move by an argument that needs this position's own history (a
   * symmetry of every board of the history, say). The core then locks the position's proof to the
   * set of boards of the path it was found along (docs/proof-transfer.md). */
  bool (*pruned)(void *ctx);
  /* Needed by a game whose result() answers DFPN_SCOPE_CAP: does every board of the current
   * history (the game's position included) meet the cap (z, k)? */
  bool (*cap_holds)(void *ctx, uint64_t z, int k);
} dfpn_game;
#define DFPN_ESTIMATE_MAX 1000000u

/* The clone and destroy hooks (static functions PREFIX_clone, PREFIX_destroy) of a game struct T that
 * embeds its dfpn_game as the member `iface` with ctx pointing back at the struct, from T's deep copy
 * `int copy(T *dst, const T *src)` (0 or an error) and `void release(T *)`. Needs <stdlib.h>. */
#define DFPN_GAME_COPY_HOOKS(prefix, T, copy, release) \
  static dfpn_game *prefix##_clone(void *ctx) { \
    T *c = malloc(sizeof *c); \
    if (!c) return NULL; \
    if (copy(c, ctx)) { \
      free(c); \
      return NULL; \
    } \
    return &c->iface; \
  } \
  static void prefix##_destroy(dfpn_game *g) { \
    release(g->ctx); \
    free(g->ctx); \
  }

/* Options of the search (one table: generates struct, parser and help in the command line). */
#define DFPN_OPTIONS(X) \
  X(FLAG, no_transfer, 0, 0, 1, "reuse a proof only along a history with the same boards") \
  X(DOUBLE, epsilon, 0.25, 0, 4, "1+epsilon trick: child threshold (1+eps) x second best") \
  X(FLAG, weak, 0, 0, 1, "weak proof numbers (max + count) against over-counting") \
  X(INT, sum_limit, 0, 0, 4e9, "weak proof numbers only where the sum exceeds this (0: never)") \
  X(INT, node_limit, 0, 0, 1e18, "stop after this many expansions (0: no limit)") \
  X(INT, threads, 1, 1, 256, "threads, for front ends that run dfpn_solve_team (not read here)") \
  X(DOUBLE, thread_epsilon, 0.25, 0, 4, "threads: thread i of n uses epsilon + this x 2i/n") \
  X(INT, lockstep, 0, 0, 1e6, "threads take turns of this many expansions (0: free): reproducible counts") \
  X(INT, killer, 4, 0, 1e6, \
    "a new child by the move that last proved a position at its ply: its delta divided by this (0, 1: off)") \
  X(FLAG, eager_knowledge, 0, 0, 1, \
    "ask the game's static rules and prior about every child, also those the table knows")

typedef struct dfpn_opts {
  DFPN_OPTIONS(OPTS_FIELD)
} dfpn_opts;
/* Every option at its default (from the table). */
void dfpn_opts_default(dfpn_opts *o);
/* Whether a search skips the game's knowledge (result() and estimate) of the children after one that
 * proves the position (on by default; off, the slow twin for the tests: every child the table does
 * not know is asked). For the calling thread. */
void dfpn_skip_proved(bool on);
/* The table itself, for front ends that parse these options. */
extern const opt_spec dfpn_opt_specs[];
extern const size_t dfpn_opt_count;

/* Search statistics (per searcher; a parallel search adds them up). */
#define DFPN_STATS(C) \
  C(expansions, SUM, "positions expanded") \
  C(children, SUM, "legal children generated") \
  C(terminals, SUM, "children decided by the game (game over or static)") \
  C(knowledge_skipped, SUM, "children not asked the static rules: an earlier sibling proved the position") \
  C(superko_excluded, SUM, "moves excluded by positional superko") \
  C(proofs_reused, SUM, "stored proofs reused along the current path") \
  C(transfer_rejected_created, SUM, "stored proofs rejected: a board the winner creates occurred") \
  C(transfer_rejected_excluded, SUM, "stored proofs rejected: relied on an exclusion not on this path") \
  C(transfer_rejected_locked, SUM, "stored proofs rejected: locked to another history") \
  C(transfer_rejected_capped, SUM, "stored proofs rejected: a board of the history exceeds their cap") \
  C(max_depth, MAX, "deepest ply below the root")

typedef struct dfpn_stats {
  DFPN_STATS(STATS_FIELD)
  tt_stats tt;
} dfpn_stats;
/* The table of DFPN_STATS (tt's counters are in tt_stat_specs). */
extern const stat_spec dfpn_stat_specs[];
extern const size_t dfpn_stat_count;

/* One child in a frame of the search (a frame is the position being expanded at one ply). */
typedef struct dfpn_child {
  int move;
  dfpn_pos pos;
  uint32_t phi, delta; /* for the child's side to move */
  uint32_t work;
  uint32_t est_phi, est_delta; /* the game's initial numbers (1, 1 without an estimate) */
  bool proven;                 /* phi or delta is 0 and ps holds along the current path */
  dfpn_proofsum ps;
} dfpn_child;

typedef struct dfpn_frame {
  int n;
  dfpn_child c[DFPN_MAX_CHILDREN];
  uint64_t excl[DFPN_MAX_CHILDREN]; /* boards of the mover's superko-excluded moves */
  int nexcl;
  bool lock; /* the game pruned moves by the history: lock the proof */
  /* parallel search: this ply's position (its record in the parent's frame), the path's length and
   * set hash there, its slot among the shared proof counters and that counter as last looked at */
  const dfpn_child *me;
  int path_len;
  uint64_t path_set;
  uint32_t proved_slot, proved_seen;
} dfpn_frame;

/* State that the searchers of one parallel search share (dfpn.c). */
typedef struct dfpn_shared dfpn_shared;

typedef struct dfpn_search {
  const dfpn_game *game;
  tt_table *tt;
  dfpn_opts opts;
  dfpn_stats st;
  dfpn_path path;      /* the boards of the current path, pre-root history included */
  dfpn_frame **frames; /* one per ply, allocated on first use */
  int nframes;
  bool stop; /* node limit or interrupt: unwind */
  int stopcode;
  /* Optional: called about every 2^16 expansions (progress line), and a stop poll. */
  void (*tick)(void *arg, const struct dfpn_search *s);
  void *tick_arg;
  bool (*interrupted)(void);
  dfpn_shared *shared;   /* during dfpn_solve_parallel only, else NULL */
  int thread;            /* during dfpn_solve_parallel: this searcher's index (0 in the caller's thread) */
  int cut;               /* parallel search: unwind to this ply, whose position another thread decided */
  uintptr_t stack_floor; /* the search stops (YOMI_EDEPTH) before its stack grows below this */
  /* The killer move of each ply (opts.killer): the move by which the last position proved at that
   * ply was won (killer_set: there was one). This searcher's own, so counts stay reproducible. */
  int killer[DFPN_KILLER_PLIES];
  bool killer_set[DFPN_KILLER_PLIES];
} dfpn_search;

int dfpn_init(dfpn_search *s, const dfpn_game *g, tt_table *tt, const dfpn_opts *o);
void dfpn_free(dfpn_search *s);

/* Prove who wins the game's current position (with its history). Returns YOMI_OK with *winner set
 * (0 or 1), YOMI_ELIMIT (node limit), YOMI_EDEPTH (a path deeper than the thread's stack holds:
 * df-pn recurses once per ply) or YOMI_EINTR (interrupted); errors: YOMI_ENOMEM. */
int dfpn_solve(dfpn_search *s, int *winner);

/* Parallel df-pn: the n searchers s[0..n) (each made by dfpn_init with its own game, all games at
 * the same position with the same history, all on the same table) search that position together,
 * one thread each (s[0] in the caller's thread). Every thread runs df-pn from the root over the
 * shared table, re-reads its children from the table after each descent (so work and proofs of
 * the others reach it), and treats a child that other threads are inside as costlier (a virtual
 * proof number: delta + threads there) and applies the 1+epsilon trick with an epsilon of its own
 * (epsilon + thread_epsilon x 2i/n for s[i]), which spreads the threads over the tree; when that choice
 * leaves nothing to do within the thresholds, the thread follows the real numbers. A thread whose
 * path holds a position that another thread proved (a proof that holds on this path) unwinds to it.
 * With opts.lockstep (of s[0]) > 0 the threads take turns of that many expansions, so the counts
 * are the same run to run (for measuring; slower). A proof is
 * assembled from proven table entries under the same transfer rules as one thread's, so the value
 * does not depend on n; the expansion counts and the tree explored do. The node limit counts the
 * expansions of all threads; s[0]'s tick sees dfpn_expansions(). Returns as dfpn_solve. */
int dfpn_solve_parallel(dfpn_search *const *s, int n, int *winner);

/* The usual way to run it: s as for dfpn_solve, plus `nextra` more copies of its game (each at the
 * same position with the same history). Makes a searcher per copy with s's table, options and
 * interrupt poll, solves in 1 + nextra threads, adds the others' statistics into s->st and frees
 * them. With nextra == 0 it is dfpn_solve. */
int dfpn_solve_team(dfpn_search *s, const dfpn_game *const *extra, int nextra, int *winner);

/* The root's proof and disproof numbers (for its side to move) from its children as this searcher
 * last saw them: during a search (from tick) or after one that stopped unproved, to judge how far a
 * long proof has come. False before the root was expanded. */
bool dfpn_root_numbers(const dfpn_search *s, uint32_t *phi, uint32_t *delta);

/* Expansions so far: of every thread during a parallel search, else of this searcher. */
uint64_t dfpn_expansions(const dfpn_search *s);

/* into += from (max_depth: the larger of the two). */
void dfpn_stats_add(dfpn_stats *into, const dfpn_stats *from);

/* After dfpn_solve proved the root for `winner`: a principal variation (the winner's proved move;
 * for the loser, the reply whose refutation took the most work) until the game is decided, re-proving
 * positions whose proof left the table. Writes at most max moves; returns the count or an error. */
int dfpn_pv(dfpn_search *s, int winner, int *moves, int max);

#endif
