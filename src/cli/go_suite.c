/* cli/go_suite: `yomi go suite RxC --seed S --count N --plies A..B [--after MOVES] --komi K`: a
 * seeded suite of random positions (go/suite.h), each proved serially on a fresh table under the
 * node limit with the solver options given; prints each position's result and expansions, then
 * the geometric mean (the ablation figure of docs/RESULTS.md). */
#include <stdlib.h>
#include <string.h>
#include "cli/cli.h"
#include "cli/go_util.h"
#include "cli/go_solve.h"
#include "core/error.h"
#include "core/opts.h"
#include "core/progress.h"
#include "go/prior_train.h"
#include "go/suite.h"
#include "solve/record.h"

#define SUITE_OPTIONS(X) \
  X(INT, seed, 1, 0, 1e18, "suite seed: position i is a pure function of (seed, i)") \
  X(INT, count, 12, 1, 10000, "positions in the suite") \
  X(INT, min_plies, 4, 0, 90, "random moves after --after, at least") \
  X(INT, max_plies, 8, 0, 90, "... and at most") \
  X(STR, after, NONE, 0, 0, "moves played before the random ones, e.g. C3") \
  X(STR, komi, NONE, 0, 0, "komi, a half-integer (required)") \
  X(INT, tt_mb, 256, 1, 1048576, "table size in MiB (a fresh table per position)") \
  X(FLAG, list, 0, 0, 1, "print the positions only, do not prove them") \
  X(FLAG, json, 0, 0, 1, "print one JSON record") \
  X(STR, count_patterns, NONE, 0, 0, \
    "write here how often each move pattern won and lost in the searches (yomi go prior-train --patterns)")

typedef struct suite_opts {
  SUITE_OPTIONS(OPTS_FIELD)
  dfpn_opts d;
  go_knowledge_opts k;
  go_knowledge know;
  go_suite_spec s;
} suite_opts;
#define OPTS_STRUCT suite_opts
static const opt_spec suite_specs[] = {SUITE_OPTIONS(OPTS_SPEC)};
#undef OPTS_STRUCT

static int parse(int argc, char **argv, suite_opts *o) {
  opt_group g[] = {OPT_GROUP(suite_specs, o),
                   {dfpn_opt_specs, dfpn_opt_count, &o->d},
                   {go_knowledge_opt_specs, go_knowledge_opt_count, &o->k}};
  char *pos[2], err[256];
  int npos = 0;
  if (cli_wants_help(argc, argv)) {
    printf("usage: yomi go suite RxC --komi K [--seed S --count N --min-plies A --max-plies B --after MOVES] "
           "[solver options]\n\n");
    opts_help_groups(stdout, g, 3);
    return -1;
  }
  if (opts_parse_groups(g, 3, argc - 1, argv + 1, pos, 2, &npos, err, sizeof err) ||
      go_knowledge_from_opts(&o->k, &o->know, err, sizeof err))
    return cli_error("%s", err);
  go_suite_spec *s = &o->s;
  memset(s, 0, sizeof *s);
  if (npos != 1) return cli_error("yomi go suite: expected one board size RxC");
  if (cli_go_size(pos[0], GO_SMALL_POINTS, &s->rows, &s->cols)) return CLI_USAGE;
  if (!o->komi || go_parse_komi(o->komi, &s->komi))
    return cli_error("yomi go suite: --komi K is required (a half-integer such as 24.5)");
  if (o->min_plies > o->max_plies) return cli_error("--min-plies is larger than --max-plies");
  s->seed = (uint64_t)o->seed;
  s->min_plies = (int)o->min_plies;
  s->max_plies = (int)o->max_plies;
  if (o->after && *o->after) {
    int bad = -1;
    s->nafter = go_parse_moves(o->after, s->rows, s->cols, s->after, GO_SUITE_MAX_MOVES, &bad);
    if (s->nafter < 0)
      return cli_error("bad --after: item %d of '%s' is not a move", bad + 1, cli_quote(o->after));
  }
  return 0;
}

static void moves_text(const go_suite_spec *s, const go_suite_case *c, char *out, size_t n) {
  go_moves_list(c->moves, c->nmoves, s->rows, s->cols, out, n);
}

/* The suite's positions, skipping unusable draws. Returns how many (<= o->count). */
static int draw(const suite_opts *o, go_suite_case *cs) {
  int n = 0;
  for (uint64_t i = 0; n < o->count && i < 1000 * (uint64_t)o->count; i++)
    if (go_suite_position(&o->s, i, &cs[n])) n++;
  return n;
}

