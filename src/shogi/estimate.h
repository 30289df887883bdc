/* estimate: the Monte Carlo driver of the state-space estimate (Ishii & Tanaka 2026, section 3.1).
 * Sample i is a pure function of (seed, i); samples are grouped in fixed chunks that threads (and MPI
 * ranks) take from a shared counter; per-chunk tallies are integer sums, so the total is identical for
 * any thread count, rank count, or stop-and-resume. */
#ifndef YOMI_SHOGI_ESTIMATE_H
#define YOMI_SHOGI_ESTIMATE_H
#include <signal.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>

/* Where a sample stops in the seed's filter order (sections 4.1-4.3). */
typedef enum {
  SHOGI_STAGE_NONCANONICAL = 0, /* its mirror image is smaller (4.1) */
  SHOGI_STAGE_PIECES,           /* two pawns on a file or an immobile piece (4.2) */
  SHOGI_STAGE_CHECK,            /* the side not to move is in check (4.2) */
  SHOGI_STAGE_NOPREV,           /* Prev_1 is empty (3.3) */
  SHOGI_STAGE_UNREACHABLE,      /* reverse search exhausted its open set (4.3) */
  SHOGI_STAGE_REACHABLE,        /* reverse search reached a King-King position (4.3) */
  SHOGI_STAGE_COUNT
} shogi_stage;

extern const char *const shogi_stage_names[SHOGI_STAGE_COUNT];

#define SHOGI_PLIES_MAX 64  /* histogram of plies traced back (unreachable samples) */
#define SHOGI_EL_BIN 1000   /* E/L histogram resolution: 1/1000 */
#define SHOGI_EL_BINS 20000 /* E/L from 1.000 to 20.999; larger ratios in the last bin */

typedef struct shogi_sample_result {
  shogi_stage stage;
  uint32_t plies;    /* UNREACHABLE: largest number of plies traced back */
  uint64_t expanded; /* REACHABLE: E, positions removed from open, including the KK position */
  uint64_t length;   /* REACHABLE: L, positions on the path, both ends included */
  bool unsearched;   /* two-phase design: passed phase 1, not drawn for the reverse search (stage unused) */
} shogi_sample_result;

/* The sums over a set of samples. Invariant: every field is a sum of per-sample integers (or a max
 * with a deterministic tie-break), so merging tallies is commutative and associative. */
typedef struct shogi_tally {
  uint64_t samples;
  uint64_t stopped[SHOGI_STAGE_COUNT]; /* samples whose last stage was this one */
  uint64_t plies[SHOGI_PLIES_MAX + 1]; /* UNREACHABLE by plies traced back (last = more) */
  uint64_t el_hist[SHOGI_EL_BINS];     /* REACHABLE by floor(1000 * E / L) - 1000 */
  uint64_t el_equal;                   /* REACHABLE with E == L */
  uint64_t sum_expanded, sum_length;   /* REACHABLE */
  uint64_t max_e, max_l;               /* REACHABLE with the largest E/L (ties: larger E) */
  uint64_t unsearched;                 /* passed phase 1, not drawn for phase 2 (not in stopped[]) */
} shogi_tally;

void shogi_tally_clear(shogi_tally *t);
void shogi_tally_add(shogi_tally *t, const shogi_sample_result *r);
void shogi_tally_merge(shogi_tally *dst, const shogi_tally *src);
/* Samples that passed stage s, i.e. went on to a later stage (Table 1 of the seed). */
uint64_t shogi_tally_passed(const shogi_tally *t, shogi_stage s);
/* Quantile q in [0,1] of E/L over reachable samples, at the histogram's 1/1000 resolution. */
double shogi_tally_el_quantile(const shogi_tally *t, double q);

/* The estimate |P_K| * p and its 3-sigma interval, p = x / n = reachable / samples: the seed's
 * normal approximation p +- 3 sqrt(p (1 - p) / n) where it holds (x and n - x both at least
 * SHOGI_NORMAL_MIN), else the exact Clopper-Pearson bounds at the same tail probability (the normal
 * one would give [0, 0] at x = 0). `method` names the one used. */
#define SHOGI_NORMAL_MIN 10
typedef struct shogi_estimate {
  double p, half_width_p;     /* proportion and 3 * sqrt(p (1 - p) / n) */
  double p_low, p_high;       /* the interval of p */
  const char *method;         /* "normal" or "clopper-pearson" */
  double estimate, low, high; /* scaled by |P_K| */
} shogi_estimate;
void shogi_estimate_compute(const shogi_tally *t, double population, shogi_estimate *out);

/* The two-phase design (docs/shogi-estimate.md): phase 1 (the cheap filters) on every sample, phase 2
 * (the reverse search) on a random subsample of its survivors. The estimate is |P| p1 q2 with
 * p1 = n1 / n (normal approximation) and q2 = x2 / n2 (Clopper-Pearson bounds); their relative
 * half-widths add in quadrature on each side. z: the interval's width in standard deviations. */
