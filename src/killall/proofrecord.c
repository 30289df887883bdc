/* killall/proofrecord: a Kill-All proof and the least-stones search in words and as JSON members,
 * with the question's names for players and moves (see proof.h). */
#include <stdio.h>
#include "core/error.h"
#include "core/stats.h"
#include "core/text.h"
#include "killall/proof.h"
#include "solve/record.h"

const char *killall_problem_player(int mode, int player) {
  if (mode == KILLALL_SG_PIEBOXING) return player == 0 ? "player 1" : "player 2";
  return player == 0 ? "attacker" : "defender";
}

void killall_problem_move_name(int move, int rows, int cols, char *buf, size_t len) {
  if (move == KILLALL_CLAIM) snprintf(buf, len, "claim");
  else if (move == KILLALL_WAIT) snprintf(buf, len, "-");
  else go_move_name(move, rows, cols, buf, len);
}

void killall_problem_mode_text(const killall_problem *pb, char *out, size_t n) {
  out[0] = 0;
  if (pb->mode == KILLALL_SG_PIEBOXING)
    snprintf(out, n, "setup: pieboxing (player 1 acts first; the pv starts in the setup)\n");
  if (pb->mode == KILLALL_SG_PLACE)
    snprintf(out, n, "the Attacker first places %d stone(s), then the Defender moves\n", pb->place);
}

void killall_proof_text(const killall_problem *pb, const killall_proof *p, char *out, size_t n) {
  const dfpn_result *r = &p->r;
  int mode = pb->mode;
  char buf[64];
  out[0] = 0;
  if (r->rc == YOMI_OK) text_appendf(out, n, "result: %s wins\n", killall_problem_player(mode, r->winner));
  else if (p->pruned_loss)
    text_appendf(
        out, n,
        "result: unknown (the Defender loses with --prune-defender, which proves Defender wins only)\n");
  else text_appendf(out, n, "result: %s\n", dfpn_result_status(r->rc, buf, sizeof buf));
  text_appendf(out, n, "expansions: %llu\ntime: %.2f s\n", (unsigned long long)r->st.expansions, r->seconds);
  if (r->root_known)
    text_appendf(out, n,
                 "root numbers: %s %u, %s %u (proof numbers at the root: what each side's proof still needs, "
                 "as df-pn counts it)\n",
                 killall_problem_player(mode, r->root_mover), r->root_phi,
                 killall_problem_player(mode, 1 - r->root_mover), r->root_delta);
  if (!r->npv) return;
  text_appendf(out, n, "pv:");
  for (int i = 0; i < r->npv; i++) {
    killall_problem_move_name(r->pv[i], pb->start.rows, pb->start.cols, buf, sizeof buf);
    text_appendf(out, n, " %s", buf);
  }
  text_appendf(out, n, "  (%llu expansions to re-prove positions whose proof left the table)\n",
               (unsigned long long)r->pv_expansions);
}

/* The question's names for the record (solve/record.h); ctx is the problem. */
static const char *ctx_player(void *ctx, int player) {
  return killall_problem_player(((const killall_problem *)ctx)->mode, player);
}
static void ctx_move(void *ctx, int m, char *buf, size_t len) {
  const killall_problem *pb = ctx;
  killall_problem_move_name(m, pb->start.rows, pb->start.cols, buf, len);
}

void killall_proof_json_result(json_writer *w, const killall_problem *pb, const killall_proof *p) {
  dfpn_record_names names = {ctx_player, ctx_move, (void *)pb};
  dfpn_result_json_winner(w, &p->r,
                          p->r.rc == YOMI_OK ? killall_problem_player(pb->mode, p->r.winner) : NULL);
  dfpn_result_json_pv(w, &p->r, &names);
  dfpn_result_json_root(w, &p->r, &names);
}

void killall_proof_json_stats(json_writer *w, const killall_proof *p) {
  json_key(w, "stats");
  json_begin_object(w);
  stats_json(w, dfpn_stat_specs, dfpn_stat_count, &p->r.st);
  json_kv_double(w, "seconds", p->r.seconds);
  json_kv_uint(w, "pv_expansions", p->r.pv_expansions);
  stats_json(w, killall_stat_specs, killall_stat_count, &p->ks);
  json_end_object(w);
}

void killall_min_stones_step_text(const killall_min_stones *m, const killall_proof *p, char *out, size_t n) {
  int k = m->pk.place - 1; /* the count just proved */
  int used = snprintf(out, n, "-- %d placed stone%s, then the Defender moves\n", k, text_plural(k));
  if (used >= 0 && (size_t)used < n) killall_proof_text(&m->pk, p, out + used, n - (size_t)used);
}

void killall_min_stones_step_json(json_writer *w, const killall_min_stones *m, const killall_proof *p) {
  json_begin_object(w);
  json_kv_int(w, "stones", m->pk.place - 1);
  killall_proof_json_result(w, &m->pk, p);
  killall_proof_json_stats(w, p);
  json_end_object(w);
}

void killall_min_stones_text(const killall_min_stones *m, char *out, size_t n) {
  int k = m->found;
  if (k < 0) snprintf(out, n, "minimum: not found\n");
  else
    snprintf(out, n, "minimum: %d Attacker stone%s kill%s (total %llu expansions, %.2f s)\n", k,
             text_plural(k), k == 1 ? "s" : "", (unsigned long long)m->expansions, m->seconds);
}

void killall_min_stones_json_begin(json_writer *w) {
  json_key(w, "result");
  json_begin_object(w);
  json_key(w, "by_stones");
  json_begin_array(w);
}

void killall_min_stones_json_end(json_writer *w, const killall_min_stones *m) {
  json_end_array(w);
  json_kv_int(w, "min_stones", m->found);
  json_end_object(w);
  json_key(w, "stats");
  json_begin_object(w);
  json_kv_uint(w, "expansions", m->expansions);
  json_kv_double(w, "seconds", m->seconds);
  json_end_object(w);
}
