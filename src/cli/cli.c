/* cli: shared error reporting and verb dispatch. */
#include "cli/cli.h"
#include "core/error.h"
#include "core/text.h"
#include <stdarg.h>
#include <string.h>

static void error_line(const char *fmt, va_list ap) {
  char msg[2048], line[2048];
  vsnprintf(msg, sizeof msg, fmt, ap);
  fprintf(stderr, "yomi: error: %s\n", text_quote(line, sizeof line, msg));
}

int cli_error(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  error_line(fmt, ap);
  va_end(ap);
  return CLI_USAGE;
}

int cli_fail(int status, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  error_line(fmt, ap);
  va_end(ap);
  return status;
}

int cli_exit_status(int err) {
  switch (err) {
    case YOMI_OK: return CLI_OK;
    case YOMI_ELIMIT:
    case YOMI_EDEPTH:
    case YOMI_EUNPROVED: return CLI_UNDECIDED;
    case YOMI_EINTR: return CLI_INTERRUPTED;
    case YOMI_EIO:
    case YOMI_ENOMEM: return CLI_IO;
    default: return CLI_USAGE;
  }
}

const char cli_exit_help[] = "exit status: 0 done (proved, counted), 1 a check failed, 2 bad usage or input, "
                             "3 not decided within the limits,\n  4 I/O or resource error, 130 interrupted\n";

const char *cli_quote(const char *s) {
  static char buf[4][104];
  static int next;
  next = (next + 1) % 4;
  return text_quote(buf[next], sizeof buf[next], s ? s : "");
}

void cli_list_verbs(FILE *f, const char *game, const cli_verb *verbs) {
  fprintf(f, "usage: yomi %s VERB [ARGS] [--options]   (yomi %s VERB --help for its options)\n\n", game,
          game);
  for (const cli_verb *v = verbs; v->name; v++) fprintf(f, "  %-13s %s\n", v->name, v->summary);
  fprintf(f, "\n%s", cli_exit_help);
}

int cli_wants_help(int argc, char **argv) {
  for (int i = 1; i < argc; i++)
    if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) return 1;
  return 0;
}

int cli_no_arguments(const char *verb, const char *summary, int argc, char **argv) {
  if (argc == 0) return -1;
  if (argc == 1 && (strcmp(argv[0], "--help") == 0 || strcmp(argv[0], "-h") == 0)) {
    printf("usage: yomi %s\n\n%s\n", verb, summary);
    return CLI_OK;
  }
  return cli_error("yomi %s takes no arguments (try 'yomi %s --help')", verb, verb);
}

int cli_dispatch(const char *game, const cli_verb *verbs, int argc, char **argv) {
  if (argc < 1) return cli_error("'yomi %s' needs a command (try 'yomi %s --help')", game, game);
  if (strcmp(argv[0], "--help") == 0 || strcmp(argv[0], "-h") == 0 || strcmp(argv[0], "help") == 0) {
    cli_list_verbs(stdout, game, verbs);
    return CLI_OK;
  }
  for (const cli_verb *v = verbs; v->name; v++)
    if (strcmp(v->name, argv[0]) == 0) return v->run(argc, argv);
  return cli_error("unknown command 'yomi %s %s' (try 'yomi %s --help')", game, argv[0], game);
}
