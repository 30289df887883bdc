/* cli/go_selftest: `yomi go selftest`: random reachable positions (random playouts, with their
 * history), each solved by df-pn at komis around its exact value and compared with the brute-force
 * oracle (go/oracle). Tables are shared across positions at one komi, so proofs found along one
 * game's history are offered to every later game: the test that catches an unsound transfer. */
#include <errno.h>
#include <math.h>
#include <signal.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <unistd.h>
#include <stdlib.h>
#include <string.h>
#include "cli/cli.h"
#include "cli/go_solve.h"
#include "core/error.h"
#include "core/opts.h"
#include "core/progress.h"
#include "core/rng.h"
#include "core/timer.h"
#include "go/oracle.h"

#define SELFTEST_OPTIONS(X)                                                             \
  X(STR, board, 2x2, 0, 0, "board size RxC (at most 64 points)")                      \
  X(INT, positions, 100, 1, 100000000, "random positions to test")                    \
  X(INT, seed, 1, 0, 1e18, "run seed: position i is a pure function of (seed, i)")    \
  X(INT, max_empty, 64, 0, 64, "play on until at most this many empty points")        \
  X(INT, oracle_nodes, 200000, 1, 1e15, "skip a position whose oracle needs more nodes") \
  X(INT, tt_mb, 1, 1, 4096, "table size per komi in MiB (small: exercises replacement)") \
  X(STR, suicide, forbidden, 0, 0, "suicide rule: forbidden or allowed")              \
  X(FLAG, no_transfer, 0, 0, 1, "reuse proofs only along the same set of boards")     \
  X(FLAG, no_static, 0, 0, 1, "no static evaluation by pass-alive area")              \
  X(FLAG, fresh_tt, 0, 0, 1, "a fresh table for every probe")                          \
  X(FLAG, json, 0, 0, 1, "print one JSON record")

typedef struct selftest_opts {
  SELFTEST_OPTIONS(OPTS_FIELD)
} selftest_opts;
#define OPTS_STRUCT selftest_opts
static const opt_spec selftest_specs[] = {SELFTEST_OPTIONS(OPTS_SPEC)};
#undef OPTS_STRUCT

/* Position i: a random playout of random length from the empty board, then on until at most
 * max_empty empty points remain. Returns false if the game ended first. */
static bool random_position(go_game *g, uint64_t seed, uint64_t i, int max_empty, int *moves, int *n) {
  rng_stream r;
  rng_init(&r, seed, i);
  const go_board *b = go_game_board(g);
  int len = (int)rng_below(&r, (uint64_t)(3 * b->npoints + 1));
  int legal[GO_SMALL_POINTS + 1];
  *n = 0;
  for (int ply = 0; ply < 4 * GO_MAX_POINTS; ply++) {
    b = go_game_board(g);
    int empty = go_setcount(go_board_emptyset(b));
    if (ply >= len && empty <= max_empty) return true;
    int nl = go_game_legal_moves(g, legal);
    if (b->passes == 1) nl--; /* never end the game: the pass is the last legal move */
    if (nl <= 0) return false;
    int m = legal[rng_below(&r, (uint64_t)nl)];
    if (go_game_play(g, m)) return false;
    moves[(*n)++] = m;
  }
  return false;
}

/* The oracle under a node budget. go_oracle_wins has no limit of its own, and a few random positions
 * take it hours, so it runs in a child process that gives up (exit 3) once its own node count passes
 * the budget; a run that finishes over the budget is discarded too, so which positions are skipped
 * depends only on the oracle's node counts (deterministic). Fills win[0..n) with 1 (Black wins at
 * komis[i]) or 0; returns 0, 1 (over budget: skip the position) or -1 (system error). */
/* Boards this small (2x2: 1,738 oracle nodes from the empty board, 1x5: 400) never need the child
 * process, which costs a fork per position. */
#define ORACLE_INPROCESS_POINTS 5
static volatile go_oracle_stats *child_stats;
static uint64_t child_budget;

static void child_alarm(int sig) {
  (void)sig;
  if (child_stats->nodes > child_budget) _exit(3);
}

