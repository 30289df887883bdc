/* go/prior: the eye-space and learned priors of the Go solver (see prior.h). */
#include "go/prior.h"
#include <math.h>
#include <pthread.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "go/static.h"
#include "solve/dfpn.h"

extern const char go_prior_shipped_text[]; /* generated from data/go-prior.txt by CMake */

#define PRIOR_NAME(name, help) #name,
const char *const go_prior_feature_names[GO_PRIOR_NFEAT] = {GO_PRIOR_FEATURES(PRIOR_NAME)};
#undef PRIOR_NAME

void go_prior_regions(const go_board *b, uint64_t own[2], uint64_t *neutral) {
  uint64_t bl = go_board_stoneset(b, GO_BLACK), wh = go_board_stoneset(b, GO_WHITE);
  uint64_t empty = go_board_emptyset(b);
  own[0] = own[1] = *neutral = 0;
  for (uint64_t left = empty; left;) {
    uint64_t region = go_board_flood(b, left & -left, empty);
    left &= ~region;
    uint64_t rim = go_board_adjacent(b, region);
    bool tb = (rim & bl) != 0, tw = (rim & wh) != 0;
    if (tb != tw) own[tb ? 0 : 1] |= region;
    else if (tb) *neutral |= region;
  }
}

/* Eye space and stones of both colours as counts, and the points of regions touching both. */
static void eyespace(const go_board *b, int own[2], int *neutral) {
  uint64_t set[2], mixed;
  go_prior_regions(b, set, &mixed);
  own[0] = go_setcount(set[0] | go_board_stoneset(b, GO_BLACK));
  own[1] = go_setcount(set[1] | go_board_stoneset(b, GO_WHITE));
  *neutral = go_setcount(mixed);
}

void go_prior_eyespace(const go_board *b, int *black, int *white) {
  int own[2], neutral;
  eyespace(b, own, &neutral);
  *black = own[0];
  *white = own[1];
}

void go_prior_eye(const go_board *b, double komi, int scale, uint32_t *phi, uint32_t *delta) {
  int bo, wo;
  go_prior_eyespace(b, &bo, &wo);
  double x = bo - wo - komi; /* Black's surplus: > 0 favours Black */
  uint32_t cost = 1 + (uint32_t)ceil(scale * fabs(x));
  uint32_t bwin = x > 0 ? 1 : cost, wwin = x > 0 ? cost : 1;
  bool black = b->to_move == GO_BLACK;
  *phi = black ? bwin : wwin;
  *delta = black ? wwin : bwin;
}

/* Chains of `stones` with exactly one liberty (at most 3). */
static int ataris(const go_board *b, uint64_t stones) {
  uint64_t empty = go_board_emptyset(b);
  int n = 0;
  for (uint64_t left = stones; left && n < 3;) {
    uint64_t chain = go_board_flood(b, left & -left, stones);
    left &= ~chain;
    n += go_setcount(go_board_adjacent(b, chain) & empty) == 1;
  }
  return n;
}

/* Pass-alive stones of colour plus their one-point eyes (go/static's sure area without pure eyes). */
static int sure(const go_board *b, int colour) {
  go_sure s;
  go_static_sure(b, colour, false, &s);
  return go_setcount(s.alive | s.eyes);
}

/* The last move's features, from the parent board (the history's previous one). */
static void move_features(const go_game *g, double f[GO_PRIOR_NFEAT]) {
  f[GO_PRIOR_F_lost] = f[GO_PRIOR_F_filled_own] = f[GO_PRIOR_F_contact] = 0;
  const go_board *b = go_game_board(g);
  if (g->len < 2 || b->passes > 0) return;
  const go_board *p = &g->hist[g->len - 2];
  int mover = b->to_move, last = mover == GO_BLACK ? GO_WHITE : GO_BLACK;
  uint64_t placed = go_board_stoneset(b, last) & ~go_board_stoneset(p, last);
  uint64_t mine = go_board_stoneset(b, mover);
  f[GO_PRIOR_F_lost] = go_setcount(go_board_stoneset(p, mover) & ~mine) / (double)b->npoints;
  f[GO_PRIOR_F_contact] = (go_board_adjacent(b, placed) & mine) != 0;
  uint64_t empty = go_board_emptyset(p), region = go_board_flood(p, placed, empty);
  uint64_t rim = go_board_adjacent(p, region) & ~region;
  f[GO_PRIOR_F_filled_own] = rim && (rim & ~go_board_stoneset(p, last)) == 0;
}

