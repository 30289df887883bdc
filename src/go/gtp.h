/* go/gtp: the Go Text Protocol version 2 without its I/O, shared by `yomi go gtp` and `yomi killall
 * gtp`: a line preprocessed and split, its id, the administrative commands (protocol_version, name,
 * version, known_command, list_commands, quit), an engine's own commands from its table, and the
 * response ("=id text" or "?id text", ended by an empty line). The front end reads the lines and
 * writes the responses; the engines' tables are go/engine_gtp.c and killall/engine_gtp.c. */
#ifndef YOMI_GO_GTP_H
#define YOMI_GO_GTP_H
#include <stdbool.h>
#include <stddef.h>

enum { GTP_SUCCESS = 0, GTP_FAILURE = 1 };

/* The room a handler has for its text (out's capacity n below). */
#define GTP_TEXT_SIZE 65536

/* A command handler: args[0..argc) are the arguments after the command name. It writes the
 * response (success) or the error message (failure) into out (capacity n, NUL-terminated) and
 * returns GTP_SUCCESS or GTP_FAILURE. */
typedef int (*gtp_handler)(void *engine, int argc, char **args, char *out, size_t n);

typedef struct gtp_command {
  const char *name;
  gtp_handler run;
} gtp_command;

/* One session. Invariant: text has GTP_TEXT_SIZE bytes, reply reply_cap (at least as many). */
typedef struct gtp_server {
  const char *name;        /* the answer to `name` */
  const gtp_command *cmds; /* the engine's commands, ended by a NULL name */
  void *engine;            /* the handlers' first argument */
  char *text;              /* a handler's text */
  char *reply;             /* the response to the last line, "" when it held no command */
  size_t reply_cap;
} gtp_server;

/* 0 or YOMI_ENOMEM. */
int gtp_server_init(gtp_server *s, const char *name, const gtp_command *cmds, void *engine);
void gtp_server_free(gtp_server *s);
/* Answer one input line (changed in place) into s->reply. True after `quit` (its response is in
 * s->reply, and the session is over). */
bool gtp_server_line(gtp_server *s, char *line);
/* The same for a line of len bytes that may hold NUL bytes (removed as control characters), as read
 * from a stream; line[len] must be writable. */
bool gtp_server_bytes(gtp_server *s, char *line, size_t len);

/* Helpers for handlers: parse a colour ("b", "black", "w", "white"; case-insensitive) into
 * 1 (black) / 2 (white), or 0 if malformed; parse a whole decimal integer (0 on success). */
int gtp_parse_colour(const char *s);
int gtp_parse_int(const char *s, long *v);
/* The arguments of boardsize: N, or COLUMNS ROWS (GTP vertices name the column first). 0 with
 * *cols and *rows, -1 on a syntax error. */
int gtp_parse_boardsize(int argc, char **args, long *cols, long *rows);
/* The arguments of play, COLOUR VERTEX, on a rows x cols board: GTP_SUCCESS with *colour (1, 2)
 * and *move (GO_PASS for pass), else GTP_FAILURE with the syntax error in out[0..n). */
int gtp_parse_play(int argc, char **args, int rows, int cols, int *colour, int *move, char *out, size_t n);
/* The failure text (printf-style) into out[0..n); returns GTP_FAILURE. */
int gtp_fail(char *out, size_t n, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
/* An empty success response into out; returns GTP_SUCCESS. */
int gtp_done(char *out);

#endif
