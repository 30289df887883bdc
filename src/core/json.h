/* json: a small streaming JSON writer for run records (one object per run, see DESIGN.md). */
#ifndef YOMI_CORE_JSON_H
#define YOMI_CORE_JSON_H
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#define JSON_MAX_DEPTH 32

/* Invariant: first[d] is true while the container at depth d has no member yet;
 * after_key is true between json_key and the value that follows it. */
typedef struct json_writer {
  FILE *out;
  int depth;
  bool first[JSON_MAX_DEPTH];
  bool after_key;
} json_writer;

void json_init(json_writer *w, FILE *out);
void json_begin_object(json_writer *w);
void json_end_object(json_writer *w);
void json_begin_array(json_writer *w);
void json_end_array(json_writer *w);
void json_key(json_writer *w, const char *key);
void json_string(json_writer *w, const char *s);
void json_int(json_writer *w, int64_t v);
void json_uint(json_writer *w, uint64_t v);
void json_double(json_writer *w, double v);
void json_bool(json_writer *w, bool v);
void json_null(json_writer *w);
/* key + value shorthands */
void json_kv_string(json_writer *w, const char *key, const char *s);
void json_kv_int(json_writer *w, const char *key, int64_t v);
void json_kv_uint(json_writer *w, const char *key, uint64_t v);
void json_kv_double(json_writer *w, const char *key, double v);
void json_kv_bool(json_writer *w, const char *key, bool v);
/* Start the standard record: {"command": ..., "version": ...  (caller adds params/result/stats).
 * "command" is the process's whole command line when json_set_command_line was called (the `yomi`
 * front end does so first thing), else "yomi" followed by argv[0..argc). */
void json_begin_record(json_writer *w, int argc, char **argv);
void json_set_command_line(int argc, char **argv);
/* The command line json_set_command_line was given: its argc, argv into *argv (0 and NULL: none). */
int json_command_line(char ***argv);

#endif
