/* progress: terminal progress line and clean Ctrl-C. */
#include "core/progress.h"
#include "core/text.h"
#include "core/timer.h"
#include <stdarg.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

atomic_int progress_sigint = 0;

static double every; /* progress_every: seconds between lines; 0: the terminal's line */

int progress_every(const char *seconds) {
  if (!seconds || !*seconds) return every = 0, 0;
  double v;
  if (text_decimal(seconds, &v) || !(v > 0 && v <= 86400)) return -1;
  every = v;
  return 0;
}

void progress_start(progress *p) {
  p->lines = every > 0;
  p->enabled = p->lines || isatty(STDERR_FILENO);
  p->start = timer_now();
  p->last = p->lines ? p->start : 0; /* lines: the first after one interval */
  p->drawn = 0;
}

void progress_update(progress *p, const char *fmt, ...) {
  if (!p->enabled) return;
  double now = timer_now();
  if (now - p->last < (p->lines ? every : 0.25)) return;
  p->last = now;
  char line[200];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(line, sizeof line, fmt, ap);
  va_end(ap);
  if (p->lines) fprintf(stderr, "[%7.1fs] %s\n", now - p->start, line);
  else fprintf(stderr, "\r\033[K[%7.1fs] %s", now - p->start, line);
  fflush(stderr);
  p->drawn = !p->lines;
}

void progress_done(progress *p) {
  if (p->enabled && p->drawn) {
    fprintf(stderr, "\r\033[K");
    fflush(stderr);
  }
  p->drawn = 0;
}

static const char *sigint_note; /* progress_sigint_note's line */

static void on_sigint(int sig) {
  (void)sig;
  if (atomic_load_explicit(&progress_sigint, memory_order_relaxed)) signal(SIGINT, SIG_DFL);
  else if (sigint_note) { /* write(2) is async-signal-safe; what it fails to write is lost, nothing else */
    ssize_t n = write(STDERR_FILENO, sigint_note, strlen(sigint_note));
    (void)n;
  }
  atomic_store_explicit(&progress_sigint, 1, memory_order_relaxed);
}

void progress_sigint_note(const char *line) { sigint_note = line; }

void progress_catch_sigint(void) {
  struct sigaction sa = {0};
  sa.sa_handler = on_sigint;
  sigemptyset(&sa.sa_mask);
  sigaction(SIGINT, &sa, NULL);
}

bool progress_interrupted(void) { return atomic_load_explicit(&progress_sigint, memory_order_relaxed) != 0; }
