/* go/sgf: reads the main line of an SGF file (see sgf.h); strict about what it uses, clear on errors. */
#include "go/sgf.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/error.h"

typedef struct {
  const char *s;
  size_t i;
  char *err;
  size_t errlen;
  int depth;
} parser;

static int fail(parser *p, const char *what) {
  snprintf(p->err, p->errlen, "SGF: %s at byte %zu", what, p->i);
  return YOMI_EPARSE;
}

static int out_of_memory(parser *p) {
  snprintf(p->err, p->errlen, "SGF: out of memory");
  return YOMI_ENOMEM;
}

static void skip_ws(parser *p) {
  while (p->s[p->i] && isspace((unsigned char)p->s[p->i])) p->i++;
}

static int sgf_coord(char ch) {
  if (ch >= 'a' && ch <= 'z') return ch - 'a';
  if (ch >= 'A' && ch <= 'Z') return ch - 'A' + 26;
  return -1;
}

void go_sgf_point(int move, int cols, char out[3]) {
  static const char letters[] = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
  if (move == GO_PASS) {
    out[0] = '\0';
    return;
  }
  out[0] = letters[move % cols];
  out[1] = letters[move / cols];
  out[2] = '\0';
}

/* Growable arrays of (point, colour). */
static int push(int16_t **pt, uint8_t **col, int *n, int point, int colour) {
  if ((*n & (*n - 1)) == 0) { /* grow at powers of two */
    int cap = *n ? *n * 2 : 8;
    int16_t *a = realloc(*pt, (size_t)cap * sizeof **pt);
    if (!a) return YOMI_ENOMEM;
    *pt = a;
    uint8_t *b = realloc(*col, (size_t)cap * sizeof **col);
    if (!b) return YOMI_ENOMEM;
    *col = b;
  }
  (*pt)[*n] = (int16_t)point;
  (*col)[*n] = (uint8_t)colour;
  (*n)++;
  return 0;
}

/* One property value "[...]" into buf (escapes handled); returns 0 or an error. */
static int value(parser *p, char *buf, size_t n) {
  skip_ws(p);
  if (p->s[p->i] != '[') return fail(p, "expected '['");
  p->i++;
  size_t k = 0;
  for (;;) {
    char ch = p->s[p->i];
    if (!ch) return fail(p, "unterminated property value");
    p->i++;
    if (ch == ']') break;
    if (ch == '\\') {
      ch = p->s[p->i];
      if (!ch) return fail(p, "unterminated property value");
      p->i++;
    }
    if (k + 1 < n) buf[k++] = ch;
  }
  buf[k] = '\0';
  return 0;
}

/* A point value for the current size; *move = GO_PASS for "" or "tt" on boards up to 19x19. */
static int point_value(parser *p, go_sgf *s, const char *v, int *move, int allow_pass) {
  if (allow_pass && (v[0] == '\0' || (strcmp(v, "tt") == 0 && s->rows <= 19 && s->cols <= 19))) {
    *move = GO_PASS;
    return 0;
  }
  if (strlen(v) != 2) return fail(p, "malformed point (expected two letters like 'cd')");
  int c = sgf_coord(v[0]), r = sgf_coord(v[1]);
  if (c < 0 || r < 0) return fail(p, "malformed point (expected two letters like 'cd')");
  if (c >= s->cols || r >= s->rows) return fail(p, "point off the board");
  *move = r * s->cols + c;
  return 0;
}

static int parse_size(parser *p, go_sgf *s, const char *v) {
  int r, c;
  char extra;
  if (sscanf(v, "%d:%d%c", &c, &r, &extra) == 2) {
  } else if (sscanf(v, "%d%c", &c, &extra) == 1) {
    r = c;
  } else {
    return fail(p, "malformed SZ (expected SZ[n] or SZ[columns:rows])");
  }
  if (r < 1 || c < 1 || r > GO_MAX_SIDE || c > GO_MAX_SIDE || r * c > GO_MAX_POINTS) {
    snprintf(p->err, p->errlen, "SGF: board size SZ[%s] not supported (at most %d points) at byte %zu", v,
             GO_MAX_POINTS, p->i);
    return YOMI_ESIZE;
  }
  s->rows = r;
  s->cols = c;
  return 0;
}