void go_prior_features(const go_game *g, double komi, double f[GO_PRIOR_NFEAT]) {
  const go_board *b = go_game_board(g);
  move_features(g, f);
  int m = b->to_move == GO_BLACK ? 0 : 1;
  double n = b->npoints, sign = m == 0 ? 1 : -1; /* the mover's view of Black's margin */
  int own[2], neutral;
  eyespace(b, own, &neutral);
  int sb = sure(b, GO_BLACK), sw = sure(b, GO_WHITE);
  uint64_t mine = go_board_stoneset(b, m == 0 ? GO_BLACK : GO_WHITE);
  uint64_t theirs = go_board_stoneset(b, m == 0 ? GO_WHITE : GO_BLACK);
  f[GO_PRIOR_F_bias] = 1;
  f[GO_PRIOR_F_eye_surplus] = sign * (own[0] - own[1] - komi) / n;
  f[GO_PRIOR_F_sure_surplus] = sign * (sb - sw - komi) / n;
  f[GO_PRIOR_F_abs_eye_surplus] = fabs(f[GO_PRIOR_F_eye_surplus]);
  f[GO_PRIOR_F_empty] = go_setcount(go_board_emptyset(b)) / n;
  f[GO_PRIOR_F_neutral] = neutral / n;
  f[GO_PRIOR_F_mover_stones] = go_setcount(mine) / n;
  f[GO_PRIOR_F_opp_stones] = go_setcount(theirs) / n;
  f[GO_PRIOR_F_mover_atari] = ataris(b, mine);
  f[GO_PRIOR_F_opp_atari] = ataris(b, theirs);
  f[GO_PRIOR_F_passed] = b->passes == 1;
  f[GO_PRIOR_F_log_points] = log2(n);
}

static double dot(const double *w, const double *f) {
  double s = 0;
  for (int i = 0; i < GO_PRIOR_NFEAT; i++) s += w[i] * f[i];
  return s;
}

static uint32_t number(double lg) {
  double top = log2((double)(DFPN_ESTIMATE_MAX - 1));
  if (!(lg > 0)) return 1; /* NaN too */
  if (lg >= top) return DFPN_ESTIMATE_MAX - 1;
  return (uint32_t)ceil(exp2(lg));
}

void go_prior_learned(const go_prior_model *m, const go_game *g, double komi, int shift, uint32_t *phi,
                      uint32_t *delta) {
  double f[GO_PRIOR_NFEAT];
  go_prior_features(g, komi, f);
  double z = dot(m->win, f);
  if (z > 30) z = 30;
  if (z < -30) z = -30;
  double lp = -log2(1 + exp2(-z * M_LOG2E)), lq = -log2(1 + exp2(z * M_LOG2E)); /* log2 p, log2 (1-p) */
  const go_board *b = go_game_board(g);
  double pw = m->power > 0 ? m->power : 1;
  if (m->power_line > 0 && (b->rows == 1 || b->cols == 1)) pw = m->power_line;
  int pat = m->npatterns ? go_pattern_last(g) : GO_PATTERN_NONE;
  double t = pat >= 0 ? m->pattern[pat] / (double)GO_PRIOR_PATTERN_UNIT : 0;
  *phi = number(pw * (dot(m->size_win, f) - lp) - shift - t);
  *delta = number(pw * (dot(m->size_loss, f) - lq) - shift + t);
}

static const char *const vec_names[3] = {"win", "size_win", "size_loss"};

static double *vec(go_prior_model *m, int k) { return k == 0 ? m->win : k == 1 ? m->size_win : m->size_loss; }

int go_prior_model_text(const go_prior_model *m, const char *header, char *out, size_t n) {
  size_t len = (size_t)snprintf(out, n, "%s# features:", header);
  for (int i = 0; i < GO_PRIOR_NFEAT && len < n; i++)
    len += (size_t)snprintf(out + len, n - len, " %s", go_prior_feature_names[i]);
  for (int k = 0; k < 3 && len < n; k++) {
    len += (size_t)snprintf(out + len, n - len, "\n%s", vec_names[k]);
    for (int i = 0; i < GO_PRIOR_NFEAT && len < n; i++)
      len += (size_t)snprintf(out + len, n - len, " %.9g", vec((go_prior_model *)m, k)[i]);
  }
  if (len < n && m->power > 0 && m->power != 1)
    len += (size_t)snprintf(out + len, n - len, "\npower %.9g", m->power);
  if (len < n && m->power_line > 0)
    len += (size_t)snprintf(out + len, n - len, "\npower_line %.9g", m->power_line);
  for (int i = 0; i < GO_PATTERN_COUNT && len < n; i++)
    if (m->pattern[i]) {
      go_pattern p;
      char name[32];
      go_pattern_at(i, &p);
      go_pattern_text(&p, name, sizeof name);
      len += (size_t)snprintf(out + len, n - len, "\npattern %s %.9g", name,
                              m->pattern[i] / (double)GO_PRIOR_PATTERN_UNIT);
    }
  if (len < n) len += (size_t)snprintf(out + len, n - len, "\n");
  return len < n ? 0 : -1;
}

/* A "pattern P X" line's P X into m: 1, or -1 if P is not a pattern or X not a multiple of 1/16 in
 * [-7.9375, 7.9375]. */
