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
#include "killall/exhaust.h"
#include "killall/rules.h"
#include "killall/solvegame.h"
#include "solve/dfpn.h"
#include "yomi_version.h"

#define KSOLVE_OPTIONS(X)                                                                          \
  X(STR, attacker_stones, NONE, 0, 0, "Attacker stones, e.g. B2,C3 (the Defender moves next)")    \
  X(STR, setup, NONE, 0, 0, "pieboxing: solve the whole game, setup included")                    \
  X(STR, moves, NONE, 0, 0, "then these moves, the Defender first, e.g. C3,B3 (solve what follows)") \
  X(INT, place, -1, -1, 64, "the Attacker first places this many more stones (then the Defender)") \
  X(FLAG, min_stones, 0, 0, 1, "find the least number of placed Attacker stones that kills")     \
  X(INT, max_stones, 64, 0, 64, "with --min-stones: give up beyond this many")                     \
  X(INT, exhaustive, 0, 0, 1e15, "also run plain minimax (full history) with this node limit, compare") \
  X(FLAG, estimate, 0, 0, 1, "eye-space initial proof numbers (df-pn+) instead of unit numbers")   \
  X(FLAG, no_symmetry, 0, 0, 1, "list every move even where the position is symmetric")          \
  X(INT, local_life, 0, 0, 1e9, "the Defender's local life in small enclosed areas as a terminal test: local positions per verdict (0: off)") \
  X(INT, local_death, 0, 0, 1e9, "the Attacker's local death in the last places the Defender could live, as a terminal test: local positions per verdict (0: off)") \
  X(FLAG, prune_defender, 0, 0, 1, "to prove a Defender win: leave out its eye-filling, suicide and self-atari moves") \
  X(STR, sgf, NONE, 0, 0, "write the principal variation as SGF to this file (Attacker Black)")  \
  X(FLAG, stats, 0, 0, 1, "print every statistic")                                                 \
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
  int rows, cols, mode;
  go_board start; /* the Attacker's given stones */
  char stones_text[512];
  int moves[GO_SMALL_POINTS * 4], nmoves;
} ksolve_cmd;

typedef struct proof {
  dfpn_result r;    /* the run (its rc, winner: solver players, root numbers, statistics, pv) */
  bool pruned_loss; /* --prune-defender and the Defender lost the pruned game: no verdict */
  uint64_t local_wins, local_nodes; /* --local-life: verdicts and local positions (first thread) */
  uint64_t death_wins, death_nodes; /* --local-death: the same */
} proof;

/* What a table snapshot was filled for: the board, the question and the given stones. */
static void problem_text(char *buf, size_t len, const go_board *start, int mode, int place, bool prune,
                         bool local, bool death, const int *moves, int nmoves) {
  char what[1024];
  int k = snprintf(what, sizeof what, "killall solve %dx%d; mode %s; place %d; attacker stones %016llx", start->rows,
                   start->cols, mode == KILLALL_SG_PIEBOXING ? "pieboxing" : mode == KILLALL_SG_PLACE ? "place" : "play",
                   place, (unsigned long long)go_board_stoneset(start, GO_BLACK));
  if (prune) k += snprintf(what + k, sizeof what - (size_t)k, "; defender pruned");
  if (local) k += snprintf(what + k, sizeof what - (size_t)k, "; local life");
  if (death) k += snprintf(what + k, sizeof what - (size_t)k, "; local death");
  if (nmoves > 0) k += snprintf(what + k, sizeof what - (size_t)k, "; moves");
  for (int i = 0; i < nmoves && k < (int)sizeof what - 4; i++)
    k += snprintf(what + k, sizeof what - (size_t)k, " %d", moves[i]);
  dfpn_run_problem(buf, len, what, go_keys_fingerprint(start->npoints));
}

