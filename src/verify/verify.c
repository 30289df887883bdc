/* verify/verify: the certificate checker (see verify.h; the format is docs/certificates.md). It reads
 * the header, replays the root's history, then walks the preorder node list recursively, keeping
 * the boards of the path for positional superko and the pure eyes' cap. */
#include "verify/verify.h"
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "core/error.h"

#define LINE_LEN 8192
#define MAX_DEPTH 2000 /* plies: the recursion stays within a few MB of stack (proofs here reach about 50) */

typedef struct vpos {
  verify_board b;
  char to_move; /* 'X' or 'O' */
  int passes;   /* consecutive passes just played */
} vpos;

typedef struct vctx {
  FILE *f;
  long line;
  char buf[LINE_LEN];
  bool suicide, failed;
  verify_result *r;
  verify_board *path; /* the boards of the history, the current one last */
  int len, cap;
  size_t keep; /* nodes to keep for the explorer (0: none) */
  int rc;      /* YOMI_ENOMEM */
} vctx;

static bool fail(vctx *c, const char *fmt, ...) {
  if (c->failed) return false;
  c->failed = true;
  va_list ap;
  va_start(ap, fmt);
  char msg[300];
  vsnprintf(msg, sizeof msg, fmt, ap);
  va_end(ap);
  c->r->line = c->line;
  snprintf(c->r->why, sizeof c->r->why, "line %ld: %s", c->line, msg);
  return false;
}

/* The next line into c->buf, without its newline. False at the end of the file (a fault there). */
static bool next_line(vctx *c) {
  if (!fgets(c->buf, sizeof c->buf, c->f)) {
    c->line++;
    return fail(c, "the file ends early (truncated certificate)");
  }
  c->line++;
  size_t n = strlen(c->buf);
  if (n && c->buf[n - 1] == '\n') c->buf[--n] = '\0';
  else if (!feof(c->f)) return fail(c, "line too long");
  return true;
}

/* The next line must be "key value": the value, or NULL (a fault). */
static const char *field(vctx *c, const char *key) {
  if (!next_line(c)) return NULL;
  size_t k = strlen(key);
  if (strncmp(c->buf, key, k) != 0 || c->buf[k] != ' ') return fail(c, "expected '%s ...'", key), NULL;
  return c->buf + k + 1;
}

void verify_move_name(int rows, int cols, int p, char *buf) {
  if (p < 0) {
    snprintf(buf, 8, "pass");
    return;
  }
  int col = p % cols;
  snprintf(buf, 8, "%c%d", 'A' + col + (col >= 8), rows - p / cols);
}

/* A move's point from its name (-1: pass), or -2 when it names no point of the board. */
static int parse_move(const verify_result *r, const char *s) {
  if (!strcmp(s, "pass")) return -1;
  char letter = s[0];
  if (letter < 'A' || letter > 'Z' || letter == 'I') return -2;
  int col = letter - 'A' - (letter > 'I'), row = atoi(s + 1);
  if (col >= r->cols || row < 1 || row > r->rows || strspn(s + 1, "0123456789") != strlen(s + 1)) return -2;
  return (r->rows - row) * r->cols + col;
}

static bool push(vctx *c, const verify_board *b) {
  if (c->len == c->cap) {
    int cap = c->cap ? 2 * c->cap : 256;
    verify_board *p = realloc(c->path, (size_t)cap * sizeof *p);
    if (!p) return c->rc = YOMI_ENOMEM, fail(c, "out of memory");
    c->path = p, c->cap = cap;
  }
  c->path[c->len++] = *b;
  return true;
}

/* Play `move` (-1 pass) at p into *out under the rules: the placement's legality, then positional
 * superko against every board of the path (a pass never repeats a board: it is always legal until
 * two passes end a game of Go; Kill-All has no pass). */
static bool play(const vctx *c, const vpos *p, int move, vpos *out) {
  *out = *p;
  out->to_move = p->to_move == 'X' ? 'O' : 'X';
  if (move < 0) {
    out->passes++;
    return !c->r->killall && p->passes < 2;
  }
  out->passes = 0;
  if (!verify_place(&out->b, move, p->to_move, c->suicide)) return false;
  for (int i = 0; i < c->len; i++)
    if (!memcmp(c->path[i].c, out->b.c, (size_t)out->b.n)) return false;
  return true;
}

