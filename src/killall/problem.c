/* killall/problem: a Kill-All solving question (see problem.h). */
#include "killall/problem.h"
#include "core/text.h"
#include <stdio.h>
#include <stdlib.h>
#include "core/error.h"
#include "go/keys.h"
#include "go/sgf.h"
#include "go/svg.h"
#include "killall/exhaust.h"
#include "solve/run.h"

/* The play game after the given moves (checked legal by killall_problem_check_moves). */
static int play_game(const killall_problem *p, go_game *g) {
  go_board b = p->start;
  b.to_move = GO_WHITE; /* the Defender moves first */
  int rc = go_game_init(g, &b);
  for (int i = 0; rc == YOMI_OK && i < p->nmoves; i++) rc = go_game_play(g, p->moves[i]);
  if (rc) go_game_free(g);
  return rc;
}

int killall_problem_check_moves(const killall_problem *p, int *bad, killall_role *winner, killall_why *why) {
  go_board b = p->start;
  b.to_move = GO_WHITE;
  go_game g;
  if (go_game_init(&g, &b)) return YOMI_ENOMEM;
  int rc = YOMI_OK;
  for (int i = 0; i <= p->nmoves && rc == YOMI_OK; i++) {
    *bad = i;
    *winner = killall_go_game_judge(&g, GO_BLACK, why);
    if (*winner != KILLALL_NOROLE) rc = YOMI_EINVAL;
    else if (i < p->nmoves && go_game_play(&g, p->moves[i]) != YOMI_OK) rc = YOMI_EILLEGAL;
  }
  go_game_free(&g);
  return rc;
}

int killall_problem_set_stones(killall_problem *p, int rows, int cols, const char *stones, char *why,
                               size_t n) {
  go_board_init(&p->start, rows, cols, GO_SUICIDE_ALLOWED);
  if (!stones) return YOMI_OK;
  int st[GO_SMALL_POINTS], bad = 0;
  int k = go_parse_moves(stones, rows, cols, st, GO_SMALL_POINTS, &bad);
  if (k < 0) return snprintf(why, n, "item %d is not a vertex on %dx%d", bad + 1, rows, cols), YOMI_EPARSE;
  for (int i = 0; i < k; i++) {
    if (st[i] == GO_PASS) return snprintf(why, n, "'pass' is not a stone"), YOMI_EPARSE;
    if (go_board_get(&p->start, st[i]) != GO_EMPTY)
      return snprintf(why, n, "item %d repeats a point", i + 1), YOMI_EPARSE;
    go_board_set(&p->start, st[i], GO_BLACK);
  }
  return YOMI_OK;
}

int killall_problem_set_moves(killall_problem *p, const char *moves, char *why, size_t n) {
  int bad = 0, rows = p->start.rows, cols = p->start.cols;
  p->nmoves = go_parse_moves(moves, rows, cols, p->moves, KILLALL_PROBLEM_MOVES, &bad);
  if (p->nmoves < 0)
    return snprintf(why, n, "item %d is not a vertex on %dx%d", bad + 1, rows, cols), p->nmoves = 0,
                                                                                      YOMI_EPARSE;
  for (int i = 0; i < p->nmoves; i++)
    if (p->moves[i] == GO_PASS)
      return snprintf(why, n, "item %d: there is no passing in Kill-All Go", i + 1), YOMI_EPARSE;
  return YOMI_OK;
}

int killall_problem_moves_why(const killall_problem *p, char *why, size_t n) {
  int bad = 0;
  killall_role r = KILLALL_NOROLE;
  killall_why w;
  int rc = killall_problem_check_moves(p, &bad, &r, &w);
  const char *who = r == KILLALL_ATTACKER ? "the Attacker" : "the Defender";
  char name[8];
  if (rc == YOMI_ENOMEM) snprintf(why, n, "out of memory");
  else if (rc == YOMI_EILLEGAL) {
    go_move_name(p->moves[bad], p->start.rows, p->start.cols, name, sizeof name);
    snprintf(why, n,
             "item %d (%s) is illegal for the %s (occupied, or it repeats a board: positional superko)",
             bad + 1, name, bad % 2 == 0 ? "Defender" : "Attacker");
  } else if (rc && bad < p->nmoves)
    snprintf(why, n, "the game is over before item %d (%s wins: %s)", bad + 1, who, killall_why_text(w));
  else if (rc) snprintf(why, n, "the game is already over (%s wins: %s)", who, killall_why_text(w));
  return rc;
}

