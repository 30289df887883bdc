/* solve/campaign: a proof split into subproblems (Sanko's campaigns): the tree of the root's moves
 * down to a split depth (one move per symmetry orbit, as the game's moves hook lists them), one
 * df-pn run per leaf on worker threads of this process or on MPI ranks (a master at rank 0 hands
 * out one leaf at a time, the most-proving first), the leaves' results combined into the root's (an OR over
 * the mover's moves, an AND over the replies) with the runs that can no longer matter skipped or
 * stopped, and every finished run appended to a records file (core/records.h) from which a
 * restarted campaign resumes and `yomi records check` recombines. Game independent: the game is
 * its dfpn_game with clone/destroy and the names of its players and moves. docs/campaigns.md. */
#ifndef YOMI_SOLVE_CAMPAIGN_H
#define YOMI_SOLVE_CAMPAIGN_H
#include <stdbool.h>
#include <stdint.h>
#include "core/json.h"
#include "core/jsonread.h"
#include "solve/record.h"
#include "solve/run.h"

#define CAMPAIGN_MAX_DEPTH 8  /* deepest --split-depth */
#define CAMPAIGN_NAME_MAX 512 /* a path in words, "C3,B2" */

/* What a campaign knows of its game. */
typedef struct campaign_game {
  const char *game;        /* "go", "killall": the records' "game" */
  const dfpn_game *root;   /* at the campaign's root position; needs clone and destroy */
  dfpn_record_names names; /* players and moves in words */
  const char *problem;     /* what the runs prove (board, komi, rules, knowledge): a record is this
                            * campaign's only when its "problem" is the same text */
  int trusted;             /* -1: every result; 0 or 1: only that player's wins prove (pruned run) */
  void (*params)(void *ctx, json_writer *w); /* the "params" member of every record */
  void *params_ctx;
  /* Optional: the command that reruns one subproblem by itself (after `path`, its moves in words)
   * into buf, or "" where the game's solving verb cannot pose it; ctx is params_ctx. */
  void (*rerun)(void *ctx, const char *path, char *buf, size_t len);
  /* Optional (campaign_config.tables): the text a table snapshot of the position after `path` ("" for
   * the campaign's root) is kept for, with proof transfer on or off (dfpn_run_problem, with the
   * solving verb's own text, so that its --tt-from reads the campaign's tables), into buf of
   * 2 * DFPN_PROBLEM_SHOWN bytes; 0 or an error. ctx is params_ctx. */
  int (*snapshot)(void *ctx, const char *path, bool transfer, char *buf, size_t len);
} campaign_game;

/* The size of a proof as the split tree gives it: the runs (and their expansions) that decide a node
 * for its winner, taking at the winner's nodes the cheapest won child and at the other player's every
 * child (campaign_proof). */
typedef struct campaign_proof_size {
  uint64_t expansions;
  int runs;
} campaign_proof_size;

/* A node of the split tree. Invariant: a node's children are nodes first .. first + nchildren - 1;
 * winner is -1 until decided (by the game at a leaf, a run, or its children), -2 once it can no longer
 * be decided by this campaign (a run stopped unproved, or proved an untrusted winner, below it). */
typedef struct campaign_node {
  int parent, first, nchildren;
  int move, depth, mover;
  int winner;
  int state;           /* CAMPAIGN_TODO .. CAMPAIGN_SKIPPED (leaves) */
  bool by_game;        /* decided by the game itself (game over, a static rule): no run */
  bool by_campaign;    /* decided by another campaign of the records, one that starts at this node */
  uint64_t expansions; /* of its run */
  double seconds;
  uint64_t
      numbers[2]; /* per player, the root proof numbers of its last run (or probe) that stopped unproved */
  bool numbers_known;
  campaign_proof_size by_campaign_proof; /* by_campaign: the size of that campaign's proof */
  /* the runs whose table its deciding run went on from (table_continued): in its proof beside that
   * run (campaign_chain) */
  campaign_proof_size carried;
  /* a leaf: the runs whose work the table of its own position holds now, as the records tell
   * (campaign_apply_chains), for a run that goes on */
  campaign_proof_size chain;
  int hint;           /* > 0: the root's child is the campaign's hint of this rank, run first
                        * (campaign_apply_hints); 0: none */
  int hint_positions; /* ... and at how many cousins by the last move its move won */
  int hint_far;       /* ... and at how many cousins by an earlier move */
  bool answer_hinted; /* a leaf where a move of its player to move won at its cousins in the records,
                       * a move legal there (campaign_leaf_hints; campaign_config.split_hinted) */
  bool split_now;     /* ... left open without its full run (after its probe), for a campaign of its own */
  char name[16];      /* the move in words ("" at the root) */
} campaign_node;
enum { CAMPAIGN_TODO, CAMPAIGN_RUNNING, CAMPAIGN_DONE, CAMPAIGN_SKIPPED, CAMPAIGN_FAILED };

