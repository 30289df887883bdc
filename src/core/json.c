/* json: streaming writer with comma bookkeeping and string escaping. */
#include "core/json.h"
#include "core/text.h"
#include "yomi_version.h"
#include <math.h>
#include <string.h>

void json_init(json_writer *w, FILE *out) {
  memset(w, 0, sizeof *w);
  w->out = out;
}

static void before_value(json_writer *w) {
  if (w->after_key) {
    w->after_key = false;
    return;
  }
  if (w->depth > 0) {
    if (!w->first[w->depth]) fputs(", ", w->out);
    w->first[w->depth] = false;
  }
}

static void open(json_writer *w, char c) {
  before_value(w);
  fputc(c, w->out);
  if (w->depth + 1 < JSON_MAX_DEPTH) w->depth++;
  w->first[w->depth] = true;
}

static void close_(json_writer *w, char c) {
  fputc(c, w->out);
  if (w->depth > 0) w->depth--;
  if (w->depth == 0) fputc('\n', w->out);
}

void json_begin_object(json_writer *w) { open(w, '{'); }
void json_end_object(json_writer *w) { close_(w, '}'); }
void json_begin_array(json_writer *w) { open(w, '['); }
void json_end_array(json_writer *w) { close_(w, ']'); }

static void write_escaped(FILE *out, const char *s) {
  fputc('"', out);
  for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
    switch (*p) {
      case '"': fputs("\\\"", out); break;
      case '\\': fputs("\\\\", out); break;
      case '\n': fputs("\\n", out); break;
      case '\r': fputs("\\r", out); break;
      case '\t': fputs("\\t", out); break;
      default:
        if (*p < 0x20) fprintf(out, "\\u%04x", *p);
        else fputc(*p, out);
    }
  }
  fputc('"', out);
}

void json_key(json_writer *w, const char *key) {
  before_value(w);
  write_escaped(w->out, key);
  fputs(": ", w->out);
  w->after_key = true;
}

void json_string(json_writer *w, const char *s) {
  before_value(w);
  write_escaped(w->out, s ? s : "");
}
void json_int(json_writer *w, int64_t v) {
  before_value(w);
  fprintf(w->out, "%lld", (long long)v);
}
void json_uint(json_writer *w, uint64_t v) {
  before_value(w);
  fprintf(w->out, "%llu", (unsigned long long)v);
}
void json_double(json_writer *w, double v) {
  before_value(w);
  if (isfinite(v)) fprintf(w->out, "%.17g", v);
  else fputs("null", w->out);
}
void json_bool(json_writer *w, bool v) {
  before_value(w);
  fputs(v ? "true" : "false", w->out);
}
void json_null(json_writer *w) {
  before_value(w);
  fputs("null", w->out);
}

void json_kv_string(json_writer *w, const char *k, const char *s) {
  json_key(w, k);
  json_string(w, s);
}
void json_kv_int(json_writer *w, const char *k, int64_t v) {
  json_key(w, k);
  json_int(w, v);
}
void json_kv_uint(json_writer *w, const char *k, uint64_t v) {
  json_key(w, k);
  json_uint(w, v);
}
void json_kv_double(json_writer *w, const char *k, double v) {
  json_key(w, k);
  json_double(w, v);
}
void json_kv_bool(json_writer *w, const char *k, bool v) {
  json_key(w, k);
  json_bool(w, v);
}

static int cmdline_argc;
static char **cmdline_argv;

void json_set_command_line(int argc, char **argv) {
  cmdline_argc = argc;
  cmdline_argv = argv;
}

int json_command_line(char ***argv) {
  *argv = cmdline_argv;
  return cmdline_argc;
}

void json_begin_record(json_writer *w, int argc, char **argv) {
  if (cmdline_argv) {
    argc = cmdline_argc - 1;
    argv = cmdline_argv + 1;
  }
  /* the words shell-quoted, so that the record's command can be pasted back into a shell; the words
   * that do not fit whole are left out */
  char cmd[1024] = "yomi";
  size_t len = strlen(cmd);
  for (int i = 0; i < argc; i++) {
    size_t k = len;
    text_emit(cmd, sizeof cmd, &k, " ");
    text_shell_word(cmd, sizeof cmd, &k, argv[i]);
    if (k >= sizeof cmd) break;
    len = k;
  }
  cmd[len] = '\0';
  json_begin_object(w);
  json_kv_string(w, "command", cmd);
  json_kv_string(w, "version", YOMI_VERSION);
}
