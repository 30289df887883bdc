/* pipeline: one sample of the state-space estimate, through the seed's filters in order (sections
 * 3.2, 4.1-4.3): uniform rank -> unrank -> canonical -> two pawns / immobile -> side not to move in
 * check -> Prev_1 non-empty -> reverse search. One pipeline per thread; the count tables are shared. */
#ifndef YOMI_SHOGI_PIPELINE_H
#define YOMI_SHOGI_PIPELINE_H
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
} shogi_pipeline_config;

/* ctx_new / ctx_free / sample for shogi_run_config (arg: a shogi_pipeline_config). */
void *shogi_pipeline_new(void *config);
void shogi_pipeline_free(void *pipeline);
int shogi_pipeline_sample(void *pipeline, uint64_t seed, uint64_t index, shogi_sample_result *out);

#endif