/* The legal moves at p (pass last in Go) into moves; their count. */
static int legal_moves(const vctx *c, const vpos *p, int *moves) {
  int n = 0;
  vpos next;
  for (int q = 0; q < p->b.n; q++)
    if (play(c, p, q, &next)) moves[n++] = q;
  if (play(c, p, -1, &next)) moves[n++] = -1;
  return n;
}

static const char *colour_name(char c) { return c == 'X' ? "Black" : "White"; }

/* Is the game over at p by its own rules? The winner ('X', 'O'; 0: it goes on) and the leaf kind
 * that must stand there. */
static char game_over(const vctx *c, const vpos *p, const char **kind) {
  if (c->r->killall) return verify_killall_over(&p->b, c->r->attacker, c->suicide, kind);
  if (p->passes < 2) return 0;
  *kind = "end";
  return verify_score(&p->b) > c->r->komi ? 'X' : 'O';
}

/* A Go leaf: the end after two passes, passing back after a pass, or the area rules. */
static bool go_leaf(vctx *c, const vpos *p, const char *kind, char *why, size_t n) {
  const verify_result *r = c->r;
  int s = verify_score(&p->b);
  char w = s > r->komi ? 'X' : 'O';
  if (!strcmp(kind, "end") || !strcmp(kind, "pass")) {
    bool end = kind[0] == 'e';
    snprintf(why, n, "%s: area score Black minus White %d against komi %g: %s wins",
             end ? "both players passed, the game is over"
                 : "the opponent has just passed; passing back would end the game",
             s, r->komi, colour_name(w));
    if (end ? p->passes < 2 : p->passes != 1 || w != p->to_move)
      return fail(c, "leaf '%s' does not apply here", kind);
    return w == r->winner ||
           fail(c, "leaf '%s' is a win of %s, not of the claimed winner", kind, colour_name(w));
  }
  if (strcmp(kind, "area") && strcmp(kind, "pure")) return fail(c, "unknown leaf kind '%s'", kind);
  if (!verify_go_area(&p->b, c->path, c->len, r->winner, c->suicide, r->komi, kind[0] == 'p', why, n))
    return fail(c, "static leaf '%s' does not hold: %s", kind, why);
  return true;
}

/* Judge the leaf `kind` at p (its reason in words into why): true when it is a win of the claimed
 * winner under the verifier's own rules. */
static bool leaf(vctx *c, const vpos *p, const char *kind, char *why, size_t n) {
  const char *over = NULL;
  char w = game_over(c, p, &over);
  if (w && strcmp(kind, over)) return fail(c, "the game is over here ('%s'), the leaf says '%s'", over, kind);
  if (!c->r->killall && (w || strcmp(kind, "nomove"))) return go_leaf(c, p, kind, why, n);
  if (w) {
    snprintf(why, n, "%s",
             kind[0] == 'a' ? "the Defender has a pass-alive string: the Defender wins"
                            : "the Attacker's pass-alive stones leave no room for a pass-alive "
                              "Defender string: the Attacker wins");
    return w == c->r->winner ||
           fail(c, "leaf '%s' is a win of %s, not of the claimed winner", kind, colour_name(w));
  }
  if (strcmp(kind, "nomove")) return fail(c, "leaf '%s' does not hold: the game goes on", kind);
  int moves[VB_MAX + 1];
  snprintf(why, n, "%s, to move, has no legal placement (positional superko included) and loses",
           colour_name(p->to_move));
  if (legal_moves(c, p, moves) > 0) return fail(c, "leaf 'nomove': the player to move has a legal move");
  return p->to_move != c->r->winner || fail(c, "leaf 'nomove': the claimed winner is the one without a move");
}

static bool node(vctx *c, const vpos *p, const char *move, const char *rest, int depth);

/* Keep a node for the explorer (while within c->keep); its index, or -1. */
static long keep_node(vctx *c, const vpos *p, const char *move) {
  verify_result *r = c->r;
  if (!c->keep) return -1;
  if (r->ntree == c->keep) { /* too many: the explorer gets none */
    free(r->tree);
    r->tree = NULL, r->ntree = 0, c->keep = 0;
    return -1;
  }
  if (!r->tree && !(r->tree = calloc(c->keep, sizeof *r->tree))) return c->rc = YOMI_ENOMEM, c->keep = 0, -1;
  verify_node *v = &r->tree[r->ntree];
  memset(v, 0, sizeof *v);
  snprintf(v->move, sizeof v->move, "%s", move);
  memcpy(v->board, p->b.c, (size_t)p->b.n);
  v->to_move = p->to_move;
  return (long)r->ntree++;
}

