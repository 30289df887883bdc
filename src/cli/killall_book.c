/* cli/killall_book: `yomi killall book build RxC --stones K --out FILE`: the Kill-All book of every
 * setup of K Attacker stones (killall/book.h), and `yomi killall book info FILE`: its header and
 * counts. */
#include <stdio.h>
#include <string.h>

#include "cli/cli.h"
#include "cli/go_util.h"
#include "core/error.h"
#include "core/opts.h"
#include "core/timer.h"
#include "killall/book.h"

#define KILLALL_BOOK_OPTIONS(X) \
  X(INT, stones, 1, 0, 32, "the setups: every set of this many Attacker stones, one per symmetry orbit") \
  X(INT, depth, 0, 0, 255, "positions after at most this many moves of play (0: no limit)") \
  X(STR, out, NONE, 0, 0, "write the book to this file (required)") \
  X(INT, tt_mb, 1024, 1, 1048576, "transposition table size in MiB")

typedef struct {
  KILLALL_BOOK_OPTIONS(OPTS_FIELD)
} killall_book_opts;
#define OPTS_STRUCT killall_book_opts
static const opt_spec book_specs[] = {KILLALL_BOOK_OPTIONS(OPTS_SPEC)};
#undef OPTS_STRUCT

static void progress(void *arg, size_t entries) {
  fprintf(stderr, "\r%zu positions, %.0f s", entries, timer_now() - *(double *)arg);
}

static size_t with_move(const killall_book *b) {
  size_t moves = 0;
  for (size_t i = 0; i < b->n; i++) moves += (b->e[i].flags & KILLALL_BOOK_MOVE) != 0;
  return moves;
}

static int book_info(const char *file) {
  killall_book b;
  int rc = killall_book_load(&b, file);
  if (rc) return cli_error("cannot read the Kill-All book '%s': %s", cli_quote(file), yomi_strerror(rc));
  printf("book: Kill-All %dx%d, Attacker %s, %d setups of %d stones\n", b.rows, b.cols,
         b.attacker == GO_BLACK ? "black" : "white", b.setups, b.stones);
  printf("positions: %zu, with a move: %zu, depth %d (0: no limit)\n", b.n, with_move(&b), b.depth);
  killall_book_free(&b);
  return CLI_OK;
}

static int book_build(int argc, char **argv) {
  killall_book_opts o;
  char *pos[2], err[256];
  int npos, rows, cols;
  if (opts_parse(book_specs, OPTS_COUNT(book_specs), &o, argc - 1, argv + 1, pos, 2, &npos, err, sizeof err))
    return cli_error("%s", err);
  if (npos != 1)
    return cli_error("killall book build needs one board size RxC, e.g. 'yomi killall book build 4x4'");
  if (!o.out) return cli_error("killall book build needs --out FILE");
  int rc = cli_go_size(pos[0], GO_SMALL_POINTS, &rows, &cols);
  if (rc) return rc;
  killall_book b;
  double t0 = timer_now();
  rc = killall_book_build(&b, rows, cols, (int)o.stones, (int)o.depth, (uint64_t)o.tt_mb, progress, &t0);
  fprintf(stderr, "\n");
  if (rc == YOMI_EINVAL) return cli_error("--stones must be at most half the points");
  if (rc) return cli_error("book build failed: %s", yomi_strerror(rc));
  rc = killall_book_save(&b, o.out);
  printf("book Kill-All %dx%d, %d stones: %d setups (Attacker wins %d, Defender wins %d), %zu positions, %zu "
         "with a move, %.1f s\n",
         rows, cols, b.stones, b.setups, b.won[0], b.won[1], b.n, with_move(&b), timer_now() - t0);
  killall_book_free(&b);
  if (rc) return cli_error("cannot write '%s'", cli_quote(o.out));
  return CLI_OK;
}

int cli_killall_book(int argc, char **argv) {
  if (argc < 2 || cli_wants_help(argc, argv)) {
    printf("usage: yomi killall book build RxC --stones K --out FILE [options]\n"
           "       yomi killall book info FILE\n\n");
    opts_help(stdout, book_specs, OPTS_COUNT(book_specs));
    return argc < 2 ? CLI_USAGE : CLI_OK;
  }
  if (strcmp(argv[1], "build") == 0) return book_build(argc - 1, argv + 1);
  if (strcmp(argv[1], "info") == 0 && argc == 3) return book_info(argv[2]);
  return cli_error("killall book: unknown use '%s' (build RxC ..., or info FILE)", cli_quote(argv[1]));
}
