/* cli/go_prior: `yomi go prior-train`: collects yomi's own proofs of random small-board positions
 * and fits the learned prior (go/prior_train.h); writes the weights with their provenance, the file
 * that ships as data/go-prior.txt. */
#include <stdlib.h>
#include <string.h>
#include "cli/cli.h"
#include "cli/go_util.h"
#include "core/error.h"
#include "core/opts.h"
#include "core/progress.h"
#include "core/records.h"
#include "core/text.h"
#include "go/prior_train.h"
#include "yomi_version.h"

#define DEFAULT_BOARDS "2x4,3x3,2x5,1x8,1x9,3x4,2x6,4x4,3x5"
#define PRIOR_TRAIN_OPTIONS(X) \
  X(STR, boards, NONE, 0, 0, "boards the positions are drawn on (default " DEFAULT_BOARDS ")") \
  X(INT, positions, 40, 1, 100000, "random positions per board") \
  X(INT, seed, 1, 0, 1e18, "seed: board k's positions come from seed + k") \
  X(INT, node_limit, 200000, 1, 1e12, "per proof; a position whose value search needs more is left out") \
  X(INT, far, 3, 0, 64, "also prove at value -/+ (far + 0.5) (0: only the two around the value)") \
  X(FLAG, no_edges, 0, 0, 1, "do not prove at komi +-(points - 0.5) (one colour owns every point)") \
  X(INT, walk, 0, 0, 64, "also prove the positions of a random walk this long below each value proof") \
  X(INT, tt_mb, 64, 1, 65536, "table size per proof in MiB") \
  X(DOUBLE, ridge, 1, 0, 1e6, "ridge penalty of the fits") \
  X(DOUBLE, power, 0.5, 0.01, 16, \
    "the exponent of the initial numbers the weights give (written into the file)") \
  X(DOUBLE, power_line, 0, 0, 16, "the exponent on boards of one row or column (0: --power there too)") \
  X(STR, out, NONE, 0, 0, "write the weights here (default: standard output)") \
  X(STR, samples, NONE, 0, 0, "also write the samples here (one per line: features, won, log2 size)") \
  X(STR, from_samples, NONE, 0, 0, "fit the samples of this file (written by --samples) instead of proving") \
  X(STR, from_records, NONE, 0, 0, \
    "fit the runs of this campaign records file that decided their position (with --from-samples: both)") \
  X(FLAG, records_cold, 0, 0, 1, "with --from-records, only the runs that began with no table") \
  X(STR, weights, NONE, 0, 0, \
    "keep the weights (and powers) of this model file instead of proving and fitting") \
  X(STR, patterns, NONE, 0, 0, \
    "fit the move patterns to these counts files of yomi go suite --count-patterns (a comma list)") \
  X(DOUBLE, pattern_strength, 1, 0, 16, \
    "the move patterns' numbers: this times their log odds against the mean")

typedef struct prior_opts {
  PRIOR_TRAIN_OPTIONS(OPTS_FIELD)
} prior_opts;
#define OPTS_STRUCT prior_opts
static const opt_spec prior_specs[] = {PRIOR_TRAIN_OPTIONS(OPTS_SPEC)};
#undef OPTS_STRUCT

static int parse_boards(const char *list, go_prior_train_spec *sp) {
  char buf[512];
  snprintf(buf, sizeof buf, "%s", list);
  sp->nboards = 0;
  for (char *save = NULL, *t = strtok_r(buf, ",", &save); t; t = strtok_r(NULL, ",", &save)) {
    if (sp->nboards == 16) return cli_error("--boards: at most 16 boards");
    int k = sp->nboards++;
    if (cli_go_size(t, 25, &sp->rows[k], &sp->cols[k])) return CLI_USAGE;
  }
  return sp->nboards ? CLI_OK : cli_error("--boards is empty");
}

