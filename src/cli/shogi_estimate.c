/* cli/shogi_estimate: `yomi shogi estimate`: the number of canonical reachable positions with its
 * approximate 3-sigma interval (Ishii & Tanaka 2026, section 3.1), the filter table, the plies-traced-back
 * histogram and E/L statistics. The run itself (threads, MPI ranks, checkpoints) is shogi/job's; the
 * result does not depend on threads, ranks or resumes. */
#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "cli/cli.h"
#include "cli/shogi_cli.h"
#include "core/error.h"
#include "core/progress.h"
#include "core/timer.h"
#include "cli/plot.h"
#include "shogi/job.h"
#include "shogi/plot.h"

static void on_progress(void *arg, const shogi_tally *t, uint64_t total) {
  progress *bar = arg;
  double secs = timer_now() - bar->start;
  progress_update(bar, "%llu / %llu samples, %llu reachable, %.0f samples/s", (unsigned long long)t->samples,
                  (unsigned long long)total, (unsigned long long)t->stopped[SHOGI_STAGE_REACHABLE],
                  secs > 0 ? (double)t->samples / secs : 0.0);
}

/* Table 1's rows: the filter a sample passed to be counted there, in words and as JSON keys of
 * "passed" (which once used the names of the stage that stopped a sample: "non-canonical": n meant
 * n canonical samples). */
static const char *const passed_names[SHOGI_STAGE_UNREACHABLE + 1] = {
    "canonical", "no two pawns / immobile piece", "side not to move not in check", "Prev_1 non-empty",
    "reachable (reverse search)"};
static const char *const passed_keys[SHOGI_STAGE_UNREACHABLE + 1] = {
    "canonical", "no_two_pawns_or_immobile", "not_in_check", "prev_nonempty", "reachable"};

/* Row s of Table 1: samples that passed filter s. */
static uint64_t passed(const shogi_tally *t, int s) {
  return s < SHOGI_STAGE_UNREACHABLE ? shogi_tally_passed(t, (shogi_stage)s)
                                     : t->stopped[SHOGI_STAGE_REACHABLE];
}

static void print_tables(const shogi_tally *t) {
  printf("\nsamples passing each filter (seed Table 1):\n");
  printf("  %-34s %14llu\n", "sampled from P_K", (unsigned long long)t->samples);
  for (int s = 0; s <= SHOGI_STAGE_UNREACHABLE; s++)
    printf("  %-34s %14llu\n", passed_names[s], (unsigned long long)passed(t, s));
  printf("\nunreachable by reverse search, by plies traced back (seed Table 2):\n");
  for (int i = 0; i <= SHOGI_PLIES_MAX; i++)
    if (t->plies[i])
      printf("  %2d%s plies %14llu\n", i, i == SHOGI_PLIES_MAX ? "+" : " ", (unsigned long long)t->plies[i]);
  uint64_t nr = t->stopped[SHOGI_STAGE_REACHABLE];
  if (!nr) return;
  printf("\nreachable: E (expanded) / L (path length) (seed 5.3):\n");
  printf("  median %.3f   95th percentile %.3f   E = L in %.1f%%   largest E/L %.2f (E %llu, L %llu)\n",
         shogi_tally_el_quantile(t, 0.5), shogi_tally_el_quantile(t, 0.95),
         100.0 * (double)t->el_equal / (double)nr, (double)t->max_e / (double)t->max_l,
         (unsigned long long)t->max_e, (unsigned long long)t->max_l);
  printf("  mean E %.2f   mean L %.2f\n", (double)t->sum_expanded / (double)nr,
         (double)t->sum_length / (double)nr);
}

static void print_time(const shogi_job *j, double secs) {
  double total = 0;
  for (int i = 0; i < SHOGI_T_N; i++) total += j->stage_seconds[i];
  double cpu = timer_cpu(), n = (double)j->tally.samples / j->ranks;
  printf("\ntime: %.2f s wall, %.0f samples/s (this process), %.0f samples per CPU-second", secs,
         secs > 0 ? n / secs : 0.0, cpu > 0 ? n / cpu : 0.0);
  printf("; share of worker time by stage:");
  for (int i = 0; i < SHOGI_T_N; i++)
    printf(" %s %.1f%%%s", shogi_pipeline_stage_names[i], total > 0 ? 100 * j->stage_seconds[i] / total : 0.0,
           i + 1 < SHOGI_T_N ? "," : "\n");
}

