/* cli/killall_gtp: `yomi killall gtp`, a GTP version 2 engine for Kill-All Go: the killall_* setup
 * commands (docs/killall.md), play and genmove by the rules of killall/game.h, the moves chosen by
 * killall/engine.h (the book of the board while the game stays in it: the books of data/books are
 * compiled in, --book FILE adds one, --no-book drops them; else a proof within --move-time and
 * --node-limit, else a fallback; each genmove says which on stderr), answered by
 * killall/engine_gtp.c. This file parses the options and serves stdin. */
#include <stdlib.h>

#include "cli/books.h"
#include "cli/cli.h"
#include "cli/gtp.h"
#include "core/opts.h"
#include "go/board.h"
#include "killall/book.h"
#include "killall/engine.h"

#define KAGTP_OPTIONS(X) \
  X(INT, solve_points, 16, 0, 64, "use the solver on boards of at most this many points") \
  X(INT, node_limit, 300000, 0, 1e15, "expansions allowed per proof (0: no limit)") \
  X(DOUBLE, move_time, 5, 0, 1e6, "seconds a genmove may spend proving (0: no limit but --node-limit)") \
  X(INT, seed, 1, 0, 1e15, "seed of the fallback move choice") \
  X(STR, book, NONE, 0, 0, "also use this book (yomi killall book build; before the built-in ones)") \
  X(FLAG, no_book, 0, 0, 1, "no built-in book")

typedef struct {
  KAGTP_OPTIONS(OPTS_FIELD)
} kagtp_opts;
#define OPTS_STRUCT kagtp_opts
static const opt_spec kagtp_specs[] = {KAGTP_OPTIONS(OPTS_SPEC)};
#undef OPTS_STRUCT

static int add_file(void *set, const char *path) { return killall_bookset_add_file(set, path); }
static int add_bytes(void *set, const unsigned char *d, size_t len) {
  return killall_bookset_add_bytes(set, d, len);
}

/* The engine with the options' settings and books: CLI_OK, or an error line. */
static int start(killall_engine *e, killall_bookset *books, const kagtp_opts *o) {
  static const cli_book_adders add = {add_file, add_bytes};
  int rc = cli_load_books(o->book, o->no_book, KILLALL_BOOK_MAGIC, &add, books);
  if (rc) return rc;
  *e = (killall_engine){.attacker = GO_BLACK,
                        .solve_points = o->solve_points,
                        .node_limit = o->node_limit,
                        .seed = (uint64_t)o->seed,
                        .move_time = o->move_time,
                        .books = books};
  const char *why;
  if (killall_engine_reset(e, KILLALL_PIEBOXING, 9, 9, &why)) return cli_error("%s", why);
  return CLI_OK;
}

int cli_killall_gtp(int argc, char **argv) {
  kagtp_opts o;
  int rc = gtp_cli_options(
      argc, argv, "usage: yomi killall gtp [options]   (GTP version 2 on stdin/stdout; see docs/killall.md)",
      kagtp_specs, OPTS_COUNT(kagtp_specs), &o);
  if (rc) return rc < 0 ? CLI_OK : rc;
  killall_engine *e = calloc(1, sizeof *e);
  killall_bookset *books = calloc(1, sizeof *books);
  if (!e || !books) rc = cli_fail(CLI_IO, "out of memory");
  else if (!(rc = start(e, books, &o))) {
    gtp_serve_notes(stdin, stdout, stderr, "yomi-killall", killall_engine_gtp_commands, e, e->note);
    killall_engine_free(e);
  }
  if (books) killall_bookset_free(books);
  free(e);
  free(books);
  return rc;
}
