/* cli/records: `yomi records check FILE...`: re-read records files (core/records.h), say what each
 * record proves, recombine every campaign from its plan and subproblem records (solve/campaign.h),
 * compare with what the campaign's own end record claimed, and give the Go board values they pin
 * (go/valuebounds.h). Exit 1 when a recombination contradicts a record. `yomi records tree FILE`:
 * the campaigns of a file as one tree of positions, what is decided, what is open, and the work
 * recorded below each (campaign_records_tree). docs/campaigns.md. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "cli/cli.h"
#include "core/error.h"
#include "core/opts.h"
#include "core/records.h"
#include "core/text.h"
#include "go/board.h"
#include "go/campaign.h"
#include "go/sgf.h"
#include "go/valuebounds.h"
#include "solve/campaign.h"
#include "yomi_version.h"

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
         runs, text_plural(runs), probes, text_plural(probes), stopped, e, cpu);
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
  printf(" (%d subproblem%s: %d proved in the records, %d decided by the game, %d not needed, %d open; %d "
         "position%s proved by campaigns from there)\n",
         c->leaves, text_plural(c->leaves), c->resumed, game, moot, open, c->by_campaigns,
         text_plural(c->by_campaigns));
  campaign_proof_size proof;
  if (w >= 0 && campaign_proof(c, 0, &proof))
    printf("  proof: %llu expansions in %d run%s\n", (unsigned long long)proof.expansions, proof.runs,
           text_plural(proof.runs));
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

int cli_records_read(const char *path, records_file *f) {
  if (access(path, R_OK)) return cli_error("%s: %s", cli_quote(path), strerror(errno));
  int rc = records_read(path, f);
  if (rc) return cli_fail(cli_exit_status(rc), "%s: %s", cli_quote(path), yomi_strerror(rc));
  if (records_count(f) > 0) return CLI_OK;
  int lines = f->n;
  bool torn = f->torn;
  records_free(f);
  return cli_error("%s: no records in it (%d whole line%s, none of them a record%s)", cli_quote(path), lines,
                   text_plural(lines), torn ? "; a torn last line" : "");
}

static int check_file(const char *path, check_state *st) {
  records_file f;
  int rc = cli_records_read(path, &f);
  if (rc) return rc;
  printf("records: %s: %d lines, %d not records%s\n", path, f.n, f.n - records_count(&f),
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
  X(FLAG, open, 0, 0, 1, "only the positions still undecided and needed") \
  X(STR, sgf, NONE, 0, 0, \
    "also write the tree shown to this file as SGF variations, each line its node's comment (Go)") \
  X(FLAG, pv, 0, 0, 1, \
    "after the tree, each decided top's principal line (the winner's cheapest win, the loser's hardest reply)")
typedef struct tree_opts {
  TREE_OPTIONS(OPTS_FIELD)
} tree_opts;
#define OPTS_STRUCT tree_opts
static const opt_spec tree_specs[] = {TREE_OPTIONS(OPTS_SPEC)};
#undef OPTS_STRUCT

/* --sgf: the positions shown, as nodes of one SGF game per top campaign (its start moves the first
 * nodes, the last of them with the top's line as its comment, then its tree). */
typedef struct sgf_game {
  int rows, cols;
  double komi;
  char *comment;        /* the root's: the question (and the top's line, without start moves) */
  int nstart, first, n; /* its start moves; its first node and its count of nodes */
} sgf_game;

/* --pv: a position of the walk (down to --depth, --open aside). */
typedef struct pv_node {
  int depth, mover, winner;
  uint64_t proof; /* decided: its proof's expansions */
  char *moves;    /* from the start, comma-separated */
  char *text;     /* its line after its name */
} pv_node;

typedef struct tree_state {
  const tree_opts *o;
  int lines; /* positions in the tree, printed or not */
  int err;   /* --sgf: YOMI_ENOMEM, or YOMI_EINVAL for a question that is not Go */
  sgf_game *games;
  int ngames;
  go_sgf_tree_node *nodes;
  int nnodes, cap;
  pv_node *pv;
  int npv, pvcap, pverr; /* --pv: pverr YOMI_ENOMEM */
} tree_state;

