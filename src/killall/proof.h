/* killall/proof: proving a Kill-All question (killall/problem.h) as `yomi killall solve` does: one
 * proof on a run's table (a Defender loss under prune_defender proves nothing), the search for the
 * least number of placed Attacker stones that kills, one fresh table per count, and the check by the
 * brute-force twin; the results in words and as JSON members (killall/proofrecord.c), which the
 * front end prints. */
#ifndef YOMI_KILLALL_PROOF_H
#define YOMI_KILLALL_PROOF_H
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include "core/json.h"
#include "killall/problem.h"
#include "solve/run.h"

typedef struct killall_proof {
  dfpn_result r;    /* the run (its rc, winner: solver players, root numbers, statistics, pv) */
  bool pruned_loss; /* prune_defender and the Defender lost the pruned game: no verdict (rc ELIMIT) */
  killall_stats ks; /* the local tests' counters (KILLALL_STATS), every thread's added up */
} killall_proof;

/* Prove sg, the game of question pb, on the run's table. */
void killall_prove(const killall_problem *pb, killall_solvegame *sg, dfpn_run *run,
                   const dfpn_run_config *cfg, killall_proof *out);

/* The search for the least count k = 0, 1, ... of placed stones with which the Attacker wins (pb in
 * KILLALL_SG_PLACE; its place is ignored). Invariant: pk is pb with place = k, the next count. */
typedef struct killall_min_stones {
  killall_problem pk;
  int max_stones;      /* give up beyond this many */
  int found;           /* the least count that kills, -1 while none */
  bool over;           /* found, given up, or a proof failed */
  int rc;              /* YOMI_ENOMEM when a count's game or table could not be had */
  double seconds;      /* of every proof */
  uint64_t expansions; /* of every proof */
  char why[600];       /* rc: why (the table's error, or empty) */
} killall_min_stones;

void killall_min_stones_start(killall_min_stones *m, const killall_problem *pb, int max_stones);
/* Prove the next count (m->pk.place) on a fresh table of tt_mb MiB into *p: true with the proof
 * (rc YOMI_ENOMEM, with m->why, when the table could not be had), false when the search is over or
 * its game could not be set up (m->rc). After a proof the search is over when it killed or failed. */
bool killall_min_stones_next(killall_min_stones *m, uint64_t tt_mb, const dfpn_run_config *cfg,
                             killall_proof *p);
/* End the search without a minimum (a check found the last proof wrong). */
void killall_min_stones_stop(killall_min_stones *m);

/* The brute-force twin (killall_problem_exhaustive, node limit `limit`) on the question with k
 * placed stones, against p, in words into text[0..n) ("exhaustive: attacker wins (N positions,
 * T s), agrees"; empty when it could not run). True when both proved and they disagree. */
bool killall_proof_check(const killall_problem *pb, int k, uint64_t limit, const killall_proof *p, char *text,
                         size_t n);

/* ---- in words and JSON (killall/proofrecord.c) ---- */

/* The players' names in mode: "attacker" / "defender", or Pieboxing's "player 1" / "player 2". */
const char *killall_problem_player(int mode, int player);
/* A move of the solver game: a vertex, "claim" or "-" (the Attacker's wait) into buf. */
void killall_problem_move_name(int move, int rows, int cols, char *buf, size_t len);
/* How the question starts, as a line (with '\n'; empty in play). */
void killall_problem_mode_text(const killall_problem *pb, char *out, size_t n);
/* The proof in lines: result, expansions, time, the root's numbers when unproved, the pv. */
void killall_proof_text(const killall_problem *pb, const killall_proof *p, char *out, size_t n);
/* Members "winner" (null with "status" and "reason" when unproved: solve/record.h), "pv" and
 * "root_proof_numbers" (when known). */
void killall_proof_json_result(json_writer *w, const killall_problem *pb, const killall_proof *p);
/* Member "stats": df-pn's counters, seconds, pv_expansions and the local tests' counters. */
void killall_proof_json_stats(json_writer *w, const killall_proof *p);

/* The count m->pk.place just proved as p, in lines (a heading, then killall_proof_text). */
void killall_min_stones_step_text(const killall_min_stones *m, const killall_proof *p, char *out, size_t n);
/* ... as one object of the "by_stones" array: "stones", the result and the stats. */
void killall_min_stones_step_json(json_writer *w, const killall_min_stones *m, const killall_proof *p);
/* The search's outcome once over: "minimum: ..." as a line. */
void killall_min_stones_text(const killall_min_stones *m, char *out, size_t n);
/* Opens member "result" with its array "by_stones"; the end closes both, with "min_stones", then
 * member "stats" (expansions and seconds of every proof). */
void killall_min_stones_json_begin(json_writer *w);
void killall_min_stones_json_end(json_writer *w, const killall_min_stones *m);

#endif
