/* cli/go_value: `yomi go value RxC --oracle`: the exact value (Black's area margin under optimal
 * play, positional superko, suicide forbidden) of a board, optionally after some moves.
 * Only the brute-force oracle exists yet; the df-pn komi bisection will be a second mode here. */
#include <stdbool.h>
#include <string.h>

#include "cli/cli.h"
#include "cli/go_util.h"
#include "core/json.h"
#include "core/opts.h"
#include "core/timer.h"
#include "go/board.h"
#include "go/oracle.h"

#define GO_VALUE_OPTIONS(X) \
  X(FLAG, oracle, 0, 0, 1, "exact brute-force minimax with full history (tiny boards only)") \
  X(STR, moves, NONE, 0, 0, "moves played before, e.g. C3,D4,pass") \
  X(FLAG, json, 0, 0, 1, "print one JSON record")

typedef struct {
  GO_VALUE_OPTIONS(OPTS_FIELD)
} go_value_opts;
#define OPTS_STRUCT go_value_opts
static const opt_spec value_specs[] = {GO_VALUE_OPTIONS(OPTS_SPEC)};
#undef OPTS_STRUCT

int cli_go_value_dfpn(int argc, char **argv); /* cli/go_valuedf.c */

int cli_go_value(int argc, char **argv) {
  bool oracle = false;
  for (int i = 1; i < argc; i++) oracle |= strcmp(argv[i], "--oracle") == 0;
  if (!oracle) return cli_go_value_dfpn(argc, argv);
  if (cli_wants_help(argc, argv)) {
    printf("usage: yomi go value RxC --oracle [--moves C3,...] [--json]\n\n");
    opts_help(stdout, value_specs, OPTS_COUNT(value_specs));
    return CLI_OK;
  }
  go_value_opts o;
  char *pos[2];
  int npos;
  char err[256];
  if (opts_parse(value_specs, OPTS_COUNT(value_specs), &o, argc - 1, argv + 1, pos, 2, &npos, err,
                 sizeof err))
    return cli_error("%s", err);
  if (npos != 1) return cli_error("go value needs one board size RxC, e.g. 'yomi go value 2x3 --oracle'");
  if (!o.oracle)
    return cli_error("go value: only --oracle is implemented yet (the df-pn solver is not merged)");
  go_game g;
  int rc = cli_go_start_game(pos[0], o.moves, GO_SMALL_POINTS, &g);
  if (rc) return rc;
  const go_board *b = go_game_board(&g);
  go_oracle_stats st = {0, 0, 0};
  double t0 = timer_now();
  int v = go_oracle_value(&g, &st);
  double secs = timer_now() - t0;
  if (v == GO_ORACLE_ENOMEM) {
    go_game_free(&g);
    return cli_fail(CLI_IO, "go value: out of memory");
  }
  if (o.json) {
    json_writer w;
    json_init(&w, stdout);
    char *full[64];
    int n = 0;
    full[n++] = "go";
    for (int i = 0; i < argc && n < 64; i++) full[n++] = argv[i];
    json_begin_record(&w, n, full);
    json_key(&w, "params");
    json_begin_object(&w);
    json_kv_int(&w, "rows", b->rows);
    json_kv_int(&w, "cols", b->cols);
    json_kv_string(&w, "moves", o.moves ? o.moves : "");
    json_kv_string(&w, "method", "oracle");
    json_kv_string(&w, "suicide", "forbidden");
    json_kv_string(&w, "superko", "positional");
    json_end_object(&w);
    json_key(&w, "result");
    json_begin_object(&w);
    json_kv_int(&w, "value", v);
    json_end_object(&w);
    json_key(&w, "stats");
    json_begin_object(&w);
    json_kv_uint(&w, "nodes", st.nodes);
    json_kv_uint(&w, "leaves", st.leaves);
    json_kv_int(&w, "max_depth", st.max_depth);
    json_kv_double(&w, "seconds", secs);
    json_end_object(&w);
    json_end_object(&w);
  } else {
    printf("value: %d\n", v);
    printf("nodes: %llu  leaves: %llu  max depth: %d  seconds: %.3f\n", (unsigned long long)st.nodes,
           (unsigned long long)st.leaves, st.max_depth, secs);
  }
  go_game_free(&g);
  return CLI_OK;
}
