/* cli/go_campaign: `yomi go campaign RxC --komi K | --value V`: one proof (or the two that pin a
 * value) split into subproblems, run on threads or MPI ranks, recorded and combined (solve/campaign.h,
 * go/campaign.h; docs/campaigns.md). */
#include <stdlib.h>
#include <string.h>
#include "cli/campaign.h"
#include "cli/cli.h"
#include "cli/go_util.h"
#include "core/error.h"
#include "core/progress.h"
#include "go/campaign.h"

#define GO_CAMPAIGN_OPTIONS(X) \
  X(STR, komi, NONE, 0, 0, "komi, a half-integer: prove who wins") \
  X(INT, value, -1000, -1000, 64, "prove the value V: a Black win at V-0.5 and a White win at V+0.5") \
  X(STR, moves, NONE, 0, 0, "start after these moves, e.g. C3,D4,pass") \
  X(STR, suicide, forbidden, 0, 0, "suicide rule: forbidden or allowed") \
  X(FLAG, no_symmetry, 0, 0, 1, "list every move even where the history is symmetric")

#define GO_CAMPAIGN_MAX_MOVES 1024 /* start moves, --deepen's included */

typedef struct go_campaign_opts {
  GO_CAMPAIGN_OPTIONS(OPTS_FIELD)
} go_campaign_opts;
#define OPTS_STRUCT go_campaign_opts
static const opt_spec go_campaign_specs[] = {GO_CAMPAIGN_OPTIONS(OPTS_SPEC)};
#undef OPTS_STRUCT

typedef struct go_campaign_cmd {
  go_campaign_opts o;
  cli_campaign_opts c;
  go_knowledge_opts k;
  go_knowledge know;
  int rows, cols, nmoves, moves[GO_CAMPAIGN_MAX_MOVES];
  char start[GO_CAMPAIGN_MAX_MOVES * 6]; /* the start moves in words, "" for none */
  double komi;
  go_suicide suicide;
} go_campaign_cmd;

/* The position: board, moves, komi or value, suicide. 0 or CLI_USAGE. */
static int parse_position(go_campaign_cmd *c, const char *size) {
  if (cli_go_size(size, GO_SMALL_POINTS, &c->rows, &c->cols)) return CLI_USAGE;
  if (!c->o.komi == (c->o.value == -1000))
    return cli_error("yomi go campaign: give either --komi K or --value V");
  if (c->o.komi && go_parse_komi(c->o.komi, &c->komi))
    return cli_error("bad komi '%s' (expected a half-integer such as 1.5 or -0.5)", cli_quote(c->o.komi));
  int n = c->rows * c->cols;
  if (c->o.value != -1000 && (c->o.value < -n || c->o.value > n))
    return cli_error("--value %d: a value on %s lies in %d..%d", (int)c->o.value, size, -n, n);
  if (go_parse_suicide(c->o.suicide, &c->suicide))
    return cli_error("bad --suicide '%s' (forbidden or allowed)", cli_quote(c->o.suicide));
  int bad = -1;
  c->nmoves = c->o.moves && *c->o.moves
                  ? go_parse_moves(c->o.moves, c->rows, c->cols, c->moves, GO_CAMPAIGN_MAX_MOVES, &bad)
                  : 0;
  if (c->nmoves < 0)
    return cli_error("bad --moves: item %d of '%s' is not a move on %s", bad + 1, cli_quote(c->o.moves),
                     size);
  go_moves_list(c->moves, c->nmoves, c->rows, c->cols, c->start, sizeof c->start);
  return 0;
}

static int parse(int argc, char **argv, go_campaign_cmd *c) {
  opt_group g[5] = {OPT_GROUP(go_campaign_specs, &c->o),
                    {go_knowledge_opt_specs, go_knowledge_opt_count, &c->k}};
  cli_campaign_groups(&c->c, g + 2);
  char *pos[4], err[256];
  int npos = 0;
  if (cli_wants_help(argc, argv)) {
    printf("usage: yomi go campaign RxC --komi K | --value V [options]  (also under mpirun -n K)\n\n");
    opts_help_groups(stdout, g, 5);
    return -1;
  }
  if (opts_parse_groups(g, 5, argc - 1, argv + 1, pos, 4, &npos, err, sizeof err) ||
      go_knowledge_from_opts(&c->k, &c->know, err, sizeof err))
    return cli_error("%s", err);
  if (npos != 1) return cli_error("yomi go campaign: expected one board size RxC");
  int rc = parse_position(c, pos[0]);
  return rc ? rc : cli_campaign_check(&c->c);
}

