/* cli/go_gtp: `yomi go gtp`, a GTP version 2 engine for Go under positional superko (area
 * scoring). genmove plays from the book of the board while the game stays in it (the books of
 * data/books are compiled in; --book FILE adds one, --no-book drops them), else, on boards of at most
 * --solve-points points, the move of a df-pn proof of the position with its history at the game's
 * komi within --move-time seconds (and --node-limit expansions), else a legal, non-suicidal move that
 * does not fill its own eyes (go/play.h). Each genmove says on stderr whether its move was proved or
 * a fallback. The commands are go/engine_gtp.c's; this file parses the options and serves stdin. */
#include <stdlib.h>

#include "cli/books.h"
#include "cli/cli.h"
#include "cli/gtp.h"
#include "core/error.h"
#include "core/opts.h"
#include "go/book.h"
#include "go/engine.h"
#include "go/play.h"

#define GOGTP_OPTIONS(X) \
  X(STR, suicide, forbidden, 0, 0, "suicide rule: forbidden or allowed (multi-stone suicide)") \
  X(INT, solve_points, 16, 0, 64, "use the solver on boards of at most this many points") \
  X(INT, node_limit, 0, 0, 1e15, "expansions allowed per proof (0: no limit but --move-time)") \
  X(DOUBLE, move_time, 5, 0, 1e6, "seconds a genmove may spend proving") \
  X(STR, book, NONE, 0, 0, "also use this book (yomi go book build; before the built-in ones)") \
  X(FLAG, no_book, 0, 0, 1, "no built-in book") \
  X(INT, seed, 1, 0, 1e15, "seed of the fallback move choice")

typedef struct {
  GOGTP_OPTIONS(OPTS_FIELD)
} gogtp_opts;
#define OPTS_STRUCT gogtp_opts
static const opt_spec gogtp_specs[] = {GOGTP_OPTIONS(OPTS_SPEC)};
#undef OPTS_STRUCT

static int add_file(void *set, const char *path) { return go_bookset_add_file(set, path); }
static int add_bytes(void *set, const unsigned char *d, size_t len) {
  return go_bookset_add_bytes(set, d, len);
}

/* --book first, then the built-in books: CLI_OK or an error line. */
static int load_books(const gogtp_opts *o, go_bookset *set) {
  static const cli_book_adders add = {add_file, add_bytes};
  return cli_load_books(o->book, o->no_book, GO_BOOK_MAGIC, &add, set);
}

int cli_go_gtp(int argc, char **argv) {
  gogtp_opts o;
  int rc = gtp_cli_options(argc, argv, "usage: yomi go gtp [options]   (GTP version 2 on stdin/stdout)",
                           gogtp_specs, OPTS_COUNT(gogtp_specs), &o);
  if (rc) return rc < 0 ? CLI_OK : rc;
  go_engine *e = calloc(1, sizeof *e);
  go_bookset *books = calloc(1, sizeof *books);
  if (!e || !books || go_engine_reset(e, 19, 19)) rc = cli_fail(CLI_IO, "out of memory");
  else if (go_parse_suicide(o.suicide, &e->suicide)) rc = cli_error("--suicide must be forbidden or allowed");
  else rc = load_books(&o, books);
  if (!rc) {
    e->solve_points = (int)o.solve_points, e->node_limit = o.node_limit, e->seed = (uint64_t)o.seed;
    e->move_time = o.move_time, e->books = books;
    gtp_serve_notes(stdin, stdout, stderr, "yomi", go_engine_gtp_commands, e, e->note);
  }
  if (e) go_engine_free(e);
  if (books) go_bookset_free(books);
  free(e);
  free(books);
  return rc;
}
