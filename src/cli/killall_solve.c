/* cli/killall_solve: `yomi killall solve RxC`: proves Kill-All Go positions with the df-pn core:
 * who wins with the Defender to move after given Attacker stones, the minimum number of Attacker
 * stones (placed by the Attacker) that kills, and who wins the whole Pieboxing game. The proving and
 * its words are killall/proof.h's; this file parses the options and prints. */
#include <stdlib.h>
#include <string.h>

#include "cli/cli.h"
#include "cli/go_util.h"
#include "cli/proof.h"
#include "killall/cert.h"
#include "cli/run.h"
#include "core/error.h"
#include "core/json.h"
#include "core/opts.h"
#include "core/progress.h"
#include "core/stats.h"
#include "go/board.h"
#include "killall/proof.h"
#include "solve/dfpn.h"
#include "yomi_version.h"

#define KSOLVE_OPTIONS(X) \
  X(FLAG, min_stones, 0, 0, 1, "find the least number of placed Attacker stones that kills") \
  X(INT, max_stones, 64, 0, 64, "with --min-stones: give up beyond this many") \
  X(INT, exhaustive, 0, 0, 1e15, "also run plain minimax (full history) with this node limit, compare") \
  X(STR, sgf, NONE, 0, 0, "write the principal variation as SGF to this file (Attacker Black)") \
  X(STR, svg, NONE, 0, 0, "draw the start and the numbered principal variation as SVG to this file") \
  X(STR, tt_from, NONE, 0, 0, \
    "start from the table of an earlier position of this problem (a --tt-file or a campaign's --tables)") \
  X(STR, proof, NONE, 0, 0, "write the proof tree as a certificate to this file (yomi verify FILE)") \
  X(INT, proof_max_nodes, 0, 0, 1e18, "with --proof: fail beyond this many nodes (0: no limit)") \
  X(FLAG, stats, 0, 0, 1, "print every statistic") \
  X(FLAG, json, 0, 0, 1, "print one JSON record")

typedef struct {
  KSOLVE_OPTIONS(OPTS_FIELD)
  killall_problem_opts p; /* the question (killall/problem.h) */
} ksolve_opts;
#define OPTS_STRUCT ksolve_opts
static const opt_spec ksolve_specs[] = {KSOLVE_OPTIONS(OPTS_SPEC)};
#undef OPTS_STRUCT

/* A parsed `killall solve` command. */
typedef struct ksolve_cmd {
  ksolve_opts o;
  dfpn_opts d;
  dfpn_table_opts t;
  int rows, cols;
  killall_problem pb; /* the question (its mode, stones, moves and knowledge) */
} ksolve_cmd;

/* The run's configuration from the df-pn options, with the progress line (started here) unless
 * --json. */
static void configure(const ksolve_cmd *c, dfpn_run_config *cfg, progress *pr) {
  if (!c->o.json) progress_start(pr);
  cli_run_config(cfg, &c->d, true, c->o.json ? NULL : pr);
}

static void print_stats(const killall_proof *p) {
  stats_print(stdout, dfpn_stat_specs, dfpn_stat_count, &p->r.st);
  if (p->ks.local_life_positions || p->ks.local_death_positions)
    stats_print(stdout, killall_stat_specs, killall_stat_count, &p->ks);
  stats_print(stdout, tt_stat_specs, tt_stat_count, &p->r.st.tt);
}

/* The brute-force twin on the question with k placed stones, against p (its words unless --json).
 * True when they disagree. */
static bool check_exhaustive(const ksolve_cmd *c, int k, const killall_proof *p) {
  char text[256];
  bool disagree = killall_proof_check(&c->pb, k, (uint64_t)c->o.exhaustive, p, text, sizeof text);
  if (!c->o.json) fputs(text, stdout);
  return disagree;
}

/* The options that exclude each other, and files that must be writable. 0 or the exit status. */
static int check_options(const ksolve_cmd *c) {
  const ksolve_opts *o = &c->o;
  bool pie = o->p.setup != NULL;
  if (pie && strcmp(o->p.setup, "pieboxing") != 0) return cli_error("--setup: only pieboxing can be solved");
  if (pie && (o->p.attacker_stones || o->p.place >= 0 || o->min_stones))
    return cli_error(
        "--setup pieboxing starts from the empty board; it takes no stones, --place or --min-stones");
  if (o->p.place >= 0 && o->min_stones) return cli_error("--place and --min-stones exclude each other");
  if (o->p.prune_defender && (pie || o->min_stones))
    return cli_error(
        "--prune-defender proves a Defender win of one position; it excludes --setup and --min-stones");
  if (o->p.moves && (pie || o->p.place >= 0 || o->min_stones))
    return cli_error(
        "--moves follows the given stones in play; it excludes --setup, --place and --min-stones");
  if (c->t.tt_file && o->min_stones)
    return cli_error("--tt-file keeps one proof's table; give --place K instead of --min-stones");
  int rc = cli_run_writable(c->t.tt_file);
  if (rc) return rc;
  if (o->sgf && o->min_stones)
    return cli_error("--sgf writes one proof's variation; give --place K instead of --min-stones");
  if (o->svg && o->min_stones)
    return cli_error("--svg draws one proof's variation; give --place K instead of --min-stones");
  if (o->proof && (pie || o->p.place >= 0 || o->min_stones || o->p.local_life || o->p.local_death))
    return cli_error(
        "--proof writes the play after given stones: it excludes --setup, --place, --min-stones, "
        "--local-life and --local-death");
  if (o->sgf) { /* before the search: can the file be written? (append mode keeps an existing file as it is) */
    FILE *e = fopen(o->sgf, "r");
    bool existed = e != NULL;
    if (e) fclose(e);
    FILE *f = fopen(o->sgf, "a");
    if (!f) return cli_fail(CLI_IO, "cannot write SGF file '%s'", o->sgf);
    fclose(f);
    if (!existed) remove(o->sgf);
  }
  return 0;
}

