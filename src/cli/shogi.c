/* cli/shogi: the `yomi shogi` verbs; each verb lives in its own file cli/shogi_VERB.c. */
#include "cli/cli.h"
#include "cli/shogi_verbs.h"
#include <stdlib.h>

int cli_shogi_perft(int argc, char **argv);
int cli_shogi_prev(int argc, char **argv);
int cli_shogi_unmove_check(int argc, char **argv);
int cli_shogi_prev_bench(int argc, char **argv);

static const cli_verb shogi_verbs[] = {
    {"perft", cli_shogi_perft, "leaf counts of the legal move tree (--divide: per move)"},
    {"prev", cli_shogi_prev, "list Prev_1 of a position: predecessors and their moves"},
    {"unmove-check", cli_shogi_unmove_check, "check un-moves against moves on random legal play"},
    {"prev-bench", cli_shogi_prev_bench, "Prev_1 and move generation calls per second"},
    {"count", cli_shogi_count, "exact number of K-canonical candidate positions |P_K|"},
    {"sample", cli_shogi_sample, "uniform candidate positions as SFEN (sample i a function of seed, i)"},
    {"rank", cli_shogi_rank, "the rank of a candidate position given as SFEN"},
    {"unrank", cli_shogi_unrank, "the candidate position of a rank, as SFEN"},
    {NULL, NULL, NULL},
};

void cli_shogi_begin_record(json_writer *w, int argc, char **argv) {
  char **full = malloc(((size_t)argc + 1) * sizeof *full);
  if (!full) {
    json_begin_record(w, argc, argv);
    return;
  }
  full[0] = "shogi";
  for (int i = 0; i < argc; i++) full[i + 1] = argv[i];
  json_begin_record(w, argc + 1, full);
  free(full);
}

int cli_shogi_main(int argc, char **argv) { return cli_dispatch("shogi", shogi_verbs, argc, argv); }
