/* cli/shogi_estimate: `yomi shogi estimate`: the number of canonical reachable positions with its
 * approximate 3-sigma interval (Ishii & Tanaka 2026, section 3.1), the filter table, the plies-traced-back
 * histogram and E/L statistics. Threads share a work counter; under mpirun each rank takes its share
 * of the chunks and rank 0 reduces; the result does not depend on threads, ranks or resumes. */
#include <signal.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/cli.h"
#include "cli/shogi_verbs.h"
#include "core/error.h"
#include "core/json.h"
#include "core/opts.h"
#include "core/progress.h"
#include "core/timer.h"
#include "shogi/count.h"
#include "shogi/estimate.h"
#include "shogi/pipeline.h"
#include "shogi/position.h"
#ifdef YOMI_HAVE_MPI
#include <mpi.h>
#endif

#define EST_OPTIONS(X)                                                                  \
  X(STR, variant, minishogi, 0, 0, "shogi or minishogi")                                \
  X(INT, samples, 100000, 1, 1e15, "sample size n")                                     \
  X(INT, seed, 1, 0, 9.2e18, "run seed: sample i is a pure function of (seed, i)")      \
  X(INT, threads, 1, 1, 1024, "worker threads (the result does not depend on it)")      \
  X(STR, checkpoint, NONE, 0, 0, "file to save progress to and resume from")            \
  X(DOUBLE, checkpoint_every, 30, 0, 1e6, "seconds between checkpoint saves")           \
  X(FLAG, json, 0, 0, 1, "print one JSON record")
typedef struct { EST_OPTIONS(OPTS_FIELD) } est_opts;
#define OPTS_STRUCT est_opts
static const opt_spec est_specs[] = {EST_OPTIONS(OPTS_SPEC)};

/* Samples per chunk: part of a run's identity (checkpoints record it); never change it mid-run. */
#define EST_CHUNK 1000

/* Atomic (lock-free, so safe in a signal handler): the estimator's worker threads read it. */
static atomic_int est_stop;
static void on_sigint(int sig) {
  (void)sig;
  if (atomic_load_explicit(&est_stop, memory_order_relaxed)) signal(SIGINT, SIG_DFL);
  atomic_store_explicit(&est_stop, 1, memory_order_relaxed);
}

typedef struct prog_arg {
  progress bar;
  double start;
} prog_arg;