static void print_json(int argc, char **argv, const suite_opts *o, const go_suite_case *cs, int n,
                       const uint64_t *e, int open, int unproved) {
  json_writer w;
  go_cli_json_begin(&w, argc, argv);
  json_kv_int(&w, "rows", o->s.rows);
  json_kv_int(&w, "cols", o->s.cols);
  json_kv_double(&w, "komi", o->s.komi);
  json_kv_int(&w, "seed", o->seed);
  json_kv_int(&w, "node_limit", o->d.node_limit);
  json_key(&w, "positions");
  json_begin_array(&w);
  for (int i = 0; i < n; i++) {
    char text[GO_SUITE_MAX_MOVES * 8];
    moves_text(&o->s, &cs[i], text, sizeof text);
    json_begin_object(&w);
    json_kv_string(&w, "moves", text);
    if (cs[i].winner < 0) {
      char buf[64];
      dfpn_json_unknown(&w, "winner", cs[i].rc, dfpn_result_status(cs[i].rc, buf, sizeof buf));
    } else {
      json_kv_string(&w, "winner", cs[i].winner == 0 ? "black" : "white");
    }
    json_kv_uint(&w, "expansions", e[i]);
    json_end_object(&w);
  }
  json_end_array(&w);
  json_kv_int(&w, "unproved", open + unproved); /* left open at the limit, or lost by the pruned side */
  json_kv_int(&w, "pruned_lost", unproved);
  json_kv_double(&w, "geomean", go_suite_geomean(e, n));
  json_end_object(&w);
  fputc('\n', stdout);
}

/* Prove each position; returns CLI_OK, CLI_INTERRUPTED or an error's code. *open counts the
 * positions left open at the node limit, *unproved those a pruned run lost (which proves nothing). */
static int prove_all(const suite_opts *o, go_suite_case *cs, int n, uint64_t *e, int *open, int *unproved,
                     uint32_t (*counts)[2]) {
  dfpn_run_config cfg = {.opts = o->d, .interrupted = progress_interrupted};
  *open = *unproved = 0;
  for (int i = 0; i < n; i++) {
    int rc = go_suite_prove_counting(&o->s, &o->know, &cfg, (uint64_t)o->tt_mb, &cs[i], counts);
    if (rc == YOMI_EINTR) return CLI_INTERRUPTED;
    if (rc && rc != YOMI_ELIMIT && rc != YOMI_EUNPROVED)
      return cli_error("position %d: %s", i, yomi_strerror(rc));
    *open += rc == YOMI_ELIMIT;
    *unproved += rc == YOMI_EUNPROVED;
    e[i] = cs[i].expansions;
    if (!o->json) {
      char text[GO_SUITE_MAX_MOVES * 8];
      moves_text(&o->s, &cs[i], text, sizeof text);
      printf("%3d  %-8s %12llu  %s\n", i,
             cs[i].rc == YOMI_EUNPROVED ? "unproved"
             : cs[i].winner < 0         ? "unknown"
             : cs[i].winner == 0        ? "black"
                                        : "white",
             (unsigned long long)e[i], text);
      fflush(stdout);
    }
  }
  return CLI_OK;
}

/* --count-patterns: the counts as text (go_prior_pattern_counts_write) into f, opened before the
 * proofs (so that a path that cannot be written is refused at once), after the suite's results. */
static int write_counts(FILE *f, const char *path, const uint32_t (*counts)[2]) {
  bool bad = go_prior_pattern_counts_write(f, counts) != 0;
  if (fclose(f)) bad = true;
  return bad ? cli_error("cannot write '%s'", cli_quote(path)) : CLI_OK;
}

int cli_go_suite(int argc, char **argv) {
  suite_opts *o = calloc(1, sizeof *o);
  go_suite_case *cs = o ? calloc((size_t)10000, sizeof *cs) : NULL;
  uint64_t *e = cs ? calloc((size_t)10000, sizeof *e) : NULL;
  uint32_t(*counts)[2] = NULL;
  FILE *cf = NULL;
  int rc = e ? parse(argc, argv, o) : cli_error("out of memory");
  if (rc) {
    rc = rc < 0 ? CLI_OK : rc;
  } else {
    int n = draw(o, cs), open = 0, unproved = 0;
    if (n < o->count) fprintf(stderr, "yomi: note: only %d usable positions drawn\n", n);
    if (o->list) {
      for (int i = 0; i < n; i++) {
        char text[GO_SUITE_MAX_MOVES * 8];
        moves_text(&o->s, &cs[i], text, sizeof text);
        printf("%s\n", text);
      }
    } else if (o->count_patterns && !(counts = calloc(GO_PATTERN_COUNT, sizeof *counts))) {
      rc = cli_error("out of memory");
    } else if (o->count_patterns && !(cf = fopen(o->count_patterns, "w"))) {
      rc = cli_error("cannot write '%s'", cli_quote(o->count_patterns));
    } else if ((rc = prove_all(o, cs, n, e, &open, &unproved, counts)) == CLI_OK) {
      if (o->json) {
        print_json(argc, argv, o, cs, n, e, open, unproved);
      } else {
        printf("geomean: %.0f expansions over %d positions (%d not proved within the limit",
               go_suite_geomean(e, n), n, open);
        if (o->know.prune >= 0) printf("; %d lost by the pruned side: not proved", unproved);
        printf(")\n");
      }
      if (cf) rc = write_counts(cf, o->count_patterns, counts);
      cf = NULL;
    }
  }
  if (cf) fclose(cf); /* interrupted or failed: the counts are not written */
  free(counts);
  free(e);
  free(cs);
  free(o);
  return rc;
}
