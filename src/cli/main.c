/* yomi: one binary, `yomi GAME VERB [ARGS] [--options]`. */
#include "cli/cli.h"
#include "cli/proof.h"
#include "core/json.h"
#include "core/progress.h"
#include "yomi_version.h"
#include <errno.h>
#include <stdlib.h>
#include <string.h>

static const cli_verb games[] = {
    {"go", cli_go_main, "Go under positional superko: value, solve, table, selftest, gtp"},
    {"killall", cli_killall_main, "Kill-All Go: play, solve, gtp"},
    {"shogi", cli_shogi_main, "Shogi and Mini Shogi: perft, prev, count, reach, estimate"},
    {"verify", cli_verify_main, "check a proof certificate (written by solve --proof)"},
    {"explore", cli_explore_main, "a proof certificate as a page to walk: explore FILE --html OUT.html"},
    {"records", cli_records_main, "records files of campaigns: check and recombine them"},
    {"demo", cli_demo_main, "a short tour of every part (what `make run` shows)"},
    {"bench", cli_bench_main, "fixed deterministic workload: node-count signature and speed"},
    {NULL, NULL, NULL},
};

int cli_main_game(int argc, char **argv) {
  for (const cli_verb *g = games; g->name; g++)
    if (argc > 0 && strcmp(g->name, argv[0]) == 0) return g->run(argc - 1, argv + 1);
  return cli_error("unknown command '%s' (try 'yomi --help')", cli_quote(argc > 0 ? argv[0] : ""));
}

static int run_main(int argc, char **argv) {
  if (argc < 2) return cli_error("a game is needed: yomi GAME VERB ... (try 'yomi --help')");
  if (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0) {
    printf("yomi %s: solve and measure board games\n\n", YOMI_VERSION);
    printf("usage: yomi GAME VERB [ARGS] [--options]\n\n");
    for (const cli_verb *g = games; g->name; g++) printf("  %-8s %s\n", g->name, g->summary);
    printf("\n'yomi GAME --help' lists a game's commands.\n\n%s", cli_exit_help);
    printf(
        "environment: YOMI_PROGRESS=SECONDS  a progress line on stderr every SECONDS, also off a terminal\n"
        "  (a run in the background, its stderr in a log); unset, the line is drawn on a terminal alone\n");
    return CLI_OK;
  }
  if (strcmp(argv[1], "--version") == 0) {
    printf("yomi %s\n", YOMI_VERSION);
    return CLI_OK;
  }
  for (const cli_verb *g = games; g->name; g++)
    if (strcmp(g->name, argv[1]) == 0) return g->run(argc - 2, argv + 2);
  return cli_error("unknown command '%s' (try 'yomi --help')", cli_quote(argv[1]));
}

/* Every verb's output is checked here, once: a full disk or a closed pipe under stdout is an error
 * (exit status CLI_IO unless the verb already failed), not a silent success. */
int main(int argc, char **argv) {
  json_set_command_line(argc, argv);
  const char *every = getenv("YOMI_PROGRESS");
  int rc = progress_every(every) == 0
               ? run_main(argc, argv)
               : cli_error(
                     "YOMI_PROGRESS '%s': expected the seconds between progress lines, a number above 0 "
                     "and at most 86400 (unset it for the terminal's progress line)",
                     cli_quote(every));
  errno = 0;
  int flushed = fflush(stdout), e = errno;
  if (flushed != 0 || ferror(stdout)) {
    cli_error("cannot write standard output%s%s", e ? ": " : "", e ? strerror(e) : "");
    if (rc == CLI_OK) rc = CLI_IO;
  }
  return rc;
}
