/* cli/shogi_sample: `yomi shogi sample --variant V --seed S --count N`, uniform K-canonical candidate
 * positions as SFEN, sample i drawn from rng stream (seed, i) and unranked. */
#include "cli/cli.h"
#include "cli/shogi_cli.h"
#include "cli/shogi_verbs.h"
#include "core/error.h"
#include "core/json.h"
#include "core/opts.h"
#include "core/progress.h"
#include "core/timer.h"
#include "shogi/rank.h"
#include <gmp.h>
#include <stdlib.h>
#include <string.h>

#define SAMPLE_OPTIONS(X)                                                        \
  X(STR, variant, shogi, 0, 0, "shogi or minishogi")                             \
  X(INT, seed, 1, 0, 9.2e18, "run seed")                                         \
  X(INT, count, 10, 0, 1e12, "number of samples")                                \
  X(INT, start, 0, 0, 9.2e18, "index of the first sample")                       \
  X(FLAG, rank, 0, 0, 1, "print each sample's rank before its SFEN")             \
  X(FLAG, quiet, 0, 0, 1, "print no samples, only the statistics (a speed test)") \
  X(FLAG, check, 0, 0, 1, "rank every sample back and fail if it differs")        \
  X(FLAG, json, 0, 0, 1, "print one JSON record")

typedef struct { SAMPLE_OPTIONS(OPTS_FIELD) } sample_opts;
#define OPTS_STRUCT sample_opts
static const opt_spec sample_specs[] = {SAMPLE_OPTIONS(OPTS_SPEC)};
#undef OPTS_STRUCT

int cli_shogi_sample(int argc, char **argv) {
  if (cli_wants_help(argc, argv)) {
    printf("usage: yomi shogi sample [--variant V] [--seed S] [--count N] [--start I] [--rank] [--quiet] [--check] [--json]\n"
           "Uniform K-canonical candidate positions as SFEN; sample i is a pure function of (seed, i).\n\n");
    opts_help(stdout, sample_specs, OPTS_COUNT(sample_specs));
    return CLI_OK;
  }
  sample_opts o;
  char err[256];
  char *pos[1];
  int npos;
  if (opts_parse(sample_specs, OPTS_COUNT(sample_specs), &o, argc - 1, argv + 1, pos, 0, &npos, err,
                 sizeof err))
    return cli_error("%s", err);
  shogi_cli_ranker cr;
  if (shogi_cli_ranker_open(&cr, o.variant, true)) return CLI_USAGE;
  const shogi_cand_variant *v = cr.v;
  shogi_ranker *rk = &cr.rk;
  json_writer w;
  if (o.json) {
    json_init(&w, stdout);
    json_begin_record(&w, argc, argv);
    json_key(&w, "params");
    json_begin_object(&w);
    json_kv_string(&w, "variant", v->name);
    json_kv_uint(&w, "seed", (uint64_t)o.seed);
    json_kv_uint(&w, "count", (uint64_t)o.count);
    json_kv_uint(&w, "start", (uint64_t)o.start);
    json_end_object(&w);
    json_key(&w, "result");
    json_begin_object(&w);
    json_key(&w, "samples");
    json_begin_array(&w);
  }
  mpz_t r, back;
  mpz_inits(r, back, NULL);
  char sfen[256], dec[128];
  uint64_t signature = UINT64_C(14695981039346656037), mismatches = 0;
  progress prog;
  progress_start(&prog);
  progress_catch_sigint();
  double t0 = timer_now(), c0 = timer_cpu();
  long long done = 0;
  for (long long k = 0; k < o.count; k++, done++) {
    if ((k & 4095) == 0 && k) {
      if (progress_interrupted()) break;
      progress_update(&prog, "sample: %lld / %lld", k, o.count);
    }
    uint64_t i = (uint64_t)o.start + (uint64_t)k;
    shogi_cand c;
    shogi_rank_sample(rk, (uint64_t)o.seed, i, &c, r);
    /* FNV-1a over the samples: one number that says whether a change altered them. */
    for (size_t b = 0; b < sizeof c; b++) signature = (signature ^ ((const uint8_t *)&c)[b]) * UINT64_C(1099511628211);
    if (o.check && (shogi_rank_of(rk, &c, back) != 0 || mpz_cmp(back, r) != 0)) mismatches++;
    if (o.quiet) continue;
    shogi_cand_to_sfen(v, &c, sfen, sizeof sfen);
    if (o.rank) mpz_get_str(dec, 10, r);
    if (o.json) {
      mpz_get_str(dec, 10, r);
      json_begin_object(&w);
      json_kv_uint(&w, "i", i);
      json_kv_string(&w, "rank", dec);
      json_kv_string(&w, "sfen", sfen);
      json_end_object(&w);
    } else if (o.rank) {
      printf("%s %s\n", dec, sfen);
    } else {
      printf("%s\n", sfen);
    }
  }
  progress_done(&prog);
  double seconds = timer_now() - t0, cpu = timer_cpu() - c0;
  double rate = seconds > 0 ? (double)done / seconds : 0;
  double cpu_rate = cpu > 0 ? (double)done / cpu : 0;
  if (o.json) {
    json_end_array(&w);
    char sig[24];
    snprintf(sig, sizeof sig, "%016llx", (unsigned long long)signature);
    json_kv_string(&w, "signature", sig);
    json_end_object(&w);
    json_key(&w, "stats");
    json_begin_object(&w);
    json_kv_double(&w, "seconds", seconds);
    json_kv_int(&w, "samples", done);
    json_kv_bool(&w, "interrupted", done < o.count);
    json_kv_double(&w, "cpu_seconds", cpu);
    json_kv_double(&w, "samples_per_second", rate);
    json_kv_double(&w, "samples_per_cpu_second", cpu_rate);
    if (o.check) json_kv_uint(&w, "mismatches", mismatches);
    json_end_object(&w);
    json_end_object(&w);
  } else if (o.quiet) {
    printf("samples: %lld  seconds: %.3f  samples/s: %.0f  cpu: %.3f  samples/cpu-s: %.0f  signature: %016llx\n",
           done, seconds, rate, cpu, cpu_rate, (unsigned long long)signature);
  }
  if (o.check && !o.json) fprintf(stderr, "check: %llu mismatches\n", (unsigned long long)mismatches);
  mpz_clears(r, back, NULL);
  shogi_cli_ranker_close(&cr);
  if (done < o.count) return CLI_INTERRUPTED;
  return mismatches ? CLI_FAIL : CLI_OK;
}
