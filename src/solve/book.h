/* solve/book: the game-independent half of a book of perfect play (go/book.h, killall/book.h):
 * entries keyed by a 64-bit position key, the file (a header whose magic names the game, sorted
 * entries, a checksum; docs/books.md), the lookup of a key, and the builder that walks a proof tree
 * through a game's callbacks: at the proof winner's nodes the first move of a proof of that node,
 * at the loser's every reply the game lists. */
#ifndef YOMI_SOLVE_BOOK_H
#define YOMI_SOLVE_BOOK_H
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* An entry's flags: the position lies in a proof tree of player 0's win (P0) or player 1's (P1),
 * and, with MOVE, move keeps the win of the side to move's proof. What the players and the wins are
 * is the game's (Go: Black's and White's bounds on the margin; Kill-All: the Attacker and the
 * Defender). */
enum { DFPN_BOOK_P0 = 1, DFPN_BOOK_P1 = 2, DFPN_BOOK_MOVE = 4 };

typedef struct dfpn_book_entry {
  uint64_t key;
  int8_t move; /* the game's move number, with DFPN_BOOK_MOVE */
  uint8_t flags;
} dfpn_book_entry;

#define DFPN_BOOK_MAGIC_LEN 8
/* The header of a book file: the game's magic, four bytes and two integers of its own. */
typedef struct dfpn_book_header {
  char magic[DFPN_BOOK_MAGIC_LEN]; /* e.g. "YOMIBOOK" (Go), "YOMIKILL" (Kill-All) */
  uint8_t shape[4];                /* Go: rows, cols, suicide, depth */
  int32_t lo, hi;
} dfpn_book_header;

/* The entry of key in e[0..n) (sorted by key), or NULL. */
const dfpn_book_entry *dfpn_book_find(const dfpn_book_entry *e, size_t n, uint64_t key);

/* Write the header, the n entries and the checksum to path: 0, YOMI_ENOMEM or YOMI_EIO. */
int dfpn_book_save(const char *path, const dfpn_book_header *h, const dfpn_book_entry *e, size_t n);
/* Read a book from bytes whose magic must be h->magic: 0 with the rest of *h and a malloc'ed *e[0..*n)
 * (sorted, keys distinct); YOMI_EPARSE (bad magic, version, size, order or checksum), YOMI_ENOMEM. */
int dfpn_book_parse(const unsigned char *d, size_t len, dfpn_book_header *h, dfpn_book_entry **e, size_t *n);
/* Whether the bytes open with magic (a book of that game). */
bool dfpn_book_is(const unsigned char *d, size_t len, const char *magic);
/* The whole of a file into a malloc'ed *data: 0, YOMI_EIO or YOMI_ENOMEM. */
int dfpn_book_read_file(const char *path, unsigned char **data, size_t *len);

/* The position the builder walks, through the game's callbacks (ctx is the game's). */
#define DFPN_BOOK_MAX_MOVES 400
typedef struct dfpn_book_game {
  void *ctx;
  bool (*leaf)(void *ctx);    /* the game is over here, or past the book's depth */
  uint64_t (*key)(void *ctx); /* the position's key (the one lookups compute) */
  int (*to_move)(void *ctx);  /* 0 or 1 */
  /* Prove that `winner` (to move) wins here: 0 with the proof's first *move, YOMI_EUNPROVED (the
   * other player wins), or an error. */
  int (*prove)(void *ctx, int winner, int *move);
  int (*replies)(void *ctx, int *moves); /* the loser's moves to follow (<= DFPN_BOOK_MAX_MOVES) */
  int (*play)(void *ctx, int move);
  void (*undo)(void *ctx);
} dfpn_book_game;

/* A book being built: entries in the order found, with an open-addressing index. */
typedef struct dfpn_book_builder {
  dfpn_book_entry *e;
  size_t n, cap;
  uint64_t *slot;                              /* 1 + index into e, 0 empty */
  size_t nslot;                                /* a power of two, more than twice n */
  void (*progress)(void *arg, size_t entries); /* called every 4096 entries, if given */
  void *arg;
} dfpn_book_builder;

/* Walk the proof tree of `winner`'s win from g's position, marking its positions with flag (P0 or
 * P1) and the winner's moves: 0, or the first error of a callback (YOMI_EUNPROVED: a proof found the
 * other winner), YOMI_ENOMEM. A position already marked with flag is not walked again. */
int dfpn_book_walk(dfpn_book_builder *w, const dfpn_book_game *g, int winner, uint8_t flag);
/* Sort the entries by key and free the index; the entries stay in w->e[0..n) (the caller's). */
void dfpn_book_finish(dfpn_book_builder *w);
void dfpn_book_builder_free(dfpn_book_builder *w);

#endif
