/* cli/go_valuedf: `yomi go value RxC` by df-pn komi bisection (a Black proof at v-0.5 and a White
 * proof at v+0.5; a full-board Black win needs no White proof), and `yomi go table`, the values of
 * every board up to N points. (`yomi go value --oracle` stays in cli/go_value.c.) */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "cli/cli.h"
#include "cli/go_solve.h"
#include "cli/go_util.h"
#include "core/error.h"
#include "core/opts.h"
#include "core/progress.h"

#define VALUE_OPTIONS(X)                                                           \
  X(STR, moves, NONE, 0, 0, "start after these moves, e.g. C3,D4,pass")           \
  X(INT, guess, -1000, -1000, 1000, "try this value first (-1000: plain bisection)") \
  X(INT, tt_mb, 256, 1, 1048576, "transposition table size in MiB")               \
  X(INT, node_limit, 0, 0, 1e18, "per proof: stop after this many expansions")    \
  X(FLAG, no_transfer, 0, 0, 1, "reuse proofs only along the same set of boards") \
  X(FLAG, no_static, 0, 0, 1, "no static evaluation by pass-alive area")          \
  X(FLAG, json, 0, 0, 1, "print one JSON record")

typedef struct value_opts {
  VALUE_OPTIONS(OPTS_FIELD)
} value_opts;
#define OPTS_STRUCT value_opts
static const opt_spec value_specs[] = {VALUE_OPTIONS(OPTS_SPEC)};
#undef OPTS_STRUCT

/* The outcome of a value search: the value, and the two proofs that pin it. */
typedef struct go_valueres {
  int rc;           /* YOMI_OK or the failing proof's code */
  int value;
  go_proof black;   /* Black's win at value - 0.5 */
  go_proof white;   /* White's win at value + 0.5 (white.komi == 0 when the board needs none) */
  bool has_white;
  uint64_t expansions; /* over every probe */
  double seconds;
  int probes;
} go_valueres;

static void value_search(int rows, int cols, const int *moves, int nmoves, const value_opts *o,
                         go_valueres *r) {
  memset(r, 0, sizeof *r);
  int n = rows * cols;
  int lo = -n, hi = n; /* lo <= value <= hi */
  go_proof bp, wp;
  memset(&bp, 0, sizeof bp);
  memset(&wp, 0, sizeof wp);
  bool hb = false, hw = false;
  dfpn_opts d;
  dfpn_opts_default(&d);
  d.no_transfer = o->no_transfer;
  d.node_limit = o->node_limit;
  int guess = (int)o->guess;
  int step = 0;
  while (lo < hi) {
    int k; /* probe komi k + 0.5 */
    if (guess > -1000 && step == 0 && guess >= lo && guess < hi) k = guess;
    else if (guess > -1000 && step == 1 && guess - 1 >= lo && guess - 1 < hi) k = guess - 1;
    else k = (int)floor((lo + hi) / 2.0);
    step++;
    go_solvegame sg;
    int rc = go_solvegame_init(&sg, rows, cols, GO_SUICIDE_FORBIDDEN, moves, nmoves, k + 0.5, NULL);
    if (rc) {
      r->rc = rc;
      return;
    }
    sg.benson = !o->no_static;
    go_proof p;
    go_cli_prove(&sg, &d, o->tt_mb, NULL, NULL, !o->json, &p, NULL, NULL, 0);
    go_solvegame_free(&sg);
    r->probes++;
    r->expansions += p.st.expansions;
    r->seconds += p.seconds;
    if (p.rc) {
      r->rc = p.rc;
      return;
    }
    if (p.winner == GO_SOLVE_BLACK) {
      lo = k + 1;
      if (!hb || k + 0.5 > bp.komi) bp = p;
      hb = true;
    } else {
      hi = k;
      if (!hw || k + 0.5 < wp.komi) wp = p;
      hw = true;
    }
  }
  r->value = lo;
  r->black = bp;
  r->white = wp;
  r->has_white = hw;
  /* Full board: Black wins at n - 0.5 and no margin exceeds n, so no White proof is needed. */
  if (lo == n) r->has_white = false;
  r->rc = YOMI_OK;
}

static void print_proof(const char *who, const go_proof *p) {
  printf("  %s proof: komi %.1f  expansions %llu  time %.2f s  proofs reused %llu\n", who, p->komi,
         (unsigned long long)p->st.expansions, p->seconds, (unsigned long long)p->st.proofs_reused);
}

static void json_proof(json_writer *w, const char *key, const go_proof *p) {
  json_key(w, key);
  json_begin_object(w);
  json_kv_double(w, "komi", p->komi);
  json_kv_double(w, "seconds", p->seconds);
  go_cli_json_stats(w, &p->st);
  json_end_object(w);
}

static int parse_common(int argc, char **argv, value_opts *o, char **pos, int maxpos, int *npos) {
  opts_defaults(value_specs, OPTS_COUNT(value_specs), o);
  char err[256];
  if (opts_parse(value_specs, OPTS_COUNT(value_specs), o, argc - 1, argv + 1, pos, maxpos, npos, err,
                 sizeof err))
    return cli_error("%s", err);
  return CLI_OK;
}