/* Append the n bytes at t to the root's text (s->root, grown as needed). */
static int root_append(go_sgf *s, const char *t, size_t n) {
  size_t len = s->root ? strlen(s->root) : 0;
  char *bigger = realloc(s->root, len + n + 1);
  if (!bigger) return YOMI_ENOMEM;
  memcpy(bigger + len, t, n);
  bigger[len + n] = '\0';
  s->root = bigger;
  return 0;
}

/* The properties whose meaning the reader takes (the rest of the root is kept as text). */
static bool understood(const char *id) {
  static const char *const ids[] = {"SZ", "AB", "AW", "AE", "B", "W", "PL", "GM", "FF", "CA", "AP", NULL};
  for (int i = 0; ids[i]; i++)
    if (strcmp(ids[i], id) == 0) return true;
  return false;
}

/* AB / AW value: one point, or a compressed list "aa:cc" (FF[4]: the rectangle of its corners). */
static int setup_value(parser *p, go_sgf *s, const char *v, int colour) {
  char a[8], b[8];
  const char *colon = strchr(v, ':');
  size_t k = colon ? (size_t)(colon - v) : strlen(v);
  if (k >= sizeof a || (colon && strlen(colon + 1) >= sizeof b))
    return fail(p, "malformed point (expected two letters like 'cd')");
  memcpy(a, v, k), a[k] = '\0';
  snprintf(b, sizeof b, "%s", colon ? colon + 1 : a);
  int m1, m2, err = point_value(p, s, a, &m1, 0);
  if (!err) err = point_value(p, s, b, &m2, 0);
  if (err) return err;
  int r1 = m1 / s->cols, c1 = m1 % s->cols, r2 = m2 / s->cols, c2 = m2 % s->cols;
  for (int r = r1 < r2 ? r1 : r2; r <= (r1 < r2 ? r2 : r1); r++)
    for (int c = c1 < c2 ? c1 : c2; c <= (c1 < c2 ? c2 : c1); c++)
      if ((err = push(&s->setup_point, &s->setup_colour, &s->nsetup, r * s->cols + c, colour))) return err;
  return 0;
}

/* Value number nvalues (from 1), v, of property id in a node; *nmoves counts the node's moves. */
static int property(parser *p, go_sgf *s, const char *id, const char *v, int first, int nvalues,
                    int *nmoves) {
  int m, err = 0;
  if (strcmp(id, "SZ") == 0) {
    if (!first || s->nsetup || s->nmoves) return fail(p, "SZ must come in the root node, before stones");
    err = parse_size(p, s, v);
  } else if (strcmp(id, "AB") == 0 || strcmp(id, "AW") == 0) {
    if (s->nmoves) return fail(p, "setup stones (AB/AW) after moves are not supported");
    err = setup_value(p, s, v, id[1] == 'B' ? GO_BLACK : GO_WHITE);
  } else if (strcmp(id, "B") == 0 || strcmp(id, "W") == 0) {
    if (nvalues > 1) return fail(p, "a move property has one value");
    if (++*nmoves > 1) return fail(p, "two moves in one node (FF[4] allows one B or W per node)");
    err = point_value(p, s, v, &m, 1);
    if (!err) err = push(&s->move, &s->colour, &s->nmoves, m, id[0] == 'B' ? GO_BLACK : GO_WHITE);
  } else if (strcmp(id, "PL") == 0) {
    if (strcmp(v, "B") == 0) s->to_move = GO_BLACK;
    else if (strcmp(v, "W") == 0) s->to_move = GO_WHITE;
    else return fail(p, "malformed PL (expected B or W)");
  } else if (strcmp(id, "GM") == 0) {
    if (strcmp(v, "1") != 0) return fail(p, "not a Go game (GM is not 1)");
  } else if (strcmp(id, "AE") == 0) {
    return fail(p, "AE (remove stones) is not supported");
  }
  return err;
}

/* A property name (upper-case letters; FF[3]'s lower-case ones are dropped) into id. */
static int property_name(parser *p, char id[16]) {
  size_t k = 0;
  while (isalpha((unsigned char)p->s[p->i])) {
    if (islower((unsigned char)p->s[p->i])) {
      p->i++;
      continue;
    }
    if (k + 1 >= 16) return fail(p, "property name too long");
    id[k++] = p->s[p->i++];
  }
  id[k] = '\0';
  return 0;
}

