/* cli/shogi_perft: `yomi shogi perft DEPTH`: leaf counts of the legal move tree, optionally per move. */
#include "cli/cli.h"
#include "cli/shogi_cli.h"
#include "core/progress.h"
#include "core/timer.h"

#define PERFT_OPTIONS(X) X(FLAG, divide, 0, 0, 1, "print the count below each legal move")
typedef struct {
  PERFT_OPTIONS(OPTS_FIELD)
} perft_opts;
#define OPTS_STRUCT perft_opts
static const opt_spec perft_specs[] = {PERFT_OPTIONS(OPTS_SPEC)};

/* The count below each legal move of a --divide run (the moves done, when Ctrl-C stopped it). */
typedef struct {
  int n; /* -1: not divided */
  shogi_move moves[SHOGI_MAX_MOVES];
  uint64_t counts[SHOGI_MAX_MOVES];
} perft_divide;

/* The leaves below p at `depth`; with divide, the count below each legal move too (into *dv). Ctrl-C
 * stops it: *stopped, and the leaves counted until then (with divide: the moves done are listed). */
static uint64_t count_leaves(const shogi_pos *p, int depth, bool divide, perft_divide *dv, bool *stopped) {
  *stopped = false;
  dv->n = -1;
  if (!divide || depth < 1) return shogi_perft_poll(p, depth, progress_interrupted, stopped);
  uint64_t total = 0;
  int done = 0, n = shogi_perft_divide(p, depth, dv->moves, dv->counts, progress_interrupted, &done);
  for (int i = 0; i < done; i++) total += dv->counts[i];
  *stopped = done < n;
  dv->n = done;
  return *stopped ? total + dv->counts[done] : total;
}

static void print_divide(const shogi_pos *p, const perft_divide *dv) {
  for (int i = 0; i < dv->n; i++) {
    char usi[16];
    shogi_move_to_usi(p->v, dv->moves[i], usi, sizeof usi);
    printf("%s: %llu\n", usi, (unsigned long long)dv->counts[i]);
  }
}

static void print_json(int argc, char **argv, const shogi_pos *p, long depth, uint64_t total,
                       const perft_divide *dv, double secs, bool stopped) {
  json_writer w;
  shogi_cli_json_begin(&w, argc, argv, p->v->name);
  char sfen[256];
  shogi_pos_to_sfen(p, sfen, sizeof sfen);
  json_kv_string(&w, "sfen", sfen);
  json_kv_int(&w, "depth", depth);
  shogi_cli_json_section(&w, "result");
  json_kv_uint(&w, "nodes", total);
  if (dv->n >= 0) { /* --divide: what the text shows, move by move */
    json_key(&w, "divide");
    json_begin_array(&w);
    for (int i = 0; i < dv->n; i++) {
      char usi[16];
      shogi_move_to_usi(p->v, dv->moves[i], usi, sizeof usi);
      json_begin_object(&w);
      json_kv_string(&w, "move", usi);
      json_kv_uint(&w, "nodes", dv->counts[i]);
      json_end_object(&w);
    }
    json_end_array(&w);
  }
  json_kv_bool(&w, "complete", !stopped);
  shogi_cli_json_section(&w, "stats");
  json_kv_double(&w, "seconds", secs);
  json_kv_double(&w, "nodes_per_second", secs > 0 ? (double)total / secs : 0);
  shogi_cli_json_end(&w);
  printf("\n");
}

static const shogi_cli_syntax syntax = {
    "usage: yomi shogi perft DEPTH [--variant shogi|minishogi] [--sfen S] [--divide]\n"
    "Without --sfen: from the variant's start position.\n\n",
    SHOGI_CLI_VARIANT | SHOGI_CLI_SFEN,
    perft_specs,
    OPTS_COUNT(perft_specs),
    SHOGI_CLI_JSON,
    1};

int cli_shogi_perft(int argc, char **argv) {
  shogi_cli_args a;
  perft_opts o;
  if (shogi_cli_parse(&a, &syntax, &o, argc, argv)) return a.status;
  if (a.npos != 1) return cli_error("perft needs a DEPTH");
  /* Digits only: strtol would also take "", " 3" and "+3". */
  long depth = 0;
  const char *d = a.pos[0];
  for (; *d >= '0' && *d <= '9' && depth <= 20; d++) depth = depth * 10 + (*d - '0');
  if (!a.pos[0][0] || *d || depth > 20)
    return cli_error("bad DEPTH '%s' (an integer 0..20)", cli_quote(a.pos[0]));
  shogi_pos p;
  if (shogi_cli_position(a.v, a.c.sfen, &p)) return CLI_USAGE;
  static perft_divide dv;
  progress_catch_sigint();
  double t0 = timer_now();
  bool stopped;
  uint64_t total = count_leaves(&p, (int)depth, o.divide, &dv, &stopped);
  double secs = timer_now() - t0;
  if (a.c.json) {
    print_json(argc, argv, &p, depth, total, &dv, secs, stopped);
  } else {
    print_divide(&p, &dv);
    printf("nodes: %llu%s\n", (unsigned long long)total, stopped ? "   (interrupted: partial)" : "");
    fprintf(stderr, "time: %.3f s  (%.0f nodes/s)\n", secs, secs > 0 ? (double)total / secs : 0.0);
  }
  if (!stopped) return CLI_OK;
  fprintf(stderr, "yomi: interrupted: the count is of the part of the tree done\n");
  return CLI_INTERRUPTED;
}
