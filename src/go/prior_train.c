/* go/prior_train: the learned prior's training data and fit (see prior_train.h). */
#include "go/prior_train.h"
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "core/error.h"
#include "core/jsonread.h"
#include "core/rng.h"
#include "go/solvegame.h"
#include "go/suite.h"
#include "go/value.h"

#define NF GO_PRIOR_NFEAT

/* The sample of g at komi: its features, whether the side to move won, log2 of the expansions. */
static void sample_of(const go_game *g, double komi, int winner, uint64_t expansions, go_prior_sample *x) {
  const go_board *b = go_game_board(g);
  go_prior_features(g, komi, x->f);
  int mover = b->to_move == GO_BLACK ? GO_SOLVE_BLACK : GO_SOLVE_WHITE;
  x->mover_wins = winner == mover;
  x->log2_size = log2((double)(expansions > 0 ? expansions : 1));
}

static int push(go_prior_sample **s, size_t *n, size_t *cap, const go_game *g, double komi, int winner,
                uint64_t expansions) {
  if (*n == *cap) {
    size_t nc = *cap ? 2 * *cap : 256;
    go_prior_sample *t = realloc(*s, nc * sizeof *t);
    if (!t) return YOMI_ENOMEM;
    *s = t;
    *cap = nc;
  }
  sample_of(g, komi, winner, expansions, &(*s)[(*n)++]);
  return YOMI_OK;
}

/* Positions inside a search: from g, sp->walk random legal moves (a pass among them), each position
 * proved at the root's komi, as df-pn meets them below a root (most after a move that is not the
 * best, so most of them easier than the root). Random numbers from (seed, item). */
static int walk_samples(const go_prior_train_spec *sp, const go_game *g, double komi, uint64_t item,
                        const go_value_opts *vo, go_prior_sample **s, size_t *n, size_t *cap) {
  go_game w;
  if (go_game_copy(&w, g)) return YOMI_ENOMEM;
  rng_stream r;
  rng_init(&r, sp->seed ^ 0x77616c6bu, item);
  int rc = YOMI_OK;
  for (int d = 0; d < sp->walk && !rc; d++) {
    int moves[GO_MAX_POINTS + 1], nm = go_game_legal_moves(&w, moves);
    if (nm == 0 || go_game_play(&w, moves[rng_below(&r, (uint64_t)nm)])) break;
    dfpn_result res;
    go_prove(&w, komi, vo, NULL, &res);
    if (res.rc == YOMI_EINTR || res.rc == YOMI_ENOMEM) rc = res.rc;
    else if (res.rc == YOMI_OK) rc = push(s, n, cap, &w, komi, res.winner, res.st.expansions);
  }
  go_game_free(&w);
  return rc;
}

/* The samples of one position: its value's two proofs with the walks below them, and the far ones. */
static int position_samples(const go_prior_train_spec *sp, const go_game *g, uint64_t item,
                            const go_value_opts *vo, go_prior_sample **s, size_t *n, size_t *cap) {
  go_value v;
  go_value_search(g, vo, &v);
  if (v.rc == YOMI_EINTR || v.rc == YOMI_ENOMEM) return v.rc;
  if (v.rc) return YOMI_OK; /* over the node limit: left out */
  const go_board *b = go_game_board(g);
  int rc = YOMI_OK;
  if (v.has_black) rc = push(s, n, cap, g, v.black.komi, GO_SOLVE_BLACK, v.black.res.st.expansions);
  if (!rc && v.has_white) rc = push(s, n, cap, g, v.white.komi, GO_SOLVE_WHITE, v.white.res.st.expansions);
  if (!rc && v.has_black) rc = walk_samples(sp, g, v.black.komi, 2 * item, vo, s, n, cap);
  if (!rc && v.has_white) rc = walk_samples(sp, g, v.white.komi, 2 * item + 1, vo, s, n, cap);
  /* the far komis, then the edges: Black must own every point, or White must */
  double far[4] = {v.value - (sp->far + 0.5), v.value + (sp->far + 0.5), b->npoints - 0.5, 0.5 - b->npoints};
  for (int k = sp->far ? 0 : 2; !rc && k < (sp->edges ? 4 : 2); k++) {
    double komi = far[k];
    if (fabs(komi) > b->npoints || fabs(komi - v.value) < 1) continue;
    if (k >= 2 && fabs(komi - far[k - 2]) < 1) continue;
    dfpn_result r;
    go_prove(g, komi, vo, NULL, &r);
    if (r.rc == YOMI_EINTR || r.rc == YOMI_ENOMEM) return r.rc;
    if (r.rc == YOMI_OK) rc = push(s, n, cap, g, komi, r.winner, r.st.expansions);
  }
  return rc;
}

