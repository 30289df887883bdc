/* cli/gtp: GTP's lines in and responses out (see gtp.h). */
#include "cli/gtp.h"
#include <stdlib.h>
#include "cli/cli.h"

int gtp_serve(FILE *in, FILE *out, const char *name, const gtp_command *cmds, void *engine) {
  return gtp_serve_notes(in, out, NULL, name, cmds, engine, NULL);
}

int gtp_serve_notes(FILE *in, FILE *out, FILE *err, const char *name, const gtp_command *cmds, void *engine,
                    char *note) {
  gtp_server s;
  if (gtp_server_init(&s, name, cmds, engine)) return cli_fail(CLI_IO, "out of memory");
  char *line = NULL;
  size_t cap = 0;
  bool quit = false;
  ssize_t len;
  while (!quit && (len = getline(&line, &cap, in)) >= 0) {
    quit = gtp_server_bytes(&s, line, (size_t)len);
    if (note && note[0]) {
      fprintf(err, "%s\n", note);
      fflush(err);
      note[0] = 0;
    }
    if (!s.reply[0]) continue;
    fputs(s.reply, out);
    fflush(out);
  }
  free(line);
  gtp_server_free(&s);
  return 0;
}

int gtp_cli_options(int argc, char **argv, const char *usage, const opt_spec *specs, size_t n, void *o) {
  char err[256], *pos[2];
  int npos = 0;
  opts_defaults(specs, n, o);
  if (cli_wants_help(argc, argv)) {
    printf("%s\n\n", usage);
    opts_help(stdout, specs, n);
    return -1;
  }
  if (opts_parse(specs, n, o, argc - 1, argv + 1, pos, 2, &npos, err, sizeof err))
    return cli_error("%s", err);
  if (npos) return cli_error("unexpected argument '%s'", cli_quote(pos[0]));
  return 0;
}
