/* solve/run: one solving run (see run.h). */
#include "solve/run.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "core/error.h"
#include "core/hash.h"
#include "core/timer.h"

#define OPTS_STRUCT dfpn_table_opts
const opt_spec dfpn_table_opt_specs[] = {DFPN_TABLE_OPTIONS(OPTS_SPEC)};
#undef OPTS_STRUCT
const size_t dfpn_table_opt_count = OPTS_COUNT(dfpn_table_opt_specs);

void dfpn_run_problem(char *buf, size_t len, const char *what, uint64_t keys) {
  size_t n = strlen(what);
  int shown = n > DFPN_PROBLEM_SHOWN ? DFPN_PROBLEM_SHOWN : (int)n;
  snprintf(buf, len, "yomi table %d; %.*s%s; keys %016llx; hash %016llx", DFPN_TABLE_FORMAT, shown, what,
           n > DFPN_PROBLEM_SHOWN ? "..." : "", (unsigned long long)keys,
           (unsigned long long)hash_bytes(what, n));
}

int dfpn_run_file_writable(const char *file) {
  if (!file[0]) return YOMI_EIO;
  size_t n = strlen(file) + 5;
  char *tmp = malloc(n);
  if (!tmp) return YOMI_ENOMEM;
  snprintf(tmp, n, "%s.tmp", file);
  FILE *f = fopen(tmp, "wb");
  int rc = f && fclose(f) == 0 ? YOMI_OK : YOMI_EIO;
  remove(tmp);
  free(tmp);
  return rc;
}

int dfpn_run_open(dfpn_run *r, uint64_t mb, const char *tt_file, const char *problem) {
  memset(r, 0, sizeof *r);
  double t0 = timer_now();
  if (tt_init(&r->tt, mb)) {
    snprintf(r->why, sizeof r->why, "cannot allocate a table of %llu MiB", (unsigned long long)mb);
    return YOMI_ENOMEM;
  }
  r->tt_file = tt_file;
  r->problem = problem;
  FILE *probe = tt_file ? fopen(tt_file, "rb") : NULL;
  if (probe) { /* else the first sitting */
    fclose(probe);
    int rc = tt_load(&r->tt, tt_file, problem, &r->loaded, r->why, sizeof r->why);
    if (rc) {
      if (rc == YOMI_ENOMEM) snprintf(r->why, sizeof r->why, "out of memory");
      tt_free(&r->tt);
      return rc;
    }
  }
  r->setup_seconds = timer_now() - t0;
  return YOMI_OK;
}

int dfpn_run_load(dfpn_run *r, const char *file, const char *problem) {
  double t0 = timer_now();
  uint64_t n = 0;
  int rc = tt_load(&r->tt, file, problem, &n, r->why, sizeof r->why);
  if (rc == YOMI_ENOMEM) snprintf(r->why, sizeof r->why, "out of memory");
  r->loaded = rc ? 0 : n;
  r->setup_seconds += timer_now() - t0;
  return rc;
}

int dfpn_run_close(dfpn_run *r) {
  int rc = YOMI_OK;
  if (r->tt_file && (rc = tt_save(&r->tt, r->tt_file, r->problem, &r->saved)))
    snprintf(r->why, sizeof r->why, "cannot write the snapshot");
  tt_free(&r->tt);
  return rc;
}

/* The run's progress callback, behind the core's tick. */
typedef struct tick_arg {
  const dfpn_run_config *cfg;
} tick_arg;

static void tick(void *arg, const dfpn_search *s) {
  const dfpn_run_config *cfg = ((tick_arg *)arg)->cfg;
  dfpn_progress p = {.expansions = dfpn_expansions(s), .max_depth = s->st.max_depth};
  p.root_known = dfpn_root_numbers(s, &p.root_phi, &p.root_delta);
  cfg->progress(cfg->progress_arg, &p);
}

/* Copies of g for the other threads of the team (the game's clone hook); *n made. */
static dfpn_game **clones(const dfpn_game *g, int want, int *n) {
  *n = 0;
  if (want <= 0 || !g->clone) return NULL;
  dfpn_game **c = calloc((size_t)want, sizeof *c);
  if (!c) return NULL;
  for (; *n < want && (c[*n] = g->clone(g->ctx)) != NULL; (*n)++) {
  }
  return c;
}

static void search(dfpn_search *s, const dfpn_game *g, const dfpn_run_config *cfg, dfpn_result *out) {
  int want = cfg->opts.threads > 1 ? (int)cfg->opts.threads - 1 : 0, nextra = 0;
  if (!g->clone) want = 0;
  dfpn_game **extra = clones(g, want, &nextra);
  out->threads = 1 + nextra;
  double t0 = timer_now();
  out->rc = nextra < want ? YOMI_ENOMEM
                          : dfpn_solve_team(s, (const dfpn_game *const *)extra, nextra, &out->winner);
  out->seconds = timer_now() - t0;
  for (int i = 0; i < nextra; i++) {
    if (g->absorb) g->absorb(g->ctx, extra[i]);
    g->destroy(extra[i]);
  }
  free(extra);
}

void dfpn_solve_on(tt_table *tt, const dfpn_game *g, const dfpn_run_config *cfg, dfpn_result *out) {
  memset(out, 0, sizeof *out);
  dfpn_search s;
  out->rc = dfpn_init(&s, g, tt, &cfg->opts);
  if (out->rc) return;
  tick_arg ta = {cfg};
  if (cfg->progress) {
    s.tick = tick;
    s.tick_arg = &ta;
  }
  s.interrupted = cfg->interrupted;
  out->root_mover = g->to_move(g->ctx);
  search(&s, g, cfg, out);
  out->root_known = out->rc && dfpn_root_numbers(&s, &out->root_phi, &out->root_delta);
  out->st = s.st; /* the proof's own statistics, before the principal variation */
  if (out->rc == YOMI_OK && cfg->want_pv) {
    s.opts.node_limit = 0; /* the principal variation only re-proves what the proof needs */
    int max = cfg->pv_max > 0 && cfg->pv_max < DFPN_PV_MAX ? cfg->pv_max : DFPN_PV_MAX;
    int n = dfpn_pv(&s, out->winner, out->pv, max);
    out->npv = n > 0 ? n : 0;
    out->pv_expansions = s.st.expansions - out->st.expansions;
  }
  dfpn_free(&s);
}

void dfpn_run_solve(dfpn_run *r, const dfpn_game *g, const dfpn_run_config *cfg, dfpn_result *out) {
  dfpn_solve_on(&r->tt, g, cfg, out);
}

void dfpn_run_once(const dfpn_game *g, uint64_t mb, const dfpn_run_config *cfg, dfpn_result *out) {
  dfpn_run r;
  int rc = dfpn_run_open(&r, mb, NULL, NULL);
  if (rc) {
    memset(out, 0, sizeof *out);
    out->rc = rc;
    return;
  }
  dfpn_run_solve(&r, g, cfg, out);
  dfpn_run_close(&r);
}
