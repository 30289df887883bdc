/* solve/book: book entries, the file, the lookup of a key and the walk of a proof tree (see book.h). */
#include "solve/book.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "core/error.h"

#define BOOK_VERSION 1u
#define BOOK_HEADER 32 /* magic 8, version 4, shape 4, lo 4, hi 4, n 8 */
#define BOOK_ENTRY 10  /* key 8, move 1, flags 1 */

const dfpn_book_entry *dfpn_book_find(const dfpn_book_entry *e, size_t n, uint64_t key) {
  size_t lo = 0, hi = n;
  while (lo < hi) {
    size_t mid = lo + (hi - lo) / 2;
    if (e[mid].key < key) lo = mid + 1;
    else hi = mid;
  }
  return lo < n && e[lo].key == key ? &e[lo] : NULL;
}

/* FNV-1a over the bytes. */
static uint64_t checksum(const unsigned char *p, size_t n) {
  uint64_t h = 0xcbf29ce484222325ull;
  for (size_t i = 0; i < n; i++) h = (h ^ p[i]) * 0x100000001b3ull;
  return h;
}

static void put(unsigned char *p, uint64_t v, int bytes) {
  for (int i = 0; i < bytes; i++) p[i] = (unsigned char)(v >> (8 * i));
}

static uint64_t get(const unsigned char *p, int bytes) {
  uint64_t v = 0;
  for (int i = 0; i < bytes; i++) v |= (uint64_t)p[i] << (8 * i);
  return v;
}

int dfpn_book_save(const char *path, const dfpn_book_header *h, const dfpn_book_entry *e, size_t n) {
  size_t len = BOOK_HEADER + n * BOOK_ENTRY + 8;
  unsigned char *buf = calloc(len, 1);
  if (!buf) return YOMI_ENOMEM;
  memcpy(buf, h->magic, DFPN_BOOK_MAGIC_LEN);
  put(buf + 8, BOOK_VERSION, 4);
  memcpy(buf + 12, h->shape, 4);
  put(buf + 16, (uint32_t)h->lo, 4);
  put(buf + 20, (uint32_t)h->hi, 4);
  put(buf + 24, n, 8);
  for (size_t i = 0; i < n; i++) {
    unsigned char *q = buf + BOOK_HEADER + i * BOOK_ENTRY;
    put(q, e[i].key, 8);
    q[8] = (unsigned char)e[i].move, q[9] = e[i].flags;
  }
  put(buf + len - 8, checksum(buf, len - 8), 8);
  FILE *f = fopen(path, "wb");
  int rc = f && fwrite(buf, 1, len, f) == len ? 0 : YOMI_EIO;
  if (f && fclose(f)) rc = YOMI_EIO;
  free(buf);
  return rc;
}

bool dfpn_book_is(const unsigned char *d, size_t len, const char *magic) {
  return len >= DFPN_BOOK_MAGIC_LEN && memcmp(d, magic, DFPN_BOOK_MAGIC_LEN) == 0;
}

int dfpn_book_parse(const unsigned char *d, size_t len, dfpn_book_header *h, dfpn_book_entry **out,
                    size_t *nout) {
  *out = NULL, *nout = 0;
  if (len < BOOK_HEADER + 8 || !dfpn_book_is(d, len, h->magic) || get(d + 8, 4) != BOOK_VERSION)
    return YOMI_EPARSE;
  uint64_t n = get(d + 24, 8);
  if (n > (len - BOOK_HEADER - 8) / BOOK_ENTRY || BOOK_HEADER + n * BOOK_ENTRY + 8 != len) return YOMI_EPARSE;
  if (get(d + len - 8, 8) != checksum(d, len - 8)) return YOMI_EPARSE;
  memcpy(h->shape, d + 12, 4);
  h->lo = (int32_t)get(d + 16, 4), h->hi = (int32_t)get(d + 20, 4);
  dfpn_book_entry *e = malloc((n ? n : 1) * sizeof *e);
  if (!e) return YOMI_ENOMEM;
  for (size_t i = 0; i < n; i++) {
    const unsigned char *q = d + BOOK_HEADER + i * BOOK_ENTRY;
    e[i].key = get(q, 8), e[i].move = (int8_t)q[8], e[i].flags = q[9];
    if (i && e[i].key <= e[i - 1].key) return free(e), YOMI_EPARSE;
  }
  *out = e, *nout = n;
  return 0;
}

