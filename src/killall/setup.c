/* killall/setup: the setup phase of Kill-All Go as a state machine (see setup.h and docs/killall.md).
 * Every action checks that it is the acting player's kind of action and every limit before it
 * changes anything, so a rejected action leaves the state as it was. */
#include "killall/setup.h"
#include "core/error.h"
#include <math.h>
#include <string.h>

int killall_alternation_limit(int p) { return p / 2; }
int killall_handicap_max(int p) { return p / 2; }

int killall_handicap_offered(int p) {
  /* round_even(x) = the even integer nearest x (ties away from zero): 2 * round(x / 2). */
  int r = 2 * (int)lround((double)p / 12.5 / 2.0);
  if (r < 1) r = 1;
  if (r > killall_handicap_max(p)) r = killall_handicap_max(p);
  return r;
}

int killall_hoctaph_offered_a(int p) { return (p / 16) * 2; }
int killall_hoctaph_offered_b(int p) { return p / 16; }

const char *killall_hoctaph_check(int a, int b, int p) {
  if (a < 1 || b < 1) return "both batch sizes must be positive whole numbers";
  if (a > 2 * b) return "batch A is more than twice batch B";
  if (b > 2 * a) return "batch B is more than twice batch A";
  if (a + b > p - 2) return "A + B is more than the number of points minus 2";
  return NULL;
}

void killall_classic_points(int out[17]) {
  /* 1-based (x, y) from the top-left corner; the set is symmetric, so orientation is moot. */
  static const int xy[17][2] = {
      {4, 4},  {4, 10}, {4, 16},  {10, 4},  {10, 10}, {10, 16}, {16, 4}, {16, 10}, {16, 16}, /* stars */
      {3, 3},  {3, 17}, {17, 3},  {17, 17},                                                  /* 3-3 */
      {10, 2}, {2, 10}, {10, 18}, {18, 10},                                                  /* 10-2 */
  };
  for (int i = 0; i < 17; i++) out[i] = (xy[i][1] - 1) * 19 + (xy[i][0] - 1);
}

static void add_stone(killall_setup *s, int point) {
  s->stones[s->nstones++] = (int16_t)point;
  s->occupied[point] = 1;
}

static void finish(killall_setup *s, int attacker_player) {
  s->attacker_player = attacker_player;
  s->ask = KILLALL_SETUP_DONE;
  s->pending = 0;
  s->player = 0;
}

static int empty_points(const killall_setup *s) { return s->npoints - s->nstones; }

int killall_setup_init(killall_setup *s, killall_setup_kind kind, int rows, int cols, const char **why) {
  memset(s, 0, sizeof *s);
  if (rows < 1 || cols < 1 || rows > 19 || cols > 19) {
    *why = "board sides must be 1 to 19";
    return YOMI_ESIZE;
  }
  if (kind == KILLALL_CLASSIC && (rows != 19 || cols != 19)) {
    *why = "the Classic 17-stone setup exists only on 19x19";
    return YOMI_ESIZE;
  }
  s->kind = kind;
  s->rows = rows;
  s->cols = cols;
  s->npoints = rows * cols;
  s->player = 1;
  switch (kind) {
    case KILLALL_PIEBOXING:
      s->ask = killall_alternation_limit(s->npoints) > 0 ? KILLALL_ASK_PLACE_OR_CLAIM : KILLALL_ASK_CLAIM;
      break;
    case KILLALL_HANDICAP:
      if (killall_handicap_max(s->npoints) < 1) {
        *why = "the board is too small for a handicap";
        return YOMI_ESIZE;
      }
      s->ask = KILLALL_ASK_HANDICAP;
      break;
    case KILLALL_CLASSIC: {
      int pts[17];
      killall_classic_points(pts);
      for (int i = 0; i < 17; i++) add_stone(s, pts[i]);
      finish(s, 2); /* Player 1 is the Defender */
      break;
    }
    case KILLALL_PIE:
      s->ask = killall_alternation_limit(s->npoints) > 0 ? KILLALL_ASK_PLACE_OR_DONE : KILLALL_ASK_ROLE;
      if (s->ask == KILLALL_ASK_ROLE) s->player = 2;
      break;
    case KILLALL_HOCTAPH:
      if (killall_hoctaph_check(1, 1, s->npoints)) {
        *why = "the board is too small for Hoctaph's pie (needs at least 4 points)";
        return YOMI_ESIZE;
      }
      s->ask = KILLALL_ASK_BATCHES;
      break;
    case KILLALL_FIXED: finish(s, 1); break;
    default: *why = "unknown setup"; return YOMI_EINVAL;
  }
  return 0;
}

