/* solve/campaign_record: a campaign's plan and end as records, and a plan rebuilt from its record
 * with the subproblem records applied to it, for `yomi records check` (see campaign.h). */
#include <stdlib.h>
#include <string.h>
#include "core/error.h"
#include "core/records.h"
#include "solve/campaign.h"
#include "solve/campaign_impl.h"

/* Members every record of the campaign has: the game, the problem, the game's parameters. */
void campaign_record_common(json_writer *w, const campaign *c, const campaign_game *g) {
  json_kv_string(w, "game", g->game);
  json_kv_string(w, "problem", c->problem);
  if (g->params) {
    json_key(w, "params");
    json_begin_object(w);
    g->params(g->params_ctx, w);
    json_end_object(w);
  }
  json_kv_int(w, "split_depth", c->split_depth);
  json_key(w, "trusted");
  if (c->trusted < 0) json_null(w);
  else json_string(w, c->players[c->trusted]);
}

int campaign_record_plan(const campaign *c, const campaign_game *g, const char *path) {
  records_line l;
  int rc = records_line_begin(&l, "plan");
  if (rc) return rc;
  json_writer *w = &l.w;
  campaign_record_common(w, c, g);
  json_key(w, "players");
  json_begin_array(w);
  json_string(w, c->players[0]);
  json_string(w, c->players[1]);
  json_end_array(w);
  json_kv_int(w, "leaves", c->leaves);
  json_key(w, "nodes"); /* [parent, move, mover, winner by the game or -1], children contiguous */
  json_begin_array(w);
  for (int i = 0; i < c->n; i++) {
    const campaign_node *q = &c->nodes[i];
    json_begin_array(w);
    json_int(w, q->parent);
    json_string(w, q->name);
    json_int(w, q->mover);
    json_int(w, q->by_game ? q->winner : -1);
    json_end_array(w);
  }
  json_end_array(w);
  return records_line_append(&l, path);
}

int campaign_record_end(const campaign *c, const campaign_game *g, const char *path) {
  records_line l;
  int rc = records_line_begin(&l, "campaign");
  if (rc) return rc;
  json_writer *w = &l.w;
  campaign_record_common(w, c, g);
  int win = campaign_winner(c);
  json_key(w, "result");
  json_begin_object(w);
  json_key(w, "winner");
  if (win >= 0) json_string(w, c->players[win]);
  else json_null(w);
  json_kv_string(w, "status", win >= 0 ? "proved" : c->rc == YOMI_EINTR ? "interrupted" : "open");
  json_end_object(w);
  json_kv_int(w, "leaves", c->leaves);
  json_kv_int(w, "runs", c->runs);
  json_kv_int(w, "resumed", c->resumed);
  json_kv_int(w, "resumed_open", c->resumed_open);
  json_kv_int(w, "resumed_probed", c->resumed_probed);
  json_kv_int(w, "split_at_once", c->split_at_once);
  json_kv_int(w, "left", c->left);
  json_kv_int(w, "skipped", c->skipped);
  json_kv_int(w, "cancelled", c->cancelled);
  json_kv_int(w, "ranks", c->ranks);
  json_kv_uint(w, "expansions", c->expansions);
  campaign_proof_size proof;
  if (win >= 0 && campaign_proof(c, 0, &proof)) { /* the proof's own size, beside the search's */
    json_key(w, "proof");
    json_begin_object(w);
    json_kv_uint(w, "expansions", proof.expansions);
    json_kv_int(w, "runs", proof.runs);
    json_end_object(w);
  }
  char host[256];
  records_host(host, sizeof host);
  records_json_run(w, host, c->start, c->seconds, c->cpu_seconds);
  return records_line_append(&l, path);
}

/* One node of a plan record: [parent, move, mover, winner]. */
static int plan_node(campaign *c, const json_doc *d, int item, int i) {
  const json_node *n = d->nodes;
  int a = n[item].type == JSON_ARRAY ? n[item].child : -1;
  int b = a >= 0 ? n[a].next : -1, m = b >= 0 ? n[b].next : -1, w = m >= 0 ? n[m].next : -1;
  if (w < 0 || n[a].type != JSON_NUMBER || n[b].type != JSON_STRING || n[m].type != JSON_NUMBER ||
      n[w].type != JSON_NUMBER)
    return YOMI_EPARSE;
  int parent = (int)n[a].num;
  if (parent >= i || (i > 0 && parent < 0)) return YOMI_EPARSE;
  campaign_node *q = &c->nodes[i];
  *q = (campaign_node){.parent = parent, .first = -1, .mover = (int)n[m].num & 1, .winner = -1};
  snprintf(q->name, sizeof q->name, "%s", n[b].str);
  q->by_game = n[w].num >= 0;
  if (q->by_game) q->winner = (int)n[w].num & 1;
  if (parent >= 0) {
    campaign_node *p = &c->nodes[parent];
    q->depth = p->depth + 1;
    if (p->first < 0) p->first = i;
    if (p->first + p->nchildren != i || q->depth > CAMPAIGN_MAX_DEPTH) return YOMI_EPARSE;
    p->nchildren++;
  }
  return 0;
}

