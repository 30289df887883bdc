/* killall/proof: proving Kill-All questions, one or a count at a time (see proof.h). */
#include "killall/proof.h"
#include <stdio.h>
#include <string.h>
#include "core/error.h"
#include "core/timer.h"

void killall_prove(const killall_problem *pb, killall_solvegame *sg, dfpn_run *run,
                   const dfpn_run_config *cfg, killall_proof *out) {
  memset(out, 0, sizeof *out);
  dfpn_run_solve(run, &sg->iface, cfg, &out->r);
  out->ks = sg->stats;
  if (!out->r.rc && pb->prune_defender && out->r.winner == 0) {
    out->r.rc = YOMI_ELIMIT; /* not a proof: the Defender had fewer moves than the rules give it */
    out->r.npv = 0;
    out->pruned_loss = true;
  }
}

void killall_min_stones_start(killall_min_stones *m, const killall_problem *pb, int max_stones) {
  memset(m, 0, sizeof *m);
  m->pk = *pb;
  m->pk.place = 0;
  m->max_stones = max_stones;
  m->found = -1;
}

/* A proof of sg on a fresh table of its own, without a snapshot. */
static void prove_fresh(killall_min_stones *m, killall_solvegame *sg, uint64_t tt_mb,
                        const dfpn_run_config *cfg, killall_proof *p) {
  dfpn_run run;
  if (dfpn_run_open(&run, tt_mb, NULL, NULL)) {
    memset(p, 0, sizeof *p);
    p->r.rc = YOMI_ENOMEM;
    snprintf(m->why, sizeof m->why, "%s", run.why);
    return;
  }
  killall_prove(&m->pk, sg, &run, cfg, p);
  dfpn_run_close(&run);
}

bool killall_min_stones_next(killall_min_stones *m, uint64_t tt_mb, const dfpn_run_config *cfg,
                             killall_proof *p) {
  const go_board *b = &m->pk.start;
  int k = m->pk.place;
  if (m->over || m->rc || k > m->max_stones || go_setcount(go_board_stoneset(b, GO_BLACK)) + k > b->npoints)
    return (m->over = true), false;
  killall_solvegame sg;
  if (killall_problem_game(&m->pk, &sg)) return (m->rc = YOMI_ENOMEM), false;
  prove_fresh(m, &sg, tt_mb, cfg, p);
  killall_solvegame_free(&sg);
  m->seconds += p->r.seconds;
  m->expansions += p->r.st.expansions;
  if (p->r.rc == YOMI_OK && p->r.winner == 0) m->found = k;
  m->over = p->r.rc != YOMI_OK || p->r.winner == 0;
  m->pk.place = k + 1;
  return true;
}

void killall_min_stones_stop(killall_min_stones *m) {
  m->over = true;
  m->found = -1;
}

bool killall_proof_check(const killall_problem *pb, int k, uint64_t limit, const killall_proof *p, char *text,
                         size_t n) {
  uint64_t nodes = 0;
  int attacker_wins = -1;
  double t0 = timer_now();
  text[0] = 0;
  if (killall_problem_exhaustive(pb, k, limit, &nodes, &attacker_wins)) return false;
  bool disagree = attacker_wins >= 0 && p->r.rc == YOMI_OK && attacker_wins != (p->r.winner == 0);
  snprintf(text, n, "exhaustive: %s (%llu positions, %.2f s)%s\n",
           attacker_wins < 0 ? "unknown (node limit)"
           : attacker_wins   ? "attacker wins"
                             : "defender wins",
           (unsigned long long)nodes, timer_now() - t0,
           disagree             ? "  DISAGREES WITH DF-PN"
           : attacker_wins >= 0 ? ", agrees"
                                : "");
  return disagree;
}
