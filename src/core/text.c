/* core/text: appending to fixed text buffers (see text.h). */
#include "core/text.h"
#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "core/error.h"

void text_emit(char *out, size_t n, size_t *k, const char *s) {
  for (; *s; s++, (*k)++)
    if (*k + 1 < n) out[*k] = *s;
}

void text_appendf(char *buf, size_t size, const char *fmt, ...) {
  size_t used = strlen(buf);
  if (used + 1 >= size) return;
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(buf + used, size - used, fmt, ap);
  va_end(ap);
}

/* The quoted form of byte c into e (5 bytes): its length. */
static size_t quote_byte(unsigned char c, char e[5]) {
  if (c == '\n' || c == '\t' || c == '\r')
    return (size_t)snprintf(e, 5, "\\%c", c == '\n' ? 'n' : c == '\t' ? 't' : 'r');
  if (c < 32 || c == 127) return (size_t)snprintf(e, 5, "\\x%02X", c);
  e[0] = (char)c, e[1] = 0;
  return 1;
}

char *text_quote(char *out, size_t n, const char *s) {
  if (n == 0) return out;
  char e[5];
  size_t total = 0, k = 0;
  for (const char *r = s; *r; r++) total += quote_byte((unsigned char)*r, e);
  /* when it does not fit, keep room for the "..." */
  size_t room = total < n ? n - 1 : (n > 4 ? n - 4 : 0);
  for (const char *r = s; *r; r++) {
    size_t len = quote_byte((unsigned char)*r, e);
    if (k + len > room) break;
    memcpy(out + k, e, len);
    k += len;
  }
  if (total >= n) {
    size_t dots = n - 1 - k < 3 ? n - 1 - k : 3;
    memcpy(out + k, "...", dots);
    k += dots;
  }
  out[k] = 0;
  return out;
}

void text_shell_word(char *out, size_t n, size_t *k, const char *s) {
  bool plain = *s != '\0';
  for (const char *c = s; *c; c++) plain = plain && (isalnum((unsigned char)*c) || strchr("_-+=/.,:@%", *c));
  if (plain) {
    text_emit(out, n, k, s);
    return;
  }
  text_emit(out, n, k, "'");
  for (const char *c = s; *c; c++) {
    char one[2] = {*c, '\0'};
    text_emit(out, n, k, *c == '\'' ? "'\\''" : one);
  }
  text_emit(out, n, k, "'");
}

int text_save(const char *path, const char *text, size_t len) {
  FILE *f = fopen(path, "w");
  int err = f ? YOMI_OK : YOMI_EIO;
  if (f && fwrite(text, 1, len, f) != len) err = YOMI_EIO;
  if (f && fclose(f) != 0) err = YOMI_EIO;
  return err;
}

static const char *digits(const char *s, int *n) {
  for (*n = 0; *s >= '0' && *s <= '9'; s++) ++*n;
  return s;
}

int text_decimal(const char *s, double *v) {
  const char *q = s;
  int whole, frac = 0, ex;
  if (*q == '+' || *q == '-') q++;
  q = digits(q, &whole);
  if (*q == '.') q = digits(q + 1, &frac);
  if (whole + frac == 0) return -1;
  if (*q == 'e' || *q == 'E') {
    q++;
    if (*q == '+' || *q == '-') q++;
    q = digits(q, &ex);
    if (ex == 0) return -1;
  }
  if (*q) return -1;
  errno = 0;
  double x = strtod(s, NULL);
  if (errno == ERANGE || !isfinite(x)) return -1;
  *v = x;
  return 0;
}
