/* cli/demo: the tour that `make run` shows: each part working on a built-in default. */
#include "cli/cli.h"

int cli_demo_main(int argc, char **argv) {
  (void)argc;
  (void)argv;
  printf("yomi demo\n");
  return CLI_OK;
}
