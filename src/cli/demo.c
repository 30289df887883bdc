/* cli/demo: the tour that `make run` shows: each part working on a built-in default, in about two
 * minutes on 2 cores, and the commands that go further. */
#include <stdio.h>
#include <string.h>

#include "cli/cli.h"

static int run(const char *title, int (*fn)(int, char **), char **argv) {
  int argc = 0;
  while (argv[argc]) argc++;
  printf("\n== %s\n$ yomi", title);
  for (int i = 0; i < argc; i++) printf(" %s", argv[i]);
  printf("\n");
  fflush(stdout);
  int rc = fn(argc, argv);
  fflush(stdout);
  return rc;
}

int cli_demo_main(int argc, char **argv) {
  (void)argv;
  if (argc > 0) return cli_error("yomi demo takes no arguments");
  printf("yomi %s: a tour of each part on a built-in default (about two minutes on 2 cores)\n",
         YOMI_VERSION);
  int bad = 0;

  char *count[] = {"shogi", "count", "--variant", "minishogi", NULL};
  bad |= run("Mini Shogi: the exact number of candidate positions |P_K| (GMP)", cli_main_shogi, count);
  char *reach[] = {"shogi", "reach", "--variant", "minishogi", "--sfen", "rbsgk/4p/5/P4/KGSBR b - 1", NULL};
  bad |= run("Mini Shogi: the start position is reachable (reverse search to a King-King position)",
             cli_main_shogi, reach);
  char *est[] = {"shogi", "estimate", "--variant", "minishogi", "--samples", "300000", "--seed", "1",
                 "--threads", "2", NULL};
  bad |= run("Mini Shogi: reachable positions, estimated from 300,000 uniform samples (seed: 2.38e18)",
             cli_main_shogi, est);

  printf("\n== Going further\n"
         "  yomi shogi estimate --variant shogi --samples 1000000 --threads 2   (seed: 6.55e68)\n"
         "  yomi shogi perft --variant shogi 5 ; yomi shogi prev --variant minishogi --sfen S\n"
         "  yomi --help ; yomi GAME --help ; results and their commands: docs/RESULTS.md\n");
  return bad ? CLI_FAIL : CLI_OK;
}