static int parse_pattern(const char *p, go_prior_model *m) {
  go_pattern pat;
  const char *q;
  if (go_pattern_parse(p, &pat, &q) || *q != ' ') return -1;
  char *end;
  double v = strtod(q, &end), u = v * GO_PRIOR_PATTERN_UNIT;
  while (*end == ' ') end++;
  if (end == q || !(fabs(u) <= 127) || u != floor(u) || (*end != '\n' && *end != 0)) return -1;
  int8_t *x = &m->pattern[go_pattern_index(&pat)];
  m->npatterns -= *x != 0; /* a pattern given twice: the last line counts */
  *x = (int8_t)u;
  m->npatterns += *x != 0;
  return 1;
}

/* The X of a "power X" or "power_line X" line into *out: 1, or -1 if X is not a number in (0, 16]. */
static int parse_power(const char *p, double *out) {
  char *end;
  double v = strtod(p, &end);
  while (*end == ' ') end++;
  if (end == p || !(v > 0 && v <= 16) || (*end != '\n' && *end != 0)) return -1;
  *out = v;
  return 1;
}

/* One "NAME w0 w1 ..." line into m. 1 if it was one, 0 if not a vector line, -1 if malformed. */
static int parse_line(const char *line, go_prior_model *m) {
  if (!strncmp(line, "power ", 6)) return parse_power(line + 6, &m->power);
  if (!strncmp(line, "power_line ", 11)) return parse_power(line + 11, &m->power_line);
  if (!strncmp(line, "pattern ", 8)) return parse_pattern(line + 8, m);
  for (int k = 0; k < 3; k++) {
    size_t l = strlen(vec_names[k]);
    if (strncmp(line, vec_names[k], l) || line[l] != ' ') continue;
    const char *p = line + l;
    for (int i = 0; i < GO_PRIOR_NFEAT; i++) {
      char *end;
      double v = strtod(p, &end);
      if (end == p || !isfinite(v)) return -1;
      vec(m, k)[i] = v;
      p = end;
    }
    while (*p == ' ') p++;
    return *p == '\n' || *p == 0 ? 1 : -1;
  }
  return 0;
}

int go_prior_model_parse(const char *text, go_prior_model *m, char *err, size_t len) {
  memset(m, 0, sizeof *m);
  int seen = 0, lineno = 0;
  for (const char *line = text; line && *line; line = strchr(line, '\n'), line = line ? line + 1 : NULL) {
    lineno++;
    if (*line == '#' || *line == '\n') continue;
    int r = parse_line(line, m);
    if (r <= 0) {
      snprintf(err, len,
               "line %d: expected 'win', 'size_win' or 'size_loss' and %d numbers, 'power' or "
               "'power_line' and one, or 'pattern', a pattern and a multiple of 1/16",
               lineno, GO_PRIOR_NFEAT);
      return -1;
    }
    seen += strncmp(line, "power", 5) != 0 && strncmp(line, "pattern", 7) != 0;
  }
  if (seen != 3) {
    snprintf(err, len, "expected 3 weight lines, found %d", seen);
    return -1;
  }
  return 0;
}

int go_prior_model_load(const char *path, go_prior_model *m, char *err, size_t len) {
  FILE *f = fopen(path, "rb");
  if (!f) {
    snprintf(err, len, "cannot read the prior's weights '%s'", path);
    return -1;
  }
  enum { MAX = GO_PRIOR_TEXT_MAX };
  char *buf = malloc(MAX);
  size_t n = buf ? fread(buf, 1, MAX - 1, f) : 0;
  bool bad = !buf || ferror(f) || !feof(f);
  fclose(f);
  if (bad) {
    snprintf(err, len, "cannot read the prior's weights '%s' (or over %d bytes)", path, MAX - 1);
    free(buf);
    return -1;
  }
  buf[n] = 0;
  char why[200];
  int rc = go_prior_model_parse(buf, m, why, sizeof why);
  free(buf);
  if (rc) {
    snprintf(err, len, "bad prior weights '%s': %s", path, why);
    return -1;
  }
  return 0;
}

static go_prior_model shipped;
static int shipped_state; /* 0 not parsed yet, 1 good, -1 bad */

static void parse_shipped(void) {
  char err[128];
  shipped_state = go_prior_model_parse(go_prior_shipped_text, &shipped, err, sizeof err) ? -1 : 1;
}

const go_prior_model *go_prior_shipped(void) {
  static pthread_once_t once = PTHREAD_ONCE_INIT;
  pthread_once(&once, parse_shipped);
  return shipped_state > 0 ? &shipped : NULL;
}

static const char *const names[] = {"none", "eye", "learned"};

int go_prior_parse(const char *s, int *prior) {
  for (int i = 0; i < 3; i++)
    if (!strcmp(s, names[i])) {
      *prior = i;
      return 0;
    }
  return -1;
}

const char *go_prior_name(int prior) { return prior >= 0 && prior < 3 ? names[prior] : "?"; }
