/* cli/gtp: GTP v2 line handling and the administrative commands (see gtp.h). The preprocessing
 * follows the specification section 3.1: control characters other than HT and LF are removed,
 * comments (# to end of line) are dropped, HT becomes a space, blank lines are ignored. */
#include "cli/gtp.h"
#include "yomi_version.h"
#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#define GTP_MAX_ARGS 64
#define GTP_OUT_SIZE 65536

static void preprocess(char *line) {
  char *w = line;
  for (char *r = line; *r; r++) {
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

/* Print one response: "=id text\n\n" or "?id text\n\n"; text never holds an empty line. */
static void respond(FILE *out, int ok, const char *id, char *text) {
  size_t len = strlen(text);
  while (len && (text[len - 1] == '\n' || text[len - 1] == ' ')) text[--len] = 0;
  /* collapse blank lines inside multi-line responses: the protocol ends a response at one */
  char *w = text;
  for (char *r = text; *r; r++) {
    if (*r == '\n' && w > text && w[-1] == '\n') continue;
    *w++ = *r;
  }
  *w = 0;
  fprintf(out, "%c%s %s\n\n", ok ? '=' : '?', id ? id : "", text);
  fflush(out);
}

static const char *const admin[] = {"protocol_version", "name", "version", "known_command",
                                    "list_commands",    "quit", NULL};

static const gtp_command *find(const gtp_command *cmds, const char *name) {
  for (const gtp_command *c = cmds; c->name; c++)
    if (strcmp(c->name, name) == 0) return c;
  return NULL;
}

static int is_admin(const char *name) {
  for (int i = 0; admin[i]; i++)
    if (strcmp(admin[i], name) == 0) return 1;
  return 0;
}

static int all_digits(const char *s) {
  if (!*s) return 0;
  for (; *s; s++)
    if (!isdigit((unsigned char)*s)) return 0;
  return 1;
}

int gtp_serve(FILE *in, FILE *out, const char *name, const gtp_command *cmds, void *engine) {
  char *line = NULL;
  size_t cap = 0;
  char *text = malloc(GTP_OUT_SIZE);
  if (!text) return 0;
  while (getline(&line, &cap, in) >= 0) {
    preprocess(line);
    char *argv[GTP_MAX_ARGS];
    int argc = split(line, argv, GTP_MAX_ARGS);
    text[0] = 0;
    if (argc == 0) continue;
    const char *id = NULL;
    if (argc < 0) {
      respond(out, 0, NULL, strcpy(text, "too many arguments"));
      continue;
    }
    if (all_digits(argv[0])) {
      id = argv[0];
      if (argc == 1) {
        respond(out, 0, id, strcpy(text, "missing command after the id"));
        continue;
      }
    }
    int first = id ? 1 : 0;
    const char *cmd = argv[first];
    int nargs = argc - first - 1;
    char **args = argv + first + 1;
    if (strcmp(cmd, "protocol_version") == 0) {
      respond(out, 1, id, strcpy(text, "2"));
    } else if (strcmp(cmd, "name") == 0) {
      respond(out, 1, id, strcpy(text, name));
    } else if (strcmp(cmd, "version") == 0) {
      respond(out, 1, id, strcpy(text, YOMI_VERSION));
    } else if (strcmp(cmd, "known_command") == 0) {
      if (nargs != 1) {
        respond(out, 0, id, strcpy(text, "known_command takes one command name"));
        continue;
      }
      respond(out, 1, id, strcpy(text, is_admin(args[0]) || find(cmds, args[0]) ? "true" : "false"));
    } else if (strcmp(cmd, "list_commands") == 0) {
      size_t used = 0;
      for (int i = 0; admin[i]; i++)
        used += (size_t)snprintf(text + used, GTP_OUT_SIZE - used, "%s\n", admin[i]);
      for (const gtp_command *c = cmds; c->name && used < GTP_OUT_SIZE; c++)
        used += (size_t)snprintf(text + used, GTP_OUT_SIZE - used, "%s\n", c->name);
      respond(out, 1, id, text);
    } else if (strcmp(cmd, "quit") == 0) {
      respond(out, 1, id, text);
      break;
    } else {
      const gtp_command *c = find(cmds, cmd);
      if (!c) {
        respond(out, 0, id, strcpy(text, "unknown command"));
        continue;
      }
      int rc = c->run(engine, nargs, args, text, GTP_OUT_SIZE);
      respond(out, rc == GTP_SUCCESS, id, text);
    }
  }
  free(line);
  free(text);
  return 0;
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
