/* cli/run: messages around a library run (see run.h). */
#include "cli/run.h"
#include <string.h>
#include "cli/cli.h"
#include "core/error.h"
#include "core/progress.h"
#include "core/stats.h"

int cli_run_writable(const char *tt_file) {
  if (!tt_file) return 0;
  if (!tt_file[0]) return cli_error("--tt-file: empty file name");
  if (dfpn_run_file_writable(tt_file)) return cli_fail(CLI_IO, "--tt-file %s: cannot write there", tt_file);
  return 0;
}

int cli_run_open(dfpn_run *r, const dfpn_table_opts *t, const char *problem, bool quiet) {
  int rc = dfpn_run_open(r, (uint64_t)t->tt_mb, t->tt_file, problem);
  if (rc == YOMI_ENOMEM && !t->tt_file) return cli_fail(CLI_IO, "%s", r->why);
  if (rc) return cli_fail(cli_exit_status(rc), "--tt-file %s: %s", t->tt_file, r->why);
  if (t->tt_file)
    progress_sigint_note("yomi: interrupted: writing the table to --tt-file before stopping "
                         "(a second Ctrl-C stops at once, without it)\n");
  if (t->tt_file && r->loaded && !quiet)
    printf("table: %llu entries loaded from %s\n", (unsigned long long)r->loaded, t->tt_file);
  return 0;
}

static int load_from(dfpn_run *r, const char *file, const char *tt_file, int nmoves,
                     int (*text)(const void *ctx, int k, char *buf, size_t len), const void *ctx,
                     bool quiet) {
  if (r->loaded)
    return cli_error("--tt-from %s: the table holds the snapshot of --tt-file %s already; give one of them",
                     file, tt_file);
  static char stored[TT_PROBLEM_MAX + 1], want[2 * DFPN_PROBLEM_SHOWN];
  char why[300];
  int rc = tt_snapshot_problem(file, stored, sizeof stored, why, sizeof why);
  if (rc) return cli_fail(cli_exit_status(rc), "--tt-from %s: %s", file, why);
  for (int k = nmoves; k >= 0; k--) {
    if (text(ctx, k, want, sizeof want)) return cli_fail(CLI_IO, "out of memory");
    if (strcmp(want, stored)) continue;
    if ((rc = dfpn_run_load(r, file, want)))
      return cli_fail(cli_exit_status(rc), "--tt-from %s: %s", file, r->why);
    if (!quiet)
      printf("table: %llu entries loaded from %s (after %d of the %d start moves)\n",
             (unsigned long long)r->loaded, file, k, nmoves);
    return 0;
  }
  return cli_fail(CLI_USAGE,
                  "--tt-from %s: not a table of this problem or of an earlier position of it: '%s'", file,
                  stored);
}

int cli_run_load_from(dfpn_run *r, const char *file, const char *tt_file, int nmoves,
                      int (*text)(const void *ctx, int k, char *buf, size_t len), const void *ctx,
                      bool quiet) {
  int rc = load_from(r, file, tt_file, nmoves, text, ctx, quiet);
  if (rc) {
    r->tt_file = NULL; /* nothing searched: nothing to save */
    dfpn_run_close(r);
  }
  return rc;
}

int cli_run_close(dfpn_run *r, bool quiet) {
  const char *file = r->tt_file;
  if (dfpn_run_close(r)) return cli_fail(CLI_IO, "--tt-file %s: %s (the result above stands)", file, r->why);
  if (file && !quiet) printf("table: %llu entries saved to %s\n", (unsigned long long)r->saved, file);
  return 0;
}

void cli_run_progress(void *arg, const dfpn_progress *p) {
  progress_update((progress *)arg, "df-pn: %llu expansions, depth %llu, root proof/disproof numbers %u/%u",
                  (unsigned long long)p->expansions, (unsigned long long)p->max_depth, p->root_phi,
                  p->root_delta);
}

void cli_run_config(dfpn_run_config *cfg, const dfpn_opts *o, bool want_pv, progress *pr) {
  *cfg = (dfpn_run_config){.opts = *o, .want_pv = want_pv, .interrupted = progress_interrupted};
  if (pr) {
    cfg->progress = cli_run_progress;
    cfg->progress_arg = pr;
  }
}


void cli_run_print_stats(FILE *f, const dfpn_stats *s) {
  stats_print(f, dfpn_stat_specs, dfpn_stat_count, s);
  stats_print(f, tt_stat_specs, tt_stat_count, &s->tt);
}

void cli_run_census_json(json_writer *w, const tt_table *t) {
  tt_census c;
  tt_census_take(t, &c);
  json_key(w, "census");
  json_begin_object(w);
  json_kv_uint(w, "entries", c.proofs + c.open);
  json_kv_uint(w, "buckets", c.buckets);
  json_kv_uint(w, "room_open", c.buckets * TT_QUARTERS * TT_SLOTS);
  json_kv_uint(w, "room_proofs", c.buckets * TT_QUARTERS);
  json_kv_uint(w, "proofs", c.proofs);
  json_kv_uint(w, "capped", c.capped);
  json_kv_uint(w, "locked", c.locked);
  json_kv_uint(w, "excluded", c.excluded);
  json_kv_uint(w, "open", c.open);
  json_key(w, "by_work"); /* the bins in use, each from work lo to hi */
  json_begin_array(w);
  for (int b = 0; b < TT_WORK_BINS; b++) {
    if (!c.open_work[b] && !c.proof_work[b]) continue;
    uint64_t lo, hi;
    tt_work_bin_range(b, &lo, &hi);
    json_begin_object(w);
    json_kv_uint(w, "lo", lo);
    json_kv_uint(w, "hi", hi);
    json_kv_uint(w, "open", c.open_work[b]);
    json_kv_uint(w, "proofs", c.proof_work[b]);
    json_end_object(w);
  }
  json_end_array(w);
  json_end_object(w);
}

void cli_run_print_census(FILE *f, const tt_table *t) {
  tt_census c;
  tt_census_take(t, &c);
  fprintf(f,
          "table census: %llu entries in %llu buckets (room for %llu open entries or %llu proofs): %llu "
          "proofs (%llu capped, %llu locked, %llu naming excluded boards), %llu open\n",
          (unsigned long long)(c.proofs + c.open), (unsigned long long)c.buckets,
          (unsigned long long)(c.buckets * TT_QUARTERS * TT_SLOTS),
          (unsigned long long)(c.buckets * TT_QUARTERS), (unsigned long long)c.proofs,
          (unsigned long long)c.capped, (unsigned long long)c.locked, (unsigned long long)c.excluded,
          (unsigned long long)c.open);
  fprintf(f, "  %-24s %14s %14s\n", "work (expansions below)", "open", "proofs");
  for (int b = 0; b < TT_WORK_BINS; b++) {
    if (!c.open_work[b] && !c.proof_work[b]) continue;
    char range[32];
    uint64_t lo, hi;
    tt_work_bin_range(b, &lo, &hi);
    if (lo == hi) snprintf(range, sizeof range, "%llu", (unsigned long long)lo);
    else snprintf(range, sizeof range, "%llu-%llu", (unsigned long long)lo, (unsigned long long)hi);
    fprintf(f, "  %-24s %14llu %14llu\n", range, (unsigned long long)c.open_work[b],
            (unsigned long long)c.proof_work[b]);
  }
}
