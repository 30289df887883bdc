/* cli/books: the books of perfect play compiled into the binary (cmake/books.cmake generates the
 * list from the .book files of data/books). */
#ifndef YOMI_CLI_BOOKS_H
#define YOMI_CLI_BOOKS_H
#include <stdbool.h>
#include <stddef.h>

typedef struct yomi_embedded_book {
  const unsigned char *begin, *end;
} yomi_embedded_book;

/* Ended by an entry with begin NULL. */
extern const yomi_embedded_book yomi_books[];

/* How a game's set of books takes one more (0, or an error code). */
typedef struct cli_book_adders {
  int (*file)(void *set, const char *path);
  int (*bytes)(void *set, const unsigned char *data, size_t len);
} cli_book_adders;
/* The book `file` (NULL: none) into set, then unless no_book the built-in books whose magic is
 * `magic`: CLI_OK, or the error line printed and its exit status. */
int cli_load_books(const char *file, bool no_book, const char *magic, const cli_book_adders *add, void *set);

#endif
