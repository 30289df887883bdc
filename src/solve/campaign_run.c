/* solve/campaign_run: a campaign's runs: the leaves handed out one at a time, the most-proving first, to
 * worker threads and (under an MPI launcher) to the other ranks; their results combined, the runs
 * that no longer matter stopped, every finished run appended to the records (see campaign.h). */
#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include "core/error.h"
#include "core/hash.h"
#include "core/records.h"
#include "core/timer.h"
#include "solve/campaign.h"
#include "solve/campaign_impl.h"

/* The thread's current run, for the stop poll (NULL in a thread that runs none). */
static _Thread_local campaign_slot *tl_slot;

static bool slot_interrupted(void) {
  campaign_slot *s = tl_slot;
  if (!s) return false; /* a helper thread of a run: the run's own thread polls for the team */
  if (atomic_load(&s->cancel)) return true;
  if (s->remote_poll && s->remote_poll(s)) return true;
  return s->user && s->user();
}

/* A run's progress: its expansions so far, for the campaign's progress line. */
static void slot_progress(void *arg, const dfpn_progress *p) {
  atomic_store_explicit(&((campaign_slot *)arg)->live, p->expansions, memory_order_relaxed);
}

double campaign_thread_cpu(void) {
  struct timespec t;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return (double)t.tv_sec + t.tv_nsec * 1e-9;
}

static double wall_now(void) {
  struct timespec t;
  clock_gettime(CLOCK_REALTIME, &t);
  return (double)t.tv_sec + t.tv_nsec * 1e-9;
}

/* The table file of the position after `path` ("" for the campaign's root) in campaign_config.tables,
 * and the problem text it is kept for (problem: 2 * DFPN_PROBLEM_SHOWN bytes). The name is the hash
 * of the text without its build ("yomi VERSION; "), so that another build finds the file and is told
 * why it cannot use it. 0 or an error. */
static int table_file(const campaign_game *g, const campaign_config *cfg, const char *path, char *problem,
                      size_t plen, char *file, size_t flen) {
  int rc = g->snapshot(g->params_ctx, path, !cfg->opts.no_transfer, problem, plen);
  if (rc) return rc;
  const char *what = strstr(problem, "; ");
  what = what ? what + 2 : problem;
  int n = snprintf(file, flen, "%s/%016llx.tt", cfg->tables,
                   (unsigned long long)hash_bytes(what, strlen(what)));
  return n > 0 && (size_t)n < flen ? 0 : YOMI_EINVAL;
}

/* The file identity of a table file now: 0 if there is none. */
static uint64_t table_ino(const char *file) {
  struct stat sb;
  return stat(file, &sb) == 0 ? (uint64_t)sb.st_ino : 0;
}

/* The file identity of the campaign root's table (0: none there). */
static uint64_t root_ino(const campaign_game *g, const campaign_config *cfg) {
  char problem[2 * DFPN_PROBLEM_SHOWN], file[4096];
  return table_file(g, cfg, "", problem, sizeof problem, file, sizeof file) ? 0 : table_ino(file);
}

/* Before a run with campaign_config.tables: the table of the campaign's root position, if a run of an
 * earlier campaign left it there (its position was that run's leaf), into the run's fresh table.
 * Returns the file identity of the table loaded (0: none), for table_give. */
static uint64_t table_load(const campaign_game *g, const campaign_config *cfg, dfpn_run *run,
                           campaign_outcome *o) {
  char problem[2 * DFPN_PROBLEM_SHOWN], file[4096];
  if (table_file(g, cfg, "", problem, sizeof problem, file, sizeof file)) {
    o->table_err = YOMI_EINVAL;
    snprintf(o->table_why, sizeof o->table_why, "no table name for the campaign's root");
    return 0;
  }
  uint64_t ino = table_ino(file);
  if (!ino) return 0; /* none: the campaign's root was no open run's leaf (or its table was removed) */
  if (dfpn_run_load(run, file, problem)) {
    o->table_err = YOMI_EPARSE;
    snprintf(o->table_why, sizeof o->table_why, "%.60s: %.130s", file, run->why);
  }
  o->table_loaded = run->loaded;
  return ino;
}

/* A probe's table in MiB (campaign.h): a probe of 2 M expansions on an 8 GiB table touched nearly
 * every page of it, and the page faults and the huge-page collapse cost it more than its search
 * (docs/campaigns.md, "A probe's table"). A probe only orders the leaves, so its count may depend on
 * this size; its record says the size it had. */
uint64_t campaign_probe_mb(uint64_t probe, uint64_t loaded, uint64_t tt_mb) {
  uint64_t entries = 2 * (probe + loaded), mb = 1;
  while (mb < tt_mb && (mb << 20) / TT_ENTRY_ROOM < entries) mb <<= 1;
  return mb < tt_mb ? mb : tt_mb;
}