/* The header members of a plan record into c. */
static int plan_header(campaign *c, const json_doc *doc) {
  const char *problem = json_doc_str(doc, 0, "problem");
  int pl = json_doc_get(doc, 0, "players");
  double depth;
  if (!problem || pl < 0 || doc->nodes[pl].child < 0 || !json_doc_num(doc, 0, "split_depth", &depth))
    return YOMI_EPARSE;
  int p0 = doc->nodes[pl].child, p1 = doc->nodes[p0].next;
  if (p1 < 0 || doc->nodes[p0].type != JSON_STRING || doc->nodes[p1].type != JSON_STRING) return YOMI_EPARSE;
  snprintf(c->players[0], sizeof c->players[0], "%s", doc->nodes[p0].str);
  snprintf(c->players[1], sizeof c->players[1], "%s", doc->nodes[p1].str);
  const char *trusted = json_doc_str(doc, 0, "trusted");
  c->trusted = !trusted ? -1 : strcmp(trusted, c->players[0]) == 0 ? 0 : 1;
  c->split_depth = (int)depth;
  return (c->problem = strdup(problem)) ? 0 : YOMI_ENOMEM;
}

int campaign_from_plan(campaign *c, const json_doc *doc) {
  memset(c, 0, sizeof *c);
  c->ranks = 1;
  int nodes = json_doc_get(doc, 0, "nodes"), rc = plan_header(c, doc);
  int count = 0;
  for (int k = nodes >= 0 ? doc->nodes[nodes].child : -1; k >= 0; k = doc->nodes[k].next) count++;
  if (!rc && count == 0) rc = YOMI_EPARSE;
  if (!rc && !(c->nodes = calloc((size_t)count, sizeof *c->nodes))) rc = YOMI_ENOMEM;
  int i = 0;
  for (int k = rc ? -1 : doc->nodes[nodes].child; k >= 0 && !rc; k = doc->nodes[k].next, i++)
    rc = plan_node(c, doc, k, i);
  c->n = i;
  for (int q = 0; !rc && q < c->n; q++) {
    if (c->nodes[q].by_game && q > 0) campaign_decide(c, q, c->nodes[q].winner);
    else if (c->nodes[q].by_game) c->nodes[q].winner = c->nodes[q].winner;
  }
  if (rc) campaign_free(c);
  else
    for (int q = 0; q < c->n; q++) c->leaves += c->nodes[q].nchildren == 0;
  return rc;
}

/* Leaf `leaf` takes the run that record `doc` describes: its expansions, its time and `state`. */
static void take_run(campaign *c, int leaf, const json_doc *doc, int state) {
  double e = 0, s = 0;
  json_doc_num(doc, 0, "stats.expansions", &e);
  json_doc_num(doc, 0, "wall_seconds", &s);
  c->nodes[leaf].expansions = (uint64_t)e;
  c->nodes[leaf].seconds = s;
  c->nodes[leaf].state = state;
}

static void record_full(const json_doc *d, char *buf, size_t len);

bool campaign_apply_record(campaign *c, const records_file *f, int line) {
  const json_doc *doc = &f->docs[line];
  const char *problem = json_doc_str(doc, 0, "problem"), *kind = json_doc_str(doc, 0, "kind");
  const char *path = json_doc_str(doc, 0, "path"), *proves = json_doc_str(doc, 0, "proves");
  if (!problem || !kind || !path || !proves || strcmp(kind, "subproblem") || strcmp(problem, c->problem))
    return false;
  int leaf = campaign_find(c, path);
  int w = strcmp(proves, c->players[0]) == 0 ? 0 : strcmp(proves, c->players[1]) == 0 ? 1 : -1;
  if (leaf < 0 || w < 0 || c->nodes[leaf].state == CAMPAIGN_DONE) return false;
  take_run(c, leaf, doc, CAMPAIGN_DONE);
  double went_on = 0;
  c->nodes[leaf].carried = (campaign_proof_size){0, 0};
  if (json_doc_num(doc, 0, "table_continued", &went_on) && went_on > 0) {
    char full[CAMPAIGN_NAME_MAX * 2];
    record_full(doc, full, sizeof full);
    c->nodes[leaf].carried = campaign_chain(f, line, full, line);
  }
  if (c->nodes[leaf].winner == -1) campaign_decide(c, leaf, w);
  return true;
}

/* The leaf of a subproblem record of c's problem that stopped at its node limit, a probe or not as
 * `probe` says, at a node limit at least node_limit and (a full run) a table size at least tt_mb, when
 * that leaf is still to run and needed; -1 otherwise. A probe's table size does not count: a probe
 * only orders the leaves, and its table is sized to the probe (campaign_probe_mb). Its root numbers
 * into v (*known: whether the record has them). */