int killall_problem_game(const killall_problem *p, killall_solvegame *sg) {
  int rc;
  if (p->mode == KILLALL_SG_PIEBOXING) {
    rc = killall_solvegame_pieboxing(sg, p->start.rows, p->start.cols);
  } else if (p->mode == KILLALL_SG_PLACE) {
    rc = killall_solvegame_place(sg, &p->start, GO_BLACK, p->place);
  } else {
    go_game g;
    if ((rc = play_game(p, &g))) return rc;
    rc = killall_solvegame_from_game(sg, &g, GO_BLACK);
    go_game_free(&g);
  }
  if (rc) return rc;
  sg->estimate = p->estimate;
  sg->symmetry = p->symmetry;
  sg->prune_defender = p->prune_defender;
  sg->local_budget = p->local_life;
  sg->death_budget = p->local_death;
  return YOMI_OK;
}

void killall_problem_text(const killall_problem *p, char *buf, size_t len) {
  char what[256 + KILLALL_PROBLEM_MOVES * 4]; /* every move: " 63" at most */
  killall_problem_what(p, what, sizeof what);
  dfpn_run_problem(buf, len, what, go_keys_fingerprint(p->start.npoints));
}

void killall_problem_what(const killall_problem *p, char *what, size_t len) {
  const go_board *s = &p->start;
  int k = snprintf(
      what, len, "killall solve %dx%d; mode %s; place %d; attacker stones %016llx", s->rows, s->cols,
      p->mode == KILLALL_SG_PIEBOXING ? "pieboxing"
      : p->mode == KILLALL_SG_PLACE   ? "place"
                                      : "play",
      p->mode == KILLALL_SG_PLACE ? p->place : -1, (unsigned long long)go_board_stoneset(s, GO_BLACK));
  if (p->prune_defender && k < (int)len) k += snprintf(what + k, len - (size_t)k, "; defender pruned");
  if (p->local_life && k < (int)len) k += snprintf(what + k, len - (size_t)k, "; local life");
  if (p->local_death && k < (int)len) k += snprintf(what + k, len - (size_t)k, "; local death");
  if (p->nmoves > 0 && k < (int)len) k += snprintf(what + k, len - (size_t)k, "; moves");
  for (int i = 0; i < p->nmoves && k < (int)len - 4; i++)
    k += snprintf(what + k, len - (size_t)k, " %d", p->moves[i]);
}

int killall_problem_exhaustive(const killall_problem *p, int k, uint64_t limit, uint64_t *nodes,
                               int *attacker_wins) {
  *nodes = 0;
  *attacker_wins = -1;
  if (p->mode == KILLALL_SG_PLACE) {
    bool w;
    int rc = killall_exhaustive_place(&p->start, GO_BLACK, k, limit, nodes, &w);
    if (rc == YOMI_OK) *attacker_wins = w;
    return rc == YOMI_ENOMEM ? rc : YOMI_OK;
  }
  go_game g;
  int rc = play_game(p, &g);
  if (rc) return rc;
  killall_role w;
  rc = killall_exhaustive(&g, GO_BLACK, limit, nodes, &w);
  go_game_free(&g);
  if (rc == YOMI_OK) *attacker_wins = w == KILLALL_ATTACKER;
  return rc == YOMI_ENOMEM ? rc : YOMI_OK;
}

/* A variation laid out as a game record: the Attacker's stones (given, then placed or boxed in the
 * setup) in setup[0..*nsetup), the play part (the given moves, then the rest of pv) in
 * seq[0..*nseq), and the Pieboxing claimer (-1: none). 0 or YOMI_ERANGE. */
typedef struct problem_line {
  int16_t setup[GO_SMALL_POINTS], seq[KILLALL_PROBLEM_MOVES + DFPN_PV_MAX];
  int nsetup, nseq, claimer;
} problem_line;

static int line_of(const killall_problem *p, const int *pv, int npv, problem_line *l) {
  const go_board *start = &p->start;
  int i = 0;
  l->nsetup = l->nseq = 0;
  l->claimer = -1;
  for (int q = 0; q < start->npoints; q++)
    if (go_board_get(start, q) == GO_BLACK) l->setup[l->nsetup++] = (int16_t)q;
  if (p->mode == KILLALL_SG_PLACE) {
    for (int placed = 0; placed < p->place && i < npv; i++)
      if (pv[i] != KILLALL_WAIT) l->setup[l->nsetup++] = (int16_t)pv[i], placed++;
  } else if (p->mode == KILLALL_SG_PIEBOXING) {
    for (; i < npv && l->claimer < 0; i++) {
      if (pv[i] == KILLALL_CLAIM) l->claimer = i % 2; /* Player 1 acts at even plies */
      else l->setup[l->nsetup++] = (int16_t)pv[i];
    }
  }
  if (l->nsetup > GO_SMALL_POINTS || p->nmoves + npv - i > (int)(sizeof l->seq / sizeof l->seq[0]))
    return YOMI_ERANGE;
  for (int k = 0; k < p->nmoves; k++) l->seq[l->nseq++] = (int16_t)p->moves[k];
  for (; i < npv; i++) l->seq[l->nseq++] = (int16_t)pv[i];
  return YOMI_OK;
}