/* The table a probe of this campaign's root loads first (table_load), if one is there, counts. */
static uint64_t probe_mb(const campaign_game *g, const campaign_config *cfg) {
  char problem[2 * DFPN_PROBLEM_SHOWN], file[4096];
  uint64_t loaded = 0;
  if (cfg->tables && g->snapshot && !table_file(g, cfg, "", problem, sizeof problem, file, sizeof file) &&
      tt_snapshot_count(file, &loaded))
    loaded = 0; /* none there, or not one of this format: it will not be loaded */
  return campaign_probe_mb(cfg->probe, loaded, cfg->tt_mb);
}

/* Before a full run with campaign_config.tables: the table an earlier full run of the same leaf saved
 * when it stopped at its node limit (table_save), loaded after the root's, so that a run with a larger
 * node limit goes on where that run stopped instead of searching its subtree again (docs/campaigns.md,
 * "A leaf's own table"). Sound for the same reason as the root's table: it was made for this very
 * problem, and tt_load refuses any other. */
static void table_continue(const campaign *c, const campaign_game *g, const campaign_config *cfg,
                           dfpn_run *run, int leaf, campaign_outcome *o) {
  char path[CAMPAIGN_NAME_MAX], problem[2 * DFPN_PROBLEM_SHOWN], file[4096];
  campaign_path_text(c, leaf, path, sizeof path);
  if (!path[0]) return; /* split depth 0: the leaf is the root, whose table table_load loaded */
  if (table_file(g, cfg, path, problem, sizeof problem, file, sizeof file) || !table_ino(file)) return;
  if (dfpn_run_load(run, file, problem)) {
    o->table_err = YOMI_EPARSE;
    snprintf(o->table_why, sizeof o->table_why, "%.60s: %.130s", file, run->why);
    return;
  }
  o->table_continued = run->loaded;
}

/* After a full run that stopped at its node limit, with campaign_config.tables: its table, for the
 * campaign that may start at its leaf (path in words), and for a later run of the leaf itself. */
static void table_save(const campaign *c, const campaign_game *g, const campaign_config *cfg, dfpn_run *run,
                       int leaf, campaign_outcome *o) {
  char path[CAMPAIGN_NAME_MAX], problem[2 * DFPN_PROBLEM_SHOWN], file[4096];
  campaign_path_text(c, leaf, path, sizeof path);
  int rc = table_file(g, cfg, path, problem, sizeof problem, file, sizeof file);
  if (!rc) rc = tt_save(&run->tt, file, problem, &o->table_saved);
  if (rc) {
    o->table_err = YOMI_EIO;
    o->table_saved = 0;
    snprintf(o->table_why, sizeof o->table_why, "cannot write the table %.150s", file);
  }
}

/* After a run that decided its leaf, with campaign_config.tables: its table holds what the root's
 * table held (it loaded it first) and what the run found below its leaf, and it becomes the root's
 * table, which the runs of the leaf's siblings that start later load (docs/campaigns.md, "Siblings
 * share their tables"). Only where the run added at least an eighth of the entries it loaded: below
 * that the write costs more than it gives. Written under a name of its own and renamed over the
 * root's table, so that a run loading that table meanwhile reads the whole of one of them. A table
 * a sibling gave while this run searched (another file than loaded_ino, the one it loaded) is merged
 * in first; only where yet another came during the merge and the write does the larger one stay. */
static void table_give(const campaign *c, const campaign_game *g, const campaign_config *cfg, dfpn_run *run,
                       const campaign_slot *s, uint64_t loaded_ino, campaign_outcome *o) {
  if (o->st.expansions == 0 || o->st.expansions < (o->table_loaded + o->table_continued) / 8) return;
  char problem[2 * DFPN_PROBLEM_SHOWN], file[4096], mine[4200];
  int rc = table_file(g, cfg, "", problem, sizeof problem, file, sizeof file);
  /* a sibling gave its table while this run searched: merged in first, so that neither's finds are
   * lost (every entry is one of the same root problem's, as in the table this run loaded) */
  uint64_t ino = rc ? 0 : table_ino(file);
  if (ino && ino != loaded_ino && dfpn_run_load(run, file, problem) == 0) o->table_merged = run->loaded;
  if (!rc) snprintf(mine, sizeof mine, "%s.given.%d.%d", file, c->rank, s->leaf);
  if (!rc) rc = tt_save(&run->tt, mine, problem, &o->table_given);
  uint64_t there = 0; /* one more sibling gave while this one merged and wrote: the larger stays */
  bool newer = !rc && table_ino(file) != ino && tt_snapshot_count(file, &there) == 0 &&
               there > o->table_given;
  if (!rc && (atomic_load(&s->cancel) || newer))
    rc = remove(mine) ? YOMI_EIO : YOMI_EINTR; /* no longer needed, or a larger table is there */
  else if (!rc && rename(mine, file)) rc = YOMI_EIO, remove(mine);
  if (rc) o->table_given = 0;
  if (rc && rc != YOMI_EINTR) {
    o->table_err = YOMI_EIO;
    snprintf(o->table_why, sizeof o->table_why, "cannot write the table %.150s", file);
  }
}

