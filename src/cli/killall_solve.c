/* cli/killall_solve: `yomi killall solve RxC`: proves Kill-All Go positions with the df-pn core:
 * who wins with the Defender to move after given Attacker stones, the minimum number of Attacker
 * stones (placed by the Attacker) that kills, and who wins the whole Pieboxing game. */
#include <stdlib.h>
#include <string.h>

#include "cli/cli.h"
#include "cli/run.h"
#include "go/keys.h"
#include "core/error.h"
#include "core/json.h"
#include "core/opts.h"
#include "core/progress.h"
#include "core/timer.h"
#include "go/board.h"
#include "go/sgf.h"
#include "killall/problem.h"
#include "killall/rules.h"
#include "killall/solvegame.h"
#include "solve/dfpn.h"
#include "yomi_version.h"

#define KSOLVE_OPTIONS(X) \
  X(STR, attacker_stones, NONE, 0, 0, "Attacker stones, e.g. B2,C3 (the Defender moves next)") \
  X(STR, setup, NONE, 0, 0, "pieboxing: solve the whole game, setup included") \
  X(STR, moves, NONE, 0, 0, "then these moves, the Defender first, e.g. C3,B3 (solve what follows)") \
  X(INT, place, -1, -1, 64, "the Attacker first places this many more stones (then the Defender)") \
  X(FLAG, min_stones, 0, 0, 1, "find the least number of placed Attacker stones that kills") \
  X(INT, max_stones, 64, 0, 64, "with --min-stones: give up beyond this many") \
  X(INT, exhaustive, 0, 0, 1e15, "also run plain minimax (full history) with this node limit, compare") \
  X(FLAG, estimate, 0, 0, 1, "eye-space initial proof numbers (df-pn+) instead of unit numbers") \
  X(FLAG, no_symmetry, 0, 0, 1, "list every move even where the position is symmetric") \
  X(INT, local_life, 0, 0, 1e9, \
    "the Defender's local life in small enclosed areas as a terminal test: local positions per verdict (0: off)") \
  X(INT, local_death, 0, 0, 1e9, \
    "the Attacker's local death in the last places the Defender could live, as a terminal test: local positions per verdict (0: off)") \
  X(FLAG, prune_defender, 0, 0, 1, \
    "to prove a Defender win: leave out its eye-filling, suicide and self-atari moves") \
  X(STR, sgf, NONE, 0, 0, "write the principal variation as SGF to this file (Attacker Black)") \
  X(FLAG, stats, 0, 0, 1, "print every statistic") \
  X(FLAG, json, 0, 0, 1, "print one JSON record")

typedef struct {
  KSOLVE_OPTIONS(OPTS_FIELD)
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
  char stones_text[512];
} ksolve_cmd;

typedef struct proof {
  dfpn_result r;    /* the run (its rc, winner: solver players, root numbers, statistics, pv) */
  bool pruned_loss; /* --prune-defender and the Defender lost the pruned game: no verdict */
  killall_stats ks; /* the local tests' counters (KILLALL_STATS), every thread's added up */
} proof;

/* Prove sg's position on the run's table. */
static void prove(killall_solvegame *sg, const ksolve_cmd *c, dfpn_run *run, proof *out) {
  const ksolve_opts *o = &c->o;
  memset(out, 0, sizeof *out);
  progress pr;
  if (!o->json) progress_start(&pr);
  dfpn_run_config cfg;
  cli_run_config(&cfg, &c->d, true, o->json ? NULL : &pr);
  dfpn_run_solve(run, &sg->iface, &cfg, &out->r);
  if (!o->json) progress_done(&pr);
  out->ks = sg->stats;
  if (!out->r.rc && o->prune_defender && out->r.winner == 0) {
    out->r.rc = YOMI_ELIMIT; /* not a proof: the Defender had fewer moves than the rules give it */
    out->r.npv = 0;
    out->pruned_loss = true;
  }
}

/* A proof on a fresh table of its own, without a snapshot. */
static void prove_fresh(killall_solvegame *sg, const ksolve_cmd *c, proof *out) {
  dfpn_run run;
  dfpn_table_opts t = {.tt_mb = c->t.tt_mb};
  if (cli_run_open(&run, &t, NULL, true)) {
    memset(out, 0, sizeof *out);
    out->r.rc = YOMI_ENOMEM;
    return;
  }
  prove(sg, c, &run, out);
  dfpn_run_close(&run);
}

