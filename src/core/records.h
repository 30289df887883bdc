/* core/records: a records file, one JSON object per line, appended atomically (a killed writer never
 * leaves half a line behind a whole one; a reader sets a torn last line aside), and the members every
 * record of a run carries: the shell-quoted command line, version, host, start time, wall and CPU
 * seconds. The format of the campaigns' records is in docs/campaigns.md. */
#ifndef YOMI_CORE_RECORDS_H
#define YOMI_CORE_RECORDS_H
#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>
#include "core/json.h"
#include "core/jsonread.h"

/* One record being built in memory (json_writer on a memory stream). */
typedef struct records_line {
  json_writer w;
  FILE *f;
  char *buf;
  size_t len;
} records_line;

/* Begin a record: {"kind": kind, "command": the process's command line shell-quoted (from
 * json_set_command_line, else "yomi"), "version": ...}. 0 or YOMI_ENOMEM (nothing to free). */
int records_line_begin(records_line *l, const char *kind);
/* Close the object and append it as one line to path: one write() on a descriptor opened with
 * O_APPEND, then fsync. 0 or YOMI_EIO / YOMI_ENOMEM; frees the line either way. */
int records_line_append(records_line *l, const char *path);
/* End a torn last line (a writer killed mid-write) with a newline, so that the next append starts a
 * line of its own: the torn bytes become one bad line. 0 or YOMI_EIO. */
int records_terminate(const char *path);
/* Drop a line without writing it. */
void records_line_discard(records_line *l);

/* Members "host", "start" (UTC, ISO 8601, from a timer_wall-style time in seconds since the epoch),
 * "wall_seconds" and "cpu_seconds". */
void records_json_run(json_writer *w, const char *host, double start, double wall, double cpu);
/* This machine's name into buf (len bytes; "unknown" when it has none). */
void records_host(char *buf, size_t len);
/* The arguments as one line a POSIX shell reads back as the same words: each word that needs it
 * in single quotes. Into out (n bytes, cut when too long). */
void records_shell_words(char *out, size_t n, int argc, char **argv);

/* A records file read back. lines[i] is the i-th complete line's record (docs[i].n == 0 where the
 * line is no JSON object: bad[i] true). torn: the file did not end with a newline, and its last
 * bytes (not a line) were left out. */
typedef struct records_file {
  int n;
  json_doc *docs;
  bool *bad;
  bool torn;
} records_file;

/* Read path (a missing file is an empty one). 0, YOMI_EIO or YOMI_ENOMEM. */
int records_read(const char *path, records_file *out);
void records_free(records_file *f);
/* How many of f's lines are records (not bad). */
int records_count(const records_file *f);

#endif
