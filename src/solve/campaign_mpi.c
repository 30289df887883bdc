/* solve/campaign_mpi: a campaign over MPI ranks: rank 0 hands one leaf at a time to each other rank
 * (the most-proving first, as to its own threads) and takes their outcomes in; a leaf that no longer
 * matters is stopped by a cancel message the worker's stop poll reads (see campaign_impl.h). Without
 * MPI in the build, every process is rank 0 of 1. */
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "core/timer.h"
#include "solve/campaign_impl.h"
#ifdef YOMI_HAVE_MPI
#include <mpi.h>

enum { TAG_TASK = 1, TAG_CANCEL = 2, TAG_RESULT = 3 };

static int mpi_on; /* 1: joined */

static void leave(void) {
  int done = 0;
  MPI_Finalized(&done);
  if (!done) MPI_Finalize();
}

void campaign_mpi_init(int *rank, int *ranks) {
  *rank = 0, *ranks = 1;
  int inited = 0;
  MPI_Initialized(&inited);
  if (!inited && (getenv("OMPI_COMM_WORLD_SIZE") || getenv("PMI_SIZE") || getenv("PMIX_RANK"))) {
    int provided;
    MPI_Init_thread(NULL, NULL, MPI_THREAD_FUNNELED, &provided);
    atexit(leave);
    inited = 1;
  }
  if (!inited) return;
  mpi_on = 1;
  MPI_Comm_rank(MPI_COMM_WORLD, rank);
  MPI_Comm_size(MPI_COMM_WORLD, ranks);
}

void campaign_mpi_share(campaign *c) {
  if (!mpi_on || c->ranks < 2) return;
  int v[2] = {campaign_winner(c), c->rc};
  MPI_Bcast(v, 2, MPI_INT, 0, MPI_COMM_WORLD);
  if (c->n) c->nodes[0].winner = v[0];
  c->rc = v[1];
}

static void send_cancel(campaign_runner *r, campaign_slot *s) {
  (void)r;
  MPI_Send(&s->leaf, 1, MPI_INT, s->rank, TAG_CANCEL, MPI_COMM_WORLD);
}

/* Give each idle rank a leaf; false when every rank is idle afterwards. */
static bool hand_out(campaign_runner *r, campaign_slot *rs, int ranks) {
  bool busy = false;
  for (int k = 1; k < ranks; k++) {
    campaign_slot *s = &rs[k];
    bool probe = false;
    int leaf = s->leaf < 0 && !r->stop ? campaign_pick(r, &probe) : -1;
    if (leaf >= 0) {
      s->leaf = leaf, s->probe = probe;
      atomic_store(&s->cancel, 0);
      r->inflight++;
      int task[2] = {leaf, s->probe};
      MPI_Send(task, 2, MPI_INT, k, TAG_TASK, MPI_COMM_WORLD);
    }
    busy |= s->leaf >= 0;
  }
  return busy;
}

/* One outcome from a worker rank, if one is there. */
static bool take_in(campaign_runner *r, campaign_slot *rs) {
  int flag = 0;
  MPI_Status st;
  MPI_Iprobe(MPI_ANY_SOURCE, TAG_RESULT, MPI_COMM_WORLD, &flag, &st);
  if (!flag) return false;
  campaign_outcome o;
  MPI_Recv(&o, (int)sizeof o, MPI_BYTE, st.MPI_SOURCE, TAG_RESULT, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  pthread_mutex_lock(&r->mu);
  rs[st.MPI_SOURCE].leaf = -1;
  r->inflight--;
  campaign_finish(r, &o);
  campaign_progress_now(r);
  pthread_cond_broadcast(&r->cv);
  pthread_mutex_unlock(&r->mu);
  return true;
}

void campaign_mpi_master(campaign_runner *r) {
  int ranks = r->c->ranks;
  campaign_slot *rs = calloc((size_t)ranks, sizeof *rs);
  if (!rs) { /* nothing handed out: stop the workers */
    int stop[2] = {-1, 0};
    for (int k = 1; k < ranks; k++) MPI_Send(stop, 2, MPI_INT, k, TAG_TASK, MPI_COMM_WORLD);
    return;
  }
  pthread_mutex_lock(&r->mu);
  for (int k = 1; k < ranks; k++) {
    rs[k] = (campaign_slot){.leaf = -1, .rank = k, .remote_cancel = send_cancel};
    if (r->nslots < CAMPAIGN_MAX_SLOTS) r->slots[r->nslots++] = &rs[k];
  }
  pthread_mutex_unlock(&r->mu);
  double last = 0;
  for (;;) {
    pthread_mutex_lock(&r->mu);
    bool busy = hand_out(r, rs, ranks), done = !busy && r->active == 0 && r->inflight == 0;
    if (!done && timer_now() - last > 0.5) campaign_progress_now(r), last = timer_now();
    pthread_mutex_unlock(&r->mu);
    if (done) break;
    if (!take_in(r, rs)) nanosleep(&(struct timespec){0, 2000000}, NULL);
  }
  int stop[2] = {-1, 0};
  for (int k = 1; k < ranks; k++) MPI_Send(stop, 2, MPI_INT, k, TAG_TASK, MPI_COMM_WORLD);
  r->remote = rs; /* freed with the threads' slots */
}

/* At a worker rank, inside a run: has the master cancelled this leaf? */
static bool poll_cancel(campaign_slot *s) {
  int flag = 0, leaf;
  MPI_Iprobe(0, TAG_CANCEL, MPI_COMM_WORLD, &flag, MPI_STATUS_IGNORE);
  if (!flag) return false;
  MPI_Recv(&leaf, 1, MPI_INT, 0, TAG_CANCEL, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  if (leaf != s->leaf) return false; /* a late cancel of a run already finished */
  atomic_store(&s->cancel, 1);
  return true;
}

void campaign_mpi_worker(campaign_runner *r) {
  campaign_slot s = {.leaf = -1, .rank = r->c->rank, .user = r->cfg->interrupted, .remote_poll = poll_cancel};
  for (;;) {
    int task[2];
    MPI_Status st;
    MPI_Recv(task, 2, MPI_INT, 0, MPI_ANY_TAG, MPI_COMM_WORLD, &st);
    if (st.MPI_TAG == TAG_CANCEL) continue; /* of a run already finished */
    if (task[0] < 0) break;
    s.leaf = task[0], s.probe = task[1] != 0;
    atomic_store(&s.cancel, 0);
    campaign_outcome o;
    campaign_run_leaf(r->c, r->g, r->cfg, &s, &o);
    s.leaf = -1;
    MPI_Send(&o, (int)sizeof o, MPI_BYTE, 0, TAG_RESULT, MPI_COMM_WORLD);
  }
  campaign_slot_done(&s);
}
#else
void campaign_mpi_init(int *rank, int *ranks) { *rank = 0, *ranks = 1; }
void campaign_mpi_share(campaign *c) { (void)c; }
void campaign_mpi_master(campaign_runner *r) { (void)r; }
void campaign_mpi_worker(campaign_runner *r) { (void)r; }
#endif