/* Prove sg's position on the run's table. */
static void prove(killall_solvegame *sg, const ksolve_cmd *c, dfpn_run *run, proof *out) {
  const ksolve_opts *o = &c->o;
  memset(out, 0, sizeof *out);
  sg->estimate = o->estimate;
  sg->symmetry = !o->no_symmetry;
  sg->prune_defender = o->prune_defender;
  sg->local_budget = (uint64_t)o->local_life;
  sg->death_budget = (uint64_t)o->local_death;
  progress pr;
  if (!o->json) progress_start(&pr);
  dfpn_run_config cfg;
  cli_run_config(&cfg, &c->d, true, o->json ? NULL : &pr);
  dfpn_run_solve(run, &sg->iface, &cfg, &out->r);
  if (!o->json) progress_done(&pr);
  out->local_wins = sg->local_wins;
  out->local_nodes = sg->local_nodes;
  out->death_wins = sg->death_wins;
  out->death_nodes = sg->death_nodes;
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
    printf("result: %s\n", cli_run_status(p->r.rc, buf, sizeof buf));
  }
  printf("expansions: %llu\n", (unsigned long long)p->r.st.expansions);
  printf("time: %.2f s\n", p->r.seconds);
  if (p->r.root_known)
    printf("root numbers: %s %u, %s %u (proof numbers at the root: what each side's proof still needs, "
           "as df-pn counts it)\n",
           role_name(p->r.root_mover, mode), p->r.root_phi, role_name(1 - p->r.root_mover, mode), p->r.root_delta);
  if (p->r.npv) {
    printf("pv:");
    for (int i = 0; i < p->r.npv; i++) print_move(stdout, p->r.pv[i], rows, cols);
    printf("  (%llu expansions to re-prove positions whose proof left the table)\n",
           (unsigned long long)p->r.pv_expansions);
  }
  if (stats) {
    FILE *f = stdout;
    stats_print(f, dfpn_stat_specs, dfpn_stat_count, &p->r.st);
    if (p->local_nodes) {
      stats_print_line(f, "local_life_verdicts", p->local_wins, "children decided by the Defender's local life (first thread)");
      stats_print_line(f, "local_life_positions", p->local_nodes, "local positions searched for them (first thread)");
    }
    if (p->death_nodes) {
      stats_print_line(f, "local_death_verdicts", p->death_wins, "children decided by the Attacker's local death (first thread)");
      stats_print_line(f, "local_death_positions", p->death_nodes, "local positions searched for them (first thread)");
    }
    stats_print(f, tt_stat_specs, tt_stat_count, &p->r.st.tt);
  }
}

static void json_stats(json_writer *w, const proof *p) {
  json_key(w, "stats");
  json_begin_object(w);
  stats_json(w, dfpn_stat_specs, dfpn_stat_count, &p->r.st);
  json_kv_double(w, "seconds", p->r.seconds);
  json_kv_uint(w, "pv_expansions", p->r.pv_expansions);
  json_kv_uint(w, "local_life_verdicts", p->local_wins);
  json_kv_uint(w, "local_life_positions", p->local_nodes);
  json_kv_uint(w, "local_death_verdicts", p->death_wins);
  json_kv_uint(w, "local_death_positions", p->death_nodes);
  json_end_object(w);
}

static void json_winner(json_writer *w, const proof *p, int mode, int rows, int cols) {
  json_kv_string(w, "winner", p->r.rc == YOMI_OK ? role_name(p->r.winner, mode) : "unknown");
  json_key(w, "pv");
  json_begin_array(w);
  for (int i = 0; i < p->r.npv; i++) {
    char name[16];
    move_name(p->r.pv[i], rows, cols, name, sizeof name);
    json_string(w, name);
  }
  json_end_array(w);
  if (p->r.root_known) {
    json_key(w, "root_proof_numbers");
    json_begin_object(w);
    json_kv_uint(w, role_name(p->r.root_mover, mode), p->r.root_phi);
    json_kv_uint(w, role_name(1 - p->r.root_mover, mode), p->r.root_delta);
    json_end_object(w);
  }
}

static void json_proof(json_writer *w, const proof *p, int mode, int rows, int cols) {
  json_winner(w, p, mode, rows, cols);
  json_stats(w, p);
}

/* The principal variation as an SGF game: the Attacker's stones (given and placed in the setup) as
 * AB, the Defender (White) to play, then the play part of the variation. Returns 0 or an error. */
