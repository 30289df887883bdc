/* cli/records: `yomi records check FILE...`: re-read records files (core/records.h), say what each
 * record proves, recombine every campaign from its plan and subproblem records (solve/campaign.h),
 * compare with what the campaign's own end record claimed, and give the Go board values they pin
 * (go/valuebounds.h). Exit 1 when a recombination contradicts a record. `yomi records tree FILE`:
 * the campaigns of a file as one tree of positions, what is decided, what is open, and the work
 * recorded below each (campaign_records_tree). docs/campaigns.md. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "cli/cli.h"
#include "core/error.h"
#include "core/opts.h"
#include "core/records.h"
#include "go/valuebounds.h"
#include "solve/campaign.h"

typedef struct check_state {
  const records_file *f;
  go_value_bounds *bounds;
  int mismatches, campaigns;
} check_state;

/* What one record says, in a line. */
static void say_record(const records_file *f, int i) {
  const json_doc *d = &f->docs[i];
  const char *kind = json_doc_str(d, 0, "kind"), *problem = json_doc_str(d, 0, "problem");
  if (f->bad[i] || !kind) {
    printf("  line %d: not a record (ignored)\n", i + 1);
    return;
  }
  double e = 0, s = 0, leaves = 0;
  json_doc_num(d, 0, "stats.expansions", &e);
  json_doc_num(d, 0, "wall_seconds", &s);
  const char *proves = json_doc_str(d, 0, "proves"), *path = json_doc_str(d, 0, "path");
  bool probe = false;
  (void)json_doc_bool(d, 0, "probe", &probe);
  const char *winner = json_doc_str(d, 0, "result.winner"), *status = json_doc_str(d, 0, "result.status");
  const char *stopped = json_doc_str(d, 0, "stopped");
  if (!strcmp(kind, "plan") && json_doc_num(d, 0, "leaves", &leaves))
    printf("  line %d: plan: %s: %d subproblems\n", i + 1, problem ? problem : "?", (int)leaves);
  else if (!strcmp(kind, "subproblem"))
    printf("  line %d: after %s: %s%s%s%s (%s%.0f expansions, %.2f s)\n", i + 1,
           path && path[0] ? path : "(root)",
           proves   ? proves
           : winner ? winner
           : status ? status
                    : "?",
           proves   ? " wins"
           : winner ? " wins, not trusted (pruned run)"
                    : "",
           stopped ? ", stopped: " : "", stopped ? stopped : "", probe ? "a probe, " : "", e, s);
  else if (!strcmp(kind, "campaign"))
    printf("  line %d: end of a campaign: %s: %s%s\n", i + 1, problem ? problem : "?",
           winner   ? winner
           : status ? status
                    : "?",
           winner ? " wins" : "");
  else printf("  line %d: a record of kind %s\n", i + 1, kind);
}

/* The work of every run the file records, decided or not: the account of what its campaigns cost. */
static void say_work(const records_file *f) {
  int runs = 0, probes = 0, stopped = 0;
  double e = 0, cpu = 0;
  for (int i = 0; i < f->n; i++) {
    const json_doc *d = &f->docs[i];
    const char *kind = f->bad[i] ? NULL : json_doc_str(d, 0, "kind");
    if (!kind || strcmp(kind, "subproblem")) continue;
    double x = 0, t = 0;
    bool probe = false;
    json_doc_num(d, 0, "stats.expansions", &x);
    json_doc_num(d, 0, "cpu_seconds", &t);
    (void)json_doc_bool(d, 0, "probe", &probe);
    runs++, probes += probe, stopped += json_doc_str(d, 0, "stopped") != NULL, e += x, cpu += t;
  }
  printf("work: %d run%s recorded (%d probe%s, %d stopped before their end), %.0f expansions, %.0f s CPU\n",
         runs, runs == 1 ? "" : "s", probes, probes == 1 ? "" : "s", stopped, e, cpu);
}

