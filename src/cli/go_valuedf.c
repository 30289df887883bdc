/* cli/go_valuedf: `yomi go value RxC` by df-pn komi bisection (go/value: a Black proof at v-0.5 and a
 * White proof at v+0.5; a full-board Black win needs no White proof), and `yomi go table`, the values
 * of every board up to N points: options in, results out. (`yomi go value --oracle`: cli/go_value.c.) */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "cli/cli.h"
#include "cli/go_solve.h"
#include "cli/run.h"
#include "cli/go_util.h"
#include "core/error.h"
#include "core/opts.h"
#include "core/progress.h"
#include "go/prune.h"
#include "go/static.h"
#include "go/value.h"

#define VALUE_OPTIONS(X) \
  X(STR, moves, NONE, 0, 0, "start after these moves, e.g. C3,D4,pass") \
  X(INT, guess, -1000, -1000, 1000, "try this value first (-1000: plain bisection)") \
  X(INT, tt_mb, 256, 1, 1048576, "transposition table size in MiB") \
  X(FLAG, json, 0, 0, 1, "print one JSON record")

typedef struct value_opts {
  VALUE_OPTIONS(OPTS_FIELD)
  dfpn_opts d;         /* the shared df-pn options (solve/dfpn.h), per proof */
  go_knowledge_opts k; /* the solver's knowledge (go/knowledge.h) */
  go_knowledge know;
} value_opts;
#define OPTS_STRUCT value_opts
static const opt_spec value_specs[] = {VALUE_OPTIONS(OPTS_SPEC)};
#undef OPTS_STRUCT

/* The progress line of the proof under way (stderr, when it is a terminal). */
static void show_progress(void *arg, const dfpn_progress *p) {
  progress_update(
      (progress *)arg, "go value: df-pn %llu expansions, depth %llu, root proof/disproof numbers %u/%u",
      (unsigned long long)p->expansions, (unsigned long long)p->max_depth, p->root_phi, p->root_delta);
}

/* The value search with the options, of g or (g NULL) of the empty rows x cols board; a progress
 * line unless --json. */
static void value_search(const go_game *g, int rows, int cols, const value_opts *o, go_value *r) {
  go_value_opts v;
  go_value_opts_default(&v);
  v.run.opts = o->d;
  v.run.interrupted = progress_interrupted;
  v.know = o->know;
  v.tt_mb = (uint64_t)o->tt_mb;
  v.guess = (int)o->guess;
  progress pr;
  if (!o->json) {
    progress_start(&pr);
    v.run.progress = show_progress;
    v.run.progress_arg = &pr;
  }
  if (g) go_value_search(g, &v, r);
  else go_value_of_board(rows, cols, GO_SUICIDE_FORBIDDEN, &v, r);
  if (!o->json) progress_done(&pr);
}

static void print_proof(const char *who, const go_komiproof *p) {
  printf("  %s proof: komi %.1f  expansions %llu  time %.2f s  proofs reused %llu\n", who, p->komi,
         (unsigned long long)p->res.st.expansions, p->res.seconds,
         (unsigned long long)p->res.st.proofs_reused);
}

static void json_proof(json_writer *w, const char *key, const go_komiproof *p) {
  json_key(w, key);
  json_begin_object(w);
  json_kv_double(w, "komi", p->komi);
  json_kv_double(w, "seconds", p->res.seconds);
  dfpn_stats_json(w, &p->res.st);
  json_end_object(w);
}

/* go table's own option (the others are go value's). */
#define TABLE_OPTIONS(X) X(INT, max_points, 0, 0, 64, "boards up to this many points (required)")
typedef struct table_opts {
  TABLE_OPTIONS(OPTS_FIELD)
} table_opts;
#define OPTS_STRUCT table_opts
static const opt_spec table_specs[] = {TABLE_OPTIONS(OPTS_SPEC)};
#undef OPTS_STRUCT

