/* cli/books: loading the books of an engine: the --book file, then the built-in books of its game
 * (the built-in books of every game share one list; each file's magic names its game). */
#include "cli/books.h"
#include "cli/cli.h"
#include "core/error.h"
#include "solve/book.h"

int cli_load_books(const char *file, bool no_book, const char *magic, const cli_book_adders *add, void *set) {
  int rc;
  if (file && (rc = add->file(set, file)))
    return cli_error("cannot read the book '%s': %s", cli_quote(file), yomi_strerror(rc));
  for (int i = 0; !no_book && yomi_books[i].begin; i++) {
    size_t len = (size_t)(yomi_books[i].end - yomi_books[i].begin);
    if (!dfpn_book_is(yomi_books[i].begin, len, magic)) continue; /* another game's */
    if (add->bytes(set, yomi_books[i].begin, len)) return cli_error("a built-in book is damaged");
  }
  return CLI_OK;
}
