/* solve/dfpn: df-pn (negamax form: phi proves a win for the side to move, delta disproves it) with
 * threshold control, the 1+epsilon trick, per-frame child values against the infinite-loop problem,
 * optional weak proof numbers against over-counting, and sound proof transfer under positional
 * superko (docs/proof-transfer.md). */
#include "solve/dfpn.h"
#include "core/error.h"
#include <math.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

/* What the threads of dfpn_solve_parallel share. Plain fields are written before the threads start;
 * the rest is accessed with relaxed atomics (no ordering is needed: the table entries carry their
 * own check). busy[i] counts the threads inside positions whose sig1 maps to i. */
#define BUSY_BITS 16
struct dfpn_shared {
  int stop;             /* atomic: a thread proved the root, failed, or was interrupted */
  int stopcode;         /* atomic: the first failure's code */
  int winner;           /* atomic: -1, or the proved winner */
  uint64_t expansions;  /* atomic: of every thread, in batches of BATCH */
  uint16_t busy[1u << BUSY_BITS];
};
#define BATCH 256

#define INF TT_INF
#define BIG (TT_INF - 1) /* the largest finite proof number */

static uint32_t sat_add(uint32_t a, uint32_t b) {
  if (a == INF || b == INF) return INF;
  uint64_t s = (uint64_t)a + b;
  return s >= BIG ? BIG : (uint32_t)s;
}

static uint32_t clamp32(uint64_t v) { return v >= INF ? INF : (uint32_t)v; }

uint64_t dfpn_set_hash(uint64_t x) {
  x += 0x9e3779b97f4a7c15ull;
  x ^= x >> 30;
  x *= 0xbf58476d1ce4e5b9ull;
  x ^= x >> 27;
  x *= 0x94d049bb133111ebull;
  return x ^ (x >> 31);
}

static uint64_t cbit(int stones) { return 1ull << (stones > 63 ? 63 : (stones < 0 ? 0 : stones)); }
static uint64_t hbit(uint64_t board) { return 1ull << (board >> 58); }

#define OPTS_STRUCT dfpn_opts
const opt_spec dfpn_opt_specs[] = {DFPN_OPTIONS(OPTS_SPEC)};
#undef OPTS_STRUCT
const size_t dfpn_opt_count = OPTS_COUNT(dfpn_opt_specs);

void dfpn_opts_default(dfpn_opts *o) { opts_defaults(dfpn_opt_specs, dfpn_opt_count, o); }

/* ---- the path of boards ---- */

static int path_push(dfpn_search *s, uint64_t board, int stones) {
  if (s->plen == s->pcap) {
    int cap = s->pcap ? 2 * s->pcap : 256;
    uint64_t *b = realloc(s->pboard, (size_t)cap * sizeof *b);
    if (!b) return YOMI_ENOMEM;
    s->pboard = b;
    uint8_t *t = realloc(s->pstones, (size_t)cap);
    if (!t) return YOMI_ENOMEM;
    s->pstones = t;
    s->pcap = cap;
  }
  s->pboard[s->plen] = board;
  s->pstones[s->plen] = (uint8_t)stones;
  s->plen++;
  s->pset += dfpn_set_hash(board);
  return YOMI_OK;
}

static void path_pop(dfpn_search *s) {
  s->plen--;
  s->pset -= dfpn_set_hash(s->pboard[s->plen]);
}

static uint64_t path_top(const dfpn_search *s) { return s->pboard[s->plen - 1]; }

static bool path_has(const dfpn_search *s, uint64_t board) {
  for (int i = s->plen - 1; i >= 0; i--)
    if (s->pboard[i] == board) return true;
  return false;
}

/* ---- proof summaries ---- */

enum { CHECK_OK = 0, CHECK_CREATED, CHECK_EXCLUDED, CHECK_LOCKED, CHECK_CAPPED };

/* Does stored proof *e hold at the child whose board is xb, reached from the current path (xnew:
 * the child's board is not the current board, i.e. the move was not a pass)? */
