/* cli/campaign: a campaign's options, run and words (see campaign.h). */
#include "cli/campaign.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "cli/cli.h"
#include "cli/run.h"
#include "core/error.h"
#include "core/progress.h"
#include "core/records.h"
#include "core/text.h"

#define OPTS_STRUCT cli_campaign_opts
static const opt_spec campaign_specs[] = {CLI_CAMPAIGN_OPTIONS(OPTS_SPEC)};
#undef OPTS_STRUCT

void cli_campaign_groups(cli_campaign_opts *o, opt_group *g) {
  g[0] = (opt_group)OPT_GROUP(campaign_specs, o);
  g[1] = (opt_group){dfpn_opt_specs, dfpn_opt_count, &o->d};
  g[2] = (opt_group){dfpn_table_opt_specs, dfpn_table_opt_count, &o->t};
}

int cli_campaign_check(const cli_campaign_opts *o) {
  if (o->t.tt_file) return cli_error("--tt-file: a campaign gives each run a fresh table");
  if (o->records && !o->records[0]) return cli_error("--records: empty file name");
  if (o->deepen > 0 && (!o->records || !o->d.node_limit))
    return cli_error("--deepen needs --records (the campaigns below go there) and --node-limit");
  if (o->round > 0 && !o->deepen) return cli_error("--round needs --deepen (which runs the rounds)");
  if (o->grow && (!o->records || !o->d.node_limit || o->grow <= o->d.node_limit))
    return cli_error("--grow needs --records and a --node-limit smaller than it");
  if (o->grow && o->round) return cli_error("--grow and --round: one or the other");
  if (o->split_hinted && (!o->deepen || !o->hints))
    return cli_error("--split-hinted needs --deepen (which runs the campaigns below) and --hints");
  if ((o->deepen > 0 || o->grow > 0) && campaign_ranks() > 1)
    return cli_error("--%s runs in one process, not under mpirun", o->deepen > 0 ? "deepen" : "grow");
  if (o->records) {
    /* a new file, or one a campaign wrote: not someone's other file, to which the records would be
     * appended (a file with lines but no record in it) */
    if (dfpn_run_file_writable(o->records) || (access(o->records, F_OK) == 0 && access(o->records, W_OK)))
      return cli_fail(CLI_IO, "--records %s: cannot write there", cli_quote(o->records));
    records_file f;
    if (records_read(o->records, &f))
      return cli_fail(CLI_IO, "--records %s: cannot read", cli_quote(o->records));
    int lines = f.n, records = records_count(&f);
    records_free(&f);
    if (lines > 0 && records == 0)
      return cli_error("--records %s: not a records file (%d line%s, none of them a record)",
                       cli_quote(o->records), lines, text_plural(lines));
  }
  if (o->tables) {
    char test[4096];
    int n = snprintf(test, sizeof test, "%s/.yomi-tables", o->tables);
    if (!o->tables[0] || n <= 0 || (size_t)n >= sizeof test || dfpn_run_file_writable(test))
      return cli_fail(CLI_IO, "--tables %s: not a directory this process can write to", o->tables);
  }
  return 0;
}

static void show_progress(void *arg, const campaign_progress *p) {
  char eta[32] = "?";
  if (p->eta >= 0) snprintf(eta, sizeof eta, "%.0f s", p->eta);
  progress_update(
      (progress *)arg,
      "campaign: %d of %d subproblems done, %d running, %d left, %llu expansions (%llu in the runs "
      "under way), ETA %s",
      p->done, p->leaves, p->running, p->left, (unsigned long long)(p->expansions + p->live),
      (unsigned long long)p->live, eta);
}

static const char *state_text(const campaign *c, int i) {
  const campaign_node *q = &c->nodes[i];
  if (q->by_game) return "decided by the game";
  if (q->by_campaign) return "proved by a campaign from there, in the records";
  if (q->split_now) return "split at once: a hint for its answers in the records";
  switch (q->state) {
    case CAMPAIGN_DONE: return "proved";
    case CAMPAIGN_FAILED: return "not proved";
    case CAMPAIGN_SKIPPED: return "stopped: not needed";
    case CAMPAIGN_RUNNING: return "running";
    default: return campaign_needed(c, i) ? "not run" : "not needed";
  }
}

