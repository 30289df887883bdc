/* fuzz_gtp_go: the Go GTP engine (go/gtp.c, go/engine_gtp.c) on any command lines; proofs kept
 * small (boards of at most 9 points, 2000 expansions) so that an input runs in milliseconds. */
#include "go/engine.h"
#include "gtp_lines.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (size > 4096) return 0;
  static go_engine e;
  memset(&e, 0, sizeof e);
  e.suicide = GO_SUICIDE_FORBIDDEN, e.solve_points = 9, e.node_limit = 2000, e.seed = 1;
  if (go_engine_reset(&e, 19, 19)) abort();
  gtp_server s;
  if (gtp_server_init(&s, "yomi", go_engine_gtp_commands, &e)) abort();
  fuzz_gtp_session(&s, data, size);
  gtp_server_free(&s);
  go_engine_free(&e);
  return 0;
}