static void print_head(const shogi_cli_opts *c, const shogi_job *j, bool interrupted) {
  printf("variant: %s   samples: %llu   seed: %lld   threads: %d   ranks: %d%s\n", c->variant,
         (unsigned long long)j->tally.samples, c->seed, (int)j->opts.threads, j->ranks,
         interrupted ? "   (interrupted: partial)" : "");
}

static void print_text(const shogi_cli_opts *c, const shogi_job *j, const shogi_estimate *e, double secs,
                       bool interrupted) {
  const shogi_tally *t = &j->tally;
  print_head(c, j, interrupted);
  printf("|P_K| = %s\n", j->population_text);
  bool normal = e->method[0] == 'n';
  printf("reachable and canonical: %llu of %llu   p = %.8f ",
         (unsigned long long)t->stopped[SHOGI_STAGE_REACHABLE], (unsigned long long)t->samples, e->p);
  if (normal) printf("+- %.8f (3 sigma)\n", e->half_width_p);
  else
    printf("in [%.8f, %.8f] (3 sigma, Clopper-Pearson: too few for the normal approximation)\n", e->p_low,
           e->p_high);
  printf("estimate: %.4e   3-sigma interval [%.4e, %.4e]%s\n", e->estimate, e->low, e->high,
         normal ? "" : " (Clopper-Pearson)");
  print_tables(t);
  print_time(j, secs);
}

/* The two-phase design's lines (docs/shogi-estimate.md, "Two-phase sampling"). */
static void print_text2(const shogi_cli_opts *c, const shogi_job *j, const shogi_estimate2 *e, double secs,
                        bool interrupted) {
  print_head(c, j, interrupted);
  printf("population: %s   |%s| = %s\n", j->prime ? "pk-prime" : "pk", j->prime ? "P_K'" : "P_K",
         j->population_text);
  printf("phase 1 (canonical, not in check, Prev_1 non-empty): %llu of %llu   p1 = %.8f ",
         (unsigned long long)e->n1, (unsigned long long)e->n, e->p1);
  if (strcmp(e->method, SHOGI_TWO_PHASE_METHOD) == 0) printf("+- %.8f (3 sigma)\n", e->p1 * e->rel_p1);
  else
    printf("in [%.8f, %.8f] (3 sigma, Clopper-Pearson: too few for the normal approximation)\n", e->p1_low,
           e->p1_high);
  printf("phase 2 (reverse search, F = %.6g): %llu reachable of %llu searched   q2 = %.8f"
         "   Clopper-Pearson 3-sigma [%.8f, %.8f]\n",
         j->reach_fraction, (unsigned long long)e->x2, (unsigned long long)e->n2, e->q2, e->q_low, e->q_high);
  printf("estimate: %.4e   3-sigma interval [%.4e, %.4e]   relative half-widths -%.3e +%.3e\n", e->estimate,
         e->low, e->high, e->rel_low, e->rel_high);
  print_tables(&j->tally);
  print_time(j, secs);
}

/* The two-phase design's fields (only there, so the seed's design writes its record unchanged). */
static void print_json_two_phase(json_writer *w, const shogi_job *j, const shogi_estimate2 *e) {
  json_kv_string(w, "population_set", j->prime ? "pk-prime" : "pk");
  json_kv_double(w, "reach_fraction", j->reach_fraction);
  json_kv_uint(w, "phase1_survivors", e->n1);
  json_kv_uint(w, "phase2_searched", e->n2);
  json_kv_uint(w, "phase2_reachable", e->x2);
  json_kv_double(w, "p1", e->p1);
  json_kv_double(w, "q2", e->q2);
  json_kv_double(w, "q2_low", e->q_low);
  json_kv_double(w, "q2_high", e->q_high);
  json_kv_double(w, "rel_low", e->rel_low);
  json_kv_double(w, "rel_high", e->rel_high);
}

static void print_json_result(json_writer *w, const shogi_job *j, const shogi_estimate *e,
                              const shogi_estimate2 *e2, bool interrupted) {
  const shogi_tally *t = &j->tally;
  json_kv_double(w, "estimate", e2 ? e2->estimate : e->estimate);
  json_kv_double(w, "ci_low", e2 ? e2->low : e->low);
  json_kv_double(w, "ci_high", e2 ? e2->high : e->high);
  json_kv_string(w, "ci_method", e2 ? e2->method : e->method);
  if (e2) print_json_two_phase(w, j, e2);
  json_kv_uint(w, "samples", t->samples);
  json_kv_uint(w, "accepted", t->stopped[SHOGI_STAGE_REACHABLE]);
  json_kv_string(w, "population", j->population_text);
  json_kv_double(w, "p", e->p);
  json_kv_bool(w, "complete", !interrupted);
  json_key(w, "passed");
  json_begin_object(w);
  for (int s = 0; s <= SHOGI_STAGE_UNREACHABLE; s++) json_kv_uint(w, passed_keys[s], passed(t, s));
  json_end_object(w);
  json_key(w, "plies_traced_back");
  json_begin_object(w);
  for (int i = 0; i <= SHOGI_PLIES_MAX; i++)
    if (t->plies[i]) {
      char k[16];
      snprintf(k, sizeof k, "%d", i);
      json_kv_uint(w, k, t->plies[i]);
    }
  json_end_object(w);
}

