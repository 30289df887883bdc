/* cli/shogi_perft: `yomi shogi perft DEPTH`: leaf counts of the legal move tree, optionally per move. */
#include <stdlib.h>

#include "cli/cli.h"
#include "cli/shogi_cli.h"
#include "cli/shogi_verbs.h"
#include "core/json.h"
#include "core/opts.h"
#include "core/timer.h"

#define PERFT_OPTIONS(X)                                                   \
  X(STR, variant, shogi, 0, 0, "shogi or minishogi")                       \
  X(STR, sfen, NONE, 0, 0, "position (default: the variant's start)")      \
  X(FLAG, divide, 0, 0, 1, "print the count below each legal move")        \
  X(FLAG, json, 0, 0, 1, "print one JSON record")
typedef struct { PERFT_OPTIONS(OPTS_FIELD) } perft_opts;
#define OPTS_STRUCT perft_opts
static const opt_spec perft_specs[] = {PERFT_OPTIONS(OPTS_SPEC)};

int cli_shogi_perft(int argc, char **argv) {
  if (cli_wants_help(argc, argv)) {
    printf("usage: yomi shogi perft DEPTH [--variant shogi|minishogi] [--sfen S] [--divide]\n\n");
    opts_help(stdout, perft_specs, OPTS_COUNT(perft_specs));
    return CLI_OK;
  }
  perft_opts o;
  char *pos[1], err[160];
  int npos;
  if (opts_parse(perft_specs, OPTS_COUNT(perft_specs), &o, argc - 1, argv + 1, pos, 1, &npos, err, sizeof err))
    return cli_error("%s", err);
  if (npos != 1) return cli_error("perft needs a DEPTH");
  /* Digits only: strtol would also take "", " 3" and "+3". */
  long depth = 0;
  const char *d = pos[0];
  for (; *d >= '0' && *d <= '9' && depth <= 20; d++) depth = depth * 10 + (*d - '0');
  if (!pos[0][0] || *d || depth > 20) return cli_error("bad DEPTH '%s' (an integer 0..20)", pos[0]);
  shogi_pos p;
  if (shogi_cli_position(o.variant, o.sfen, &p)) return CLI_USAGE;
  double t0 = timer_now();
  uint64_t total = 0;
  if (o.divide && depth >= 1) {
    shogi_move moves[SHOGI_MAX_MOVES];
    int n = shogi_gen_legal(&p, moves);
    for (int i = 0; i < n; i++) {
      shogi_pos q;
      shogi_make(&q, &p, moves[i]);
      uint64_t c = shogi_perft(&q, (int)depth - 1);
      char usi[16];
      shogi_move_to_usi(p.v, moves[i], usi, sizeof usi);
      if (!o.json) printf("%s: %llu\n", usi, (unsigned long long)c);
      total += c;
    }
  } else {
    total = shogi_perft(&p, (int)depth);
  }
  double secs = timer_now() - t0;
  if (o.json) {
    json_writer w;
    json_init(&w, stdout);
    json_begin_record(&w, argc, argv);
    json_key(&w, "params");
    json_begin_object(&w);
    json_kv_string(&w, "variant", p.v->name);
    char sfen[256];
    shogi_pos_to_sfen(&p, sfen, sizeof sfen);
    json_kv_string(&w, "sfen", sfen);
    json_kv_int(&w, "depth", depth);
    json_end_object(&w);
    json_key(&w, "result");
    json_begin_object(&w);
    json_kv_uint(&w, "nodes", total);
    json_end_object(&w);
    json_key(&w, "stats");
    json_begin_object(&w);
    json_kv_double(&w, "seconds", secs);
    json_kv_double(&w, "nodes_per_second", secs > 0 ? (double)total / secs : 0);
    json_end_object(&w);
    json_end_object(&w);
    printf("\n");
  } else {
    printf("nodes: %llu\n", (unsigned long long)total);
    fprintf(stderr, "time: %.3f s  (%.0f nodes/s)\n", secs, secs > 0 ? (double)total / secs : 0.0);
  }
  return CLI_OK;
}