int go_prior_collect(const go_prior_train_spec *sp, go_prior_sample **out, size_t *n) {
  size_t cap = 0;
  *out = NULL;
  *n = 0;
  go_value_opts vo;
  go_value_opts_default(&vo);
  vo.run.opts.node_limit = sp->node_limit;
  vo.run.interrupted = sp->interrupted;
  vo.tt_mb = sp->tt_mb;
  for (int k = 0; k < sp->nboards; k++) {
    int np = sp->rows[k] * sp->cols[k];
    go_suite_spec ss = {.rows = sp->rows[k],
                        .cols = sp->cols[k],
                        .seed = sp->seed + (uint64_t)k,
                        .min_plies = 0,
                        .max_plies = np,
                        .komi = 0.5};
    for (int i = 0; i < sp->positions; i++) {
      go_suite_case c;
      if (!go_suite_position(&ss, (uint64_t)i, &c)) continue;
      go_board b0;
      go_game g;
      int rc = go_board_init(&b0, ss.rows, ss.cols, GO_SUICIDE_FORBIDDEN);
      if (!rc) rc = go_game_init(&g, &b0);
      if (rc) return rc;
      for (int m = 0; m < c.nmoves && !rc; m++) rc = go_game_play(&g, c.moves[m]);
      if (!rc) rc = position_samples(sp, &g, ((uint64_t)k << 32) + (uint64_t)i, &vo, out, n, &cap);
      go_game_free(&g);
      if (rc) return rc;
    }
  }
  return YOMI_OK;
}

int go_prior_record_sample(const json_doc *d, bool cold_only, go_prior_sample *out) {
  const char *kind = json_doc_str(d, 0, "kind"), *who = json_doc_str(d, 0, "result.winner"),
             *game = json_doc_str(d, 0, "game");
  double loaded = 0, rows, cols, komi, expansions;
  json_doc_num(d, 0, "table_loaded", &loaded);
  if (!kind || strcmp(kind, "subproblem") != 0 || (game && strcmp(game, "go") != 0) || !who ||
      (cold_only && loaded > 0))
    return 0;
  int winner = !strcmp(who, "black") ? GO_SOLVE_BLACK : !strcmp(who, "white") ? GO_SOLVE_WHITE : -1;
  const char *moves = json_doc_str(d, 0, "params.moves"), *path = json_doc_str(d, 0, "path"),
             *suicide = json_doc_str(d, 0, "params.suicide");
  if (winner < 0 || !moves || !path || !json_doc_num(d, 0, "params.rows", &rows) ||
      !json_doc_num(d, 0, "params.cols", &cols) || !json_doc_num(d, 0, "params.komi", &komi) ||
      !json_doc_num(d, 0, "stats.expansions", &expansions) || rows < 1 || cols < 1 ||
      rows * cols > GO_MAX_POINTS)
    return YOMI_EPARSE;
  go_suicide rule = GO_SUICIDE_FORBIDDEN;
  if (suicide && go_parse_suicide(suicide, &rule)) return YOMI_EPARSE;
  enum { MAXM = 4 * GO_MAX_POINTS };
  int r = (int)rows, c = (int)cols, seq[2 * MAXM], bad;
  int n1 = moves[0] ? go_parse_moves(moves, r, c, seq, MAXM, &bad) : 0;
  int n2 = path[0] ? go_parse_moves(path, r, c, seq + MAXM, MAXM, &bad) : 0;
  if (n1 < 0 || n2 < 0) return YOMI_EPARSE;
  go_board b0;
  go_game g;
  int rc = go_board_init(&b0, r, c, rule);
  if (!rc) rc = go_game_init(&g, &b0);
  if (rc) return rc;
  for (int i = 0; i < n1 && !rc; i++) rc = go_game_play(&g, seq[i]);
  for (int i = 0; i < n2 && !rc; i++) rc = go_game_play(&g, seq[MAXM + i]);
  if (!rc) sample_of(&g, komi, winner, (uint64_t)expansions, out);
  go_game_free(&g);
  return rc ? YOMI_EPARSE : 1;
}

