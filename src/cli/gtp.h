/* cli/gtp: the Go Text Protocol's I/O for `yomi go gtp` and `yomi killall gtp`: lines from a
 * stream, each answered by go/gtp.h (which holds the protocol), the responses to another. */
#ifndef YOMI_CLI_GTP_H
#define YOMI_CLI_GTP_H
#include <stdio.h>
#include "core/opts.h"
#include "go/gtp.h"

/* Serve commands from `in` until quit or end of input. 0, or CLI_FAIL after one error line. */
int gtp_serve(FILE *in, FILE *out, const char *name, const gtp_command *cmds, void *engine);
/* The same, and after each command whose handler wrote a note into note[] (the engine's buffer, may
 * be NULL), that note as one line on `err` (GTP leaves stderr to the engine's comments), then cleared. */
int gtp_serve_notes(FILE *in, FILE *out, FILE *err, const char *name, const gtp_command *cmds, void *engine,
                    char *note);

/* The options of a GTP verb (no positional arguments) into o: 0, -1 after the help text (the usage
 * line, then the options), or CLI_USAGE after one error line. */
int gtp_cli_options(int argc, char **argv, const char *usage, const opt_spec *specs, size_t n, void *o);

#endif
