/* cli/gtp: the Go Text Protocol version 2 front end shared by `yomi go gtp` and `yomi killall gtp`:
 * line preprocessing, ids, `=`/`?` responses, and the administrative commands (protocol_version,
 * name, version, known_command, list_commands, quit). Engines supply the game commands. */
#ifndef YOMI_CLI_GTP_H
#define YOMI_CLI_GTP_H
#include <stddef.h>
#include <stdio.h>

enum { GTP_SUCCESS = 0, GTP_FAILURE = 1, GTP_QUIT = 2 };

/* A command handler: args[0..argc) are the arguments after the command name. It writes the
 * response (success) or the error message (failure) into out (capacity n, NUL-terminated) and
 * returns GTP_SUCCESS or GTP_FAILURE. */
typedef int (*gtp_handler)(void *engine, int argc, char **args, char *out, size_t n);

typedef struct gtp_command {
  const char *name;
  gtp_handler run;
} gtp_command;

/* Serve commands from `in` until quit or end of input. Returns 0. */
int gtp_serve(FILE *in, FILE *out, const char *name, const gtp_command *cmds, void *engine);

/* Helpers for handlers: parse a colour ("b", "black", "w", "white"; case-insensitive) into
 * 1 (black) / 2 (white), or 0 if malformed; parse a whole decimal integer (0 on success). */
int gtp_parse_colour(const char *s);
int gtp_parse_int(const char *s, long *v);

#endif
