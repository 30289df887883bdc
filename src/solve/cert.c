/* solve/cert: the proof tree of a proved position, walked from the table (see cert.h). */
#include "solve/cert.h"
#include <stdio.h>
#include <string.h>
#include <time.h>
#include "core/error.h"
#include "solve/dfpn_impl.h"

typedef struct walk {
  dfpn_search *s;
  int winner;
  const dfpn_cert_sink *sink;
  uint64_t max, n;
} walk;

/* The children of frame f to write: the winner's first proved winning move, or every child of the
 * loser once each is proved lost (none: the loser has no legal move). Their moves into out; the
 * count, or -1 when the frame lacks a proof. */
static int pick(const dfpn_frame *f, bool winner_moves, int *out) {
  int n = 0;
  for (int i = 0; i < f->n; i++) {
    const dfpn_child *c = &f->c[i];
    if (winner_moves && c->proven && c->delta == 0) return out[0] = c->move, 1;
    if (!winner_moves && !(c->proven && c->phi == 0)) return -1;
    out[n++] = c->move;
  }
  return winner_moves ? -1 : n;
}

/* The moves to follow at the current position (ply depth), re-proving it when the table no longer
 * holds its proof along this path. The count, or an error. */
static int children(walk *w, int depth, int *out) {
  dfpn_search *s = w->s;
  const dfpn_game *g = s->game;
  dfpn_frame *f = dfpn__frame_at(s, depth);
  if (!f) return YOMI_ENOMEM;
  bool mine = g->to_move(g->ctx) == w->winner;
  dfpn__generate(s, f, false, -1);
  int n = pick(f, mine, out);
  if (n >= 0) return n;
  dfpn_child cur;
  dfpn__root_record(s, &cur);
  dfpn__mid(s, depth, INF, INF, &cur);
  if (s->stop) return s->stopcode;
  if ((cur.phi == 0) != mine) return YOMI_EINVAL; /* contradicts the proof of the root */
  n = pick(f, mine, out);
  return n >= 0 ? n : YOMI_EINVAL;
}

static int walk_node(walk *w, int depth, int move);

/* Play each of the n moves in turn (with the path of boards kept for proof transfer) and walk it. */
static int walk_children(walk *w, int depth, const int *moves, int n) {
  dfpn_search *s = w->s;
  const dfpn_game *g = s->game;
  for (int i = 0; i < n; i++) {
    uint64_t kob;
    if (g->play(g->ctx, moves[i], &kob) != DFPN_PLAYED) return YOMI_EINVAL;
    dfpn_pos p;
    g->pos(g->ctx, &p);
    bool pushed = p.board != dfpn_path_top(&s->path);
    int rc = pushed ? dfpn_path_push(&s->path, p.board, p.stones) : YOMI_OK;
    if (rc == YOMI_OK) rc = walk_node(w, depth + 1, moves[i]);
    if (pushed) dfpn_path_pop(&s->path);
    g->undo(g->ctx);
    if (rc) return rc;
  }
  return YOMI_OK;
}

static int walk_node(walk *w, int depth, int move) {
  const dfpn_game *g = w->s->game;
  if (w->max && w->n >= w->max) return YOMI_ELIMIT;
  w->n++;
  dfpn_verdict v;
  g->result(g->ctx, &v);
  if (v.winner >= 0) /* decided here: a leaf, which must be the winner's */
    return v.winner != w->winner ? YOMI_EINVAL : w->sink->node(w->sink->arg, depth, move, 0, &v);
  int moves[DFPN_MAX_CHILDREN];
  int n = children(w, depth, moves);
  if (n < 0) return n;
  if (n == 0) { /* the loser has no legal move */
    v.winner = -1;
    return w->sink->node(w->sink->arg, depth, move, 0, &v);
  }
  int rc = w->sink->node(w->sink->arg, depth, move, n, NULL);
  return rc ? rc : walk_children(w, depth, moves, n);
}

int dfpn_cert_walk(dfpn_search *s, int winner, const dfpn_cert_sink *sink, uint64_t max_nodes,
                   uint64_t *nodes) {
  walk w = {s, winner, sink, max_nodes, 0};
  int rc = dfpn__load_path(s);
  s->stop = false;
  if (rc == YOMI_OK) rc = walk_node(&w, 0, -1);
  *nodes = w.n;
  return rc;
}

/* ---- the file ---- */

typedef struct file_sink {
  FILE *f;
  const dfpn_cert_names *names;
} file_sink;

static int write_node(void *arg, int depth, int move, int nchildren, const dfpn_verdict *v) {
  file_sink *fs = arg;
  char name[32] = "root";
  if (depth > 0) fs->names->move(fs->names->arg, move, name, sizeof name);
  if (nchildren > 0) return fprintf(fs->f, "%s %d\n", name, nchildren) < 0 ? YOMI_EIO : YOMI_OK;
  const char *kind = fs->names->leaf(fs->names->arg, v);
  if (!kind) return YOMI_EINVAL;
  return fprintf(fs->f, "%s =%s\n", name, kind) < 0 ? YOMI_EIO : YOMI_OK;
}

int dfpn_cert_write(dfpn_search *s, int winner, const char *header, const dfpn_cert_names *names,
                    const char *path, uint64_t max_nodes, dfpn_cert_info *info) {
  char tmp[4096];
  struct timespec t0, t1;
  clock_gettime(CLOCK_MONOTONIC, &t0);
  memset(info, 0, sizeof *info);
  uint64_t before = s->st.expansions;
  if (snprintf(tmp, sizeof tmp, "%s.tmp", path) >= (int)sizeof tmp) return YOMI_EINVAL;
  FILE *f = fopen(tmp, "w");
  if (!f) return YOMI_EIO;
  file_sink fs = {f, names};
  dfpn_cert_sink sink = {&fs, write_node};
  long at = fputs(header, f) < 0 ? -1 : ftell(f);
  int rc = at < 0 || fprintf(f, "nodes %020d\n", 0) < 0 ? YOMI_EIO : YOMI_OK;
  if (rc == YOMI_OK) rc = dfpn_cert_walk(s, winner, &sink, max_nodes, &info->nodes);
  if (rc == YOMI_OK && (fputs("end\n", f) < 0 || (info->bytes = (uint64_t)ftell(f), fseek(f, at, SEEK_SET)) ||
                        fprintf(f, "nodes %020llu\n", (unsigned long long)info->nodes) < 0))
    rc = YOMI_EIO;
  if (fclose(f) && rc == YOMI_OK) rc = YOMI_EIO;
  if (rc == YOMI_OK && rename(tmp, path)) rc = YOMI_EIO;
  if (rc) remove(tmp);
  info->expansions = s->st.expansions - before;
  clock_gettime(CLOCK_MONOTONIC, &t1);
  info->seconds = (double)(t1.tv_sec - t0.tv_sec) + 1e-9 * (double)(t1.tv_nsec - t0.tv_nsec);
  return rc;
}

int dfpn_cert_save(const dfpn_game *g, tt_table *tt, const dfpn_opts *o, int winner, const char *header,
                   const dfpn_cert_names *names, const char *path, uint64_t max_nodes, dfpn_cert_info *info) {
  dfpn_opts d = *o;
  d.node_limit = 0;
  dfpn_search s;
  int rc = dfpn_init(&s, g, tt, &d);
  if (rc) return rc;
  rc = dfpn_cert_write(&s, winner, header, names, path, max_nodes, info);
  dfpn_free(&s);
  return rc;
}
