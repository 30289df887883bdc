/* cli/killall_gtp: `yomi killall gtp`, a GTP version 2 engine for Kill-All Go: the killall_* setup
 * commands (docs/killall.md), play and genmove by the rules of killall/game.h, the moves chosen by
 * killall/engine.h (a proof within --move-time and --node-limit, else a fallback; each genmove says
 * which on stderr), answered by killall/engine_gtp.c. This file parses the options and serves stdin. */
#include <stdlib.h>

#include "cli/cli.h"
#include "cli/gtp.h"
#include "core/opts.h"
#include "go/board.h"
#include "killall/engine.h"

#define KAGTP_OPTIONS(X) \
  X(INT, solve_points, 16, 0, 64, "use the solver on boards of at most this many points") \
  X(INT, node_limit, 300000, 0, 1e15, "expansions allowed per proof (0: no limit)") \
  X(DOUBLE, move_time, 5, 0, 1e6, "seconds a genmove may spend proving (0: no limit but --node-limit)") \
  X(INT, seed, 1, 0, 1e15, "seed of the fallback move choice")

typedef struct {
  KAGTP_OPTIONS(OPTS_FIELD)
} kagtp_opts;
#define OPTS_STRUCT kagtp_opts
static const opt_spec kagtp_specs[] = {KAGTP_OPTIONS(OPTS_SPEC)};
#undef OPTS_STRUCT

int cli_killall_gtp(int argc, char **argv) {
  kagtp_opts o;
  int rc = gtp_cli_options(
      argc, argv, "usage: yomi killall gtp [options]   (GTP version 2 on stdin/stdout; see docs/killall.md)",
      kagtp_specs, OPTS_COUNT(kagtp_specs), &o);
  if (rc) return rc < 0 ? CLI_OK : rc;
  killall_engine *e = calloc(1, sizeof *e);
  if (!e) return cli_fail(CLI_IO, "out of memory");
  *e = (killall_engine){.attacker = GO_BLACK,
                        .solve_points = o.solve_points,
                        .node_limit = o.node_limit,
                        .seed = (uint64_t)o.seed,
                        .move_time = o.move_time};
  const char *why;
  if (killall_engine_reset(e, KILLALL_PIEBOXING, 9, 9, &why)) {
    free(e);
    return cli_error("%s", why);
  }
  gtp_serve_notes(stdin, stdout, stderr, "yomi-killall", killall_engine_gtp_commands, e, e->note);
  killall_engine_free(e);
  free(e);
  return CLI_OK;
}