/* With campaign_config.tables, once the position after `path` is decided: its table, which no run
 * will load again, is removed. 1 removed, 0 none there, -1 it could not be. */
static int table_drop(const campaign_game *g, const campaign_config *cfg, const char *path) {
  char problem[2 * DFPN_PROBLEM_SHOWN], file[4096];
  if (!cfg->tables || !g->snapshot) return 0;
  if (table_file(g, cfg, path, problem, sizeof problem, file, sizeof file)) return -1;
  if (remove(file) == 0) return 1;
  return errno == ENOENT ? 0 : -1;
}

static void count_drop(campaign *c, int d) {
  c->table_drops += d > 0;
  c->table_drop_errors += d < 0;
}

void campaign_run_leaf(const campaign *c, const campaign_game *g, const campaign_config *cfg,
                       campaign_slot *s, campaign_outcome *o) {
  memset(o, 0, sizeof *o);
  o->leaf = s->leaf, o->probe = s->probe, o->rank = c->rank;
  records_host(o->host, sizeof o->host);
  o->start = wall_now();
  /* a team's run is the only one in the process: the process's CPU is the run's */
  double t0 = timer_now(), cpu0 = s->team > 1 ? timer_cpu() : campaign_thread_cpu();
  dfpn_game *gm = g->root->clone(g->root->ctx);
  int moves[CAMPAIGN_MAX_DEPTH], n = campaign_path(c, s->leaf, moves);
  uint64_t board;
  o->rc = gm ? 0 : YOMI_ENOMEM;
  for (int i = 0; i < n && !o->rc; i++)
    if (gm->play(gm->ctx, moves[i], &board) != DFPN_PLAYED) o->rc = YOMI_EILLEGAL;
  bool tables = cfg->tables && g->snapshot, keep = cfg->keep_table, fresh = true;
  dfpn_run own, *run = &own;
  o->tt_mb = s->probe && !keep ? probe_mb(g, cfg) : cfg->tt_mb; /* a kept table: its pages are in use */
  if (!o->rc && keep && s->kept) /* the worker's table, with what its earlier runs found */
    run = s->kept, fresh = false, o->table_kept = tt_used(&run->tt);
  else if (!o->rc && (o->rc = dfpn_run_open(run, o->tt_mb, NULL, NULL)) == 0 && keep &&
           (s->kept = malloc(sizeof *s->kept)) != NULL)
    *s->kept = own, run = s->kept; /* kept from now on (without the memory for that: this run's alone) */
  if (!o->rc) {
    /* the root's table once per table: a kept one holds it from its first run on, or gave it */
    uint64_t ino = !tables ? 0 : fresh ? table_load(g, cfg, run, o) : s->kept_ino;
    if (run == s->kept) s->kept_ino = ino;
    if (tables && !s->probe) table_continue(c, g, cfg, run, s->leaf, o);
    /* a proof names its first move (for the records, and the hints of campaigns at cousins) */
    dfpn_run_config rc = {.opts = cfg->opts,
                          .want_pv = true,
                          .pv_max = 1,
                          .progress = slot_progress,
                          .progress_arg = s,
                          .interrupted = slot_interrupted};
    if (s->probe) rc.opts.node_limit = cfg->probe;
    if (s->team > 1) rc.opts.threads *= s->team;
    dfpn_result *res = malloc(sizeof *res);
    tl_slot = s;
    if (res) dfpn_run_solve(run, gm, &rc, res);
    tl_slot = NULL;
    o->rc = res ? res->rc : YOMI_ENOMEM;
    if (res) {
      o->winner = res->winner, o->st = res->st, o->threads = res->threads;
      o->root_known = res->root_known, o->root_phi = res->root_phi, o->root_delta = res->root_delta;
      if (res->rc == YOMI_OK && res->npv > 0) o->pv = res->pv[0], o->npv = 1;
      free(res);
    }
    /* stopped at its node limit, or by Ctrl-C: its table, for the campaign below its leaf and for the
     * leaf's next run, which goes on from it (table_continue); not a run stopped as no longer needed */
    bool user_stop = o->rc == YOMI_EINTR && s->user && s->user();
    if (tables && !s->probe && ((o->rc == YOMI_ELIMIT && !atomic_load(&s->cancel)) || user_stop))
      table_save(c, g, cfg, run, s->leaf, o);
    if (tables && (o->rc == YOMI_OK || (o->rc == YOMI_ELIMIT && !s->probe)) && !atomic_load(&s->cancel))
      table_give(c, g, cfg, run, s, ino, o);
    if (run == s->kept && o->table_given) s->kept_ino = root_ino(g, cfg); /* what it holds is there */
    if (run != s->kept) dfpn_run_close(run);
  }
  if (gm) g->root->destroy(gm);
  o->cancelled = atomic_load(&s->cancel) != 0;
  o->wall = timer_now() - t0;
  o->cpu = (s->team > 1 ? timer_cpu() : campaign_thread_cpu()) - cpu0;
}