int cli_go_value_dfpn(int argc, char **argv) {
  if (cli_wants_help(argc, argv)) {
    printf("usage: yomi go value RxC [options]   (or --oracle: brute force, see cli/go_value.c)\n\n");
    opts_help(stdout, value_specs, OPTS_COUNT(value_specs));
    return CLI_OK;
  }
  value_opts o;
  char *pos[2];
  int npos = 0;
  int rc = parse_common(argc, argv, &o, pos, 2, &npos);
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
  int moves[1024], nmoves = 0;
  for (int i = 0; i + 1 < g.len && nmoves < 1024; i++) moves[nmoves++] = g.moves[i];
  go_game_free(&g);
  progress_catch_sigint();
  go_valueres r;
  value_search(rows, cols, moves, nmoves, &o, &r);
  if (r.rc) {
    if (r.rc == YOMI_EINTR) {
      printf("interrupted after %d proofs, %llu expansions\n", r.probes,
             (unsigned long long)r.expansions);
      return CLI_INTERRUPTED;
    }
    printf("value: unknown (%s) after %d proofs, %llu expansions\n", yomi_strerror(r.rc), r.probes,
           (unsigned long long)r.expansions);
    return CLI_FAIL;
  }
  if (o.json) {
    json_writer w;
    go_cli_json_begin(&w, argc, argv);
    json_key(&w, "params");
    json_begin_object(&w);
    json_kv_int(&w, "rows", rows);
    json_kv_int(&w, "cols", cols);
    json_kv_string(&w, "moves", o.moves ? o.moves : "");
    json_kv_string(&w, "method", "df-pn");
    json_kv_bool(&w, "transfer", !o.no_transfer);
    json_kv_bool(&w, "static", !o.no_static);
    json_end_object(&w);
    json_key(&w, "result");
    json_begin_object(&w);
    json_kv_int(&w, "value", r.value);
    json_end_object(&w);
    json_key(&w, "stats");
    json_begin_object(&w);
    json_kv_int(&w, "proofs", r.probes);
    json_kv_uint(&w, "expansions", r.expansions);
    json_kv_double(&w, "seconds", r.seconds);
    json_proof(&w, "black_proof", &r.black);
    if (r.has_white) json_proof(&w, "white_proof", &r.white);
    json_end_object(&w);
    json_end_object(&w);
    printf("\n");
  } else {
    printf("value: %d\n", r.value);
    print_proof("Black", &r.black);
    if (r.has_white) print_proof("White", &r.white);
    else printf("  White proof: none needed (Black owns the whole board)\n");
    printf("  all %d proofs: %llu expansions, %.2f s\n", r.probes, (unsigned long long)r.expansions,
           r.seconds);
  }
  return CLI_OK;
}

int cli_go_table(int argc, char **argv) {
  if (cli_wants_help(argc, argv)) {
    printf("usage: yomi go table --max-points N [options]\n\n  --max-points N           boards up to N points\n");
    opts_help(stdout, value_specs, OPTS_COUNT(value_specs));
    return CLI_OK;
  }
  /* --max-points is ours; the rest are the value options */
  int maxp = -1;
  char *rest[64];
  int nrest = 0;
  for (int i = 0; i < argc && nrest < 64; i++) {
    if (i > 0 && strncmp(argv[i], "--max-points", 12) == 0) {
      const char *v = argv[i][12] == '=' ? argv[i] + 13 : (i + 1 < argc ? argv[++i] : NULL);
      char *end = NULL;
      long x = v ? strtol(v, &end, 10) : -1;
      if (!v || *end || x < 1 || x > GO_SMALL_POINTS)
        return cli_error("bad --max-points (an integer from 1 to %d)", GO_SMALL_POINTS);
      maxp = (int)x;
      continue;
    }
    rest[nrest++] = argv[i];
  }
  if (maxp < 0) return cli_error("go table needs --max-points N");
  value_opts o;
  char *pos[2];
  int npos = 0;
  int rc = parse_common(nrest, rest, &o, pos, 2, &npos);
  if (rc) return rc;
  if (npos) return cli_error("go table: unexpected argument '%s'", pos[0]);
  progress_catch_sigint();
  int maxr = (int)floor(sqrt((double)maxp));
  int maxc = maxp;
  int val[9][65];
  for (int r = 1; r <= maxr; r++)
    for (int c = r; c <= maxc && r * c <= maxp; c++) {
      go_valueres vr;
      value_search(r, c, NULL, 0, &o, &vr);
      if (vr.rc) {
        printf("%dx%d: %s\n", r, c, yomi_strerror(vr.rc));
        return vr.rc == YOMI_EINTR ? CLI_INTERRUPTED : CLI_FAIL;
      }
      val[r][c] = vr.value;
      printf("%dx%d value %d: Black proof komi %.1f %llu exp %.2f s", r, c, vr.value, vr.black.komi,
             (unsigned long long)vr.black.st.expansions, vr.black.seconds);
      if (vr.has_white)
        printf("; White proof komi %.1f %llu exp %.2f s", vr.white.komi,
               (unsigned long long)vr.white.st.expansions, vr.white.seconds);
      else
        printf("; no White proof (full board)");
      printf("; %d proofs %llu exp\n", vr.probes, (unsigned long long)vr.expansions);
      fflush(stdout);
    }
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