static int limit_leaf(const campaign *c, const json_doc *doc, bool probe, uint64_t node_limit, uint64_t tt_mb,
                      double v[2], bool *known) {
  const char *problem = json_doc_str(doc, 0, "problem"), *kind = json_doc_str(doc, 0, "kind");
  const char *path = json_doc_str(doc, 0, "path"), *status = json_doc_str(doc, 0, "result.status");
  int proves = json_doc_path(doc, 0, "proves");
  bool was_probe;
  double limit = 0, mb = 0;
  if (!node_limit || !problem || !kind || !path || !status || strcmp(kind, "subproblem") ||
      strcmp(problem, c->problem) || strcmp(status, "limit") || !json_doc_bool(doc, 0, "probe", &was_probe) ||
      was_probe != probe || proves < 0 || doc->nodes[proves].type != JSON_NULL ||
      !json_doc_num(doc, 0, "node_limit", &limit) || !json_doc_num(doc, 0, "tt_mb", &mb) ||
      limit < (double)node_limit || (!probe && mb < (double)tt_mb))
    return -1;
  int leaf = campaign_find(c, path);
  if (leaf < 0 || c->nodes[leaf].nchildren || c->nodes[leaf].state != CAMPAIGN_TODO ||
      !campaign_needed(c, leaf))
    return -1;
  char key[64];
  *known = true;
  for (int k = 0; k < 2; k++) {
    snprintf(key, sizeof key, "result.root_proof_numbers.%s", c->players[k]);
    *known &= json_doc_num(doc, 0, key, &v[k]);
  }
  return leaf;
}

/* A record's root numbers v (when known) as the leaf's, for the order of the runs. */
static void take_numbers(campaign_node *q, const double v[2], bool known) {
  for (int k = 0; known && k < 2; k++) q->numbers[k] = (uint64_t)v[k];
  q->numbers_known = known;
}

bool campaign_apply_limit(campaign *c, const json_doc *doc, uint64_t node_limit, uint64_t tt_mb) {
  double v[2];
  bool known;
  int leaf = limit_leaf(c, doc, false, node_limit, tt_mb, v, &known);
  if (leaf < 0) return false;
  take_run(c, leaf, doc, CAMPAIGN_FAILED);
  take_numbers(&c->nodes[leaf], v, known);
  campaign_decide(c, leaf, -2);
  return true;
}

int campaign_apply_probe(campaign *c, const json_doc *doc, uint64_t probe) {
  double v[2];
  bool known;
  int leaf = limit_leaf(c, doc, true, probe, 0, v, &known);
  if (leaf >= 0) take_numbers(&c->nodes[leaf], v, known);
  return leaf;
}

bool campaign_apply_numbers(campaign *c, const json_doc *doc) {
  double v[2];
  bool known;
  int leaf = limit_leaf(c, doc, false, 1, 0, v, &known); /* at any limit: only TODO leaves match */
  if (leaf >= 0 && known) take_numbers(&c->nodes[leaf], v, known);
  return leaf >= 0 && known;
}

/* Is line i the first plan of its problem and split depth? */
static bool first_plan(const records_file *f, int i) {
  const char *kind = json_doc_str(&f->docs[i], 0, "kind"), *problem = json_doc_str(&f->docs[i], 0, "problem");
  double d, e;
  if (f->bad[i] || !kind || !problem || strcmp(kind, "plan") ||
      !json_doc_num(&f->docs[i], 0, "split_depth", &d))
    return false;
  for (int j = 0; j < i; j++) {
    const char *k2 = json_doc_str(&f->docs[j], 0, "kind"), *p2 = json_doc_str(&f->docs[j], 0, "problem");
    if (!f->bad[j] && k2 && p2 && !strcmp(k2, "plan") && !strcmp(p2, problem) &&
        json_doc_num(&f->docs[j], 0, "split_depth", &e) && e == d)
      return false;
  }
  return true;
}

/* Are the scalars x (in doc a) and y (in doc b) the same value? */
static bool same_scalar(const json_doc *a, int x, const json_doc *b, int y) {
  const json_node *p = &a->nodes[x], *q = &b->nodes[y];
  if (p->type != q->type) return false;
  switch (p->type) {
    case JSON_NULL: return true;
    case JSON_BOOL:
    case JSON_NUMBER: return p->num == q->num;
    case JSON_STRING: return strcmp(p->str, q->str) == 0;
    default: return false;
  }
}

/* Does record b pose record a's question after other start moves? The same game and trusted
 * player, and every parameter the same but the start moves, which go to *ma and *mb. */