void campaign_slot_done(campaign_slot *s) {
  if (s->kept) dfpn_run_close(s->kept);
  free(s->kept);
  s->kept = NULL;
}

/* ---- the master's bookkeeping (under r->mu) ---- */

int campaign_pick(campaign_runner *r, bool *probe) {
  int best = -1;
  *probe = false;
  if (r->team) return -1;        /* a team runs alone on every job's threads */
  if (r->split_first) return -1; /* an open hint is split before anything else runs */
  bool full = !r->cfg->round || r->full < r->cfg->round;
  for (int h = 1; full && best < 0 && h <= r->c->hints; h++) /* the hints first, in full */
    for (int i = 0; i < r->c->n && best < 0; i++) {
      const campaign_node *q = &r->c->nodes[i];
      if (q->hint == h && q->state == CAMPAIGN_TODO && campaign_needed(r->c, i)) best = i;
    }
  if (r->cfg->probe && best < 0) /* every leaf gets its probe first, in move order */
    for (int i = 0; i < r->c->n && best < 0; i++) {
      const campaign_node *q = &r->c->nodes[i];
      if (!q->nchildren && q->state == CAMPAIGN_TODO && !r->probed[i] && campaign_needed(r->c, i))
        best = i, *probe = true;
    }
  if (best < 0 && full) best = campaign_most_proving(r->c);
  if (best >= 0 && !*probe) r->full++;
  if (best >= 0) r->c->nodes[best].state = CAMPAIGN_RUNNING;
  return best;
}

/* Under r->mu, just after a full run was picked: could nothing be handed out beside it? The round's
 * full runs are spent (campaign_config.round) and every needed leaf still to run has its probe. */
static bool last_of_round(const campaign_runner *r) {
  if (!r->cfg->round || r->full < r->cfg->round) return false;
  for (int i = 0; r->cfg->probe && i < r->c->n; i++) {
    const campaign_node *q = &r->c->nodes[i];
    if (!q->nchildren && q->state == CAMPAIGN_TODO && !r->probed[i] && campaign_needed(r->c, i)) return false;
  }
  return true;
}

int campaign_pick_team(campaign_runner *r, int leaf, bool probe) {
  int jobs = r->cfg->jobs;
  if (leaf < 0 || probe || jobs < 2 || r->c->ranks > 1 || r->inflight > 0) return 1;
  if (r->c->nodes[leaf].hint <= 0 && !last_of_round(r)) return 1;
  r->team = true;
  return jobs;
}

/* The subproblem record of a finished run. */
static int record_run(campaign_runner *r, const campaign_outcome *o, bool proves) {
  const campaign *c = r->c;
  records_line l;
  int rc = records_line_begin(&l, "subproblem");
  if (rc) return rc;
  json_writer *w = &l.w;
  campaign_record_common(w, c, r->g);
  char path[CAMPAIGN_NAME_MAX];
  campaign_path_text(c, o->leaf, path, sizeof path);
  json_kv_string(w, "path", path);
  char rerun[2048] = "";
  if (r->g->rerun) r->g->rerun(r->g->params_ctx, path, rerun, sizeof rerun);
  if (rerun[0]) json_kv_string(w, "rerun", rerun);
  json_kv_int(w, "depth", c->nodes[o->leaf].depth);
  json_kv_string(w, "mover", c->players[c->nodes[o->leaf].mover]);
  json_kv_bool(w, "probe", o->probe);
  json_kv_bool(w, "hint", !o->probe && c->nodes[o->leaf].hint > 0);
  json_kv_uint(w, "node_limit", o->probe ? r->cfg->probe : (uint64_t)r->cfg->opts.node_limit);
  json_kv_int(w, "tt_mb", (int64_t)o->tt_mb);
  json_kv_int(w, "threads", o->threads);
  if (r->cfg->tables) {
    json_kv_uint(w, "table_loaded", o->table_loaded);
    json_kv_uint(w, "table_saved", o->table_saved);
    json_kv_uint(w, "table_given", o->table_given);
    json_kv_uint(w, "table_merged", o->table_merged);
    json_kv_uint(w, "table_continued", o->table_continued);
    if (o->table_err) json_kv_string(w, "table_error", o->table_why);
  }
  if (r->cfg->keep_table) json_kv_uint(w, "table_kept", o->table_kept);
  dfpn_result res = {.rc = o->rc,
                     .winner = o->winner,
                     .root_mover = c->nodes[o->leaf].mover,
                     .root_known = o->root_known,
                     .root_phi = o->root_phi,
                     .root_delta = o->root_delta,
                     .npv = o->npv,
                     .pv = {o->pv}};
  json_key(w, "result");
  json_begin_object(w);
  dfpn_result_json(w, &res, &r->g->names);
  json_end_object(w);
  json_key(w, "proves");
  if (proves) json_string(w, c->players[o->winner]);
  else json_null(w);
  json_key(w, "stats");
  json_begin_object(w);
  dfpn_stats_json(w, &o->st);
  json_end_object(w);
  if (o->rc == YOMI_EINTR) /* a run stopped before its end: recorded for its work, it proves nothing */
    json_kv_string(w, "stopped", o->cancelled ? "not needed" : "interrupt");
  json_kv_int(w, "rank", o->rank);
  records_json_run(w, o->host, o->start, o->wall, o->cpu);
  return records_line_append(&l, r->cfg->records);
}

