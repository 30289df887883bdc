#define _GNU_SOURCE /* pthread_getattr_np */
/* solve/dfpn: df-pn (negamax form: phi proves a win for the side to move, delta disproves it) with
 * threshold control, the 1+epsilon trick, per-frame child values against the infinite-loop problem,
 * optional weak proof numbers against over-counting, and sound proof transfer under positional
 * superko (docs/proof-transfer.md). */
#include "solve/dfpn.h"
#include "solve/dfpn_impl.h"
#include "core/error.h"
#include <math.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#define INF TT_INF
#define BIG (TT_INF - 1) /* the largest finite proof number */

static uint32_t sat_add(uint32_t a, uint32_t b) {
  if (a == INF || b == INF) return INF;
  uint64_t s = (uint64_t)a + b;
  return s >= BIG ? BIG : (uint32_t)s;
}

static uint32_t clamp32(uint64_t v) { return v >= INF ? INF : (uint32_t)v; }

#define OPTS_STRUCT dfpn_opts
const opt_spec dfpn_opt_specs[] = {DFPN_OPTIONS(OPTS_SPEC)};
#undef OPTS_STRUCT
const size_t dfpn_opt_count = OPTS_COUNT(dfpn_opt_specs);

void dfpn_opts_default(dfpn_opts *o) { opts_defaults(dfpn_opt_specs, dfpn_opt_count, o); }

/* ---- frames and children ---- */

