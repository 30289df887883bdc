/* cli/go_valuedf: `yomi go value RxC` by df-pn komi bisection (go/value: a Black proof at v-0.5 and a
 * White proof at v+0.5; a full-board Black win needs no White proof), and `yomi go table`, the values
 * of every board up to N points: options in, results out. (`yomi go value --oracle`: cli/go_value.c.) */
#include <stdlib.h>
#include "cli/cli.h"
#include "cli/go_solve.h"
#include "cli/run.h"
#include "cli/go_util.h"
#include "core/error.h"
#include "core/opts.h"
#include "core/progress.h"
#include "go/prune.h"
#include "go/static.h"
#include "go/valuerecord.h"

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

/* go table's own option (the others are go value's). */
#define TABLE_OPTIONS(X) \
  X(INT, max_points, 0, 0, 64, "boards up to this many points (required, but with --records: 30)") \
  X(STR, records, NONE, 0, 0, "no search: the values that this records file or folder of them proves")
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

/* Members "params": the board (when rows > 0), "method", then every option of the tables (with t, go
 * table's too). */
static void json_params(json_writer *w, int rows, int cols, const value_opts *o, const table_opts *t) {
  value_opts *m = (value_opts *)o; /* opt_group's out is not const; opts_json_groups only reads it */
  opt_group g[] = {{dfpn_opt_specs, dfpn_opt_count, &m->d},
                   {go_knowledge_opt_specs, go_knowledge_opt_count, &m->k},
                   OPT_GROUP(value_specs, m),
                   OPT_GROUP(table_specs, (table_opts *)t)};
  json_key(w, "params");
  json_begin_object(w);
  if (rows > 0) json_kv_int(w, "rows", rows), json_kv_int(w, "cols", cols);
  json_kv_string(w, "method", "df-pn");
  opts_json_groups(w, g, t ? 4 : 3);
  json_end_object(w);
}

static void print_json(int argc, char **argv, int rows, int cols, const value_opts *o, const go_value *r) {
  json_writer w;
  go_cli_json_begin(&w, argc, argv);
  json_params(&w, rows, cols, o, NULL);
  go_value_json(&w, r);
  json_end_object(&w);
  printf("\n");
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
  if (cli_go_size(pos[0], GO_SMALL_POINTS, &rows, &cols)) return CLI_USAGE;
  go_game g;
  rc = cli_go_start_game(pos[0], o.moves, GO_SMALL_POINTS, &g); /* validates --moves */
  if (rc) return rc;
  progress_catch_sigint();
  go_value *r = malloc(sizeof *r);
  if (!r) {
    go_game_free(&g);
    return cli_fail(CLI_IO, "out of memory");
  }
  value_search(&g, rows, cols, &o, r);
  go_game_free(&g);
  rc = cli_exit_status(r->rc);
  if (o.json) {
    print_json(argc, argv, rows, cols, &o, r);
  } else {
    char text[1024];
    go_value_text(r, text, sizeof text);
    fputs(text, stdout);
  }
  free(r);
  return rc;
}

/* One board of go table: its line, or (--json) its object in the record's list. */
static void table_board(const value_opts *o, json_writer *w, int r, int c, const go_value *vr) {
  char text[1024];
  if (o->json) {
    go_value_table_json_board(w, r, c, vr);
    return;
  }
  if (vr->rc) printf("%dx%d: %s\n", r, c, yomi_strerror(vr->rc));
  else go_value_table_row(r, c, vr, text, sizeof text), fputs(text, stdout);
  fflush(stdout);
}

/* Every board of the table t, each printed (or listed in the record w) as it is done; the first that
 * fails stops the table. CLI_OK, or the exit status of its error (cli_exit_status). */
static int table_boards(const value_opts *o, go_value_table *t, go_value *vr, json_writer *w) {
  for (int r = 0, c = 0; go_value_table_next(t, &r, &c);) {
    value_search(NULL, r, c, o, vr);
    table_board(o, w, r, c, vr);
    if (vr->rc) return cli_exit_status(vr->rc);
    t->value[r][c] = vr->value;
  }
  return CLI_OK;
}

int cli_go_table(int argc, char **argv) {
  if (cli_wants_help(argc, argv)) {
    printf("usage: yomi go table --max-points N [options]\n\n");
    help(true);
    return CLI_OK;
  }
  value_opts o;
  table_opts tab;
  char *pos[2];
  int npos = 0;
  int rc = parse_common(argc, argv, &o, &tab, pos, 2, &npos);
  if (rc) return rc;
  if (tab.records && !npos)
    return cli_go_table_records(tab.records, tab.max_points ? (int)tab.max_points : 30, o.json, argc, argv);
  if (tab.max_points < 1) return cli_error("go table needs --max-points N (1 to %d)", GO_SMALL_POINTS);
  if (npos) return cli_error("go table: unexpected argument '%s'", cli_quote(pos[0]));
  progress_catch_sigint();
  go_value_table *t = malloc(sizeof *t);
  go_value *vr = malloc(sizeof *vr);
  static char text[16384];
  json_writer w;
  rc = t && vr ? CLI_OK : cli_fail(CLI_IO, "out of memory");
  if (!rc && o.json) {
    go_cli_json_begin(&w, argc, argv);
    json_params(&w, 0, 0, &o, &tab);
    json_key(&w, "result");
    json_begin_object(&w);
    json_key(&w, "boards");
    json_begin_array(&w);
  }
  if (t) go_value_table_init(t, (int)tab.max_points);
  if (!rc) rc = table_boards(&o, t, vr, &w);
  if (t && vr && o.json) {
    json_end_array(&w);
    json_kv_bool(&w, "complete", rc == CLI_OK);
    json_end_object(&w);
    json_end_object(&w);
    printf("\n");
  } else if (!rc) {
    go_value_table_text(t, text, sizeof text), fputs(text, stdout);
  }
  free(vr);
  free(t);
  return rc;
}