static int write_samples(const char *path, const go_prior_sample *s, size_t n) {
  FILE *f = fopen(path, "w");
  if (!f) return cli_error("cannot write '%s'", cli_quote(path));
  fprintf(f, "#");
  for (int i = 0; i < GO_PRIOR_NFEAT; i++) fprintf(f, " %s", go_prior_feature_names[i]);
  fprintf(f, " mover_wins log2_size\n");
  for (size_t t = 0; t < n; t++) {
    for (int i = 0; i < GO_PRIOR_NFEAT; i++) fprintf(f, "%.6g ", s[t].f[i]);
    fprintf(f, "%d %.6g\n", s[t].mover_wins, s[t].log2_size);
  }
  if (fclose(f)) return cli_error("cannot write '%s'", cli_quote(path));
  return CLI_OK;
}

/* Room for one more sample at (*s)[*n] in the array of *cap: CLI_OK or an error said. */
static int grow(go_prior_sample **s, size_t n, size_t *cap) {
  if (n < *cap) return CLI_OK;
  size_t nc = *cap ? 2 * *cap : 1024;
  go_prior_sample *t = realloc(*s, nc * sizeof *t);
  if (!t) return cli_error("out of memory");
  *s = t;
  *cap = nc;
  return CLI_OK;
}

/* The samples of a --samples file into a growing array (*s, *n of *cap): CLI_OK or an error said. */
static int read_samples(const char *path, go_prior_sample **s, size_t *n, size_t *cap) {
  FILE *f = fopen(path, "r");
  if (!f) return cli_error("cannot read '%s'", cli_quote(path));
  char line[4096];
  int rc = CLI_OK;
  for (int lineno = 1; rc == CLI_OK && fgets(line, sizeof line, f); lineno++) {
    if (line[0] == '#') continue;
    if ((rc = grow(s, *n, cap))) break;
    go_prior_sample *x = &(*s)[*n];
    char *p = line, *end;
    for (int i = 0; i <= GO_PRIOR_NFEAT + 1; i++, p = end) {
      double v = strtod(p, &end);
      if (end == p) {
        rc = cli_error("%s line %d: expected %d numbers", cli_quote(path), lineno, GO_PRIOR_NFEAT + 2);
        break;
      }
      if (i < GO_PRIOR_NFEAT) x->f[i] = v;
      else if (i == GO_PRIOR_NFEAT) x->mover_wins = v != 0;
      else x->log2_size = v;
    }
    if (rc == CLI_OK) (*n)++;
  }
  fclose(f);
  return rc;
}

/* The samples of the decided runs in a campaign records file, appended to the growing array (*s, *n
 * of *cap): CLI_OK or an error said (a damaged line is one: `yomi records check` shows them all). */
static int read_records(const char *path, bool cold_only, go_prior_sample **s, size_t *n, size_t *cap) {
  records_file f;
  int rc = cli_records_read(path, &f);
  if (rc) return rc;
  size_t added = 0;
  for (int i = 0; rc == CLI_OK && i < f.n; i++) {
    if (f.bad[i]) rc = cli_error("%s line %d: not a JSON record", cli_quote(path), i + 1);
    else if (!(rc = grow(s, *n, cap))) {
      int got = go_prior_record_sample(&f.docs[i], cold_only, &(*s)[*n]);
      if (got < 0)
        rc = cli_error("%s line %d: a decided run whose position cannot be replayed", cli_quote(path), i + 1);
      else *n += (size_t)got, added += (size_t)got;
    }
  }
  records_free(&f);
  if (rc == CLI_OK && added == 0)
    rc = cli_error("'%s' holds no decided run%s", cli_quote(path),
                   cold_only ? " that began with no table" : "");
  return rc;
}

