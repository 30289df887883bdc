/* killall/record: the referee's game in words and as SGF (see referee.h): who each player is, what
 * the player to act may do, the result, and the game record. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "core/text.h"
#include "core/error.h"
#include "go/sgf.h"
#include "go/svg.h"
#include "killall/referee.h"
#include "yomi_version.h"

static const char *colour_name(int c) { return c == GO_BLACK ? "Black" : "White"; }

const char *killall_referee_label(const killall_referee *r, int player, char *buf, size_t n) {
  const killall_setup *s = &r->k.setup;
  if (!s->attacker_player) {
    snprintf(buf, n, "Player %d", player);
  } else {
    killall_role role = s->attacker_player == player ? KILLALL_ATTACKER : KILLALL_DEFENDER;
    snprintf(buf, n, "Player %d (%s, %s)", player, role == KILLALL_ATTACKER ? "Attacker" : "Defender",
             colour_name(killall_game_colour(&r->k, role)));
  }
  return buf;
}

/* What the setup step asks for, in numbers, after the question. */
static void setup_limits(const killall_setup *s, char *out, size_t n) {
  int p = s->npoints;
  switch (s->ask) {
    case KILLALL_ASK_PLACE_OR_CLAIM:
      text_appendf(out, n, " (limit %d stones; %d placed)", killall_alternation_limit(p), s->alternating);
      break;
    case KILLALL_ASK_PLACE_OR_DONE:
      text_appendf(out, n, " (up to %d stones)", killall_alternation_limit(p));
      break;
    case KILLALL_ASK_HANDICAP:
      text_appendf(out, n, " Offered: 1 to %d; allowed: 1 to %d.", killall_handicap_offered(p),
                   killall_handicap_max(p));
      break;
    case KILLALL_ASK_BATCHES:
      text_appendf(out, n,
                   " Offered: A up to %d, B up to %d; neither more than twice the other, A + B <= %d.",
                   killall_hoctaph_offered_a(p), killall_hoctaph_offered_b(p), p - 2);
      break;
    case KILLALL_ASK_EXTRA:
    case KILLALL_ASK_BATCH_A:
    case KILLALL_ASK_BATCH_B: text_appendf(out, n, " (%d more)", s->pending); break;
    default: break;
  }
}

void killall_referee_board(const killall_referee *r, bool mark, char *out, size_t n) {
  killall_game_diagram(&r->k, mark, r->last, out, n);
  if (mark) text_appendf(out, n, "(# and @ are pass-alive Black and White stones)\n");
}

void killall_referee_prompt(const killall_referee *r, char *out, size_t n) {
  char who[64];
  const killall_setup *s = &r->k.setup;
  out[0] = '\0';
  if (!r->k.started) {
    text_appendf(out, n, "Setup (%s), %d Attacker stone%s placed. %s: %s.", killall_setup_name(s->kind),
                 s->nstones, text_plural(s->nstones), killall_referee_label(r, s->player, who, sizeof who),
                 killall_ask_text(s->ask));
    setup_limits(s, out, n);
  } else {
    killall_role role = killall_game_role_to_move(&r->k);
    text_appendf(out, n, "Move %d. %s to move: place a %s stone.", r->k.game.len,
                 killall_referee_label(r, killall_referee_actor(r), who, sizeof who),
                 colour_name(killall_game_colour(&r->k, role)));
  }
}

void killall_referee_result(const killall_referee *r, char *out, size_t n) {
  char who[64], other[64];
  if (r->resigned)
    snprintf(out, n, "Game over: %s resigns; %s wins.",
             killall_referee_label(r, r->resigned, who, sizeof who),
             killall_referee_label(r, killall_referee_winner(r), other, sizeof other));
  else
    snprintf(out, n, "Game over: %s wins: %s.",
             killall_referee_label(r, killall_referee_winner(r), who, sizeof who),
             killall_why_text(r->k.why));
}

void killall_referee_roles(const killall_referee *r, char *out, size_t n) {
  char att[64], def[64];
  int ap = r->k.setup.attacker_player;
  snprintf(out, n, "Setup over: %s, %s. The Defender moves first.",
           killall_referee_label(r, ap, att, sizeof att), killall_referee_label(r, 3 - ap, def, sizeof def));
}

