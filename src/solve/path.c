/* solve/path: the search path of boards (see path.h). */
#include "solve/path.h"
#include <stdlib.h>
#include "core/error.h"
#include "core/hash.h"

uint64_t dfpn_set_hash(uint64_t x) { return hash_splitmix64(x); }

int dfpn_path_push(dfpn_path *p, uint64_t board, int stones) {
  if (p->len == p->cap) {
    int cap = p->cap ? 2 * p->cap : 256;
    uint64_t *b = realloc(p->board, (size_t)cap * sizeof *b);
    if (!b) return YOMI_ENOMEM;
    p->board = b;
    uint8_t *t = realloc(p->stones, (size_t)cap);
    if (!t) return YOMI_ENOMEM;
    p->stones = t;
    p->cap = cap;
  }
  p->board[p->len] = board;
  p->stones[p->len] = (uint8_t)stones;
  p->len++;
  p->set += dfpn_set_hash(board);
  return YOMI_OK;
}

void dfpn_path_pop(dfpn_path *p) {
  p->len--;
  p->set -= dfpn_set_hash(p->board[p->len]);
}

void dfpn_path_clear(dfpn_path *p) {
  p->len = 0;
  p->set = 0;
}

void dfpn_path_free(dfpn_path *p) {
  free(p->board);
  free(p->stones);
  *p = (dfpn_path){0};
}

bool dfpn_path_has(const dfpn_path *p, uint64_t board) {
  for (int i = p->len - 1; i >= 0; i--)
    if (p->board[i] == board) return true;
  return false;
}
