/* cli/plot: gnuplot as a child process in the plot directory (see plot.h). */
#include "cli/plot.h"
#include <errno.h>
#include <stdio.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#define MAX_SCRIPTS 8

int cli_gnuplot(const char *dir, const char *const *scripts, int n) {
  if (n < 1 || n > MAX_SCRIPTS) return CLI_PLOT_FAILED;
  char *argv[MAX_SCRIPTS + 2] = {"gnuplot"};
  for (int i = 0; i < n; i++) argv[i + 1] = (char *)scripts[i];
  argv[n + 1] = NULL;
  fflush(stdout);
  fflush(stderr);
  pid_t pid = fork();
  if (pid < 0) return CLI_PLOT_FAILED;
  if (pid == 0) {
    if (chdir(dir) != 0) _exit(126);
    execvp("gnuplot", argv);
    _exit(127); /* not found (or not runnable) */
  }
  int status;
  while (waitpid(pid, &status, 0) < 0)
    if (errno != EINTR) return CLI_PLOT_FAILED;
  if (WIFEXITED(status) && WEXITSTATUS(status) == 127) return CLI_PLOT_NO_GNUPLOT;
  return WIFEXITED(status) && WEXITSTATUS(status) == 0 ? CLI_PLOT_DRAWN : CLI_PLOT_FAILED;
}

int cli_make_dir(const char *dir) {
  if (mkdir(dir, 0777) == 0) return 0;
  struct stat st;
  if (errno == EEXIST && stat(dir, &st) == 0 && S_ISDIR(st.st_mode)) return 0;
  if (errno == EEXIST) errno = ENOTDIR;
  return -1;
}
