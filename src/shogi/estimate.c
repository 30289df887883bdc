/* estimate: the Monte Carlo driver: chunked work counter, deterministic tallies, atomic checkpoints. */
#include "shogi/estimate.h"
#include "core/error.h"
#include "core/timer.h"
#include <errno.h>
#include <math.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

const char *const shogi_stage_names[SHOGI_STAGE_COUNT] = {
    "non-canonical",        "two pawns / immobile piece",     "side not to move in check",
    "no 1-ply predecessor", "unreachable (search exhausted)", "reachable"};

void shogi_tally_clear(shogi_tally *t) { memset(t, 0, sizeof *t); }

/* Is E1/L1 > E2/L2 (ties broken by the larger E)? Exact, in integers. */
static bool ratio_greater(uint64_t e1, uint64_t l1, uint64_t e2, uint64_t l2) {
  if (l2 == 0) return l1 != 0;
  if (l1 == 0) return false;
  unsigned __int128 a = (unsigned __int128)e1 * l2, b = (unsigned __int128)e2 * l1;
  return a > b || (a == b && e1 > e2);
}

void shogi_tally_add(shogi_tally *t, const shogi_sample_result *r) {
  t->samples++;
  if (r->unsearched) {
    t->unsearched++;
    return;
  }
  t->stopped[r->stage]++;
  if (r->stage == SHOGI_STAGE_UNREACHABLE) {
    t->plies[r->plies < SHOGI_PLIES_MAX ? r->plies : SHOGI_PLIES_MAX]++;
  } else if (r->stage == SHOGI_STAGE_REACHABLE && r->length > 0) {
    uint64_t bin = (uint64_t)(((unsigned __int128)r->expanded * SHOGI_EL_BIN) / r->length);
    bin = bin >= SHOGI_EL_BIN ? bin - SHOGI_EL_BIN : 0;
    t->el_hist[bin < SHOGI_EL_BINS ? bin : SHOGI_EL_BINS - 1]++;
    if (r->expanded == r->length) t->el_equal++;
    t->sum_expanded += r->expanded;
    t->sum_length += r->length;
    if (ratio_greater(r->expanded, r->length, t->max_e, t->max_l)) {
      t->max_e = r->expanded;
      t->max_l = r->length;
    }
  }
}

void shogi_tally_merge(shogi_tally *dst, const shogi_tally *src) {
  dst->samples += src->samples;
  for (int i = 0; i < SHOGI_STAGE_COUNT; i++) dst->stopped[i] += src->stopped[i];
  for (int i = 0; i <= SHOGI_PLIES_MAX; i++) dst->plies[i] += src->plies[i];
  for (int i = 0; i < SHOGI_EL_BINS; i++) dst->el_hist[i] += src->el_hist[i];
  dst->el_equal += src->el_equal;
  dst->sum_expanded += src->sum_expanded;
  dst->sum_length += src->sum_length;
  dst->unsearched += src->unsearched;
  if (ratio_greater(src->max_e, src->max_l, dst->max_e, dst->max_l)) {
    dst->max_e = src->max_e;
    dst->max_l = src->max_l;
  }
}

uint64_t shogi_tally_passed(const shogi_tally *t, shogi_stage s) {
  uint64_t n = t->samples;
  for (int i = 0; i <= (int)s; i++) n -= t->stopped[i];
  return n;
}

double shogi_tally_el_quantile(const shogi_tally *t, double q) {
  uint64_t n = t->stopped[SHOGI_STAGE_REACHABLE];
  if (n == 0) return NAN;
  uint64_t want = (uint64_t)ceil(q * (double)n);
  if (want == 0) want = 1;
  uint64_t seen = 0;
  for (int i = 0; i < SHOGI_EL_BINS; i++) {
    seen += t->el_hist[i];
    if (seen >= want) return 1.0 + (double)i / SHOGI_EL_BIN;
  }
  return 1.0 + (double)(SHOGI_EL_BINS - 1) / SHOGI_EL_BIN;
}

