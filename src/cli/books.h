/* cli/books: the books of perfect play compiled into the binary (cmake/books.cmake generates the
 * list from the .book files of data/books). */
#ifndef YOMI_CLI_BOOKS_H
#define YOMI_CLI_BOOKS_H

typedef struct yomi_embedded_book {
  const unsigned char *begin, *end;
} yomi_embedded_book;

/* Ended by an entry with begin NULL. */
extern const yomi_embedded_book yomi_books[];

#endif