static int check_proof(const dfpn_search *s, const tt_entry *e, uint64_t xb, int xstones, bool xnew) {
  uint64_t set = s->pset + (xnew ? dfpn_set_hash(xb) : 0);
  if (e->flags & TT_LOCKED) return e->ex[0] == set ? CHECK_OK : CHECK_LOCKED;
  if (xnew && (e->cmask & cbit(xstones)) && (e->hmask & hbit(xb))) return CHECK_CREATED;
  for (int i = 0; i < s->plen; i++)
    if ((e->cmask & cbit(s->pstones[i])) && (e->hmask & hbit(s->pboard[i]))) return CHECK_CREATED;
  for (int k = 0; k < e->nex; k++)
    if (!(xnew && e->ex[k] == xb) && !path_has(s, e->ex[k])) return CHECK_EXCLUDED;
  /* the cap, over the history up to the current position (the child's own board met it when the
   * proof was found: it is the same board) */
  if ((e->flags & TT_CAP) && !s->game->cap_holds(s->game->ctx, e->ex[TT_EX - 1], e->capk)) return CHECK_CAPPED;
  return CHECK_OK;
}

static void ps_clear(dfpn_proofsum *p) { memset(p, 0, sizeof *p); }

static void ps_lock(dfpn_proofsum *p, uint64_t set) {
  p->locked = true;
  p->lockset = set;
  p->nex = 0;
}

/* Add board b to the excluded set unless it is internal to the proof (`inner0`, `inner1`). */
static void ps_add_ex(dfpn_proofsum *p, uint64_t b, uint64_t inner0, uint64_t inner1, uint64_t set) {
  if (p->locked || b == inner0 || b == inner1) return;
  for (int i = 0; i < p->nex; i++)
    if (p->ex[i] == b) return;
  if (p->nex == DFPN_EXMAX) {
    ps_lock(p, set);
    return;
  }
  p->ex[p->nex++] = b;
}

/* Add the cap (z, k) to *p: the union of the point sets and the least count implies both caps. */
static void ps_add_cap(dfpn_proofsum *p, uint64_t z, int k) {
  if (p->cap) {
    p->capz |= z;
    if (k < p->capk) p->capk = k;
  } else {
    p->cap = true;
    p->capz = z;
    p->capk = k;
  }
}

/* Fold child c's proof into the proof *p of the current node (board nb, path set `set`). The
 * child's cap holds on its own board and the boards between (they were on the path when it was
 * found), so it passes up unchanged. */
static void ps_fold(dfpn_proofsum *p, const dfpn_child *c, uint64_t nb, uint64_t set) {
  p->cmask |= c->ps.cmask;
  p->hmask |= c->ps.hmask;
  if (c->ps.locked) {
    ps_lock(p, set);
    return;
  }
  if (c->ps.cap) ps_add_cap(p, c->ps.capz, c->ps.capk);
  for (int i = 0; i < c->ps.nex; i++) ps_add_ex(p, c->ps.ex[i], c->pos.board, nb, set);
}

/* ---- frames and children ---- */

static dfpn_frame *frame_at(dfpn_search *s, int depth) {
  if (depth >= s->nframes) {
    int n = s->nframes ? 2 * s->nframes : 64;
    while (n <= depth) n *= 2;
    dfpn_frame **f = realloc(s->frames, (size_t)n * sizeof *f);
    if (!f) return NULL;
    for (int i = s->nframes; i < n; i++) f[i] = NULL;
    s->frames = f;
    s->nframes = n;
  }
  if (!s->frames[depth]) s->frames[depth] = malloc(sizeof(dfpn_frame));
  return s->frames[depth];
}

static void fail(dfpn_search *s, int code) {
  if (!s->stop) s->stopcode = code;
  s->stop = true;
  if (s->shared) {
    int none = YOMI_OK;
    __atomic_compare_exchange_n(&s->shared->stopcode, &none, code, false, __ATOMIC_RELAXED, __ATOMIC_RELAXED);
    __atomic_store_n(&s->shared->stop, 1, __ATOMIC_RELAXED);
  }
}

static uint16_t *busy_slot(const dfpn_search *s, uint64_t sig1) {
  return &s->shared->busy[sig1 >> (64 - BUSY_BITS)];
}

/* Values of child c from the table, checking a stored proof against the current path. Returns
 * whether the table knew the child (a proof that holds here, or open numbers). */
