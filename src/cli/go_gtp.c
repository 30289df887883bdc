/* cli/go_gtp: `yomi go gtp`, a GTP version 2 engine for Go under positional superko (area
 * scoring). On boards of at most --solve-points points genmove plays a move that keeps the
 * game-theoretic value of the position with its history (go/value: the value by komi bisection;
 * the move of the proof that still wins at the komi just on the mover's side of it); elsewhere, or
 * when a proof exceeds --node-limit, a legal, non-suicidal move that does not fill its own eyes.
 * The commands are go/engine_gtp.c's; this file parses the options and serves stdin. */
#include <stdlib.h>

#include "cli/cli.h"
#include "cli/gtp.h"
#include "core/opts.h"
#include "go/engine.h"

#define GOGTP_OPTIONS(X) \
  X(STR, suicide, forbidden, 0, 0, "suicide rule: forbidden or allowed (multi-stone suicide)") \
  X(INT, solve_points, 9, 0, 64, "use the solver on boards of at most this many points") \
  X(INT, node_limit, 2000000, 0, 1e15, "expansions allowed per proof (0: no limit)") \
  X(INT, seed, 1, 0, 1e15, "seed of the fallback move choice")

typedef struct {
  GOGTP_OPTIONS(OPTS_FIELD)
} gogtp_opts;
#define OPTS_STRUCT gogtp_opts
static const opt_spec gogtp_specs[] = {GOGTP_OPTIONS(OPTS_SPEC)};
#undef OPTS_STRUCT

int cli_go_gtp(int argc, char **argv) {
  gogtp_opts o;
  int rc = gtp_cli_options(argc, argv, "usage: yomi go gtp [options]   (GTP version 2 on stdin/stdout)",
                           gogtp_specs, OPTS_COUNT(gogtp_specs), &o);
  if (rc) return rc < 0 ? CLI_OK : rc;
  go_engine *e = calloc(1, sizeof *e);
  if (!e) return cli_fail(CLI_IO, "out of memory");
  if (go_parse_suicide(o.suicide, &e->suicide)) {
    free(e);
    return cli_error("--suicide must be forbidden or allowed");
  }
  e->solve_points = (int)o.solve_points, e->node_limit = o.node_limit, e->seed = (uint64_t)o.seed;
  if (go_engine_reset(e, 19, 19)) {
    free(e);
    return cli_fail(CLI_IO, "out of memory");
  }
  gtp_serve(stdin, stdout, "yomi", go_engine_gtp_commands, e);
  go_engine_free(e);
  free(e);
  return CLI_OK;
}