static int write_sgf(const char *path, const go_board *start, int mode, int place, const int *moves, int nmoves,
                     const proof *p) {
  int rows = start->rows, cols = start->cols;
  int16_t setup[GO_SMALL_POINTS], seq[GO_SMALL_POINTS * 4 + DFPN_PV_MAX];
  int nsetup = 0, nseq = 0, i = 0, claimer = -1;
  for (int q = 0; q < start->npoints; q++)
    if (go_board_get(start, q) == GO_BLACK) setup[nsetup++] = (int16_t)q;
  if (mode == KILLALL_SG_PLACE) {
    for (int placed = 0; placed < place && i < p->r.npv; i++)
      if (p->r.pv[i] != KILLALL_WAIT) setup[nsetup++] = (int16_t)p->r.pv[i], placed++;
  } else if (mode == KILLALL_SG_PIEBOXING) {
    for (; i < p->r.npv && claimer < 0; i++) {
      if (p->r.pv[i] == KILLALL_CLAIM) claimer = i % 2; /* Player 1 acts at even plies */
      else setup[nsetup++] = (int16_t)p->r.pv[i];
    }
  }
  if (nmoves + p->r.npv - i > (int)(sizeof seq / sizeof seq[0])) return YOMI_ERANGE;
  for (int k = 0; k < nmoves; k++) seq[nseq++] = (int16_t)moves[k];
  for (; i < p->r.npv; i++) seq[nseq++] = (int16_t)p->r.pv[i];
  bool attacker_wins = mode == KILLALL_SG_PIEBOXING ? p->r.winner == claimer : p->r.winner == 0;
  char comment[512], black[24], white[24];
  snprintf(comment, sizeof comment,
           "yomi killall solve %dx%d: the %s wins with the Defender (White) to move after these Attacker "
           "(Black) stones%s. Principal variation: the winner's proved moves; for the loser, the reply "
           "whose refutation took the most work.",
           rows, cols, attacker_wins ? "Attacker" : "Defender",
           mode == KILLALL_SG_PIEBOXING ? " (the Pieboxing setup of the variation, then the claim)"
           : mode == KILLALL_SG_PLACE   ? " (given, then placed by the Attacker)"
           : nmoves > 0                 ? " and the given moves (the first moves of the game)"
                                        : "");
  go_sgf_record r = {.rows = rows, .cols = cols, .application = "yomi", .version = YOMI_VERSION,
                     .rules = "Kill-All Go, Tromp-Taylor, no passing", .result = attacker_wins ? "B+" : "W+",
                     .to_move = GO_WHITE, .black_stones = setup, .nblack = nsetup, .comment = comment,
                     .moves = seq, .nmoves = nseq, .first = GO_WHITE};
  if (claimer >= 0) {
    snprintf(black, sizeof black, "Player %d", claimer + 1);
    snprintf(white, sizeof white, "Player %d", 2 - claimer);
    r.black = black;
    r.white = white;
  }
  return go_sgf_save(path, &r);
}

/* The brute-force twin on the same question; prints its verdict and whether it agrees. Returns 1 on
 * disagreement, 0 otherwise (including when it ran out of nodes). */
static int check_exhaustive(const go_board *start, int mode, int k, const int *moves, int nmoves, const proof *p,
                            long long limit, bool json) {
  uint64_t nodes = 0;
  int attacker_wins = -1;
  double t0 = timer_now();
  int rc;
  if (mode == KILLALL_SG_PLACE) {
    bool w;
    rc = killall_exhaustive_place(start, GO_BLACK, k, (uint64_t)limit, &nodes, &w);
    if (!rc) attacker_wins = w;
  } else {
    go_board b = *start;
    b.to_move = GO_WHITE;
    go_game g;
    if (go_game_init(&g, &b)) return 0;
    for (int i = 0; i < nmoves; i++) go_game_play(&g, moves[i]); /* checked legal by the caller */
    killall_role w;
    rc = killall_exhaustive(&g, GO_BLACK, (uint64_t)limit, &nodes, &w);
    go_game_free(&g);
    if (!rc) attacker_wins = w == KILLALL_ATTACKER;
  }
  bool disagree = attacker_wins >= 0 && p->r.rc == YOMI_OK && attacker_wins != (p->r.winner == 0);
  if (!json)
    printf("exhaustive: %s (%llu positions, %.2f s)%s\n",
           attacker_wins < 0 ? "unknown (node limit)" : attacker_wins ? "attacker wins" : "defender wins",
           (unsigned long long)nodes, timer_now() - t0, disagree ? "  DISAGREES WITH DF-PN" : attacker_wins >= 0 ? ", agrees" : "");
  return disagree;
}