/* The end records of the plan's campaign that claim another winner than the recombination. */
static int contradictions(const records_file *f, const json_doc *plan, const campaign *c) {
  int bad = 0, w = campaign_winner(c);
  double d0, d1;
  json_doc_num(plan, 0, "split_depth", &d0);
  for (int j = 0; j < f->n; j++) {
    const json_doc *d = &f->docs[j];
    const char *kind = json_doc_str(d, 0, "kind"), *problem = json_doc_str(d, 0, "problem");
    const char *winner = json_doc_str(d, 0, "result.winner");
    if (f->bad[j] || !kind || strcmp(kind, "campaign") || !problem || strcmp(problem, c->problem) ||
        !winner || !json_doc_num(d, 0, "split_depth", &d1) || d1 != d0)
      continue;
    if (w < 0 || strcmp(winner, c->players[w])) {
      printf("  MISMATCH: line %d claims %s wins; the records recombine to %s\n", j + 1, winner,
             w >= 0 ? c->players[w] : "open");
      bad++;
    }
  }
  return bad;
}

static void recombined(void *arg, int line, const json_doc *plan, const campaign *c) {
  check_state *st = arg;
  int w = campaign_winner(c), game = 0, open = 0, moot = 0;
  for (int i = 0; i < c->n; i++) {
    if (c->nodes[i].nchildren || c->nodes[i].winner != -1)
      game += !c->nodes[i].nchildren && c->nodes[i].by_game;
    else if (campaign_needed(c, i)) open++;
    else moot++;
  }
  printf("recombined (plan at line %d): %s; split depth %d: ", line + 1, c->problem, c->split_depth);
  if (w >= 0) printf("%s wins", c->players[w]);
  else printf("open");
  printf(" (%d subproblems: %d proved in the records, %d decided by the game, %d not needed, %d open; %d "
         "positions proved by campaigns from there)\n",
         c->leaves, c->resumed, game, moot, open, c->by_campaigns);
  campaign_proof_size proof;
  if (w >= 0 && campaign_proof(c, 0, &proof))
    printf("  proof: %llu expansions in %d run%s\n", (unsigned long long)proof.expansions, proof.runs,
           proof.runs == 1 ? "" : "s");
  for (int i = 0; i < c->n; i++)
    if (c->nodes[i].by_campaign) {
      char path[CAMPAIGN_NAME_MAX];
      campaign_path_text(c, i, path, sizeof path);
      printf("  after %s: %s wins, proved by the campaign from there\n", path,
             c->players[c->nodes[i].winner]);
    }
  st->mismatches += contradictions(st->f, plan, c);
  st->campaigns++;
  go_value_bounds_add(st->bounds, plan, c);
}

static int check_file(const char *path, check_state *st) {
  /* records_read takes a missing file for an empty one (a campaign not begun); here it is a mistake */
  if (access(path, R_OK)) return cli_error("%s: %s", cli_quote(path), strerror(errno));
  records_file f;
  int rc = records_read(path, &f);
  if (rc) return fprintf(stderr, "yomi: error: %s: %s\n", path, yomi_strerror(rc)), cli_exit_status(rc);
  int bad = 0;
  for (int i = 0; i < f.n; i++) bad += f.bad[i];
  printf("records: %s: %d lines, %d not records%s\n", path, f.n, bad,
         f.torn ? "; a torn last line (a writer killed mid-write) left out" : "");
  for (int i = 0; i < f.n; i++) say_record(&f, i);
  say_work(&f);
  st->f = &f;
  rc = campaign_records_each(&f, recombined, st);
  records_free(&f);
  return rc ? cli_error("out of memory") : 0;
}

static int records_check(int argc, char **argv) {
  if (cli_wants_help(argc, argv) || argc < 2) {
    printf(
        "usage: yomi records check FILE...\n\nre-read records files, say what each record proves, recombine\n"
        "every campaign and compare it with the campaign's own end record\n");
    return argc < 2 && !cli_wants_help(argc, argv) ? CLI_USAGE : CLI_OK;
  }
  check_state st = {0};
  st.bounds = malloc(sizeof *st.bounds);
  if (!st.bounds) return cli_error("out of memory");
  go_value_bounds_init(st.bounds);
  int rc = 0;
  for (int i = 1; i < argc && !rc; i++) rc = check_file(argv[i], &st);
  if (!rc) {
    char *text = malloc(1 << 16);
    if (text) go_value_bounds_lines(st.bounds, 1, GO_SMALL_POINTS, GO_SMALL_POINTS, text, 1 << 16);
    if (text && text[0]) printf("go values of empty boards:\n%s", text);
    free(text);
  }
  free(st.bounds);
  if (!rc && st.mismatches) printf("%d mismatches\n", st.mismatches);
  return rc ? rc : st.mismatches ? CLI_FAIL : CLI_OK;
}