static bool same_question(const json_doc *a, const json_doc *b, const char **ma, const char **mb) {
  const char *ga = json_doc_str(a, 0, "game"), *gb = json_doc_str(b, 0, "game");
  int ta = json_doc_get(a, 0, "trusted"), tb = json_doc_get(b, 0, "trusted");
  int pa = json_doc_get(a, 0, "params"), pb = json_doc_get(b, 0, "params");
  if (!ga || !gb || strcmp(ga, gb) || ta < 0 || tb < 0 || !same_scalar(a, ta, b, tb) || pa < 0 || pb < 0 ||
      a->nodes[pa].type != JSON_OBJECT || b->nodes[pb].type != JSON_OBJECT)
    return false;
  int na = 0, nb = 0;
  *ma = *mb = NULL;
  for (int k = a->nodes[pa].child; k >= 0; k = a->nodes[k].next, na++) {
    int m = json_doc_get(b, pb, a->nodes[k].key);
    if (m < 0) return false;
    if (strcmp(a->nodes[k].key, "moves") != 0) {
      if (!same_scalar(a, k, b, m)) return false;
      continue;
    }
    if (a->nodes[k].type != JSON_STRING || b->nodes[m].type != JSON_STRING) return false;
    *ma = a->nodes[k].str, *mb = b->nodes[m].str;
  }
  for (int k = b->nodes[pb].child; k >= 0; k = b->nodes[k].next) nb++;
  return *ma && na == nb;
}

/* Does plan b pose plan a's question after a's start moves followed by path ("G1,B1")? */
static bool poses_after(const json_doc *a, const json_doc *b, const char *path) {
  const char *ma, *mb;
  if (!same_question(a, b, &ma, &mb)) return false;
  char want[CAMPAIGN_NAME_MAX * 2];
  snprintf(want, sizeof want, "%s%s%s", ma, ma[0] ? "," : "", path);
  return strcmp(want, mb) == 0;
}

#define CAMPAIGN_MAX_NEST 64 /* campaigns below campaigns: each adds moves, so this only guards */

static int apply_campaigns(campaign *c, const records_file *f, int plan_line, int level);

/* The campaign of plan line `line` rebuilt into *c with its subproblem records and the campaigns
 * below it (nesting level `level`) applied. YOMI_OK, YOMI_EPARSE (a malformed plan: nothing to
 * free) or YOMI_ENOMEM. */
static int recombine(const records_file *f, int line, int level, campaign *c) {
  int rc = campaign_from_plan(c, &f->docs[line]);
  if (rc) return rc;
  for (int j = 0; j < f->n; j++)
    if (!f->bad[j] && campaign_apply_record(c, f, j)) c->resumed++;
  int n = apply_campaigns(c, f, line, level);
  if (n < 0) {
    campaign_free(c);
    return n;
  }
  c->by_campaigns += n;
  return YOMI_OK;
}

/* The winner (a player's name into who, "" when undecided) of the campaign of plan line `line`,
 * recombined, and the size of its proof (campaign_proof). YOMI_OK or YOMI_ENOMEM. */
static int recombined_winner(const records_file *f, int line, int level, char *who, size_t len,
                             campaign_proof_size *proof) {
  campaign c;
  who[0] = 0;
  int rc = recombine(f, line, level + 1, &c);
  if (rc) return rc == YOMI_ENOMEM ? rc : YOMI_OK; /* a malformed plan proves nothing */
  int w = campaign_winner(&c);
  if (w >= 0 && campaign_proof(&c, 0, proof)) snprintf(who, len, "%s", c.players[w]);
  campaign_free(&c);
  return YOMI_OK;
}

static int apply_campaigns(campaign *c, const records_file *f, int plan_line, int level) {
  if (level > CAMPAIGN_MAX_NEST) return 0;
  int decided = 0;
  for (int q = 1; q < c->n; q++) {
    if (c->nodes[q].winner != -1) continue;
    char path[CAMPAIGN_NAME_MAX], who[16];
    campaign_path_text(c, q, path, sizeof path);
    for (int j = 0; j < f->n; j++) {
      const char *kind = f->bad[j] ? NULL : json_doc_str(&f->docs[j], 0, "kind");
      if (!kind || strcmp(kind, "plan") || !poses_after(&f->docs[plan_line], &f->docs[j], path) ||
          !first_plan(f, j))
        continue;
      campaign_proof_size proof;
      int rc = recombined_winner(f, j, level, who, sizeof who, &proof);
      if (rc) return rc;
      int w = strcmp(who, c->players[0]) == 0 ? 0 : strcmp(who, c->players[1]) == 0 ? 1 : -1;
      if (w < 0) continue;
      c->nodes[q].by_campaign = true;
      c->nodes[q].by_campaign_proof = proof;
      if (c->nodes[q].nchildren == 0) c->nodes[q].state = CAMPAIGN_DONE;
      campaign_decide(c, q, w);
      decided++;
      break;
    }
  }
  return decided;
}

int campaign_apply_campaigns(campaign *c, const records_file *f, int plan_line) {
  int n = apply_campaigns(c, f, plan_line, 0);
  if (n > 0) c->by_campaigns += n;
  return n;
}