/* Stop the runs whose leaf no longer matters. */
static void cancel_moot(campaign_runner *r) {
  for (int i = 0; i < r->nslots; i++) {
    campaign_slot *s = r->slots[i];
    if (s && s->leaf >= 0 && !atomic_load(&s->cancel) && !campaign_needed(r->c, s->leaf)) {
      atomic_store(&s->cancel, 1);
      if (s->remote_cancel) s->remote_cancel(r, s);
    }
  }
}

/* Is leaf q, its probe done, one to leave open for a campaign of its own (campaign_config.split_hinted)? */
static bool split_hinted(const campaign_config *cfg, const campaign_node *q) {
  return cfg->split_hinted && q->answer_hinted && !q->hint;
}

/* Leave a leaf open without its full run: a campaign of its own splits it (split_hinted). */
static void split_at_once(campaign *c, int leaf) {
  campaign_node *q = &c->nodes[leaf];
  q->state = CAMPAIGN_FAILED, q->split_now = true;
  c->split_at_once++;
  if (q->winner == -1) campaign_decide(c, leaf, -2);
}

void campaign_finish(campaign_runner *r, const campaign_outcome *o) {
  campaign *c = r->c;
  campaign_node *q = &c->nodes[o->leaf];
  c->runs++;
  c->expansions += o->st.expansions;
  c->table_loads += o->table_loaded > 0;
  c->table_saves += o->table_saved > 0;
  c->table_continues += o->table_continued > 0;
  c->table_gives += o->table_given > 0;
  c->table_errors += o->table_err != 0;
  if (o->rank != c->rank) c->cpu_seconds += o->cpu; /* this process's own CPU is added at the end */
  q->expansions += o->st.expansions, q->seconds += o->wall;
  if (!o->probe && o->table_continued > 0) q->carried = q->chain; /* it went on from that table */
  bool proved = o->rc == YOMI_OK, trusted = proved && (c->trusted < 0 || o->winner == c->trusted);
  if (o->probe) r->probed[o->leaf] = true;
  if (o->rc == YOMI_EINTR && !o->cancelled) r->stop = true; /* Ctrl-C: the leaf stays to do */
  if (!trusted && o->root_known) { /* the numbers of a run that decided nothing: for the order */
    q->numbers[q->mover] = o->root_phi, q->numbers[1 - q->mover] = o->root_delta;
    q->numbers_known = true;
  }
  if (o->probe && o->rc == YOMI_ELIMIT && r->cfg->records && !r->err &&
      (r->err = record_run(r, o, false)) != 0)
    r->stop = true; /* recorded, so that a restart need not probe it again */
  if (!o->probe && r->full > 0 && (trusted || o->cancelled))
    r->full--; /* a full run that leaves nothing open to split gives its place in the round back */
  if (o->probe && o->rc == YOMI_ELIMIT && !o->cancelled && split_hinted(r->cfg, q)) {
    split_at_once(c, o->leaf); /* its campaign, with the hint first, instead of its full run */
    cancel_moot(r);
    return;
  }
  if (o->rc == YOMI_EINTR || (o->probe && o->rc == YOMI_ELIMIT)) {
    /* stopped by Ctrl-C or as no longer needed: recorded for the account of the campaign's work (its
     * status "interrupted" makes every reader pass it by), so that no search goes unrecorded */
    if (o->rc == YOMI_EINTR && r->cfg->records && !r->err && (r->err = record_run(r, o, false)) != 0)
      r->stop = true;
    q->state = o->cancelled ? CAMPAIGN_SKIPPED : CAMPAIGN_TODO;
    c->cancelled += o->cancelled;
    return;
  }
  if (r->cfg->records && !r->err && (r->err = record_run(r, o, trusted)) != 0)
    r->stop = true; /* runs that cannot be recorded would be lost to a restart: stop */
  if (!proved && o->rc != YOMI_ELIMIT) r->stop = true, r->err = r->err ? r->err : o->rc;
  q->state = trusted ? CAMPAIGN_DONE : CAMPAIGN_FAILED;
  if (o->rc == YOMI_ELIMIT && !o->probe && q->hint && r->cfg->split_hinted)
    r->split_first = true; /* its campaign, from its table, before the probes of the others */
  if (trusted) {           /* a table an earlier run of this leaf left is of no use now */
    char path[CAMPAIGN_NAME_MAX];
    campaign_path_text(c, o->leaf, path, sizeof path);
    count_drop(c, table_drop(r->g, r->cfg, path));
  }
  if (q->winner == -1) campaign_decide(c, o->leaf, trusted ? o->winner : -2);
  cancel_moot(r);
}

