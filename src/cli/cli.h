/* cli: what every subcommand of `yomi` shares. Only src/cli/ prints to the user or exits. */
#ifndef YOMI_CLI_CLI_H
#define YOMI_CLI_CLI_H
#include <stdio.h>

/* Exit codes, one convention for every verb (README "Exit codes", `yomi --help`):
 *   0 done: proved, counted, estimated, played;
 *   1 a check failed (a self-test or unmove-check mismatch, the exhaustive twin disagrees);
 *   2 bad usage or bad input (options, positions, a damaged or foreign checkpoint or snapshot);
 *   3 not decided within the limits: the node limit, or a pruned run that proves only a bound;
 *   4 an I/O or resource error: a file that cannot be read or written (a failed final save comes
 *     after the result, which is printed first), out of memory;
 *   130 interrupted by Ctrl-C (SIGINT), after the partial figures. */
enum { CLI_OK = 0, CLI_FAIL = 1, CLI_USAGE = 2, CLI_UNDECIDED = 3, CLI_IO = 4, CLI_INTERRUPTED = 130 };
/* The exit code of a library code (core/error.h): YOMI_OK 0, YOMI_ELIMIT and YOMI_EUNPROVED
 * CLI_UNDECIDED, YOMI_EINTR CLI_INTERRUPTED, YOMI_EIO and YOMI_ENOMEM CLI_IO, the rest CLI_USAGE. */
int cli_exit_status(int err);
/* The one-line help text of the convention, for `yomi --help`. */
extern const char cli_exit_help[];

typedef int (*cli_fn)(int argc, char **argv); /* argv[0] is the verb */

typedef struct cli_verb {
  const char *name;
  cli_fn run;
  const char *summary;
} cli_verb;

/* Print "yomi: error: <msg>" as one line on stderr and return CLI_USAGE: control bytes in the
 * message are escaped (text_quote), so input quoted in it never splits the line. */
int cli_error(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
/* The same line, returning `status` (CLI_IO for a file that cannot be written...). */
int cli_fail(int status, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* s as quoted in an error message: escaped, and cut with "..." past about 100 characters. The
 * text lives in one of four rotating buffers: up to four quotes in one message. */
const char *cli_quote(const char *s);
/* Dispatch argv[0] in a NULL-terminated verb table; `game` names the table in messages. */
int cli_dispatch(const char *game, const cli_verb *verbs, int argc, char **argv);
void cli_list_verbs(FILE *f, const char *game, const cli_verb *verbs);
int cli_wants_help(int argc, char **argv);
/* For a verb without arguments, given only what follows it: -1 when nothing does (run the verb);
 * CLI_OK after printing "usage: yomi VERB" and the summary for --help or -h; else an error. */
int cli_no_arguments(const char *verb, const char *summary, int argc, char **argv);

/* A records file a verb was given to read (core/records.h): CLI_OK with *f filled (records_free it),
 * or one error line said and its status: a missing file (records_read takes one for a campaign not
 * begun: here it is a mistake), a read error, and a file with no record in it at all (empty, or not a
 * records file). In cli/records.c. */
struct records_file;
int cli_records_read(const char *path, struct records_file *f);

/* Game front ends (one file each). */
int cli_go_main(int argc, char **argv);
int cli_shogi_main(int argc, char **argv);
int cli_killall_main(int argc, char **argv);
int cli_demo_main(int argc, char **argv);
int cli_records_main(int argc, char **argv);
/* `yomi GAME ...` with argv[0] = GAME (what the demo calls). */
int cli_main_game(int argc, char **argv);
int cli_bench_main(int argc, char **argv);

#endif
