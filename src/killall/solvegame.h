/* killall/solvegame: Kill-All Go as a game for the df-pn core (solve/dfpn.h), on boards up to 64
 * points. Three modes: PLAY (from a position with its history, the Defender or the Attacker to
 * move), PLACE (the Attacker first places k stones on the board, then the Defender moves: the
 * minimum-stones question), and PIEBOXING (the whole game from the empty board, setup included).
 * Win rules as terminal tests (killall/rules.h); a side with no legal move loses, which is how the
 * df-pn core treats a position without children. */
#ifndef YOMI_KILLALL_SOLVEGAME_H
#define YOMI_KILLALL_SOLVEGAME_H
#include <stdbool.h>
#include "core/cache.h"
#include "core/stats.h"
#include "go/board.h"
#include "go/symmetry.h"
#include "solve/dfpn.h"

enum { KILLALL_SG_PLAY = 0, KILLALL_SG_PLACE = 1, KILLALL_SG_PIEBOXING = 2 };
#define KILLALL_CLAIM 64 /* the move "claim the Attacker role" in PIEBOXING mode */
/* PLACE mode: the Defender's only move between two Attacker placements. The df-pn core assumes the
 * players alternate, so the Attacker's k placements are interleaved with k-1 forced waits. */
#define KILLALL_WAIT 65

/* Slots of the static-verdict cache (solvegame.c): CACHE_SIZE(KILLALL_SG_CACHE_BITS). */
#define KILLALL_SG_CACHE_BITS 18
/* Play histories up to this many boards are examined for symmetries (solvegame.c). */
#define KILLALL_SG_SYM_HISTORY 8

/* The counters of the further terminal tests (core/stats.h), one set per solvegame and so per
 * thread: a parallel search adds up those of its clones with killall_stats_add. Their names are the
 * keys `yomi killall solve --stats` and `--json` print. */
#define KILLALL_STATS(C) \
  C(local_life_verdicts, SUM, "children decided by the Defender's local life") \
  C(local_life_positions, SUM, "local positions searched for them") \
  C(local_death_verdicts, SUM, "children decided by the Attacker's local death") \
  C(local_death_positions, SUM, "local positions searched for them")

typedef struct killall_stats {
  KILLALL_STATS(STATS_FIELD)
} killall_stats;
extern const stat_spec killall_stat_specs[];
extern const size_t killall_stat_count;
/* into += from, counter by counter. */
void killall_stats_add(killall_stats *into, const killall_stats *from);

/* One setup step on the undo stack: the state before a placement or a claim. */
typedef struct killall_sg_frame {
  go_board board;
  int actor; /* solver player acting in the setup */
} killall_sg_frame;

/* Solver players: in PLAY and PLACE modes player 0 is the Attacker and player 1 the Defender; in
 * PIEBOXING mode player 0 is Player 1 (who acts first) and player 1 is Player 2, and the Attacker is
 * whoever claims. Invariants: in setup, board holds the Attacker stones placed so far and actor is
 * the player to act; in play, g holds the game since the end of the setup (positional superko
 * history), nframes frames lead back to the start. Setup positions carry a phase tag in every key
 * and board hash, so no setup board is ever the same board as one of play. */
typedef struct killall_solvegame {
  int mode;
  int attacker;        /* colour of the Attacker's stones */
  int attacker_player; /* solver player holding the Attacker role (-1 before a Pieboxing claim) */
  int place_total;     /* PLACE: stones on the board when play begins */
  int limit;           /* PIEBOXING: floor(p/2) */
  bool playing;
  go_board board; /* setup board (valid while !playing) */
  int actor;      /* setup actor (valid while !playing) */
  go_game g;      /* play (valid while playing) */
  killall_sg_frame frames[GO_SMALL_POINTS + 2];
  int nframes;
  bool estimate; /* eye-space initial proof numbers (default false: unit numbers) */
  bool symmetry; /* in play, one move per orbit of the history's symmetries (default true) */
  /* In play, leave out the Defender's moves that killall_solvegame_defender_pruned() names (default
   * false). The search is then over a game in which the Defender has fewer options: a Defender win
   * is a proof for the real game, an Attacker win is not. */
  bool prune_defender;
  /* In play, the Defender's local life (killall/local.h) as a further terminal test, with this many
   * local positions per verdict (0: off, the default). It holds along the history it was found
   * along, so the result hook gives it a cap (DFPN_SCOPE_CAP), which the core keeps with the proofs
   * built on it. */
  uint64_t local_budget;
  /* In play, the Attacker's local death (killall/death.h) as a further terminal test, with this many
   * local positions per verdict (0: off, the default). It too holds along the history only; it has
   * no cap the core could carry (its condition counts Attacker stones), so the core locks it to
   * its path (DFPN_SCOPE_PATH). */
  uint64_t death_budget;
  struct killall_death_tables *death; /* its memo, allocated at the first use (NULL before) */
  killall_stats stats;                /* the two local tests' verdicts and effort (KILLALL_STATS) */
  go_symmetry sym;                    /* the symmetries of the board */
  cache_pair *cache;                  /* static verdicts by board (killall_go_board_static_cached), or NULL */
  dfpn_game iface;
} killall_solvegame;

/* The Defender's placement at empty point p on b is one of those --prune-defender leaves out: it
 * fills a point all of whose neighbours are stones of one Defender chain (its own eye), or it is
 * suicide, or it leaves a chain of two or more Defender stones in atari without capturing. Depends
 * on the board alone (never on the history), and is invariant under the board's symmetries. */
bool killall_solvegame_defender_pruned(const go_board *b, int defender, int p);

/* PLAY: from the game g (its history included; <= 64 points), attacker = colour of the Attacker. */
int killall_solvegame_from_game(killall_solvegame *sg, const go_game *g, int attacker);
/* PLACE: start from `start` (Attacker stones only), the Attacker adds k stones, then the Defender moves. */
int killall_solvegame_place(killall_solvegame *sg, const go_board *start, int attacker, int k);
/* PIEBOXING from the empty rows x cols board. */
int killall_solvegame_pieboxing(killall_solvegame *sg, int rows, int cols);
/* A deep copy of src (same position, history, mode and flags, counters zero) into an uninitialised
 * dst, for another thread of a parallel search. 0 or YOMI_ENOMEM. */
int killall_solvegame_clone(killall_solvegame *dst, const killall_solvegame *src);
void killall_solvegame_free(killall_solvegame *sg);

#endif