/* One node ";PROP[v]..."; the root's properties the reader does not take are kept in s->root. */
static int node(parser *p, go_sgf *s, int first) {
  p->i++; /* ';' */
  char id[16], v[256];
  int nmoves = 0;
  for (;;) {
    skip_ws(p);
    if (!isupper((unsigned char)p->s[p->i])) break;
    int e = property_name(p, id);
    if (e) return e;
    skip_ws(p);
    if (p->s[p->i] != '[') return fail(p, "property without a value");
    bool keep = first && !understood(id);
    if (keep && root_append(s, id, strlen(id))) return out_of_memory(p);
    for (int nvalues = 1; skip_ws(p), p->s[p->i] == '['; nvalues++) {
      size_t start = p->i;
      if ((e = value(p, v, sizeof v))) return e;
      if (keep && root_append(s, p->s + start, p->i - start)) return out_of_memory(p);
      e = property(p, s, id, v, first, nvalues, &nmoves);
      if (e == YOMI_ENOMEM) return out_of_memory(p);
      if (e) return e;
    }
  }
  return 0;
}

/* "(" sequence subtrees ")": follow the first subtree only (the main line). */
static int tree(parser *p, go_sgf *s, int root) {
  if (++p->depth > 10000) return fail(p, "variations nested too deeply");
  p->i++; /* '(' */
  skip_ws(p);
  if (p->s[p->i] != ';') return fail(p, "expected ';' to start a node");
  int first = root;
  while (skip_ws(p), p->s[p->i] == ';') {
    int e = node(p, s, first);
    if (e) return e;
    first = 0;
  }
  int taken = 0;
  while (skip_ws(p), p->s[p->i] == '(') {
    if (!taken) {
      int e = tree(p, s, 0);
      if (e) return e;
      taken = 1;
    } else { /* skip a variation: balanced parentheses outside values */
      int level = 0;
      do {
        char ch = p->s[p->i];
        if (!ch) return fail(p, "unterminated variation");
        if (ch == '[') {
          char v[2];
          int e = value(p, v, sizeof v);
          if (e) return e;
          continue;
        }
        if (ch == '(') level++;
        if (ch == ')') level--;
        p->i++;
      } while (level > 0);
    }
  }
  if (p->s[p->i] != ')') return fail(p, p->s[p->i] ? "unexpected character" : "missing ')'");
  p->i++;
  p->depth--;
  return 0;
}

/* The setup stones make a position: every chain has a liberty (FF[4] leaves it to the application;
 * a board without one cannot arise in play and its score means nothing). */
static int check_setup(parser *p, const go_sgf *s) {
  go_bigboard b;
  if (!s->nsetup || go_bigboard_init(&b, s->rows, s->cols, GO_SUICIDE_FORBIDDEN)) return 0;
  for (int i = 0; i < s->nsetup; i++) go_bigboard_set(&b, s->setup_point[i], s->setup_colour[i]);
  for (int pt = 0; pt < b.npoints; pt++) {
    if (go_bigboard_get(&b, pt) == GO_EMPTY || go_bigboard_liberties(&b, pt) > 0) continue;
    char name[3];
    go_sgf_point(pt, s->cols, name);
    snprintf(p->err, p->errlen, "SGF: setup stones (AB/AW) without a liberty: the %s chain at %s",
             go_bigboard_get(&b, pt) == GO_BLACK ? "black" : "white", name);
    return YOMI_EILLEGAL;
  }
  return 0;
}

int go_sgf_parse(const char *text, go_sgf *out, char *err, size_t errlen) {
  memset(out, 0, sizeof *out);
  out->rows = out->cols = 19;
  out->to_move = GO_EMPTY;
  parser p = {text, 0, err, errlen, 0};
  if (strncmp(text, "\xEF\xBB\xBF", 3) == 0) p.i = 3; /* a UTF-8 byte order mark */
  skip_ws(&p);
  if (text[p.i] != '(') {
    fail(&p, "expected '(' (not an SGF game tree)");
    go_sgf_free(out);
    return YOMI_EPARSE;
  }
  int e = tree(&p, out, 1);
  if (!e) {
    skip_ws(&p);
    /* further game trees in the collection are ignored */
    if (text[p.i] && text[p.i] != '(') e = fail(&p, "trailing characters after the game tree");
  }
  if (!e) e = check_setup(&p, out);
  if (e) {
    go_sgf_free(out);
    return e;
  }
  return 0;
}