int campaign_records_each(const records_file *f,
                          void (*each)(void *arg, int line, const json_doc *plan, const campaign *c),
                          void *arg) {
  for (int i = 0; i < f->n; i++) {
    if (!first_plan(f, i)) continue;
    campaign c;
    int rc = recombine(f, i, 0, &c);
    if (rc == YOMI_ENOMEM) return rc;
    if (rc) continue; /* a malformed plan: records check reports the line */
    each(arg, i, &f->docs[i], &c);
    campaign_free(&c);
  }
  return 0;
}

/* ---- the tree of a records file ---- */

/* Are the moves t at or below the moves s ("C3,B4" below "C3"; everything below "")? */
static bool moves_below(const char *s, const char *t) {
  size_t n = strlen(s);
  return n == 0 || (strncmp(s, t, n) == 0 && (t[n] == 0 || t[n] == ','));
}

/* a, then b after a comma where both are there, into buf. */
static void join_moves(const char *a, const char *b, char *buf, size_t len) {
  snprintf(buf, len, "%s%s%s", a, a[0] && b[0] ? "," : "", b);
}

/* A plan's start moves ("" where it names none). */
static const char *plan_moves(const json_doc *plan) {
  const char *m = json_doc_str(plan, 0, "params.moves");
  return m ? m : "";
}

/* The position of subproblem record d: its start moves, then its path. */
static void record_full(const json_doc *d, char *buf, size_t len) {
  const char *path = json_doc_str(d, 0, "path");
  join_moves(plan_moves(d), path ? path : "", buf, len);
}

/* The number at key in record d, 0 where it has none. */
static double record_num(const json_doc *d, const char *key) {
  double v = 0;
  return json_doc_num(d, 0, key, &v) ? v : 0;
}

campaign_proof_size campaign_chain(const records_file *f, int ask, const char *full, int end) {
  campaign_proof_size chain = {0, 0};
  bool probe;
  for (int k = end - 1; k >= 0; k--) {
    const json_doc *d = &f->docs[k];
    const char *kind = f->bad[k] ? NULL : json_doc_str(d, 0, "kind"), *ma, *mb;
    if (!kind || strcmp(kind, "subproblem") || !same_question(&f->docs[ask], d, &ma, &mb)) continue;
    if (strcmp(mb, full) == 0 && record_num(d, "table_given") > 0) break; /* given from below */
    char at[CAMPAIGN_NAME_MAX * 2];
    record_full(d, at, sizeof at);
    if (strcmp(at, full) || !json_doc_bool(d, 0, "probe", &probe) || probe ||
        record_num(d, "table_saved") <= 0)
      continue;
    chain.expansions += (uint64_t)record_num(d, "stats.expansions"), chain.runs++;
    if (record_num(d, "table_continued") <= 0) break; /* it started afresh */
  }
  return chain;
}

void campaign_apply_chains(campaign *c, const records_file *f, int plan_line) {
  char path[CAMPAIGN_NAME_MAX], full[CAMPAIGN_NAME_MAX * 2];
  for (int q = 1; q < c->n; q++) {
    if (c->nodes[q].nchildren) continue;
    campaign_path_text(c, q, path, sizeof path);
    join_moves(plan_moves(&f->docs[plan_line]), path, full, sizeof full);
    c->nodes[q].chain = campaign_chain(f, plan_line, full, f->n);
  }
}

/* Is line j the plan that stands for its problem in the tree: the first plan of that problem, of
 * any split depth? */
static bool tree_plan(const records_file *f, int j) {
  if (!first_plan(f, j)) return false;
  const char *problem = json_doc_str(&f->docs[j], 0, "problem");
  for (int k = 0; k < j; k++) {
    const char *kind = f->bad[k] ? NULL : json_doc_str(&f->docs[k], 0, "kind");
    const char *p2 = kind ? json_doc_str(&f->docs[k], 0, "problem") : NULL;
    if (kind && p2 && !strcmp(kind, "plan") && !strcmp(p2, problem)) return false;
  }
  return true;
}

typedef struct tree_ctx {
  const records_file *f;
  int max_depth;
  bool *walked; /* plan lines whose trees are in the walk */
  void (*each)(void *arg, const campaign_tree_line *l);
  void *arg;
  /* For the top being walked, by line: a subproblem record of its question, its full moves (start
   * moves and path) and expansions; a plan of its question, the first of its problem and split depth
   * (first_plan), its start moves. NULL elsewhere. */
  char **full, **start;
  double *expansions;
} tree_ctx;

/* Fill t's lines for the question of plan line top. 0 or YOMI_ENOMEM. */
static int tree_index(tree_ctx *t, int top) {
  const records_file *f = t->f;
  for (int j = 0; j < f->n; j++) {
    free(t->full[j]), free(t->start[j]);
    t->full[j] = t->start[j] = NULL;
    const json_doc *d = &f->docs[j];
    const char *kind = f->bad[j] ? NULL : json_doc_str(d, 0, "kind"), *ma, *mb;
    if (!kind || !same_question(&f->docs[top], d, &ma, &mb)) continue;
    char full[CAMPAIGN_NAME_MAX * 2];
    if (!strcmp(kind, "subproblem")) {
      record_full(d, full, sizeof full);
      t->expansions[j] = record_num(d, "stats.expansions");
      if (!(t->full[j] = strdup(full))) return YOMI_ENOMEM;
    } else if (!strcmp(kind, "plan") && first_plan(f, j) && !(t->start[j] = strdup(mb))) return YOMI_ENOMEM;
  }
  return YOMI_OK;
}