/* The value options, and go table's (t) when t is not NULL. */
static int parse_common(int argc, char **argv, value_opts *o, table_opts *t, char **pos, int maxpos,
                        int *npos) {
  opt_group g[] = {OPT_GROUP(value_specs, o),
                   {dfpn_opt_specs, dfpn_opt_count, &o->d},
                   {go_knowledge_opt_specs, go_knowledge_opt_count, &o->k},
                   OPT_GROUP(table_specs, t)};
  char err[256];
  if (opts_parse_groups(g, t ? 4 : 3, argc - 1, argv + 1, pos, maxpos, npos, err, sizeof err) ||
      go_knowledge_from_opts(&o->k, &o->know, err, sizeof err))
    return cli_error("%s", err);
  return CLI_OK;
}

static void help(bool table) {
  value_opts o;
  table_opts t;
  opt_group g[] = {OPT_GROUP(table_specs, &t),
                   OPT_GROUP(value_specs, &o),
                   {dfpn_opt_specs, dfpn_opt_count, &o.d},
                   {go_knowledge_opt_specs, go_knowledge_opt_count, &o.k}};
  opts_help_groups(stdout, table ? g : g + 1, table ? 4 : 3);
}

static void print_json(int argc, char **argv, int rows, int cols, const value_opts *o, const go_value *r) {
  json_writer w;
  go_cli_json_begin(&w, argc, argv);
  json_key(&w, "params");
  json_begin_object(&w);
  json_kv_int(&w, "rows", rows);
  json_kv_int(&w, "cols", cols);
  json_kv_string(&w, "moves", o->moves ? o->moves : "");
  json_kv_string(&w, "method", "df-pn");
  json_kv_bool(&w, "transfer", !o->d.no_transfer);
  char rules[64];
  json_kv_bool(&w, "static", o->know.statics != 0);
  json_kv_string(&w, "static_rules", go_static_name(o->know.statics, rules, sizeof rules));
  json_kv_string(&w, "prune", go_prune_name(o->know.prune));
  json_end_object(&w);
  json_key(&w, "result");
  json_begin_object(&w);
  json_kv_int(&w, "value", r->value);
  json_kv_string(&w, "bound", r->bound > 0 ? "lower" : r->bound < 0 ? "upper" : "exact");
  json_end_object(&w);
  json_key(&w, "stats");
  json_begin_object(&w);
  json_kv_int(&w, "proofs", r->probes);
  json_kv_uint(&w, "expansions", r->st.expansions);
  json_kv_double(&w, "seconds", r->seconds);
  if (r->has_black) json_proof(&w, "black_proof", &r->black);
  if (r->has_white) json_proof(&w, "white_proof", &r->white);
  json_end_object(&w);
  json_end_object(&w);
  printf("\n");
}

/* "" for a value, ">= " or "<= " for the bound of a pruned search. */
static const char *bound_mark(const go_value *r) { return r->bound > 0 ? ">= " : r->bound < 0 ? "<= " : ""; }

/* Why a side has no proof: a full board, or a pruned search for the other side. */
static const char *no_proof(const go_value *r, int side) {
  if (r->bound) return side == GO_SOLVE_BLACK ? "none (white-pruned run)" : "none (black-pruned run)";
  return side == GO_SOLVE_BLACK ? "none needed (White owns the whole board)"
                                : "none needed (Black owns the whole board)";
}

static void print_text(const go_value *r) {
  printf("value: %s%d%s\n", bound_mark(r), r->value,
         r->bound ? " (a pruned run: only this bound is proved)" : "");
  if (r->has_black) print_proof("Black", &r->black);
  else printf("  Black proof: %s\n", no_proof(r, GO_SOLVE_BLACK));
  if (r->has_white) print_proof("White", &r->white);
  else printf("  White proof: %s\n", no_proof(r, GO_SOLVE_WHITE));
  printf("  all %d proofs: %llu expansions, %.2f s\n", r->probes, (unsigned long long)r->st.expansions,
         r->seconds);
}