static bool child_from_tt(dfpn_search *s, dfpn_child *c, uint64_t nb) {
  tt_entry pe, oe;
  int found = tt_probe(s->tt, c->pos.sig1, c->pos.sig2, &pe, &oe, &s->st.tt);
  c->phi = c->est_phi;
  c->delta = c->est_delta;
  c->work = 0;
  c->proven = false;
  if (found & TT_FOUND_PROOF) {
    bool xnew = c->pos.board != nb;
    int r = check_proof(s, &pe, c->pos.board, c->pos.stones, xnew);
    if (r == CHECK_OK) {
      c->phi = pe.pn;
      c->delta = pe.dn;
      c->work = pe.work;
      c->proven = true;
      ps_clear(&c->ps);
      c->ps.cmask = pe.cmask;
      c->ps.hmask = pe.hmask;
      if (pe.flags & TT_LOCKED) {
        c->ps.locked = true;
        c->ps.lockset = pe.ex[0];
      } else {
        c->ps.nex = pe.nex;
        for (int i = 0; i < pe.nex; i++) c->ps.ex[i] = pe.ex[i];
        if (pe.flags & TT_CAP) ps_add_cap(&c->ps, pe.ex[TT_EX - 1], pe.capk);
      }
      s->st.proofs_reused++;
      return true;
    }
    if (r == CHECK_CREATED) s->st.transfer_rejected_created++;
    if (r == CHECK_EXCLUDED) s->st.transfer_rejected_excluded++;
    if (r == CHECK_LOCKED) s->st.transfer_rejected_locked++;
    if (r == CHECK_CAPPED) s->st.transfer_rejected_capped++;
  }
  if (found & TT_FOUND_OPEN) {
    c->phi = oe.pn;
    c->delta = oe.dn;
    c->work = oe.work;
    return true;
  }
  return false;
}

/* Parallel search: take in what the other threads stored about the open children since the frame
 * was generated (a proof that holds on this path, or newer open numbers). */
static void refresh(dfpn_search *s, dfpn_frame *f, uint64_t nb) {
  for (int i = 0; i < f->n; i++) {
    dfpn_child *c = &f->c[i];
    if (c->proven) continue;
    dfpn_child t = *c;
    if (child_from_tt(s, &t, nb)) *c = t;
  }
}

/* Selection value of a child: its delta plus the number of threads inside it (a virtual proof
 * number), so that the threads spread out where the numbers are close, near the frontier. (A
 * factor 1 + k instead spread them too far: 20-40% more expansions on 4x4 Kill-All.) */
static uint32_t select_delta(const dfpn_search *s, const dfpn_child *c) {
  uint32_t d = c->delta;
  if (!s->shared || d == 0 || d == INF) return d;
  uint32_t k = __atomic_load_n(busy_slot(s, c->pos.sig1), __ATOMIC_RELAXED);
  return sat_add(d, k);
}

/* The game's initial proof numbers, kept within [1, DFPN_ESTIMATE_MAX). */
static void estimate(const dfpn_game *g, uint32_t *phi, uint32_t *delta) {
  g->estimate(g->ctx, phi, delta);
  if (*phi < 1) *phi = 1;
  if (*delta < 1) *delta = 1;
  if (*phi >= DFPN_ESTIMATE_MAX) *phi = DFPN_ESTIMATE_MAX - 1;
  if (*delta >= DFPN_ESTIMATE_MAX) *delta = DFPN_ESTIMATE_MAX - 1;
}

