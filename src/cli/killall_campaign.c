/* cli/killall_campaign: `yomi killall campaign RxC ...`: a Kill-All proof (after given stones and
 * moves, with K stones to place, or the whole Pieboxing game) split into subproblems, run on threads
 * or MPI ranks, recorded and combined (solve/campaign.h, killall/campaign.h). */
#include <stdlib.h>
#include <string.h>
#include "cli/campaign.h"
#include "cli/cli.h"
#include "cli/go_util.h"
#include "core/error.h"
#include "core/progress.h"
#include "killall/campaign.h"

typedef struct kcampaign_opts {
  killall_problem_opts p; /* the question (killall/problem.h) */
} kcampaign_opts;

typedef struct kcampaign_cmd {
  kcampaign_opts o;
  cli_campaign_opts c;
  killall_problem pb;
  int rows, cols;
  char start[KILLALL_PROBLEM_MOVES * 5]; /* the given moves in words, "" for none */
} kcampaign_cmd;

/* The question from the options. 0 or CLI_USAGE. */
static int question(kcampaign_cmd *c, int rows, int cols) {
  const kcampaign_opts *o = &c->o;
  killall_problem *pb = &c->pb;
  char why[512];
  if (o->p.setup &&
      (strcmp(o->p.setup, "pieboxing") || o->p.attacker_stones || o->p.place >= 0 || o->p.moves))
    return cli_error("--setup: only pieboxing, from the empty board, without stones, --place or --moves");
  if (o->p.moves && o->p.place >= 0) return cli_error("--moves and --place exclude each other");
  if (o->p.prune_defender && o->p.setup) return cli_error("--prune-defender excludes --setup");
  int rc = killall_problem_from_opts(pb, rows, cols, &o->p, false, why, sizeof why);
  if (rc == YOMI_ENOMEM) return cli_fail(CLI_IO, "out of memory");
  if (rc) return cli_error("%s", why);
  if (c->c.deepen > 0 && pb->mode != KILLALL_SG_PLAY)
    return cli_error("--deepen: only where the question is play (not with --place or --setup)");
  c->rows = rows, c->cols = cols;
  go_moves_list(pb->moves, pb->nmoves, rows, cols, c->start, sizeof c->start);
  return 0;
}

static int parse(int argc, char **argv, kcampaign_cmd *c) {
  opt_group g[4] = {{killall_problem_opt_specs, killall_problem_opt_count, &c->o.p}};
  cli_campaign_groups(&c->c, g + 1);
  char err[256], *pos[2];
  int npos = 0, rows, cols;
  if (cli_wants_help(argc, argv)) {
    printf("usage: yomi killall campaign RxC [--attacker-stones LIST] [--moves LIST | --place K] | --setup "
           "pieboxing  (also under mpirun -n K)\n\n");
    opts_help_groups(stdout, g, 4);
    return -1;
  }
  if (opts_parse_groups(g, 4, argc - 1, argv + 1, pos, 2, &npos, err, sizeof err))
    return cli_error("%s", err);
  if (npos != 1) return cli_error("give the board size, e.g. yomi killall campaign 3x4 --place 3");
  if (cli_go_size(pos[0], GO_SMALL_POINTS, &rows, &cols)) return CLI_USAGE;
  int rc = question(c, rows, cols);
  return rc ? rc : cli_campaign_check(&c->c);
}

/* One campaign of the question after its moves and then path (cli_campaign_once): the same options
 * with the moves extended, so a record of it poses the question after them. */
static int once(void *ctx, const char *path, cli_campaign_more *more, int *winner, int *rank) {
  const kcampaign_cmd *c = ctx;
  size_t n = strlen(c->start) + strlen(path) + 2;
  char *moves = malloc(n), why[512];
  killall_campaign *kc = calloc(1, sizeof *kc);
  killall_problem *pb = calloc(1, sizeof *pb); /* killall_problem_from_opts sets only what is given */
  int rc = moves && kc && pb ? 0 : cli_fail(CLI_IO, "out of memory");
  if (!rc) {
    snprintf(moves, n, "%s%s%s", c->start, c->start[0] && path[0] ? "," : "", path);
    killall_problem_opts o = c->o.p;
    o.moves = moves[0] ? moves : NULL;
    int err = killall_problem_from_opts(pb, c->rows, c->cols, &o, false, why, sizeof why);
    if (err == YOMI_ENOMEM) rc = cli_fail(CLI_IO, "out of memory");
    else if (err) rc = cli_error("%s", why);
  }
  if (!rc) {
    int err = killall_campaign_init(kc, pb);
    if (err == YOMI_ERANGE) rc = cli_error("--place: not that many empty points");
    else if (err) rc = cli_error("cannot set up the position (%s)", yomi_strerror(err));
    else {
      rc = cli_campaign_run(&kc->cg, &c->c, winner, rank, more);
      killall_campaign_free(kc);
    }
  }
  free(moves);
  free(kc);
  free(pb);
  return rc;
}

int cli_killall_campaign(int argc, char **argv) {
  kcampaign_cmd *c = calloc(1, sizeof *c);
  int rc = c ? parse(argc, argv, c) : cli_error("out of memory");
  if (!rc) {
    progress_catch_sigint();
    int winner, rank;
    rc = cli_campaign_deep(once, c, &c->c, c->start, &winner, &rank);
  }
  free(c);
  return rc < 0 ? CLI_OK : rc;
}