void go_sgf_free(go_sgf *s) {
  free(s->setup_point);
  free(s->setup_colour);
  free(s->move);
  free(s->colour);
  free(s->root);
  s->root = NULL;
  s->setup_point = s->move = NULL;
  s->setup_colour = s->colour = NULL;
  s->nsetup = s->nmoves = 0;
}

/* ---- the writer ---- */

/* Where the writer's text goes: a file, or a buffer with snprintf semantics (k counts it all). */
typedef struct {
  FILE *f;
  char *out;
  size_t n, k;
} sink;

static void put(sink *s, const char *str) {
  if (s->f) {
    fputs(str, s->f);
    return;
  }
  for (; *str; str++, s->k++)
    if (s->k + 1 < s->n) s->out[s->k] = *str;
}

/* A text value with SGF's escapes: ']' and '\' always, ':' inside one part of a composed value. */
static void put_escaped(sink *s, const char *v, bool composed_part) {
  char c[3] = {0, 0, 0};
  for (; *v; v++) {
    bool esc = *v == ']' || *v == '\\' || (composed_part && *v == ':');
    c[0] = esc ? '\\' : *v;
    c[1] = esc ? *v : '\0';
    put(s, c);
  }
}

/* ID[value], nothing when value is NULL. */
static void put_prop(sink *s, const char *id, const char *value) {
  if (!value) return;
  put(s, id);
  put(s, "[");
  put_escaped(s, value, false);
  put(s, "]");
}

/* ID[pt][pt]... and a newline, nothing for an empty list. */
static void put_points(sink *s, const char *id, const int16_t *pts, int n, int cols) {
  if (n == 0) return;
  put(s, id);
  for (int i = 0; i < n; i++) {
    char pt[3];
    go_sgf_point(pts[i], cols, pt);
    put(s, "[");
    put(s, pt);
    put(s, "]");
  }
  put(s, "\n");
}

static void put_root(sink *s, const go_sgf_record *r) {
  char buf[64];
  put(s, "(;GM[1]FF[4]CA[UTF-8]");
  if (r->application) {
    put(s, "AP[");
    put_escaped(s, r->application, true);
    if (r->version) {
      put(s, ":");
      put_escaped(s, r->version, true);
    }
    put(s, "]");
  }
  if (r->rows == r->cols) snprintf(buf, sizeof buf, "SZ[%d]", r->rows);
  else snprintf(buf, sizeof buf, "SZ[%d:%d]", r->cols, r->rows);
  put(s, buf);
  if (r->komi_set) {
    snprintf(buf, sizeof buf, "KM[%.1f]", r->komi);
    put(s, buf);
  }
  put_prop(s, "RU", r->rules);
  put_prop(s, "PB", r->black);
  put_prop(s, "PW", r->white);
  put_prop(s, "RE", r->result);
  if (r->to_move == GO_BLACK || r->to_move == GO_WHITE) put(s, r->to_move == GO_BLACK ? "PL[B]" : "PL[W]");
  if (r->extra) put(s, r->extra);
  if (r->nblack || r->nwhite || r->comment) put(s, "\n");
  put_points(s, "AB", r->black_stones, r->nblack, r->cols);
  put_points(s, "AW", r->white_stones, r->nwhite, r->cols);
  if (r->comment) {
    put_prop(s, "C", r->comment);
    put(s, "\n");
  }
}

/* ";B[pt]" or ";W[pt]". */
static void put_move(sink *s, int move, int colour, int cols) {
  char pt[3], buf[8];
  go_sgf_point(move, cols, pt);
  snprintf(buf, sizeof buf, ";%c[%s]", colour == GO_BLACK ? 'B' : 'W', pt);
  put(s, buf);
}