static int oracle_limited(const go_game *g, const double *komis, int n, uint64_t budget, int *win,
                          uint64_t *nodes) {
  if (go_game_board(g)->npoints <= ORACLE_INPROCESS_POINTS) {
    go_oracle_stats st = {0, 0, 0};
    for (int i = 0; i < n; i++) {
      win[i] = go_oracle_wins(g, komis[i], &st);
      if (win[i] < 0) return -1;
    }
    *nodes += st.nodes;
    return st.nodes > budget ? 1 : 0;
  }
  int fds[2];
  if (pipe(fds)) return -1;
  fflush(NULL);
  pid_t pid = fork();
  if (pid < 0) return -1;
  if (pid == 0) {
    close(fds[0]);
    go_oracle_stats st = {0, 0, 0};
    child_stats = &st;
    child_budget = budget;
    signal(SIGINT, SIG_IGN);
    signal(SIGALRM, child_alarm);
    struct itimerval it = {{0, 20000}, {0, 20000}};
    setitimer(ITIMER_REAL, &it, NULL);
    int64_t out[GO_SMALL_POINTS + 1];
    for (int i = 0; i < n; i++) {
      int w = go_oracle_wins(g, komis[i], &st);
      if (w < 0) _exit(4);
      out[i] = w;
    }
    out[n] = (int64_t)st.nodes;
    if (write(fds[1], out, sizeof(int64_t) * (size_t)(n + 1)) < 0) _exit(5);
    _exit(st.nodes > budget ? 3 : 0);
  }
  close(fds[1]);
  int64_t in[GO_SMALL_POINTS + 1];
  size_t want = sizeof(int64_t) * (size_t)(n + 1), got = 0;
  while (got < want) {
    ssize_t r = read(fds[0], (char *)in + got, want - got);
    if (r < 0 && errno == EINTR) continue;
    if (r <= 0) break;
    got += (size_t)r;
  }
  close(fds[0]);
  int status = 0;
  while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
  }
  if (!WIFEXITED(status)) return -1;
  if (WEXITSTATUS(status) == 3) return 1;
  if (WEXITSTATUS(status) != 0 || got != want) return -1;
  for (int i = 0; i < n; i++) win[i] = (int)in[i];
  *nodes += (uint64_t)in[n];
  return 0;
}

/* One df-pn probe of g at komi k + 0.5 with the table of that komi: the winner, or -1 (stopped). */
static int probe(const go_game *g, int k, int npts, tt_table *tts, const dfpn_opts *d,
                 const selftest_opts *o, uint64_t *probes, uint64_t *expansions, uint64_t *reused,
                 int *rc) {
  tt_table *tt = &tts[k + npts];
  if (!tt->b && tt_init(tt, (uint64_t)o->tt_mb)) {
    *rc = cli_error("out of memory");
    return -1;
  }
  if (o->fresh_tt) tt_clear(tt);
  go_solvegame sg;
  if (go_solvegame_from_game(&sg, g, k + 0.5)) {
    *rc = cli_error("out of memory");
    return -1;
  }
  sg.benson = !o->no_static;
  go_proof p;
  go_cli_prove_tt(&sg, d, tt, false, &p, NULL, NULL, 0);
  go_solvegame_free(&sg);
  if (p.rc != YOMI_OK) {
    if (p.rc != YOMI_EINTR) *rc = cli_error("df-pn: %s", yomi_strerror(p.rc));
    return -1;
  }
  (*probes)++;
  *expansions += p.st.expansions;
  *reused += p.st.proofs_reused;
  return p.winner;
}