/* The provenance header: version, command, what was fitted and how well (q NULL: nothing fitted). */
static size_t header(char *h, size_t n, int argc, char **argv, const go_prior_fit_quality *q) {
  size_t len = (size_t)snprintf(h, n, "# yomi learned prior (go/prior.h), trained by yomi %s:\n# yomi go",
                                YOMI_VERSION);
  for (int i = 0; i < argc && len < n; i++) {
    char quoted[512];
    len += (size_t)snprintf(h + len, n - len, " %s", text_quote(quoted, sizeof quoted, argv[i]));
  }
  if (len < n && q)
    len += (size_t)snprintf(
        h + len, n - len,
        "\n# %zu samples (%zu won by the side to move); win model: log-loss %.3f nats, accuracy %.3f;\n"
        "# size models: rmse %.2f (spread %.2f) and %.2f (spread %.2f) in log2 expansions",
        q->n, q->nwin, q->logloss, q->accuracy, q->rmse_win, q->sd_win, q->rmse_loss, q->sd_loss);
  if (len < n) len += (size_t)snprintf(h + len, n - len, "\n");
  return len < n ? len : n - 1;
}

/* --weights: the comment lines of the kept file after the header, as "# | ..." (their provenance). */
static int kept_comments(const char *path, char *h, size_t n, size_t len) {
  FILE *f = fopen(path, "r");
  if (!f) return cli_error("cannot read '%s'", cli_quote(path));
  char *line = NULL; /* whole lines, however long: a comment is never split into two */
  size_t cap = 0;
  len += (size_t)snprintf(h + len, n - len, "# the weights and powers are those of %s, whose header was:\n",
                          path);
  while (len < n && getline(&line, &cap, f) > 0)
    if (line[0] == '#') len += (size_t)snprintf(h + len, n - len, "# | %s", line + 1 + (line[1] == ' '));
  bool bad = ferror(f) != 0;
  free(line);
  fclose(f);
  if (bad) return cli_error("cannot read '%s'", cli_quote(path));
  return len < n ? CLI_OK : cli_error("the header of '%s' is too long", cli_quote(path));
}

/* --patterns: the counts files (comma list) added up. */
static int read_counts(const char *list, uint32_t (*counts)[2], uint64_t *samples) {
  char buf[4096];
  snprintf(buf, sizeof buf, "%s", list);
  *samples = 0;
  for (char *save = NULL, *t = strtok_r(buf, ",", &save); t; t = strtok_r(NULL, ",", &save)) {
    FILE *f = fopen(t, "r");
    if (!f) return cli_error("cannot read '%s'", cli_quote(t));
    char line[256];
    int no = 0, rc = CLI_OK;
    while (rc == CLI_OK && fgets(line, sizeof line, f)) {
      no++;
      if (line[0] == '#' || line[0] == '\n') continue;
      if (go_prior_pattern_counts_add(line, counts))
        rc = cli_error("%s line %d: expected 'pattern P WINS LOSSES' (yomi go suite --count-patterns)",
                       cli_quote(t), no);
    }
    if (rc == CLI_OK && ferror(f)) rc = cli_error("cannot read '%s'", cli_quote(t));
    fclose(f);
    if (rc) return rc;
  }
  for (int i = 0; i < GO_PATTERN_COUNT; i++) *samples += (uint64_t)counts[i][0] + counts[i][1];
  return *samples ? CLI_OK
                  : cli_error("--patterns '%s': no counts (yomi go suite --count-patterns)", cli_quote(list));
}