static int check_point(const killall_setup *s, int point, const char **why) {
  if (point < 0 || point >= s->npoints) {
    *why = "that point is not on the board";
    return YOMI_ERANGE;
  }
  if (s->occupied[point]) {
    *why = "that point already holds a stone";
    return YOMI_EILLEGAL;
  }
  return 0;
}

int killall_setup_place(killall_setup *s, int point, const char **why) {
  int err;
  switch (s->ask) {
    case KILLALL_ASK_PLACE_OR_CLAIM:
      if ((err = check_point(s, point, why))) return err;
      add_stone(s, point);
      s->alternating++;
      s->player = 3 - s->player;
      if (s->alternating >= killall_alternation_limit(s->npoints)) s->ask = KILLALL_ASK_CLAIM;
      return 0;
    case KILLALL_ASK_CLAIM:
      *why = "the setup limit of floor(p/2) stones is reached: you must claim the Attacker role";
      return YOMI_ELIMIT;
    case KILLALL_ASK_PLACE_OR_DONE:
      if ((err = check_point(s, point, why))) return err;
      add_stone(s, point);
      s->alternating++;
      if (s->alternating >= killall_alternation_limit(s->npoints)) {
        s->ask = KILLALL_ASK_ROLE;
        s->player = 2;
      }
      return 0;
    case KILLALL_ASK_EXTRA:
    case KILLALL_ASK_BATCH_A:
    case KILLALL_ASK_BATCH_B:
      if ((err = check_point(s, point, why))) return err;
      add_stone(s, point);
      s->pending--;
      if (s->pending == 0 || empty_points(s) == 0) {
        if (s->ask == KILLALL_ASK_EXTRA) {
          finish(s, s->player);
        } else if (s->ask == KILLALL_ASK_BATCH_A) {
          s->pending = 0;
          s->ask = KILLALL_ASK_ROLE;
          s->player = 3 - s->first_placer;
        } else {
          finish(s, s->attacker_player);
        }
      }
      return 0;
    case KILLALL_SETUP_DONE: *why = "the setup is over"; return YOMI_EILLEGAL;
    default: *why = "placing a stone is not what this step asks for"; return YOMI_EILLEGAL;
  }
}

int killall_setup_claim(killall_setup *s, const char **why) {
  if (s->ask != KILLALL_ASK_PLACE_OR_CLAIM && s->ask != KILLALL_ASK_CLAIM) {
    *why = "claiming the Attacker role is possible only in the Pieboxing alternation";
    return YOMI_EILLEGAL;
  }
  int claimer = s->player;
  if (s->kind == KILLALL_HANDICAP && claimer == 2 && s->handicap > 0 && empty_points(s) > 0) {
    /* The weaker player claims: they place the handicap stones now. */
    s->attacker_player = 2;
    s->ask = KILLALL_ASK_EXTRA;
    s->pending = s->handicap;
    return 0;
  }
  finish(s, claimer);
  return 0;
}

int killall_setup_done(killall_setup *s, const char **why) {
  if (s->ask != KILLALL_ASK_PLACE_OR_DONE) {
    *why = "'done' ends Player 1's placement in the Simple pie setup only";
    return YOMI_EILLEGAL;
  }
  s->ask = KILLALL_ASK_ROLE;
  s->player = 2;
  return 0;
}

int killall_setup_role(killall_setup *s, killall_role role, const char **why) {
  if (s->ask != KILLALL_ASK_ROLE) {
    *why = "choosing a role is not what this step asks for";
    return YOMI_EILLEGAL;
  }
  if (role != KILLALL_ATTACKER && role != KILLALL_DEFENDER) {
    *why = "the role must be attacker or defender";
    return YOMI_EINVAL;
  }
  int attacker = role == KILLALL_ATTACKER ? s->player : 3 - s->player;
  if (s->kind == KILLALL_HOCTAPH && empty_points(s) > 0) {
    s->attacker_player = attacker;
    s->ask = KILLALL_ASK_BATCH_B;
    s->player = attacker;
    s->pending = s->batch_b;
    return 0;
  }
  finish(s, attacker);
  return 0;
}

