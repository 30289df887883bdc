/* killall/book: a book of perfect play for Kill-All on a small board (<= 64 points): for each setup
 * of `stones` Attacker stones (one per orbit of the board's symmetries; the Defender to move), the
 * proof tree of whoever wins it, with at the winner's nodes its proved move and at the loser's every
 * legal reply. Positions are keyed as Go's (go_book_key: stones, side to move, the set of the boards
 * since the setup, under each symmetry), which is all the Kill-All verdict depends on, so a book move
 * keeps the win along any history with that key. The file is solve/book.c's with the magic
 * "YOMIKILL" and the shape bytes rows, cols, the Attacker's colour, depth (docs/books.md). */
#ifndef YOMI_KILLALL_BOOK_H
#define YOMI_KILLALL_BOOK_H
#include <stddef.h>
#include <stdint.h>
#include "go/board.h"
#include "go/book.h"
#include "solve/book.h"

#define KILLALL_BOOK_MAGIC "YOMIKILL"

/* An entry's flags: in a proof of the Attacker's win, of the Defender's, and the move that keeps
 * the side to move's win. */
enum {
  KILLALL_BOOK_ATTACKER = DFPN_BOOK_P0,
  KILLALL_BOOK_DEFENDER = DFPN_BOOK_P1,
  KILLALL_BOOK_MOVE = DFPN_BOOK_MOVE
};

/* Invariant: e[0..n) sorted by key, keys distinct. */
typedef struct killall_book {
  int rows, cols;
  int attacker; /* colour of the Attacker's stones */
  int depth;    /* positions after at most this many moves of play (0: every position of the proofs) */
  int stones;   /* Attacker stones of the setups (the header's lo) */
  int setups;   /* setups walked (the header's hi) */
  int won[2];   /* of them, won by the Attacker [0] and the Defender [1] (not in the file) */
  size_t n, cap;
  dfpn_book_entry *e;
} killall_book;

/* Build the book of every setup of `stones` Attacker stones (Black) on rows x cols, walking each
 * setup's proof to `depth` moves (0: no limit), every proof by df-pn (the engine's solver, default
 * options) on one table of tt_mb MiB. progress as go_book_build. 0, YOMI_ESIZE, YOMI_EINVAL,
 * YOMI_ENOMEM, or a proof's error. */
int killall_book_build(killall_book *b, int rows, int cols, int stones, int depth, uint64_t tt_mb,
                       void (*progress)(void *arg, size_t entries), void *arg);
void killall_book_free(killall_book *b);
int killall_book_save(const killall_book *b, const char *path);
/* From bytes: 0, YOMI_EPARSE (not a Kill-All book, or damaged), YOMI_ENOMEM. */
int killall_book_from_bytes(killall_book *b, const unsigned char *data, size_t len);
int killall_book_load(killall_book *b, const char *path);

/* Look up g (a game of play since its setup, the Attacker's colour attacker): *hit's flags 0 when
 * the position is not in the book (or the book is of another board or Attacker colour). */
void killall_book_lookup(const killall_book *b, const go_game *g, int attacker, go_book_hit *hit);

/* A few books, one per board. */
#define KILLALL_BOOKSET_MAX 8
typedef struct killall_bookset {
  int n;
  killall_book book[KILLALL_BOOKSET_MAX];
} killall_bookset;
const killall_book *killall_bookset_find(const killall_bookset *s, int rows, int cols, int attacker);
/* Add a book (the set takes it): 0, YOMI_ERANGE (full), or the reader's error. */
int killall_bookset_add_bytes(killall_bookset *s, const unsigned char *data, size_t len);
int killall_bookset_add_file(killall_bookset *s, const char *path);
void killall_bookset_free(killall_bookset *s);

#endif
