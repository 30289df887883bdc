/* cli/bench: a fixed, deterministic workload; prints a node-count signature and speed. */
#include "cli/cli.h"

int cli_bench_main(int argc, char **argv) {
  (void)argc;
  (void)argv;
  printf("yomi bench\n");
  return CLI_OK;
}
