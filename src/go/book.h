/* go/book: an opening book of perfect play on a solved board (<= 64 points): for each position
 * reached along the two proofs that pin the board's value V (Black's at komi V - 0.5, White's at
 * V + 0.5; at the winner's nodes its proved move, at the loser's every legal reply), the value bound
 * that holds there and, where the side to move is that proof's winner, the move that keeps it. A
 * position is keyed by its stones, side to move, pass state and the SET of boards of its history
 * (the whole of what positional superko needs: legality and value depend on nothing else), so a
 * book move is sound along any history with that key. The file: a header, sorted entries, a
 * checksum (docs/books.md). */
#ifndef YOMI_GO_BOOK_H
#define YOMI_GO_BOOK_H
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include "go/board.h"
#include "go/symmetry.h"
#include "solve/book.h"

/* An entry's flags (solve/book.h: player 0 is Black, player 1 White). */
enum {
  GO_BOOK_LO = DFPN_BOOK_P0, /* in Black's proof: Black's margin is at least book.lo here */
  GO_BOOK_HI = DFPN_BOOK_P1, /* in White's proof: Black's margin is at most book.hi here */
  GO_BOOK_MOVE =
      DFPN_BOOK_MOVE /* move keeps the bound of the side to move's proof (LO for Black, HI for White) */
};

/* The file is solve/book.c's with this magic; its four shape bytes rows, cols, suicide, depth. */
#define GO_BOOK_MAGIC "YOMIBOOK"

/* move: a point or GO_PASS, with GO_BOOK_MOVE. */
typedef dfpn_book_entry go_book_entry;

/* Invariant: e[0..n) sorted by key, keys distinct; lo <= hi (the value V when lo == hi). */
typedef struct go_book {
  int rows, cols;
  go_suicide suicide;
  int lo, hi;
  int depth; /* positions after at most this many moves (0: every position of the two proofs) */
  size_t n, cap;
  go_book_entry *e;
} go_book;

/* What a lookup found for the position of a game. */
typedef struct go_book_hit {
  uint8_t flags; /* 0: not in the book */
  int move;      /* with GO_BOOK_MOVE: the move in the game's own orientation */
} go_book_hit;

/* The key of g's position and history as seen through symmetry `sym` (0..7; 0 is the identity) of
 * its rows x cols board: stones, side to move, a pass just played, the set of the history's boards. */
uint64_t go_book_key(const go_game *g, int sym);
/* Look g's position up (under each symmetry of the board): 0 with *hit (flags 0 when absent). */
void go_book_lookup(const go_book *b, const go_game *g, go_book_hit *hit);
/* The same in the entries e[0..n) of any book keyed by go_book_key (Kill-All's too), whatever g's
 * board: the move mapped back into g's orientation. */
void go_book_lookup_entries(const go_book_entry *e, size_t n, const go_game *g, go_book_hit *hit);
/* A book walk's replies at a loser's node of g: every legal move (the pass only with `pass`), one
 * per orbit of the symmetries of s that fix the whole history (lookups try every symmetry). */
int go_book_replies(const go_symmetry *s, const go_game *g, bool pass, int *moves);

/* Build the book of the empty rows x cols board: Black's proof tree at komi lo - 0.5 and White's at
 * hi + 0.5, each position after at most `depth` moves (0: no limit; beyond it the engine solves),
 * every proof by df-pn on one table of tt_mb MiB (no static rules, so that every winner's node has a
 * move). progress(arg, entries), if given, is called now and then. 0, YOMI_EUNPROVED (a proof found
 * the other winner: lo or hi is not a bound of the value), YOMI_ESIZE, YOMI_ENOMEM. */
int go_book_build(go_book *b, int rows, int cols, go_suicide suicide, int lo, int hi, int depth,
                  uint64_t tt_mb, void (*progress)(void *arg, size_t entries), void *arg);
void go_book_free(go_book *b);

/* The file: write (0 or YOMI_EIO), read from bytes (0 or YOMI_EPARSE: bad magic, version, size or
 * checksum; YOMI_ENOMEM), read a file (those, or YOMI_EIO). */
int go_book_save(const go_book *b, const char *path);
int go_book_from_bytes(go_book *b, const unsigned char *data, size_t len);
int go_book_load(go_book *b, const char *path);

/* A few books, one per board (the engine picks the one of its board). */
#define GO_BOOKSET_MAX 8
typedef struct go_bookset {
  int n;
  go_book book[GO_BOOKSET_MAX];
} go_bookset;
/* The book of a rows x cols board under `suicide`, or NULL. */
const go_book *go_bookset_find(const go_bookset *s, int rows, int cols, go_suicide suicide);
/* Add a book read from bytes (the set takes it): 0, YOMI_ERANGE (full), or go_book_from_bytes' error. */
int go_bookset_add_bytes(go_bookset *s, const unsigned char *data, size_t len);
int go_bookset_add_file(go_bookset *s, const char *path);
void go_bookset_free(go_bookset *s);

#endif