int cli_go_selftest(int argc, char **argv) {
  selftest_opts o;
  opts_defaults(selftest_specs, OPTS_COUNT(selftest_specs), &o);
  if (cli_wants_help(argc, argv)) {
    printf("usage: yomi go selftest [options]\n\n");
    opts_help(stdout, selftest_specs, OPTS_COUNT(selftest_specs));
    return CLI_OK;
  }
  char *pos[2];
  int npos = 0;
  char err[256];
  if (opts_parse(selftest_specs, OPTS_COUNT(selftest_specs), &o, argc - 1, argv + 1, pos, 2, &npos,
                 err, sizeof err))
    return cli_error("%s", err);
  if (npos) return cli_error("yomi go selftest: unexpected argument '%s'", pos[0]);
  int rows, cols;
  if (go_parse_size(o.board, GO_SMALL_POINTS, &rows, &cols))
    return cli_error("bad --board '%s' (RxC with at most %d points)", o.board, GO_SMALL_POINTS);
  go_suicide suicide;
  if (go_cli_parse_suicide(o.suicide, &suicide))
    return cli_error("bad --suicide '%s' (forbidden or allowed)", o.suicide);
  int npts = rows * cols;
  /* one table per probed komi k + 0.5, k in [-npts, npts): index k + npts */
  int nk = 2 * npts + 1;
  tt_table *tts = calloc((size_t)nk, sizeof *tts);
  if (!tts) return cli_error("out of memory");
  dfpn_opts d;
  dfpn_opts_default(&d);
  d.no_transfer = o.no_transfer;
  progress_catch_sigint();
  progress pr;
  progress_start(&pr);
  uint64_t skipped_oracle = 0, positions = 0, probes = 0, oracle_probes = 0, mismatches = 0, skipped = 0, expansions = 0, reused = 0,
           oracle_nodes = 0;
  int rc = CLI_OK;
  double t0 = timer_now();
  for (long long i = 0; i < o.positions && !progress_interrupted(); i++) {
    go_board b0;
    go_board_init(&b0, rows, cols, suicide);
    go_game g;
    if (go_game_init(&g, &b0)) {
      rc = cli_error("out of memory");
      break;
    }
    int moves[4 * GO_MAX_POINTS], nm = 0;
    if (!random_position(&g, (uint64_t)o.seed, (uint64_t)i, (int)o.max_empty, moves, &nm)) {
      skipped++;
      go_game_free(&g);
      continue;
    }
    positions++;
    /* df-pn's value by bisection on komi (every probe a df-pn proof); then the oracle decides the
     * two komis around that value. A wrong df-pn answer during the bisection moves the value, and
     * the oracle then contradicts df-pn at one of the two komis. */
    int dres[2 * GO_SMALL_POINTS + 2]; /* df-pn winner at komi k + 0.5, index k + npts */
    for (int k = 0; k < 2 * npts + 1; k++) dres[k] = -1;
    int lo = -npts, hi = npts; /* lo <= value <= hi */
    bool stop = false;
    while (lo < hi && !stop) {
      int mid = (int)floor((lo + hi) / 2.0); /* lo <= mid < hi */
      int w = probe(&g, mid, npts, tts, &d, &o, &probes, &expansions, &reused, &rc);
      if (w < 0) stop = true;
      else dres[mid + npts] = w;
      if (w == GO_SOLVE_BLACK) lo = mid + 1;
      else if (w == GO_SOLVE_WHITE) hi = mid;
    }
    double komis[2];
    int dw[2], nkomi = 0;
    for (int k = lo - 1; k <= lo && !stop; k++) {
      if (k < -npts || k >= npts) continue; /* komi beyond the board: decided without search */
      int w = dres[k + npts];
      if (w < 0) w = probe(&g, k, npts, tts, &d, &o, &probes, &expansions, &reused, &rc);
      if (w < 0) stop = true;
      komis[nkomi] = k + 0.5;
      dw[nkomi++] = w;
    }
    int ow[2];
    int orc = stop ? 0 : oracle_limited(&g, komis, nkomi, (uint64_t)o.oracle_nodes, ow, &oracle_nodes);
    if (orc < 0) {
      rc = cli_error("oracle child process failed");
      stop = true;
    } else if (orc == 1) {
      positions--;
      skipped_oracle++;
    }
    for (int j = 0; j < nkomi && !stop && orc == 0; j++) {
      oracle_probes++;
      int want = ow[j] ? GO_SOLVE_BLACK : GO_SOLVE_WHITE;
      if (dw[j] != want) {
        mismatches++;
        fprintf(stderr, "MISMATCH position %lld komi %.1f: oracle says %s, df-pn %s; moves ", i,
                komis[j], want == GO_SOLVE_BLACK ? "black" : "white",
                dw[j] == GO_SOLVE_BLACK ? "black" : "white");
        go_cli_print_moves(stderr, moves, nm, rows, cols);
        fprintf(stderr, "\n");
      }
    }
    if (stop) {
      go_game_free(&g);
      break;
    }
    go_game_free(&g);
    if (rc) break;
    progress_update(&pr, "selftest %s: %llu positions, %llu probes, %llu mismatches", o.board,
                    (unsigned long long)positions, (unsigned long long)probes,
                    (unsigned long long)mismatches);
  }
  progress_done(&pr);
  double secs = timer_now() - t0;
  for (int k = 0; k < nk; k++)
    if (tts[k].b) tt_free(&tts[k]);
  free(tts);
  if (rc) return rc;
  if (o.json) {
    json_writer w;
    go_cli_json_begin(&w, argc, argv);
    json_key(&w, "params");
    json_begin_object(&w);
    json_kv_string(&w, "board", o.board);
    json_kv_int(&w, "seed", o.seed);
    json_kv_bool(&w, "transfer", !o.no_transfer);
    json_kv_bool(&w, "static", !o.no_static);
    json_end_object(&w);
    json_key(&w, "result");
    json_begin_object(&w);
    json_kv_uint(&w, "positions", positions);
    json_kv_uint(&w, "probes", probes);
    json_kv_uint(&w, "oracle_probes", oracle_probes);
    json_kv_uint(&w, "mismatches", mismatches);
    json_end_object(&w);
    json_key(&w, "stats");
    json_begin_object(&w);
    json_kv_double(&w, "seconds", secs);
    json_kv_uint(&w, "expansions", expansions);
    json_kv_uint(&w, "proofs_reused", reused);
    json_kv_uint(&w, "oracle_nodes", oracle_nodes);
    json_kv_uint(&w, "skipped", skipped);
    json_kv_uint(&w, "skipped_oracle", skipped_oracle);
    json_end_object(&w);
    json_end_object(&w);
    printf("\n");
  } else {
    printf("selftest %s seed %lld%s%s: positions %llu, probes %llu (oracle %llu), mismatches %llu\n",
           o.board, o.seed, o.no_transfer ? ", no transfer" : "", o.no_static ? ", no static" : "",
           (unsigned long long)positions, (unsigned long long)probes,
           (unsigned long long)oracle_probes, (unsigned long long)mismatches);
    printf("  df-pn expansions %llu (proofs reused %llu), oracle nodes %llu, skipped %llu (game over) "
           "+ %llu (oracle budget), %.1f s\n",
           (unsigned long long)expansions, (unsigned long long)reused,
           (unsigned long long)oracle_nodes, (unsigned long long)skipped,
           (unsigned long long)skipped_oracle, secs);
  }
  if (progress_interrupted()) return CLI_INTERRUPTED;
  return mismatches ? CLI_FAIL : CLI_OK;
}