/* Plays the given moves (the Defender first) on g: each must be legal (positional superko included)
 * and the game must still be undecided after it. Returns CLI_OK or the exit status of the error. */
static int play_moves(go_game *g, const int *moves, int nmoves, const char *text) {
  for (int i = 0; i < nmoves; i++) {
    char name[8];
    go_move_name(moves[i], g->hist[0].rows, g->hist[0].cols, name, sizeof name);
    killall_why why;
    killall_role r = killall_go_game_judge(g, GO_BLACK, &why);
    if (r != KILLALL_NOROLE)
      return cli_error("--moves '%s': the game is over before item %d (%s wins: %s)", text, i + 1,
                       r == KILLALL_ATTACKER ? "the Attacker" : "the Defender", killall_why_text(why));
    if (go_game_play(g, moves[i]) != YOMI_OK)
      return cli_error("--moves '%s': item %d (%s) is illegal for the %s (occupied, or it repeats a board: positional superko)", text, i + 1,
                       name, i % 2 == 0 ? "Defender" : "Attacker");
  }
  killall_why why;
  killall_role r = killall_go_game_judge(g, GO_BLACK, &why);
  if (r != KILLALL_NOROLE)
    return cli_error("--moves '%s': the game is already over (%s wins: %s)", text,
                     r == KILLALL_ATTACKER ? "the Attacker" : "the Defender", killall_why_text(why));
  return CLI_OK;
}