/* Generate the children of the current position into f. */
static void generate(dfpn_search *s, dfpn_frame *f) {
  const dfpn_game *g = s->game;
  int moves[DFPN_MAX_CHILDREN];
  int nm = g->moves(g->ctx, moves);
  int me = g->to_move(g->ctx);
  uint64_t nb = path_top(s);
  f->n = 0;
  f->nexcl = 0;
  f->lock = g->pruned && g->pruned(g->ctx);
  for (int i = 0; i < nm; i++) {
    uint64_t kob = 0;
    int r = g->play(g->ctx, moves[i], &kob);
    if (r == DFPN_SUPERKO) {
      s->st.superko_excluded++;
      f->excl[f->nexcl++] = kob;
      continue;
    }
    if (r != DFPN_PLAYED) continue;
    dfpn_child *c = &f->c[f->n++];
    c->move = moves[i];
    g->pos(g->ctx, &c->pos);
    int res = g->result(g->ctx);
    bool by_history = res >= DFPN_HISTORY, capped = false;
    uint64_t capz = 0;
    int capk = 0;
    if (by_history) {
      res -= DFPN_HISTORY;
      capped = g->cap_of_result && g->cap_holds && g->cap_of_result(g->ctx, &capz, &capk);
    }
    c->est_phi = c->est_delta = 1;
    if (res < 0 && g->estimate) estimate(g, &c->est_phi, &c->est_delta);
    g->undo(g->ctx);
    s->st.children++;
    if (res >= 0) {
      s->st.terminals++;
      bool mover_wins = res != me; /* the child's side to move is the other player */
      c->phi = mover_wins ? 0 : INF;
      c->delta = mover_wins ? INF : 0;
      c->work = 0;
      c->proven = true;
      ps_clear(&c->ps);
      if (capped) ps_add_cap(&c->ps, capz, capk);
      if (s->opts.no_transfer || (by_history && !capped))
        ps_lock(&c->ps, s->pset + (c->pos.board != nb ? dfpn_set_hash(c->pos.board) : 0));
      continue;
    }
    c->phi = 0; /* looked up below, after the prefetch */
    c->delta = 0;
    c->proven = false;
    tt_prefetch(s->tt, c->pos.sig1);
  }
  for (int i = 0; i < f->n; i++) {
    dfpn_child *c = &f->c[i];
    if (!(c->phi == 0 && c->delta == 0 && !c->proven)) continue; /* decided by the game */
    child_from_tt(s, c, nb);
  }
}

/* phi and delta of the current position from its children. */
static void numbers(const dfpn_search *s, const dfpn_frame *f, uint32_t *phi, uint32_t *delta) {
  uint32_t p = INF, d = 0, dmax = 0, open = 0;
  for (int i = 0; i < f->n; i++) {
    const dfpn_child *c = &f->c[i];
    if (c->delta < p) p = c->delta;
    d = sat_add(d, c->phi);
    if (c->phi > dmax) dmax = c->phi;
    if (c->phi != 0) open++;
  }
  if (s->opts.weak && dmax != INF && open > 0) d = sat_add(dmax, open - 1);
  *phi = p;
  *delta = d;
}

static void store(dfpn_search *s, const dfpn_child *me) {
  tt_entry e;
  memset(&e, 0, sizeof e);
  e.sig1 = me->pos.sig1;
  e.pn = me->phi;
  e.dn = me->delta;
  e.work = me->work;
  if (me->proven) {
    e.flags = TT_PROVEN;
    e.cmask = me->ps.cmask;
    e.hmask = me->ps.hmask;
    int room = me->ps.cap ? TT_EX - 1 : TT_EX; /* a cap takes the last slot */
    if (me->ps.locked || me->ps.nex > room || (me->ps.cap && me->ps.capk > 0xffff)) {
      e.flags |= TT_LOCKED;
      e.ex[0] = me->ps.locked ? me->ps.lockset : s->pset;
    } else {
      e.nex = (uint8_t)me->ps.nex;
      for (int i = 0; i < me->ps.nex; i++) e.ex[i] = me->ps.ex[i];
      if (me->ps.cap) {
        e.flags |= TT_CAP;
        e.ex[TT_EX - 1] = me->ps.capz;
        e.capk = (uint16_t)me->ps.capk;
      }
    }
  }
  tt_store(s->tt, me->pos.sig2, &e, &s->st.tt);
}

/* Build the proof summary of the current position (board nb) once phi or delta is 0. */
static void prove(dfpn_search *s, const dfpn_frame *f, dfpn_child *me) {
  uint64_t nb = me->pos.board;
  dfpn_proofsum *p = &me->ps;
  ps_clear(p);
  if (me->phi == 0) { /* the side to move wins through one child */
    for (int i = 0; i < f->n; i++) {
      const dfpn_child *c = &f->c[i];
      if (c->delta != 0) continue;
      ps_fold(p, c, nb, s->pset);
      if (c->pos.board != nb) {
        p->cmask |= cbit(c->pos.stones);
        p->hmask |= hbit(c->pos.board);
      }
      break;
    }
  } else { /* the side to move loses: every child, and the history excluded the rest */
    for (int i = 0; i < f->n; i++) ps_fold(p, &f->c[i], nb, s->pset);
    for (int i = 0; i < f->nexcl; i++) ps_add_ex(p, f->excl[i], nb, nb, s->pset);
    if (f->lock) ps_lock(p, s->pset); /* "every child" counted on moves the game left out */
  }
  if (s->opts.no_transfer) ps_lock(p, s->pset);
  me->proven = true;
}

