/* json_capture.h (test helper): what a JSON writer puts between {} into a fresh string. */
#ifndef YOMI_TESTS_JSON_CAPTURE_H
#define YOMI_TESTS_JSON_CAPTURE_H
#include <stdio.h>
#include "core/json.h"

typedef struct json_capture {
  char *buf;
  size_t len;
  FILE *f;
  json_writer w;
} json_capture;

static inline void capture_begin(json_capture *c) {
  c->buf = NULL, c->len = 0;
  c->f = open_memstream(&c->buf, &c->len);
  json_init(&c->w, c->f);
  json_begin_object(&c->w);
}

/* The text written (free it). */
static inline char *capture_end(json_capture *c) {
  json_end_object(&c->w);
  fclose(c->f);
  return c->buf;
}

#endif
