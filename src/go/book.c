/* go/book: position keys, lookup, the book file and sets of books (see book.h; building is
 * go/bookbuild.c). */
#include "go/book.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "core/error.h"
#include "core/hash.h"
#include "go/symmetry.h"

#define BOOK_MAGIC "YOMIBOOK"
#define BOOK_VERSION 1u
#define BOOK_HEADER 32 /* magic 8, version 4, rows, cols, suicide, depth, lo 4, hi 4, n 8 */
#define BOOK_ENTRY 10  /* key 8, move 1, flags 1 */
#define BOOK_SALT_CUR 0x626f6f6b63757272ull
#define BOOK_SALT_SET 0x626f6f6b73657473ull
#define BOOK_SALT_WHITE 0x5768697465746f6dull
#define BOOK_SALT_PASS 0x7061737365643121ull

/* The stones of b as seen through the permutation perm (NULL: the identity). */
static uint64_t board_hash(const go_board *b, const uint8_t *perm) {
  if (!perm) return b->hash[0];
  uint64_t h = 0;
  for (int c = GO_BLACK; c <= GO_WHITE; c++)
    for (uint64_t s = go_board_stoneset(b, c); s; s &= s - 1)
      h ^= go_stone_key(0, c, perm[__builtin_ctzll(s)]);
  return h;
}

static int cmp_u64(const void *a, const void *b) {
  uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
  return (x > y) - (x < y);
}

uint64_t go_book_key(const go_game *g, int sym) {
  const go_board *cur = go_game_board(g);
  go_symmetry s;
  const uint8_t *perm = NULL;
  if (sym) {
    go_symmetry_init(&s, cur->rows, cur->cols);
    perm = s.perm[sym];
  }
  uint64_t small[256], *h = g->len <= 256 ? small : malloc((size_t)g->len * sizeof *h);
  if (!h) return 0; /* no entry has key 0 in practice: a miss */
  for (int i = 0; i < g->len; i++) h[i] = board_hash(&g->hist[i], perm);
  qsort(h, (size_t)g->len, sizeof *h, cmp_u64);
  uint64_t set = 0; /* a sum over the distinct boards: the same for every order of the history */
  for (int i = 0; i < g->len; i++)
    if (i == 0 || h[i] != h[i - 1]) set += hash_mix64(h[i] ^ BOOK_SALT_SET);
  uint64_t key = hash_mix64(board_hash(cur, perm) ^ BOOK_SALT_CUR) ^ hash_mix64(set + BOOK_SALT_SET);
  if (cur->to_move == GO_WHITE) key ^= BOOK_SALT_WHITE;
  if (cur->passes) key ^= BOOK_SALT_PASS;
  if (h != small) free(h);
  return key;
}

static const go_book_entry *find(const go_book *b, uint64_t key) {
  size_t lo = 0, hi = b->n;
  while (lo < hi) {
    size_t mid = lo + (hi - lo) / 2;
    if (b->e[mid].key < key) lo = mid + 1;
    else hi = mid;
  }
  return lo < b->n && b->e[lo].key == key ? &b->e[lo] : NULL;
}

void go_book_lookup(const go_book *b, const go_game *g, go_book_hit *hit) {
  hit->flags = 0, hit->move = GO_NOMOVE;
  const go_board *cur = go_game_board(g);
  if (cur->rows != b->rows || cur->cols != b->cols || cur->suicide != b->suicide) return;
  go_symmetry s;
  go_symmetry_init(&s, b->rows, b->cols);
  for (int i = 0; i < s.n; i++) {
    const go_book_entry *e = find(b, go_book_key(g, i));
    if (!e) continue;
    hit->flags = e->flags;
    if (!(e->flags & GO_BOOK_MOVE)) return;
    hit->move = GO_PASS;
    /* the entry's move is in the frame of s(g): map it back through the inverse */
    for (int p = 0; p < cur->npoints && e->move != GO_PASS; p++)
      if (s.perm[i][p] == e->move) hit->move = p;
    return;
  }
}