void campaign_progress_now(campaign_runner *r) {
  const campaign *c = r->c;
  if (!r->cfg->progress) return;
  campaign_progress p = {.leaves = c->leaves, .resumed = c->resumed, .expansions = c->expansions};
  int before = c->resumed; /* leaves done before this run: from the records, the game, campaigns below */
  for (int i = 0; i < r->nslots; i++)
    p.live += atomic_load_explicit(&r->slots[i]->live, memory_order_relaxed);
  for (int i = 0; i < c->n; i++) {
    const campaign_node *q = &c->nodes[i];
    if (q->nchildren) continue;
    before += q->by_game || q->by_campaign;
    if (q->state == CAMPAIGN_RUNNING) p.running++;
    else if (q->state == CAMPAIGN_DONE || q->state == CAMPAIGN_FAILED || q->by_game) p.done++;
    else if (q->state == CAMPAIGN_TODO && campaign_needed(c, i)) p.left++;
    else p.skipped++;
  }
  p.elapsed = timer_now() - r->t0;
  int here = p.done - before; /* the ETA is the pace of the runs made here */
  p.eta = here > 0 && p.left + p.running > 0 ? p.elapsed / here * (p.left + p.running) : here > 0 ? 0 : -1;
  r->cfg->progress(r->cfg->progress_arg, &p);
}

/* ---- the driver ---- */

static void *worker_main(void *arg) {
  campaign_runner *r = arg;
  campaign_slot *s = calloc(1, sizeof *s);
  pthread_mutex_lock(&r->mu);
  if (s && r->nslots < CAMPAIGN_MAX_SLOTS) {
    *s = (campaign_slot){.leaf = -1, .rank = r->c->rank, .user = r->cfg->interrupted};
    r->slots[r->nslots++] = s;
  } else free(s), s = NULL;
  for (; s;) {
    bool probe = false;
    int leaf = r->stop ? -1 : campaign_pick(r, &probe);
    if (leaf < 0 && r->inflight > 0 && !r->stop) {
      pthread_cond_wait(&r->cv, &r->mu); /* a run in flight may give work back (a probe) */
      continue;
    }
    if (leaf < 0) break;
    s->leaf = leaf, s->probe = probe, s->team = campaign_pick_team(r, leaf, probe);
    atomic_store(&s->cancel, 0);
    r->inflight++;
    pthread_mutex_unlock(&r->mu);
    campaign_outcome o;
    campaign_run_leaf(r->c, r->g, r->cfg, s, &o);
    pthread_mutex_lock(&r->mu);
    if (s->team > 1) r->team = false;
    s->leaf = -1;
    r->inflight--;
    campaign_finish(r, &o);
    atomic_store(&s->live, 0); /* counted in the campaign's expansions now */
    campaign_progress_now(r);
    pthread_cond_broadcast(&r->cv);
  }
  r->active--;
  pthread_cond_broadcast(&r->cv);
  pthread_mutex_unlock(&r->mu);
  return NULL;
}

/* The line of c's plan in f, or -1. */
static int plan_line(const campaign *c, const records_file *f) {
  for (int i = 0; i < f->n; i++) {
    if (f->bad[i]) continue;
    const char *kind = json_doc_str(&f->docs[i], 0, "kind"),
               *problem = json_doc_str(&f->docs[i], 0, "problem");
    double depth = -1;
    json_doc_num(&f->docs[i], 0, "split_depth", &depth);
    if (kind && problem && strcmp(kind, "plan") == 0 && strcmp(problem, c->problem) == 0 &&
        (int)depth == c->split_depth)
      return i;
  }
  return -1;
}

/* Where the records leave c's last invocation: its runs after c's last end record that says it ended
 * (not "interrupted") belong to an invocation cut short, which a new one goes on with (c->cut, the
 * open full runs of its round, its hints). */