void shogi_estimate_compute(const shogi_tally *t, double population, shogi_estimate *out) {
  double n = (double)t->samples;
  double p = n > 0 ? (double)t->stopped[SHOGI_STAGE_REACHABLE] / n : 0.0;
  double hw = n > 0 ? 3.0 * sqrt(p * (1.0 - p) / n) : 0.0;
  out->p = p;
  out->half_width_p = hw;
  out->estimate = population * p;
  uint64_t x = t->stopped[SHOGI_STAGE_REACHABLE];
  bool normal = x >= SHOGI_NORMAL_MIN && t->samples - x >= SHOGI_NORMAL_MIN;
  double tail = erfc(3.0 / sqrt(2.0)) / 2; /* of one side of a 3-sigma normal interval */
  out->method = normal ? "normal" : "clopper-pearson";
  out->p_low = normal ? p - hw : shogi_cp_lower(x, t->samples, tail);
  out->p_high = normal ? p + hw : shogi_cp_upper(x, t->samples, tail);
  out->low = population * out->p_low;
  out->high = population * out->p_high;
}

/* ---- the run ----
 * Chunks of this rank are numbered k = 0, 1, 2, ...; chunk k holds global chunk rank + k * ranks.
 * Workers take k from an atomic counter. Results are folded into `done` in order of k (a finished
 * chunk waits in `pending` until all before it are folded), so a checkpoint is always "the first
 * `next_fold` chunks", whatever the thread count. */

typedef struct run_state {
  const shogi_run_config *cfg;
  uint64_t my_chunks;        /* chunks this rank owns */
  atomic_uint_fast64_t next; /* next chunk to hand out */
  pthread_mutex_t lock;
  pthread_cond_t cond;
  uint64_t next_fold; /* chunks folded into `done` */
  shogi_tally done;
  shogi_tally *pending; /* slot k % window, for chunks finished out of order */
  uint64_t *pending_k;  /* which chunk a slot holds, UINT64_MAX when empty */
  uint64_t window;
  int error;
} run_state;

static uint64_t chunk_begin(const shogi_run_config *cfg, uint64_t k) {
  return (cfg->rank + k * (uint64_t)cfg->ranks) * cfg->chunk;
}

static bool stop_requested(const shogi_run_config *cfg) {
  return cfg->stop && atomic_load_explicit(cfg->stop, memory_order_relaxed);
}

static void *worker(void *arg) {
  run_state *st = arg;
  const shogi_run_config *cfg = st->cfg;
  void *ctx = cfg->ctx_new ? cfg->ctx_new(cfg->ctx_arg) : NULL;
  if (cfg->ctx_new && !ctx) {
    pthread_mutex_lock(&st->lock);
    st->error = YOMI_ENOMEM;
    pthread_cond_broadcast(&st->cond);
    pthread_mutex_unlock(&st->lock);
    return NULL;
  }
  shogi_tally *local = malloc(sizeof *local);
  for (;;) {
    if (!local || stop_requested(cfg)) break;
    uint64_t k = atomic_fetch_add(&st->next, 1);
    if (k >= st->my_chunks) break;
    /* Bound the reorder window: wait while chunk k would overwrite an unfolded slot. */
    pthread_mutex_lock(&st->lock);
    while (k >= st->next_fold + st->window && !st->error) pthread_cond_wait(&st->cond, &st->lock);
    bool failed = st->error != 0; /* read under the lock, as it is written */
    pthread_mutex_unlock(&st->lock);
    if (failed) break;
    shogi_tally_clear(local);
    uint64_t b = chunk_begin(cfg, k), e = b + cfg->chunk;
    if (e > cfg->samples) e = cfg->samples;
    int rc = 0;
    for (uint64_t i = b; i < e && !rc; i++) {
      shogi_sample_result r = {0};
      rc = cfg->sample(ctx, cfg->seed, i, &r);
      if (!rc) shogi_tally_add(local, &r);
      if (!rc && cfg->on_sample) cfg->on_sample(cfg->sample_arg, i, &r);
    }
    pthread_mutex_lock(&st->lock);
    if (rc) {
      st->error = rc;
    } else {
      uint64_t slot = k % st->window;
      st->pending[slot] = *local;
      st->pending_k[slot] = k;
      while (st->pending_k[st->next_fold % st->window] == st->next_fold) {
        uint64_t s = st->next_fold % st->window;
        shogi_tally_merge(&st->done, &st->pending[s]);
        st->pending_k[s] = UINT64_MAX;
        st->next_fold++;
      }
    }
    pthread_cond_broadcast(&st->cond);
    pthread_mutex_unlock(&st->lock);
  }
  free(local);
  if (cfg->ctx_free && ctx) cfg->ctx_free(ctx);
  pthread_mutex_lock(&st->lock);
  pthread_cond_broadcast(&st->cond);
  pthread_mutex_unlock(&st->lock);
  return NULL;
}

