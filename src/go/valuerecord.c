/* go/valuerecord: value searches in words and JSON, and the table of values (see valuerecord.h). */
#include "go/valuerecord.h"
#include <math.h>
#include <stdio.h>
#include <string.h>
#include "core/error.h"
#include "core/text.h"
#include "go/solvegame.h"
#include "solve/record.h"

static void proof_text(const char *who, const go_komiproof *p, char *out, size_t n) {
  text_appendf(out, n, "  %s proof: komi %.1f  expansions %llu  time %.2f s  proofs reused %llu\n", who,
               p->komi, (unsigned long long)p->res.st.expansions, p->res.seconds,
               (unsigned long long)p->res.st.proofs_reused);
}

/* "" for a value, ">= " or "<= " for the bound of a pruned search. */
static const char *bound_mark(const go_value *r) { return r->bound > 0 ? ">= " : r->bound < 0 ? "<= " : ""; }

/* Why a side has no proof: a full board of the other colour, or a search pruned for the other side. */
static const char *no_proof(const go_value *r, int side) {
  if (r->bound) return side == GO_SOLVE_BLACK ? "none (white-pruned run)" : "none (black-pruned run)";
  return side == GO_SOLVE_BLACK ? "none needed (White owns the whole board)"
                                : "none needed (Black owns the whole board)";
}

void go_value_text(const go_value *r, char *out, size_t n) {
  unsigned long long exps = r->st.expansions;
  out[0] = 0;
  if (r->rc == YOMI_EINTR) {
    snprintf(out, n, "interrupted after %d proofs, %llu expansions\n", r->probes, exps);
    return;
  }
  if (r->rc) {
    snprintf(out, n, "value: unknown (%s) after %d proofs, %llu expansions\n", yomi_strerror(r->rc),
             r->probes, exps);
    return;
  }
  text_appendf(out, n, "value: %s%d%s\n", bound_mark(r), r->value,
               r->bound ? " (a pruned run: only this bound is proved)" : "");
  if (r->has_black) proof_text("Black", &r->black, out, n);
  else text_appendf(out, n, "  Black proof: %s\n", no_proof(r, GO_SOLVE_BLACK));
  if (r->has_white) proof_text("White", &r->white, out, n);
  else text_appendf(out, n, "  White proof: %s\n", no_proof(r, GO_SOLVE_WHITE));
  text_appendf(out, n, "  all %d proofs: %llu expansions, %.2f s\n", r->probes, exps, r->seconds);
}

static void proof_json(json_writer *w, const char *key, const go_komiproof *p) {
  json_key(w, key);
  json_begin_object(w);
  json_kv_double(w, "komi", p->komi);
  json_kv_double(w, "seconds", p->res.seconds);
  dfpn_stats_json(w, &p->res.st);
  json_end_object(w);
}

/* Members "value" and "bound", or value null with "status" and "reason" (solve/record.h). */
static void value_members(json_writer *w, const go_value *r) {
  if (r->rc) {
    dfpn_json_unknown(w, "value", r->rc, yomi_strerror(r->rc));
    return;
  }
  json_kv_int(w, "value", r->value);
  json_kv_string(w, "bound", r->bound > 0 ? "lower" : r->bound < 0 ? "upper" : "exact");
}

void go_value_json(json_writer *w, const go_value *r) {
  json_key(w, "result");
  json_begin_object(w);
  value_members(w, r);
  json_end_object(w);
  json_key(w, "stats");
  json_begin_object(w);
  json_kv_int(w, "proofs", r->probes);
  json_kv_uint(w, "expansions", r->st.expansions);
  json_kv_double(w, "seconds", r->seconds);
  if (r->has_black) proof_json(w, "black_proof", &r->black);
  if (r->has_white) proof_json(w, "white_proof", &r->white);
  json_end_object(w);
}

void go_value_table_json_board(json_writer *w, int rows, int cols, const go_value *r) {
  json_begin_object(w);
  json_kv_int(w, "rows", rows);
  json_kv_int(w, "cols", cols);
  value_members(w, r);
  if (!r->rc) {
    if (r->has_black) json_kv_double(w, "black_komi", r->black.komi);
    if (r->has_white) json_kv_double(w, "white_komi", r->white.komi);
  }
  json_kv_int(w, "proofs", r->probes);
  json_kv_uint(w, "expansions", r->st.expansions);
  json_kv_double(w, "seconds", r->seconds);
  json_end_object(w);
}

void go_value_table_init(go_value_table *t, int max_points) {
  memset(t, 0, sizeof *t);
  t->max_points = max_points;
  t->max_rows = (int)floor(sqrt((double)max_points));
}

bool go_value_table_next(const go_value_table *t, int *rows, int *cols) {
  int r = *rows, c = *cols + 1;
  if (r == 0) r = c = 1;
  if (c > t->max_points || r * c > t->max_points) r++, c = r; /* the next row starts square */
  if (r > t->max_rows) return false;
  *rows = r, *cols = c;
  return true;
}

void go_value_table_row(int rows, int cols, const go_value *v, char *out, size_t n) {
  const dfpn_result *b = &v->black.res, *w = &v->white.res;
  out[0] = 0;
  text_appendf(out, n, "%dx%d value %s%d: ", rows, cols, bound_mark(v), v->value);
  if (v->has_black)
    text_appendf(out, n, "Black proof komi %.1f %llu exp %.2f s", v->black.komi,
                 (unsigned long long)b->st.expansions, b->seconds);
  else text_appendf(out, n, "no Black proof");
  if (v->has_white)
    text_appendf(out, n, "; White proof komi %.1f %llu exp %.2f s", v->white.komi,
                 (unsigned long long)w->st.expansions, w->seconds);
  else text_appendf(out, n, "; no White proof (%s)", v->bound ? "pruned run" : "full board");
  text_appendf(out, n, "; %d proofs %llu exp\n", v->probes, (unsigned long long)v->st.expansions);
}

void go_value_table_text(const go_value_table *t, char *out, size_t n) {
  int maxp = t->max_points, maxr = t->max_rows;
  out[0] = 0;
  text_appendf(out, n, "\nrows\\cols");
  for (int c = 1; c <= maxp; c++) text_appendf(out, n, " %3d", c);
  text_appendf(out, n, "\n");
  for (int r = 1; r <= maxr; r++) {
    text_appendf(out, n, "%9d", r);
    for (int c = 1; c <= maxp; c++) {
      int a = r <= c ? r : c, b = r <= c ? c : r;
      if (a * b <= maxp && a <= maxr) text_appendf(out, n, " %3d", t->value[a][b]);
      else text_appendf(out, n, "   .");
    }
    text_appendf(out, n, "\n");
  }
}