static void cut_short(campaign *c, const records_file *f) {
  c->cut = false, c->round_done = 0, c->hints_done = 0;
  for (int i = 0; i < f->n; i++) {
    const json_doc *d = &f->docs[i];
    const char *kind = f->bad[i] ? NULL : json_doc_str(d, 0, "kind"),
               *problem = json_doc_str(d, 0, "problem");
    double depth = -1;
    if (!kind || !problem || strcmp(problem, c->problem) || !json_doc_num(d, 0, "split_depth", &depth) ||
        (int)depth != c->split_depth)
      continue;
    const char *status = json_doc_str(d, 0, "result.status");
    bool probe = true, hint = false;
    if (!strcmp(kind, "campaign") && !(status && !strcmp(status, "interrupted")))
      c->cut = false, c->round_done = 0, c->hints_done = 0;
    else if (!strcmp(kind, "campaign")) c->cut = true;
    else if (!strcmp(kind, "subproblem")) {
      c->cut = true;
      json_doc_bool(d, 0, "probe", &probe);
      json_doc_bool(d, 0, "hint", &hint);
      c->round_done += !probe && status && !strcmp(status, "limit");
      c->hints_done += !probe && hint && !(status && !strcmp(status, "interrupted")); /* to run again */
    }
  }
}

/* Is one of the moves named[0..n) legal at leaf's position? */
static bool legal_named(const campaign *c, const campaign_game *g, int leaf, char (*named)[16], int n) {
  dfpn_game *gm = g->root->clone(g->root->ctx);
  int path[CAMPAIGN_MAX_DEPTH], d = campaign_path(c, leaf, path), moves[DFPN_MAX_CHILDREN], nm = 0;
  uint64_t board;
  bool ok = gm != NULL, legal = false;
  for (int i = 0; i < d && ok; i++) ok = gm->play(gm->ctx, path[i], &board) == DFPN_PLAYED;
  if (ok) nm = gm->moves(gm->ctx, moves);
  for (int i = 0; ok && i < nm && !legal; i++) {
    char name[16];
    g->names.move(g->names.ctx, moves[i], name, sizeof name);
    for (int k = 0; k < n && !legal; k++)
      if (!strcmp(name, named[k]) && gm->play(gm->ctx, moves[i], &board) == DFPN_PLAYED)
        legal = true, gm->undo(gm->ctx);
  }
  if (gm) g->root->destroy(gm);
  return legal;
}

#define HINTED_MOVES 64 /* a leaf's distinct hinted answers looked at */

/* campaign_config.split_hinted: the leaves still to run whose player to move has a hint in the records
 * (a legal move there won at the position's cousins) are marked answer_hinted; those whose probe is
 * done (or that get none) are left open at once. 0 or YOMI_ENOMEM. */
static int hint_answers(campaign *c, const campaign_game *g, const records_file *f, int line,
                        const campaign_config *cfg, const bool *probed) {
  char(*named)[16] = malloc(HINTED_MOVES * sizeof *named);
  if (!named) return YOMI_ENOMEM;
  for (int k = 1; k < c->n; k++) {
    campaign_node *q = &c->nodes[k];
    if (q->nchildren || q->state != CAMPAIGN_TODO || q->hint || !campaign_needed(c, k)) continue;
    int n = campaign_leaf_hints(c, f, line, k, named, HINTED_MOVES);
    q->answer_hinted = n > 0 && legal_named(c, g, k, named, n);
    if ((!cfg->probe || probed[k]) && split_hinted(cfg, q)) split_at_once(c, k);
  }
  free(named);
  return 0;
}

/* Take the finished runs of the records into c, the nodes that campaigns starting there prove
 * (campaign_apply_campaigns), and the leaves that stopped at this node limit (campaign_apply_limit);
 * write the plan first unless the file has it. */
static int resume(campaign *c, const campaign_game *g, const campaign_config *cfg, bool *probed) {
  const char *path = cfg->records;
  records_file f;
  int rc = records_read(path, &f);
  if (rc) return rc;
  if (f.torn) rc = records_terminate(path);
  int line = rc ? -1 : plan_line(c, &f);
  if (!rc && line < 0) { /* the plan, then the file again: sub-campaigns are matched to the plan */
    records_free(&f);
    rc = campaign_record_plan(c, g, path);
    if (!rc) rc = records_read(path, &f);
    if (rc) return rc;
    line = plan_line(c, &f);
  }
  for (int i = 0; !rc && i < f.n; i++)
    if (!f.bad[i] && campaign_apply_record(c, &f, i)) c->resumed++;
  if (!rc && line >= 0 && campaign_apply_campaigns(c, &f, line) < 0) rc = YOMI_ENOMEM;
  if (!rc && line >= 0 && cfg->tables) campaign_apply_chains(c, &f, line); /* what the leaves go on from */
  for (int i = 0; !rc && i < f.n; i++) /* runs that stopped at this limit would stop there again */
    if (!f.bad[i] && campaign_apply_limit(c, &f.docs[i], cfg->opts.node_limit, cfg->tt_mb))
      c->resumed++, c->resumed_open++;
  for (int i = 0, leaf; !rc && cfg->probe && i < f.n; i++) /* probes done: the leaf's full run is next */
    if (!f.bad[i] && (leaf = campaign_apply_probe(c, &f.docs[i], cfg->probe)) >= 0 && !probed[leaf])
      probed[leaf] = true, c->resumed_probed++;
  for (int i = 0; !rc && i < f.n; i++) /* open at a smaller limit: their numbers order the next runs */
    if (!f.bad[i]) campaign_apply_numbers(c, &f.docs[i]);
  if (!rc) cut_short(c, &f);
  if (!rc && line >= 0) /* among the leaves still to run; a cut invocation's hints ran already */
    campaign_apply_hints(c, &f, line, cfg->hints - c->hints_done);
  if (!rc && line >= 0 && cfg->split_hinted) rc = hint_answers(c, g, &f, line, cfg, probed);
  records_free(&f);
  return rc;
}

