/* killall/book: the Kill-All book's file, lookup and sets (see book.h; building is killall/bookbuild.c). */
#include "killall/book.h"
#include <stdlib.h>
#include <string.h>
#include "core/error.h"

static void header(dfpn_book_header *h) {
  memset(h, 0, sizeof *h);
  memcpy(h->magic, KILLALL_BOOK_MAGIC, DFPN_BOOK_MAGIC_LEN);
}

void killall_book_free(killall_book *b) {
  free(b->e);
  b->e = NULL;
  b->n = b->cap = 0;
}

int killall_book_save(const killall_book *b, const char *path) {
  dfpn_book_header h;
  header(&h);
  h.shape[0] = (uint8_t)b->rows, h.shape[1] = (uint8_t)b->cols, h.shape[2] = (uint8_t)b->attacker;
  h.shape[3] = (uint8_t)b->depth;
  h.lo = b->stones, h.hi = b->setups;
  return dfpn_book_save(path, &h, b->e, b->n);
}

int killall_book_from_bytes(killall_book *b, const unsigned char *d, size_t len) {
  memset(b, 0, sizeof *b);
  dfpn_book_header h;
  header(&h);
  int rc = dfpn_book_parse(d, len, &h, &b->e, &b->n);
  if (rc) return rc;
  b->cap = b->n;
  b->rows = h.shape[0], b->cols = h.shape[1], b->attacker = h.shape[2], b->depth = h.shape[3];
  b->stones = h.lo, b->setups = h.hi;
  bool colour = b->attacker == GO_BLACK || b->attacker == GO_WHITE;
  if (b->rows < 1 || b->cols < 1 || b->rows * b->cols > GO_SMALL_POINTS || !colour || b->stones < 0)
    return killall_book_free(b), YOMI_EPARSE;
  for (size_t i = 0; i < b->n; i++) {
    uint8_t f = b->e[i].flags;
    if (f & ~(KILLALL_BOOK_ATTACKER | KILLALL_BOOK_DEFENDER | KILLALL_BOOK_MOVE))
      return killall_book_free(b), YOMI_EPARSE;
    if ((f & KILLALL_BOOK_MOVE) && (b->e[i].move < 0 || b->e[i].move >= b->rows * b->cols))
      return killall_book_free(b), YOMI_EPARSE;
  }
  return 0;
}

int killall_book_load(killall_book *b, const char *path) {
  unsigned char *buf;
  size_t len;
  int rc = dfpn_book_read_file(path, &buf, &len);
  if (!rc) rc = killall_book_from_bytes(b, buf, len);
  free(buf);
  return rc;
}

void killall_book_lookup(const killall_book *b, const go_game *g, int attacker, go_book_hit *hit) {
  hit->flags = 0, hit->move = GO_NOMOVE;
  const go_board *cur = go_game_board(g);
  if (cur->rows != b->rows || cur->cols != b->cols || attacker != b->attacker) return;
  go_book_lookup_entries(b->e, b->n, g, hit);
}

const killall_book *killall_bookset_find(const killall_bookset *s, int rows, int cols, int attacker) {
  for (int i = 0; i < s->n; i++)
    if (s->book[i].rows == rows && s->book[i].cols == cols && s->book[i].attacker == attacker)
      return &s->book[i];
  return NULL;
}

int killall_bookset_add_bytes(killall_bookset *s, const unsigned char *data, size_t len) {
  if (s->n == KILLALL_BOOKSET_MAX) return YOMI_ERANGE;
  int rc = killall_book_from_bytes(&s->book[s->n], data, len);
  if (!rc) s->n++;
  return rc;
}

int killall_bookset_add_file(killall_bookset *s, const char *path) {
  if (s->n == KILLALL_BOOKSET_MAX) return YOMI_ERANGE;
  int rc = killall_book_load(&s->book[s->n], path);
  if (!rc) s->n++;
  return rc;
}

void killall_bookset_free(killall_bookset *s) {
  for (int i = 0; i < s->n; i++) killall_book_free(&s->book[i]);
  s->n = 0;
}