static void print_json(int argc, char **argv, const shogi_cli_opts *c, const shogi_job *j,
                       const shogi_estimate *e, const shogi_estimate2 *e2, double secs, bool interrupted) {
  const shogi_tally *t = &j->tally;
  json_writer w;
  shogi_cli_json_begin(&w, argc, argv, c->variant);
  json_kv_int(&w, "samples", j->opts.samples);
  json_kv_int(&w, "seed", c->seed);
  json_kv_int(&w, "threads", j->opts.threads);
  json_kv_int(&w, "ranks", j->ranks);
  shogi_cli_json_section(&w, "result");
  print_json_result(&w, j, e, e2, interrupted);
  shogi_cli_json_section(&w, "stats");
  uint64_t nr = t->stopped[SHOGI_STAGE_REACHABLE];
  if (nr) {
    json_kv_double(&w, "el_median", shogi_tally_el_quantile(t, 0.5));
    json_kv_double(&w, "el_p95", shogi_tally_el_quantile(t, 0.95));
    json_kv_double(&w, "el_equal_share", (double)t->el_equal / (double)nr);
    json_kv_uint(&w, "el_max_e", t->max_e);
    json_kv_uint(&w, "el_max_l", t->max_l);
  }
  json_kv_double(&w, "seconds", secs);
  json_kv_double(&w, "cpu_seconds", timer_cpu());
  json_kv_uint(&w, "peak_rss_kb", timer_peak_rss_kb());
  shogi_cli_json_end(&w);
}

/* One error line for a failed run (CLI_USAGE for a refused checkpoint, CLI_IO for one that cannot
 * be read or written), or CLI_OK for a complete or interrupted one. */
static int run_status(const shogi_job *j, int res) {
  const char *why = j->report.load_why[0] ? j->report.load_why : yomi_strerror(res);
  if (j->opts.checkpoint && (res == YOMI_ERANGE || res == YOMI_EPARSE))
    return cli_error("checkpoint %s: %s (refused; the file is left as it was)", j->checkpoint, why);
  if (j->opts.checkpoint && (res == YOMI_EIO || res == YOMI_EINVAL))
    return cli_fail(CLI_IO, "checkpoint %s: %s", j->checkpoint, why);
  if (res && res != YOMI_EINTR)
    return cli_fail(cli_exit_status(res), "estimate failed: %s", yomi_strerror(res));
  return CLI_OK;
}

/* The result at rank 0: CLI_OK, or CLI_INTERRUPTED with one line on how to resume. */
static int print_result(int argc, char **argv, const shogi_cli_opts *c, const shogi_job *j, double secs,
                        bool interrupted) {
  shogi_estimate e;
  shogi_estimate2 e2;
  shogi_estimate_compute(&j->tally, j->population, &e);
  shogi_estimate_two_phase(&j->tally, j->population, 3.0, &e2);
  if (c->json) print_json(argc, argv, c, j, &e, j->two_phase ? &e2 : NULL, secs, interrupted);
  else if (j->two_phase) print_text2(c, j, &e2, secs, interrupted);
  else print_text(c, j, &e, secs, interrupted);
  if (!interrupted) return CLI_OK;
  fprintf(stderr, "yomi: interrupted after %llu samples%s\n", (unsigned long long)j->tally.samples,
          j->opts.checkpoint ? "; rerun the same command to resume from the checkpoint" : "");
  return CLI_INTERRUPTED;
}

/* --plot DIR before the run: the directory made and the per-sample records attached to the job.
 * CLI_OK, or CLI_USAGE after one error line. */
