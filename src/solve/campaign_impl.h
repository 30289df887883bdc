/* solve/campaign_impl: what the files of a campaign share (campaign.c, campaign_record.c,
 * campaign_run.c, campaign_mpi.c): a worker's slot, a run's outcome as it travels from a worker
 * (thread or MPI rank) to the master, and the master's state. Not for use outside solve/campaign*. */
#ifndef YOMI_SOLVE_CAMPAIGN_IMPL_H
#define YOMI_SOLVE_CAMPAIGN_IMPL_H
#include <pthread.h>
#include <stdatomic.h>
#include "solve/campaign.h"

typedef struct campaign_runner campaign_runner;

/* One worker's current run: a local thread, or (at the master) a remote rank's. */
typedef struct campaign_slot {
  int leaf;   /* -1: idle */
  bool probe; /* a probe run (campaign_config.probe) */
  int team;   /* > 1: a run alone on the threads of this many jobs (campaign_pick_team) */
  atomic_int cancel;
  int rank;                                     /* the rank running it (the master's own rank for a thread) */
  bool (*user)(void);                           /* the user's interrupt (Ctrl-C) */
  bool (*remote_poll)(struct campaign_slot *s); /* at a worker rank: a cancel message? */
  void (*remote_cancel)(campaign_runner *r, struct campaign_slot *s); /* at the master: send one */
  _Atomic uint64_t live; /* a local run under way: its expansions so far (its search's progress) */
  dfpn_run *kept;        /* campaign_config.keep_table: the worker's table, open across its runs */
  uint64_t kept_ino;     /* ... the root's table file it holds already (loaded or given; 0: none) */
} campaign_slot;

/* A finished run, as plain bytes (MPI sends it whole: every rank runs the same build). */
typedef struct campaign_outcome {
  int leaf, rc, winner, rank;
  bool probe, cancelled, root_known;
  uint32_t root_phi, root_delta;
  int pv, npv;    /* proved: the first move of the principal variation (npv 1), for the records */
  int threads;    /* the run's searchers */
  uint64_t tt_mb; /* its table's MiB (a probe's: campaign_probe_mb) */
  dfpn_stats st;
  double start, wall, cpu;
  char host[64];
  uint64_t table_loaded, table_saved; /* campaign_config.tables: entries loaded first, saved after */
  uint64_t table_given;               /* ... entries given to the root's table (a decided run) */
  uint64_t table_merged;              /* ... entries of a sibling's table given meanwhile, merged first */
  uint64_t table_continued;           /* ... entries of the leaf's own table, saved by a stopped run of it */
  uint64_t table_kept;                /* campaign_config.keep_table: entries the worker's table held first */
  int table_err;                      /* a table there that could not be loaded, or one not saved */
  char table_why[200];                /* ... and why */
} campaign_outcome;

#define CAMPAIGN_MAX_SLOTS 1024

struct campaign_runner {
  campaign *c;
  const campaign_game *g;
  const campaign_config *cfg;
  pthread_mutex_t mu;
  pthread_cond_t cv; /* broadcast when a run ends: idle threads look for work again */
  int inflight;      /* runs in progress, local and remote */
  bool *probed;      /* per node: its probe run is done */
  uint64_t full;     /* full runs (not probes) handed out, against campaign_config.round */
  campaign_slot *slots[CAMPAIGN_MAX_SLOTS];
  int nslots;
  campaign_slot *remote; /* the master's slots of the other ranks (one array) */
  int active;            /* local worker threads still running */
  bool team;             /* a run on every job's threads is in flight: hand out nothing else */
  bool stop;             /* Ctrl-C, or an error: hand out nothing more */
  bool split_first;      /* a hint's full run stopped open (campaign_config.split_hinted): hand out
                          * nothing more, so that the deepening splits it before anything else */
  int err;               /* the first error (a records write, a run's) */
  double t0;
};

/* Members of every record of the campaign (game, problem, params, split depth, trusted). */
void campaign_record_common(json_writer *w, const campaign *c, const campaign_game *g);
/* The calling thread's CPU seconds. */
double campaign_thread_cpu(void);
/* Run leaf s->leaf (s->probe: with the probe's node limit) into *o. */
void campaign_run_leaf(const campaign *c, const campaign_game *g, const campaign_config *cfg,
                       campaign_slot *s, campaign_outcome *o);
/* A worker is done: its kept table (campaign_config.keep_table), if any, freed. */
void campaign_slot_done(campaign_slot *s);
/* Under r->mu: the next leaf to run (marked running), or -1, and whether its run is a probe; a
 * run's outcome taken in; the progress callback. */
int campaign_pick(campaign_runner *r, bool *probe);
/* Under r->mu, for a leaf just picked for a local thread: how many jobs' threads its run takes (> 1:
 * a full run with nothing else in flight, one process, jobs > 1, that is a hint's or the last of its
 * round with every probe done, so that nothing else could run beside it; r->team is set until it
 * ends), else 1. */
int campaign_pick_team(campaign_runner *r, int leaf, bool probe);
void campaign_finish(campaign_runner *r, const campaign_outcome *o);
void campaign_progress_now(campaign_runner *r);
/* Under MPI with more than one rank: rank 0 serves the other ranks (called in its main thread
 * until every leaf is done, local threads included); the others work until told to stop. */
void campaign_mpi_master(campaign_runner *r);
void campaign_mpi_worker(campaign_runner *r);
/* Join MPI when started by a launcher (once per process; left at exit): *rank, *ranks (0, 1
 * without). */
void campaign_mpi_init(int *rank, int *ranks);
/* After a run under MPI: rank 0's result (root winner, rc, totals) on every rank. */
void campaign_mpi_share(campaign *c);

#endif