/* The question: the given Attacker stones, the moves, the mode and the knowledge. 0 or the exit
 * status. */
static int parse_position(ksolve_cmd *c) {
  const ksolve_opts *o = &c->o;
  killall_problem *pb = &c->pb;
  char why[512];
  int rc = killall_problem_from_opts(pb, c->rows, c->cols, &o->p, o->min_stones, why, sizeof why);
  if (rc == YOMI_ENOMEM) return cli_fail(CLI_IO, "out of memory");
  return rc ? cli_error("%s", why) : 0; /* before any output */
}

/* Parse the command line into c. 0, -1 after the help text, or the exit status of an error. */
static int parse(int argc, char **argv, ksolve_cmd *c) {
  opt_group g[] = {OPT_GROUP(ksolve_specs, &c->o),
                   {killall_problem_opt_specs, killall_problem_opt_count, &c->o.p},
                   {dfpn_opt_specs, dfpn_opt_count, &c->d},
                   {dfpn_table_opt_specs, dfpn_table_opt_count, &c->t}};
  char err[256], *pos[2];
  int npos = 0;
  if (cli_wants_help(argc, argv)) {
    printf(
        "usage: yomi killall solve RxC [--attacker-stones LIST] [--moves LIST | --place K | --min-stones] | --setup pieboxing\n\n");
    opts_help_groups(stdout, g, 4);
    return -1;
  }
  if (opts_parse_groups(g, 4, argc - 1, argv + 1, pos, 2, &npos, err, sizeof err))
    return cli_error("%s", err);
  if (npos != 1) return cli_error("give the board size, e.g. yomi killall solve 4x4 --attacker-stones B2,C3");
  if (cli_go_size(pos[0], GO_SMALL_POINTS, &c->rows, &c->cols)) return CLI_USAGE;
  int rc;
  if ((rc = check_options(c)) || (rc = parse_position(c))) return rc;
  return 0;
}

static void json_params(json_writer *w, ksolve_cmd *c) {
  const ksolve_opts *o = &c->o;
  opt_group g[] = {OPT_GROUP(ksolve_specs, &c->o),
                   {killall_problem_opt_specs, killall_problem_opt_count, &c->o.p},
                   {dfpn_opt_specs, dfpn_opt_count, &c->d},
                   {dfpn_table_opt_specs, dfpn_table_opt_count, &c->t}};
  json_key(w, "params");
  json_begin_object(w);
  json_kv_int(w, "rows", c->rows);
  json_kv_int(w, "cols", c->cols);
  json_kv_string(w, "mode",
                 o->p.setup        ? "pieboxing"
                 : o->min_stones   ? "min_stones"
                 : o->p.place >= 0 ? "place"
                                   : "play");
  opts_json_groups(w, g, 4);
  json_end_object(w);
}

/* --min-stones: k = 0, 1, ... placed stones until the Attacker wins. */
static int min_stones(const ksolve_cmd *c, json_writer *w) {
  const ksolve_opts *o = &c->o;
  int status = CLI_OK;
  killall_min_stones m;
  killall_min_stones_start(&m, &c->pb, (int)o->max_stones);
  if (o->json) killall_min_stones_json_begin(w);
  for (;;) {
    killall_proof p;
    progress pr;
    dfpn_run_config cfg;
    configure(c, &cfg, &pr);
    bool proved = killall_min_stones_next(&m, (uint64_t)c->t.tt_mb, &cfg, &p);
    if (!o->json) progress_done(&pr);
    if (m.rc) return cli_fail(CLI_IO, "out of memory");
    if (!proved) break;
    if (m.why[0]) fprintf(stderr, "yomi: error: %s\n", m.why);
    char text[4096];
    if (o->json) killall_min_stones_step_json(w, &m, &p);
    else killall_min_stones_step_text(&m, &p, text, sizeof text), fputs(text, stdout);
    if (!o->json && o->stats) print_stats(&p);
    if (o->exhaustive && check_exhaustive(c, m.pk.place - 1, &p))
      status = CLI_FAIL, killall_min_stones_stop(&m);
    if (p.r.rc) status = cli_exit_status(p.r.rc);
  }
  if (o->json) {
    killall_min_stones_json_end(w, &m);
    json_end_object(w);
    printf("\n");
  } else {
    char text[256];
    killall_min_stones_text(&m, text, sizeof text);
    fputs(text, stdout);
  }
  return status;
}

