/* solve/dfpn: depth-first proof-number search (Nagai's df-pn) over the transposition table of
 * solve/tt, sound under positional superko through the proof-transfer rule of docs/proof-transfer.md.
 * Game independent: a game plugs in through dfpn_game and no game header is included here. */
#ifndef YOMI_SOLVE_DFPN_H
#define YOMI_SOLVE_DFPN_H
#include <stdbool.h>
#include <stdint.h>
#include "core/opts.h"
#include "core/stats.h"
#include "solve/tt.h"

#define DFPN_MAX_CHILDREN 80 /* moves of one position, pass included */
#define DFPN_EXMAX 8         /* exact excluded boards a proof carries during search */

/* What the game tells the solver about its current position. The TT key is the position without
 * history: board, side to move and whether the last move was a pass. */
typedef struct dfpn_pos {
  uint64_t sig1, sig2; /* two independent signatures of (board, side to move, last move a pass) */
  uint64_t board;      /* hash of the stones alone: the positional-superko notion of a board */
  int stones;          /* number of stones on the board */
} dfpn_pos;

/* Added to a winner by dfpn_game.result: the decision depends on the history. */
#define DFPN_HISTORY 2

/* Answers of dfpn_game.play. */
enum { DFPN_PLAYED = 0, DFPN_SUPERKO = 1, DFPN_ILLEGAL = 2 };

/* The game interface. Players are 0 and 1. The game keeps the current position and its full
 * history (make/undo); the solver walks it with play/undo. Precondition of every call: the game
 * is at a position reached by the solver's own play calls from the position it started at. */
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
  /* -1 while the game goes on, else the winner (0 or 1) at the current position: game over, or a
   * static decision that holds whatever the history (the game vouches for that); or the winner +
   * DFPN_HISTORY: a decision that holds along this position's history but perhaps not along
   * another (the core then locks it, and every proof built on it, to the set of boards of the path,
   * docs/proof-transfer.md). */
  int (*result)(void *ctx);
  /* Boards of the history up to and including the current one, oldest first (hash and stones).
   * Returns how many there are (at most max). Called once at the start of a search. */
  int (*history)(void *ctx, uint64_t *boards, uint8_t *stones, int max);
  /* Optional (NULL: 1 and 1): initial proof and disproof numbers, for the side to move, of the
   * current position when it has no table entry yet (df-pn+ style initialisation). Each must be
   * >= 1 and < DFPN_ESTIMATE_MAX. They steer the search only: a proof or disproof still needs every
   * child proved, so the result does not depend on them. */
  void (*estimate)(void *ctx, uint32_t *phi, uint32_t *delta);
  /* Optional (NULL: never): true when moves() at the current position left out legal moves whose
   * value equals that of a listed move by an argument that needs this position's own history (a
   * symmetry of every board of the history, say). The core then locks the position's proof to the
   * set of boards of the path it was found along (docs/proof-transfer.md), so it is never reused
   * along another history. */
  bool (*pruned)(void *ctx);
  /* Optional (NULL: such decisions are locked to their path): for a decision that result() marked
   * DFPN_HISTORY, called at once (the game still at that position), the condition it needs of the
   * history, as a cap: every board b of the history must have at most *k "features" in the point
   * set *z, where a board's features are whatever the game says (Kill-All: the Defender's stones).
   * Returns false if the decision's condition is not of that form. */
  bool (*cap_of_result)(void *ctx, uint64_t *z, int *k);
  /* With cap_of_result: does every board of the current history (the game's position included)
   * meet the cap (z, k)? */
  bool (*cap_holds)(void *ctx, uint64_t z, int k);
} dfpn_game;
#define DFPN_ESTIMATE_MAX 1000000u

/* Options of the search (one table: generates struct, parser and help in the command line). */
#define DFPN_OPTIONS(X)                                                                   \
  X(FLAG, no_transfer, 0, 0, 1, "reuse a proof only along a history with the same boards") \
  X(DOUBLE, epsilon, 0.25, 0, 4, "1+epsilon trick: child threshold (1+eps) x second best") \
  X(FLAG, weak, 0, 0, 1, "weak proof numbers (max + count) against over-counting")      \
  X(INT, node_limit, 0, 0, 1e18, "stop after this many expansions (0: no limit)")            \
  X(INT, threads, 1, 1, 256, "threads, for front ends that run dfpn_solve_team (not read here)")

typedef struct dfpn_opts {
  DFPN_OPTIONS(OPTS_FIELD)
} dfpn_opts;
/* Every option at its default (from the table). */
void dfpn_opts_default(dfpn_opts *o);
/* The table itself, for front ends that parse these options. */
extern const opt_spec dfpn_opt_specs[];
extern const size_t dfpn_opt_count;