uint64_t dfpn_expansions(const dfpn_search *s) {
  if (!s->shared) return s->st.expansions;
  return __atomic_load_n(&s->shared->expansions, __ATOMIC_RELAXED) + s->st.expansions % BATCH;
}

static void tick(dfpn_search *s) {
  uint64_t total = s->st.expansions;
  if (s->shared) {
    if (s->st.expansions % BATCH == 0) __atomic_fetch_add(&s->shared->expansions, BATCH, __ATOMIC_RELAXED);
    total = dfpn_expansions(s);
    if (__atomic_load_n(&s->shared->stop, __ATOMIC_RELAXED)) s->stop = true;
  }
  if (s->opts.node_limit > 0 && total >= (uint64_t)s->opts.node_limit) fail(s, YOMI_ELIMIT);
  if ((s->st.expansions & 1023) == 0 && s->interrupted && s->interrupted()) fail(s, YOMI_EINTR);
  if ((s->st.expansions & 65535) == 0 && s->tick) s->tick(s->tick_arg, s);
}

/* The multiple-iterative-deepening step: search the current position (record *me, in the parent's
 * frame) until phi >= thphi or delta >= thdelta, and store the result. */
static void mid(dfpn_search *s, int depth, uint32_t thphi, uint32_t thdelta, dfpn_child *me) {
  const dfpn_game *g = s->game;
  uint64_t exp0 = s->st.expansions;
  s->st.expansions++;
  if ((uint64_t)depth > s->st.max_depth) s->st.max_depth = (uint64_t)depth;
  tick(s);
  dfpn_frame *f = frame_at(s, depth);
  if (!f) {
    fail(s, YOMI_ENOMEM);
    return;
  }
  if (s->shared) __atomic_fetch_add(busy_slot(s, me->pos.sig1), 1, __ATOMIC_RELAXED);
  generate(s, f);
  uint32_t phi, delta;
  for (bool first = true;; first = false) {
    if (s->shared && !first) refresh(s, f, me->pos.board);
    numbers(s, f, &phi, &delta);
    if (phi == 0 || delta == 0 || phi >= thphi || delta >= thdelta || s->stop) break;
    /* The child to search and its thresholds; in a parallel search first with the virtual numbers,
     * and if that child would have nothing to do within them (its real delta already reaches the
     * threshold), with the real numbers: then the thread joins the others in the best child. */
    dfpn_child *c = NULL;
    uint64_t tp = 0, td = 0;
    for (int virt = s->shared ? 1 : 0; virt >= 0; virt--) {
      int best = -1;
      uint32_t d1 = INF, d2 = INF;
      for (int i = 0; i < f->n; i++) {
        uint32_t d = virt ? select_delta(s, &f->c[i]) : f->c[i].delta;
        if (best < 0 || d < d1) {
          d2 = d1;
          d1 = d;
          best = i;
        } else if (d < d2) {
          d2 = d;
        }
      }
      c = &f->c[best];
      tp = (uint64_t)thdelta + c->phi - (uint64_t)delta;
      if (thdelta == INF) tp = INF;
      td = d2 == INF ? INF : (uint64_t)d2 + 1;
      if (d2 != INF && s->opts.epsilon > 0) {
        uint64_t te = (uint64_t)ceil((double)d2 * (1.0 + s->opts.epsilon));
        if (te > td) td = te;
      }
      if (td > thphi) td = thphi;
      if (c->delta < td) break;
    }
    uint64_t kob;
    if (g->play(g->ctx, c->move, &kob) != DFPN_PLAYED) { /* cannot happen: generate played it */
      fail(s, YOMI_EINVAL);
      break;
    }
    bool pushed = c->pos.board != me->pos.board;
    if (pushed && path_push(s, c->pos.board, c->pos.stones) != YOMI_OK) {
      g->undo(g->ctx);
      fail(s, YOMI_ENOMEM);
      break;
    }
    mid(s, depth + 1, clamp32(tp), clamp32(td), c);
    if (pushed) path_pop(s);
    g->undo(g->ctx);
  }
  me->phi = phi;
  me->delta = delta;
  uint64_t w = (uint64_t)me->work + (s->st.expansions - exp0);
  me->work = w > UINT32_MAX ? UINT32_MAX : (uint32_t)w;
  me->proven = false;
  if (phi == 0 || delta == 0) prove(s, f, me);
  store(s, me);
  if (s->shared) __atomic_fetch_sub(busy_slot(s, me->pos.sig1), 1, __ATOMIC_RELAXED);
}

