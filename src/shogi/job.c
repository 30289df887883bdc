/* shogi/job: a whole estimate run: count tables, pipelines, driver, MPI ranks. */
#include "shogi/job.h"
#include "core/error.h"
#include "shogi/prime.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#ifdef YOMI_HAVE_MPI
#include <mpi.h>
#endif

/* The default F under pk-prime (docs/shogi-estimate.md, "Choosing F"): Mini Shogi's phase 2 sees
 * failures, so its best F is a constant; Shogi's sees none, and the best F falls as the cube root of
 * the sample count n, (3 / n)^(1/3), kept at 0.003 or more. */
#define SHOGI_JOB_F_SHOGI 0.003
#define SHOGI_JOB_F_SHOGI_K 3.0
#define SHOGI_JOB_F_MINISHOGI 0.01

#define OPTS_STRUCT shogi_job_opts
const opt_spec shogi_job_specs[SHOGI_JOB_NOPTIONS] = {SHOGI_JOB_OPTIONS(OPTS_SPEC)};
#undef OPTS_STRUCT

static void mpi_begin(shogi_job *j) {
  j->rank = 0;
  j->ranks = 1;
#ifdef YOMI_HAVE_MPI
  /* MPI only when started by a launcher: a plain run stays a plain process. */
  j->mpi = getenv("OMPI_COMM_WORLD_SIZE") || getenv("PMI_SIZE") || getenv("PMIX_RANK");
  if (j->mpi) {
    MPI_Init(NULL, NULL);
    MPI_Comm_rank(MPI_COMM_WORLD, &j->rank);
    MPI_Comm_size(MPI_COMM_WORLD, &j->ranks);
  }
#endif
}

/* The run's identity line and this rank's checkpoint file (one per rank when there are several). */
static void name_run(shogi_job *j, const char *variant) {
  int n = snprintf(j->identity, sizeof j->identity, "variant=%s samples=%lld seed=%lld chunk=%d rank=%d/%d",
                   variant, j->opts.samples, (long long)j->seed, SHOGI_JOB_CHUNK, j->rank, j->ranks);
  /* The seed's design keeps its identity line, so its checkpoints resume as before. */
  if (j->two_phase)
    snprintf(j->identity + n, sizeof j->identity - (size_t)n, " population=%s reach-fraction=%.17g",
             j->prime ? "pk-prime" : "pk", j->reach_fraction);
  if (!j->opts.checkpoint) return;
  if (j->ranks > 1)
    snprintf(j->checkpoint, sizeof j->checkpoint, "%s.rank%d-of-%d", j->opts.checkpoint, j->rank, j->ranks);
  else snprintf(j->checkpoint, sizeof j->checkpoint, "%s", j->opts.checkpoint);
}

double shogi_job_default_fraction(const char *variant, double samples) {
  if (!variant || strcmp(variant, "shogi") != 0) return SHOGI_JOB_F_MINISHOGI;
  return fmax(SHOGI_JOB_F_SHOGI, fmin(1.0, cbrt(SHOGI_JOB_F_SHOGI_K / samples)));
}

/* The population's size into j->population(_text): |P_K|, or |P_K'| from its own tables. */
static int count_population(shogi_job *j, const shogi_cand_variant *cv) {
  mpz_srcptr total = shogi_count_total(&j->count);
  if (j->prime) {
    j->ptab = malloc(sizeof *j->ptab);
    if (!j->ptab) return YOMI_ENOMEM;
    int rc = shogi_prime_init(j->ptab, cv);
    if (rc) {
      free(j->ptab);
      j->ptab = NULL;
      return rc;
    }
    total = shogi_prime_total(j->ptab);
  }
  if (mpz_sizeinbase(total, 10) + 2 > sizeof j->population_text) return YOMI_ERANGE;
  mpz_get_str(j->population_text, 10, total);
  j->population = mpz_get_d(total);
  return 0;
}

