/* shogi/plot: the data behind the plots of `shogi estimate --plot DIR`: every sample's result kept by
 * index during the run, then the estimate with its 3-sigma band against the number of samples (the
 * samples taken in index order) and the reachable samples' (L, E) pairs with their counts (the
 * seed's Figures 17, 18), written as data files with the gnuplot scripts that draw them. */
#ifndef YOMI_SHOGI_PLOT_H
#define YOMI_SHOGI_PLOT_H
#include <stdbool.h>
#include <stdint.h>

#include "shogi/estimate.h"

/* Samples a plotted run may have (12 bytes of memory each). */
#define SHOGI_PLOT_MAX_SAMPLES 20000000

typedef struct shogi_plot shogi_plot;

/* Room for samples [0, samples): 0, YOMI_ERANGE (more than SHOGI_PLOT_MAX_SAMPLES) or YOMI_ENOMEM. */
int shogi_plot_new(shogi_plot **out, uint64_t samples);
void shogi_plot_free(shogi_plot *pl);
/* shogi_run_config.on_sample (arg: the shogi_plot): keeps sample index's result. Thread-safe for
 * distinct indices. */
void shogi_plot_record(void *pl, uint64_t index, const shogi_sample_result *r);

/* What the plots say about their run. */
typedef struct shogi_plot_run {
  const char *variant;    /* "shogi", "minishogi" */
  const char *population; /* "pk", "pk-prime" */
  uint64_t seed;
  uint64_t samples; /* the samples done: [0, samples) were all recorded */
  double size;      /* |P_K| or |P_K'| */
  bool two_phase;   /* the estimate of shogi_estimate_two_phase, else shogi_estimate_compute */
} shogi_plot_run;

/* The names of the files shogi_plot_write writes into its directory, and the gnuplot scripts' plots. */
#define SHOGI_PLOT_FILES "estimate.dat el.dat estimate.gp el.gp"
#define SHOGI_PLOT_SCRIPTS 2
extern const char *const shogi_plot_scripts[SHOGI_PLOT_SCRIPTS]; /* "estimate.gp", "el.gp" */
extern const char *const shogi_plot_outputs[SHOGI_PLOT_SCRIPTS]; /* "estimate.svg", "el.svg" */

/* estimate.dat: "n estimate low high" at about 40 sample counts a decade from 100 to run->samples
 * (the last line: all of them, equal to the run's result); el.dat: "L E count" for each (L, E) of
 * the reachable samples, in increasing L then E; and the gnuplot scripts that draw them as SVG (run
 * in dir). The directory must exist. 0, YOMI_ENOMEM or YOMI_EIO. */
int shogi_plot_write(const shogi_plot *pl, const shogi_plot_run *run, const char *dir);

#endif
