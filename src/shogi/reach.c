/* reach: greedy best-first reverse search toward King-King positions (Ishii & Tanaka 2026, Algorithm 1). */
#include "shogi/reach.h"
#include "core/error.h"
#include <stdlib.h>
#include <string.h>

#define STATS_STRUCT shogi_reach_result
const stat_spec shogi_reach_stat_specs[4] = {SHOGI_REACH_STATS(STATS_SPEC)};
#undef STATS_STRUCT

/* A node of the search: an expanded position with the forward move from it to its parent.
 * Invariant: nodes[0] is the start; parent < index; no position twice (checked exactly). */
typedef struct node {
  shogi_pos pos;
  int64_t parent;  /* -1 for the start */
  shogi_move move; /* forward move from pos to nodes[parent].pos */
  uint32_t depth;  /* plies traced back from the start */
  uint32_t h;
} node;

/* An entry of open: a predecessor not yet built. Built (by shogi_unmake from its parent) only when
 * it is removed from open, so most generated predecessors never cost a position copy. */
typedef struct heap_item {
  uint64_t key;    /* h << 40 | (2^40 - 1 - seq): smallest H first, then the newest (LIFO) */
  int64_t parent;  /* node it is a predecessor of, -1 for the start */
  shogi_move move; /* forward move from the predecessor to the parent */
  uint32_t h;
} heap_item;

struct shogi_reach {
  node *nodes;
  uint64_t count, cap;
  uint64_t *table;    /* open addressing: node index + 1, 0 = empty */
  uint64_t table_cap; /* power of two */
  heap_item *heap;
  uint64_t heap_n, heap_cap, seq;
  shogi_move *prev; /* SHOGI_MAX_PREV predecessor moves */
  int64_t found;    /* node index of the KK position found, or -1 */
};

/* A piece's share of H on square sq: 10 for any non-King piece, plus 10 and its distance in ranks
 * to its owner's promotion zone if promoted. */
static uint32_t h_piece(const shogi_variant *v, uint8_t pc, int sq) {
  if (!pc || SHOGI_TYPE(pc) == SHOGI_K) return 0;
  if (SHOGI_TYPE(pc) <= SHOGI_PROMOTE) return 10;
  int row = sq / v->n;
  int d = SHOGI_COLOR(pc) == SHOGI_BLACK ? row - (v->zone - 1) : (v->n - v->zone) - row;
  return 20 + (uint32_t)(d > 0 ? d : 0);
}

uint32_t shogi_reach_h(const shogi_pos *p) {
  uint32_t h = 0;
  for (int sq = 0; sq < p->v->nsq; sq++) h += h_piece(p->v, p->board[sq], sq);
  return h;
}

uint32_t shogi_reach_h_prev(const shogi_pos *p, uint32_t h, shogi_move m) {
  const shogi_variant *v = p->v;
  int to = SHOGI_MOVE_TO(m);
  uint8_t pc = p->board[to];
  h -= h_piece(v, pc, to);
  if (SHOGI_MOVE_IS_DROP(m)) return h;
  uint8_t before = SHOGI_MOVE_PROMOTES(m) ? (uint8_t)(pc - SHOGI_PROMOTE) : pc;
  h += h_piece(v, before, SHOGI_MOVE_FROM(m));
  int cap = SHOGI_MOVE_CAPTURED(m);
  if (cap) h += h_piece(v, SHOGI_PIECE(p->side, cap), to);
  return h;
}

shogi_reach *shogi_reach_new(void) {
  shogi_reach *r = calloc(1, sizeof *r);
  if (!r) return NULL;
  r->prev = malloc(SHOGI_MAX_PREV * sizeof *r->prev);
  r->cap = 1024;
  r->nodes = malloc(r->cap * sizeof *r->nodes);
  r->table_cap = 4096;
  r->table = calloc(r->table_cap, sizeof *r->table);
  r->heap_cap = 1024;
  r->heap = malloc(r->heap_cap * sizeof *r->heap);
  if (!r->prev || !r->nodes || !r->table || !r->heap) {
    shogi_reach_free(r);
    return NULL;
  }
  r->found = -1;
  return r;
}

void shogi_reach_free(shogi_reach *r) {
  if (!r) return;
  free(r->prev);
  free(r->nodes);
  free(r->table);
  free(r->heap);
  free(r);
}

/* The seen set (open and closed together) keyed by Zobrist hash, verified on the full position, so
 * a hash collision can never hide a position from the search. */
static int64_t seen_find(const shogi_reach *r, const shogi_pos *p) {
  uint64_t mask = r->table_cap - 1;
  for (uint64_t i = p->hash & mask;; i = (i + 1) & mask) {
    uint64_t v = r->table[i];
    if (!v) return -1;
    const node *n = &r->nodes[v - 1];
    if (n->pos.hash == p->hash && shogi_pos_equal(&n->pos, p)) return (int64_t)(v - 1);
  }
}

static void seen_insert(shogi_reach *r, uint64_t index) {
  uint64_t mask = r->table_cap - 1;
  uint64_t i = r->nodes[index].pos.hash & mask;
  while (r->table[i]) i = (i + 1) & mask;
  r->table[i] = index + 1;
}

