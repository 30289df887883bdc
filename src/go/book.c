/* go/book: position keys, lookup, the book file and sets of books (see book.h; building is
 * go/bookbuild.c). */
#include "go/book.h"
#include <stdlib.h>
#include <string.h>
#include "core/error.h"
#include "core/hash.h"
#include "go/symmetry.h"

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

void go_book_lookup_entries(const go_book_entry *e, size_t n, const go_game *g, go_book_hit *hit) {
  hit->flags = 0, hit->move = GO_NOMOVE;
  const go_board *cur = go_game_board(g);
  go_symmetry s;
  go_symmetry_init(&s, cur->rows, cur->cols);
  for (int i = 0; i < s.n; i++) {
    const go_book_entry *f = dfpn_book_find(e, n, go_book_key(g, i));
    if (!f) continue;
    hit->flags = f->flags;
    if (!(f->flags & GO_BOOK_MOVE)) return;
    hit->move = GO_PASS;
    /* the entry's move is in the frame of s(g): map it back through the inverse */
    for (int p = 0; p < cur->npoints && f->move != GO_PASS; p++)
      if (s.perm[i][p] == f->move) hit->move = p;
    return;
  }
}

void go_book_lookup(const go_book *b, const go_game *g, go_book_hit *hit) {
  hit->flags = 0, hit->move = GO_NOMOVE;
  const go_board *cur = go_game_board(g);
  if (cur->rows != b->rows || cur->cols != b->cols || cur->suicide != b->suicide) return;
  go_book_lookup_entries(b->e, b->n, g, hit);
}

int go_book_replies(const go_symmetry *s, const go_game *g, bool pass, int *moves) {
  int all[GO_SMALL_POINTS + 1], syms[8];
  int n = go_game_legal_moves(g, all), k = 0;
  int nsyms = go_symmetry_of_boards(s, g->hist, g->len, syms);
  uint64_t keep = go_board_pointset(go_game_board(g));
  if (nsyms) keep = go_symmetry_least(s, syms, nsyms, keep);
  for (int i = 0; i < n; i++)
    if (all[i] == GO_PASS ? pass : keep >> all[i] & 1) moves[k++] = all[i];
  return k;
}

void go_book_free(go_book *b) {
  free(b->e);
  b->e = NULL;
  b->n = b->cap = 0;
}

static void go_header(dfpn_book_header *h) {
  memset(h, 0, sizeof *h);
  memcpy(h->magic, GO_BOOK_MAGIC, DFPN_BOOK_MAGIC_LEN);
}

int go_book_save(const go_book *b, const char *path) {
  dfpn_book_header h;
  go_header(&h);
  h.shape[0] = (uint8_t)b->rows, h.shape[1] = (uint8_t)b->cols, h.shape[2] = (uint8_t)b->suicide;
  h.shape[3] = (uint8_t)b->depth;
  h.lo = b->lo, h.hi = b->hi;
  return dfpn_book_save(path, &h, b->e, b->n);
}

int go_book_from_bytes(go_book *b, const unsigned char *d, size_t len) {
  memset(b, 0, sizeof *b);
  dfpn_book_header h;
  go_header(&h);
  int rc = dfpn_book_parse(d, len, &h, &b->e, &b->n);
  if (rc) return rc;
  b->cap = b->n;
  b->rows = h.shape[0], b->cols = h.shape[1],
  b->suicide = h.shape[2] ? GO_SUICIDE_ALLOWED : GO_SUICIDE_FORBIDDEN;
  b->depth = h.shape[3];
  b->lo = h.lo, b->hi = h.hi;
  if (b->rows < 1 || b->cols < 1 || b->rows * b->cols > GO_SMALL_POINTS || b->lo > b->hi)
    return go_book_free(b), YOMI_EPARSE;
  return 0;
}

int go_book_load(go_book *b, const char *path) {
  unsigned char *buf;
  size_t len;
  int rc = dfpn_book_read_file(path, &buf, &len);
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