/* Read the next child line at p: its move must be legal here and not seen before (used[]); then
 * check its subtree. */
static bool child(vctx *c, const vpos *p, const int *moves, int nlegal, char *used, int depth) {
  if (!next_line(c)) return false;
  char name[16];
  int at = 0;
  if (sscanf(c->buf, "%15s %n", name, &at) != 1 || !c->buf[at]) return fail(c, "malformed node line");
  int m = parse_move(c->r, name), i = 0;
  if (m == -2) return fail(c, "'%s' is not a move on this board", name);
  while (i < nlegal && moves[i] != m) i++;
  if (i == nlegal) return fail(c, "move %s is illegal here (occupied, suicide, superko or game over)", name);
  if (used[i]) return fail(c, "move %s is listed twice", name);
  used[i] = 1;
  vpos next;
  play(c, p, m, &next);
  if (!push(c, &next.b)) return false;
  bool ok = node(c, &next, name, c->buf + at, depth + 1);
  c->len--;
  return ok;
}

/* An inner node with n children at p: the game goes on; the winner gives one legal move, the loser
 * every legal move. */
static bool inner(vctx *c, const vpos *p, int n, int depth, char *why, size_t len) {
  const char *over = NULL;
  if (game_over(c, p, &over)) return fail(c, "the game is over here ('%s'), yet the node has children", over);
  int moves[VB_MAX + 1], nlegal = legal_moves(c, p, moves);
  char used[VB_MAX + 1] = {0}, name[8];
  bool winner = p->to_move == c->r->winner;
  if (winner && n != 1) return fail(c, "the winner's node must give one move, it gives %d", n);
  snprintf(why, len,
           winner ? "%s to move, the winner: its one proved move"
                  : "%s to move, the loser: every one of its %d legal moves is answered",
           colour_name(p->to_move), nlegal);
  for (int i = 0; i < n; i++)
    if (!child(c, p, moves, nlegal, used, depth)) return false;
  for (int i = 0; !winner && i < nlegal; i++)
    if (!used[i]) {
      verify_move_name(c->r->rows, c->r->cols, moves[i], name);
      return fail(c, "the loser's node ends without its legal move %s (%s to move)", name,
                  colour_name(p->to_move));
    }
  return true;
}

static bool node(vctx *c, const vpos *p, const char *move, const char *rest, int depth) {
  verify_result *r = c->r;
  uint64_t before = r->nodes++;
  if (depth > r->depth) r->depth = depth;
  if (depth > MAX_DEPTH) return fail(c, "deeper than %d plies", MAX_DEPTH);
  long self = keep_node(c, p, move);
  char why[200] = "", kind[16] = "node";
  int n = 0;
  bool ok;
  if (rest[0] == '=') {
    snprintf(kind, sizeof kind, "%s", rest + 1);
    r->leaves++;
    ok = leaf(c, p, kind, why, sizeof why);
  } else if (sscanf(rest, "%d", &n) == 1 && n >= 1 && n <= VB_MAX + 1 &&
             strspn(rest, "0123456789") == strlen(rest)) {
    ok = inner(c, p, n, depth, why, sizeof why);
  } else {
    ok = fail(c, "malformed node '%s' (want a child count or =kind)", rest);
  }
  if (self >= 0 && r->tree) {
    verify_node *v = &r->tree[self];
    snprintf(v->kind, sizeof v->kind, "%s", kind);
    snprintf(v->why, sizeof v->why, "%s", why);
    v->nchildren = n;
    v->size = r->nodes - before;
  }
  return ok;
}

/* The start board from "ROW/ROW/..." (top row first; '.', 'X', 'O'). */
static bool parse_start(vctx *c, const char *s, vpos *p) {
  verify_result *r = c->r;
  int k = 0;
  for (int row = 0; row < r->rows; row++) {
    for (int col = 0; col < r->cols; col++, k++, s++)
      if (!*s || !strchr(".XO", *s)) return fail(c, "bad start board");
      else p->b.c[k] = *s;
    if (*s != (row + 1 < r->rows ? '/' : '\0')) return fail(c, "bad start board");
    s++;
  }
  return true;
}

/* Replay the root's history ("-" or moves separated by spaces) from the start board, each move legal
 * with the game still going. */
