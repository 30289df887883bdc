/* solve/campaign: the split tree, the combination of its leaves' results, and the records of a
 * campaign (see campaign.h; the runs themselves are campaign_run.c's). */
#include "solve/campaign.h"
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "core/error.h"
#include "core/records.h"
#include "solve/campaign_impl.h"

static int add_node(campaign *c, int *cap, int parent, int move, int depth, int mover) {
  if (c->n == *cap) {
    int nc = *cap ? 2 * *cap : 64;
    campaign_node *nn = realloc(c->nodes, (size_t)nc * sizeof *nn);
    if (!nn) return YOMI_ENOMEM;
    c->nodes = nn, *cap = nc;
  }
  c->nodes[c->n] = (campaign_node){
      .parent = parent, .first = -1, .move = move, .depth = depth, .mover = mover, .winner = -1};
  return c->n++;
}

/* Below node (the game at it, undecided, above the split depth): its legal moves as contiguous
 * children, each then decided by the game, made a leaf at the split depth, or split further. */
static int split(campaign *c, const campaign_game *g, dfpn_game *gm, int node, int depth, int *cap) {
  int moves[DFPN_MAX_CHILDREN], nm = gm->moves(gm->ctx, moves), first = c->n;
  uint64_t board;
  for (int i = 0; i < nm; i++) {
    if (gm->play(gm->ctx, moves[i], &board) != DFPN_PLAYED) continue;
    int k = add_node(c, cap, node, moves[i], c->nodes[node].depth + 1, gm->to_move(gm->ctx));
    gm->undo(gm->ctx);
    if (k < 0) return k;
    g->names.move(g->names.ctx, moves[i], c->nodes[k].name, sizeof c->nodes[k].name);
  }
  c->nodes[node].first = first;
  c->nodes[node].nchildren = c->n - first;
  for (int k = first; k < first + c->nodes[node].nchildren; k++) {
    gm->play(gm->ctx, c->nodes[k].move, &board);
    dfpn_verdict v;
    gm->result(gm->ctx, &v);
    int rc = 0;
    if (v.winner >= 0) c->nodes[k].winner = v.winner, c->nodes[k].by_game = true;
    else if (depth > 1) rc = split(c, g, gm, k, depth - 1, cap);
    gm->undo(gm->ctx);
    if (rc) return rc;
  }
  return 0;
}

static void count_leaves(campaign *c) {
  c->leaves = 0;
  for (int i = 0; i < c->n; i++) c->leaves += c->nodes[i].nchildren == 0;
}

int campaign_plan(campaign *c, const campaign_game *g, int depth) {
  memset(c, 0, sizeof *c);
  c->ranks = 1;
  if (depth < 0 || depth > CAMPAIGN_MAX_DEPTH) return YOMI_EINVAL;
  dfpn_game *gm = g->root->clone(g->root->ctx);
  c->problem = strdup(g->problem);
  if (!gm || !c->problem) {
    if (gm) g->root->destroy(gm);
    free(c->problem);
    return YOMI_ENOMEM;
  }
  c->trusted = g->trusted;
  c->split_depth = depth;
  for (int p = 0; p < 2; p++)
    snprintf(c->players[p], sizeof c->players[p], "%s", g->names.player(g->names.ctx, p));
  int cap = 0, rc = add_node(c, &cap, -1, -1, 0, gm->to_move(gm->ctx));
  dfpn_verdict v;
  gm->result(gm->ctx, &v);
  if (rc >= 0 && v.winner >= 0) c->nodes[0].winner = v.winner, c->nodes[0].by_game = true;
  else if (rc >= 0 && depth > 0) rc = split(c, g, gm, 0, depth, &cap);
  g->root->destroy(gm);
  if (rc < 0) {
    campaign_free(c);
    return rc;
  }
  /* the game's decisions at the leaves carry up as any result does */
  for (int i = 0; i < c->n; i++)
    if (c->nodes[i].by_game && i > 0) campaign_decide(c, i, c->nodes[i].winner);
  count_leaves(c);
  return 0;
}

void campaign_free(campaign *c) {
  free(c->nodes);
  free(c->problem);
  memset(c, 0, sizeof *c);
}

int campaign_path(const campaign *c, int node, int *moves) {
  int d = c->nodes[node].depth;
  for (int k = node, i = d - 1; k > 0; k = c->nodes[k].parent, i--) moves[i] = c->nodes[k].move;
  return d;
}

void campaign_path_text(const campaign *c, int node, char *buf, size_t len) {
  int chain[CAMPAIGN_MAX_DEPTH + 1], d = 0;
  for (int k = node; k > 0 && d <= CAMPAIGN_MAX_DEPTH; k = c->nodes[k].parent) chain[d++] = k;
  buf[0] = 0;
  for (int i = d - 1; i >= 0; i--) {
    size_t used = strlen(buf);
    snprintf(buf + used, len - used, "%s%s", i == d - 1 ? "" : ",", c->nodes[chain[i]].name);
  }
}

int campaign_find(const campaign *c, const char *text) {
  char buf[CAMPAIGN_NAME_MAX];
  for (int i = 0; i < c->n; i++) {
    campaign_path_text(c, i, buf, sizeof buf);
    if (strcmp(buf, text) == 0) return i;
  }
  return -1;
}

/* A node's winner from its children: the mover's where one child is the mover's; the other
 * player's once every child is the other's; CAMPAIGN_OPEN_FOR_GOOD (-2) once every child is
 * decided or can no longer be, and none is the mover's; else -1. */
