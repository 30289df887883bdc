/* cli/campaign: what `yomi go campaign` and `yomi killall campaign` share: the campaign's options
 * (split depth, jobs, records, probe), its run with the progress line, and its outcome in words. */
#ifndef YOMI_CLI_CAMPAIGN_H
#define YOMI_CLI_CAMPAIGN_H
#include "core/opts.h"
#include "solve/campaign.h"

#define CLI_CAMPAIGN_OPTIONS(X) \
  X(INT, split_depth, 1, 0, 8, "one subproblem per symmetry-unique line of this many moves (0: one run)") \
  X(INT, jobs, 1, 1, 256, "subproblems run at once on worker threads (beside other MPI ranks)") \
  X(STR, records, NONE, 0, 0, "append a JSON line per finished run to this file; resume from it") \
  X(INT, probe, 0, 0, 1e15, "first this many expansions per subproblem, then the rest most-proving first") \
  X(INT, hints, 1, 0, 8, \
    "run first, in full, the moves that won most often after the opponent's other last moves, in the " \
    "records (at most this many; 0: none); each on every job's threads when nothing else is running") \
  X(FLAG, split_hinted, 0, 0, 1, \
    "with --deepen: a subproblem where a move of its player to move won after another last move in the " \
    "records gets a campaign of its own after its probe, that move first, instead of its full run; a hint " \
    "left open by its full run is split before anything else runs") \
  X(INT, deepen, 0, 0, 32, \
    "leaves left open by --node-limit get campaigns of their own, this many levels down") \
  X(INT, round, 0, 0, 1e9, \
    "at most this many full runs (probes and runs that decide their leaf aside), most-proving first; with " \
    "--deepen the open ones are split before the next round (0: all at once); the last, with every probe done, " \
    "runs on every job's threads") \
  X(INT, grow, 0, 0, 1e15, \
    "with --records: the subproblems left open run again at twice --node-limit, and so on up to this many " \
    "expansions (from their own tables with --tables), before the campaign ends or --deepen splits them; for " \
    "a position whose every move must be refuted (where one move is enough: --deepen with --round 1)") \
  X(FLAG, keep_table, 0, 0, 1, \
    "each job keeps one table across its runs (probes too), so that a run starts with what the job's runs before " \
    "it found (as one search's children share its table); the counts then depend on that order") \
  X(STR, tables, NONE, 0, 0, \
    "keep in this directory the table of each full run stopped at its node limit; campaigns that start at " \
    "its position (--deepen) load it in each run")

typedef struct cli_campaign_opts {
  CLI_CAMPAIGN_OPTIONS(OPTS_FIELD)
  dfpn_opts d;
  dfpn_table_opts t;
} cli_campaign_opts;

/* The option groups into g[0..3): the campaign's, df-pn's and the table's. */
void cli_campaign_groups(cli_campaign_opts *o, opt_group *g);
/* After parsing: refuse what a campaign cannot do (a table file; --deepen without --records and
 * --node-limit, or under mpirun). 0 or CLI_USAGE. */
int cli_campaign_check(const cli_campaign_opts *o);
/* What a front end may ask of cli_campaign_run beyond the options (all optional). */
typedef struct cli_campaign_more {
  bool resume_only;   /* take the records' results, run nothing (campaign_config.resume_only) */
  int64_t node_limit; /* the runs' node limit (0: the options' --node-limit), for --grow */
  /* called at rank 0 with the path in words of each leaf that is still needed and whose run stopped
   * unproved (or proved a winner the campaign does not trust), in campaign_open_leaves' order (the
   * nearest to a win of the root's mover first); with NULL once when out of memory */
  void (*open_leaf)(void *arg, const char *path);
  void *arg;
  int ranks; /* out: the MPI ranks of the campaign */
  int left;  /* out: needed leaves it left to run (--round) */
  int mover; /* out: the player to move at its root */
  bool cut;  /* out: the records end inside an invocation of it (campaign.cut) */
} cli_campaign_more;

/* Plan, run and report one campaign of game g (rank 0 prints). *winner: the root's winner or -1;
 * *rank: this process's MPI rank; more: NULL or as above. Returns the exit code. */
int cli_campaign_run(const campaign_game *g, const cli_campaign_opts *o, int *winner, int *rank,
                     cli_campaign_more *more);

/* One campaign of a front end, after its start moves and then `path` (moves in words, comma-separated,
 * "" for none): as cli_campaign_run, with more passed on. */
typedef int (*cli_campaign_once)(void *ctx, const char *path, cli_campaign_more *more, int *winner,
                                 int *rank);

/* The campaign after the start moves (`start` in words, for the log), and with o->deepen, below it:
 * each leaf its runs left open gets a campaign of its own (the same options, the records file shared)
 * o->deepen levels down, nearest to a win of the mover first, until one the mover wins; then this
 * campaign is taken up again from the records, and with o->round runs its next round of leaves, until
 * it is decided or has nothing left to run or split (docs/campaigns.md). The exit code. */
int cli_campaign_deep(cli_campaign_once once, void *ctx, const cli_campaign_opts *o, const char *start,
                      int *winner, int *rank);

#endif