/* One campaign at komi after moves[0..n): its exit code; *winner the root's winner or -1. */
static int run_once(const go_campaign_cmd *c, double komi, const int *moves, int n, cli_campaign_more *more,
                    int *winner, int *rank) {
  go_campaign gc;
  int bad = -1;
  int rc = go_campaign_init(&gc, c->rows, c->cols, c->suicide, moves, n, komi, c->know, !c->o.no_symmetry,
                            &bad);
  if (rc == YOMI_EILLEGAL) return cli_error("bad --moves: move %d is illegal", bad + 1);
  if (rc) return cli_error("cannot set up the game: %s", yomi_strerror(rc));
  rc = cli_campaign_run(&gc.cg, &c->c, winner, rank, more);
  go_campaign_free(&gc);
  return rc;
}

/* A campaign at komi after the start moves, then path (cli_campaign_once). */
typedef struct go_at {
  const go_campaign_cmd *c;
  double komi;
} go_at;

static int once(void *ctx, const char *path, cli_campaign_more *more, int *winner, int *rank) {
  const go_at *a = ctx;
  const go_campaign_cmd *c = a->c;
  int *moves = malloc(sizeof(int) * GO_CAMPAIGN_MAX_MOVES), n = c->nmoves, bad = -1;
  if (!moves) return cli_error("out of memory");
  memcpy(moves, c->moves, sizeof(int) * (size_t)n);
  int k = path[0] ? go_parse_moves(path, c->rows, c->cols, moves + n, GO_CAMPAIGN_MAX_MOVES - n, &bad) : 0;
  int rc = k < 0 ? cli_error("--deepen: cannot read the path '%s'", path)
                 : run_once(c, a->komi, moves, n + k, more, winner, rank);
  free(moves);
  return rc;
}

static int run_at(const go_campaign_cmd *c, double komi, int *winner, int *rank) {
  go_at a = {c, komi};
  return cli_campaign_deep(once, &a, &c->c, c->start, winner, rank);
}

/* --value V: a Black win at V - 0.5 (none needed at -n) and a White win at V + 0.5 (none at n); a
 * pruned run proves its own side's half only. */
static int run_value(const go_campaign_cmd *c) {
  int v = (int)c->o.value, n = c->rows * c->cols, wb = -1, ww = -1, rank = 0, rc = 0;
  bool need_b = v > -n && c->know.prune != GO_SOLVE_WHITE, need_w = v < n && c->know.prune != GO_SOLVE_BLACK;
  if (need_b) rc = run_at(c, v - 0.5, &wb, &rank);
  if (!rc && need_w) rc = run_at(c, v + 0.5, &ww, &rank);
  if (rc || rank) return rc;
  bool lo_ok = v == -n || wb == GO_SOLVE_BLACK, hi_ok = v == n || ww == GO_SOLVE_WHITE;
  if (lo_ok && hi_ok) printf("value: %d\n", v);
  else if (lo_ok) printf("value: >= %d%s\n", v, need_w ? " (not <= it)" : "");
  else if (hi_ok) printf("value: <= %d%s\n", v, need_b ? " (not >= it)" : "");
  else printf("value: not %d (neither side's proof)\n", v);
  return CLI_OK;
}

int cli_go_campaign(int argc, char **argv) {
  go_campaign_cmd *c = calloc(1, sizeof *c);
  if (!c) return cli_error("out of memory");
  int rc = parse(argc, argv, c);
  if (rc) {
    free(c);
    return rc < 0 ? CLI_OK : rc;
  }
  progress_catch_sigint();
  int winner, rank;
  rc = c->o.komi ? run_at(c, c->komi, &winner, &rank) : run_value(c);
  free(c);
  return rc;
}