int shogi_job_open(shogi_job **out, const char *variant, uint64_t seed, const shogi_job_opts *opts) {
  *out = NULL;
  const shogi_variant *rules = shogi_variant_by_name(variant);
  const shogi_cand_variant *cv = shogi_cand_variant_by_name(variant);
  if (!rules || !cv) return YOMI_EINVAL;
  const char *pop = opts->population ? opts->population : "pk";
  if (strcmp(pop, "pk") != 0 && strcmp(pop, "pk-prime") != 0) return YOMI_EINVAL;
  shogi_job *j = calloc(1, sizeof *j);
  if (!j) return YOMI_ENOMEM;
  *out = j;
  j->opts = *opts;
  j->seed = seed;
  j->rules = rules;
  mpi_begin(j);
  int rc = shogi_count_init(&j->count, cv);
  if (rc) return rc;
  j->counted = true;
  j->prime = strcmp(pop, "pk-prime") == 0;
  j->reach_fraction = opts->reach_fraction > 0 ? opts->reach_fraction
                      : j->prime               ? shogi_job_default_fraction(variant, (double)opts->samples)
                                               : 1.0;
  j->two_phase = j->prime || j->reach_fraction < 1;
  rc = count_population(j, cv);
  if (rc) return rc;
  name_run(j, variant);
  return 0;
}

#ifdef YOMI_HAVE_MPI
/* Every rank's tally to rank 0, merged there in rank order, and the stage times summed. A rank that
 * failed or stopped leaves the whole run interrupted. */
static int mpi_merge(shogi_job *j, int res) {
  int ok = res == 0, all_ok = 0;
  MPI_Allreduce(&ok, &all_ok, 1, MPI_INT, MPI_MIN, MPI_COMM_WORLD);
  shogi_tally *gathered = j->rank == 0 ? malloc((size_t)j->ranks * sizeof *gathered) : NULL;
  MPI_Gather(&j->mine, (int)sizeof j->mine, MPI_BYTE, gathered, (int)sizeof j->mine, MPI_BYTE, 0,
             MPI_COMM_WORLD);
  double secs_all[SHOGI_T_N];
  MPI_Reduce(j->stage_seconds, secs_all, SHOGI_T_N, MPI_DOUBLE, MPI_SUM, 0, MPI_COMM_WORLD);
  if (j->rank == 0) {
    shogi_tally_clear(&j->tally);
    for (int r = 0; r < j->ranks; r++) shogi_tally_merge(&j->tally, &gathered[r]);
    memcpy(j->stage_seconds, secs_all, sizeof secs_all);
  }
  free(gathered);
  return !all_ok && res == 0 ? YOMI_EINTR : res;
}
#endif

int shogi_job_run(shogi_job *j, void (*on_progress)(void *arg, const shogi_tally *so_far, uint64_t total),
                  void *arg, atomic_int *stop) {
  shogi_pipeline_config pc = {&j->count, j->rules, j->stage_seconds, j->ptab, j->reach_fraction};
  shogi_run_config rc = {0};
  rc.seed = j->seed;
  rc.samples = (uint64_t)j->opts.samples;
  rc.chunk = SHOGI_JOB_CHUNK;
  rc.threads = (int)j->opts.threads;
  rc.rank = j->rank;
  rc.ranks = j->ranks;
  rc.checkpoint = j->opts.checkpoint ? j->checkpoint : NULL;
  rc.checkpoint_every = j->opts.checkpoint_every;
  rc.identity = j->identity;
  rc.ctx_new = shogi_pipeline_new;
  rc.ctx_free = shogi_pipeline_free;
  rc.ctx_arg = &pc;
  rc.sample = shogi_pipeline_sample;
  rc.on_progress = on_progress;
  rc.progress_arg = arg;
  rc.stop = stop;
  rc.report = &j->report;
  rc.on_sample = j->on_sample;
  rc.sample_arg = j->sample_arg;
  int res = shogi_estimate_run(&rc, &j->mine);
  j->tally = j->mine;
#ifdef YOMI_HAVE_MPI
  if (j->mpi) res = mpi_merge(j, res);
#endif
  return res;
}

void shogi_job_close(shogi_job *j) {
  if (!j) return;
  if (j->counted) shogi_count_clear(&j->count);
  if (j->ptab) shogi_prime_clear(j->ptab);
  free(j->ptab);
#ifdef YOMI_HAVE_MPI
  if (j->mpi) MPI_Finalize();
#endif
  free(j);
}