/* The snapshot's problem after the first k start moves (cli_run_load_from). */
static int problem_text(const void *ctx, int k, char *buf, size_t len) {
  killall_problem pb = ((const ksolve_cmd *)ctx)->pb;
  pb.nmoves = k;
  killall_problem_text(&pb, buf, len);
  return 0;
}

/* One position: solve, print, then the SGF and the exhaustive twin. */
static int solve_one(const ksolve_cmd *c, json_writer *w) {
  const ksolve_opts *o = &c->o;
  killall_solvegame sg;
  int rc = killall_problem_game(&c->pb, &sg);
  if (rc == YOMI_ERANGE) return cli_error("--place: not that many empty points");
  if (rc) return cli_error("cannot set up the position (%s)", yomi_strerror(rc));
  char problem[2 * DFPN_PROBLEM_SHOWN], text[4096];
  killall_problem_text(&c->pb, problem, sizeof problem);
  dfpn_run run;
  if ((rc = cli_run_open(&run, &c->t, problem, o->json))) {
    killall_solvegame_free(&sg);
    return rc;
  }
  if (o->tt_from &&
      (rc = cli_run_load_from(&run, o->tt_from, c->t.tt_file, c->pb.nmoves, problem_text, c, o->json))) {
    killall_solvegame_free(&sg); /* the run is closed */
    return rc;
  }
  killall_proof p;
  progress pr;
  dfpn_run_config cfg;
  configure(c, &cfg, &pr);
  killall_prove(&c->pb, &sg, &run, &cfg, &p);
  if (!o->json) progress_done(&pr);
  dfpn_cert_info info;
  int proof_rc = o->proof && p.r.rc == YOMI_OK ? killall_cert_write(&sg, &run.tt, &c->d, p.r.winner, o->proof,
                                                                    (uint64_t)o->proof_max_nodes, &info)
                                               : YOMI_OK;
  killall_solvegame_free(&sg);
  if (o->json) { /* the result first: a failed save below loses nothing */
    json_key(w, "result");
    json_begin_object(w);
    killall_proof_json_result(w, &c->pb, &p);
    json_end_object(w);
    killall_proof_json_stats(w, &p);
    if (o->stats) cli_run_census_json(w, &run.tt);
    json_end_object(w);
    printf("\n");
  } else {
    killall_problem_mode_text(&c->pb, text, sizeof text);
    fputs(text, stdout);
    killall_proof_text(&c->pb, &p, text, sizeof text);
    fputs(text, stdout);
    if (o->stats) print_stats(&p), cli_run_print_census(stdout, &run.tt);
  }
  int status = cli_exit_status(p.r.rc);
  if (o->proof && p.r.rc == YOMI_OK && cli_proof_report(o->proof, proof_rc, &info, o->json))
    status = CLI_FAIL;
  if (cli_run_close(&run, o->json)) status = CLI_IO;
  if (o->sgf && p.r.rc == YOMI_OK) {
    if (killall_problem_save_sgf(&c->pb, p.r.pv, p.r.npv, p.r.winner, YOMI_VERSION, o->sgf))
      return cli_fail(CLI_IO, "cannot write SGF file '%s'", o->sgf);
    if (!o->json) printf("sgf: %s\n", o->sgf);
  }
  if (o->svg && p.r.rc == YOMI_OK) {
    int err = killall_problem_save_svg(&c->pb, p.r.pv, p.r.npv, o->svg);
    if (err) return cli_fail(CLI_IO, "cannot write %s: %s", o->svg, yomi_strerror(err));
  }
  if (o->exhaustive && c->pb.mode != KILLALL_SG_PIEBOXING && check_exhaustive(c, (int)o->p.place, &p))
    return CLI_FAIL;
  return status;
}

int cli_killall_solve(int argc, char **argv) {
  ksolve_cmd *c = calloc(1, sizeof *c);
  if (!c) return cli_fail(CLI_IO, "out of memory");
  int rc = parse(argc, argv, c);
  if (rc) {
    free(c);
    return rc < 0 ? CLI_OK : rc;
  }
  progress_catch_sigint();
  json_writer w;
  if (c->o.json) {
    json_init(&w, stdout);
    json_begin_record(&w, argc + 1, argv - 1); /* argv[-1] is "killall" */
    json_params(&w, c);
  } else {
    printf("board: %dx%d  rules: Kill-All Go (Tromp-Taylor, no passing)  attacker stones: %s\n", c->rows,
           c->cols, c->o.p.attacker_stones ? c->o.p.attacker_stones : "-");
    if (c->o.p.moves) printf("moves: %s (the Defender first)\n", c->o.p.moves);
  }
  rc = c->pb.mode == KILLALL_SG_PLACE && c->o.min_stones ? min_stones(c, &w) : solve_one(c, &w);
  free(c);
  return rc;
}
