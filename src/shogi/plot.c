/* shogi/plot: the data and gnuplot scripts of `shogi estimate --plot DIR` (see plot.h): per-sample
 * records, the convergence series replayed in index order, the (L, E) pairs counted, the files. */
#include "shogi/plot.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/error.h"

/* One sample as the plots need it: its stage (or unsearched), and E and L when reachable. */
typedef struct plot_rec {
  uint8_t stage, unsearched;
  uint32_t e, l;
} plot_rec;

struct shogi_plot {
  uint64_t samples;
  plot_rec *rec;
};

const char *const shogi_plot_scripts[SHOGI_PLOT_SCRIPTS] = {"estimate.gp", "el.gp"};
const char *const shogi_plot_outputs[SHOGI_PLOT_SCRIPTS] = {"estimate.svg", "el.svg"};

int shogi_plot_new(shogi_plot **out, uint64_t samples) {
  *out = NULL;
  if (samples > SHOGI_PLOT_MAX_SAMPLES) return YOMI_ERANGE;
  shogi_plot *pl = calloc(1, sizeof *pl);
  if (pl) pl->rec = calloc(samples ? samples : 1, sizeof *pl->rec);
  if (!pl || !pl->rec) {
    shogi_plot_free(pl);
    return YOMI_ENOMEM;
  }
  pl->samples = samples;
  *out = pl;
  return YOMI_OK;
}

void shogi_plot_free(shogi_plot *pl) {
  if (!pl) return;
  free(pl->rec);
  free(pl);
}

static uint32_t clamp32(uint64_t x) { return x > UINT32_MAX ? UINT32_MAX : (uint32_t)x; }

void shogi_plot_record(void *arg, uint64_t index, const shogi_sample_result *r) {
  shogi_plot *pl = arg;
  if (index >= pl->samples) return;
  pl->rec[index] = (plot_rec){(uint8_t)r->stage, r->unsearched, clamp32(r->expanded), clamp32(r->length)};
}

static shogi_sample_result result_of(const plot_rec *r) {
  return (shogi_sample_result){
      .stage = (shogi_stage)r->stage, .expanded = r->e, .length = r->l, .unsearched = r->unsearched};
}

/* The estimate and its 3-sigma interval of the samples tallied so far, by the run's design. */
static void estimate_of(const shogi_tally *t, const shogi_plot_run *run, double v[3]) {
  if (run->two_phase) {
    shogi_estimate2 e;
    shogi_estimate_two_phase(t, run->size, 3.0, &e);
    v[0] = e.estimate, v[1] = e.low, v[2] = e.high;
  } else {
    shogi_estimate e;
    shogi_estimate_compute(t, run->size, &e);
    v[0] = e.estimate, v[1] = e.low, v[2] = e.high;
  }
}

/* estimate.dat: the samples replayed in index order into a tally, a line at each grid point; *final:
 * the estimate of them all. */
static int write_series(const shogi_plot *pl, const shogi_plot_run *run, FILE *f, double *final) {
  shogi_tally *t = malloc(sizeof *t);
  if (!t) return YOMI_ENOMEM;
  shogi_tally_clear(t);
  fprintf(f,
          "# yomi shogi estimate --plot: %s, population %s, seed %llu, %llu samples\n# n estimate low high\n",
          run->variant, run->population, (unsigned long long)run->seed, (unsigned long long)run->samples);
  uint64_t n = run->samples < pl->samples ? run->samples : pl->samples;
  double next = 100;
  for (uint64_t i = 0; i < n; i++) {
    shogi_sample_result r = result_of(&pl->rec[i]);
    shogi_tally_add(t, &r);
    if ((double)(i + 1) < next && i + 1 < n) continue;
    while (next <= (double)(i + 1)) next *= pow(10.0, 1.0 / 40);
    double v[3];
    estimate_of(t, run, v);
    fprintf(f, "%llu %.8g %.8g %.8g\n", (unsigned long long)(i + 1), v[0], v[1], v[2]);
    *final = v[0];
  }
  free(t);
  return YOMI_OK;
}

static int by_l_then_e(const void *a, const void *b) {
  const plot_rec *x = a, *y = b;
  if (x->l != y->l) return x->l < y->l ? -1 : 1;
  return x->e < y->e ? -1 : x->e > y->e;
}

/* el.dat: the reachable samples' (L, E), sorted, one line per distinct pair with its count. Returns
 * the number of reachable samples through *reachable. */