static const char *role_name(int player, int mode) {
  if (mode == KILLALL_SG_PIEBOXING) return player == 0 ? "player 1" : "player 2";
  return player == 0 ? "attacker" : "defender";
}

static void move_name(int m, int rows, int cols, char *buf, size_t len) {
  if (m == KILLALL_CLAIM) snprintf(buf, len, "claim");
  else if (m == KILLALL_WAIT) snprintf(buf, len, "-");
  else go_move_name(m, rows, cols, buf, len);
}

static void print_move(FILE *f, int m, int rows, int cols) {
  char buf[16];
  move_name(m, rows, cols, buf, sizeof buf);
  fprintf(f, " %s", buf);
}

static void print_proof(const proof *p, int mode, int rows, int cols, bool stats) {
  if (p->r.rc == YOMI_OK) printf("result: %s wins\n", role_name(p->r.winner, mode));
  else if (p->pruned_loss)
    printf("result: unknown (the Defender loses with --prune-defender, which proves Defender wins only)\n");
  else {
    char buf[64];
    printf("result: %s\n", dfpn_result_status(p->r.rc, buf, sizeof buf));
  }
  printf("expansions: %llu\n", (unsigned long long)p->r.st.expansions);
  printf("time: %.2f s\n", p->r.seconds);
  if (p->r.root_known)
    printf("root numbers: %s %u, %s %u (proof numbers at the root: what each side's proof still needs, "
           "as df-pn counts it)\n",
           role_name(p->r.root_mover, mode), p->r.root_phi, role_name(1 - p->r.root_mover, mode),
           p->r.root_delta);
  if (p->r.npv) {
    printf("pv:");
    for (int i = 0; i < p->r.npv; i++) print_move(stdout, p->r.pv[i], rows, cols);
    printf("  (%llu expansions to re-prove positions whose proof left the table)\n",
           (unsigned long long)p->r.pv_expansions);
  }
  if (stats) {
    FILE *f = stdout;
    stats_print(f, dfpn_stat_specs, dfpn_stat_count, &p->r.st);
    if (p->ks.local_life_positions || p->ks.local_death_positions)
      stats_print(f, killall_stat_specs, killall_stat_count, &p->ks);
    stats_print(f, tt_stat_specs, tt_stat_count, &p->r.st.tt);
  }
}

static void json_stats(json_writer *w, const proof *p) {
  json_key(w, "stats");
  json_begin_object(w);
  stats_json(w, dfpn_stat_specs, dfpn_stat_count, &p->r.st);
  json_kv_double(w, "seconds", p->r.seconds);
  json_kv_uint(w, "pv_expansions", p->r.pv_expansions);
  stats_json(w, killall_stat_specs, killall_stat_count, &p->ks);
  json_end_object(w);
}

/* The question's names for the record: the mode's roles, the moves with claim and wait. */
typedef struct names_ctx {
  int mode, rows, cols;
} names_ctx;
static const char *ctx_role(void *ctx, int player) { return role_name(player, ((names_ctx *)ctx)->mode); }
static void ctx_move(void *ctx, int m, char *buf, size_t len) {
  const names_ctx *n = ctx;
  move_name(m, n->rows, n->cols, buf, len);
}

static void json_winner(json_writer *w, const proof *p, int mode, int rows, int cols) {
  names_ctx ctx = {mode, rows, cols};
  dfpn_record_names names = {ctx_role, ctx_move, &ctx};
  json_kv_string(w, "winner", p->r.rc == YOMI_OK ? role_name(p->r.winner, mode) : "unknown");
  dfpn_result_json_pv(w, &p->r, &names);
  dfpn_result_json_root(w, &p->r, &names);
}

static void json_proof(json_writer *w, const proof *p, int mode, int rows, int cols) {
  json_winner(w, p, mode, rows, cols);
  json_stats(w, p);
}

/* The brute-force twin on the same question (k placed stones); prints its verdict and whether it
 * agrees. Returns 1 on disagreement, 0 otherwise (including when it ran out of nodes). */