/* What the progress callback sees. */
typedef struct campaign_progress {
  int leaves, done, running, left, resumed, skipped;
  uint64_t expansions; /* of the finished runs */
  uint64_t live;       /* of the runs under way in this process, so far */
  double elapsed, eta; /* seconds; eta < 0: not estimable yet */
} campaign_progress;

/* How a campaign runs. */
typedef struct campaign_config {
  int split_depth;     /* 0: the root is the one subproblem */
  int jobs;            /* worker threads of this process (at rank 0 under MPI, beside the master) */
  uint64_t tt_mb;      /* a fresh table of this many MiB per run */
  dfpn_opts opts;      /* of every run (node limit per run, threads per run, ...) */
  uint64_t probe;      /* > 0: first a run of this many expansions per leaf, then full runs of the
                        * unsolved ones, the most-proving first (campaign_most_proving) */
  int hints;           /* > 0: the root's moves that won most often at the positions that differ from
                        * the root in its last move (campaign_apply_hints), at most this many, run
                        * first and in full (no probe), with records only */
  bool split_hinted;   /* with records: a leaf whose answer they hint at (answer_hinted),
                        * not itself a hint, is left open after its probe (at once without probes)
                        * instead of its full run, for a campaign of its own, where that hint runs
                        * first (yomi go campaign --deepen); and a hint whose full run stops open
                        * ends the invocation, so that its campaign comes before anything else;
                        * docs/campaigns.md */
  uint64_t round;      /* > 0: at most this many full runs (probes aside) in this invocation, the
                        * most-proving first (a run that decides its leaf, or is cancelled, gives
                        * its place back); the campaign then ends with the rest still to run */
  const char *records; /* NULL: none */
  const char *tables;  /* NULL, or a directory (campaign_game.snapshot needed): a full run stopped at
                        * its node limit (or by Ctrl-C) saves its table there, and every run of a
                        * campaign that starts at such a run's position loads it first, as does the
                        * leaf's own next full run; the table of a position once decided is removed
                        * (docs/campaigns.md) */
  bool keep_table;     /* each worker keeps one table (tt_mb) across its runs: a run starts with
                        * what the worker's earlier runs found, as one search's children share its
                        * table; counts then depend on which runs a worker made before (docs/campaigns.md,
                        * "A worker's kept table") */
  bool resume_only;    /* take what the records prove and write the end record, run nothing (one
                        * process: not under an MPI launcher with several ranks) */
  void (*progress)(void *arg, const campaign_progress *p);
  void *progress_arg;
  bool (*interrupted)(void); /* NULL: never */
} campaign_config;

