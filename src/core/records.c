/* core/records: atomic JSON-line appends and their reader (see records.h). */
#include "core/records.h"
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include "core/error.h"
#include "yomi_version.h"

/* The command line as json_set_command_line got it, its program name written "yomi". */
static void command_text(char *out, size_t n) {
  char **argv = NULL;
  int argc = json_command_line(&argv);
  char *words[256] = {"yomi"};
  int k = 1;
  for (int i = 1; i < argc && k < 256; i++) words[k++] = argv[i];
  records_shell_words(out, n, k, words);
}

static bool plain_word(const char *s) {
  if (!*s) return false;
  for (; *s; s++)
    if (!strchr("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./,:=+@%", *s)) return false;
  return true;
}

void records_shell_words(char *out, size_t n, int argc, char **argv) {
  size_t k = 0;
  out[0] = 0;
  for (int i = 0; i < argc && k + 1 < n; i++) {
    if (i) out[k++] = ' ';
    bool plain = plain_word(argv[i]);
    if (!plain && k + 1 < n) out[k++] = '\'';
    for (const char *p = argv[i]; *p && k + 5 < n; p++) {
      if (*p == '\'') memcpy(out + k, "'\\''", 4), k += 4; /* close, an escaped quote, reopen */
      else out[k++] = *p;
    }
    if (!plain && k + 1 < n) out[k++] = '\'';
    out[k < n ? k : n - 1] = 0;
  }
}

int records_line_begin(records_line *l, const char *kind) {
  memset(l, 0, sizeof *l);
  if (!(l->f = open_memstream(&l->buf, &l->len))) return YOMI_ENOMEM;
  char *cmd = malloc(8192);
  if (!cmd) {
    records_line_discard(l);
    return YOMI_ENOMEM;
  }
  command_text(cmd, 8192);
  json_init(&l->w, l->f);
  json_begin_object(&l->w);
  json_kv_string(&l->w, "kind", kind);
  json_kv_string(&l->w, "command", cmd);
  json_kv_string(&l->w, "version", YOMI_VERSION);
  free(cmd);
  return 0;
}

void records_line_discard(records_line *l) {
  if (l->f) fclose(l->f);
  free(l->buf);
  memset(l, 0, sizeof *l);
}

/* Write all of buf with as few write() calls as the kernel allows (one for a regular file). */
static int write_all(int fd, const char *buf, size_t len) {
  while (len > 0) {
    ssize_t w = write(fd, buf, len);
    if (w < 0 && errno == EINTR) continue;
    if (w <= 0) return YOMI_EIO;
    buf += w, len -= (size_t)w;
  }
  return 0;
}

int records_line_append(records_line *l, const char *path) {
  json_end_object(&l->w); /* writes the newline at depth 0 */
  int rc = fflush(l->f) || ferror(l->f) ? YOMI_ENOMEM : 0;
  fclose(l->f);
  l->f = NULL;
  int fd = rc ? -1 : open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0644);
  if (!rc && fd < 0) rc = YOMI_EIO;
  if (!rc) rc = write_all(fd, l->buf, l->len);
  if (!rc && fsync(fd) != 0) rc = YOMI_EIO;
  if (fd >= 0 && close(fd) != 0 && !rc) rc = YOMI_EIO;
  records_line_discard(l);
  return rc;
}

int records_terminate(const char *path) {
  int fd = open(path, O_WRONLY | O_APPEND | O_CLOEXEC);
  int rc = fd < 0 || write_all(fd, "\n", 1) || fsync(fd) ? YOMI_EIO : 0;
  if (fd >= 0) close(fd);
  return rc;
}

void records_host(char *buf, size_t len) {
  if (gethostname(buf, len) != 0 || !buf[0]) snprintf(buf, len, "unknown");
  buf[len - 1] = 0;
}

void records_json_run(json_writer *w, const char *host, double start, double wall, double cpu) {
  char when[32];
  time_t t = (time_t)start;
  struct tm tm;
  gmtime_r(&t, &tm);
  strftime(when, sizeof when, "%Y-%m-%dT%H:%M:%SZ", &tm);
  json_kv_string(w, "host", host);
  json_kv_string(w, "start", when);
  json_kv_double(w, "wall_seconds", wall);
  json_kv_double(w, "cpu_seconds", cpu);
}

/* The whole file into *text (*len bytes). A missing file is empty. */
static int slurp(const char *path, char **text, size_t *len) {
  *text = NULL, *len = 0;
  FILE *f = fopen(path, "rb");
  if (!f) return errno == ENOENT ? 0 : YOMI_EIO;
  size_t cap = 0;
  int rc = 0;
  for (;;) {
    if (*len + 65536 > cap) {
      char *t = realloc(*text, cap = 2 * cap + 65536);
      if (!t) {
        rc = YOMI_ENOMEM;
        break;
      }
      *text = t;
    }
    size_t got = fread(*text + *len, 1, cap - *len, f);
    *len += got;
    if (got == 0) break;
  }
  if (!rc && ferror(f)) rc = YOMI_EIO;
  fclose(f);
  if (rc) free(*text), *text = NULL;
  return rc;
}

int records_read(const char *path, records_file *out) {
  memset(out, 0, sizeof *out);
  char *text;
  size_t len;
  int rc = slurp(path, &text, &len);
  if (rc || !text) return rc;
  int lines = 0;
  for (size_t i = 0; i < len; i++) lines += text[i] == '\n';
  out->docs = calloc((size_t)lines + 1, sizeof *out->docs);
  out->bad = calloc((size_t)lines + 1, sizeof *out->bad);
  if (!out->docs || !out->bad) rc = YOMI_ENOMEM;
  for (size_t a = 0; !rc && a < len;) {
    char *nl = memchr(text + a, '\n', len - a);
    if (!nl) { /* a torn last line: a writer killed in the middle of its write */
      out->torn = true;
      break;
    }
    int e = json_doc_parse(&out->docs[out->n], text + a, (size_t)(nl - (text + a)));
    if (e == YOMI_ENOMEM) rc = e;
    out->bad[out->n] = e != 0 || out->docs[out->n].nodes[0].type != JSON_OBJECT;
    out->n++;
    a = (size_t)(nl - text) + 1;
  }
  free(text);
  if (rc) records_free(out);
  return rc;
}

int records_count(const records_file *f) {
  int n = 0;
  for (int i = 0; i < f->n; i++) n += !f->bad[i];
  return n;
}

void records_free(records_file *f) {
  for (int i = 0; f->docs && i < f->n; i++) json_doc_free(&f->docs[i]);
  free(f->docs);
  free(f->bad);
  memset(f, 0, sizeof *f);
}