/* The options that exclude each other, and files that must be writable. 0 or the exit status. */
static int check_options(const ksolve_cmd *c) {
  const ksolve_opts *o = &c->o;
  bool pie = o->setup != NULL;
  if (pie && strcmp(o->setup, "pieboxing") != 0) return cli_error("--setup: only pieboxing can be solved");
  if (pie && (o->attacker_stones || o->place >= 0 || o->min_stones))
    return cli_error("--setup pieboxing starts from the empty board; it takes no stones, --place or --min-stones");
  if (o->place >= 0 && o->min_stones) return cli_error("--place and --min-stones exclude each other");
  if (o->prune_defender && (pie || o->min_stones))
    return cli_error("--prune-defender proves a Defender win of one position; it excludes --setup and --min-stones");
  if (o->moves && (pie || o->place >= 0 || o->min_stones))
    return cli_error("--moves follows the given stones in play; it excludes --setup, --place and --min-stones");
  if (c->t.tt_file && o->min_stones)
    return cli_error("--tt-file keeps one proof's table; give --place K instead of --min-stones");
  if (cli_run_writable(c->t.tt_file)) return CLI_USAGE;
  if (o->sgf && o->min_stones) return cli_error("--sgf writes one proof's variation; give --place K instead of --min-stones");
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

/* The given Attacker stones and moves. 0 or the exit status. */
static int parse_position(ksolve_cmd *c) {
  const ksolve_opts *o = &c->o;
  go_board_init(&c->start, c->rows, c->cols, GO_SUICIDE_ALLOWED);
  snprintf(c->stones_text, sizeof c->stones_text, "-");
  if (o->attacker_stones) {
    int st[64], bad = 0;
    int n = go_parse_moves(o->attacker_stones, c->rows, c->cols, st, 64, &bad);
    if (n < 0) return cli_error("--attacker-stones: item %d is not a vertex on %dx%d", bad + 1, c->rows, c->cols);
    for (int i = 0; i < n; i++) {
      if (st[i] == GO_PASS) return cli_error("--attacker-stones: 'pass' is not a stone");
      if (go_board_get(&c->start, st[i]) != GO_EMPTY) return cli_error("--attacker-stones: item %d repeats a point", i + 1);
      go_board_set(&c->start, st[i], GO_BLACK);
    }
    snprintf(c->stones_text, sizeof c->stones_text, "%s", o->attacker_stones);
  }
  c->nmoves = 0;
  if (o->moves) {
    int bad = 0;
    c->nmoves = go_parse_moves(o->moves, c->rows, c->cols, c->moves, (int)(sizeof c->moves / sizeof c->moves[0]), &bad);
    if (c->nmoves < 0) return cli_error("--moves: item %d is not a vertex on %dx%d", bad + 1, c->rows, c->cols);
    for (int i = 0; i < c->nmoves; i++)
      if (c->moves[i] == GO_PASS) return cli_error("--moves: item %d: there is no passing in Kill-All Go", i + 1);
  }
  if (o->place > c->rows * c->cols - go_setcount(go_board_stoneset(&c->start, GO_BLACK)))
    return cli_error("--place: not that many empty points");
  if (c->nmoves == 0) return 0;
  /* the moves must be legal and leave the game undecided: check before any output */
  go_board b = c->start;
  b.to_move = GO_WHITE;
  go_game g;
  if (go_game_init(&g, &b)) return cli_error("out of memory");
  int rc = play_moves(&g, c->moves, c->nmoves, o->moves);
  go_game_free(&g);
  return rc;
}

/* Parse the command line into c. 0, -1 after the help text, or the exit status of an error. */
static int parse(int argc, char **argv, ksolve_cmd *c) {
  opt_group g[] = {OPT_GROUP(ksolve_specs, &c->o), {dfpn_opt_specs, dfpn_opt_count, &c->d},
                   {dfpn_table_opt_specs, dfpn_table_opt_count, &c->t}};
  char err[256], *pos[2];
  int npos = 0;
  if (cli_wants_help(argc, argv)) {
    printf("usage: yomi killall solve RxC [--attacker-stones LIST] [--moves LIST | --place K | --min-stones] | --setup pieboxing\n\n");
    opts_help_groups(stdout, g, 3);
    return -1;
  }
  if (opts_parse_groups(g, 3, argc - 1, argv + 1, pos, 2, &npos, err, sizeof err)) return cli_error("%s", err);
  if (npos != 1) return cli_error("give the board size, e.g. yomi killall solve 4x4 --attacker-stones B2,C3");
  int rc = go_parse_size(pos[0], GO_SMALL_POINTS, &c->rows, &c->cols);
  if (rc == YOMI_EPARSE) return cli_error("malformed board size '%s' (want RxC, e.g. 4x4)", pos[0]);
  if (rc) return cli_error("board '%s' not supported: sides of 1 to %d points, at most 64 points in all", pos[0], GO_MAX_SIDE);
  if ((rc = check_options(c)) || (rc = parse_position(c))) return rc;
  c->mode = c->o.setup ? KILLALL_SG_PIEBOXING : (c->o.place >= 0 || c->o.min_stones) ? KILLALL_SG_PLACE : KILLALL_SG_PLAY;
  return 0;
}

static void json_params(json_writer *w, const ksolve_cmd *c) {
  const ksolve_opts *o = &c->o;
  json_key(w, "params");
  json_begin_object(w);
  json_kv_int(w, "rows", c->rows);
  json_kv_int(w, "cols", c->cols);
  json_kv_string(w, "attacker_stones", o->attacker_stones ? o->attacker_stones : "");
  json_kv_string(w, "moves", o->moves ? o->moves : "");
  json_kv_string(w, "mode", o->setup ? "pieboxing" : o->min_stones ? "min_stones" : o->place >= 0 ? "place" : "play");
  if (o->place >= 0) json_kv_int(w, "place", o->place);
  json_kv_int(w, "tt_mb", c->t.tt_mb);
  json_kv_int(w, "threads", c->d.threads);
  json_kv_bool(w, "symmetry", !o->no_symmetry);
  json_kv_bool(w, "prune_defender", o->prune_defender);
  json_kv_int(w, "local_life", o->local_life);
  json_kv_int(w, "local_death", o->local_death);
  json_kv_int(w, "node_limit", c->d.node_limit);
  json_kv_string(w, "tt_file", c->t.tt_file ? c->t.tt_file : "");
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
  int have = go_setcount(go_board_stoneset(&c->start, GO_BLACK));
  for (int k = 0; k <= o->max_stones && have + k <= c->rows * c->cols; k++) {
    killall_solvegame sg;
    if (killall_solvegame_place(&sg, &c->start, GO_BLACK, k)) return cli_error("out of memory");
    proof p;
    prove_fresh(&sg, c, &p);
    killall_solvegame_free(&sg);
    total += p.r.seconds;
    exps += p.r.st.expansions;
    if (o->json) {
      json_begin_object(w);
      json_kv_int(w, "stones", k);
      json_proof(w, &p, c->mode, c->rows, c->cols);
      json_end_object(w);
    } else {
      printf("-- %d placed stone%s, then the Defender moves\n", k, k == 1 ? "" : "s");
      print_proof(&p, c->mode, c->rows, c->cols, o->stats);
    }
    if (o->exhaustive && check_exhaustive(&c->start, c->mode, k, NULL, 0, &p, o->exhaustive, o->json)) status = CLI_FAIL;
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
    printf("minimum: %d Attacker stone%s kill%s (total %llu expansions, %.2f s)\n", found, found == 1 ? "" : "s",
           found == 1 ? "s" : "", (unsigned long long)exps, total);
  } else {
    printf("minimum: not found\n");
  }
  return status;
}

/* The game to solve: the setup of the mode, or play after the given moves. 0 or the exit status. */
static int make_game(const ksolve_cmd *c, killall_solvegame *sg) {
  int rc;
  if (c->mode == KILLALL_SG_PIEBOXING) rc = killall_solvegame_pieboxing(sg, c->rows, c->cols);
  else if (c->mode == KILLALL_SG_PLACE) rc = killall_solvegame_place(sg, &c->start, GO_BLACK, (int)c->o.place);
  else {
    go_board b = c->start;
    b.to_move = GO_WHITE; /* the Defender moves first */
    go_game g;
    if (go_game_init(&g, &b)) return cli_error("out of memory");
    for (int i = 0; i < c->nmoves; i++) go_game_play(&g, c->moves[i]); /* checked by parse */
    rc = killall_solvegame_from_game(sg, &g, GO_BLACK);
    go_game_free(&g);
  }
  if (rc == YOMI_ERANGE) return cli_error("--place: not that many empty points");
  if (rc) return cli_error("cannot set up the position (%s)", yomi_strerror(rc));
  return 0;
}

/* One position: solve, print, then the SGF and the exhaustive twin. */
static int solve_one(const ksolve_cmd *c, json_writer *w) {
  const ksolve_opts *o = &c->o;
  killall_solvegame sg;
  int rc = make_game(c, &sg);
  if (rc) return rc;
  char problem[1200];
  problem_text(problem, sizeof problem, &c->start, c->mode, (int)o->place, o->prune_defender, o->local_life > 0,
               o->local_death > 0, c->moves, c->nmoves);
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
    json_winner(w, &p, c->mode, c->rows, c->cols);
    json_end_object(w);
    json_stats(w, &p);
    json_end_object(w);
    printf("\n");
  } else {
    if (c->mode == KILLALL_SG_PIEBOXING) printf("setup: pieboxing (player 1 acts first; the pv starts in the setup)\n");
    if (c->mode == KILLALL_SG_PLACE) printf("the Attacker first places %lld stone(s), then the Defender moves\n", o->place);
    print_proof(&p, c->mode, c->rows, c->cols, o->stats);
  }
  int status = p.r.rc == YOMI_OK ? CLI_OK : p.r.rc == YOMI_EINTR ? CLI_INTERRUPTED : CLI_FAIL;
  if (cli_run_close(&run, o->json)) status = CLI_FAIL;
  if (o->sgf && p.r.rc == YOMI_OK) {
    if (write_sgf(o->sgf, &c->start, c->mode, (int)o->place, c->moves, c->nmoves, &p))
      return cli_error("cannot write SGF file '%s'", o->sgf);
    if (!o->json) printf("sgf: %s\n", o->sgf);
  }
  if (o->exhaustive && c->mode != KILLALL_SG_PIEBOXING &&
      check_exhaustive(&c->start, c->mode, (int)o->place, c->moves, c->nmoves, &p, o->exhaustive, o->json))
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
    printf("board: %dx%d  rules: Kill-All Go (Tromp-Taylor, no passing)  attacker stones: %s\n", c->rows, c->cols,
           c->stones_text);
    if (c->o.moves) printf("moves: %s (the Defender first)\n", c->o.moves);
  }
  rc = c->mode == KILLALL_SG_PLACE && c->o.min_stones ? min_stones(c, &w) : solve_one(c, &w);
  free(c);
  return rc;
}
