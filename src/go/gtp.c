/* go/gtp: GTP v2 lines, responses, the administrative commands and the clock (see gtp.h). The preprocessing
 * follows the specification section 3.1: control characters other than HT and LF are removed,
 * comments (# to end of line) are dropped, HT becomes a space, blank lines are ignored. */
#include "go/gtp.h"
#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include "core/error.h"
#include "core/text.h"
#include "core/timer.h"
#include "go/board.h"
#include "yomi_version.h"

#define GTP_MAX_ARGS 64

/* The len bytes of line as a string: a NUL byte is a control character like the others, removed, so
 * that a line holding one is still answered. */
static void preprocess(char *line, size_t len) {
  char *w = line;
  for (char *r = line; r < line + len; r++) {
    unsigned char c = (unsigned char)*r;
    if (c == '#') break;
    if (c == '\t') c = ' ';
    if (c < 32 && c != '\n') continue;
    if (c == 127) continue;
    *w++ = (char)c;
  }
  *w = 0;
}

static int split(char *line, char **argv, int max) {
  int argc = 0;
  char *save = NULL;
  for (char *t = strtok_r(line, " \n", &save); t; t = strtok_r(NULL, " \n", &save)) {
    if (argc == max) return -1;
    argv[argc++] = t;
  }
  return argc;
}

/* The response "=id text\n\n" or "?id text\n\n" into s->reply; text never holds an empty line. */
static void respond(gtp_server *s, bool ok, const char *id, char *text) {
  size_t len = strlen(text);
  while (len && (text[len - 1] == '\n' || text[len - 1] == ' ')) text[--len] = 0;
  /* collapse blank lines inside multi-line responses: the protocol ends a response at one */
  char *w = text;
  for (char *r = text; *r; r++) {
    if (*r == '\n' && w > text && w[-1] == '\n') continue;
    *w++ = *r;
  }
  *w = 0;
  if (!id) id = "";
  size_t need = strlen(id) + (size_t)(w - text) + 5;
  if (need > s->reply_cap) {
    char *bigger = realloc(s->reply, need);
    if (!bigger) { /* keep the protocol's shape: an answer without its text */
      snprintf(s->reply, s->reply_cap, "%c\n\n", ok ? '=' : '?');
      return;
    }
    s->reply = bigger, s->reply_cap = need;
  }
  snprintf(s->reply, s->reply_cap, "%c%s %s\n\n", ok ? '=' : '?', id, text);
}

static const char *const admin[] = {"protocol_version", "name", "version", "known_command",
                                    "list_commands",    "quit", NULL};

static const gtp_command *find(const gtp_command *cmds, const char *name) {
  for (const gtp_command *c = cmds; c->name; c++)
    if (strcmp(c->name, name) == 0) return c;
  return NULL;
}

static bool is_admin(const char *name) {
  for (int i = 0; admin[i]; i++)
    if (strcmp(admin[i], name) == 0) return true;
  return false;
}

static bool all_digits(const char *s) {
  if (!*s) return false;
  for (; *s; s++)
    if (!isdigit((unsigned char)*s)) return false;
  return true;
}

/* The administrative command cmd into text: GTP_SUCCESS or GTP_FAILURE, or -1 when cmd is none. */
static int administer(const gtp_server *s, const char *cmd, int nargs, char **args, char *text) {
  const char *answer = NULL;
  if (strcmp(cmd, "protocol_version") == 0) answer = "2";
  else if (strcmp(cmd, "name") == 0) answer = s->name;
  else if (strcmp(cmd, "version") == 0) answer = YOMI_VERSION;
  else if (strcmp(cmd, "quit") == 0) answer = "";
  else if (strcmp(cmd, "known_command") == 0) {
    if (nargs != 1) return gtp_fail(text, GTP_TEXT_SIZE, "known_command takes one command name");
    answer = is_admin(args[0]) || find(s->cmds, args[0]) ? "true" : "false";
  } else if (strcmp(cmd, "list_commands") == 0) {
    size_t used = 0;
    for (int i = 0; admin[i]; i++)
      used += (size_t)snprintf(text + used, GTP_TEXT_SIZE - used, "%s\n", admin[i]);
    for (const gtp_command *c = s->cmds; c->name && used < GTP_TEXT_SIZE; c++)
      used += (size_t)snprintf(text + used, GTP_TEXT_SIZE - used, "%s\n", c->name);
    return GTP_SUCCESS;
  } else {
    return -1;
  }
  snprintf(text, GTP_TEXT_SIZE, "%s", answer);
  return GTP_SUCCESS;
}