int cli_go_value_dfpn(int argc, char **argv) {
  if (cli_wants_help(argc, argv)) {
    printf("usage: yomi go value RxC [options]   (or --oracle: brute force, see cli/go_value.c)\n\n");
    help(false);
    return CLI_OK;
  }
  value_opts o;
  char *pos[2];
  int npos = 0;
  int rc = parse_common(argc, argv, &o, NULL, pos, 2, &npos);
  if (rc) return rc;
  if (npos != 1) return cli_error("go value needs one board size RxC, e.g. 'yomi go value 3x3'");
  int rows, cols;
  if (go_parse_size(pos[0], GO_MAX_POINTS, &rows, &cols))
    return cli_error("bad board size '%s' (expected RxC, e.g. 3x3)", pos[0]);
  if (rows * cols > GO_SMALL_POINTS)
    return cli_error("board %s has %d points; the solver takes at most %d", pos[0], rows * cols,
                     GO_SMALL_POINTS);
  go_game g;
  rc = cli_go_start_game(pos[0], o.moves, GO_SMALL_POINTS, &g); /* validates --moves */
  if (rc) return rc;
  progress_catch_sigint();
  go_value *r = malloc(sizeof *r);
  if (!r) {
    go_game_free(&g);
    return cli_error("out of memory");
  }
  value_search(&g, rows, cols, &o, r);
  go_game_free(&g);
  if (r->rc == YOMI_EINTR) {
    printf("interrupted after %d proofs, %llu expansions\n", r->probes, (unsigned long long)r->st.expansions);
    rc = CLI_INTERRUPTED;
  } else if (r->rc) {
    printf("value: unknown (%s) after %d proofs, %llu expansions\n", yomi_strerror(r->rc), r->probes,
           (unsigned long long)r->st.expansions);
    rc = CLI_FAIL;
  } else if (o.json) {
    print_json(argc, argv, rows, cols, &o, r);
  } else {
    print_text(r);
  }
  free(r);
  return rc;
}

/* One board's line of `go table`. */
static void print_row(int r, int c, const go_value *v) {
  printf("%dx%d value %s%d: ", r, c, bound_mark(v), v->value);
  if (v->has_black)
    printf("Black proof komi %.1f %llu exp %.2f s", v->black.komi,
           (unsigned long long)v->black.res.st.expansions, v->black.res.seconds);
  else printf("no Black proof");
  if (v->has_white)
    printf("; White proof komi %.1f %llu exp %.2f s", v->white.komi,
           (unsigned long long)v->white.res.st.expansions, v->white.res.seconds);
  else printf("; no White proof (%s)", v->bound ? "pruned run" : "full board");
  printf("; %d proofs %llu exp\n", v->probes, (unsigned long long)v->st.expansions);
  fflush(stdout);
}

int cli_go_table(int argc, char **argv) {
  if (cli_wants_help(argc, argv)) {
    printf("usage: yomi go table --max-points N [options]\n\n");
    help(true);
    return CLI_OK;
  }
  value_opts o;
  table_opts t;
  char *pos[2];
  int npos = 0;
  int rc = parse_common(argc, argv, &o, &t, pos, 2, &npos);
  if (rc) return rc;
  if (t.max_points < 1) return cli_error("go table needs --max-points N (1 to %d)", GO_SMALL_POINTS);
  int maxp = (int)t.max_points;
  if (npos) return cli_error("go table: unexpected argument '%s'", pos[0]);
  progress_catch_sigint();
  int maxr = (int)floor(sqrt((double)maxp));
  int maxc = maxp;
  int val[9][65];
  go_value *vr = malloc(sizeof *vr);
  if (!vr) return cli_error("out of memory");
  for (int r = 1; r <= maxr; r++)
    for (int c = r; c <= maxc && r * c <= maxp; c++) {
      value_search(NULL, r, c, &o, vr);
      if (vr->rc) {
        printf("%dx%d: %s\n", r, c, yomi_strerror(vr->rc));
        rc = vr->rc == YOMI_EINTR ? CLI_INTERRUPTED : CLI_FAIL;
        free(vr);
        return rc;
      }
      val[r][c] = vr->value;
      print_row(r, c, vr);
    }
  free(vr);
  printf("\nrows\\cols");
  for (int c = 1; c <= maxc; c++) printf(" %3d", c);
  printf("\n");
  for (int r = 1; r <= maxr; r++) {
    printf("%9d", r);
    for (int c = 1; c <= maxc; c++) {
      int a = r <= c ? r : c, b = r <= c ? c : r;
      if (a * b <= maxp && a <= maxr) printf(" %3d", val[a][b]);
      else printf("   .");
    }
    printf("\n");
  }
  return CLI_OK;
}
