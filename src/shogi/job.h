/* shogi/job: one estimate of a variant as `yomi shogi estimate` runs it (Ishii & Tanaka 2026, section 3.1): the
 * count tables of the variant, a filter pipeline per thread, the chunked driver with its checkpoint
 * file and, under an MPI launcher, every rank's share merged at rank 0 in rank order. The result does
 * not depend on the thread count, the rank count or stops and resumes. */
#ifndef YOMI_SHOGI_JOB_H
#define YOMI_SHOGI_JOB_H
#include <signal.h>
#include <stdbool.h>
#include <stdint.h>

#include "core/opts.h"
#include "shogi/count.h"
#include "shogi/estimate.h"
#include "shogi/pipeline.h"

/* The options of a run (the variant and the seed are the command line's shared ones). */
#define SHOGI_JOB_OPTIONS(X) \
  X(INT, samples, 100000, 1, 1e15, "sample size n") \
  X(INT, threads, 1, 1, 1024, "worker threads (the result does not depend on it)") \
  X(STR, checkpoint, NONE, 0, 0, "file to save progress to and resume from") \
  X(DOUBLE, checkpoint_every, 30, 0, 1e6, "seconds between checkpoint saves") \
  X(STR, population, pk, 0, 0, \
    "pk (the seed's P_K) or pk-prime (P_K' without two pawns or immobile pieces)") \
  X(DOUBLE, reach_fraction, 0, 0, 1, \
    "share F of phase-1 survivors given the reverse search (0: 1 under pk, tuned under pk-prime)") \
  X(STR, plot, NONE, 0, 0, \
    "write the estimate against n and E against L as data, gnuplot scripts and plots to this directory")
typedef struct shogi_job_opts {
  SHOGI_JOB_OPTIONS(OPTS_FIELD)
} shogi_job_opts;
#define SHOGI_JOB_NOPTIONS 7

/* The default --reach-fraction under pk-prime for a run of `samples` samples: the F of best
 * precision per CPU-second measured on this code (docs/shogi-estimate.md, "Choosing F"). */
double shogi_job_default_fraction(const char *variant, double samples);
extern const opt_spec shogi_job_specs[SHOGI_JOB_NOPTIONS];

/* Samples per chunk: part of a run's identity (checkpoints record it); never change it mid-run. */
#define SHOGI_JOB_CHUNK 1000

typedef struct shogi_job {
  shogi_job_opts opts;
  uint64_t seed;
  const shogi_variant *rules;
  int rank, ranks; /* this process among the MPI ranks (0 of 1 without a launcher) */
  bool mpi, counted;
  shogi_count count;
  bool prime;                /* the population is P_K' */
  bool two_phase;            /* P_K' or F < 1: the estimate and interval of shogi_estimate_two_phase */
  double reach_fraction;     /* F as resolved (1: every survivor searched) */
  struct shogi_prime *ptab;  /* P_K''s tables when prime */
  char population_text[160]; /* |P_K| (or |P_K'|) in decimal (< 2^512) */
  double population;
  char identity[512];              /* what a checkpoint must match to be resumed */
  char checkpoint[4096];           /* this rank's checkpoint file, when opts.checkpoint is set */
  double stage_seconds[SHOGI_T_N]; /* worker time by stage (after the run at rank 0: of all ranks) */
  shogi_tally mine;                /* this rank's tally */
  shogi_tally tally;               /* after the run at rank 0: every rank's, merged */
  shogi_run_report report;         /* this rank's checkpoint troubles: a refusal's reason, a failed save */
  /* Set before shogi_job_run to see every sample of this rank (shogi_run_config.on_sample). */
  void (*on_sample)(void *arg, uint64_t index, const shogi_sample_result *r);
  void *sample_arg;
} shogi_job;

/* Joins MPI when started by a launcher, builds the count tables and names the run. Returns 0,
 * YOMI_EINVAL (unknown variant or population), or the count tables' error; once *out is set, call shogi_job_close. */
int shogi_job_open(shogi_job **out, const char *variant, uint64_t seed, const shogi_job_opts *opts);
/* Runs this rank's chunks (on_progress may be NULL; stop: set non-zero to stop after the chunks in
 * flight). Returns 0, YOMI_EINTR when stopped (this rank or, under MPI, any other), YOMI_ERANGE
 * (the checkpoint belongs to another run), YOMI_EPARSE or YOMI_EIO (the checkpoint file: the reason
 * in j->report.load_why), or another error of the run. A failed save is in j->report.save_rc. */
int shogi_job_run(shogi_job *j, void (*on_progress)(void *arg, const shogi_tally *so_far, uint64_t total),
                  void *arg, atomic_int *stop);
/* Frees the job and leaves MPI. */
void shogi_job_close(shogi_job *j);

#endif