typedef struct campaign {
  campaign_node *nodes;
  int n, leaves;
  char *problem; /* the game's problem text (a copy) */
  int trusted;   /* as campaign_game.trusted */
  int split_depth;
  char players[2][16]; /* the players' names */
  int rc;              /* of campaign_run: YOMI_OK (root decided), YOMI_ELIMIT, YOMI_EINTR, an error */
  int rank, ranks;     /* this process among the MPI ranks (0 of 1 without a launcher) */
  int runs, resumed, skipped, cancelled; /* runs made here, leaves taken from the records, ... */
  int resumed_open;                      /* of the leaves taken from the records, those left open */
  int resumed_probed;                    /* leaves whose open probe the records hold (run in full next) */
  bool cut;            /* the records end inside a run of this campaign: runs after its last end record
                        * (or an end record "interrupted"); a run now goes on with that one's round */
  uint64_t round_done; /* ... its full runs left open (campaign_config.round) */
  int hints_done;      /* ... its hinted runs (campaign_config.hints) */
  int left;            /* needed leaves still to run when it ended (campaign_config.round) */
  int table_loads, table_saves, table_errors; /* runs that loaded their campaign's root table first,
                                               * saved theirs, or could do neither where they
                                               * should have (campaign_config.tables) */
  int table_continues;                        /* full runs that went on from their leaf's own table,
                                               * saved by an earlier run of it stopped at its node
                                               * limit or by Ctrl-C */
  int table_gives;                            /* decided runs whose table became the root's, for
                                               * the runs after them (campaign_config.tables) */
  int table_drops, table_drop_errors;         /* tables removed (or not) because their positions are
                                               * decided: a leaf's when its run decides it, the
                                               * root's when the campaign does */
  int by_campaigns;                           /* nodes decided by campaigns that start there */
  int hints;                                  /* root children made hints (campaign_config.hints) */
  int split_at_once;                          /* leaves left open without a full run
                                               * (campaign_config.split_hinted) */
  uint64_t expansions;                        /* of every run made here (probes included) */
  double start; /* wall clock (seconds since the epoch) when campaign_run began */
  double seconds, cpu_seconds;
} campaign;

/* The number of MPI ranks this process runs among (1 without a launcher); starts MPI under one, as
 * campaign_run does. For front ends that must refuse a mode before any run. */
int campaign_ranks(void);

/* The split tree of g's root down to depth. 0, YOMI_ENOMEM, YOMI_EINVAL (depth out of range). */
int campaign_plan(campaign *c, const campaign_game *g, int depth);
void campaign_free(campaign *c);
/* The moves from the root to node into moves[] (CAMPAIGN_MAX_DEPTH); their count. */
int campaign_path(const campaign *c, int node, int *moves);
/* The path in words, comma-separated ("" at the root), into buf. */
void campaign_path_text(const campaign *c, int node, char *buf, size_t len);
/* The node (a leaf, or an inner node: a run of another split depth proves it as well) whose path in
 * words is text, or -1. */
int campaign_find(const campaign *c, const char *text);
/* Set a leaf's winner and carry it up to the ancestors it decides. */
void campaign_decide(campaign *c, int leaf, int winner);
/* The root's winner, or -1. */
static inline int campaign_winner(const campaign *c) { return c->n ? c->nodes[0].winner : -1; }
/* The proof of decided node `node` (winner >= 0) that the tree holds, into *out: a position decided by
 * the game costs nothing; a node decided by its own run costs that run (its expansions, probe
 * included where this campaign probed it first) and the earlier runs of the same position whose
 * saved table it went on from (campaign_node.carried, campaign_chain); one decided by a campaign
 * from there, that campaign's proof; an inner node the cheaper of its own run and its children: the cheapest child
 * its winner won where the winner moves, the sum of every child where the other player moves. All
 * runs of a records file that stopped unproved, and the runs of the children not needed, are not
 * in it: this is the size of the proof, not of the search that found it. False when the node is not
 * decided for a player (or no proof of its winner is in the tree). */
bool campaign_proof(const campaign *c, int node, campaign_proof_size *out);
/* Is a leaf still needed (no decided ancestor)? */
bool campaign_needed(const campaign *c, int leaf);
/* The leaf to run next among the needed leaves still to run (CAMPAIGN_TODO), or -1: the most-proving one, as df-pn and proof-number search choose. Each node gets a
 * proof number per player: a leaf its last run's root numbers (1 and 1 before any run), a decided
 * node 0 for its winner and infinity for the other (infinity for both once it can no longer be
 * decided), an inner node the smallest of its children's for its mover and their sum for the other.
 * From the root down, each node's mover takes the child with the smallest number of its own (the
 * first in move order among equals) that has such a leaf below it. So below a position where the
 * winner needs one move, the most promising move runs first, and where the loser must answer every
 * move, its most promising refutation. */
int campaign_most_proving(const campaign *c);
/* Is node i a leaf whose run stopped unproved (or proved an untrusted winner) while no ancestor is
 * won by either player: one to split further (yomi go campaign --deepen)? */