static int write_pairs(const shogi_plot *pl, const shogi_plot_run *run, FILE *f, uint64_t *reachable) {
  uint64_t n = run->samples < pl->samples ? run->samples : pl->samples, k = 0;
  plot_rec *r = malloc((n ? n : 1) * sizeof *r);
  if (!r) return YOMI_ENOMEM;
  for (uint64_t i = 0; i < n; i++)
    if (!pl->rec[i].unsearched && pl->rec[i].stage == SHOGI_STAGE_REACHABLE) r[k++] = pl->rec[i];
  qsort(r, k, sizeof *r, by_l_then_e);
  fprintf(f,
          "# yomi shogi estimate --plot: %s, population %s, seed %llu: %llu reachable samples\n# L E count\n",
          run->variant, run->population, (unsigned long long)run->seed, (unsigned long long)k);
  for (uint64_t i = 0, j; i < k; i = j) {
    for (j = i; j < k && r[j].l == r[i].l && r[j].e == r[i].e; j++) {
    }
    fprintf(f, "%u %u %llu\n", r[i].l, r[i].e, (unsigned long long)(j - i));
  }
  free(r);
  *reachable = k;
  return YOMI_OK;
}

static const char *variant_title(const shogi_plot_run *run) {
  return strcmp(run->variant, "minishogi") == 0 ? "Mini Shogi" : "Shogi";
}

#define TERMINAL "reset\nset terminal svg size 720,440 enhanced font 'Helvetica,12' background rgb 'white'\n"

static void estimate_script(const shogi_plot_run *run, double final, FILE *f) {
  fprintf(
      f,
      "# Draws estimate.dat (yomi shogi estimate --plot): the estimate and its 3-sigma band against n.\n" TERMINAL
      "set output 'estimate.svg'\n"
      "set title \"%s, population %s, seed %llu: the estimate and its 3-sigma interval\"\n"
      "set xlabel 'samples n'\nset ylabel 'canonical reachable positions'\n"
      "set logscale x\nset format x '10^{%%L}'\nset grid\nset key top right\nfinal = %.8g\n"
      "plot 'estimate.dat' using 1:3:4 with filledcurves fc rgb '#a8c8f0' fs solid 0.6 noborder "
      "title '3-sigma interval', \\\n"
      "     '' using 1:2 with lines lw 2 lc rgb '#1f3f99' title 'estimate', \\\n"
      "     final with lines dt 2 lc rgb '#555555' title sprintf('final: %%.4e', final)\n",
      variant_title(run), strcmp(run->population, "pk") == 0 ? "P_K" : "P_K'", (unsigned long long)run->seed,
      final);
}

static void el_script(const shogi_plot_run *run, uint64_t reachable, FILE *f) {
  fprintf(
      f,
      "# Draws el.dat (yomi shogi estimate --plot): E (expanded) against L (path length), the seed's\n"
      "# Figures 17 and 18; a point per distinct (L, E), coloured by how many samples share it.\n" TERMINAL
      "set output 'el.svg'\n"
      "set title \"%s, population %s, seed %llu: E against L over %llu reachable samples\"\n"
      "set xlabel 'L (positions on the path found)'\nset ylabel 'E (positions expanded)'\n"
      "set grid\nset key bottom right\nset logscale xy\nset logscale cb\nset cblabel 'samples'\n"
      "set palette defined (0 '#9ecae1', 1 '#08306b')\n"
      "plot 'el.dat' using 1:2:3 with points pt 7 ps 0.5 lc palette title 'samples at (L, E)', \\\n"
      "     x with lines dt 2 lc rgb '#a31515' title 'E = L'\n",
      variant_title(run), strcmp(run->population, "pk") == 0 ? "P_K" : "P_K'", (unsigned long long)run->seed,
      (unsigned long long)reachable);
}

/* Opens dir/name for writing, or NULL. */
static FILE *open_in(const char *dir, const char *name) {
  char path[4096];
  if (snprintf(path, sizeof path, "%s/%s", dir, name) >= (int)sizeof path) return NULL;
  return fopen(path, "w");
}

static int close_file(FILE *f, int err) {
  if (fclose(f) != 0 && !err) err = YOMI_EIO;
  return err;
}

int shogi_plot_write(const shogi_plot *pl, const shogi_plot_run *run, const char *dir) {
  FILE *f = open_in(dir, "estimate.dat");
  if (!f) return YOMI_EIO;
  double final = 0;
  int err = close_file(f, write_series(pl, run, f, &final));
  uint64_t reachable = 0;
  if (!err && !(f = open_in(dir, "el.dat"))) err = YOMI_EIO;
  if (!err) err = close_file(f, write_pairs(pl, run, f, &reachable));
  if (!err && !(f = open_in(dir, "estimate.gp"))) err = YOMI_EIO;
  if (!err) estimate_script(run, final, f), err = close_file(f, 0);
  if (!err && !(f = open_in(dir, "el.gp"))) err = YOMI_EIO;
  if (!err) el_script(run, reachable, f), err = close_file(f, 0);
  return err;
}