/* Solve the symmetric positive definite system a x = y (NF x NF) by Cholesky. 0 or -1. */
static int solve(double a[NF][NF], const double *y, double *x) {
  double l[NF][NF] = {{0}};
  for (int i = 0; i < NF; i++)
    for (int j = 0; j <= i; j++) {
      double s = a[i][j];
      for (int k = 0; k < j; k++) s -= l[i][k] * l[j][k];
      if (i == j) {
        if (s <= 1e-12) return -1;
        l[i][i] = sqrt(s);
      } else l[i][j] = s / l[j][j];
    }
  double z[NF];
  for (int i = 0; i < NF; i++) {
    double s = y[i];
    for (int k = 0; k < i; k++) s -= l[i][k] * z[k];
    z[i] = s / l[i][i];
  }
  for (int i = NF - 1; i >= 0; i--) {
    double s = z[i];
    for (int k = i + 1; k < NF; k++) s -= l[k][i] * x[k];
    x[i] = s / l[i][i];
  }
  return 0;
}

static double dot(const double *w, const double *f) {
  double s = 0;
  for (int i = 0; i < NF; i++) s += w[i] * f[i];
  return s;
}

/* Ridge least squares of log2_size on the samples with mover_wins == which. */
static int fit_size(const go_prior_sample *s, size_t n, bool which, double ridge, double *w) {
  double a[NF][NF] = {{0}}, y[NF] = {0};
  for (size_t t = 0; t < n; t++) {
    if (s[t].mover_wins != which) continue;
    for (int i = 0; i < NF; i++) {
      y[i] += s[t].f[i] * s[t].log2_size;
      for (int j = 0; j < NF; j++) a[i][j] += s[t].f[i] * s[t].f[j];
    }
  }
  for (int i = 1; i < NF; i++) a[i][i] += ridge;
  a[0][0] += 1e-9;
  return solve(a, y, w);
}

/* Ridge logistic regression of mover_wins by Newton's method (a fixed number of steps). */
static int fit_win(const go_prior_sample *s, size_t n, double ridge, double *w) {
  memset(w, 0, NF * sizeof *w);
  for (int it = 0; it < 30; it++) {
    double h[NF][NF] = {{0}}, g[NF] = {0}, step[NF];
    for (size_t t = 0; t < n; t++) {
      double p = 1 / (1 + exp(-dot(w, s[t].f))), r = (s[t].mover_wins ? 1 : 0) - p, q = p * (1 - p);
      for (int i = 0; i < NF; i++) {
        g[i] += r * s[t].f[i];
        for (int j = 0; j < NF; j++) h[i][j] += q * s[t].f[i] * s[t].f[j];
      }
    }
    for (int i = 1; i < NF; i++) {
      g[i] -= ridge * w[i];
      h[i][i] += ridge;
    }
    h[0][0] += 1e-9;
    if (solve(h, g, step)) return -1;
    for (int i = 0; i < NF; i++) w[i] += step[i];
  }
  return 0;
}

int go_prior_fit(const go_prior_sample *s, size_t n, double ridge, go_prior_model *m) {
  memset(m, 0, sizeof *m);
  if (fit_win(s, n, ridge, m->win)) return -1;
  if (fit_size(s, n, true, ridge, m->size_win)) return -1;
  return fit_size(s, n, false, ridge, m->size_loss);
}