/* The root and the main line's moves, without the closing parenthesis. */
static void put_main_line(sink *s, const go_sgf_record *r) {
  put_root(s, r);
  int colour = r->first == GO_WHITE ? GO_WHITE : GO_BLACK;
  for (int i = 0; i < r->nmoves; i++, colour = GO_OTHER(colour)) {
    put_move(s, r->moves[i], colour, r->cols);
    if (i % 10 == 9 && i + 1 < r->nmoves) put(s, "\n");
  }
}

static void put_record(sink *s, const go_sgf_record *r) {
  put_main_line(s, r);
  put(s, ")\n");
}

/* Nodes i.. that are children of a node at depth d (up to the first node at depth d or less), each
 * with its subtree; "(...)" around each where there are several. Returns the index after them. */
static int put_children(sink *s, const go_sgf_tree_node *nodes, int n, int i, int d, int cols) {
  int k = 0;
  for (int j = i; j < n && nodes[j].depth > d; j++) k += nodes[j].depth == d + 1;
  while (i < n && nodes[i].depth > d) {
    put(s, k > 1 ? "\n(" : "\n");
    put_move(s, nodes[i].move, nodes[i].colour, cols);
    put_prop(s, "C", nodes[i].comment);
    i = put_children(s, nodes, n, i + 1, nodes[i].depth, cols);
    if (k > 1) put(s, ")");
  }
  return i;
}

static bool preorder(const go_sgf_tree_node *nodes, int n) {
  for (int i = 0; i < n; i++)
    if (nodes[i].depth < 1 || nodes[i].depth > (i ? nodes[i - 1].depth : 0) + 1) return false;
  return true;
}

static void put_tree_record(sink *s, const go_sgf_record *r, const go_sgf_tree_node *nodes, int n) {
  put_main_line(s, r);
  put_children(s, nodes, n, 0, 0, r->cols);
  put(s, ")\n");
}

int go_sgf_format_tree(const go_sgf_record *r, const go_sgf_tree_node *nodes, int n, char *out, size_t len) {
  if (!preorder(nodes, n)) return -1;
  sink s = {NULL, out, len, 0};
  put_tree_record(&s, r, nodes, n);
  if (len) out[s.k < len ? s.k : len - 1] = '\0';
  return (int)s.k;
}

int go_sgf_write_tree(FILE *f, const go_sgf_record *r, const go_sgf_tree_node *nodes, int n) {
  if (!preorder(nodes, n)) return YOMI_EINVAL;
  sink s = {f, NULL, 0, 0};
  put_tree_record(&s, r, nodes, n);
  return ferror(f) ? YOMI_EIO : YOMI_OK;
}

int go_sgf_format(const go_sgf_record *r, char *out, size_t n) {
  sink s = {NULL, out, n, 0};
  put_record(&s, r);
  if (n) out[s.k < n ? s.k : n - 1] = '\0';
  return (int)s.k;
}

int go_sgf_write(FILE *f, const go_sgf_record *r) {
  sink s = {f, NULL, 0, 0};
  put_record(&s, r);
  return ferror(f) ? YOMI_EIO : YOMI_OK;
}

int go_sgf_save(const char *path, const go_sgf_record *r) {
  FILE *f = fopen(path, "w");
  if (!f) return YOMI_EIO;
  int err = go_sgf_write(f, r);
  if (fclose(f) != 0) err = YOMI_EIO;
  return err;
}

/* ---- games from and to SGF (go/board.h), written once over go_bigboard ---- */

int go_biggame_from_sgf(go_biggame *g, const go_sgf *s, go_suicide suicide, int *bad) {
  *bad = -1;
  go_bigboard b;
  int err = go_bigboard_init(&b, s->rows, s->cols, suicide);
  if (err) return err;
  for (int i = 0; i < s->nsetup; i++) go_bigboard_set(&b, s->setup_point[i], s->setup_colour[i]);
  /* PL decides who starts; without it the first move does (handicap games start with White),
   * and Black starts a game without moves. */
  b.to_move = (uint8_t)(s->to_move ? s->to_move : s->nmoves > 0 ? s->colour[0] : GO_BLACK);
  err = go_biggame_init(g, &b);
  if (err) return err;
  for (int i = 0; i < s->nmoves; i++) {
    if (s->colour[i] != go_biggame_board(g)->to_move) err = YOMI_EILLEGAL;
    else err = go_biggame_play(g, s->move[i]);
    if (err) {
      *bad = i;
      go_biggame_free(g);
      return err;
    }
  }
  return YOMI_OK;
}