/* The campaign below a leaf: of the plans that pose plan_line's question after its start moves and
 * path (the first of each split depth), the first that decides the leaf for `winner` as the
 * recombination did (apply_campaigns), or where winner < 0 the first; recombined into *sub. Its
 * line, -1 (none, or it is in the walk already), or YOMI_ENOMEM. */
static int tree_sub_plan(tree_ctx *t, int plan_line, const char *path, int winner, campaign *sub) {
  char want[CAMPAIGN_NAME_MAX * 2];
  join_moves(plan_moves(&t->f->docs[plan_line]), path, want, sizeof want);
  for (int j = 0; j < t->f->n; j++) {
    if (!t->start[j] || j == plan_line || t->walked[j] || strcmp(t->start[j], want)) continue;
    int rc = recombine(t->f, j, 0, sub);
    if (rc == YOMI_ENOMEM) return rc;
    if (rc) continue;
    if (winner < 0 || campaign_winner(sub) == winner) return j;
    campaign_free(sub);
  }
  return -1;
}

/* The runs of the question recorded at l->moves or below, and the largest at l->moves itself. */
static void tree_work(const tree_ctx *t, campaign_tree_line *l) {
  for (int j = 0; j < t->f->n; j++) {
    if (!t->full[j] || !moves_below(l->moves, t->full[j])) continue;
    const json_doc *d = &t->f->docs[j];
    uint64_t e = (uint64_t)t->expansions[j];
    l->runs++;
    l->expansions += e;
    if (strcmp(t->full[j], l->moves) || e < l->largest) continue;
    l->largest = e;
    l->numbers_known = !json_doc_str(d, 0, "result.winner");
    for (int p = 0; p < 2 && l->numbers_known; p++) {
      char key[64];
      snprintf(key, sizeof key, "result.root_proof_numbers.%s", l->players[p]);
      l->numbers_known = json_doc_num(d, 0, key, &l->numbers[p]);
    }
  }
}

static int tree_walk(tree_ctx *t, const campaign *c, int plan_line, int q, int depth, bool needed, int level);

/* Node q of campaign c (of plan line plan_line), at depth, then what lies below it: its children in
 * c, or the tree of the campaign that starts there. */
static int tree_walk(tree_ctx *t, const campaign *c, int plan_line, int q, int depth, bool needed,
                     int level) {
  const json_doc *plan = &t->f->docs[plan_line];
  const campaign_node *n = &c->nodes[q];
  campaign_tree_line l;
  memset(&l, 0, sizeof l);
  char path[CAMPAIGN_NAME_MAX];
  campaign_path_text(c, q, path, sizeof path);
  join_moves(plan_moves(plan), path, l.moves, sizeof l.moves);
  const char *last = strrchr(l.moves, ',');
  l.name = last ? last + 1 : l.moves;
  l.depth = depth, l.problem = c->problem, l.players[0] = c->players[0], l.players[1] = c->players[1];
  l.mover = n->mover, l.winner = n->winner >= 0 ? n->winner : -1, l.needed = needed;
  l.by_game = n->by_game, l.by_campaign = n->by_campaign;
  l.by_run = l.winner >= 0 && !n->by_game && !n->by_campaign && !n->nchildren;
  if (l.winner >= 0 && !campaign_proof(c, q, &l.proof)) l.proof.expansions = 0, l.proof.runs = 0;
  l.plan_line = -1;
  campaign sub;
  const campaign *below = c;
  int at = q;
  if (q > 0 && !n->nchildren && level < CAMPAIGN_MAX_NEST) {
    int j = tree_sub_plan(t, plan_line, path, n->by_campaign ? n->winner : -1, &sub);
    if (j == YOMI_ENOMEM) return j;
    if (j >= 0) t->walked[j] = true, l.plan_line = j, below = &sub, at = 0, plan_line = j;
  }
  const campaign_node *b = &below->nodes[at];
  l.children = b->nchildren;
  for (int k = b->first; k < b->first + b->nchildren; k++)
    if (below->nodes[k].winner >= 0) l.won[below->nodes[k].winner]++;
  tree_work(t, &l);
  t->each(t->arg, &l);
  int rc = YOMI_OK;
  if (t->max_depth < 0 || depth < t->max_depth)
    for (int k = b->first; k < b->first + b->nchildren && !rc; k++)
      rc = tree_walk(t, below, plan_line, k, depth + 1, needed && l.winner < 0, level + (below != c));
  if (below != c) campaign_free(&sub);
  return rc;
}