static void on_progress(void *arg, const shogi_tally *t, uint64_t total) {
  prog_arg *pa = arg;
  double secs = timer_now() - pa->start;
  progress_update(&pa->bar, "%llu / %llu samples, %llu reachable, %.0f samples/s",
                  (unsigned long long)t->samples, (unsigned long long)total,
                  (unsigned long long)t->stopped[SHOGI_STAGE_REACHABLE],
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

static void print_text(const est_opts *o, const shogi_tally *t, const char *count_text,
                       const shogi_estimate *e, double secs, int threads, int ranks,
                       const double *stage_secs, bool interrupted) {
  printf("variant: %s   samples: %llu   seed: %lld   threads: %d   ranks: %d%s\n", o->variant,
         (unsigned long long)t->samples, o->seed, threads, ranks,
         interrupted ? "   (interrupted: partial)" : "");
  printf("|P_K| = %s\n", count_text);
  printf("reachable and canonical: %llu of %llu   p = %.8f +- %.8f (3 sigma)\n",
         (unsigned long long)t->stopped[SHOGI_STAGE_REACHABLE], (unsigned long long)t->samples, e->p,
         e->half_width_p);
  printf("estimate: %.4e   3-sigma interval [%.4e, %.4e]\n", e->estimate, e->low, e->high);
  printf("\nsamples passing each filter (seed Table 1):\n");
  printf("  %-34s %14llu\n", "sampled from P_K", (unsigned long long)t->samples);
  for (int s = 0; s < SHOGI_STAGE_UNREACHABLE; s++)
    printf("  %-34s %14llu\n", passed_names[s], (unsigned long long)shogi_tally_passed(t, (shogi_stage)s));
  printf("  %-34s %14llu\n", passed_names[SHOGI_STAGE_UNREACHABLE],
         (unsigned long long)t->stopped[SHOGI_STAGE_REACHABLE]);
  printf("\nunreachable by reverse search, by plies traced back (seed Table 2):\n");
  for (int i = 0; i <= SHOGI_PLIES_MAX; i++)
    if (t->plies[i])
      printf("  %2d%s plies %14llu\n", i, i == SHOGI_PLIES_MAX ? "+" : " ",
             (unsigned long long)t->plies[i]);
  uint64_t nr = t->stopped[SHOGI_STAGE_REACHABLE];
  if (nr) {
    printf("\nreachable: E (expanded) / L (path length) (seed 5.3):\n");
    printf("  median %.3f   95th percentile %.3f   E = L in %.1f%%   largest E/L %.2f (E %llu, L %llu)\n",
           shogi_tally_el_quantile(t, 0.5), shogi_tally_el_quantile(t, 0.95),
           100.0 * (double)t->el_equal / (double)nr, (double)t->max_e / (double)t->max_l,
           (unsigned long long)t->max_e, (unsigned long long)t->max_l);
    printf("  mean E %.2f   mean L %.2f\n", (double)t->sum_expanded / (double)nr,
           (double)t->sum_length / (double)nr);
  }
  double total = 0;
  for (int i = 0; i < SHOGI_T_N; i++) total += stage_secs[i];
  double cpu = timer_cpu();
  printf("\ntime: %.2f s wall, %.0f samples/s (this process), %.0f samples per CPU-second", secs,
         secs > 0 ? (double)t->samples / ranks / secs : 0.0,
         cpu > 0 ? (double)t->samples / ranks / cpu : 0.0);
  printf("; share of worker time by stage:");
  for (int i = 0; i < SHOGI_T_N; i++)
    printf(" %s %.1f%%%s", shogi_pipeline_stage_names[i], total > 0 ? 100 * stage_secs[i] / total : 0.0,
           i + 1 < SHOGI_T_N ? "," : "\n");
}

static void print_json(int argc, char **argv, const est_opts *o, const shogi_tally *t,
                       const char *count_text, const shogi_estimate *e, double secs, int threads,
                       int ranks, bool interrupted) {
  json_writer w;
  json_init(&w, stdout);
  json_begin_record(&w, argc, argv);
  json_key(&w, "params");
  json_begin_object(&w);
  json_kv_string(&w, "variant", o->variant);
  json_kv_int(&w, "samples", o->samples);
  json_kv_int(&w, "seed", o->seed);
  json_kv_int(&w, "threads", threads);
  json_kv_int(&w, "ranks", ranks);
  json_end_object(&w);
  json_key(&w, "result");
  json_begin_object(&w);
  json_kv_double(&w, "estimate", e->estimate);
  json_kv_double(&w, "ci_low", e->low);
  json_kv_double(&w, "ci_high", e->high);
  json_kv_uint(&w, "samples", t->samples);
  json_kv_uint(&w, "accepted", t->stopped[SHOGI_STAGE_REACHABLE]);
  json_kv_string(&w, "population", count_text);
  json_kv_double(&w, "p", e->p);
  json_kv_bool(&w, "complete", !interrupted);
  json_key(&w, "passed");
  json_begin_object(&w);
  for (int s = 0; s < SHOGI_STAGE_UNREACHABLE; s++)
    json_kv_uint(&w, passed_keys[s], shogi_tally_passed(t, (shogi_stage)s));
  json_kv_uint(&w, passed_keys[SHOGI_STAGE_UNREACHABLE], t->stopped[SHOGI_STAGE_REACHABLE]);
  json_end_object(&w);
  json_key(&w, "plies_traced_back");
  json_begin_object(&w);
  for (int i = 0; i <= SHOGI_PLIES_MAX; i++)
    if (t->plies[i]) {
      char k[16];
      snprintf(k, sizeof k, "%d", i);
      json_kv_uint(&w, k, t->plies[i]);
    }
  json_end_object(&w);
  json_end_object(&w);
  json_key(&w, "stats");
  json_begin_object(&w);
  uint64_t nr = t->stopped[SHOGI_STAGE_REACHABLE];
  if (nr) {
    json_kv_double(&w, "el_median", shogi_tally_el_quantile(t, 0.5));
    json_kv_double(&w, "el_p95", shogi_tally_el_quantile(t, 0.95));
    json_kv_double(&w, "el_equal_share", (double)t->el_equal / (double)nr);
    json_kv_uint(&w, "el_max_e", t->max_e);
    json_kv_uint(&w, "el_max_l", t->max_l);
  }
  json_kv_double(&w, "seconds", secs);
  json_kv_uint(&w, "peak_rss_kb", timer_peak_rss_kb());
  json_end_object(&w);
  json_end_object(&w);
}

int cli_shogi_estimate(int argc, char **argv) {
  if (cli_wants_help(argc, argv)) {
    printf("usage: yomi shogi estimate --variant shogi|minishogi --samples N --seed S [--threads T]\n"
           "                           [--checkpoint FILE] [--json]\n"
           "   or: mpirun -n K yomi shogi estimate ...   (each rank takes its share of the samples)\n\n");
    opts_help(stdout, est_specs, OPTS_COUNT(est_specs));
    return CLI_OK;
  }
  est_opts o;
  char *pos[1], err[200];
  int npos;
  if (opts_parse(est_specs, OPTS_COUNT(est_specs), &o, argc - 1, argv + 1, pos, 0, &npos, err, sizeof err))
    return cli_error("%s", err);
  const shogi_variant *rules = shogi_variant_by_name(o.variant);
  const shogi_cand_variant *cv = shogi_cand_variant_by_name(o.variant);
  if (!rules || !cv) return cli_error("unknown variant '%s' (shogi or minishogi)", o.variant);

  if (o.checkpoint && !o.checkpoint[0]) return cli_error("option --checkpoint needs a file name");
  int rank = 0, ranks = 1;
#ifdef YOMI_HAVE_MPI
  /* MPI only when started by a launcher: a plain run stays a plain process. */
  bool mpi = getenv("OMPI_COMM_WORLD_SIZE") || getenv("PMI_SIZE") || getenv("PMIX_RANK");
  if (mpi) {
    MPI_Init(NULL, NULL);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &ranks);
  }
#endif

  static shogi_count count;
  if (shogi_count_init(&count, cv)) return cli_error("cannot build the count tables of %s", o.variant);
  char *count_text = mpz_get_str(NULL, 10, shogi_count_total(&count));
  double population = mpz_get_d(shogi_count_total(&count));

  char identity[512], ckpt[4096];
  snprintf(identity, sizeof identity, "variant=%s samples=%lld seed=%lld chunk=%d rank=%d/%d", o.variant,
           o.samples, o.seed, EST_CHUNK, rank, ranks);
  if (o.checkpoint) {
    if (ranks > 1) snprintf(ckpt, sizeof ckpt, "%s.rank%d-of-%d", o.checkpoint, rank, ranks);
    else snprintf(ckpt, sizeof ckpt, "%s", o.checkpoint);
  }

  double stage_secs[SHOGI_T_N] = {0};
  shogi_pipeline_config pc = {&count, rules, stage_secs};
  prog_arg pa;
  progress_start(&pa.bar);
  pa.start = timer_now();
  if (rank != 0) pa.bar.enabled = false;
  struct sigaction sa = {0};
  sa.sa_handler = on_sigint;
  sigemptyset(&sa.sa_mask);
  sigaction(SIGINT, &sa, NULL);

  shogi_run_config rc = {0};
  rc.seed = (uint64_t)o.seed;
  rc.samples = (uint64_t)o.samples;
  rc.chunk = EST_CHUNK;
  rc.threads = (int)o.threads;
  rc.rank = rank;
  rc.ranks = ranks;
  rc.checkpoint = o.checkpoint ? ckpt : NULL;
  rc.checkpoint_every = o.checkpoint_every;
  rc.identity = identity;
  rc.ctx_new = shogi_pipeline_new;
  rc.ctx_free = shogi_pipeline_free;
  rc.ctx_arg = &pc;
  rc.sample = shogi_pipeline_sample;
  rc.on_progress = on_progress;
  rc.progress_arg = &pa;
  rc.stop = &est_stop;

  static shogi_tally mine, all;
  int res = shogi_estimate_run(&rc, &mine);
  progress_done(&pa.bar);
  double secs = timer_now() - pa.start;
  int status = CLI_OK;
  if (res == YOMI_ERANGE) {
    status = cli_error("checkpoint %s belongs to another run (identity differs)", ckpt);
  } else if (res == YOMI_EPARSE || res == YOMI_EIO) {
    status = cli_error("checkpoint %s: %s", ckpt, yomi_strerror(res));
  } else if (res && res != YOMI_EINTR) {
    status = cli_error("estimate failed: %s", yomi_strerror(res));
  }
  all = mine;
#ifdef YOMI_HAVE_MPI
  if (mpi) {
    /* Every rank's tally to rank 0, merged there in rank order. The int status travels too. */
    int ok = status == CLI_OK && res == 0, all_ok = 0;
    MPI_Allreduce(&ok, &all_ok, 1, MPI_INT, MPI_MIN, MPI_COMM_WORLD);
    shogi_tally *gathered = rank == 0 ? malloc((size_t)ranks * sizeof *gathered) : NULL;
    MPI_Gather(&mine, (int)sizeof mine, MPI_BYTE, gathered, (int)sizeof mine, MPI_BYTE, 0, MPI_COMM_WORLD);
    double secs_all[SHOGI_T_N];
    MPI_Reduce(stage_secs, secs_all, SHOGI_T_N, MPI_DOUBLE, MPI_SUM, 0, MPI_COMM_WORLD);
    if (rank == 0) {
      shogi_tally_clear(&all);
      for (int r = 0; r < ranks; r++) shogi_tally_merge(&all, &gathered[r]);
      memcpy(stage_secs, secs_all, sizeof secs_all);
    }
    free(gathered);
    if (!all_ok && status == CLI_OK && res == 0) res = YOMI_EINTR;
  }
#endif
  if (rank == 0 && (status == CLI_OK)) {
    shogi_estimate e;
    shogi_estimate_compute(&all, population, &e);
    bool interrupted = res == YOMI_EINTR;
    if (o.json)
      print_json(argc, argv, &o, &all, count_text, &e, secs, (int)o.threads, ranks, interrupted);
    else
      print_text(&o, &all, count_text, &e, secs, (int)o.threads, ranks, stage_secs, interrupted);
    if (interrupted) {
      fprintf(stderr, "yomi: interrupted after %llu samples%s\n", (unsigned long long)all.samples,
              o.checkpoint ? "; rerun the same command to resume from the checkpoint" : "");
      status = CLI_INTERRUPTED;
    }
  }
  free(count_text);
  shogi_count_clear(&count);
#ifdef YOMI_HAVE_MPI
  if (mpi) MPI_Finalize();
#endif
  return status;
}