int dfpn_book_read_file(const char *path, unsigned char **data, size_t *len) {
  *data = NULL, *len = 0;
  FILE *f = fopen(path, "rb");
  if (!f) return YOMI_EIO;
  unsigned char *buf = NULL;
  size_t n = 0, cap = 0;
  int rc = 0;
  for (;;) {
    if (n == cap) {
      unsigned char *nb = realloc(buf, cap = cap ? 2 * cap : 1 << 16);
      if (!nb) {
        rc = YOMI_ENOMEM;
        break;
      }
      buf = nb;
    }
    size_t got = fread(buf + n, 1, cap - n, f);
    n += got;
    if (!got) break;
  }
  if (!rc && ferror(f)) rc = YOMI_EIO;
  fclose(f);
  if (rc) free(buf);
  else *data = buf, *len = n;
  return rc;
}

static int grow(dfpn_book_builder *w) {
  size_t nslot = w->nslot ? 2 * w->nslot : 1 << 16;
  uint64_t *slot = calloc(nslot, sizeof *slot);
  if (!slot) return YOMI_ENOMEM;
  for (size_t i = 0; i < w->n; i++) {
    size_t j = w->e[i].key & (nslot - 1);
    while (slot[j]) j = (j + 1) & (nslot - 1);
    slot[j] = i + 1;
  }
  free(w->slot);
  w->slot = slot, w->nslot = nslot;
  return 0;
}

/* The index of key's entry, added (flags 0) if new; -1 when out of memory. */
static long entry_of(dfpn_book_builder *w, uint64_t key) {
  if (2 * (w->n + 1) > w->nslot && grow(w)) return -1;
  size_t j = key & (w->nslot - 1);
  for (; w->slot[j]; j = (j + 1) & (w->nslot - 1))
    if (w->e[w->slot[j] - 1].key == key) return (long)(w->slot[j] - 1);
  if (w->n == w->cap) {
    size_t cap = w->cap ? 2 * w->cap : 1 << 12;
    dfpn_book_entry *e = realloc(w->e, cap * sizeof *e);
    if (!e) return -1;
    w->e = e, w->cap = cap;
  }
  w->e[w->n] = (dfpn_book_entry){.key = key, .move = 0, .flags = 0};
  w->slot[j] = ++w->n;
  if (w->progress && w->n % 4096 == 0) w->progress(w->arg, w->n);
  return (long)w->n - 1;
}

/* One walk: the builder, the game, whose proof and its flag. */
typedef struct walk {
  dfpn_book_builder *w;
  const dfpn_book_game *g;
  int winner;
  uint8_t flag;
} walk;

static int visit(const walk *k);

/* Play m, walk on, take it back. */
static int visit_child(const walk *k, int m) {
  int rc = k->g->play(k->g->ctx, m);
  if (rc) return rc;
  rc = visit(k);
  k->g->undo(k->g->ctx);
  return rc;
}

/* The winner's node: prove it (the game's table holds most of the proof already), follow its move. */
static int winner_node(const walk *k, long at) {
  int m, rc = k->g->prove(k->g->ctx, k->winner, &m);
  if (rc) return rc;
  k->w->e[at].move = (int8_t)m;
  k->w->e[at].flags |= DFPN_BOOK_MOVE;
  return visit_child(k, m);
}

/* The loser's node: every reply the game lists. */
static int loser_node(const walk *k) {
  int moves[DFPN_BOOK_MAX_MOVES];
  int n = k->g->replies(k->g->ctx, moves);
  for (int i = 0; i < n; i++) {
    int rc = visit_child(k, moves[i]);
    if (rc) return rc;
  }
  return 0;
}

static int visit(const walk *k) {
  void *ctx = k->g->ctx;
  if (k->g->leaf(ctx)) return 0;
  long at = entry_of(k->w, k->g->key(ctx));
  if (at < 0) return YOMI_ENOMEM;
  if (k->w->e[at].flags & k->flag) return 0;
  k->w->e[at].flags |= k->flag;
  return k->g->to_move(ctx) == k->winner ? winner_node(k, at) : loser_node(k);
}

int dfpn_book_walk(dfpn_book_builder *w, const dfpn_book_game *g, int winner, uint8_t flag) {
  walk k = {.w = w, .g = g, .winner = winner, .flag = flag};
  return visit(&k);
}

static int cmp_entry(const void *a, const void *b) {
  uint64_t x = ((const dfpn_book_entry *)a)->key, y = ((const dfpn_book_entry *)b)->key;
  return (x > y) - (x < y);
}

void dfpn_book_finish(dfpn_book_builder *w) {
  if (w->n) qsort(w->e, w->n, sizeof *w->e, cmp_entry);
  free(w->slot);
  w->slot = NULL, w->nslot = 0;
}

void dfpn_book_builder_free(dfpn_book_builder *w) {
  free(w->slot);
  free(w->e);
  *w = (dfpn_book_builder){0};
}