typedef struct shogi_estimate2 {
  uint64_t n, n1, n2, x2;           /* samples, phase-1 survivors, searched, reachable */
  double p1, q2, q_low, q_high;     /* q_low, q_high: the exact binomial bounds of q2 at level z */
  double rel_p1, rel_low, rel_high; /* relative half-widths: of p1, of the estimate downward, upward */
  double p1_low, p1_high;           /* the interval of p1 */
  const char *method;               /* SHOGI_TWO_PHASE_METHOD, or SHOGI_TWO_PHASE_EXACT (few in phase 1) */
  double estimate, low, high;
} shogi_estimate2;
void shogi_estimate_two_phase(const shogi_tally *t, double population, double z, shogi_estimate2 *out);
/* The two-phase interval's method, as the record names it: the normal interval of p1 with q2's exact
 * bounds in quadrature; where p1's normal approximation is poor (n1 or n - n1 below SHOGI_NORMAL_MIN)
 * the product of both exact bounds (each at the same tail: conservative). */
#define SHOGI_TWO_PHASE_METHOD \
  "normal (phase 1) and clopper-pearson (phase 2), relative half-widths in quadrature"
#define SHOGI_TWO_PHASE_EXACT "clopper-pearson (both phases), the product of the bounds"
/* Clopper-Pearson bounds of a binomial proportion x / n, each with tail probability `tail`
 * (two-sided level 1 - 2 tail): lower 0 when x = 0, upper 1 when x = n; exact closed forms there. */
double shogi_cp_lower(uint64_t x, uint64_t n, double tail);
double shogi_cp_upper(uint64_t x, uint64_t n, double tail);
/* The regularized incomplete beta function I_x(a, b), a, b > 0. */
double shogi_betai(double a, double b, double x);

/* One sample: fill *out for sample `index`. `ctx` is the calling worker's own scratch state. */
typedef int (*shogi_sample_fn)(void *ctx, uint64_t seed, uint64_t index, shogi_sample_result *out);

typedef struct shogi_run_config {
  uint64_t seed;
  uint64_t samples; /* sample indices [0, samples) */
  uint64_t chunk;   /* samples per chunk (part of the run's identity: keep it fixed) */
  int threads;
  int rank, ranks;         /* this process takes chunks c with c % ranks == rank */
  const char *checkpoint;  /* file for atomic progress saves, or NULL */
  double checkpoint_every; /* seconds between saves */
  const char *identity;    /* one line that must match to resume (variant, seed, samples...) */
  void *(*ctx_new)(void *arg);
  void (*ctx_free)(void *ctx);
  void *ctx_arg;
  shogi_sample_fn sample;
  /* Called from the coordinating thread now and then (may be NULL). */
  void (*on_progress)(void *arg, const shogi_tally *so_far, uint64_t total);
  void *progress_arg;
  atomic_int *stop; /* set non-zero (e.g. by SIGINT) to stop after the chunks in flight; atomic, as
                     * every worker thread reads it */
  struct shogi_run_report *report; /* where the checkpoint's troubles are told (may be NULL) */
  /* Called by the worker threads with every sample's result (may be NULL): concurrently, for
   * distinct indices, so it may write a per-index slot without a lock (shogi/plot). */
  void (*on_sample)(void *arg, uint64_t index, const shogi_sample_result *r);
  void *sample_arg;
} shogi_run_config;

/* What went wrong with a run's checkpoint file. A failed save never stops the run nor loses its
 * tally: the run goes on, and save_rc says the file is older than the tally (or missing). */
typedef struct shogi_run_report {
  int save_rc;        /* 0, or the last failed save's error (YOMI_EIO...) */
  char save_why[600]; /* its reason */
  char load_why[600]; /* why the checkpoint was refused, when the run returned its error */
} shogi_run_report;

/* Run this process's share of the chunks and return its tally in *out. With a checkpoint file it
 * first loads the saved tally (if the identity matches and it passes every check) and skips the
 * chunks already done; when the file does not exist yet it writes an empty one before any work
 * (YOMI_EIO at once if it cannot). Returns 0, YOMI_EINTR if stopped (the checkpoint holds what was
 * done), YOMI_EPARSE / YOMI_ERANGE / YOMI_EIO for a refused or unreadable checkpoint (the reason in
 * report->load_why; the file is left as it was), or another error. A save that fails later is not
 * an error of the run: it is in report->save_rc. */
int shogi_estimate_run(const shogi_run_config *cfg, shogi_tally *out);

/* Checkpoint file I/O (shogi/checkpoint.c): a text header with the identity, the tally, and a
 * checksum line. Save writes PATH.tmp and renames it: 0, or YOMI_EIO (the old file intact). Load:
 * 0; YOMI_EINVAL (no file), YOMI_EIO (unreadable); YOMI_ERANGE (another run's: identity differs);
 * YOMI_EPARSE (foreign, another format, truncated, checksum mismatch, malformed, or counts that do
 * not add up). why (whylen bytes, may be NULL) says which, in words. */
int shogi_checkpoint_save(const char *path, const char *identity, uint64_t chunks_done, const shogi_tally *t,
                          char *why, size_t whylen);
int shogi_checkpoint_load(const char *path, const char *identity, uint64_t *chunks_done, shogi_tally *t,
                          char *why, size_t whylen);

#endif
