/* killall/referee: the actions of the player to act, checked, applied and recorded (see referee.h). */
#include "killall/referee.h"
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>
#include "core/error.h"

int killall_referee_init(killall_referee *r, killall_setup_kind kind, int rows, int cols, int attacker_colour,
                         const char **why) {
  memset(r, 0, sizeof *r);
  r->last = GO_NOMOVE;
  return killall_game_init(&r->k, kind, rows, cols, attacker_colour, why);
}

void killall_referee_free(killall_referee *r) { killall_game_free(&r->k); }

int killall_referee_actor(const killall_referee *r) {
  if (!r->k.started) return r->k.setup.player;
  return killall_setup_player_of(&r->k.setup, killall_game_role_to_move(&r->k));
}

bool killall_referee_over(const killall_referee *r) {
  return r->resigned || (r->k.started && r->k.winner != KILLALL_NOROLE);
}

int killall_referee_winner(const killall_referee *r) {
  if (r->resigned) return 3 - r->resigned;
  return killall_referee_over(r) ? killall_setup_player_of(&r->k.setup, r->k.winner) : 0;
}

static void log_add(killall_referee *r, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void log_add(killall_referee *r, const char *fmt, ...) {
  size_t used = strlen(r->log);
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(r->log + used, sizeof r->log - used, fmt, ap);
  va_end(ap);
}

/* A setup stone, or a move once play has begun. */
static int act_point(killall_referee *r, int actor, int point, const char **why) {
  killall_setup *s = &r->k.setup;
  int err;
  if (!r->k.started) {
    if (!(err = killall_setup_place(s, point, why))) r->setup_by[s->nstones - 1] = (int16_t)actor;
  } else {
    err = killall_game_play(&r->k, point, why);
  }
  if (!err) r->last = point;
  return err;
}

killall_role killall_role_parse(const char *s) {
  return strcasecmp(s, "attacker") == 0   ? KILLALL_ATTACKER
         : strcasecmp(s, "defender") == 0 ? KILLALL_DEFENDER
                                          : KILLALL_NOROLE;
}

int killall_setup_act(killall_setup *s, const killall_action *a, const char **why) {
  switch (a->act) {
    case KILLALL_ACT_POINT: return killall_setup_place(s, a->point, why);
    case KILLALL_ACT_CLAIM: return killall_setup_claim(s, why);
    case KILLALL_ACT_DONE: return killall_setup_done(s, why);
    case KILLALL_ACT_ROLE: return killall_setup_role(s, a->role, why);
    case KILLALL_ACT_HANDICAP: return killall_setup_handicap(s, a->n, why);
    case KILLALL_ACT_BATCHES: return killall_setup_batches(s, a->n, a->m, why);
    case KILLALL_ACT_FIRST: return killall_setup_first(s, a->n, why);
    case KILLALL_ACT_RESIGN: break;
  }
  *why = "unknown action";
  return YOMI_EINVAL;
}

/* The sentence of the setup decision a (applied) in the log. */
static void log_decision(killall_referee *r, int actor, const killall_action *a) {
  const killall_setup *s = &r->k.setup;
  switch (a->act) {
    case KILLALL_ACT_CLAIM:
      log_add(r, "Player %d claims the Attacker role after %d stones. ", actor, s->alternating);
      break;
    case KILLALL_ACT_DONE: log_add(r, "Player %d submits %d stones. ", actor, s->nstones); break;
    case KILLALL_ACT_ROLE:
      log_add(r, "Player %d chooses the %s role. ", actor,
              a->role == KILLALL_ATTACKER ? "Attacker" : "Defender");
      break;
    case KILLALL_ACT_HANDICAP: log_add(r, "Handicap %d stones (chosen by Player %d). ", a->n, actor); break;
    case KILLALL_ACT_BATCHES: log_add(r, "Batches A=%d B=%d. ", a->n, a->m); break;
    case KILLALL_ACT_FIRST:
      log_add(r, "Player %d places batch A (chosen by Player %d). ", a->n, actor);
      break;
    default: break;
  }
}

/* The action, with its sentence in the log (the setup decisions; moves are in the game itself). */
static int apply(killall_referee *r, int actor, const killall_action *a, const char **why) {
  if (a->act == KILLALL_ACT_POINT) return act_point(r, actor, a->point, why);
  if (a->act == KILLALL_ACT_RESIGN) {
    r->resigned = actor;
    return 0;
  }
  int err = killall_setup_act(&r->k.setup, a, why);
  if (!err) log_decision(r, actor, a);
  return err;
}

int killall_referee_act(killall_referee *r, const killall_action *a, const char **why) {
  if (killall_referee_over(r)) {
    *why = "the game is over";
    return YOMI_EILLEGAL;
  }
  int err = apply(r, killall_referee_actor(r), a, why);
  if (err) return err;
  if (!r->k.started && r->k.setup.ask == KILLALL_SETUP_DONE && killall_game_sync(&r->k)) {
    *why = NULL;
    return YOMI_ENOMEM;
  }
  return 0;
}