void go_prior_quality(const go_prior_model *m, const go_prior_sample *s, size_t n, go_prior_fit_quality *q) {
  memset(q, 0, sizeof *q);
  q->n = n;
  double mean[2] = {0, 0}, sq[2] = {0, 0}, err[2] = {0, 0};
  size_t cnt[2] = {0, 0}, right = 0;
  for (size_t t = 0; t < n; t++) {
    double p = 1 / (1 + exp(-dot(m->win, s[t].f)));
    bool w = s[t].mover_wins;
    q->logloss -= log(w ? fmax(p, 1e-12) : fmax(1 - p, 1e-12));
    right += (p >= 0.5) == w;
    int k = w ? 0 : 1;
    double e = s[t].log2_size - dot(w ? m->size_win : m->size_loss, s[t].f);
    err[k] += e * e;
    mean[k] += s[t].log2_size;
    sq[k] += s[t].log2_size * s[t].log2_size;
    cnt[k]++;
  }
  q->nwin = cnt[0];
  if (n) {
    q->logloss /= (double)n;
    q->accuracy = (double)right / (double)n;
  }
  double *rm[2] = {&q->rmse_win, &q->rmse_loss}, *sd[2] = {&q->sd_win, &q->sd_loss};
  for (int k = 0; k < 2; k++)
    if (cnt[k]) {
      double mu = mean[k] / (double)cnt[k];
      *rm[k] = sqrt(err[k] / (double)cnt[k]);
      *sd[k] = sqrt(fmax(0, sq[k] / (double)cnt[k] - mu * mu));
    }
}

/* ---- move patterns ---- */

int go_prior_pattern_counts_write(FILE *f, const uint32_t (*counts)[2]) {
  for (int i = 0; i < GO_PATTERN_COUNT; i++) {
    if (!counts[i][0] && !counts[i][1]) continue;
    go_pattern p;
    char name[32];
    go_pattern_at(i, &p);
    go_pattern_text(&p, name, sizeof name);
    if (fprintf(f, "pattern %s %u %u\n", name, counts[i][0], counts[i][1]) < 0) return -1;
  }
  return 0;
}

int go_prior_pattern_counts_add(const char *line, uint32_t (*counts)[2]) {
  go_pattern p;
  const char *q;
  if (strncmp(line, "pattern ", 8) || go_pattern_parse(line + 8, &p, &q)) return -1;
  unsigned long long w, l;
  int used = 0;
  if (sscanf(q, " %llu %llu%n", &w, &l, &used) != 2 || (q[used] != 0 && q[used] != '\n')) return -1;
  uint32_t *c = counts[go_pattern_index(&p)];
  if (w > UINT32_MAX - c[0] || l > UINT32_MAX - c[1]) return -1;
  c[0] += (uint32_t)w;
  c[1] += (uint32_t)l;
  return 0;
}

static double odds2(double p) { return log2((1 - p) / p); }

void go_prior_fit_patterns(const uint32_t (*counts)[2], double strength, go_prior_model *m) {
  double cls[GO_PATTERN_EXTRA][2] = {{0}}, col[2][2] = {{0}};
  for (int i = 0; i < GO_PATTERN_COUNT; i++)
    for (int k = 0; k < 2; k++) {
      cls[i % GO_PATTERN_EXTRA][k] += counts[i][k];
      col[i % GO_PATTERN_EXTRA / 2 % 2][k] += counts[i][k]; /* the placer's colour (go_pattern_at) */
    }
  memset(m->pattern, 0, sizeof m->pattern);
  m->npatterns = 0;
  for (int i = 0; i < GO_PATTERN_COUNT; i++) {
    double w = counts[i][0], l = counts[i][1];
    if (w + l == 0) continue;
    const double *c = col[i % GO_PATTERN_EXTRA / 2 % 2], *k = cls[i % GO_PATTERN_EXTRA];
    double r = c[0] / (c[0] + c[1]);
    double q = (k[0] + 50 * r) / (k[0] + k[1] + 50);
    double p = (w + 20 * q) / (w + l + 20);
    double x = strength * (odds2(p) - odds2(r));
    x = x > 4 ? 4 : x < -4 ? -4 : x;
    m->pattern[i] = (int8_t)lround(x * GO_PRIOR_PATTERN_UNIT);
    m->npatterns += m->pattern[i] != 0;
  }
}
