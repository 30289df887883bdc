/* cli/go_book: `yomi go book build RxC --lo L --hi H --out FILE`: the book of perfect play on a
 * solved board (go/book.h) from Black's proof at komi L - 0.5 and White's at H + 0.5 (for the
 * value V: --lo V --hi V), and `yomi go book info FILE`: its header and counts. */
#include <stdio.h>
#include <string.h>

#include "cli/cli.h"
#include "cli/go_util.h"
#include "core/error.h"
#include "core/opts.h"
#include "core/timer.h"
#include "go/book.h"

#define GO_BOOK_OPTIONS(X) \
  X(INT, lo, 0, -64, 64, "Black's proof at komi LO - 0.5 (Black's margin is at least LO)") \
  X(INT, hi, 0, -64, 64, "White's proof at komi HI + 0.5 (Black's margin is at most HI)") \
  X(INT, depth, 0, 0, 255, "positions after at most this many moves (0: no limit)") \
  X(STR, out, NONE, 0, 0, "write the book to this file (required)") \
  X(STR, suicide, forbidden, 0, 0, "suicide rule: forbidden or allowed (multi-stone suicide)") \
  X(INT, tt_mb, 1024, 1, 1048576, "transposition table size in MiB")

typedef struct {
  GO_BOOK_OPTIONS(OPTS_FIELD)
} go_book_opts;
#define OPTS_STRUCT go_book_opts
static const opt_spec book_specs[] = {GO_BOOK_OPTIONS(OPTS_SPEC)};
#undef OPTS_STRUCT

static void progress(void *arg, size_t entries) {
  fprintf(stderr, "\r%zu positions, %.0f s", entries, timer_now() - *(double *)arg);
}

static int counts(const go_book *b, size_t *moves) {
  *moves = 0;
  for (size_t i = 0; i < b->n; i++) *moves += (b->e[i].flags & GO_BOOK_MOVE) != 0;
  return 0;
}

static int book_info(const char *file) {
  go_book b;
  int rc = go_book_load(&b, file);
  if (rc) return cli_error("cannot read the book '%s': %s", cli_quote(file), yomi_strerror(rc));
  size_t moves;
  counts(&b, &moves);
  printf("book: %dx%d, suicide %s, Black's margin >= %d (Black's proof), <= %d (White's proof)\n", b.rows,
         b.cols, b.suicide ? "allowed" : "forbidden", b.lo, b.hi);
  printf("positions: %zu, with a move: %zu, depth %d (0: no limit)\n", b.n, moves, b.depth);
  go_book_free(&b);
  return CLI_OK;
}

static int book_build(int argc, char **argv) {
  go_book_opts o;
  char *pos[2], err[256];
  int npos, rows, cols;
  if (opts_parse(book_specs, OPTS_COUNT(book_specs), &o, argc - 1, argv + 1, pos, 2, &npos, err, sizeof err))
    return cli_error("%s", err);
  if (npos != 1) return cli_error("go book build needs one board size RxC, e.g. 'yomi go book build 3x3'");
  if (!o.out) return cli_error("go book build needs --out FILE");
  go_suicide suicide;
  if (go_parse_suicide(o.suicide, &suicide)) return cli_error("--suicide must be forbidden or allowed");
  int rc = cli_go_size(pos[0], GO_SMALL_POINTS, &rows, &cols);
  if (rc) return rc;
  go_book b;
  double t0 = timer_now();
  rc = go_book_build(&b, rows, cols, suicide, (int)o.lo, (int)o.hi, (int)o.depth, (uint64_t)o.tt_mb, progress,
                     &t0);
  fprintf(stderr, "\n");
  if (rc == YOMI_EUNPROVED)
    return cli_error("a proof found the other winner: %lld..%lld is no bound", o.lo, o.hi);
  if (rc) return cli_error("book build failed: %s", yomi_strerror(rc));
  rc = go_book_save(&b, o.out);
  size_t moves;
  counts(&b, &moves);
  printf("book %dx%d: %zu positions, %zu with a move, %.1f s\n", rows, cols, b.n, moves, timer_now() - t0);
  go_book_free(&b);
  if (rc) return cli_error("cannot write '%s'", cli_quote(o.out));
  return CLI_OK;
}

int cli_go_book(int argc, char **argv) {
  if (argc < 2 || cli_wants_help(argc, argv)) {
    printf("usage: yomi go book build RxC --lo L --hi H --out FILE [options]\n"
           "       yomi go book info FILE\n\n");
    opts_help(stdout, book_specs, OPTS_COUNT(book_specs));
    return argc < 2 ? CLI_USAGE : CLI_OK;
  }
  if (strcmp(argv[1], "build") == 0) return book_build(argc - 1, argv + 1);
  if (strcmp(argv[1], "info") == 0 && argc == 3) return book_info(argv[2]);
  return cli_error("go book: unknown use '%s' (build RxC ..., or info FILE)", cli_quote(argv[1]));
}