/* ---- public ---- */

int dfpn_init(dfpn_search *s, const dfpn_game *g, tt_table *tt, const dfpn_opts *o) {
  memset(s, 0, sizeof *s);
  s->game = g;
  s->tt = tt;
  if (o)
    s->opts = *o;
  else
    dfpn_opts_default(&s->opts);
  return YOMI_OK;
}

void dfpn_free(dfpn_search *s) {
  for (int i = 0; i < s->nframes; i++) free(s->frames[i]);
  free(s->frames);
  free(s->pboard);
  free(s->pstones);
  memset(s, 0, sizeof *s);
}

/* Rebuild the path from the game's history. */
static int load_path(dfpn_search *s) {
  const dfpn_game *g = s->game;
  int cap = 4096;
  uint64_t *b = malloc((size_t)cap * sizeof *b);
  uint8_t *t = malloc((size_t)cap);
  if (!b || !t) {
    free(b);
    free(t);
    return YOMI_ENOMEM;
  }
  int n = g->history(g->ctx, b, t, cap);
  s->plen = 0;
  s->pset = 0;
  int rc = YOMI_OK;
  for (int i = 0; i < n && rc == YOMI_OK; i++)
    if (!path_has(s, b[i])) rc = path_push(s, b[i], t[i]);
  free(b);
  free(t);
  return rc;
}

static void root_record(dfpn_search *s, dfpn_child *r) {
  memset(r, 0, sizeof *r);
  s->game->pos(s->game->ctx, &r->pos);
  r->phi = r->delta = 1;
}

int dfpn_solve(dfpn_search *s, int *winner) {
  const dfpn_game *g = s->game;
  s->stop = false;
  s->stopcode = YOMI_OK;
  int rc = load_path(s);
  if (rc) return rc;
  int me = g->to_move(g->ctx);
  int res = g->result(g->ctx);
  if (res >= 0) {
    *winner = res % DFPN_HISTORY;
    return YOMI_OK;
  }
  dfpn_child root;
  root_record(s, &root);
  mid(s, 0, INF, INF, &root);
  if (root.phi == 0) {
    *winner = me;
    return YOMI_OK;
  }
  if (root.delta == 0) {
    *winner = 1 - me;
    return YOMI_OK;
  }
  return s->stopcode ? s->stopcode : YOMI_EINVAL;
}

bool dfpn_root_numbers(const dfpn_search *s, uint32_t *phi, uint32_t *delta) {
  if (s->nframes < 1 || !s->frames[0] || s->frames[0]->n == 0) return false;
  numbers(s, s->frames[0], phi, delta);
  return true;
}

/* ---- parallel ---- */

#define STATS_STRUCT dfpn_stats
const stat_spec dfpn_stat_specs[] = {DFPN_STATS(STATS_SPEC)};
#undef STATS_STRUCT
const size_t dfpn_stat_count = STATS_COUNT(dfpn_stat_specs);

void dfpn_stats_add(dfpn_stats *into, const dfpn_stats *from) {
  stats_add(dfpn_stat_specs, dfpn_stat_count, into, from);
  stats_add(tt_stat_specs, tt_stat_count, &into->tt, &from->tt);
}

typedef struct worker {
  dfpn_search *s;
  int rc, winner;
  pthread_t th;
} worker;

static void *work(void *arg) {
  worker *w = arg;
  dfpn_search *s = w->s;
  w->rc = dfpn_solve(s, &w->winner);
  dfpn_shared *sh = s->shared;
  if (w->rc == YOMI_OK) {
    int none = -1;
    __atomic_compare_exchange_n(&sh->winner, &none, w->winner, false, __ATOMIC_RELAXED, __ATOMIC_RELAXED);
  }
  __atomic_store_n(&sh->stop, 1, __ATOMIC_RELAXED);
  return NULL;
}