/* A position's line after its name: "(black to move): black wins (by its run); proof ...". */
static void position_text(const campaign_tree_line *l, char *b, size_t n) {
  size_t k = 0;
#define ADD(...) (k += (size_t)snprintf(b + (k < n ? k : n), k < n ? n - k : 0, __VA_ARGS__))
  ADD("(%s to move): ", l->players[l->mover]);
  if (l->winner >= 0)
    ADD("%s wins%s", l->players[l->winner],
        l->by_game       ? " (by the game)"
        : l->by_run      ? " (by its run)"
        : l->by_campaign ? " (by the campaign from there)"
                         : "");
  else ADD("%s", l->needed ? "open" : "not needed");
  if (l->winner >= 0 && l->proof.runs)
    ADD("; proof %llu expansions in %d run%s", (unsigned long long)l->proof.expansions, l->proof.runs,
        text_plural(l->proof.runs));
  if (l->children)
    ADD("; %d moves: %d %s, %d %s, %d undecided", l->children, l->won[0], l->players[0], l->won[1],
        l->players[1], l->children - l->won[0] - l->won[1]);
  if (l->winner < 0 && l->largest) {
    ADD("; its largest run %llu expansions", (unsigned long long)l->largest);
    if (l->numbers_known)
      ADD(" (root numbers %s %.0f, %s %.0f)", l->players[0], l->numbers[0], l->players[1], l->numbers[1]);
  }
  ADD("; %d run%s, %llu expansions here and below", l->runs, text_plural(l->runs),
      (unsigned long long)l->expansions);
#undef ADD
}

/* --sgf: a node (its comment a copy of text, or none) at the end of st's nodes. */
static int sgf_node(tree_state *st, int depth, int move, int colour, const char *text) {
  if (st->nnodes == st->cap) {
    int cap = st->cap ? 2 * st->cap : 256;
    go_sgf_tree_node *t = realloc(st->nodes, (size_t)cap * sizeof *t);
    if (!t) return YOMI_ENOMEM;
    st->nodes = t, st->cap = cap;
  }
  char *c = text ? strdup(text) : NULL;
  if (text && !c) return YOMI_ENOMEM;
  st->nodes[st->nnodes++] = (go_sgf_tree_node){.depth = depth, .move = move, .colour = colour, .comment = c};
  st->games[st->ngames - 1].n++;
  return 0;
}

/* --sgf: position l, shown, with its line's text: a top's root starts a game (the board and komi
 * from its question, "go 5x5; komi 24.5; ..."), its start moves the game's first nodes. */
static int sgf_add(tree_state *st, const campaign_tree_line *l, const char *text) {
  if (l->depth == 0) {
    sgf_game *g = realloc(st->games, (size_t)(st->ngames + 1) * sizeof *g);
    if (!g) return YOMI_ENOMEM;
    st->games = g, g += st->ngames++;
    *g = (sgf_game){.first = st->nnodes};
    int mv[CAMPAIGN_NAME_MAX], bad;
    if (go_campaign_problem_board(l->problem, &g->rows, &g->cols, &g->komi)) return YOMI_EINVAL;
    g->nstart = l->moves[0] ? go_parse_moves(l->moves, g->rows, g->cols, mv, CAMPAIGN_NAME_MAX, &bad) : 0;
    if (g->nstart < 0) return YOMI_EINVAL;
    if (!(g->comment = malloc(strlen(l->problem) + strlen(text) + 16))) return YOMI_ENOMEM;
    sprintf(g->comment, "tree: %s%s%s", l->problem, g->nstart ? "" : "\n", g->nstart ? "" : text);
    for (int i = 0, rc; i < g->nstart; i++)
      if ((rc = sgf_node(st, i + 1, mv[i], i % 2 ? GO_WHITE : GO_BLACK, i + 1 == g->nstart ? text : NULL)))
        return rc;
    return 0;
  }
  if (st->ngames == 0) return YOMI_EINVAL; /* cannot be: a top's root comes first */
  const sgf_game *g = &st->games[st->ngames - 1];
  int move;
  if (go_parse_move(l->name, g->rows, g->cols, &move)) return YOMI_EINVAL;
  /* the move was made by the player not to move at its position (a pass is a move) */
  return sgf_node(st, g->nstart + l->depth, move,
                  strcmp(l->players[1 - l->mover], "black") ? GO_WHITE : GO_BLACK, text);
}

/* --pv: position l, with its line's text, kept. */
static int pv_add(tree_state *st, const campaign_tree_line *l, const char *text) {
  if (st->npv == st->pvcap) {
    int cap = st->pvcap ? 2 * st->pvcap : 256;
    pv_node *t = realloc(st->pv, (size_t)cap * sizeof *t);
    if (!t) return YOMI_ENOMEM;
    st->pv = t, st->pvcap = cap;
  }
  pv_node *q = &st->pv[st->npv++];
  *q = (pv_node){.depth = l->depth,
                 .mover = l->mover,
                 .winner = l->winner,
                 .proof = l->proof.expansions,
                 .moves = strdup(l->moves),
                 .text = strdup(text)};
  return q->moves && q->text ? 0 : YOMI_ENOMEM;
}

/* --pv: each top's principal line, from its root down the walk: where its winner is to move, the won
 * move of the cheapest proof (the one the proof's size counts), elsewhere the reply of the largest
 * proof (as a search's principal variation takes the refutation of the most work); the first in the
 * tree's order among equals. An open top: its moves alone. */