int go_game_from_sgf(go_game *g, const go_sgf *s, go_suicide suicide, int *bad) {
  *bad = -1;
  if (s->rows * s->cols > GO_SMALL_POINTS) return YOMI_ESIZE;
  go_biggame big;
  int err = go_biggame_from_sgf(&big, s, suicide, bad);
  if (err) return err;
  err = go_game_from_big(g, &big);
  go_biggame_free(&big);
  return err;
}

/* The record of a game: the root properties of *root, its first board as setup (and PL when White
 * starts), then its moves. */
static int game_sgf(const go_bigboard *b0, const int16_t *moves, int nmoves, const go_sgf_record *root,
                    char *out, size_t n) {
  int16_t stones[2][GO_MAX_POINTS];
  int count[2] = {0, 0};
  for (int p = 0; p < b0->npoints; p++) {
    int c = go_bigboard_get(b0, p);
    if (c != GO_EMPTY) stones[c - 1][count[c - 1]++] = (int16_t)p;
  }
  go_sgf_record r = *root;
  r.rows = b0->rows, r.cols = b0->cols;
  r.to_move = b0->to_move == GO_WHITE ? GO_WHITE : GO_EMPTY;
  r.black_stones = stones[0], r.nblack = count[0];
  r.white_stones = stones[1], r.nwhite = count[1];
  r.moves = moves, r.nmoves = nmoves, r.first = b0->to_move;
  return go_sgf_format(&r, out, n);
}

int go_biggame_sgf(const go_biggame *g, const go_sgf_record *root, char *out, size_t n) {
  return game_sgf(&g->hist[0], g->moves, g->len - 1, root, out, n);
}

int go_biggame_to_sgf(const go_biggame *g, char *out, size_t n) {
  return go_biggame_sgf(g, &(go_sgf_record){0}, out, n);
}

int go_game_to_sgf(const go_game *g, char *out, size_t n) {
  go_bigboard b0;
  go_bigboard_from_small(&b0, &g->hist[0]);
  return game_sgf(&b0, g->moves, g->len - 1, &(go_sgf_record){0}, out, n);
}

int go_sgf_save_solve(const char *path, const char *version, int rows, int cols, double komi,
                      const int *start, int nstart, const int *pv, int npv, const char *result,
                      const char *comment) {
  int n = nstart + npv;
  int16_t *mv = malloc((size_t)(n > 0 ? n : 1) * sizeof *mv);
  if (!mv) return YOMI_ENOMEM;
  for (int i = 0; i < nstart; i++) mv[i] = (int16_t)start[i];
  for (int i = 0; i < npv; i++) mv[nstart + i] = (int16_t)pv[i];
  go_sgf_record r = {.rows = rows,
                     .cols = cols,
                     .application = "yomi",
                     .version = version,
                     .komi_set = true,
                     .komi = komi,
                     .rules = "Chinese positional superko",
                     .result = result,
                     .comment = comment,
                     .moves = mv,
                     .nmoves = n,
                     .first = GO_BLACK};
  int rc = go_sgf_save(path, &r);
  free(mv);
  return rc;
}

int go_sgf_load(const char *path, char **text) {
  *text = NULL;
  FILE *f = fopen(path, "rb");
  if (!f) return YOMI_EIO;
  size_t cap = 4096, n = 0;
  char *buf = malloc(cap);
  int err = buf ? YOMI_OK : YOMI_ENOMEM;
  while (!err) {
    size_t got = fread(buf + n, 1, cap - n - 1, f);
    n += got;
    if (n > GO_SGF_MAX_BYTES) err = YOMI_ESIZE;
    else if (got == 0) break;
    else if (n + 1 >= cap) {
      char *nb = realloc(buf, cap * 2);
      if (!nb) err = YOMI_ENOMEM;
      else buf = nb, cap *= 2;
    }
  }
  if (!err && ferror(f)) err = YOMI_EIO;
  fclose(f);
  if (err) {
    free(buf);
    return err;
  }
  buf[n] = '\0';
  *text = buf;
  return YOMI_OK;
}

char *go_sgf_read(const char *path) {
  char *text;
  return go_sgf_load(path, &text) ? NULL : text;
}