bool campaign_open_leaf(const campaign *c, int i);
/* The open leaves (campaign_open_leaf) into leaves[] (room for c->n), in the order to split them
 * further: by the proof number of the root's mover in the leaf's last run, smallest first (the
 * nearest to a win of the side that needs only one leaf), leaves without numbers last, ties in node
 * order. Their count. */
int campaign_open_leaves(const campaign *c, int *leaves);

/* Run the campaign: leaves found in cfg->records for the same problem are taken from there, the
 * others are run and appended. Under an MPI launcher every rank calls it; rank 0 holds the result.
 * c->rc says how it ended. 0, or an error before the start (YOMI_EIO: the records file). */
int campaign_run(campaign *c, const campaign_game *g, const campaign_config *cfg);

/* ---- records ---- */
/* The plan record (kind "plan"): the problem, the split depth, the tree. */
int campaign_record_plan(const campaign *c, const campaign_game *g, const char *path);
/* The campaign's end (kind "campaign"): its result and totals. */
int campaign_record_end(const campaign *c, const campaign_game *g, const char *path);
/* A campaign rebuilt from a plan record (doc, its top object), for recombining: leaves undecided
 * except those the game decided. 0, YOMI_EPARSE, YOMI_ENOMEM. */
int campaign_from_plan(campaign *c, const json_doc *doc);
/* Apply subproblem record `line` of f, of the same problem, to c: its node (of any depth: a record of
 * another split depth counts) decided when it proves a trusted winner, with the runs it went on from
 * (campaign_chain). True when it applied. */
struct records_file;
bool campaign_apply_record(campaign *c, const struct records_file *f, int line);
/* The runs whose work the table file of a position holds, as the records of f before line `end` tell:
 * the last of them that saved the position's own table (a full run at that position, of the question
 * of record `ask`, with table_saved), and, where that run went on from the table in turn
 * (table_continued), the runs it went on from, and so on. It ends at a run that started afresh, and
 * at a table given to the position by a run below it (table_given by a run of the campaign starting
 * there: it holds that campaign's work, which its own proof counts). `full` is the position's start
 * moves and path in words ("C3,B4"). Probes neither save nor go on from a leaf's table. */
campaign_proof_size campaign_chain(const struct records_file *f, int ask, const char *full, int end);
/* Each leaf's chain (campaign_node.chain) from all of f, for the runs of a campaign that goes on from
 * its records; plan_line is the campaign's plan (of its question). */
void campaign_apply_chains(campaign *c, const struct records_file *f, int plan_line);

/* A subproblem record of the same problem (doc) that stopped at its node limit (no probe), at a node
 * limit and table size at least node_limit and tt_mb: its leaf, if still to run and needed, is taken
 * as open (CAMPAIGN_FAILED) without running it again, since the same run would stop the same way. A
 * larger limit or table runs it again. True when it applied; never when node_limit is 0. */
bool campaign_apply_limit(campaign *c, const json_doc *doc, uint64_t node_limit, uint64_t tt_mb);
/* A probe record of the same problem (doc) that stopped at its node limit, at least `probe`
 * expansions (with a table of any size: a probe only orders the leaves): its leaf, if still to run and
 * needed, need not be probed again and is ordered by the probe's root numbers (its size). Returns the
 * leaf, or -1 when the record does not apply. */
int campaign_apply_probe(campaign *c, const json_doc *doc, uint64_t probe);
/* A full run's record of the same problem (doc) that stopped at a node limit too small to take it as
 * open: its leaf, if still to run and needed, is ordered by that run's root numbers, which know more
 * than its probe's (a campaign at a larger --node-limit, --grow). True when it applied. */
bool campaign_apply_numbers(campaign *c, const json_doc *doc);
/* The table of a probe of `probe` expansions that first loads a table of `loaded` entries (0: none),
 * in MiB: the smallest power of two with room for twice probe + loaded entries (TT_ENTRY_ROOM bytes
 * each), at most tt_mb (the full runs' table). A huge table a short probe touches all over costs it
 * more than its search. */
uint64_t campaign_probe_mb(uint64_t probe, uint64_t loaded, uint64_t tt_mb);

