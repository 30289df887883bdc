/* fuzz/gtp_lines.h: feed the input to a GTP session line by line, as cli/gtp.c does from a stream,
 * and check that every line gets either no response (it held no command) or one whole response. */
#ifndef YOMI_FUZZ_GTP_LINES_H
#define YOMI_FUZZ_GTP_LINES_H
#include "fuzz.h"
#include "go/gtp.h"

static inline void fuzz_gtp_session(gtp_server *s, const uint8_t *data, size_t size) {
  size_t i = 0;
  while (i < size) {
    size_t j = i;
    while (j < size && data[j] != '\n') j++;
    size_t len = j - i + (j < size);
    char *line = malloc(len + 1);
    if (!line) abort();
    memcpy(line, data + i, len);
    bool quit = gtp_server_bytes(s, line, len);
    size_t r = strlen(s->reply);
    /* a response is "=..." or "?..." ended by an empty line */
    if (r && (r < 3 || (s->reply[0] != '=' && s->reply[0] != '?') || strcmp(s->reply + r - 2, "\n\n") != 0))
      abort();
    free(line);
    if (quit) break;
    i = j + 1;
  }
}

#endif
