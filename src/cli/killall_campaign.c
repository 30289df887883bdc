/* cli/killall_campaign: `yomi killall campaign RxC ...`: a Kill-All proof (after given stones and
 * moves, with K stones to place, or the whole Pieboxing game) split into subproblems, run on threads
 * or MPI ranks, recorded and combined (solve/campaign.h, killall/campaign.h). */
#include <stdlib.h>
#include <string.h>
#include "cli/campaign.h"
#include "cli/cli.h"
#include "core/error.h"
#include "core/progress.h"
#include "killall/campaign.h"

#define KCAMPAIGN_OPTIONS(X) \
  X(STR, attacker_stones, NONE, 0, 0, "Attacker stones, e.g. B2,C3 (the Defender moves next)") \
  X(STR, setup, NONE, 0, 0, "pieboxing: the whole game, setup included") \
  X(STR, moves, NONE, 0, 0, "then these moves, the Defender first") \
  X(INT, place, -1, -1, 64, "the Attacker first places this many more stones (then the Defender)") \
  X(FLAG, estimate, 0, 0, 1, "eye-space initial proof numbers (df-pn+)") \
  X(FLAG, no_symmetry, 0, 0, 1, "list every move even where the position is symmetric") \
  X(INT, local_life, 0, 0, 1e9, \
    "the Defender's local life as a terminal test (local positions per verdict)") \
  X(INT, local_death, 0, 0, 1e9, \
    "the Attacker's local death as a terminal test (local positions per verdict)") \
  X(FLAG, prune_defender, 0, 0, 1, "prove a Defender win only, without its eye-filling, suicide, self-atari")

typedef struct kcampaign_opts {
  KCAMPAIGN_OPTIONS(OPTS_FIELD)
} kcampaign_opts;
#define OPTS_STRUCT kcampaign_opts
static const opt_spec kcampaign_specs[] = {KCAMPAIGN_OPTIONS(OPTS_SPEC)};
#undef OPTS_STRUCT

typedef struct kcampaign_cmd {
  kcampaign_opts o;
  cli_campaign_opts c;
  killall_problem pb;
} kcampaign_cmd;

/* The question from the options. 0 or CLI_USAGE. */
static int question(kcampaign_cmd *c, int rows, int cols) {
  const kcampaign_opts *o = &c->o;
  killall_problem *pb = &c->pb;
  char why[256];
  if (o->setup && (strcmp(o->setup, "pieboxing") || o->attacker_stones || o->place >= 0 || o->moves))
    return cli_error("--setup: only pieboxing, from the empty board, without stones, --place or --moves");
  if (o->moves && o->place >= 0) return cli_error("--moves and --place exclude each other");
  if (killall_problem_set_stones(pb, rows, cols, o->attacker_stones, why, sizeof why))
    return cli_error("--attacker-stones: %s", why);
  if (o->moves && killall_problem_set_moves(pb, o->moves, why, sizeof why))
    return cli_error("--moves: %s", why);
  pb->mode = o->setup ? KILLALL_SG_PIEBOXING : o->place >= 0 ? KILLALL_SG_PLACE : KILLALL_SG_PLAY;
  pb->place = (int)o->place;
  pb->estimate = o->estimate, pb->symmetry = !o->no_symmetry, pb->prune_defender = o->prune_defender;
  pb->local_life = (uint64_t)o->local_life, pb->local_death = (uint64_t)o->local_death;
  if (o->prune_defender && o->setup) return cli_error("--prune-defender excludes --setup");
  int rc = pb->nmoves > 0 ? killall_problem_moves_why(pb, why, sizeof why) : 0;
  return rc ? cli_error("--moves '%s': %s", cli_quote(o->moves), why) : 0;
}

static int parse(int argc, char **argv, kcampaign_cmd *c) {
  opt_group g[4] = {OPT_GROUP(kcampaign_specs, &c->o)};
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
  if (go_parse_size(pos[0], GO_SMALL_POINTS, &rows, &cols))
    return cli_error("bad board size '%s' (want RxC, at most 64 points)", cli_quote(pos[0]));
  int rc = question(c, rows, cols);
  return rc ? rc : cli_campaign_check(&c->c);
}

int cli_killall_campaign(int argc, char **argv) {
  kcampaign_cmd *c = calloc(1, sizeof *c);
  killall_campaign *kc = calloc(1, sizeof *kc);
  int rc = c && kc ? parse(argc, argv, c) : cli_error("out of memory");
  if (!rc) {
    progress_catch_sigint();
    int err = killall_campaign_init(kc, &c->pb), winner, rank;
    if (err == YOMI_ERANGE) rc = cli_error("--place: not that many empty points");
    else if (err) rc = cli_error("cannot set up the position (%s)", yomi_strerror(err));
    else rc = cli_campaign_run(&kc->cg, &c->c, &winner, &rank);
    if (!err) killall_campaign_free(kc);
  }
  free(c);
  free(kc);
  return rc < 0 ? CLI_OK : rc;
}