/* Every leaf's line and the totals. */
static void print_outcome(const campaign *c, const campaign_game *g, const cli_campaign_opts *o) {
  char path[CAMPAIGN_NAME_MAX];
  printf("campaign: %s\n", g->problem);
  printf("split depth %d: %d subproblems\n", c->split_depth, c->leaves);
  for (int h = 1; h <= c->hints; h++)
    for (int i = 0; i < c->n; i++)
      if (c->nodes[i].hint == h)
        printf("hint: %s, won at %d position%s of the records after another last move and %d after "
               "another earlier move; run first\n",
               c->nodes[i].name, c->nodes[i].hint_positions, text_plural(c->nodes[i].hint_positions),
               c->nodes[i].hint_far);
  for (int i = 0; i < c->n; i++) {
    const campaign_node *q = &c->nodes[i];
    if (q->nchildren) continue;
    campaign_path_text(c, i, path, sizeof path);
    printf("  %-16s %s to move: ", path[0] ? path : "(root)", c->players[q->mover]);
    if (q->winner >= 0) printf("%s wins", c->players[q->winner]);
    else printf("open");
    printf(" (%s), %llu expansions, %.2f s\n", state_text(c, i), (unsigned long long)q->expansions,
           q->seconds);
  }
  int w = campaign_winner(c);
  char buf[64];
  if (w >= 0) printf("result: %s wins\n", c->players[w]);
  else if (c->rc == YOMI_ELIMIT && c->left)
    printf("result: open (%d subproblem%s left for the next round)\n", c->left, text_plural(c->left));
  else
    printf("result: %s\n", c->rc == YOMI_ELIMIT ? "open (a subproblem stopped unproved)"
                                                : dfpn_result_status(c->rc, buf, sizeof buf));
  printf(
      "runs: %d here, %d subproblem%s from the records (%d of them open at this node limit), %d position%s "
      "proved by campaigns from there, %d stopped as not needed",
      c->runs, c->resumed, text_plural(c->resumed), c->resumed_open, c->by_campaigns,
      text_plural(c->by_campaigns), c->cancelled);
  if (c->resumed_probed) printf(", %d probed before (their probes recorded)", c->resumed_probed);
  if (c->split_at_once)
    printf(", %d split at once (a hint for their answers in the records)", c->split_at_once);
  printf("\n");
  printf("expansions: %llu\n", (unsigned long long)c->expansions);
  if (o->tables)
    printf("tables: %d run%s began with the table of the campaign's root, %d went on from their leaf's "
           "own, %d saved theirs to %s, %d gave theirs to the runs after them, %d of decided "
           "positions removed%s%s\n",
           c->table_loads, text_plural(c->table_loads), c->table_continues, c->table_saves, o->tables,
           c->table_gives, c->table_drops,
           c->table_errors ? "; some could not be used or saved (their records say why: table_error)" : "",
           c->table_drop_errors ? "; some could not be removed" : "");
  campaign_proof_size proof;
  if (w >= 0 && campaign_proof(c, 0, &proof))
    printf(
        "proof: %llu expansions in %d run%s (with those of the records and campaigns below that it uses)\n",
        (unsigned long long)proof.expansions, proof.runs, text_plural(proof.runs));
  printf("time: %.2f s wall, %.2f s CPU; %d rank%s, %d job%s each at rank 0\n", c->seconds, c->cpu_seconds,
         c->ranks, text_plural(c->ranks), (int)o->jobs, text_plural(o->jobs));
  if (o->records) printf("records: %s\n", o->records);
  fflush(stdout); /* a campaign's outcome shows at once in a log, before the next one runs */
}

