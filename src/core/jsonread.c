/* core/jsonread: a recursive-descent JSON reader into a flat node array (see jsonread.h). */
#include "core/jsonread.h"
#include <stdlib.h>
#include <string.h>
#include "core/error.h"

/* The reader's cursor; out is where the next decoded string byte goes in d->buf. */
typedef struct reader {
  json_doc *d;
  const char *p, *end;
  char *out;
  int depth;
} reader;

static void skip_space(reader *r) {
  while (r->p < r->end && (*r->p == ' ' || *r->p == '\t' || *r->p == '\n' || *r->p == '\r')) r->p++;
}

static int new_node(reader *r, json_type t) {
  json_doc *d = r->d;
  if (d->n == d->cap) {
    int cap = d->cap ? 2 * d->cap : 64;
    json_node *nn = realloc(d->nodes, (size_t)cap * sizeof *nn);
    if (!nn) return YOMI_ENOMEM;
    d->nodes = nn, d->cap = cap;
  }
  d->nodes[d->n] = (json_node){.type = t, .child = -1, .next = -1};
  return d->n++;
}

/* Append code point c as UTF-8 (a lone surrogate as '?'). */
static void put_utf8(reader *r, unsigned c) {
  if (c >= 0xd800 && c < 0xe000) c = '?';
  if (c < 0x80) *r->out++ = (char)c;
  else if (c < 0x800) *r->out++ = (char)(0xc0 | c >> 6), *r->out++ = (char)(0x80 | (c & 0x3f));
  else {
    *r->out++ = (char)(0xe0 | c >> 12);
    *r->out++ = (char)(0x80 | ((c >> 6) & 0x3f));
    *r->out++ = (char)(0x80 | (c & 0x3f));
  }
}

/* One escape after the backslash. 0 or YOMI_EPARSE. */
static int escape(reader *r) {
  static const char from[] = "\"\\/bfnrt", to[] = "\"\\/\b\f\n\r\t";
  char c = *r->p++;
  const char *k = c ? strchr(from, c) : NULL;
  if (k) {
    *r->out++ = to[k - from];
    return 0;
  }
  if (c != 'u' || r->end - r->p < 4) return YOMI_EPARSE;
  unsigned v = 0;
  for (int i = 0; i < 4; i++) {
    char h = *r->p++;
    int x = h >= '0' && h <= '9'   ? h - '0'
            : h >= 'a' && h <= 'f' ? h - 'a' + 10
            : h >= 'A' && h <= 'F' ? h - 'A' + 10
                                   : -1;
    if (x < 0) return YOMI_EPARSE;
    v = v * 16 + (unsigned)x;
  }
  put_utf8(r, v);
  return 0;
}

/* A string at r->p (the opening quote), decoded into r->out; *s points at it. */
static int string(reader *r, const char **s) {
  r->p++;
  *s = r->out;
  while (r->p < r->end && *r->p != '"') {
    if ((unsigned char)*r->p < 0x20) return YOMI_EPARSE;
    if (*r->p != '\\') *r->out++ = *r->p++;
    else if (r->p++, r->p >= r->end || escape(r)) return YOMI_EPARSE;
  }
  if (r->p >= r->end) return YOMI_EPARSE;
  r->p++;
  *r->out++ = 0;
  return 0;
}

static int value(reader *r, int *out);

/* The members of an array or object after its opening bracket, linked as node's children. */
static int members(reader *r, int node, bool object) {
  char close = object ? '}' : ']';
  int last = -1;
  skip_space(r);
  if (r->p < r->end && *r->p == close) return r->p++, 0;
  for (;;) {
    const char *key = NULL;
    int rc, child;
    skip_space(r);
    if (object) {
      if (r->p >= r->end || *r->p != '"' || (rc = string(r, &key))) return YOMI_EPARSE;
      skip_space(r);
      if (r->p >= r->end || *r->p++ != ':') return YOMI_EPARSE;
    }
    if ((rc = value(r, &child))) return rc;
    r->d->nodes[child].key = key;
    if (last < 0) r->d->nodes[node].child = child;
    else r->d->nodes[last].next = child;
    last = child;
    skip_space(r);
    if (r->p < r->end && *r->p == ',') r->p++;
    else if (r->p < r->end && *r->p == close) return r->p++, 0;
    else return YOMI_EPARSE;
  }
}