static int plot_open(shogi_job *j, const char *dir, shogi_plot **pl) {
  *pl = NULL;
  if (!dir) return CLI_OK;
  if (!dir[0]) return cli_error("option --plot needs a directory");
  if (j->ranks > 1 || j->opts.checkpoint)
    return cli_error(
        "--plot needs the whole run in one process, without --checkpoint (it keeps every sample)");
  int err = shogi_plot_new(pl, (uint64_t)j->opts.samples);
  if (err == YOMI_ERANGE) return cli_error("--plot takes at most %d samples", SHOGI_PLOT_MAX_SAMPLES);
  if (err) return cli_error("out of memory");
  if (cli_make_dir(dir)) {
    shogi_plot_free(*pl);
    *pl = NULL;
    return cli_error("cannot make the directory %s: %s", dir, strerror(errno));
  }
  j->on_sample = shogi_plot_record;
  j->sample_arg = *pl;
  return CLI_OK;
}

/* --plot DIR after the run: the data and scripts written, then drawn by gnuplot when it is there.
 * Says so on stderr (stdout holds the result, JSON with --json). CLI_OK or CLI_FAIL. */
static int plot_finish(const shogi_job *j, const shogi_cli_opts *c, const char *dir, const shogi_plot *pl) {
  shogi_plot_run run = {c->variant,  j->prime ? "pk-prime" : "pk", j->seed, j->tally.samples, j->population,
                        j->two_phase};
  int err = shogi_plot_write(pl, &run, dir);
  if (err) {
    fprintf(stderr, "yomi: error: cannot write the plot files in %s: %s\n", dir, yomi_strerror(err));
    return CLI_FAIL;
  }
  int drawn = cli_gnuplot(dir, shogi_plot_scripts, SHOGI_PLOT_SCRIPTS);
  fprintf(stderr, "plot: %s/{%s}", dir, SHOGI_PLOT_FILES);
  if (drawn == CLI_PLOT_DRAWN)
    fprintf(stderr, "; drawn: %s/%s, %s/%s\n", dir, shogi_plot_outputs[0], dir, shogi_plot_outputs[1]);
  else if (drawn == CLI_PLOT_NO_GNUPLOT)
    fprintf(stderr, "; gnuplot is not installed: not drawn (run `gnuplot estimate.gp el.gp` in %s)\n", dir);
  else fprintf(stderr, "; gnuplot failed: not drawn\n");
  return drawn == CLI_PLOT_FAILED ? CLI_FAIL : CLI_OK;
}

static const shogi_cli_syntax syntax = {
    "usage: yomi shogi estimate --variant shogi|minishogi --samples N --seed S [--threads T]\n"
    "                           [--population pk|pk-prime] [--reach-fraction F] [--checkpoint FILE] [--json]\n"
    "                           [--plot DIR]\n"
    "   or: mpirun -n K yomi shogi estimate ...   (each rank takes its share of the samples)\n\n",
    SHOGI_CLI_VARIANT_MINI,
    shogi_job_specs,
    OPTS_COUNT(shogi_job_specs),
    SHOGI_CLI_SEED | SHOGI_CLI_JSON,
    0};

int cli_shogi_estimate(int argc, char **argv) {
  shogi_cli_args a;
  shogi_job_opts o;
  if (shogi_cli_parse(&a, &syntax, &o, argc, argv)) return a.status;
  const shogi_cli_opts *c = &a.c;
  if (o.checkpoint && !o.checkpoint[0]) return cli_error("option --checkpoint needs a file name");
  shogi_job *j;
  if (o.population && strcmp(o.population, "pk") != 0 && strcmp(o.population, "pk-prime") != 0)
    return cli_error("option --population must be pk or pk-prime, not %s", o.population);
  if (shogi_job_open(&j, c->variant, (uint64_t)c->seed, &o)) {
    shogi_job_close(j);
    return cli_error("cannot build the count tables of %s", c->variant);
  }
  shogi_plot *pl;
  if (plot_open(j, o.plot, &pl)) {
    shogi_job_close(j);
    return CLI_USAGE;
  }
  progress bar;
  progress_start(&bar);
  if (j->rank != 0) bar.enabled = false;
  progress_catch_sigint();
  int res = shogi_job_run(j, on_progress, &bar, &progress_sigint);
  progress_done(&bar);
  double secs = timer_now() - bar.start;
  int status = run_status(j, res);
  if (j->rank == 0 && status == CLI_OK) status = print_result(argc, argv, c, j, secs, res == YOMI_EINTR);
  if (pl && (status == CLI_OK || status == CLI_INTERRUPTED) && plot_finish(j, c, o.plot, pl)) status = CLI_IO;
  shogi_plot_free(pl);
  if (status != CLI_USAGE && status != CLI_IO && j->report.save_rc) /* after the result, which stands */
    status = cli_fail(CLI_IO, "checkpoint %s: the last save failed: %s", j->checkpoint, j->report.save_why);
  shogi_job_close(j);
  return status;
}
