/* go/gtp: GTP v2 lines, responses and the administrative commands (see gtp.h). The preprocessing
 * follows the specification section 3.1: control characters other than HT and LF are removed,
 * comments (# to end of line) are dropped, HT becomes a space, blank lines are ignored. */
#include "go/gtp.h"
#include <ctype.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include "core/error.h"
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
