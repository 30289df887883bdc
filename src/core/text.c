/* core/text: appending to fixed text buffers (see text.h). */
#include "core/text.h"
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

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
