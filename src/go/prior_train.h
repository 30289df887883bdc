/* go/prior_train: trains the learned prior of go/prior.h on yomi's own proofs: random positions of
 * small boards (go/suite.h), the value of each by komi bisection (go/value.h), and for each proof
 * (at value - 0.5 and value + 0.5, a few points further, and at the edges of the komi) the position's features, whether the
 * side to move won, and the proof's expansions; then a logistic fit for who wins and two ridge
 * least-squares fits for log2 of the proof sizes. Deterministic: serial, seeded. */
#ifndef YOMI_GO_PRIOR_TRAIN_H
#define YOMI_GO_PRIOR_TRAIN_H
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include "core/jsonread.h"
#include "go/prior.h"

typedef struct go_prior_sample {
  double f[GO_PRIOR_NFEAT];
  bool mover_wins;
  double log2_size; /* log2 of the proof's expansions (at least 1) */
} go_prior_sample;

typedef struct go_prior_train_spec {
  int nboards;
  int rows[16], cols[16];
  int positions; /* per board */
  uint64_t seed;
  uint64_t node_limit; /* per proof; a position whose value search hits it is left out */
  int far;             /* also prove at value -/+ (far + 0.5), when within the board (0: not) */
  bool edges;          /* also prove at komi +-(points - 0.5): can Black own every point, White? */
  int walk;            /* also prove this many positions of a random walk below each value proof */
  uint64_t tt_mb;
  bool (*interrupted)(void); /* NULL: never */
} go_prior_train_spec;

/* The samples of spec into a growing array (*out, *n; free *out). YOMI_OK, YOMI_EINTR or ENOMEM. */
int go_prior_collect(const go_prior_train_spec *spec, go_prior_sample **out, size_t *n);

/* The sample of one campaign record (docs/campaigns.md): a Go "subproblem" record whose run decided its
 * position, the position at params.moves then path, its komi, winner and the run's expansions (with
 * cold_only, only a run that began with no table: a loaded table makes a proof cheaper than the
 * position is). 1 and *out, 0 (not such a record), or YOMI_EPARSE (a decided record whose position
 * cannot be replayed), YOMI_ENOMEM. */
int go_prior_record_sample(const json_doc *d, bool cold_only, go_prior_sample *out);

/* How well a model fits samples. */
typedef struct go_prior_fit_quality {
  size_t n, nwin;
  double logloss;             /* mean, of the win model, nats */
  double accuracy;            /* of the win model at 1/2 */
  double rmse_win, rmse_loss; /* of the size models, in log2 units */
  double sd_win, sd_loss;     /* the targets' own spread, for comparison */
} go_prior_fit_quality;

/* Fit m to n samples with ridge penalty `ridge` (not on the bias). 0, or -1 (a singular system). */
int go_prior_fit(const go_prior_sample *s, size_t n, double ridge, go_prior_model *m);
void go_prior_quality(const go_prior_model *m, const go_prior_sample *s, size_t n, go_prior_fit_quality *q);

/* ---- move patterns (docs/go-prior.md, "Move patterns") ----
 * counts[i] (GO_PATTERN_COUNT rows): how often a move of pattern i was the move a proved win took
 * ([0]) and a move proved lost beside it ([1]), in the searches of go_suite_prove_counting. */

/* counts as text, a line "pattern P WINS LOSSES" for each pattern seen (P as go_pattern_text).
 * Returns 0 or -1 (a write failed). */
int go_prior_pattern_counts_write(FILE *f, const uint32_t (*counts)[2]);
/* Add one such line to counts: 0, or -1 if it is not one (or a count would pass 2^32 - 1). */
int go_prior_pattern_counts_add(const char *line, uint32_t (*counts)[2]);

/* The patterns' numbers of m from counts (m's other weights are kept). Pattern i seen w times won and
 * l times lost gets p = (w + 20 q) / (w + l + 20), q its class's rate (the patterns of the same
 * captures, liberties, colour and size, itself drawn 50 samples towards its colour's rate r), and
 * the number strength * (log2((1 - p) / p) - log2((1 - r) / r)), within [-4, 4], rounded to 1/16;
 * a pattern never seen keeps 0. */
void go_prior_fit_patterns(const uint32_t (*counts)[2], double strength, go_prior_model *m);

#endif
