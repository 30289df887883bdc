/* go/gtp: the Go Text Protocol version 2 without its I/O, shared by `yomi go gtp` and `yomi killall
 * gtp`: a line preprocessed and split, its id, the administrative commands (protocol_version, name,
 * version, known_command, list_commands, quit), an engine's own commands from its table, and the
 * response ("=id text" or "?id text", ended by an empty line). The front end reads the lines and
 * writes the responses; the engines' tables are go/engine_gtp.c and killall/engine_gtp.c. Also the
 * clock both engines keep for the time commands, and the budget of a move it gives. */
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

/* The clock of a game as the controller states it (time_settings, kgs-time_settings, time_left),
 * per colour (index 1 Black, 2 White), in plain fields an engine reads. Zero-initialised: no limits. */
typedef enum gtp_time_system {
  GTP_TIME_NONE = 0, /* no limits */
  GTP_TIME_ABSOLUTE, /* main time only */
  GTP_TIME_CANADIAN, /* main time, then byo_s for every byo_stones moves (GTP's time_settings) */
  GTP_TIME_BYOYOMI,  /* main time, then byo_periods periods of byo_s, each for one move */
} gtp_time_system;

typedef struct gtp_clock {
  gtp_time_system system;
  double time_main_s;      /* main time */
  double time_byo_s;       /* a byo-yomi period (Canadian: for time_byo_stones moves) */
  int time_byo_stones;     /* Canadian: moves in a period */
  int time_byo_periods;    /* Japanese byo-yomi: periods */
  double time_left_s[3];   /* main time at first, then the last time_left, less what genmove spent since
                          * (gtp_clock_spend) */
  int time_left_stones[3]; /* its stones: 0 in main time, else moves (periods) left in byo-yomi */
} gtp_clock;

/* The handlers of the time commands on a clock (the engine's handlers pass theirs): `time_settings
 * MAIN BYO STONES` (GTP 2: BYO > 0 with STONES 0 means no limits, BYO 0 absolute time), `time_left
 * COLOUR TIME STONES`, `kgs-time_settings none | absolute MAIN | byoyomi MAIN PERIOD PERIODS |
 * canadian MAIN BYO STONES`. Times are whole or decimal seconds >= 0. */
int gtp_time_settings(gtp_clock *c, int argc, char **args, char *out, size_t n);
int gtp_time_left(gtp_clock *c, int argc, char **args, char *out, size_t n);
int gtp_kgs_time_settings(gtp_clock *c, int argc, char **args, char *out, size_t n);
/* The seconds a move of colour may take now, when about moves_left moves of its own remain (at least
 * 1 counted): INFINITY without limits; in main time an even share of what is left (plus most of a
 * byo-yomi period, which follows); in byo-yomi most of the period's share per move. Never negative. */
double gtp_clock_budget(const gtp_clock *c, int colour, int moves_left);
/* Charge seconds that colour spent (a genmove) to its time left. */
void gtp_clock_spend(gtp_clock *c, int colour, double seconds);
/* `cputime`: the process's CPU seconds (any engine; v unused). */
int gtp_cputime(void *v, int argc, char **args, char *out, size_t n);

#endif