int dfpn_solve_parallel(dfpn_search *const *s, int n, int *winner) {
  if (n <= 1) return dfpn_solve(s[0], winner);
  dfpn_shared *sh = calloc(1, sizeof *sh);
  worker *w = calloc((size_t)n, sizeof *w);
  if (!sh || !w) {
    free(sh);
    free(w);
    return YOMI_ENOMEM;
  }
  sh->winner = -1;
  for (int i = 0; i < n; i++) {
    w[i].s = s[i];
    s[i]->shared = sh;
  }
  int started = 1;
  for (int i = 1; i < n; i++, started++)
    if (pthread_create(&w[i].th, NULL, work, &w[i]) != 0) break;
  work(&w[0]);
  for (int i = 1; i < started; i++) pthread_join(w[i].th, NULL);
  for (int i = 0; i < n; i++) s[i]->shared = NULL;
  int rc;
  if (sh->winner >= 0) {
    *winner = sh->winner;
    rc = YOMI_OK;
  } else {
    rc = sh->stopcode ? sh->stopcode : w[0].rc;
    if (rc == YOMI_OK) rc = YOMI_EINVAL; /* stopped without a proof or a cause: cannot happen */
  }
  free(sh);
  free(w);
  return rc;
}

int dfpn_solve_team(dfpn_search *s, const dfpn_game *const *extra, int nextra, int *winner) {
  if (nextra <= 0) return dfpn_solve(s, winner);
  dfpn_search *all = calloc((size_t)nextra, sizeof *all);
  dfpn_search **team = calloc((size_t)nextra + 1, sizeof *team);
  if (!all || !team) {
    free(all);
    free(team);
    return YOMI_ENOMEM;
  }
  team[0] = s;
  for (int i = 0; i < nextra; i++) {
    dfpn_init(&all[i], extra[i], s->tt, &s->opts);
    all[i].interrupted = s->interrupted;
    team[i + 1] = &all[i];
  }
  int rc = dfpn_solve_parallel(team, nextra + 1, winner);
  for (int i = 0; i < nextra; i++) {
    dfpn_stats_add(&s->st, &all[i].st);
    dfpn_free(&all[i]);
  }
  free(all);
  free(team);
  return rc;
}

int dfpn_pv(dfpn_search *s, int winner, int *moves, int max) {
  const dfpn_game *g = s->game;
  int rc = load_path(s);
  if (rc) return rc;
  int n = 0, npushed = 0;
  bool pushed[1024];
  if (max > 1024) max = 1024;
  s->stop = false;
  while (n < max && g->result(g->ctx) < 0) {
    dfpn_child cur;
    root_record(s, &cur);
    dfpn_frame *f = frame_at(s, n);
    if (!f) {
      rc = YOMI_ENOMEM;
      break;
    }
    int mover = g->to_move(g->ctx);
    int pick = -1;
    for (int pass = 0; pass < 2 && pick < 0; pass++) {
      if (pass == 1) { /* the proof left the table: prove this position again */
        mid(s, n, INF, INF, &cur);
        if (s->stop) break;
        if ((cur.phi == 0) != (mover == winner)) { /* contradicts the root proof */
          rc = YOMI_EINVAL;
          break;
        }
      } else {
        generate(s, f);
      }
      uint32_t most = 0;
      bool all = true;
      for (int i = 0; i < f->n; i++) {
        const dfpn_child *c = &f->c[i];
        if (mover == winner) {
          if (c->proven && c->delta == 0) {
            pick = i;
            break;
          }
        } else {
          if (!(c->proven && c->phi == 0)) all = false;
          else if (pick < 0 || c->work > most) most = c->work, pick = i;
        }
      }
      if (mover != winner && !all) pick = -1;
    }
    if (rc || pick < 0) {
      if (!rc) rc = s->stop ? s->stopcode : YOMI_EINVAL;
      break;
    }
    const dfpn_child *c = &f->c[pick];
    uint64_t kob;
    if (g->play(g->ctx, c->move, &kob) != DFPN_PLAYED) {
      rc = YOMI_EINVAL;
      break;
    }
    moves[n++] = c->move;
    pushed[npushed] = c->pos.board != path_top(s);
    if (pushed[npushed] && (rc = path_push(s, c->pos.board, c->pos.stones)) != YOMI_OK) {
      n--;
      g->undo(g->ctx);
      break;
    }
    npushed++;
  }
  for (int i = npushed - 1; i >= 0; i--) {
    if (pushed[i]) path_pop(s);
    g->undo(g->ctx);
  }
  return rc ? rc : n;
}