int cli_campaign_run(const campaign_game *g, const cli_campaign_opts *o, int *winner, int *rank,
                     cli_campaign_more *more) {
  campaign c;
  *winner = -1, *rank = 0;
  if (o->tables && !g->snapshot) return cli_error("--tables: %s campaigns keep no tables", g->game);
  int rc = campaign_plan(&c, g, (int)o->split_depth);
  if (rc) return cli_error("cannot plan the campaign: %s", yomi_strerror(rc));
  campaign_config cfg = {.split_depth = (int)o->split_depth,
                         .jobs = (int)o->jobs,
                         .tt_mb = (uint64_t)o->t.tt_mb,
                         .opts = o->d,
                         .probe = (uint64_t)o->probe,
                         .hints = (int)o->hints,
                         .split_hinted = o->split_hinted,
                         .round = (uint64_t)o->round,
                         .records = o->records,
                         .tables = o->tables,
                         .keep_table = o->keep_table,
                         .resume_only = more && more->resume_only,
                         .interrupted = progress_interrupted};
  if (more && more->node_limit) cfg.opts.node_limit = more->node_limit; /* --grow */
  if (o->tables)
    progress_sigint_note("yomi: interrupted: the runs in flight write their tables to --tables before "
                         "stopping (a second Ctrl-C stops at once, without them)\n");
  progress pr;
  progress_start(&pr);
  cfg.progress = show_progress, cfg.progress_arg = &pr;
  rc = campaign_run(&c, g, &cfg);
  *rank = c.rank;
  if (c.rank == 0) progress_done(&pr);
  if (rc) {
    campaign_free(&c);
    fprintf(stderr, "yomi: error: %s%s: %s\n", rc == YOMI_EIO ? "--records " : "campaign",
            rc == YOMI_EIO ? o->records : "", yomi_strerror(rc));
    return cli_exit_status(rc);
  }
  if (c.rank == 0) print_outcome(&c, g, o);
  *winner = campaign_winner(&c);
  if (more)
    more->ranks = c.ranks, more->mover = c.n ? c.nodes[0].mover : -1, more->left = c.left, more->cut = c.cut;
  int *open = more && more->open_leaf && c.rank == 0 ? malloc(sizeof(int) * (size_t)(c.n + 1)) : NULL;
  if (open) {
    int n = campaign_open_leaves(&c, open);
    for (int k = 0; k < n; k++) {
      char path[CAMPAIGN_NAME_MAX];
      campaign_path_text(&c, open[k], path, sizeof path);
      more->open_leaf(more->arg, path);
    }
    free(open);
  } else if (more && more->open_leaf && c.rank == 0) more->open_leaf(more->arg, NULL); /* out of memory */
  int exit = cli_exit_status(c.rc);
  if (c.rank == 0 && c.rc == YOMI_EIO)
    fprintf(stderr, "yomi: error: --records %s: cannot write\n", o->records);
  campaign_free(&c);
  return exit;
}

/* The paths of the leaves a campaign left open. */
typedef struct open_leaves {
  char (*path)[CAMPAIGN_NAME_MAX];
  int n, cap;
  bool nomem;
} open_leaves;

static void note_open(void *arg, const char *path) {
  open_leaves *l = arg;
  if (!path) {
    l->nomem = true;
    return;
  }
  if (l->n == l->cap) {
    int cap = l->cap ? 2 * l->cap : 16;
    char(*p)[CAMPAIGN_NAME_MAX] = realloc(l->path, (size_t)cap * sizeof *p);
    if (!p) {
      l->nomem = true;
      return;
    }
    l->path = p, l->cap = cap;
  }
  snprintf(l->path[l->n++], CAMPAIGN_NAME_MAX, "%s", path);
}

/* a, then b, comma-separated (either may be ""), in new memory; NULL when out of memory. */
static char *joined(const char *a, const char *b) {
  size_t n = strlen(a) + strlen(b) + 2;
  char *s = malloc(n);
  if (s) snprintf(s, n, "%s%s%s", a, a[0] && b[0] ? "," : "", b);
  return s;
}

static bool goes_on(int rc) { return rc == CLI_OK || rc == cli_exit_status(YOMI_ELIMIT); }

static bool has_path(const open_leaves *l, const char *path) {
  for (int i = 0; i < l->n; i++)
    if (!strcmp(l->path[i], path)) return true;
  return false;
}

