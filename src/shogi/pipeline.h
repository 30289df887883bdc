/* pipeline: one sample of the state-space estimate, through the seed's filters in order (sections
 * 3.2, 4.1-4.3): uniform rank -> unrank -> canonical -> two pawns / immobile -> side not to move in
 * check -> Prev_1 non-empty -> reverse search. One pipeline per thread; the count tables are shared. */
#ifndef YOMI_SHOGI_PIPELINE_H
#define YOMI_SHOGI_PIPELINE_H
#include <stdbool.h>
#include <stdint.h>

#include "shogi/estimate.h"

struct shogi_count;
struct shogi_variant;

/* Time spent per stage (statistics only: never part of a result). */
enum { SHOGI_T_UNRANK, SHOGI_T_CANON, SHOGI_T_PIECES, SHOGI_T_CHECK, SHOGI_T_PREV, SHOGI_T_REACH, SHOGI_T_N };
extern const char *const shogi_pipeline_stage_names[SHOGI_T_N];

typedef struct shogi_pipeline shogi_pipeline;

typedef struct shogi_pipeline_config {
  const struct shogi_count *count;   /* tables of the candidate set (shared, read-only) */
  const struct shogi_variant *rules; /* the rules of the same variant */
  double *seconds;                   /* optional SHOGI_T_N accumulators, summed over pipelines at free */
  const struct shogi_prime *prime;   /* non-NULL: sample P_K' (shogi/prime) instead of P_K */
  double reach_fraction;             /* phase 2's share of phase-1 survivors; 1 (or 0): all, the seed's */
} shogi_pipeline_config;

/* Whether sample i of a run seeded `seed` is drawn for the reverse search when it survives phase 1:
 * iff the first word of Philox stream (seed XOR SHOGI_REACH_KEY, i) is below fraction * 2^64. A
 * pure function of (seed, i), independent of the sample's own stream (seed, i). */
#define SHOGI_REACH_KEY UINT64_C(0x9E3779B97F4A7C15)
bool shogi_pipeline_selected(uint64_t seed, uint64_t index, double fraction);

/* ctx_new / ctx_free / sample for shogi_run_config (arg: a shogi_pipeline_config). */
void *shogi_pipeline_new(void *config);
void shogi_pipeline_free(void *pipeline);
int shogi_pipeline_sample(void *pipeline, uint64_t seed, uint64_t index, shogi_sample_result *out);

#endif