bool gtp_server_line(gtp_server *s, char *line) { return gtp_server_bytes(s, line, strlen(line)); }

bool gtp_server_bytes(gtp_server *s, char *line, size_t len) {
  char *argv[GTP_MAX_ARGS], *text = s->text;
  s->reply[0] = text[0] = 0;
  preprocess(line, len);
  int argc = split(line, argv, GTP_MAX_ARGS);
  if (argc == 0) return false;
  if (argc < 0) return respond(s, false, NULL, strcpy(text, "too many arguments")), false;
  const char *id = all_digits(argv[0]) ? argv[0] : NULL;
  if (id && argc == 1) return respond(s, false, id, strcpy(text, "missing command after the id")), false;
  int first = id ? 1 : 0, nargs = argc - first - 1;
  const char *cmd = argv[first];
  char **args = argv + first + 1;
  int rc = administer(s, cmd, nargs, args, text);
  if (rc < 0) {
    const gtp_command *c = find(s->cmds, cmd);
    rc = c ? c->run(s->engine, nargs, args, text, GTP_TEXT_SIZE)
           : gtp_fail(text, GTP_TEXT_SIZE, "unknown command");
  }
  respond(s, rc == GTP_SUCCESS, id, text);
  return strcmp(cmd, "quit") == 0;
}

int gtp_server_init(gtp_server *s, const char *name, const gtp_command *cmds, void *engine) {
  *s = (gtp_server){.name = name, .cmds = cmds, .engine = engine, .reply_cap = GTP_TEXT_SIZE};
  s->text = malloc(GTP_TEXT_SIZE);
  s->reply = malloc(s->reply_cap);
  if (s->text && s->reply) return YOMI_OK;
  gtp_server_free(s);
  return YOMI_ENOMEM;
}

void gtp_server_free(gtp_server *s) {
  free(s->text);
  free(s->reply);
  s->text = s->reply = NULL;
}

int gtp_parse_colour(const char *s) {
  if (strcasecmp(s, "b") == 0 || strcasecmp(s, "black") == 0) return 1;
  if (strcasecmp(s, "w") == 0 || strcasecmp(s, "white") == 0) return 2;
  return 0;
}

int gtp_parse_int(const char *s, long *v) {
  char *end = NULL;
  errno = 0;
  long x = strtol(s, &end, 10);
  if (!*s || *end || errno) return -1;
  *v = x;
  return 0;
}

int gtp_parse_boardsize(int argc, char **args, long *cols, long *rows) {
  if (argc < 1 || argc > 2 || gtp_parse_int(args[0], cols) || (argc == 2 && gtp_parse_int(args[1], rows)))
    return -1;
  if (argc == 1) *rows = *cols;
  return 0;
}

int gtp_parse_play(int argc, char **args, int rows, int cols, int *colour, int *move, char *out, size_t n) {
  *colour = argc == 2 ? gtp_parse_colour(args[0]) : 0;
  if (!*colour) return gtp_fail(out, n, "syntax error: play COLOUR VERTEX");
  int rc = go_parse_move(args[1], rows, cols, move);
  if (rc == YOMI_ERANGE) return gtp_fail(out, n, "illegal move: off the board");
  if (rc) return gtp_fail(out, n, "syntax error: invalid vertex");
  return GTP_SUCCESS;
}

int gtp_fail(char *out, size_t n, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(out, n, fmt, ap);
  va_end(ap);
  return GTP_FAILURE;
}

int gtp_done(char *out) {
  out[0] = 0;
  return GTP_SUCCESS;
}

/* ---- the clock ---- */

/* A time in seconds, finite, >= 0 and below a year. */
static bool seconds(const char *s, double *v) {
  double x;
  if (text_decimal(s, &x) || x < 0 || x > 3.2e7) return false;
  *v = x;
  return true;
}

static bool count(const char *s, int *v) {
  long x;
  if (gtp_parse_int(s, &x) || x < 0 || x > 1000000) return false;
  *v = (int)x;
  return true;
}

/* The settings main, byo, stones, periods of system, with the times left forgotten. */
static int set_clock(gtp_clock *c, gtp_time_system system, double main, double byo, int stones, int periods,
                     char *out) {
  *c = (gtp_clock){.system = system,
                   .time_main_s = main,
                   .time_byo_s = byo,
                   .time_byo_stones = stones,
                   .time_byo_periods = periods};
  c->time_left_s[1] = c->time_left_s[2] = main; /* until the controller says otherwise */
  return gtp_done(out);
}