int campaign_records_tree(const records_file *f, int max_depth,
                          void (*each)(void *arg, const campaign_tree_line *l), void *arg) {
  size_t n = (size_t)f->n + 1;
  tree_ctx t = {f,
                max_depth,
                calloc(n, sizeof(bool)),
                each,
                arg,
                calloc(n, sizeof(char *)),
                calloc(n, sizeof(char *)),
                calloc(n, sizeof(double))};
  int rc = t.walked && t.full && t.start && t.expansions ? YOMI_OK : YOMI_ENOMEM;
  /* Tops first: the plans no other plan of the same question starts above; then any plan the walk
   * did not reach (its campaign starts below a position no plan splits), unless it starts below a
   * tree that max_depth cut short. */
  for (int pass = 0; pass < 2 && !rc; pass++)
    for (int j = 0; j < f->n && !rc; j++) {
      if (t.walked[j] || f->bad[j] || !tree_plan(f, j)) continue;
      bool above = false; /* at the second pass, only below a tree the depth cut short */
      for (int k = 0; k < f->n && (pass == 0 || max_depth >= 0) && !above; k++) {
        const char *ma, *mb;
        above = k != j && !f->bad[k] && (pass == 0 || t.walked[k]) && tree_plan(f, k) &&
                same_question(&f->docs[j], &f->docs[k], &ma, &mb) && strcmp(ma, mb) && moves_below(mb, ma);
      }
      if (above) continue;
      campaign c;
      int r = recombine(f, j, 0, &c);
      if (r == YOMI_ENOMEM) rc = r;
      if (r) continue; /* a malformed plan: records check reports the line */
      t.walked[j] = true;
      rc = tree_index(&t, j);
      if (!rc) rc = tree_walk(&t, &c, j, 0, 0, true, 0);
      campaign_free(&c);
    }
  for (int j = 0; j < f->n && t.full && t.start; j++) free(t.full[j]), free(t.start[j]);
  free(t.walked), free(t.full), free(t.start), free(t.expansions);
  return rc;
}

/* ---- hints ---- */

#define HINT_LINE 64      /* moves of a line that a hint looks at (longer lines are no cousins) */
#define HINT_COUSINS 4096 /* cousins' wins kept (a guard) */

typedef char hint_word[16];

/* Append the comma-separated words of s to w[*n..max); false if they do not fit. */
static bool add_words(const char *s, hint_word *w, int *n, int max) {
  while (s && *s) {
    const char *e = strchr(s, ',');
    size_t len = e ? (size_t)(e - s) : strlen(s);
    if (*n >= max || len >= sizeof w[0]) return false;
    memcpy(w[*n], s, len), w[*n][len] = 0, (*n)++;
    s = e ? e + 1 : NULL;
  }
  return true;
}

/* The line of record doc that its winner won by its last move, into w (its length), and that
 * winner into *who: a subproblem record's start moves and path, and the first move of its principal
 * variation where its mover wins; a campaign's start moves when it ended with a win of the player
 * who is not to move at its root. -1 when the record is no such win. */
static int won_line(const json_doc *doc, hint_word *w, const char **who) {
  const char *kind = json_doc_str(doc, 0, "kind"), *moves = json_doc_str(doc, 0, "params.moves");
  int n = 0;
  if (!kind || !moves || !add_words(moves, w, &n, HINT_LINE)) return -1;
  if (!strcmp(kind, "campaign")) {
    *who = json_doc_str(doc, 0, "result.winner");
    return *who ? n : -1;
  }
  const char *mover = json_doc_str(doc, 0, "mover");
  *who = json_doc_str(doc, 0, "proves");
  if (strcmp(kind, "subproblem") || !*who || !mover ||
      !add_words(json_doc_str(doc, 0, "path"), w, &n, HINT_LINE))
    return -1;
  if (strcmp(mover, *who)) return n; /* the path's last move won */
  int pv = json_doc_path(doc, 0, "result.pv");
  int first = pv >= 0 && doc->nodes[pv].type == JSON_ARRAY ? doc->nodes[pv].child : -1;
  if (first < 0 || doc->nodes[first].type != JSON_STRING || n >= HINT_LINE ||
      strlen(doc->nodes[first].str) >= sizeof w[0])
    return -1;
  snprintf(w[n], sizeof w[n], "%s", doc->nodes[first].str);
  return n + 1;
}

/* The wins of player `mine` at the cousins of the line root[0..n) in f, among the records that pose
 * plan's question (same_question): lines of n + 1 moves whose first n differ from root's in one move
 * only, and that one the opponent's (root[n - 1] is the opponent's move). each(arg, at, was, won) for
 * each: at, where the cousin differs; was, its move there; won, the move that won. */