/* The weights: fitted to samples (proved here, or read back), or kept from --weights. */
static int weights(const prior_opts *o, const go_prior_train_spec *sp, go_prior_model *m,
                   go_prior_fit_quality *q, bool *fitted) {
  char err[256];
  *fitted = false;
  if (o->weights) {
    if (o->from_samples || o->from_records || o->samples || o->boards)
      return cli_error("--weights keeps the weights: it takes no --boards, --samples, --from-samples or "
                       "--from-records");
    return go_prior_model_load(o->weights, m, err, sizeof err) ? cli_error("%s", err) : CLI_OK;
  }
  go_prior_sample *s = NULL;
  size_t n = 0;
  int rc = CLI_OK;
  if (o->records_cold && !o->from_records) return cli_error("--records-cold needs --from-records");
  if (o->from_samples || o->from_records) {
    size_t cap = 0;
    s = NULL, n = 0;
    if (o->from_samples) rc = read_samples(o->from_samples, &s, &n, &cap);
    if (!rc && o->from_records) rc = read_records(o->from_records, o->records_cold, &s, &n, &cap);
    if (rc) {
      free(s);
      return rc;
    }
  } else rc = go_prior_collect(sp, &s, &n);
  if (rc == YOMI_EINTR) {
    free(s);
    fprintf(stderr, "yomi: interrupted: no weights written\n");
    return CLI_INTERRUPTED;
  }
  if (rc) {
    free(s);
    return cli_error("collecting proofs: %s", yomi_strerror(rc));
  }
  if (go_prior_fit(s, n, o->ridge, m)) {
    free(s);
    return cli_error("the fit failed (singular system: too few samples? raise --ridge or --positions)");
  }
  m->power = o->power, m->power_line = o->power_line;
  go_prior_quality(m, s, n, q);
  *fitted = true;
  rc = o->samples ? write_samples(o->samples, s, n) : CLI_OK;
  free(s);
  return rc;
}

int cli_go_prior_train(int argc, char **argv) {
  if (cli_wants_help(argc, argv)) {
    printf("usage: yomi go prior-train [options]\n\n");
    opts_help(stdout, prior_specs, OPTS_COUNT(prior_specs));
    return CLI_OK;
  }
  prior_opts o;
  char *pos[1], err[256];
  int npos;
  if (opts_parse(prior_specs, OPTS_COUNT(prior_specs), &o, argc - 1, argv + 1, pos, 1, &npos, err,
                 sizeof err))
    return cli_error("%s", err);
  if (npos) return cli_error("yomi go prior-train takes no board: use --boards");
  go_prior_train_spec sp = {.positions = (int)o.positions,
                            .seed = (uint64_t)o.seed,
                            .node_limit = (uint64_t)o.node_limit,
                            .far = (int)o.far,
                            .edges = !o.no_edges,
                            .walk = (int)o.walk,
                            .tt_mb = (uint64_t)o.tt_mb,
                            .interrupted = progress_interrupted};
  int rc = o.weights ? CLI_OK : parse_boards(o.boards ? o.boards : DEFAULT_BOARDS, &sp);
  if (rc) return rc;
  go_prior_model *m = calloc(1, sizeof *m);
  uint32_t(*counts)[2] = o.patterns ? calloc(GO_PATTERN_COUNT, sizeof *counts) : NULL;
  char *text = malloc(GO_PRIOR_TEXT_MAX), *h = malloc(65536);
  go_prior_fit_quality q;
  bool fitted = false;
  uint64_t samples = 0;
  if (!m || !text || !h || (o.patterns && !counts)) rc = cli_error("out of memory");
  if (!rc && o.patterns) rc = read_counts(o.patterns, counts, &samples); /* bad input before any proof */
  if (!rc) rc = weights(&o, &sp, m, &q, &fitted);
  if (!rc) {
    size_t len = header(h, 65536, argc, argv, fitted ? &q : NULL);
    if (o.weights) rc = kept_comments(o.weights, h, 65536, len);
  }
  if (!rc && o.patterns) {
    go_prior_fit_patterns((const uint32_t(*)[2])counts, o.pattern_strength, m);
    size_t len = strlen(h);
    snprintf(h + len, 65536 - len, "# move patterns fitted to %llu moves, strength %g\n",
             (unsigned long long)samples, o.pattern_strength);
  }
  if (!rc && go_prior_model_text(m, h, text, GO_PRIOR_TEXT_MAX))
    rc = cli_error("the weights' text is too long");
  if (!rc && !o.out) fputs(text, stdout);
  else if (!rc) {
    FILE *f = fopen(o.out, "w");
    if (!f || fputs(text, f) < 0 || fclose(f)) rc = cli_error("cannot write '%s'", cli_quote(o.out));
    else fputs(h, stderr);
  }
  free(counts);
  free(text);
  free(h);
  free(m);
  return rc;
}