/* The SGF root comment: the setup, the roles, the setup decisions, the result. */
static void sgf_comment(const killall_referee *r, char *c, size_t n) {
  const killall_setup *s = &r->k.setup;
  int att = r->k.attacker;
  c[0] = '\0';
  text_appendf(c, n, "Kill-All Go. Setup: %s. ", killall_setup_name(s->kind));
  if (s->attacker_player)
    text_appendf(c, n, "Attacker: Player %d (%s). Defender: Player %d (%s). ", s->attacker_player,
                 colour_name(att), 3 - s->attacker_player, colour_name(GO_OTHER(att)));
  else text_appendf(c, n, "Roles not decided (setup unfinished). ");
  text_appendf(c, n, "%s", r->log);
  if (killall_referee_over(r)) {
    char who[64];
    text_appendf(c, n, "Result: %s wins (%s).",
                 killall_referee_label(r, killall_referee_winner(r), who, sizeof who),
                 r->resigned ? "resignation" : killall_why_text(r->k.why));
  } else {
    text_appendf(c, n, "Game unfinished.");
  }
}

int killall_referee_save_sgf(const killall_referee *r, const char *path) {
  const killall_setup *s = &r->k.setup;
  int att = r->k.attacker;
  char comment[sizeof r->log + 512], black[24], white[24], result[8];
  sgf_comment(r, comment, sizeof comment);
  go_sgf_record rec;
  killall_game_sgf_record(&r->k, &rec);
  rec.comment = comment;
  if (s->attacker_player) {
    int bp = killall_setup_player_of(s, att == GO_BLACK ? KILLALL_ATTACKER : KILLALL_DEFENDER);
    snprintf(black, sizeof black, "Player %d", bp);
    snprintf(white, sizeof white, "Player %d", 3 - bp);
    rec.black = black;
    rec.white = white;
    rec.to_move = att == GO_BLACK ? GO_WHITE : GO_BLACK;
  }
  if (killall_referee_over(r) && s->attacker_player) { /* a resignation during the setup has no colour */
    int winner = killall_referee_winner(r);
    killall_role wrole = winner == s->attacker_player ? KILLALL_ATTACKER : KILLALL_DEFENDER;
    snprintf(result, sizeof result, "%c+%s", killall_game_colour(&r->k, wrole) == GO_BLACK ? 'B' : 'W',
             r->resigned ? "R" : "");
    rec.result = result;
  }
  return go_sgf_save(path, &rec);
}

void killall_game_sgf_record(const killall_game *k, go_sgf_record *rec) {
  const killall_setup *s = &k->setup;
  *rec = (go_sgf_record){.rows = s->rows,
                         .cols = s->cols,
                         .application = "yomi",
                         .version = YOMI_VERSION,
                         .rules = "Kill-All Go, Tromp-Taylor, no passing"};
  if (k->attacker == GO_BLACK) rec->black_stones = s->stones, rec->nblack = s->nstones;
  else rec->white_stones = s->stones, rec->nwhite = s->nstones;
  if (k->started) {
    const go_biggame *g = &k->game;
    rec->moves = g->moves;
    rec->nmoves = g->len - 1;
    rec->first = g->hist[0].to_move;
  }
}

int killall_referee_save_svg(const killall_referee *r, const char *path) {
  go_svg *d = malloc(sizeof *d);
  if (!d) return YOMI_ENOMEM;
  int err = YOMI_OK;
  if (r->k.started) {
    const go_biggame *g = &r->k.game;
    int *moves = malloc(sizeof *moves * (size_t)g->len);
    for (int i = 0; moves && i + 1 < g->len; i++) moves[i] = g->moves[i];
    err = moves ? go_svg_from_bigpv(d, &g->hist[0], moves, g->len - 1) : YOMI_ENOMEM;
    if (!err) go_svg_mark_pass_alive(d, go_biggame_board(g), GO_SVG_SQUARE);
    free(moves);
  } else {
    const killall_setup *s = &r->k.setup;
    go_bigboard b;
    go_bigboard_init(&b, s->rows, s->cols, r->k.suicide);
    for (int i = 0; i < s->nstones; i++) go_bigboard_set(&b, s->stones[i], r->k.attacker);
    go_svg_from_bigboard(d, &b);
  }
  if (!err) err = go_svg_save(path, d);
  free(d);
  return err;
}
