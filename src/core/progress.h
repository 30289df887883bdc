/* progress: a one-line progress display on stderr, drawn only when stderr is a terminal and
 * at most a few times per second, or (progress_every) a line every so many seconds, for a log; and
 * the SIGINT flag that long runs poll to stop cleanly. */
#ifndef YOMI_CORE_PROGRESS_H
#define YOMI_CORE_PROGRESS_H
#include <signal.h>
#include <stdatomic.h>
#include <stdbool.h>

typedef struct progress {
  bool enabled; /* stderr is a terminal, or progress_every set */
  bool lines;   /* progress_every set: whole lines, none redrawn */
  double last;  /* time of the last draw */
  double start; /* time progress_start was called */
  int drawn;    /* a line is on screen */
} progress;

/* The environment's YOMI_PROGRESS (NULL or "": unset): seconds between progress lines, written as
 * whole lines whether or not stderr is a terminal (a run in the background, its stderr in a log).
 * Returns -1 for text that is not a number of seconds in (0, 86400], and changes nothing then. */
int progress_every(const char *seconds);
void progress_start(progress *p);
/* Draw "label: text" if enough time has passed (printf-style). */
void progress_update(progress *p, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void progress_done(progress *p); /* erase the line */

/* SIGINT handling: after progress_catch_sigint(), a first Ctrl-C sets the flag; long runs poll it,
 * stop, and report what they have. A second Ctrl-C restores the default action. */
void progress_catch_sigint(void);
bool progress_interrupted(void);
/* The line (with its newline; a string that outlives the run) that the first Ctrl-C writes to stderr,
 * for a stop that takes a while, such as writing a table of gigabytes; NULL for none. */
void progress_sigint_note(const char *line);
/* Set by the SIGINT handler; atomic (lock-free, so safe in a handler), since worker threads read it. */
extern atomic_int progress_sigint;

#endif