static int check_exhaustive(const ksolve_cmd *c, int k, const proof *p) {
  uint64_t nodes = 0;
  int attacker_wins = -1;
  double t0 = timer_now();
  if (killall_problem_exhaustive(&c->pb, k, (uint64_t)c->o.exhaustive, &nodes, &attacker_wins)) return 0;
  bool disagree = attacker_wins >= 0 && p->r.rc == YOMI_OK && attacker_wins != (p->r.winner == 0);
  if (!c->o.json)
    printf("exhaustive: %s (%llu positions, %.2f s)%s\n",
           attacker_wins < 0 ? "unknown (node limit)"
           : attacker_wins   ? "attacker wins"
                             : "defender wins",
           (unsigned long long)nodes, timer_now() - t0,
           disagree             ? "  DISAGREES WITH DF-PN"
           : attacker_wins >= 0 ? ", agrees"
                                : "");
  return disagree;
}

/* The given moves (the Defender first) must be legal and leave the game undecided. CLI_OK or the
 * exit status of the error. */
static int check_moves(const ksolve_cmd *c) {
  int bad = 0;
  killall_role r = KILLALL_NOROLE;
  killall_why why;
  int rc = killall_problem_check_moves(&c->pb, &bad, &r, &why);
  const char *text = c->o.moves;
  if (rc == YOMI_ENOMEM) return cli_error("out of memory");
  if (rc == YOMI_EILLEGAL) {
    char name[8];
    go_move_name(c->pb.moves[bad], c->rows, c->cols, name, sizeof name);
    return cli_error(
        "--moves '%s': item %d (%s) is illegal for the %s (occupied, or it repeats a board: positional superko)",
        text, bad + 1, name, bad % 2 == 0 ? "Defender" : "Attacker");
  }
  const char *who = r == KILLALL_ATTACKER ? "the Attacker" : "the Defender";
  if (rc && bad < c->pb.nmoves)
    return cli_error("--moves '%s': the game is over before item %d (%s wins: %s)", text, bad + 1, who,
                     killall_why_text(why));
  if (rc)
    return cli_error("--moves '%s': the game is already over (%s wins: %s)", text, who,
                     killall_why_text(why));
  return CLI_OK;
}

