/* killall/command: the words of the referee's command language (see referee.h) as actions, and a
 * line of it answered. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "core/error.h"
#include "core/text.h"
#include "go/board.h"
#include "killall/referee.h"

static bool parse_count(const char *s, int *v) {
  if (!s || !*s) return false;
  char *end;
  long x = strtol(s, &end, 10);
  if (*end || x < -100000 || x > 100000) return false;
  *v = (int)x;
  return true;
}

/* A usage error of a command's arguments, into why; false. */
#define usage(text) (snprintf(why, n, "%s", text), false)

/* A vertex: the point of a setup stone or a move. False (and says why) when it is none. */
static bool parse_point(int argc, char **argv, const killall_setup *s, killall_action *a, char *why,
                        size_t n) {
  int perr = go_parse_move(argv[0], s->rows, s->cols, &a->point);
  if (perr == YOMI_ERANGE) {
    snprintf(why, n, "%s is not on the %dx%d board", argv[0], s->rows, s->cols);
    return false;
  }
  if (perr || a->point == GO_PASS) {
    if (a->point == GO_PASS && !perr) snprintf(why, n, "there is no passing in Kill-All Go");
    else snprintf(why, n, "unknown command '%s' (type help)", argv[0]);
    return false;
  }
  if (argc > 1) return usage("a move is one vertex, e.g. c3");
  a->act = KILLALL_ACT_POINT;
  return true;
}

/* The command argv[0] (lower case) with its arguments as an action. False (and says why) when it is
 * malformed. */
static bool parse_action(int argc, char **argv, const killall_setup *s, killall_action *a, char *why,
                         size_t n) {
  const char *cmd = argv[0];
  memset(a, 0, sizeof *a);
  if (strcmp(cmd, "resign") == 0) {
    a->act = KILLALL_ACT_RESIGN;
  } else if (strcmp(cmd, "claim") == 0) {
    a->act = KILLALL_ACT_CLAIM;
  } else if (strcmp(cmd, "done") == 0) {
    a->act = KILLALL_ACT_DONE;
  } else if (strcmp(cmd, "attacker") == 0 || strcmp(cmd, "defender") == 0 || strcmp(cmd, "role") == 0) {
    const char *role = strcmp(cmd, "role") == 0 ? (argc > 1 ? argv[1] : "") : cmd;
    a->act = KILLALL_ACT_ROLE;
    a->role = killall_role_parse(role);
    if (a->role == KILLALL_NOROLE) return usage("say 'attacker' or 'defender'");
  } else if (strcmp(cmd, "handicap") == 0) {
    a->act = KILLALL_ACT_HANDICAP;
    if (argc != 2 || !parse_count(argv[1], &a->n)) return usage("usage: handicap N (a whole number)");
  } else if (strcmp(cmd, "batches") == 0) {
    a->act = KILLALL_ACT_BATCHES;
    if (argc != 3 || !parse_count(argv[1], &a->n) || !parse_count(argv[2], &a->m))
      return usage("usage: batches A B (two whole numbers)");
  } else if (strcmp(cmd, "first") == 0) {
    a->act = KILLALL_ACT_FIRST;
    if (argc != 2 || !parse_count(argv[1], &a->n)) return usage("usage: first 1|2");
  } else {
    return parse_point(argc, argv, s, a, why, n);
  }
  return true;
}

int killall_action_parse(int argc, char **argv, const killall_setup *s, killall_action *a, char *why,
                         size_t n) {
  return parse_action(argc, argv, s, a, why, n) ? 0 : YOMI_EINVAL;
}

/* The action a (parsed) of the player to act, and the words it earns. True to stop. */
static bool act(killall_referee *r, const killall_action *a, bool quiet, bool mark, char *out, size_t n) {
  bool was_started = r->k.started;
  const char *why = NULL;
  int err = killall_referee_act(r, a, &why);
  if (a->act == KILLALL_ACT_RESIGN) return false; /* the result says it */
  if (err == YOMI_ENOMEM && !why) return snprintf(out, n, "error: out of memory\n"), true;
  if (err) return snprintf(out, n, "error: %s\n", why ? why : yomi_strerror(err)), false;
  if (!was_started && r->k.started) {
    killall_referee_roles(r, out, n);
    text_appendf(out, n, "\n");
  }
  size_t used = strlen(out);
  if (!quiet) killall_referee_board(r, mark, out + used, n - used);
  return false;
}

bool killall_referee_line(killall_referee *r, char *line, bool quiet, bool mark, char *out, size_t n) {
  char *argv[8];
  int argc = 0;
  char *save = NULL;
  out[0] = 0;
  for (char *t = strtok_r(line, " \t\r\n", &save); t && argc < 8; t = strtok_r(NULL, " \t\r\n", &save))
    argv[argc++] = t;
  if (argc == 0) return false;
  for (char *c = argv[0]; *c; c++) *c = (char)tolower((unsigned char)*c);
  const char *cmd = argv[0];
  if (strcmp(cmd, "help") == 0 || strcmp(cmd, "?") == 0)
    return snprintf(out, n, "%s", killall_command_help()), false;
  if (strcmp(cmd, "quit") == 0 || strcmp(cmd, "exit") == 0) return true;
  if (strcmp(cmd, "board") == 0) return killall_referee_board(r, true, out, n), false;
  if (killall_referee_over(r))
    return snprintf(out, n, "error: the game is over; type quit to leave\n"), false;
  killall_action a;
  char bad[128];
  if (killall_action_parse(argc, argv, &r->k.setup, &a, bad, sizeof bad))
    return snprintf(out, n, "error: %s\n", bad), false;
  return act(r, &a, quiet, mark, out, n);
}

const char *killall_command_help(void) {
  return "Commands (one per line):\n"
         "  VERTEX        place a stone, e.g. c3 (setup stones are always Attacker stones)\n"
         "  claim         claim the Attacker role (Pieboxing, Handicap)\n"
         "  done          end Player 1's placement (Simple pie)\n"
         "  attacker | defender   choose your role (Simple pie, Hoctaph's pie)\n"
         "  handicap N    choose the number of handicap stones (Handicap)\n"
         "  batches A B   choose the batch sizes (Hoctaph's pie)\n"
         "  first 1|2     choose which player places batch A (Hoctaph's pie)\n"
         "  board         show the board with pass-alive stones marked\n"
         "  resign        the player to act resigns\n"
         "  help          this text\n"
         "  quit          stop (the game is saved as it stands if --sgf is given)\n"
         "Kill-All Go: the Defender wins by making one pass-alive string; the Attacker wins when its own\n"
         "pass-alive stones leave no room for one; there is no passing, and a player with no legal move\n"
         "loses. Positional superko; multi-stone suicide is legal (Tromp-Taylor).\n";
}
