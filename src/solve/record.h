/* solve/record: a solving run's result and statistics as members of a JSON record (core/json.h),
 * with the game naming its players and moves; and the unproved result in words. */
#ifndef YOMI_SOLVE_RECORD_H
#define YOMI_SOLVE_RECORD_H
#include <stddef.h>
#include "core/json.h"
#include "solve/run.h"

/* How a game names its two players (0, 1) and writes a move (into buf, >= 16 bytes). */
typedef struct dfpn_record_names {
  const char *(*player)(void *ctx, int player);
  void (*move)(void *ctx, int move, char *buf, size_t len);
  void *ctx;
} dfpn_record_names;

/* "unknown (node limit)", "unknown (interrupted)", "error (out of memory)" for a run that proved
 * nothing (rc != YOMI_OK); buf holds the error text. */
const char *dfpn_result_status(int rc, char *buf, size_t len);
/* The one convention of every record for a result not proved: the result's member is null, then
 * "status" names why: "limit" (a node or other limit stopped it), "interrupted" (Ctrl-C), "unknown"
 * (ran to its end without deciding, e.g. a pruned run), "error"; and "reason" says it in words.
 * dfpn_status_name gives the status of an error code ("proved" for YOMI_OK). */
const char *dfpn_status_name(int rc);
/* Members key: null, "status", "reason" (the convention above) for rc != YOMI_OK. */
void dfpn_json_unknown(json_writer *w, const char *key, int rc, const char *reason);
/* Member "winner": the name winner when p is proved, else null with "status" and "reason". */
void dfpn_result_json_winner(json_writer *w, const dfpn_result *p, const char *winner);
/* Members "winner" (a name, or null with "status" and "reason"), "root_proof_numbers" (when known),
 * "pv". */
void dfpn_result_json(json_writer *w, const dfpn_result *p, const dfpn_record_names *names);
/* Member "root_proof_numbers": {mover: phi, other: delta}, when the root's numbers are known. */
void dfpn_result_json_root(json_writer *w, const dfpn_result *p, const dfpn_record_names *names);
/* Member "pv": the principal variation's move names. */
void dfpn_result_json_pv(json_writer *w, const dfpn_result *p, const dfpn_record_names *names);
/* Every df-pn and table statistic as members (DFPN_STATS, TT_STATS). */
void dfpn_stats_json(json_writer *w, const dfpn_stats *s);

#endif