static int combine(const campaign *c, int node) {
  const campaign_node *q = &c->nodes[node];
  bool all = true, failed = false;
  for (int k = q->first; k < q->first + q->nchildren; k++) {
    int w = c->nodes[k].winner;
    if (w == q->mover) return w;
    all &= w != -1;
    failed |= w == -2;
  }
  return !all ? -1 : failed ? -2 : 1 - q->mover;
}

void campaign_decide(campaign *c, int leaf, int winner) {
  c->nodes[leaf].winner = winner;
  for (int p = c->nodes[leaf].parent; p >= 0 && c->nodes[p].winner == -1; p = c->nodes[p].parent) {
    int w = combine(c, p);
    if (w == -1) break;
    c->nodes[p].winner = w;
  }
}

bool campaign_proof(const campaign *c, int node, campaign_proof_size *out) {
  const campaign_node *q = &c->nodes[node];
  int w = q->winner;
  bool found = false;
  campaign_proof_size best = {0, 0};
  if (w < 0) return false;
  if (q->by_game) {
    *out = best;
    return true;
  }
  if (q->by_campaign) best = q->by_campaign_proof, found = true; /* (its leaf is DONE without a run) */
  else if (q->state == CAMPAIGN_DONE) /* its run, and the runs whose table it went on from */
    best = (campaign_proof_size){q->expansions + q->carried.expansions, 1 + q->carried.runs}, found = true;
  if (q->nchildren) {
    campaign_proof_size sum = {0, 0}, kid;
    bool all = true, one = false;
    for (int k = q->first; k < q->first + q->nchildren; k++) {
      bool won = c->nodes[k].winner == w && campaign_proof(c, k, &kid);
      if (q->mover == w) {
        if (won && (!one || kid.expansions < sum.expansions)) sum = kid, one = true;
      } else if (won) {
        sum.expansions += kid.expansions, sum.runs += kid.runs;
      } else {
        all = false;
      }
    }
    if ((q->mover == w ? one : all) && (!found || sum.expansions < best.expansions)) best = sum, found = true;
  }
  if (found) *out = best;
  return found;
}

int campaign_ranks(void) {
  int rank, ranks;
  campaign_mpi_init(&rank, &ranks);
  return ranks;
}

bool campaign_open_leaf(const campaign *c, int i) {
  if (c->nodes[i].nchildren || c->nodes[i].state != CAMPAIGN_FAILED) return false;
  for (int k = c->nodes[i].parent; k >= 0; k = c->nodes[k].parent)
    if (c->nodes[k].winner >= 0) return false;
  return true;
}

int campaign_open_leaves(const campaign *c, int *leaves) {
  int n = 0, m = c->n ? c->nodes[0].mover : 0;
  for (int i = 0; i < c->n; i++) {
    if (!campaign_open_leaf(c, i)) continue;
    const campaign_node *q = &c->nodes[i];
    int k = n++; /* insertion, after every leaf that comes first or ties */
    for (; k > 0; k--) {
      const campaign_node *p = &c->nodes[leaves[k - 1]];
      bool before = q->numbers_known && (!p->numbers_known || q->numbers[m] < p->numbers[m]);
      if (!before) break;
      leaves[k] = leaves[k - 1];
    }
    leaves[k] = i;
  }
  return n;
}

int campaign_most_proving(const campaign *c) {
  double(*pn)[2] = c->n ? malloc((size_t)c->n * sizeof *pn) : NULL;
  bool *below = c->n ? malloc((size_t)c->n) : NULL; /* a leaf to run now lies at or below the node */
  int pick = -1;
  if (!pn || !below) { /* out of memory: the first leaf to run */
    for (int i = 0; i < c->n && pick < 0; i++)
      if (!c->nodes[i].nchildren && c->nodes[i].state == CAMPAIGN_TODO && campaign_needed(c, i)) pick = i;
    free(pn);
    free(below);
    return pick;
  }
  for (int i = c->n - 1; i >= 0; i--) { /* children come after their parent */
    const campaign_node *q = &c->nodes[i];
    below[i] = false;
    if (q->winner >= 0) pn[i][q->winner] = 0, pn[i][1 - q->winner] = HUGE_VAL;
    else if (q->winner == -2) pn[i][0] = pn[i][1] = HUGE_VAL;
    else if (!q->nchildren) {
      pn[i][0] = q->numbers_known ? (double)q->numbers[0] : 1;
      pn[i][1] = q->numbers_known ? (double)q->numbers[1] : 1;
      below[i] = q->state == CAMPAIGN_TODO;
    } else {
      int m = q->mover;
      pn[i][m] = HUGE_VAL, pn[i][1 - m] = 0;
      for (int k = q->first; k < q->first + q->nchildren; k++) {
        if (pn[k][m] < pn[i][m]) pn[i][m] = pn[k][m];
        pn[i][1 - m] += pn[k][1 - m];
        below[i] |= below[k];
      }
    }
  }
  if (c->n && below[0]) {
    int i = 0;
    while (c->nodes[i].nchildren) {
      int m = c->nodes[i].mover, best = -1;
      for (int k = c->nodes[i].first; k < c->nodes[i].first + c->nodes[i].nchildren; k++)
        if (below[k] && (best < 0 || pn[k][m] < pn[best][m])) best = k;
      i = best;
    }
    pick = i;
  }
  free(pn);
  free(below);
  return pick;
}

bool campaign_needed(const campaign *c, int leaf) {
  for (int k = leaf; k >= 0; k = c->nodes[k].parent)
    if (c->nodes[k].winner != -1) return false;
  return true;
}