static void cousin_wins(const records_file *f, const json_doc *plan, hint_word *root, int n, const char *mine,
                        bool (*each)(void *arg, int at, const char *was, const char *won), void *arg) {
  hint_word line[HINT_LINE + 1];
  for (int j = 0; j < f->n; j++) {
    const char *ma, *mb, *who = NULL;
    if (f->bad[j] || !same_question(plan, &f->docs[j], &ma, &mb)) continue;
    int len = won_line(&f->docs[j], line, &who);
    if (len != n + 1 || strcmp(who, mine)) continue;
    int at = -1, differ = 0;
    for (int i = 0; i < n; i++)
      if (strcmp(line[i], root[i])) at = i, differ++;
    if (differ != 1 || (n - 1 - at) % 2) continue; /* one move apart, and that move the opponent's */
    if (!each(arg, at, line[at], line[n])) return;
  }
}

/* campaign_apply_hints' cousins' wins: per root child, where and how the cousin differs. */
typedef struct cousin_win {
  int child;
  int at;         /* the index of the one start move where the cousin differs */
  hint_word move; /* the cousin's move there */
} cousin_win;

typedef struct cousin_wins_of {
  const campaign *c;
  cousin_win *won;
  int n;
} cousin_wins_of;

static bool note_cousin_win(void *arg, int at, const char *was, const char *won) {
  cousin_wins_of *w = arg;
  const campaign *c = w->c;
  int child = -1;
  for (int k = c->nodes[0].first; k < c->nodes[0].first + c->nodes[0].nchildren; k++)
    if (!strcmp(c->nodes[k].name, won) && !c->nodes[k].nchildren) child = k;
  bool seen = child < 0;
  for (int i = 0; i < w->n && !seen; i++)
    seen = w->won[i].child == child && w->won[i].at == at && !strcmp(w->won[i].move, was);
  if (seen) return true;
  w->won[w->n].child = child, w->won[w->n].at = at;
  snprintf(w->won[w->n].move, sizeof w->won[w->n].move, "%s", was);
  return ++w->n < HINT_COUSINS;
}

int campaign_apply_hints(campaign *c, const records_file *f, int plan_line, int max) {
  c->hints = 0;
  if (max <= 0 || plan_line < 0 || !c->n || !c->nodes[0].nchildren) return 0;
  const json_doc *plan = &f->docs[plan_line];
  const char *mine = c->players[c->nodes[0].mover], *start = json_doc_str(plan, 0, "params.moves");
  hint_word root[HINT_LINE];
  int n = 0;
  if (!start || !add_words(start, root, &n, HINT_LINE) || n < 1) return 0;
  cousin_wins_of w = {.c = c, .won = malloc(HINT_COUSINS * sizeof *w.won)};
  if (!w.won) return 0; /* out of memory: no hints, the same results */
  cousin_wins(f, plan, root, n, mine, note_cousin_win, &w);
  cousin_win *won = w.won;
  int nwon = w.n;
  for (int rank = 1; rank <= max; rank++) { /* the most cousins first, ties in move order */
    int best = -1, most = 0, most_far = 0;
    for (int k = c->nodes[0].first; k < c->nodes[0].first + c->nodes[0].nchildren; k++) {
      int count = 0, far = 0;
      for (int i = 0; i < nwon; i++)
        if (won[i].child == k) won[i].at == n - 1 ? count++ : far++;
      bool todo = c->nodes[k].state == CAMPAIGN_TODO && campaign_needed(c, k);
      if ((count > most || (count == most && far > most_far)) && todo && !c->nodes[k].hint)
        best = k, most = count, most_far = far;
    }
    if (best < 0) break;
    c->nodes[best].hint = rank, c->nodes[best].hint_positions = most, c->nodes[best].hint_far = most_far;
    c->hints++;
  }
  free(won);
  return c->hints;
}

/* campaign_leaf_hints' moves: each distinct won move once. */
typedef struct leaf_hints_of {
  char (*moves)[16];
  int n, max;
} leaf_hints_of;

static bool note_leaf_hint(void *arg, int at, const char *was, const char *won) {
  (void)at, (void)was;
  leaf_hints_of *h = arg;
  for (int i = 0; i < h->n; i++)
    if (!strcmp(h->moves[i], won)) return true;
  snprintf(h->moves[h->n], sizeof h->moves[h->n], "%s", won);
  return ++h->n < h->max;
}

int campaign_leaf_hints(const campaign *c, const records_file *f, int plan_line, int leaf, char (*moves)[16],
                        int max) {
  if (max <= 0 || plan_line < 0 || leaf <= 0 || leaf >= c->n) return 0;
  const json_doc *plan = &f->docs[plan_line];
  const char *start = json_doc_str(plan, 0, "params.moves");
  char path[CAMPAIGN_NAME_MAX];
  campaign_path_text(c, leaf, path, sizeof path);
  hint_word root[HINT_LINE];
  int n = 0;
  if (!start || !add_words(start, root, &n, HINT_LINE) || !add_words(path, root, &n, HINT_LINE)) return 0;
  leaf_hints_of h = {.moves = moves, .max = max};
  cousin_wins(f, plan, root, n, c->players[c->nodes[leaf].mover], note_leaf_hint, &h);
  return h.n;
}