int killall_problem_save_sgf(const killall_problem *p, const int *pv, int npv, int winner,
                             const char *version, const char *path) {
  const go_board *start = &p->start;
  int rows = start->rows, cols = start->cols;
  problem_line l;
  int err = line_of(p, pv, npv, &l);
  if (err) return err;
  int claimer = l.claimer;
  bool attacker_wins = p->mode == KILLALL_SG_PIEBOXING ? winner == claimer : winner == 0;
  char comment[512], black[24], white[24];
  snprintf(comment, sizeof comment,
           "yomi killall solve %dx%d: the %s wins with the Defender (White) to move after these Attacker "
           "(Black) stones%s. Principal variation: the winner's proved moves; for the loser, the reply "
           "whose refutation took the most work.",
           rows, cols, attacker_wins ? "Attacker" : "Defender",
           p->mode == KILLALL_SG_PIEBOXING ? " (the Pieboxing setup of the variation, then the claim)"
           : p->mode == KILLALL_SG_PLACE   ? " (given, then placed by the Attacker)"
           : p->nmoves > 0                 ? " and the given moves (the first moves of the game)"
                                           : "");
  go_sgf_record r = {.rows = rows,
                     .cols = cols,
                     .application = "yomi",
                     .version = version,
                     .rules = "Kill-All Go, Tromp-Taylor, no passing",
                     .result = attacker_wins ? "B+" : "W+",
                     .to_move = GO_WHITE,
                     .black_stones = l.setup,
                     .nblack = l.nsetup,
                     .comment = comment,
                     .moves = l.seq,
                     .nmoves = l.nseq,
                     .first = GO_WHITE};
  if (claimer >= 0) {
    snprintf(black, sizeof black, "Player %d", claimer + 1);
    snprintf(white, sizeof white, "Player %d", 2 - claimer);
    r.black = black;
    r.white = white;
  }
  return go_sgf_save(path, &r);
}

int killall_problem_save_svg(const killall_problem *p, const int *pv, int npv, const char *path) {
  problem_line l;
  go_board b;
  int err = line_of(p, pv, npv, &l);
  if (!err) err = go_board_init(&b, p->start.rows, p->start.cols, GO_SUICIDE_ALLOWED); /* Tromp-Taylor */
  if (err) return err;
  for (int k = 0; k < l.nsetup; k++) go_board_set(&b, l.setup[k], GO_BLACK);
  b.to_move = GO_WHITE; /* the Defender moves first */
  for (int k = 0; k < p->nmoves && !err; k++) err = go_board_play(&b, l.seq[k]); /* the start: unnumbered */
  int rest[KILLALL_PROBLEM_MOVES + DFPN_PV_MAX], n = 0;
  for (int k = p->nmoves; k < l.nseq; k++) rest[n++] = l.seq[k];
  go_svg *d = err ? NULL : malloc(sizeof *d);
  if (!err && !d) err = YOMI_ENOMEM;
  if (!err) err = go_svg_from_pv(d, &b, rest, n);
  if (!err) err = go_svg_save(path, d);
  free(d);
  return err;
}

#define OPTS_STRUCT killall_problem_opts
const opt_spec killall_problem_opt_specs[] = {KILLALL_PROBLEM_OPTIONS(OPTS_SPEC)};
#undef OPTS_STRUCT
const size_t killall_problem_opt_count = OPTS_COUNT(killall_problem_opt_specs);

int killall_problem_from_opts(killall_problem *pb, int rows, int cols, const killall_problem_opts *o,
                              bool placing, char *why, size_t n) {
  char r[256], q[256];
  if (killall_problem_set_stones(pb, rows, cols, o->attacker_stones, r, sizeof r))
    return snprintf(why, n, "--attacker-stones: %s", r), YOMI_EPARSE;
  if (o->moves && killall_problem_set_moves(pb, o->moves, r, sizeof r))
    return snprintf(why, n, "--moves: %s", r), YOMI_EPARSE;
  if (o->place > rows * cols - go_setcount(go_board_stoneset(&pb->start, GO_BLACK)))
    return snprintf(why, n, "--place: not that many empty points"), YOMI_EPARSE;
  pb->mode = o->setup                     ? KILLALL_SG_PIEBOXING
             : (o->place >= 0 || placing) ? KILLALL_SG_PLACE
                                          : KILLALL_SG_PLAY;
  pb->place = (int)o->place;
  pb->estimate = o->estimate;
  pb->symmetry = !o->no_symmetry;
  pb->prune_defender = o->prune_defender;
  pb->local_life = (uint64_t)o->local_life;
  pb->local_death = (uint64_t)o->local_death;
  int rc = pb->nmoves > 0 ? killall_problem_moves_why(pb, r, sizeof r) : 0;
  if (rc == YOMI_ENOMEM) return rc;
  if (rc) return snprintf(why, n, "--moves '%s': %s", text_quote(q, sizeof q, o->moves), r), YOMI_EPARSE;
  return YOMI_OK;
}
