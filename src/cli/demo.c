/* cli/demo: the tour that `make run` shows: each part working on a built-in default, in about two
 * minutes on 2 cores, and the commands that go further. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/cli.h"
#include "cli/plot.h"
#include "yomi_version.h"

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

/* A small proof drawn as a diagram, in $YOMI_DEMO_DIR (`make run`: build/demo; else ./yomi-demo). */
static int diagram(void) {
  const char *dir = getenv("YOMI_DEMO_DIR");
  if (!dir || !dir[0]) dir = "yomi-demo";
  if (cli_make_dir(dir)) return cli_error("cannot make the directory %s: %s", dir, strerror(errno)) != 0;
  char path[4096];
  snprintf(path, sizeof path, "%s/3x3-pv.svg", dir);
  char *solve[] = {"go", "solve", "3x3", "--komi", "8.5", "--svg", path, NULL};
  int rc = run("Go: a small proof drawn as a diagram (the principal variation, numbered)", cli_main_game,
               solve);
  if (!rc) printf("diagram: %s (SVG; docs/pictures.md)\n", path);
  return rc;
}

int cli_demo_main(int argc, char **argv) {
  int rc = cli_no_arguments(
      "demo",
      "A short tour of every part on a built-in default (what `make run` shows, about\n"
      "two minutes on 2 cores): Go values, a Kill-All proof, a proof drawn as SVG, Mini\n"
      "Shogi counts and an estimate, then the commands that go further.",
      argc, argv);
  if (rc >= 0) return rc;
  printf("yomi %s: a tour of each part on a built-in default (about two minutes on 2 cores)\n", YOMI_VERSION);
  int bad = 0;

  char *table[] = {"go", "table", "--max-points", "10", NULL};
  bad |= run("Go under positional superko: the value of every board up to 10 points, each proved by "
             "df-pn\n   (komi bisection: a Black proof at v-0.5, a White proof at v+0.5)",
             cli_main_game, table);
  char *killall[] = {"killall", "solve", "3x3", "--min-stones", NULL};
  bad |= run("Kill-All Go: the fewest Attacker stones that kill on 3x3 (Defender moves first)", cli_main_game,
             killall);
  bad |= diagram();
  char *count[] = {"shogi", "count", "--variant", "minishogi", NULL};
  bad |= run("Mini Shogi: the exact number of candidate positions |P_K| (GMP)", cli_main_game, count);
  char *reach[] = {"shogi", "reach", "--variant", "minishogi", "--sfen", "rbsgk/4p/5/P4/KGSBR b - 1", NULL};
  bad |= run("Mini Shogi: the start position is reachable (reverse search to a King-King position)",
             cli_main_game, reach);
  char *est[] = {"shogi",  "estimate", "--variant", "minishogi", "--samples", "300000",
                 "--seed", "1",        "--threads", "2",         NULL};
  bad |= run("Mini Shogi: reachable positions, estimated from 300,000 uniform samples (seed: 2.38e18)",
             cli_main_game, est);

  printf(
      "\n== Going further\n"
      "  yomi go value 4x4 ; yomi go solve 3x4 --komi 2.5 --sgf pv.sgf ; yomi go selftest --board 2x3\n"
      "  yomi killall play --size 9 --setup pieboxing ; yomi go gtp ; yomi killall solve 4x4 --min-stones\n"
      "  yomi shogi estimate --variant shogi --samples 1000000 --threads 2   (seed: 6.55e68)\n"
      "  yomi shogi perft --variant shogi 5 ; yomi shogi prev --variant minishogi --sfen S\n"
      "  yomi --help ; yomi GAME --help ; results and their commands: docs/RESULTS.md\n");
  return bad ? CLI_FAIL : CLI_OK;
}
