/* pipeline: the per-sample filter chain of the estimate. */
#include "shogi/pipeline.h"
#include "core/error.h"
#include "core/timer.h"
#include "shogi/canon.h"
#include "shogi/cand.h"
#include "core/rng.h"
#include "shogi/prime.h"
#include "shogi/rank.h"
#include "shogi/reach.h"
#include <pthread.h>
#include <math.h>
#include <stdlib.h>

const char *const shogi_pipeline_stage_names[SHOGI_T_N] = {"uniform rank + unrank", "canonical filter",
                                                           "two pawns / immobile",  "check filter",
                                                           "Prev_1 non-empty",      "reverse search"};

struct shogi_pipeline {
  shogi_pipeline_config cfg;
  shogi_ranker rk;
  shogi_prime_ranker prk;
  shogi_reach *reach;
  double seconds[SHOGI_T_N];
};

static pthread_mutex_t seconds_lock = PTHREAD_MUTEX_INITIALIZER;

void *shogi_pipeline_new(void *config) {
  shogi_pipeline *p = calloc(1, sizeof *p);
  if (!p) return NULL;
  p->cfg = *(const shogi_pipeline_config *)config;
  if (shogi_ranker_init(&p->rk, p->cfg.count)) {
    free(p);
    return NULL;
  }
  if (p->cfg.prime) shogi_prime_ranker_init(&p->prk, p->cfg.prime);
  p->reach = shogi_reach_new();
  if (!p->reach) {
    if (p->cfg.prime) shogi_prime_ranker_clear(&p->prk);
    shogi_ranker_clear(&p->rk);
    free(p);
    return NULL;
  }
  return p;
}

void shogi_pipeline_free(void *pipeline) {
  shogi_pipeline *p = pipeline;
  if (!p) return;
  if (p->cfg.seconds) {
    pthread_mutex_lock(&seconds_lock);
    for (int i = 0; i < SHOGI_T_N; i++) p->cfg.seconds[i] += p->seconds[i];
    pthread_mutex_unlock(&seconds_lock);
  }
  shogi_reach_free(p->reach);
  if (p->cfg.prime) shogi_prime_ranker_clear(&p->prk);
  shogi_ranker_clear(&p->rk);
  free(p);
}

/* The time since *t to stage's account; *t becomes now. */
static void lap(shogi_pipeline *p, int stage, double *t) {
  double now = timer_now();
  p->seconds[stage] += now - *t;
  *t = now;
}

int shogi_pipeline_sample(void *pipeline, uint64_t seed, uint64_t index, shogi_sample_result *out) {
  shogi_pipeline *p = pipeline;
  const shogi_cand_variant *cv = &p->cfg.count->var;
  shogi_cand c;
  shogi_pos pos;
  double t = timer_now();
  out->stage = SHOGI_STAGE_NONCANONICAL;
  if (p->cfg.prime) shogi_prime_sample(&p->prk, seed, index, &c);
  else shogi_rank_sample(&p->rk, seed, index, &c, NULL);
  lap(p, SHOGI_T_UNRANK, &t);
  bool canonical = shogi_canon_is_canonical(cv, &c);
  lap(p, SHOGI_T_CANON, &t);
  if (!canonical) return 0;
  int rc = shogi_cand_to_rules(cv, &c, p->cfg.rules, &pos);
  if (rc) return rc;
  /* Every element of P_K' passes this filter (shogi_prime_member; tests/test_shogi_prime.c). */
  bool bad_pieces = !p->cfg.prime && (shogi_filter_two_pawns(&pos) || shogi_filter_immobile(&pos));
  lap(p, SHOGI_T_PIECES, &t);
  out->stage = SHOGI_STAGE_PIECES;
  if (bad_pieces) return 0;
  bool check = shogi_filter_check(&pos);
  lap(p, SHOGI_T_CHECK, &t);
  out->stage = SHOGI_STAGE_CHECK;
  if (check) return 0;
  bool has_prev = shogi_prev_exists(&pos);
  lap(p, SHOGI_T_PREV, &t);
  out->stage = SHOGI_STAGE_NOPREV;
  if (!has_prev) return 0;
  if (!shogi_pipeline_selected(seed, index, p->cfg.reach_fraction)) {
    out->unsearched = true;
    return 0;
  }
  shogi_reach_result res;
  rc = shogi_reach_search(p->reach, &pos, &res);
  lap(p, SHOGI_T_REACH, &t);
  if (rc) return rc;
  if (res.reachable) {
    out->stage = SHOGI_STAGE_REACHABLE;
    out->expanded = res.expanded;
    out->length = res.length;
  } else {
    out->stage = SHOGI_STAGE_UNREACHABLE;
    out->plies = (uint32_t)res.plies_traced_back;
  }
  return 0;
}

bool shogi_pipeline_selected(uint64_t seed, uint64_t index, double fraction) {
  if (fraction <= 0 || fraction >= 1) return true;
  return rng_at(seed ^ SHOGI_REACH_KEY, index, 0) < (uint64_t)ldexp(fraction, 64);
}