int gtp_time_settings(gtp_clock *c, int argc, char **args, char *out, size_t n) {
  double main, byo;
  int stones;
  if (argc != 3 || !seconds(args[0], &main) || !seconds(args[1], &byo) || !count(args[2], &stones))
    return gtp_fail(out, n, "syntax error: time_settings MAIN_TIME BYO_YOMI_TIME BYO_YOMI_STONES");
  if (byo > 0 && stones == 0) return set_clock(c, GTP_TIME_NONE, 0, 0, 0, 0, out);
  if (byo == 0) return set_clock(c, GTP_TIME_ABSOLUTE, main, 0, 0, 0, out);
  return set_clock(c, GTP_TIME_CANADIAN, main, byo, stones, 0, out);
}

int gtp_kgs_time_settings(gtp_clock *c, int argc, char **args, char *out, size_t n) {
  const char *usage = "syntax error: kgs-time_settings none | absolute MAIN | byoyomi MAIN PERIOD PERIODS | "
                      "canadian MAIN BYO STONES";
  double main = 0, byo = 0;
  int k = 0;
  const char *sys = argc ? args[0] : "";
  bool ok = (argc >= 2 && seconds(args[1], &main)) || argc == 1;
  ok = ok && (argc < 3 || seconds(args[2], &byo)) && (argc < 4 || count(args[3], &k));
  if (ok && strcasecmp(sys, "none") == 0 && argc == 1) return set_clock(c, GTP_TIME_NONE, 0, 0, 0, 0, out);
  if (ok && strcasecmp(sys, "absolute") == 0 && argc == 2)
    return set_clock(c, GTP_TIME_ABSOLUTE, main, 0, 0, 0, out);
  if (ok && strcasecmp(sys, "byoyomi") == 0 && argc == 4)
    return set_clock(c, k && byo > 0 ? GTP_TIME_BYOYOMI : GTP_TIME_ABSOLUTE, main, byo, 1, k, out);
  if (ok && strcasecmp(sys, "canadian") == 0 && argc == 4)
    return set_clock(c, k && byo > 0 ? GTP_TIME_CANADIAN : GTP_TIME_ABSOLUTE, main, byo, k, 0, out);
  return gtp_fail(out, n, "%s", usage);
}

int gtp_time_left(gtp_clock *c, int argc, char **args, char *out, size_t n) {
  int colour = argc == 3 ? gtp_parse_colour(args[0]) : 0, stones;
  double left;
  if (!colour || !seconds(args[1], &left) || !count(args[2], &stones))
    return gtp_fail(out, n, "syntax error: time_left COLOUR TIME STONES");
  c->time_left_s[colour] = left;
  c->time_left_stones[colour] = stones;
  return gtp_done(out);
}

/* Most of one move's share of a byo-yomi period (what a move may take once main time is spent). */
static double byo_share(const gtp_clock *c) {
  if (c->system == GTP_TIME_CANADIAN) return 0.8 * c->time_byo_s / c->time_byo_stones;
  return c->system == GTP_TIME_BYOYOMI ? 0.8 * c->time_byo_s : 0;
}

double gtp_clock_budget(const gtp_clock *c, int colour, int moves_left) {
  if (c->system == GTP_TIME_NONE || colour < 1 || colour > 2) return INFINITY;
  if (moves_left < 1) moves_left = 1;
  double left = c->time_left_s[colour];
  int stones = c->time_left_stones[colour];
  /* a margin for the protocol's round trip and the clock's granularity */
  double margin = 0.1 * left < 1 ? 0.1 * left : 1, share;
  if (stones > 0) /* in byo-yomi: the period's share of one move (Japanese: one move a period) */
    share = (left - margin) / (c->system == GTP_TIME_CANADIAN ? stones : 1);
  else if (left <= margin && c->system != GTP_TIME_ABSOLUTE) /* main time spent, no word yet */
    share = byo_share(c);
  else share = (left - margin) / moves_left + byo_share(c) / moves_left;
  return share > 0 ? share : 0;
}

void gtp_clock_spend(gtp_clock *c, int colour, double seconds) {
  if (colour < 1 || colour > 2) return;
  c->time_left_s[colour] = c->time_left_s[colour] > seconds ? c->time_left_s[colour] - seconds : 0;
}

int gtp_cputime(void *v, int argc, char **args, char *out, size_t n) {
  (void)v, (void)args;
  if (argc) return gtp_fail(out, n, "syntax error: cputime takes no arguments");
  snprintf(out, n, "%.3f", timer_cpu());
  return GTP_SUCCESS;
}
