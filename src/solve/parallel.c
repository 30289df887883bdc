/* solve/parallel: parallel df-pn, threads sharing one table (see dfpn_solve_parallel in dfpn.h). */
#include <pthread.h>
#include <sched.h>
#include <stdlib.h>
#include "core/error.h"
#include "solve/dfpn.h"
#include "solve/dfpn_impl.h"

typedef struct worker {
  dfpn_search *s;
  int rc, winner;
  pthread_t th;
} worker;

/* Lockstep: hand the turn from searcher `me` to the next one still searching (none: keep it). Every
 * write to the table happens in a turn, the unwinding after the stop included (one searcher after
 * the other), so the counts and the table after the search are the same run to run. */
static void pass_turn(dfpn_shared *sh, int me) {
  for (int k = 1; k < sh->nthreads; k++) {
    int i = (me + k) % sh->nthreads;
    if (!__atomic_load_n(&sh->done[i], __ATOMIC_ACQUIRE)) {
      __atomic_store_n(&sh->turn, i, __ATOMIC_RELEASE);
      return;
    }
  }
}

void dfpn__take_turn(dfpn_search *s) {
  dfpn_shared *sh = s->shared;
  uint64_t k = (uint64_t)sh->lockstep;
  if (s->st.expansions > 1 && (s->st.expansions - 1) % k == 0) pass_turn(sh, s->thread);
  while (__atomic_load_n(&sh->turn, __ATOMIC_ACQUIRE) != s->thread) sched_yield();
}

static void *work(void *arg) {
  worker *w = arg;
  dfpn_search *s = w->s;
  w->rc = dfpn_solve(s, &w->winner);
  dfpn_shared *sh = s->shared;
  if (w->rc == YOMI_OK) {
    int none = -1;
    __atomic_compare_exchange_n(&sh->winner, &none, w->winner, false, __ATOMIC_RELAXED, __ATOMIC_RELAXED);
  }
  __atomic_store_n(&sh->stop, 1, __ATOMIC_RELEASE);
  if (sh->lockstep) {
    __atomic_store_n(&sh->done[s->thread], 1, __ATOMIC_RELEASE);
    if (__atomic_load_n(&sh->turn, __ATOMIC_ACQUIRE) == s->thread) pass_turn(sh, s->thread);
  }
  return NULL;
}

int dfpn_solve_parallel(dfpn_search *const *s, int n, int *winner) {
  if (n <= 1) return dfpn_solve(s[0], winner);
  dfpn_shared *sh = calloc(1, sizeof *sh);
  worker *w = calloc((size_t)n, sizeof *w);
  int *done = calloc((size_t)n, sizeof *done);
  if (!sh || !w || !done) {
    free(sh);
    free(w);
    free(done);
    return YOMI_ENOMEM;
  }
  sh->winner = -1;
  sh->lockstep = (int)s[0]->opts.lockstep;
  sh->nthreads = n;
  sh->done = done;
  for (int i = 0; i < n; i++) {
    w[i].s = s[i];
    s[i]->shared = sh;
    s[i]->thread = i;
  }
  int started = 1;
  for (int i = 1; i < n; i++, started++)
    if (pthread_create(&w[i].th, NULL, work, &w[i]) != 0) break;
  for (int i = started; i < n; i++) __atomic_store_n(&done[i], 1, __ATOMIC_RELEASE); /* never started */
  work(&w[0]);
  for (int i = 1; i < started; i++) pthread_join(w[i].th, NULL);
  for (int i = 0; i < n; i++) s[i]->shared = NULL;
  int rc;
  if (sh->winner >= 0) {
    *winner = sh->winner;
    rc = YOMI_OK;
  } else {
    rc = sh->stopcode ? sh->stopcode : w[0].rc;
    if (rc == YOMI_OK) rc = YOMI_EINVAL; /* stopped without a proof or a cause: cannot happen */
  }
  free(sh);
  free(w);
  free(done);
  return rc;
}

int dfpn_solve_team(dfpn_search *s, const dfpn_game *const *extra, int nextra, int *winner) {
  if (nextra <= 0) return dfpn_solve(s, winner);
  dfpn_search *all = calloc((size_t)nextra, sizeof *all);
  dfpn_search **team = calloc((size_t)nextra + 1, sizeof *team);
  if (!all || !team) {
    free(all);
    free(team);
    return YOMI_ENOMEM;
  }
  team[0] = s;
  for (int i = 0; i < nextra; i++) {
    dfpn_init(&all[i], extra[i], s->tt, &s->opts);
    all[i].interrupted = s->interrupted;
    team[i + 1] = &all[i];
  }
  int rc = dfpn_solve_parallel(team, nextra + 1, winner);
  for (int i = 0; i < nextra; i++) {
    dfpn_stats_add(&s->st, &all[i].st);
    dfpn_free(&all[i]);
  }
  free(all);
  free(team);
  return rc;
}
