/* core/jsonread: a small JSON reader for the records that core/json.h writes (one object per line):
 * the whole text parsed into a flat array of nodes, looked up by key. */
#ifndef YOMI_CORE_JSONREAD_H
#define YOMI_CORE_JSONREAD_H
#include <stdbool.h>
#include <stddef.h>

typedef enum { JSON_NULL, JSON_BOOL, JSON_NUMBER, JSON_STRING, JSON_ARRAY, JSON_OBJECT } json_type;

/* One value. Invariant: the members of an array or object are child, then next, next, ... (-1 ends);
 * key is the member's name inside an object (else NULL); str is the decoded string. */
typedef struct json_node {
  json_type type;
  const char *key, *str;
  double num; /* JSON_NUMBER; JSON_BOOL: 0 or 1 */
  int child, next;
} json_node;

/* The parsed document: node 0 is the top value. */
typedef struct json_doc {
  json_node *nodes;
  int n, cap;
  char *buf; /* the decoded strings */
} json_doc;

/* Parse text[0..len) (one value, with white space around). 0, YOMI_EPARSE or YOMI_ENOMEM; on error
 * nothing is left to free. */
int json_doc_parse(json_doc *d, const char *text, size_t len);
void json_doc_free(json_doc *d);
/* The member `key` of object node obj (-1: none, or obj is no object). */
int json_doc_get(const json_doc *d, int obj, const char *key);
/* The member at a dotted path ("result.winner") below obj, or -1. */
int json_doc_path(const json_doc *d, int obj, const char *path);
/* The string at the path below obj, or NULL (missing or not a string). */
const char *json_doc_str(const json_doc *d, int obj, const char *path);
/* The number at the path below obj into *v: true, or false (missing or not a number). */
bool json_doc_num(const json_doc *d, int obj, const char *path, double *v);
/* The boolean at the path below obj into *v: true, or false (missing or not a boolean). */
bool json_doc_bool(const json_doc *d, int obj, const char *path, bool *v);

#endif