int killall_setup_handicap(killall_setup *s, int n, const char **why) {
  if (s->ask != KILLALL_ASK_HANDICAP) {
    *why = "choosing the handicap is not what this step asks for";
    return YOMI_EILLEGAL;
  }
  if (n < 1 || n > killall_handicap_max(s->npoints)) {
    *why = "the handicap must be 1 to floor(p/2) stones";
    return YOMI_ERANGE;
  }
  s->handicap = n;
  s->player = 2; /* the Pieboxing alternation begins with Player 2 */
  s->ask = killall_alternation_limit(s->npoints) > 0 ? KILLALL_ASK_PLACE_OR_CLAIM : KILLALL_ASK_CLAIM;
  return 0;
}

int killall_setup_batches(killall_setup *s, int a, int b, const char **why) {
  if (s->ask != KILLALL_ASK_BATCHES) {
    *why = "choosing batch sizes is not what this step asks for";
    return YOMI_EILLEGAL;
  }
  const char *bad = killall_hoctaph_check(a, b, s->npoints);
  if (bad) {
    *why = bad;
    return YOMI_ERANGE;
  }
  s->batch_a = a;
  s->batch_b = b;
  s->ask = KILLALL_ASK_FIRST;
  s->player = 2;
  return 0;
}

int killall_setup_first(killall_setup *s, int player, const char **why) {
  if (s->ask != KILLALL_ASK_FIRST) {
    *why = "choosing who places batch A is not what this step asks for";
    return YOMI_EILLEGAL;
  }
  if (player != 1 && player != 2) {
    *why = "the first batch is placed by player 1 or player 2";
    return YOMI_EINVAL;
  }
  s->first_placer = player;
  s->player = player;
  s->ask = KILLALL_ASK_BATCH_A;
  s->pending = s->batch_a;
  return 0;
}

int killall_setup_fixed_stone(killall_setup *s, int point, const char **why) {
  if (s->kind != KILLALL_FIXED) {
    *why = "stones can be given directly only in a fixed setup";
    return YOMI_EILLEGAL;
  }
  int err = check_point(s, point, why);
  if (err) return err;
  add_stone(s, point);
  return 0;
}

int killall_setup_player_of(const killall_setup *s, killall_role role) {
  if (!s->attacker_player) return 0;
  return role == KILLALL_ATTACKER ? s->attacker_player : 3 - s->attacker_player;
}

static const char *const setup_names[] = {"pieboxing", "handicap", "classic", "pie", "hoctaph", "fixed"};

const char *killall_setup_name(killall_setup_kind kind) {
  return (unsigned)kind < sizeof setup_names / sizeof *setup_names ? setup_names[kind] : "?";
}

int killall_setup_parse(const char *name) {
  for (int i = 0; i < (int)(sizeof setup_names / sizeof *setup_names); i++)
    if (strcmp(name, setup_names[i]) == 0) return i;
  return -1;
}

const char *killall_ask_text(killall_ask ask) {
  switch (ask) {
    case KILLALL_ASK_PLACE_OR_CLAIM: return "place one Attacker stone, or claim the Attacker role";
    case KILLALL_ASK_CLAIM: return "the stone limit is reached: claim the Attacker role";
    case KILLALL_ASK_HANDICAP: return "choose the number of handicap stones";
    case KILLALL_ASK_EXTRA: return "place your handicap stones (Attacker stones)";
    case KILLALL_ASK_PLACE_OR_DONE: return "place an Attacker stone, or say done to submit the setup";
    case KILLALL_ASK_ROLE: return "choose your role: attacker or defender";
    case KILLALL_ASK_BATCHES: return "choose the batch sizes A and B";
    case KILLALL_ASK_FIRST: return "choose who places batch A: player 1 or player 2";
    case KILLALL_ASK_BATCH_A: return "place the stones of batch A (Attacker stones)";
    case KILLALL_ASK_BATCH_B: return "place the stones of batch B (Attacker stones)";
    case KILLALL_SETUP_DONE: return "the setup is over";
  }
  return "?";
}
