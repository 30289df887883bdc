/* cli/bench: a fixed, deterministic workload: df-pn proofs of a few Go positions on 3x4 and 4x4 at
 * fixed komi. Prints the total expansions (the signature: identical run to run and build to build)
 * and expansions per second. */
#include <string.h>
#include "cli/cli.h"
#include "core/error.h"
#include "core/progress.h"
#include "go/knowledge.h"
#include "go/solvegame.h"
#include "go/static.h"
#include "solve/run.h"

typedef struct bench_pos {
  int rows, cols;
  const char *moves; /* comma-separated, "" for the empty board */
  double komi;
} bench_pos;

static const bench_pos bench_suite[] = {
    {3, 4, "", 3.5},
    {3, 4, "", 4.5},
    {4, 4, "B2,C3,C2", 1.5},
};

int cli_bench_main(int argc, char **argv) {
  int rc = cli_no_arguments(
      "bench",
      "A fixed, deterministic workload: df-pn proofs of three Go positions on 3x4 and 4x4\n"
      "(64 MiB table each). Prints each proof, the total expansions (the node-count\n"
      "signature, the same run to run and build to build) and expansions per second.",
      argc, argv);
  if (rc >= 0) return rc;
  progress_catch_sigint();
  uint64_t total = 0;
  double secs = 0;
  printf("yomi bench: df-pn, transposition table 64 MiB per proof\n");
  for (size_t i = 0; i < sizeof bench_suite / sizeof bench_suite[0]; i++) {
    const bench_pos *b = &bench_suite[i];
    int moves[64], bad = -1;
    int n = *b->moves ? go_parse_moves(b->moves, b->rows, b->cols, moves, 64, &bad) : 0;
    go_solvegame sg;
    if (n < 0 || go_solvegame_init(&sg, b->rows, b->cols, GO_SUICIDE_FORBIDDEN, moves, n, b->komi, &bad))
      return cli_error("bench: bad built-in position %zu", i);
    sg.know = go_knowledge_default(); /* the solver as `yomi go solve` runs it */
    dfpn_run_config cfg = {.interrupted = progress_interrupted};
    dfpn_opts_default(&cfg.opts);
    dfpn_result p;
    dfpn_run_once(&sg.iface, 64, &cfg, &p);
    go_solvegame_free(&sg);
    if (p.rc == YOMI_EINTR) return CLI_INTERRUPTED;
    if (p.rc) return cli_error("bench: position %zu: %s", i, yomi_strerror(p.rc));
    printf("  %dx%d komi %.1f moves %-10s %-5s %10llu expansions  %.2f s\n", b->rows, b->cols, b->komi,
           *b->moves ? b->moves : "-", p.winner == GO_SOLVE_BLACK ? "black" : "white",
           (unsigned long long)p.st.expansions, p.seconds);
    total += p.st.expansions;
    secs += p.seconds;
  }
  printf("Expansions: %llu\n", (unsigned long long)total);
  printf("Expansions/s: %.0f\n", secs > 0 ? total / secs : 0.0);
  return CLI_OK;
}