/* Campaigns that start at a node: a node of c (the root excepted) that no record decides is decided
 * by a campaign of the records file f that poses the same question (game, trusted player, every
 * parameter but the start moves) after c's start moves followed by the node's path, and that its
 * own records prove (recombined the same way, sub-campaigns included). So a hard subproblem can be
 * split further by a campaign of its own with `--moves`, in the same file. plan_line: c's plan in
 * f. Returns the number of nodes decided (also added to c->by_campaigns). */
int campaign_apply_campaigns(campaign *c, const struct records_file *f, int plan_line);

/* Hints: the root mover's moves that won at the root's cousins, the positions of the records that
 * differ from the root in one move of the opponent only (the same question after as many start
 * moves, all the same but one of the opponent's): its last move (a cousin by the last move: after
 * another reply of the opponent), or an earlier one (a cousin by an earlier move). A move won there
 * when a subproblem record of such a position proves its mover's win and names the winning move
 * (its principal variation's first move), or proves the mover's win after a path of one move, or
 * when a campaign after that move ends with the mover's win. The moves won at the most cousins by
 * the last move, then at the most by an earlier move (ties in the root's move order), that are
 * leaves below the root still to run and undecided, at most max, get hint 1, 2, ..., hint_positions
 * and hint_far; the order of the runs only (campaign_pick), never a result. f: the records file,
 * plan_line: c's plan in it. The number of hints (also c->hints). */
int campaign_apply_hints(campaign *c, const struct records_file *f, int plan_line, int max);
/* The moves that the mover of leaf `leaf` won at the cousins of its position in f, as
 * campaign_apply_hints finds them for a campaign that starts there (its start moves c's and the
 * leaf's path): each distinct move once, in the order of the records, into moves[0..max) (whether
 * they are legal there is the caller's to see). plan_line: c's plan in f. Their count. */
int campaign_leaf_hints(const campaign *c, const struct records_file *f, int plan_line, int leaf,
                        char (*moves)[16], int max);

/* Every campaign of a records file recombined: for each plan record (the first of each problem and
 * split depth), the plan rebuilt with every subproblem record of its problem applied and then the
 * campaigns that start at its nodes (campaign_apply_campaigns), then each(arg, line of the plan,
 * its doc, the campaign). 0 or YOMI_ENOMEM. */
int campaign_records_each(const struct records_file *f,
                          void (*each)(void *arg, int line, const json_doc *plan, const campaign *c),
                          void *arg);

/* One position of a records file's tree (campaign_records_tree). */
typedef struct campaign_tree_line {
  int depth;                         /* below its top campaign's root (0: that root) */
  char moves[CAMPAIGN_NAME_MAX * 2]; /* from the game's start, comma-separated ("" at the start) */
  const char *name;                  /* its last move in words (moves' last word; "" at the start) */
  const char *problem;               /* the question of its campaigns */
  const char *players[2];            /* the players' names */
  int mover;                         /* the player to move there */
  int winner;                        /* -1 undecided, else the player its records prove wins */
  bool needed;                       /* no ancestor in its campaign is decided */
  bool by_game, by_run, by_campaign; /* decided by the game, by a run of its own, by a campaign
                                       * that starts there (the lines below it, when it is printed) */
  int plan_line;                     /* its children come from the plan at this line of the file
                                       * (a campaign that starts there), or -1: from its parent's plan */
  int children, won[2];              /* its children in the tree (0: a leaf), and those decided */
  int runs;                          /* runs recorded at this position or below (probes and runs
                                       * stopped before their end included) */
  uint64_t expansions;               /* ... their expansions */
  campaign_proof_size proof;         /* decided: the proof its records hold (campaign_proof) */
  uint64_t largest;                  /* the largest run recorded at this position itself (0: none) */
  bool numbers_known;                /* ... stopped unproved, with its root proof numbers: */
  double numbers[2];                 /* per player */
} campaign_tree_line;

/* The records file's campaigns as one tree of positions: each campaign's split tree, and below a
 * leaf at which another campaign of the same question starts, that campaign's tree (recombined as
 * campaign_records_each does), from every campaign that no other one reaches (file order), depth
 * first in each campaign's move order, down to max_depth below each top (< 0: all). each(arg, line)
 * for every position (a position's line comes before its children's). 0 or YOMI_ENOMEM. */
int campaign_records_tree(const struct records_file *f, int max_depth,
                          void (*each)(void *arg, const campaign_tree_line *l), void *arg);

#endif