#define TREE_OPTIONS(X) \
  X(INT, depth, -1, -1, 1000, "levels shown below each top campaign's root (-1: all)") \
  X(FLAG, open, 0, 0, 1, "only the positions still undecided and needed")
typedef struct tree_opts {
  TREE_OPTIONS(OPTS_FIELD)
} tree_opts;
#define OPTS_STRUCT tree_opts
static const opt_spec tree_specs[] = {TREE_OPTIONS(OPTS_SPEC)};
#undef OPTS_STRUCT

typedef struct tree_state {
  const tree_opts *o;
  int lines; /* positions in the tree, printed or not */
} tree_state;

/* One position of the tree, in a line. */
static void say_position(void *arg, const campaign_tree_line *l) {
  tree_state *st = arg;
  st->lines++;
  if (st->o->open && (l->winner >= 0 || !l->needed)) return;
  if (l->depth == 0) printf("tree: %s\n", l->problem);
  printf("%*s%s (%s to move): ", 2 * l->depth, "",
         l->depth      ? l->name
         : l->moves[0] ? l->moves
                       : "(start)",
         l->players[l->mover]);
  if (l->winner >= 0)
    printf("%s wins%s", l->players[l->winner],
           l->by_game       ? " (by the game)"
           : l->by_run      ? " (by its run)"
           : l->by_campaign ? " (by the campaign from there)"
                            : "");
  else printf("%s", l->needed ? "open" : "not needed");
  if (l->winner >= 0 && l->proof.runs)
    printf("; proof %llu expansions in %d run%s", (unsigned long long)l->proof.expansions, l->proof.runs,
           l->proof.runs == 1 ? "" : "s");
  if (l->children)
    printf("; %d moves: %d %s, %d %s, %d undecided", l->children, l->won[0], l->players[0], l->won[1],
           l->players[1], l->children - l->won[0] - l->won[1]);
  if (l->winner < 0 && l->largest) {
    printf("; its largest run %llu expansions", (unsigned long long)l->largest);
    if (l->numbers_known)
      printf(" (root numbers %s %.0f, %s %.0f)", l->players[0], l->numbers[0], l->players[1], l->numbers[1]);
  }
  printf("; %d run%s, %llu expansions here and below\n", l->runs, l->runs == 1 ? "" : "s",
         (unsigned long long)l->expansions);
}

static int records_tree(int argc, char **argv) {
  if (cli_wants_help(argc, argv)) {
    printf(
        "usage: yomi records tree FILE [--depth N] [--open]\n\nthe campaigns of a records file as one tree of "
        "positions: each campaign's split tree, and below a leaf\nwhere another campaign starts, that "
        "campaign's; what is decided, what is open, and the work\nrecorded at and below each position\n\n");
    opts_help(stdout, tree_specs, OPTS_COUNT(tree_specs));
    return CLI_OK;
  }
  tree_opts o;
  char *pos[2], err[256];
  int npos;
  if (opts_parse(tree_specs, OPTS_COUNT(tree_specs), &o, argc - 1, argv + 1, pos, 2, &npos, err, sizeof err))
    return cli_error("%s", err);
  if (npos != 1) return cli_error("records tree needs one records file");
  if (access(pos[0], R_OK)) return cli_error("%s: %s", cli_quote(pos[0]), strerror(errno));
  records_file f;
  int rc = records_read(pos[0], &f);
  if (rc) return fprintf(stderr, "yomi: error: %s: %s\n", pos[0], yomi_strerror(rc)), cli_exit_status(rc);
  tree_state st = {&o, 0};
  rc = campaign_records_tree(&f, (int)o.depth, say_position, &st);
  records_free(&f);
  if (rc) return cli_error("out of memory");
  return st.lines ? CLI_OK : cli_error("%s: no campaign plan in the records", cli_quote(pos[0]));
}

static const cli_verb records_verbs[] = {
    {"check", records_check, "re-read records files, recombine their campaigns, give the values they prove"},
    {"tree", records_tree,
     "the campaigns of a records file as one tree: what is decided, what is open, the work"},
    {NULL, NULL, NULL},
};

int cli_records_main(int argc, char **argv) { return cli_dispatch("records", records_verbs, argc, argv); }