static void run_state_free(run_state *st) {
  pthread_mutex_destroy(&st->lock);
  pthread_cond_destroy(&st->cond);
  free(st->pending);
  free(st->pending_k);
  free(st);
}

/* A run's shared state with an empty reorder window, or NULL when out of memory. */
static run_state *run_state_new(const shogi_run_config *cfg) {
  run_state *st = calloc(1, sizeof *st);
  if (!st) return NULL;
  pthread_mutex_init(&st->lock, NULL);
  pthread_cond_init(&st->cond, NULL);
  st->cfg = cfg;
  uint64_t total_chunks = (cfg->samples + cfg->chunk - 1) / cfg->chunk;
  st->my_chunks = total_chunks > (uint64_t)cfg->rank
                      ? (total_chunks - cfg->rank + cfg->ranks - 1) / cfg->ranks
                      : 0;
  st->window = 4 * (uint64_t)cfg->threads;
  st->pending = calloc(st->window, sizeof *st->pending);
  st->pending_k = malloc(st->window * sizeof *st->pending_k);
  if (!st->pending || !st->pending_k) {
    run_state_free(st);
    return NULL;
  }
  for (uint64_t i = 0; i < st->window; i++) st->pending_k[i] = UINT64_MAX;
  shogi_tally_clear(&st->done);
  return st;
}

/* The samples in this rank's first `chunks` chunks. */
static uint64_t samples_in(const shogi_run_config *cfg, uint64_t chunks) {
  uint64_t n = 0;
  for (uint64_t k = 0; k < chunks; k++) {
    uint64_t b = chunk_begin(cfg, k), e = b + cfg->chunk;
    n += (e < cfg->samples ? e : cfg->samples) - b;
  }
  return n;
}

/* Save the tally of the first k chunks; a failure goes to the report, not to the run. */
static int save(const shogi_run_config *cfg, uint64_t k, const shogi_tally *t) {
  char why[600];
  int rc = shogi_checkpoint_save(cfg->checkpoint, cfg->identity, k, t, why, sizeof why);
  if (rc && cfg->report) {
    cfg->report->save_rc = rc;
    snprintf(cfg->report->save_why, sizeof cfg->report->save_why, "%s", why);
  }
  if (!rc && cfg->report) cfg->report->save_rc = 0;
  return rc;
}

/* Resume from an existing checkpoint; else write an empty one now, so that a path that cannot be
 * written is reported before the run rather than after it. */
