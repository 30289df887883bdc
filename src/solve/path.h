/* solve/path: the boards of the search's current path (pre-root history included), with the set
 * hash that names the set of them; what a proof's transfer summary is checked against. */
#ifndef YOMI_SOLVE_PATH_H
#define YOMI_SOLVE_PATH_H
#include <stdbool.h>
#include <stdint.h>

/* Invariants: no board twice (positional superko: a path never repeats a board, so membership and
 * the set are the same thing); board[len-1] is the current board; set == sum of
 * dfpn_set_hash(board[i]) over i < len (order independent, so it names the set of boards). */
typedef struct dfpn_path {
  uint64_t *board;
  uint8_t *stones; /* stones on each board */
  int len, cap;
  uint64_t set;
} dfpn_path;

/* Hash of one board for set hashes (a sum of these names a set of boards). */
uint64_t dfpn_set_hash(uint64_t board);

/* Append a board (0 or YOMI_ENOMEM). The caller keeps it new (path_has false). */
int dfpn_path_push(dfpn_path *p, uint64_t board, int stones);
void dfpn_path_pop(dfpn_path *p);
/* Empty the path, keeping its memory. */
void dfpn_path_clear(dfpn_path *p);
void dfpn_path_free(dfpn_path *p);
static inline uint64_t dfpn_path_top(const dfpn_path *p) { return p->board[p->len - 1]; }
bool dfpn_path_has(const dfpn_path *p, uint64_t board);
/* The set hash of the path with board b added (if it is not the current board: xnew). */
static inline uint64_t dfpn_path_set_with(const dfpn_path *p, uint64_t b, bool xnew) {
  return p->set + (xnew ? dfpn_set_hash(b) : 0);
}

#endif
