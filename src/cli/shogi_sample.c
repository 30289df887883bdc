/* cli/shogi_sample: `yomi shogi sample --variant V --seed S --count N`, uniform K-canonical candidate
 * positions as SFEN, sample i drawn from rng stream (seed, i) and unranked. */
#include "cli/cli.h"
#include "cli/shogi_cli.h"
#include "core/progress.h"
#include "core/timer.h"
#include "shogi/rank.h"
#include <gmp.h>

#define SAMPLE_OPTIONS(X) \
  X(INT, count, 10, 0, 1e12, "number of samples") \
  X(INT, start, 0, 0, 9.2e18, "index of the first sample") \
  X(FLAG, rank, 0, 0, 1, "print each sample's rank before its SFEN") \
  X(FLAG, quiet, 0, 0, 1, "print no samples, only the statistics (a speed test)") \
  X(FLAG, check, 0, 0, 1, "rank every sample back and fail if it differs")

typedef struct {
  SAMPLE_OPTIONS(OPTS_FIELD)
} sample_opts;
#define OPTS_STRUCT sample_opts
static const opt_spec sample_specs[] = {SAMPLE_OPTIONS(OPTS_SPEC)};
#undef OPTS_STRUCT

typedef struct sample_run {
  const shogi_cli_opts *c;
  const sample_opts *o;
  const shogi_cand_variant *v;
  json_writer w;
  long long done;
  double seconds, cpu;
} sample_run;

static void print_json_head(sample_run *s, int argc, char **argv) {
  shogi_cli_json_begin(&s->w, argc, argv, s->v->name);
  json_kv_uint(&s->w, "seed", (uint64_t)s->c->seed);
  json_kv_uint(&s->w, "count", (uint64_t)s->o->count);
  json_kv_uint(&s->w, "start", (uint64_t)s->o->start);
  shogi_cli_json_section(&s->w, "result");
  json_key(&s->w, "samples");
  json_begin_array(&s->w);
}

static void print_sample(sample_run *s, uint64_t i, const shogi_cand *c, mpz_srcptr r) {
  char sfen[256], dec[128];
  shogi_cand_to_sfen(s->v, c, sfen, sizeof sfen);
  if (s->o->rank || s->c->json) mpz_get_str(dec, 10, r);
  if (s->c->json) {
    json_begin_object(&s->w);
    json_kv_uint(&s->w, "i", i);
    json_kv_string(&s->w, "rank", dec);
    json_kv_string(&s->w, "sfen", sfen);
    json_end_object(&s->w);
  } else if (s->o->rank) {
    printf("%s %s\n", dec, sfen);
  } else {
    printf("%s\n", sfen);
  }
}

/* Samples start, start + 1, ... until count are done or Ctrl-C. */
static void draw_all(sample_run *s, shogi_sampler *sm) {
  mpz_t r;
  mpz_init(r);
  progress prog;
  progress_start(&prog);
  progress_catch_sigint();
  double t0 = timer_now(), c0 = timer_cpu();
  for (long long k = 0; k < s->o->count; k++, s->done++) {
    if ((k & 4095) == 0 && k) {
      if (progress_interrupted()) break;
      progress_update(&prog, "sample: %lld / %lld", k, s->o->count);
    }
    uint64_t i = (uint64_t)s->o->start + (uint64_t)k;
    shogi_cand c;
    shogi_sampler_draw(sm, i, &c, r);
    if (!s->o->quiet) print_sample(s, i, &c, r);
  }
  progress_done(&prog);
  s->seconds = timer_now() - t0;
  s->cpu = timer_cpu() - c0;
  mpz_clear(r);
}

static void print_stats(sample_run *s, const shogi_sampler *sm) {
  double rate = s->seconds > 0 ? (double)s->done / s->seconds : 0;
  double cpu_rate = s->cpu > 0 ? (double)s->done / s->cpu : 0;
  if (s->c->json) {
    json_end_array(&s->w);
    char sig[24];
    snprintf(sig, sizeof sig, "%016llx", (unsigned long long)sm->signature);
    json_kv_string(&s->w, "signature", sig);
    shogi_cli_json_section(&s->w, "stats");
    json_kv_double(&s->w, "seconds", s->seconds);
    json_kv_int(&s->w, "samples", s->done);
    json_kv_bool(&s->w, "interrupted", s->done < s->o->count);
    json_kv_double(&s->w, "cpu_seconds", s->cpu);
    json_kv_double(&s->w, "samples_per_second", rate);
    json_kv_double(&s->w, "samples_per_cpu_second", cpu_rate);
    if (s->o->check) json_kv_uint(&s->w, "mismatches", sm->mismatches);
    shogi_cli_json_end(&s->w);
  } else if (s->o->quiet) {
    printf(
        "samples: %lld  seconds: %.3f  samples/s: %.0f  cpu: %.3f  samples/cpu-s: %.0f  signature: %016llx\n",
        s->done, s->seconds, rate, s->cpu, cpu_rate, (unsigned long long)sm->signature);
  }
  if (s->o->check && !s->c->json)
    fprintf(stderr, "check: %llu mismatches\n", (unsigned long long)sm->mismatches);
}

static const shogi_cli_syntax syntax = {
    "usage: yomi shogi sample [--variant V] [--seed S] [--count N] [--start I] [--rank] [--quiet] [--check] [--json]\n"
    "Uniform K-canonical candidate positions as SFEN; sample i is a pure function of (seed, i).\n\n",
    SHOGI_CLI_VARIANT | SHOGI_CLI_SEED,
    sample_specs,
    OPTS_COUNT(sample_specs),
    SHOGI_CLI_JSON,
    0};

int cli_shogi_sample(int argc, char **argv) {
  shogi_cli_args a;
  sample_opts o;
  if (shogi_cli_parse(&a, &syntax, &o, argc, argv)) return a.status;
  shogi_cli_ranker cr;
  if (shogi_cli_ranker_open(&cr, a.c.variant, true)) return CLI_USAGE;
  sample_run s = {.c = &a.c, .o = &o, .v = cr.v};
  if (a.c.json) print_json_head(&s, argc, argv);
  shogi_sampler sm;
  shogi_sampler_init(&sm, &cr.rk, (uint64_t)a.c.seed, o.check);
  draw_all(&s, &sm);
  print_stats(&s, &sm);
  int status = s.done < o.count ? CLI_INTERRUPTED : sm.mismatches ? CLI_FAIL : CLI_OK;
  shogi_sampler_clear(&sm);
  shogi_cli_ranker_close(&cr);
  return status;
}