static void print_pv(const tree_state *st) {
  for (int i = 0; i < st->npv; i++) {
    if (st->pv[i].depth) continue;
    int at = i;
    for (;;) {
      const pv_node *q = &st->pv[at];
      int pick = -1;
      for (int j = at + 1; q->winner >= 0 && j < st->npv && st->pv[j].depth > q->depth; j++) {
        const pv_node *c = &st->pv[j];
        if (c->depth != q->depth + 1 || c->winner != q->winner) continue;
        if (pick < 0 ||
            (q->mover == q->winner ? c->proof < st->pv[pick].proof : c->proof > st->pv[pick].proof))
          pick = j;
      }
      if (pick < 0) break;
      at = pick;
    }
    printf("pv: %s", st->pv[at].moves[0] ? "" : "(start)");
    for (const char *m = st->pv[at].moves; *m; m++) putchar(*m == ',' ? ' ' : *m);
    if (st->pv[i].winner < 0) printf(" (open)\n");
    else printf("\n  its last position %s\n", st->pv[at].text);
  }
}

/* One position of the tree, in a line. */
static void say_position(void *arg, const campaign_tree_line *l) {
  tree_state *st = arg;
  st->lines++;
  char text[512];
  position_text(l, text, sizeof text);
  if (st->o->pv && !st->pverr) st->pverr = pv_add(st, l, text);
  if (st->o->open && (l->winner >= 0 || !l->needed)) return;
  if (l->depth == 0) printf("tree: %s\n", l->problem);
  printf("%*s%s %s\n", 2 * l->depth, "", l->depth ? l->name : l->moves[0] ? l->moves : "(start)", text);
  if (st->o->sgf && !st->err) st->err = sgf_add(st, l, text);
}

/* --sgf: every game shown into the file, after the tree printed. CLI_OK or an error said. */
static int write_sgf(const tree_state *st, const char *path) {
  if (st->err == YOMI_ENOMEM) return cli_fail(CLI_IO, "out of memory");
  if (st->err)
    return cli_error("--sgf: the records hold a campaign that is not of Go (SGF is written for Go)");
  FILE *f = fopen(path, "w");
  int err = f ? 0 : YOMI_EIO;
  for (int i = 0; i < st->ngames && !err; i++) {
    const sgf_game *g = &st->games[i];
    go_sgf_record r = {.rows = g->rows,
                       .cols = g->cols,
                       .application = "yomi",
                       .version = YOMI_VERSION,
                       .komi_set = true,
                       .komi = g->komi,
                       .rules = "Chinese positional superko",
                       .comment = g->comment};
    err = go_sgf_write_tree(f, &r, st->nodes + g->first, g->n);
  }
  if (f && fclose(f) && !err) err = YOMI_EIO;
  if (err == YOMI_EINVAL) return cli_error("--sgf: the positions shown are not one tree"); /* cannot be */
  return err ? cli_fail(CLI_IO, "cannot write %s", cli_quote(path)) : CLI_OK;
}

static void tree_state_free(tree_state *st) {
  for (int i = 0; i < st->ngames; i++) free(st->games[i].comment);
  for (int i = 0; i < st->nnodes; i++) free((char *)st->nodes[i].comment);
  for (int i = 0; i < st->npv; i++) free(st->pv[i].moves), free(st->pv[i].text);
  free(st->pv);
  free(st->games);
  free(st->nodes);
}

static int records_tree(int argc, char **argv) {
  if (cli_wants_help(argc, argv)) {
    printf(
        "usage: yomi records tree FILE [--depth N] [--open] [--sgf OUT] [--pv]\n\nthe campaigns of a records file as one tree of "
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
  if (o.sgf && !o.sgf[0]) return cli_error("--sgf needs a file name");
  records_file f;
  int rc = cli_records_read(pos[0], &f);
  if (rc) return rc;
  tree_state st = {.o = &o};
  rc = campaign_records_tree(&f, (int)o.depth, say_position, &st);
  records_free(&f);
  if (rc) rc = cli_fail(CLI_IO, "out of memory");
  else if (!st.lines) rc = cli_error("%s: no campaign plan in the records", cli_quote(pos[0]));
  else if (st.err == YOMI_ENOMEM || st.pverr) rc = cli_fail(CLI_IO, "out of memory");
  else {
    if (o.pv) print_pv(&st);
    if (o.sgf) rc = write_sgf(&st, o.sgf); /* after the tree and the lines printed */
  }
  tree_state_free(&st);
  return rc;
}

static const cli_verb records_verbs[] = {
    {"check", records_check, "re-read records files, recombine their campaigns, give the values they prove"},
    {"tree", records_tree,
     "the campaigns of a records file as one tree: what is decided, what is open, the work"},
    {NULL, NULL, NULL},
};

int cli_records_main(int argc, char **argv) { return cli_dispatch("records", records_verbs, argc, argv); }