/* One campaign (its records, resume_only), or with o->grow the campaign at --node-limit and then again
 * at twice that, and so on up to o->grow, while it leaves subproblems open and decides nothing: each
 * open leaf's next run goes on from its own table (--tables; docs/campaigns.md, "Growing runs"). Only
 * `climb` starts at --node-limit: once the campaign has grown, every leaf it ran has a record at the
 * top, and a campaign taken up again after those below it (--deepen) starts there. `open` holds the
 * leaves the last of them left open. */
static int grown(cli_campaign_once once, void *ctx, const cli_campaign_opts *o, const char *path, bool climb,
                 cli_campaign_more *more, open_leaves *open, int *winner, int *rank) {
  int64_t limit = o->d.node_limit, top = o->grow ? (int64_t)o->grow : limit;
  if (more->resume_only || !climb)
    limit = top; /* what the growing left open at its top is what --deepen splits */
  for (;;) {
    more->node_limit = limit;
    open->n = 0;
    int rc = once(ctx, path, more, winner, rank);
    if (more->resume_only || limit >= top || !goes_on(rc) || *winner >= 0 || *rank != 0 || !open->n ||
        open->nomem)
      return rc;
    limit = limit > top / 2 ? top : 2 * limit;
    printf("grow: the campaign again at --node-limit %lld\n", (long long)limit);
    fflush(stdout);
  }
}

static int deep(cli_campaign_once once, void *ctx, const cli_campaign_opts *o, const char *start,
                const char *path, int levels, int *winner, int *rank) {
  open_leaves done = {0}; /* the leaves split already, by this call */
  int rc = CLI_OK;
  bool climbed = false; /* --grow: the campaign has grown to its top once */
  for (bool first = true;; first = false) {
    open_leaves open = {0};
    /* first the records alone: a campaign stopped and started again goes on where it stopped, with the
     * round its records end inside, or else by splitting the leaves they left open before a new round */
    cli_campaign_more more = {.open_leaf = note_open, .arg = &open, .resume_only = first && levels > 0};
    if (!first) {
      printf("deepen: the campaign again, from its records\n");
      fflush(stdout);
    }
    rc = grown(once, ctx, o, path, !climbed, &more, &open, winner, rank);
    climbed |= !more.resume_only;
    bool more_to_do = goes_on(rc) && *winner < 0 && *rank == 0; /* at levels 0: the next round only */
    if (more_to_do && more.resume_only && more.cut) {           /* its round first */
      free(open.path);
      continue;
    }
    if (open.nomem || done.nomem) rc = cli_error("out of memory"), more_to_do = false;
    int fresh = 0;
    bool won = false;
    for (int i = 0; more_to_do && levels > 0 && !won && i < open.n; i++) {
      if (has_path(&done, open.path[i])) continue;
      note_open(&done, open.path[i]);
      fresh++;
      char *sub = joined(path, open.path[i]), *all = sub ? joined(start, sub) : NULL;
      if (!all) {
        free(sub);
        rc = cli_error("out of memory"), more_to_do = false;
        break;
      }
      for (char *q = all; *q; q++)
        if (*q == ',') *q = ' ';
      printf("deepen: the campaign after %s\n", all);
      fflush(stdout);
      free(all);
      int w = -1, sub_rc = deep(once, ctx, o, start, sub, levels - 1, &w, rank);
      free(sub);
      if (!goes_on(sub_rc)) {
        rc = sub_rc, more_to_do = false;
        break;
      }
      won = o->split_depth == 1 && w >= 0 && w == more.mover; /* one move of the mover wins */
    }
    free(open.path);
    /* again: to take in what the campaigns below proved, or to run the next round */
    if (!more_to_do || (!fresh && !more.left)) break;
  }
  free(done.path);
  return rc;
}

int cli_campaign_deep(cli_campaign_once once, void *ctx, const cli_campaign_opts *o, const char *start,
                      int *winner, int *rank) {
  return deep(once, ctx, o, start, "", (int)o->deepen, winner, rank);
}