/* The options that exclude each other, and files that must be writable. 0 or the exit status. */
static int check_options(const ksolve_cmd *c) {
  const ksolve_opts *o = &c->o;
  bool pie = o->setup != NULL;
  if (pie && strcmp(o->setup, "pieboxing") != 0) return cli_error("--setup: only pieboxing can be solved");
  if (pie && (o->attacker_stones || o->place >= 0 || o->min_stones))
    return cli_error(
        "--setup pieboxing starts from the empty board; it takes no stones, --place or --min-stones");
  if (o->place >= 0 && o->min_stones) return cli_error("--place and --min-stones exclude each other");
  if (o->prune_defender && (pie || o->min_stones))
    return cli_error(
        "--prune-defender proves a Defender win of one position; it excludes --setup and --min-stones");
  if (o->moves && (pie || o->place >= 0 || o->min_stones))
    return cli_error(
        "--moves follows the given stones in play; it excludes --setup, --place and --min-stones");
  if (c->t.tt_file && o->min_stones)
    return cli_error("--tt-file keeps one proof's table; give --place K instead of --min-stones");
  if (cli_run_writable(c->t.tt_file)) return CLI_USAGE;
  if (o->sgf && o->min_stones)
    return cli_error("--sgf writes one proof's variation; give --place K instead of --min-stones");
  if (o->sgf) { /* before the search: can the file be written? (append mode keeps an existing file as it is) */
    FILE *e = fopen(o->sgf, "r");
    bool existed = e != NULL;
    if (e) fclose(e);
    FILE *f = fopen(o->sgf, "a");
    if (!f) return cli_error("cannot write SGF file '%s'", o->sgf);
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
  go_board_init(&pb->start, c->rows, c->cols, GO_SUICIDE_ALLOWED);
  snprintf(c->stones_text, sizeof c->stones_text, "-");
  if (o->attacker_stones) {
    int st[64], bad = 0;
    int n = go_parse_moves(o->attacker_stones, c->rows, c->cols, st, 64, &bad);
    if (n < 0)
      return cli_error("--attacker-stones: item %d is not a vertex on %dx%d", bad + 1, c->rows, c->cols);
    for (int i = 0; i < n; i++) {
      if (st[i] == GO_PASS) return cli_error("--attacker-stones: 'pass' is not a stone");
      if (go_board_get(&pb->start, st[i]) != GO_EMPTY)
        return cli_error("--attacker-stones: item %d repeats a point", i + 1);
      go_board_set(&pb->start, st[i], GO_BLACK);
    }
    snprintf(c->stones_text, sizeof c->stones_text, "%s", o->attacker_stones);
  }
  if (o->moves) {
    int bad = 0;
    pb->nmoves = go_parse_moves(o->moves, c->rows, c->cols, pb->moves, KILLALL_PROBLEM_MOVES, &bad);
    if (pb->nmoves < 0)
      return cli_error("--moves: item %d is not a vertex on %dx%d", bad + 1, c->rows, c->cols);
    for (int i = 0; i < pb->nmoves; i++)
      if (pb->moves[i] == GO_PASS)
        return cli_error("--moves: item %d: there is no passing in Kill-All Go", i + 1);
  }
  if (o->place > c->rows * c->cols - go_setcount(go_board_stoneset(&pb->start, GO_BLACK)))
    return cli_error("--place: not that many empty points");
  pb->mode = o->setup                           ? KILLALL_SG_PIEBOXING
             : (o->place >= 0 || o->min_stones) ? KILLALL_SG_PLACE
                                                : KILLALL_SG_PLAY;
  pb->place = (int)o->place;
  pb->estimate = o->estimate;
  pb->symmetry = !o->no_symmetry;
  pb->prune_defender = o->prune_defender;
  pb->local_life = (uint64_t)o->local_life;
  pb->local_death = (uint64_t)o->local_death;
  return pb->nmoves > 0 ? check_moves(c) : 0; /* before any output */
}

/* Parse the command line into c. 0, -1 after the help text, or the exit status of an error. */
static int parse(int argc, char **argv, ksolve_cmd *c) {
  opt_group g[] = {OPT_GROUP(ksolve_specs, &c->o),
                   {dfpn_opt_specs, dfpn_opt_count, &c->d},
                   {dfpn_table_opt_specs, dfpn_table_opt_count, &c->t}};
  char err[256], *pos[2];
  int npos = 0;
  if (cli_wants_help(argc, argv)) {
    printf(
        "usage: yomi killall solve RxC [--attacker-stones LIST] [--moves LIST | --place K | --min-stones] | --setup pieboxing\n\n");
    opts_help_groups(stdout, g, 3);
    return -1;
  }
  if (opts_parse_groups(g, 3, argc - 1, argv + 1, pos, 2, &npos, err, sizeof err))
    return cli_error("%s", err);
  if (npos != 1) return cli_error("give the board size, e.g. yomi killall solve 4x4 --attacker-stones B2,C3");
  int rc = go_parse_size(pos[0], GO_SMALL_POINTS, &c->rows, &c->cols);
  if (rc == YOMI_EPARSE) return cli_error("malformed board size '%s' (want RxC, e.g. 4x4)", pos[0]);
  if (rc)
    return cli_error("board '%s' not supported: sides of 1 to %d points, at most 64 points in all", pos[0],
                     GO_MAX_SIDE);
  if ((rc = check_options(c)) || (rc = parse_position(c))) return rc;
  return 0;
}

static void json_params(json_writer *w, ksolve_cmd *c) {
  const ksolve_opts *o = &c->o;
  opt_group g[] = {OPT_GROUP(ksolve_specs, &c->o),
                   {dfpn_opt_specs, dfpn_opt_count, &c->d},
                   {dfpn_table_opt_specs, dfpn_table_opt_count, &c->t}};
  json_key(w, "params");
  json_begin_object(w);
  json_kv_int(w, "rows", c->rows);
  json_kv_int(w, "cols", c->cols);
  json_kv_string(w, "mode",
                 o->setup        ? "pieboxing"
                 : o->min_stones ? "min_stones"
                 : o->place >= 0 ? "place"
                                 : "play");
  opts_json_groups(w, g, 3);
  json_end_object(w);
}

/* --min-stones: k = 0, 1, ... placed stones until the Attacker wins. */
static int min_stones(const ksolve_cmd *c, json_writer *w) {
  const ksolve_opts *o = &c->o;
  int found = -1, status = CLI_OK;
  double total = 0;
  uint64_t exps = 0;
  if (o->json) {
    json_key(w, "result");
    json_begin_object(w);
    json_key(w, "by_stones");
    json_begin_array(w);
  }
  int have = go_setcount(go_board_stoneset(&c->pb.start, GO_BLACK));
  killall_problem pk = c->pb;
  for (int k = 0; k <= o->max_stones && have + k <= c->rows * c->cols; k++) {
    killall_solvegame sg;
    pk.place = k;
    if (killall_problem_game(&pk, &sg)) return cli_error("out of memory");
    proof p;
    prove_fresh(&sg, c, &p);
    killall_solvegame_free(&sg);
    total += p.r.seconds;
    exps += p.r.st.expansions;
    if (o->json) {
      json_begin_object(w);
      json_kv_int(w, "stones", k);
      json_proof(w, &p, c->pb.mode, c->rows, c->cols);
      json_end_object(w);
    } else {
      printf("-- %d placed stone%s, then the Defender moves\n", k, k == 1 ? "" : "s");
      print_proof(&p, c->pb.mode, c->rows, c->cols, o->stats);
    }
    if (o->exhaustive && check_exhaustive(c, k, &p)) status = CLI_FAIL;
    if (p.r.rc) {
      status = p.r.rc == YOMI_EINTR ? CLI_INTERRUPTED : CLI_FAIL;
      break;
    }
    if (status) break;
    if (p.r.winner == 0) {
      found = k;
      break;
    }
  }
  if (o->json) {
    json_end_array(w);
    json_kv_int(w, "min_stones", found);
    json_end_object(w);
    json_key(w, "stats");
    json_begin_object(w);
    json_kv_uint(w, "expansions", exps);
    json_kv_double(w, "seconds", total);
    json_end_object(w);
    json_end_object(w);
    printf("\n");
  } else if (found >= 0) {
    printf("minimum: %d Attacker stone%s kill%s (total %llu expansions, %.2f s)\n", found,
           found == 1 ? "" : "s", found == 1 ? "s" : "", (unsigned long long)exps, total);
  } else {
    printf("minimum: not found\n");
  }
  return status;
}

/* One position: solve, print, then the SGF and the exhaustive twin. */
static int solve_one(const ksolve_cmd *c, json_writer *w) {
  const ksolve_opts *o = &c->o;
  killall_solvegame sg;
  int rc = killall_problem_game(&c->pb, &sg);
  if (rc == YOMI_ERANGE) return cli_error("--place: not that many empty points");
  if (rc) return cli_error("cannot set up the position (%s)", yomi_strerror(rc));
  char problem[1200];
  killall_problem_text(&c->pb, problem, sizeof problem);
  dfpn_run run;
  if (cli_run_open(&run, &c->t, problem, o->json)) {
    killall_solvegame_free(&sg);
    return CLI_FAIL;
  }
  proof p;
  prove(&sg, c, &run, &p);
  killall_solvegame_free(&sg);
  if (o->json) { /* the result first: a failed save below loses nothing */
    json_key(w, "result");
    json_begin_object(w);
    json_winner(w, &p, c->pb.mode, c->rows, c->cols);
    json_end_object(w);
    json_stats(w, &p);
    json_end_object(w);
    printf("\n");
  } else {
    if (c->pb.mode == KILLALL_SG_PIEBOXING)
      printf("setup: pieboxing (player 1 acts first; the pv starts in the setup)\n");
    if (c->pb.mode == KILLALL_SG_PLACE)
      printf("the Attacker first places %lld stone(s), then the Defender moves\n", o->place);
    print_proof(&p, c->pb.mode, c->rows, c->cols, o->stats);
  }
  int status = p.r.rc == YOMI_OK ? CLI_OK : p.r.rc == YOMI_EINTR ? CLI_INTERRUPTED : CLI_FAIL;
  if (cli_run_close(&run, o->json)) status = CLI_FAIL;
  if (o->sgf && p.r.rc == YOMI_OK) {
    if (killall_problem_save_sgf(&c->pb, p.r.pv, p.r.npv, p.r.winner, YOMI_VERSION, o->sgf))
      return cli_error("cannot write SGF file '%s'", o->sgf);
    if (!o->json) printf("sgf: %s\n", o->sgf);
  }
  if (o->exhaustive && c->pb.mode != KILLALL_SG_PIEBOXING && check_exhaustive(c, (int)o->place, &p))
    return CLI_FAIL;
  return status;
}

int cli_killall_solve(int argc, char **argv) {
  ksolve_cmd *c = calloc(1, sizeof *c);
  if (!c) return cli_error("out of memory");
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
           c->cols, c->stones_text);
    if (c->o.moves) printf("moves: %s (the Defender first)\n", c->o.moves);
  }
  rc = c->pb.mode == KILLALL_SG_PLACE && c->o.min_stones ? min_stones(c, &w) : solve_one(c, &w);
  free(c);
  return rc;
}