void go_book_free(go_book *b) {
  free(b->e);
  b->e = NULL;
  b->n = b->cap = 0;
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

int go_book_save(const go_book *b, const char *path) {
  size_t len = BOOK_HEADER + b->n * BOOK_ENTRY + 8;
  unsigned char *buf = calloc(len, 1);
  if (!buf) return YOMI_ENOMEM;
  memcpy(buf, BOOK_MAGIC, 8);
  put(buf + 8, BOOK_VERSION, 4);
  buf[12] = (unsigned char)b->rows, buf[13] = (unsigned char)b->cols, buf[14] = (unsigned char)b->suicide;
  buf[15] = (unsigned char)b->depth;
  put(buf + 16, (uint32_t)b->lo, 4);
  put(buf + 20, (uint32_t)b->hi, 4);
  put(buf + 24, b->n, 8);
  for (size_t i = 0; i < b->n; i++) {
    unsigned char *q = buf + BOOK_HEADER + i * BOOK_ENTRY;
    put(q, b->e[i].key, 8);
    q[8] = (unsigned char)b->e[i].move, q[9] = b->e[i].flags;
  }
  put(buf + len - 8, checksum(buf, len - 8), 8);
  FILE *f = fopen(path, "wb");
  int rc = f && fwrite(buf, 1, len, f) == len ? 0 : YOMI_EIO;
  if (f && fclose(f)) rc = YOMI_EIO;
  free(buf);
  return rc;
}

int go_book_from_bytes(go_book *b, const unsigned char *d, size_t len) {
  memset(b, 0, sizeof *b);
  if (len < BOOK_HEADER + 8 || memcmp(d, BOOK_MAGIC, 8) || get(d + 8, 4) != BOOK_VERSION) return YOMI_EPARSE;
  uint64_t n = get(d + 24, 8);
  if (n > (len - BOOK_HEADER - 8) / BOOK_ENTRY || BOOK_HEADER + n * BOOK_ENTRY + 8 != len) return YOMI_EPARSE;
  if (get(d + len - 8, 8) != checksum(d, len - 8)) return YOMI_EPARSE;
  b->rows = d[12], b->cols = d[13], b->suicide = d[14] ? GO_SUICIDE_ALLOWED : GO_SUICIDE_FORBIDDEN;
  b->depth = d[15];
  b->lo = (int32_t)get(d + 16, 4), b->hi = (int32_t)get(d + 20, 4);
  if (b->rows < 1 || b->cols < 1 || b->rows * b->cols > GO_SMALL_POINTS || b->lo > b->hi) return YOMI_EPARSE;
  b->e = malloc((n ? n : 1) * sizeof *b->e);
  if (!b->e) return YOMI_ENOMEM;
  b->n = b->cap = n;
  for (size_t i = 0; i < n; i++) {
    const unsigned char *q = d + BOOK_HEADER + i * BOOK_ENTRY;
    b->e[i].key = get(q, 8), b->e[i].move = (int8_t)q[8], b->e[i].flags = q[9];
    if (i && b->e[i].key <= b->e[i - 1].key) return go_book_free(b), YOMI_EPARSE;
  }
  return 0;
}

int go_book_load(go_book *b, const char *path) {
  FILE *f = fopen(path, "rb");
  if (!f) return YOMI_EIO;
  unsigned char *buf = NULL;
  size_t len = 0, cap = 0;
  int rc = 0;
  for (;;) {
    if (len == cap) {
      unsigned char *nb = realloc(buf, cap = cap ? 2 * cap : 1 << 16);
      if (!nb) {
        rc = YOMI_ENOMEM;
        break;
      }
      buf = nb;
    }
    size_t got = fread(buf + len, 1, cap - len, f);
    len += got;
    if (!got) break;
  }
  if (!rc && ferror(f)) rc = YOMI_EIO;
  fclose(f);
  if (!rc) rc = go_book_from_bytes(b, buf, len);
  free(buf);
  return rc;
}

const go_book *go_bookset_find(const go_bookset *s, int rows, int cols, go_suicide suicide) {
  for (int i = 0; i < s->n; i++)
    if (s->book[i].rows == rows && s->book[i].cols == cols && s->book[i].suicide == suicide)
      return &s->book[i];
  return NULL;
}

int go_bookset_add_bytes(go_bookset *s, const unsigned char *data, size_t len) {
  if (s->n == GO_BOOKSET_MAX) return YOMI_ERANGE;
  int rc = go_book_from_bytes(&s->book[s->n], data, len);
  if (!rc) s->n++;
  return rc;
}

int go_bookset_add_file(go_bookset *s, const char *path) {
  if (s->n == GO_BOOKSET_MAX) return YOMI_ERANGE;
  int rc = go_book_load(&s->book[s->n], path);
  if (!rc) s->n++;
  return rc;
}

void go_bookset_free(go_bookset *s) {
  for (int i = 0; i < s->n; i++) go_book_free(&s->book[i]);
  s->n = 0;
}