dfpn_frame *dfpn__frame_at(dfpn_search *s, int depth) {
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
    dfpn_transfer r = dfpn_ps_check(&pe, &s->path, c->pos.board, c->pos.stones, xnew, s->game->cap_holds,
                                    s->game->ctx);
    if (r == DFPN_TRANSFER_OK) {
      c->phi = pe.pn;
      c->delta = pe.dn;
      c->work = pe.work;
      c->proven = true;
      dfpn_ps_from_entry(&c->ps, &pe);
      s->st.proofs_reused++;
      return true;
    }
    if (r == DFPN_TRANSFER_CREATED) s->st.transfer_rejected_created++;
    if (r == DFPN_TRANSFER_EXCLUDED) s->st.transfer_rejected_excluded++;
    if (r == DFPN_TRANSFER_LOCKED) s->st.transfer_rejected_locked++;
    if (r == DFPN_TRANSFER_CAPPED) s->st.transfer_rejected_capped++;
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
__attribute__((noinline)) static void refresh(dfpn_search *s, dfpn_frame *f, uint64_t nb) {
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

/* Child c, which the game decided (v), as a proven child. me: the side to move at the frame. */
static void decided_child(dfpn_search *s, dfpn_child *c, const dfpn_verdict *v, int me, uint64_t nb) {
  s->st.terminals++;
  bool mover_wins = v->winner != me; /* the child's side to move is the other player */
  c->phi = mover_wins ? 0 : INF;
  c->delta = mover_wins ? INF : 0;
  c->work = 0;
  c->proven = true;
  dfpn_ps_clear(&c->ps);
  if (v->scope == DFPN_SCOPE_CAP) dfpn_ps_add_cap(&c->ps, v->capz, v->capk);
  if (s->opts.no_transfer || v->scope == DFPN_SCOPE_PATH)
    dfpn_ps_lock(&c->ps, dfpn_path_set_with(&s->path, c->pos.board, c->pos.board != nb));
}

/* The game's knowledge of child c, with the game at c: result() into v, and estimate. */
static void ask_child(const dfpn_game *g, dfpn_child *c, dfpn_verdict *v) {
  c->est_phi = c->est_delta = 1;
  g->result(g->ctx, v);
  if (v->winner < 0 && g->estimate) estimate(g, &c->est_phi, &c->est_delta);
}

static _Thread_local bool skip_proved = true; /* dfpn_skip_proved: off is the slow twin */

void dfpn_skip_proved(bool on) { skip_proved = on; }

/* The killer heuristic (opts.killer; ply < 0: none): a new child of a position at `ply` by the move
 * that won the last position proved at that ply starts with its delta, the mover's cost of winning
 * through it, divided by opts.killer, so that df-pn tries that move first where the prior prices
 * moves alike (a refutation often refutes the sibling lines too). It steers only: a child's
 * numbers never decide anything (docs/dfpn.md, "Killer moves"). */
static void killer_child(const dfpn_search *s, int ply, dfpn_child *c) {
  if (ply < 0 || ply >= DFPN_KILLER_PLIES || s->opts.killer < 2 || !s->killer_set[ply] ||
      c->move != s->killer[ply])
    return;
  c->delta /= (uint32_t)s->opts.killer;
  if (c->delta < 1) c->delta = 1;
}

/* Generate the children of the current position into f. With lazy, for a game with over(): each
 * child is asked only over() first, then looked up in the table, and only a child the table does not
 * know is played again and asked result() and estimate (the game's knowledge: static rules and a
 * prior cost far more than a probe; a child whose over() says result() adds nothing is asked its
 * estimate at once). A child the table knows takes the table's numbers, as it would after result()
 * too; one that result() would decide is then searched instead, which is sound (a static rule only
 * saves the search) and rare (a decided child is never stored, so only a history or a budget that
 * changes the verdict makes it happen). Once a child wins for the mover, the children after it are
 * not asked at all: the position is proved by the first winning child whatever they are (its
 * numbers are 0 and infinite, and prove() takes the first winning child), so their knowledge could
 * change neither the search nor the proof; only the region solver's caches then hold less
 * (docs/RESULTS.md, "Children of a proved position not asked"). */
void dfpn__generate(dfpn_search *s, dfpn_frame *f, bool lazy, int ply) {
  const dfpn_game *g = s->game;
  int moves[DFPN_MAX_CHILDREN];
  int nm = g->moves(g->ctx, moves);
  int me = g->to_move(g->ctx);
  uint64_t nb = dfpn_path_top(&s->path);
  bool late[DFPN_MAX_CHILDREN]; /* asked after the table: result() and estimate */
  lazy = lazy && g->over;
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
    bool *later = &late[f->n];
    dfpn_child *c = &f->c[f->n++];
    c->move = moves[i];
    g->pos(g->ctx, &c->pos);
    dfpn_verdict v;
    c->est_phi = c->est_delta = 1;
    *later = lazy && g->over(g->ctx, &v);
    if (!lazy) ask_child(g, c, &v);
    else if (!*later && v.winner < 0 && g->estimate) /* over() is all result() would say */
      estimate(g, &c->est_phi, &c->est_delta);
    g->undo(g->ctx);
    s->st.children++;
    if (v.winner >= 0) {
      decided_child(s, c, &v, me, nb);
      continue;
    }
    c->phi = 0; /* looked up below, after the prefetch */
    c->delta = 0;
    c->proven = false;
    tt_prefetch(s->tt, c->pos.sig1);
  }
  bool won = false; /* a child before this one wins for the mover */
  for (int i = 0; i < f->n; i++) {
    dfpn_child *c = &f->c[i];
    if (i > 0 && f->c[i - 1].delta == 0) won = true;
    if (!(c->phi == 0 && c->delta == 0 && !c->proven)) continue; /* decided by the game */
    if (child_from_tt(s, c, nb)) continue;
    if (!late[i]) {
      killer_child(s, ply, c);
      continue;
    }
    if (won && skip_proved) { /* the position is proved by that child: this one's knowledge cannot
                                 change it (the winner, the proof the first winning child gives) */
      s->st.knowledge_skipped++;
      continue;
    }
    uint64_t kob;
    if (g->play(g->ctx, c->move, &kob) != DFPN_PLAYED) { /* cannot happen: played above */
      fail(s, YOMI_EINVAL);
      c->phi = c->delta = 1; /* open, so that nothing is proved from it while the search unwinds */
      continue;
    }
    dfpn_verdict v;
    ask_child(g, c, &v);
    g->undo(g->ctx);
    if (v.winner >= 0) decided_child(s, c, &v, me, nb);
    else {
      c->phi = c->est_phi;
      c->delta = c->est_delta;
      killer_child(s, ply, c);
    }
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
  /* weak numbers everywhere, or only where the sum has grown past sum_limit: on graphs with many
   * transpositions the sum counts shared subtrees again and saturates (docs/dfpn.md) */
  bool weak = s->opts.weak || (s->opts.sum_limit > 0 && d > (uint64_t)s->opts.sum_limit);
  if (weak && dmax != INF && open > 0) d = sat_add(dmax, open - 1);
  *phi = p;
  *delta = d;
}

/* store and prove are kept out of dfpn__mid's frame, which the recursion repeats once per ply. */
__attribute__((noinline)) static void store(dfpn_search *s, const dfpn_child *me) {
  tt_entry e;
  memset(&e, 0, sizeof e);
  e.sig1 = me->pos.sig1;
  e.pn = me->phi;
  e.dn = me->delta;
  e.work = me->work;
  if (me->proven) dfpn_ps_to_entry(&e, &me->ps, s->path.set);
  tt_store(s->tt, me->pos.sig2, &e, &s->st.tt);
}

/* Build the proof summary of the current position (board nb) once phi or delta is 0. Returns the
 * child the side to move wins through (the first winning one), or -1 when it loses. */
__attribute__((noinline)) static int prove(dfpn_search *s, const dfpn_frame *f, dfpn_child *me) {
  uint64_t nb = me->pos.board;
  dfpn_proofsum *p = &me->ps;
  uint64_t set = s->path.set;
  dfpn_ps_clear(p);
  int win = -1;
  if (me->phi == 0) { /* the side to move wins through one child */
    for (int i = 0; i < f->n; i++) {
      const dfpn_child *c = &f->c[i];
      if (c->delta != 0) continue;
      dfpn_ps_fold(p, &c->ps, c->pos.board, nb, set);
      if (c->pos.board != nb) dfpn_ps_add_created(p, c->pos.board, c->pos.stones);
      win = i;
      break;
    }
  } else { /* the side to move loses: every child, and the history excluded the rest */
    for (int i = 0; i < f->n; i++) dfpn_ps_fold(p, &f->c[i].ps, f->c[i].pos.board, nb, set);
    for (int i = 0; i < f->nexcl; i++) dfpn_ps_add_ex(p, f->excl[i], nb, nb, set);
    if (f->lock) dfpn_ps_lock(p, set); /* "every child" counted on moves the game left out */
  }
  if (s->opts.no_transfer) dfpn_ps_lock(p, set);
  me->proven = true;
  return win;
}

uint64_t dfpn_expansions(const dfpn_search *s) {
  if (!s->shared) return s->st.expansions;
  return __atomic_load_n(&s->shared->expansions, __ATOMIC_RELAXED) + s->st.expansions % BATCH;
}

__attribute__((noinline)) static void tick(dfpn_search *s) {
  uint64_t total = s->st.expansions;
  if (s->shared) {
    if (s->st.expansions % BATCH == 0) __atomic_fetch_add(&s->shared->expansions, BATCH, __ATOMIC_RELAXED);
    total = dfpn_expansions(s);
    if (s->shared->lockstep) dfpn__take_turn(s);
    if (__atomic_load_n(&s->shared->stop, __ATOMIC_RELAXED)) s->stop = true;
  }
  if (s->opts.node_limit > 0 && total >= (uint64_t)s->opts.node_limit) fail(s, YOMI_ELIMIT);
  if ((s->st.expansions & 1023) == 0 && s->interrupted && s->interrupted()) fail(s, YOMI_EINTR);
  if ((s->st.expansions & 65535) == 0 && s->tick) s->tick(s->tick_arg, s);
}

/* A parallel search: what thread i of n adds to epsilon, thread_epsilon x 2i / n. The offsets span
 * [0, 2 thread_epsilon) whatever the thread count (two threads: 0 and thread_epsilon, as when the
 * offset was thread_epsilon x i): with an offset growing by thread_epsilon per thread, 16 threads
 * reached epsilon + 3.75 and expanded 2.5 to 4 times the positions they did within a span of 0.5
 * (docs/RESULTS.md, "Parallel df-pn on 16 cores: larger proofs"). */
static double thread_offset(const dfpn_search *s) { /* n >= 2: dfpn_solve_parallel */
  return s->opts.thread_epsilon * 2.0 * s->thread / s->shared->nthreads;
}

/* The child of frame f to search and its thresholds (*tp, *td), at a position with numbers delta and
 * thresholds thphi, thdelta. In a parallel search first with the virtual numbers and this thread's
 * own epsilon (epsilon + thread_offset: the threads' searches differ even where they meet
 * the same numbers, after Hoki et al.'s parallel dovetailing), and if that child would have nothing
 * to do within them (its real delta already reaches the threshold), with the real numbers and the
 * common epsilon: then the thread joins the others in the best child. */
dfpn_child *dfpn__choose(const dfpn_search *s, dfpn_frame *f, uint32_t thphi, uint32_t thdelta,
                         uint32_t delta, uint64_t *tp, uint64_t *td) {
  dfpn_child *c = NULL;
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
    *tp = (uint64_t)thdelta + c->phi - (uint64_t)delta;
    if (thdelta == INF) *tp = INF;
    *td = d2 == INF ? INF : (uint64_t)d2 + 1;
    double eps = s->opts.epsilon;
    if (virt) eps += thread_offset(s);
    if (d2 != INF && eps > 0) {
      uint64_t te = (uint64_t)ceil((double)d2 * (1.0 + eps));
      if (te > *td) *td = te;
    }
    if (*td > thphi) *td = thphi;
    if (c->delta < *td) break;
  }
  return c;
}

/* Parallel search: does the table hold a proof of the position of ply j (> 0) that holds along this
 * thread's path up to there (another thread found it)? The cap is checked over the whole current
 * history, which holds more boards: a stricter test. */
static bool decided_elsewhere(dfpn_search *s, int j) {
  const dfpn_frame *a = s->frames[j], *p = s->frames[j - 1];
  const dfpn_child *c = a->me;
  tt_entry pe, oe;
  tt_stats scratch = {0};
  if (!(tt_probe(s->tt, c->pos.sig1, c->pos.sig2, &pe, &oe, &scratch) & TT_FOUND_PROOF)) return false;
  dfpn_path view = s->path; /* the path as it was at ply j - 1 */
  view.len = p->path_len;
  view.set = p->path_set;
  bool xnew = c->pos.board != view.board[view.len - 1];
  return dfpn_ps_check(&pe, &view, c->pos.board, c->pos.stones, xnew, s->game->cap_holds, s->game->ctx) ==
         DFPN_TRANSFER_OK;
}

/* Parallel search: on entering the current position (ply depth, frame f), count this thread in and
 * note the position's proof counter; every 16 expansions, look whether another thread has since
 * stored a proof of a position of the path (root excluded) that holds along this path: then unwind
 * to the shallowest such ply, whose parent takes the proof in from the table. (A counter moves for
 * proofs that do not hold here, and for other positions of its slot: those are passed over.) */
__attribute__((noinline)) static void enter(dfpn_search *s, int depth, dfpn_frame *f, const dfpn_child *me) {
  dfpn_shared *sh = s->shared;
  __atomic_fetch_add(busy_slot(s, me->pos.sig1), 1, __ATOMIC_RELAXED);
  f->me = me;
  f->path_len = s->path.len;
  f->path_set = s->path.set;
  f->proved_slot = (uint32_t)(me->pos.sig1 >> (64 - PROVED_BITS));
  f->proved_seen = __atomic_load_n(&sh->proved[f->proved_slot], __ATOMIC_RELAXED);
  if ((s->st.expansions & 15) != 0 || (s->cut && s->cut <= depth)) return;
  for (int j = 1; j < depth; j++) {
    dfpn_frame *a = s->frames[j];
    uint32_t now = __atomic_load_n(&sh->proved[a->proved_slot], __ATOMIC_RELAXED);
    if (now == a->proved_seen) continue;
    a->proved_seen = now;
    if (decided_elsewhere(s, j)) {
      s->cut = j;
      return;
    }
  }
}

/* The multiple-iterative-deepening step: search the current position (record *me, in the parent's
 * frame) until phi >= thphi or delta >= thdelta, and store the result. */
/* The lowest stack address this thread's search may reach: its stack's end plus a reserve for what
 * a position's expansion calls (the game's static rules and their local searches). */
#define DFPN_STACK_RESERVE ((uintptr_t)1 << 20)
static uintptr_t stack_floor(void) {
  pthread_attr_t a;
  void *addr = NULL;
  size_t size = 0;
  uintptr_t sp = (uintptr_t)__builtin_frame_address(0),
            floor = sp > ((uintptr_t)8 << 20) ? sp - ((uintptr_t)7 << 20) : 1;
  if (pthread_getattr_np(pthread_self(), &a) == 0) {
    if (pthread_attr_getstack(&a, &addr, &size) == 0 && (uintptr_t)addr < sp) {
      uintptr_t left = sp - (uintptr_t)addr; /* a small stack keeps half for the reserve */
      floor = (uintptr_t)addr + (left / 2 < DFPN_STACK_RESERVE ? left / 2 : DFPN_STACK_RESERVE);
    }
    pthread_attr_destroy(&a);
  }
  return floor;
}

void dfpn__mid(dfpn_search *s, int depth, uint32_t thphi, uint32_t thdelta, dfpn_child *me) {
  const dfpn_game *g = s->game;
  if (!s->stack_floor) s->stack_floor = stack_floor();
  if ((uintptr_t)__builtin_frame_address(0) <
      s->stack_floor) { /* a deeper ply would overflow the stack: stop cleanly */
    fail(s, YOMI_EDEPTH);
    return;
  }
  uint64_t exp0 = s->st.expansions;
  s->st.expansions++;
  if ((uint64_t)depth > s->st.max_depth) s->st.max_depth = (uint64_t)depth;
  tick(s);
  dfpn_frame *f = dfpn__frame_at(s, depth);
  if (!f) {
    fail(s, YOMI_ENOMEM);
    return;
  }
  if (s->shared) enter(s, depth, f, me);
  dfpn__generate(s, f, !s->opts.eager_knowledge, depth);
  uint32_t phi, delta;
  for (bool first = true;; first = false) {
    if (s->shared && !first) refresh(s, f, me->pos.board);
    numbers(s, f, &phi, &delta);
    if (phi == 0 || delta == 0 || phi >= thphi || delta >= thdelta || s->stop) break;
    if (s->cut && s->cut <= depth) break; /* parallel: another thread decided a position of the path */
    uint64_t tp, td;
    dfpn_child *c = dfpn__choose(s, f, thphi, thdelta, delta, &tp, &td);
    uint64_t kob;
    if (g->play(g->ctx, c->move, &kob) != DFPN_PLAYED) { /* cannot happen: generate played it */
      fail(s, YOMI_EINVAL);
      break;
    }
    bool pushed = c->pos.board != me->pos.board;
    if (pushed && dfpn_path_push(&s->path, c->pos.board, c->pos.stones) != YOMI_OK) {
      g->undo(g->ctx);
      fail(s, YOMI_ENOMEM);
      break;
    }
    dfpn__mid(s, depth + 1, clamp32(tp), clamp32(td), c);
    if (pushed) dfpn_path_pop(&s->path);
    g->undo(g->ctx);
  }
  me->phi = phi;
  me->delta = delta;
  uint64_t w = (uint64_t)me->work + (s->st.expansions - exp0);
  me->work = w > UINT32_MAX ? UINT32_MAX : (uint32_t)w;
  me->proven = false;
  int win = phi == 0 || delta == 0 ? prove(s, f, me) : -1;
  if (win >= 0 && g->observe) {
    g->observe(g->ctx, f->c[win].move, true);
    for (int i = 0; i < f->n; i++)
      if (f->c[i].phi == 0) g->observe(g->ctx, f->c[i].move, false);
  }
  if (win >= 0 && depth < DFPN_KILLER_PLIES) { /* the winning child's move: this ply's killer */
    s->killer[depth] = f->c[win].move;
    s->killer_set[depth] = true;
  }
  store(s, me);
  if (s->shared) {
    if (me->proven)
      __atomic_fetch_add(&s->shared->proved[me->pos.sig1 >> (64 - PROVED_BITS)], 1, __ATOMIC_RELAXED);
    __atomic_fetch_sub(busy_slot(s, me->pos.sig1), 1, __ATOMIC_RELAXED);
    if (s->cut == depth) s->cut = 0;
  }
}

/* ---- public ---- */

int dfpn_init(dfpn_search *s, const dfpn_game *g, tt_table *tt, const dfpn_opts *o) {
  memset(s, 0, sizeof *s);
  s->game = g;
  s->tt = tt;
  if (o) s->opts = *o;
  else dfpn_opts_default(&s->opts);
  return YOMI_OK;
}

void dfpn_free(dfpn_search *s) {
  for (int i = 0; i < s->nframes; i++) free(s->frames[i]);
  free(s->frames);
  dfpn_path_free(&s->path);
  memset(s, 0, sizeof *s);
}

/* Rebuild the path from the game's history (the current board alone for a game without). */
int dfpn__load_path(dfpn_search *s) {
  const dfpn_game *g = s->game;
  dfpn_path_clear(&s->path);
  if (!g->history) {
    dfpn_pos p;
    g->pos(g->ctx, &p);
    return dfpn_path_push(&s->path, p.board, p.stones);
  }
  int cap = 4096;
  uint64_t *b = malloc((size_t)cap * sizeof *b);
  uint8_t *t = malloc((size_t)cap);
  if (!b || !t) {
    free(b);
    free(t);
    return YOMI_ENOMEM;
  }
  int n = g->history(g->ctx, b, t, cap);
  int rc = YOMI_OK;
  for (int i = 0; i < n && rc == YOMI_OK; i++)
    if (!dfpn_path_has(&s->path, b[i])) rc = dfpn_path_push(&s->path, b[i], t[i]);
  free(b);
  free(t);
  return rc;
}

void dfpn__root_record(dfpn_search *s, dfpn_child *r) {
  memset(r, 0, sizeof *r);
  s->game->pos(s->game->ctx, &r->pos);
  r->phi = r->delta = 1;
}

int dfpn_solve(dfpn_search *s, int *winner) {
  const dfpn_game *g = s->game;
  s->stop = false;
  s->stopcode = YOMI_OK;
  s->stack_floor = 0;                             /* this thread's: dfpn__mid finds it */
  memset(s->killer_set, 0, sizeof s->killer_set); /* a search's counts are its own (as begin) */
  if (g->begin) g->begin(g->ctx);
  int rc = dfpn__load_path(s);
  if (rc) return rc;
  int me = g->to_move(g->ctx);
  dfpn_verdict v;
  g->result(g->ctx, &v);
  if (v.winner >= 0) {
    *winner = v.winner;
    return YOMI_OK;
  }
  s->cut = 0;
  dfpn_child root;
  dfpn__root_record(s, &root);
  dfpn__mid(s, 0, INF, INF, &root);
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

/* ---- statistics ---- */

#define STATS_STRUCT dfpn_stats
const stat_spec dfpn_stat_specs[] = {DFPN_STATS(STATS_SPEC)};
#undef STATS_STRUCT
const size_t dfpn_stat_count = STATS_COUNT(dfpn_stat_specs);

void dfpn_stats_add(dfpn_stats *into, const dfpn_stats *from) {
  stats_add(dfpn_stat_specs, dfpn_stat_count, into, from);
  stats_add(tt_stat_specs, tt_stat_count, &into->tt, &from->tt);
}
