/* cli/plot: running gnuplot on the scripts yomi writes (`shogi estimate --plot DIR`), when it is
 * installed: the library writes the data and the scripts, the front end draws them. */
#ifndef YOMI_CLI_PLOT_H
#define YOMI_CLI_PLOT_H

/* What cli_gnuplot did. */
enum { CLI_PLOT_DRAWN = 0, CLI_PLOT_NO_GNUPLOT = 1, CLI_PLOT_FAILED = 2 };

/* Runs `gnuplot SCRIPT...` with dir as its working directory (its output files land there) and
 * waits for it. CLI_PLOT_DRAWN, CLI_PLOT_NO_GNUPLOT (not on the PATH) or CLI_PLOT_FAILED. */
int cli_gnuplot(const char *dir, const char *const *scripts, int n);

/* Makes the directory if it does not exist yet (one level). 0, or -1 with errno set. */
int cli_make_dir(const char *dir);

#endif