static int seen_grow(shogi_reach *r) {
  uint64_t cap = r->table_cap * 2;
  uint64_t *t = calloc(cap, sizeof *t);
  if (!t) return YOMI_ENOMEM;
  free(r->table);
  r->table = t;
  r->table_cap = cap;
  for (uint64_t i = 0; i < r->count; i++) seen_insert(r, i);
  return 0;
}

static int heap_push(shogi_reach *r, uint32_t h, int64_t parent, shogi_move move) {
  uint64_t key = ((uint64_t)h << 40) | (((uint64_t)1 << 40) - 1 - r->seq++);
  if (r->heap_n == r->heap_cap) {
    heap_item *h = realloc(r->heap, 2 * r->heap_cap * sizeof *h);
    if (!h) return YOMI_ENOMEM;
    r->heap = h;
    r->heap_cap *= 2;
  }
  uint64_t i = r->heap_n++;
  while (i > 0) {
    uint64_t up = (i - 1) / 2;
    if (r->heap[up].key <= key) break;
    r->heap[i] = r->heap[up];
    i = up;
  }
  r->heap[i] = (heap_item){key, parent, move, h};
  return 0;
}

static heap_item heap_pop(shogi_reach *r) {
  heap_item top = r->heap[0];
  heap_item last = r->heap[--r->heap_n];
  uint64_t i = 0;
  for (;;) {
    uint64_t c = 2 * i + 1;
    if (c >= r->heap_n) break;
    if (c + 1 < r->heap_n && r->heap[c + 1].key < r->heap[c].key) c++;
    if (last.key <= r->heap[c].key) break;
    r->heap[i] = r->heap[c];
    i = c;
  }
  if (r->heap_n) r->heap[i] = last;
  return top;
}

/* Add an expanded node (not seen before). */
static int add_node(shogi_reach *r, const shogi_pos *p, int64_t parent, shogi_move m, uint32_t depth,
                    uint32_t h) {
  if (r->count == r->cap) {
    node *n = realloc(r->nodes, 2 * r->cap * sizeof *n);
    if (!n) return YOMI_ENOMEM;
    r->nodes = n;
    r->cap *= 2;
  }
  if (2 * (r->count + 1) > r->table_cap && seen_grow(r)) return YOMI_ENOMEM;
  uint64_t index = r->count++;
  node *n = &r->nodes[index];
  n->pos = *p;
  n->parent = parent;
  n->move = m;
  n->depth = depth;
  n->h = h;
  seen_insert(r, index);
  return 0;
}

int shogi_reach_search(shogi_reach *r, const shogi_pos *start, shogi_reach_result *out) {
  memset(r->table, 0, r->table_cap * sizeof *r->table);
  r->count = 0;
  r->heap_n = 0;
  r->seq = 0;
  r->found = -1;
  memset(out, 0, sizeof *out);
  int rc = heap_push(r, shogi_reach_h(start), -1, 0);
  while (!rc && r->heap_n > 0) {
    heap_item it = heap_pop(r);
    shogi_pos q;
    uint32_t depth = 0;
    if (it.parent < 0) {
      q = *start;
    } else {
      shogi_unmake(&q, &r->nodes[it.parent].pos, it.move);
      depth = r->nodes[it.parent].depth + 1;
    }
    if (seen_find(r, &q) >= 0) continue; /* already expanded along another path */
    int64_t x = (int64_t)r->count;
    rc = add_node(r, &q, it.parent, it.move, depth, it.h);
    if (rc) break;
    out->expanded++;
    if (depth > out->plies_traced_back) out->plies_traced_back = depth;
    if (it.h == 0) {
      r->found = x;
      out->reachable = true;
      out->length = depth + 1;
      break;
    }
    int k = shogi_prev_gen(&q, r->prev);
    out->generated += (uint64_t)k;
    for (int i = 0; i < k && !rc; i++)
      rc = heap_push(r, shogi_reach_h_prev(&q, it.h, r->prev[i]), x, r->prev[i]);
  }
  return rc;
}
int shogi_reach_path(const shogi_reach *r, shogi_pos *path, shogi_move *moves, int max) {
  if (r->found < 0) return 0;
  int len = (int)r->nodes[r->found].depth + 1;
  if (len > max) return 0;
  int i = 0;
  for (int64_t x = r->found; x >= 0; x = r->nodes[x].parent, i++) {
    path[i] = r->nodes[x].pos;
    if (r->nodes[x].parent >= 0) moves[i] = r->nodes[x].move;
  }
  return len;
}

int shogi_reach_test(const shogi_pos *start, shogi_reach_report *out) {
  memset(out, 0, sizeof *out);
  out->rule = shogi_filter_rule(start);
  if (out->rule) return 0;
  shogi_reach *r = shogi_reach_new();
  int rc = r ? shogi_reach_search(r, start, &out->res) : YOMI_ENOMEM;
  if (!rc && out->res.reachable) {
    out->path = malloc(out->res.length * sizeof *out->path);
    out->moves = malloc(out->res.length * sizeof *out->moves);
    if (out->path && out->moves) out->len = shogi_reach_path(r, out->path, out->moves, (int)out->res.length);
    else rc = YOMI_ENOMEM;
  }
  shogi_reach_free(r);
  return rc;
}

void shogi_reach_report_free(shogi_reach_report *rep) {
  free(rep->path);
  free(rep->moves);
  memset(rep, 0, sizeof *rep);
}