static bool replay(vctx *c, const char *moves, vpos *p) {
  char list[LINE_LEN], *save = NULL;
  snprintf(list, sizeof list, "%s", moves);
  if (!push(c, &p->b)) return false;
  if (!strcmp(list, "-")) return true;
  for (char *t = strtok_r(list, " ", &save); t; t = strtok_r(NULL, " ", &save)) {
    const char *over;
    int m = parse_move(c->r, t);
    vpos next;
    if (m == -2 || game_over(c, p, &over) || !play(c, p, m, &next))
      return fail(c, "history move %s is illegal", t);
    *p = next;
    if (!push(c, &p->b)) return false;
  }
  return true;
}

/* The header (docs/certificates.md), the root position into *p. */
static bool header(vctx *c, vpos *p) {
  verify_result *r = c->r;
  const char *v;
  if (!next_line(c) || strcmp(c->buf, "yomi-certificate 1"))
    return fail(c, "not a yomi certificate (version 1)");
  if (!(v = field(c, "game"))) return false;
  if (strcmp(v, "go") && strcmp(v, "killall")) return fail(c, "unknown game '%s'", v);
  r->killall = !strcmp(v, "killall");
  if (!(v = field(c, "board"))) return false;
  if (sscanf(v, "%dx%d", &r->rows, &r->cols) != 2 || r->rows < 1 || r->cols < 1 ||
      r->rows * r->cols > VB_MAX || r->rows > 25 || r->cols > 25)
    return fail(c, "bad board '%s'", v);
  p->b.rows = r->rows, p->b.cols = r->cols, p->b.n = r->rows * r->cols;
  if (!(v = field(c, "superko"))) return false;
  if (strcmp(v, "positional")) return fail(c, "superko must be positional");
  if (!(v = field(c, "suicide"))) return false;
  if (strcmp(v, "forbidden") && strcmp(v, "allowed")) return fail(c, "bad suicide rule '%s'", v);
  c->suicide = !strcmp(v, "allowed");
  if (!(v = field(c, r->killall ? "attacker" : "komi"))) return false;
  if (r->killall && strcmp(v, "black")) return fail(c, "the Attacker must be black");
  if (r->killall) r->attacker = 'X';
  else if (sscanf(v, "%lf", &r->komi) != 1) return fail(c, "bad komi '%s'", v);
  if (!(v = field(c, "start")) || !parse_start(c, v, p)) return false;
  p->to_move = r->killall ? 'O' : 'X', p->passes = 0;
  if (!(v = field(c, "history")) || !replay(c, v, p)) return false;
  if (!(v = field(c, "winner"))) return false;
  if (strcmp(v, "black") && strcmp(v, "white")) return fail(c, "bad winner '%s'", v);
  r->winner = v[0] == 'b' ? 'X' : 'O';
  return true;
}

static bool check(vctx *c, uint64_t *declared) {
  vpos root = {0};
  if (!header(c, &root)) return false;
  const char *v = field(c, "nodes");
  if (!v || sscanf(v, "%llu", (unsigned long long *)declared) != 1)
    return v ? fail(c, "bad node count") : false;
  if (!next_line(c)) return false;
  if (strncmp(c->buf, "root ", 5)) return fail(c, "expected the root node 'root ...'");
  if (!node(c, &root, "root", c->buf + 5, 0)) return false;
  if (!next_line(c) || strcmp(c->buf, "end")) return fail(c, "expected 'end' after the last node");
  if (fgets(c->buf, sizeof c->buf, c->f)) return c->line++, fail(c, "text after 'end'");
  if (*declared != c->r->nodes)
    return fail(c, "the header says %llu nodes, the tree has %llu", (unsigned long long)*declared,
                (unsigned long long)c->r->nodes);
  return true;
}

int verify_file(const char *path, size_t keep, verify_result *out) {
  memset(out, 0, sizeof *out);
  vctx c = {.r = out, .keep = keep};
  if (!(c.f = fopen(path, "r"))) return YOMI_EIO;
  uint64_t declared = 0;
  out->valid = check(&c, &declared);
  fclose(c.f);
  free(c.path);
  if (c.rc) return verify_result_free(out), c.rc;
  if (out->valid)
    snprintf(out->why, sizeof out->why, "valid: %s wins (%s %dx%d, %llu nodes, %llu leaves, depth %d)",
             colour_name(out->winner), out->killall ? "Kill-All" : "Go", out->rows, out->cols,
             (unsigned long long)out->nodes, (unsigned long long)out->leaves, out->depth);
  if (!out->valid && out->tree) free(out->tree), out->tree = NULL, out->ntree = 0;
  return YOMI_OK;
}

void verify_result_free(verify_result *r) {
  free(r->tree);
  r->tree = NULL;
  r->ntree = 0;
}