/* Search statistics (per searcher; a parallel search adds them up). */
#define DFPN_STATS(C)                                                                    \
  C(expansions, SUM, "positions expanded")                                                     \
  C(children, SUM, "legal children generated")                                                 \
  C(terminals, SUM, "children decided by the game (game over or static)")                     \
  C(superko_excluded, SUM, "moves excluded by positional superko")                            \
  C(proofs_reused, SUM, "stored proofs reused along the current path")                        \
  C(transfer_rejected_created, SUM, "stored proofs rejected: a board the winner creates occurred") \
  C(transfer_rejected_excluded, SUM, "stored proofs rejected: relied on an exclusion not on this path") \
  C(transfer_rejected_locked, SUM, "stored proofs rejected: locked to another history")      \
  C(transfer_rejected_capped, SUM, "stored proofs rejected: a board of the history exceeds their cap") \
  C(max_depth, MAX, "deepest ply below the root")

typedef struct dfpn_stats {
  DFPN_STATS(STATS_FIELD)
  tt_stats tt;
} dfpn_stats;
/* The table of DFPN_STATS (tt's counters are in tt_stat_specs). */
extern const stat_spec dfpn_stat_specs[];
extern const size_t dfpn_stat_count;

/* A proof's transfer summary (docs/proof-transfer.md). Winner-created boards: a board b may have
 * been created by a winner move only if bit stones(b) of cmask and bit top6(b) of hmask are both
 * set. ex[0..nex): the boards, all in the history the proof was found along (and none of them the
 * proved position's own board), whose occurrence excluded a loser move the proof needed excluded.
 * locked: the proof holds only along a history with exactly the set of boards whose set hash is
 * lockset (used when ex would overflow, and for every proof when transfer is off). */
typedef struct dfpn_proofsum {
  uint64_t cmask, hmask;
  uint64_t ex[DFPN_EXMAX];
  int nex;
  bool locked;
  uint64_t lockset;
  /* cap: the proof holds only along a history whose every board has at most capk features on the
   * points capz (dfpn_game.cap_of_result; two caps merge into the union of the sets and the least
   * count, which implies both). */
  bool cap;
  uint64_t capz;
  int capk;
} dfpn_proofsum;

/* One child in a frame of the search (a frame is the position being expanded at one ply). */
typedef struct dfpn_child {
  int move;
  dfpn_pos pos;
  uint32_t phi, delta; /* for the child's side to move */
  uint32_t work;
  uint32_t est_phi, est_delta; /* the game's initial numbers (1, 1 without an estimate) */
  bool proven;         /* phi or delta is 0 and ps holds along the current path */
  dfpn_proofsum ps;
} dfpn_child;

typedef struct dfpn_frame {
  int n;
  dfpn_child c[DFPN_MAX_CHILDREN];
  uint64_t excl[DFPN_MAX_CHILDREN]; /* boards of the mover's superko-excluded moves */
  int nexcl;
  bool lock;                        /* the game pruned moves by the history: lock the proof */
} dfpn_frame;

/* State that the searchers of one parallel search share (dfpn.c). */
typedef struct dfpn_shared dfpn_shared;

typedef struct dfpn_search {
  const dfpn_game *game;
  tt_table *tt;
  dfpn_opts opts;
  dfpn_stats st;
  /* The boards of the current path, oldest first (pre-root history included), and the set hash of
   * all of them. Invariant: no board twice (positional superko); pboard[plen-1] is the current one. */
  uint64_t *pboard;
  uint8_t *pstones;
  int plen, pcap;
  uint64_t pset;
  dfpn_frame **frames; /* one per ply, allocated on first use */
  int nframes;
  bool stop;           /* node limit or interrupt: unwind */
  int stopcode;
  /* Optional: called about every 2^16 expansions (progress line), and a stop poll. */
  void (*tick)(void *arg, const struct dfpn_search *s);
  void *tick_arg;
  bool (*interrupted)(void);
  dfpn_shared *shared; /* during dfpn_solve_parallel only, else NULL */
} dfpn_search;

int dfpn_init(dfpn_search *s, const dfpn_game *g, tt_table *tt, const dfpn_opts *o);
void dfpn_free(dfpn_search *s);

/* Prove who wins the game's current position (with its history). Returns YOMI_OK with *winner set
 * (0 or 1), YOMI_ELIMIT (node limit) or YOMI_EINTR (interrupted); errors: YOMI_ENOMEM. */
int dfpn_solve(dfpn_search *s, int *winner);

/* Parallel df-pn: the n searchers s[0..n) (each made by dfpn_init with its own game, all games at
 * the same position with the same history, all on the same table) search that position together,
 * one thread each (s[0] in the caller's thread). Every thread runs df-pn from the root over the
 * shared table, re-reads its children from the table after each descent (so work and proofs of
 * the others reach it), and treats a child that other threads are inside as costlier (a virtual
 * proof number: delta + threads there), which spreads the threads over the tree; when that choice
 * leaves nothing to do within the thresholds, the thread follows the real numbers. A proof is
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

/* Set hash of a set of boards (order independent), as used by locked proofs. */
uint64_t dfpn_set_hash(uint64_t board);

#endif