/* Start the local worker threads; how many started. */
static int start_threads(campaign_runner *r, pthread_t *t, int jobs) {
  int n = 0;
  pthread_mutex_lock(&r->mu);
  for (; n < jobs; n++) {
    r->active++;
    if (pthread_create(&t[n], NULL, worker_main, r) != 0) {
      r->active--;
      break;
    }
  }
  pthread_mutex_unlock(&r->mu);
  return n;
}

/* Without other ranks: the progress line until the threads are done. */
static void wait_threads(campaign_runner *r) {
  double last = 0;
  for (;;) {
    pthread_mutex_lock(&r->mu);
    bool done = r->active == 0;
    if (!done && timer_now() - last > 0.5) campaign_progress_now(r), last = timer_now();
    pthread_mutex_unlock(&r->mu);
    if (done) return;
    nanosleep(&(struct timespec){0, 20000000}, NULL);
  }
}

static int end_code(const campaign *c, const campaign_runner *r) {
  if (campaign_winner(c) >= 0) return YOMI_OK;
  if (r->err) return r->err;
  return r->stop ? YOMI_EINTR : YOMI_ELIMIT;
}

int campaign_run(campaign *c, const campaign_game *g, const campaign_config *cfg) {
  campaign_mpi_init(&c->rank, &c->ranks);
  campaign_runner r = {.c = c, .g = g, .cfg = cfg, .t0 = timer_now()};
  pthread_mutex_init(&r.mu, NULL);
  pthread_cond_init(&r.cv, NULL);
  c->start = wall_now();
  double cpu0 = timer_cpu();
  int rc = (r.probed = calloc((size_t)c->n, sizeof *r.probed)) ? 0 : YOMI_ENOMEM;
  if (!rc && c->rank == 0 && cfg->records) rc = resume(c, g, cfg, r.probed);
  r.full = c->round_done; /* a cut invocation's round goes on */
  int jobs = c->rank == 0 ? (cfg->jobs > 0 ? cfg->jobs : 1) : 0, started = 0;
  pthread_t *t = rc ? NULL : calloc((size_t)(jobs + 1), sizeof *t);
  if (!rc && !t) rc = YOMI_ENOMEM;
  if (!rc && !cfg->resume_only) {
    started = start_threads(&r, t, jobs);
    if (c->ranks > 1 && c->rank == 0) campaign_mpi_master(&r);
    else if (c->ranks > 1) campaign_mpi_worker(&r);
    else wait_threads(&r);
    for (int i = 0; i < started; i++) pthread_join(t[i], NULL);
    if (c->rank == 0) campaign_progress_now(&r);
  }
  for (int i = 0; i < r.nslots; i++)
    if (!r.slots[i]->remote_cancel) campaign_slot_done(r.slots[i]), free(r.slots[i]);
  free(r.remote);
  free(t);
  free(r.probed);
  for (int i = 0; i < c->n; i++)
    c->left += !c->nodes[i].nchildren && c->nodes[i].state == CAMPAIGN_TODO && campaign_needed(c, i);
  c->seconds = timer_now() - r.t0;
  c->cpu_seconds += timer_cpu() - cpu0;
  c->rc = rc ? rc : end_code(c, &r);
  if (!rc && c->rank == 0 && campaign_winner(c) >= 0) count_drop(c, table_drop(g, cfg, ""));
  /* a look at the records that ran nothing ends no invocation, unless they decide the campaign */
  bool end = !cfg->resume_only || campaign_winner(c) >= 0;
  if (!rc && c->rank == 0 && cfg->records && end && campaign_record_end(c, g, cfg->records)) c->rc = YOMI_EIO;
  campaign_mpi_share(c);
  pthread_mutex_destroy(&r.mu);
  pthread_cond_destroy(&r.cv);
  return rc;
}