static int literal(reader *r, int *out, const char *word, json_type t, double num) {
  size_t n = strlen(word);
  if ((size_t)(r->end - r->p) < n || memcmp(r->p, word, n) != 0) return YOMI_EPARSE;
  r->p += n;
  if ((*out = new_node(r, t)) < 0) return *out;
  r->d->nodes[*out].num = num;
  return 0;
}

static int number(reader *r, int *out) {
  char tmp[64];
  size_t n = 0;
  while (r->p + n < r->end && n < sizeof tmp - 1 && strchr("+-0123456789.eE", r->p[n])) n++;
  memcpy(tmp, r->p, n);
  tmp[n] = 0;
  char *e;
  double v = strtod(tmp, &e);
  if (n == 0 || e != tmp + n) return YOMI_EPARSE;
  r->p += n;
  if ((*out = new_node(r, JSON_NUMBER)) < 0) return *out;
  r->d->nodes[*out].num = v;
  return 0;
}

static int value(reader *r, int *out) {
  skip_space(r);
  if (r->p >= r->end || ++r->depth > 64) return YOMI_EPARSE;
  int rc;
  char c = *r->p;
  if (c == '{' || c == '[') {
    r->p++;
    if ((*out = new_node(r, c == '{' ? JSON_OBJECT : JSON_ARRAY)) < 0) return *out;
    rc = members(r, *out, c == '{');
  } else if (c == '"') {
    const char *s;
    if ((rc = string(r, &s)) == 0 && (*out = new_node(r, JSON_STRING)) < 0) return *out;
    if (!rc) r->d->nodes[*out].str = s;
  } else if (c == 't') rc = literal(r, out, "true", JSON_BOOL, 1);
  else if (c == 'f') rc = literal(r, out, "false", JSON_BOOL, 0);
  else if (c == 'n') rc = literal(r, out, "null", JSON_NULL, 0);
  else rc = number(r, out);
  r->depth--;
  return rc;
}

int json_doc_parse(json_doc *d, const char *text, size_t len) {
  memset(d, 0, sizeof *d);
  if (!(d->buf = malloc(len + 1))) return YOMI_ENOMEM;
  reader r = {d, text, text + len, d->buf, 0};
  int top = -1, rc = value(&r, &top);
  skip_space(&r);
  if (!rc && r.p != r.end) rc = YOMI_EPARSE;
  if (rc) json_doc_free(d);
  return rc;
}

void json_doc_free(json_doc *d) {
  free(d->nodes);
  free(d->buf);
  memset(d, 0, sizeof *d);
}

int json_doc_get(const json_doc *d, int obj, const char *key) {
  if (obj < 0 || obj >= d->n || d->nodes[obj].type != JSON_OBJECT) return -1;
  for (int c = d->nodes[obj].child; c >= 0; c = d->nodes[c].next)
    if (strcmp(d->nodes[c].key, key) == 0) return c;
  return -1;
}

int json_doc_path(const json_doc *d, int obj, const char *path) {
  char part[128];
  while (obj >= 0 && *path) {
    size_t n = strcspn(path, ".");
    if (n >= sizeof part) return -1;
    memcpy(part, path, n);
    part[n] = 0;
    obj = json_doc_get(d, obj, part);
    path += n + (path[n] == '.');
  }
  return obj;
}

const char *json_doc_str(const json_doc *d, int obj, const char *path) {
  int k = json_doc_path(d, obj, path);
  return k >= 0 && d->nodes[k].type == JSON_STRING ? d->nodes[k].str : NULL;
}

bool json_doc_num(const json_doc *d, int obj, const char *path, double *v) {
  int k = json_doc_path(d, obj, path);
  if (k < 0 || d->nodes[k].type != JSON_NUMBER) return false;
  *v = d->nodes[k].num;
  return true;
}

bool json_doc_bool(const json_doc *d, int obj, const char *path, bool *v) {
  int k = json_doc_path(d, obj, path);
  if (k < 0 || d->nodes[k].type != JSON_BOOL) return false;
  *v = d->nodes[k].num != 0;
  return true;
}
