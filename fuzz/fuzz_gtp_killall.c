/* fuzz_gtp_killall: the Kill-All GTP engine (killall/engine_gtp.c) on any command lines; proofs
 * kept small (boards of at most 9 points, 2000 expansions). */
#include "gtp_lines.h"
#include "killall/engine.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (size > 4096) return 0;
  static killall_engine e;
  memset(&e, 0, sizeof e);
  e = (killall_engine){.attacker = GO_BLACK, .solve_points = 9, .node_limit = 2000, .seed = 1};
  const char *why;
  if (killall_engine_reset(&e, KILLALL_PIEBOXING, 9, 9, &why)) abort();
  gtp_server s;
  if (gtp_server_init(&s, "yomi-killall", killall_engine_gtp_commands, &e)) abort();
  fuzz_gtp_session(&s, data, size);
  gtp_server_free(&s);
  killall_engine_free(&e);
  return 0;
}