static int resume(run_state *st) {
  const shogi_run_config *cfg = st->cfg;
  if (!cfg->checkpoint) return 0;
  if (access(cfg->checkpoint, F_OK) != 0) {
    int rc = save(cfg, 0, &st->done);
    if (rc && cfg->report) memcpy(cfg->report->load_why, cfg->report->save_why, sizeof cfg->report->load_why);
    return rc;
  }
  uint64_t done = 0;
  char why[600] = "";
  int rc = shogi_checkpoint_load(cfg->checkpoint, cfg->identity, &done, &st->done, why, sizeof why);
  if (!rc && done > st->my_chunks) {
    snprintf(why, sizeof why, "inconsistent: %llu chunks done of the %llu this run has",
             (unsigned long long)done, (unsigned long long)st->my_chunks);
    rc = YOMI_EPARSE;
  } else if (!rc && st->done.samples != samples_in(cfg, done)) {
    snprintf(why, sizeof why, "inconsistent: %llu samples in %llu chunks, which hold %llu",
             (unsigned long long)st->done.samples, (unsigned long long)done,
             (unsigned long long)samples_in(cfg, done));
    rc = YOMI_EPARSE;
  }
  if (rc && cfg->report) snprintf(cfg->report->load_why, sizeof cfg->report->load_why, "%s", why);
  if (!rc) st->next_fold = done;
  return rc;
}

/* The coordinating thread while workers run: progress reports and checkpoint saves every now and
 * then, until every chunk is folded, an error, or a stop. saved: the chunks in the checkpoint when
 * the workers started; returns the chunks last saved. */
static uint64_t coordinate(run_state *st, uint64_t saved) {
  const shogi_run_config *cfg = st->cfg;
  double last_save = timer_now();
  pthread_mutex_lock(&st->lock);
  while (st->next_fold < st->my_chunks && !st->error && !stop_requested(cfg)) {
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    ts.tv_nsec += 200000000;
    if (ts.tv_nsec >= 1000000000) {
      ts.tv_sec++;
      ts.tv_nsec -= 1000000000;
    }
    pthread_cond_timedwait(&st->cond, &st->lock, &ts);
    if (cfg->on_progress) cfg->on_progress(cfg->progress_arg, &st->done, cfg->samples);
    if (cfg->checkpoint && st->next_fold > saved && timer_now() - last_save >= cfg->checkpoint_every) {
      shogi_tally copy = st->done;
      uint64_t k = st->next_fold;
      pthread_mutex_unlock(&st->lock);
      if (save(cfg, k, &copy) == 0) saved = k;
      last_save = timer_now();
      pthread_mutex_lock(&st->lock);
    }
  }
  pthread_mutex_unlock(&st->lock);
  return saved;
}

int shogi_estimate_run(const shogi_run_config *cfg, shogi_tally *out) {
  if (cfg->chunk == 0 || cfg->threads < 1 || cfg->ranks < 1 || cfg->rank < 0 || cfg->rank >= cfg->ranks ||
      !cfg->sample)
    return YOMI_EINVAL;
  run_state *st = run_state_new(cfg);
  if (!st) return YOMI_ENOMEM;
  int rc = resume(st);
  if (rc) {
    run_state_free(st);
    return rc;
  }
  atomic_store(&st->next, st->next_fold);
  uint64_t saved = st->next_fold; /* read before the workers start: from then on, under the lock */
  pthread_t *tid = malloc((size_t)cfg->threads * sizeof *tid);
  int started = 0;
  for (int i = 0; tid && i < cfg->threads; i++)
    if (pthread_create(&tid[i], NULL, worker, st) == 0) started++;
  rc = started ? 0 : YOMI_ENOMEM;
  if (started) saved = coordinate(st, saved);
  for (int i = 0; i < started; i++) pthread_join(tid[i], NULL);
  free(tid);
  if (!rc) rc = st->error;
  if (!rc && cfg->checkpoint && st->next_fold > saved)
    save(cfg, st->next_fold, &st->done); /* a failure is in the report: the tally stands */
  if (!rc && st->next_fold < st->my_chunks) rc = YOMI_EINTR;
  *out = st->done;
  run_state_free(st);
  return rc;
}
