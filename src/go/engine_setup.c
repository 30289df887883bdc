/* go/engine_setup: the GTP engine's game from outside and in words: handicap stones (the protocol's
 * fixed placement, the engine's free one, the controller's), a game from SGF and the game as SGF,
 * the stones' final status by Benson's pass-alive test, the position solved, and the time budget. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "core/error.h"
#include "core/text.h"
#include "go/engine.h"
#include "go/sgf.h"
#include "go/value.h"
#include "yomi_version.h"

double go_engine_time_budget(const go_engine *e, int colour) {
  const go_bigboard *b = go_biggame_board(&e->game);
  int empty = 0;
  for (int p = 0; p < b->npoints; p++) empty += go_bigboard_get(b, p) == GO_EMPTY;
  /* the mover has about half the empty points still to fill, and a few moves more to settle */
  return gtp_clock_budget(&e->clock, colour, empty / 2 > 3 ? empty / 2 : 3);
}

int go_engine_fixed_handicap(int rows, int cols, int n, int *pts) {
  int side = rows, max = side % 2 && side >= 9 ? 9 : 4;
  if (rows != cols || side < 7 || n < 2 || n > max) return YOMI_ERANGE;
  int lo = side >= 13 ? 3 : 2, hi = side - 1 - lo, mid = (side - 1) / 2;
  /* GTP 2, section 4.1.1, as (column, row from the bottom): D4 Q16 D16 Q4, D10 Q10, K4 K16, and the
   * centre K10 for an odd count */
  const int xy[8][2] = {{lo, lo}, {hi, hi}, {lo, hi}, {hi, lo}, {lo, mid}, {hi, mid}, {mid, lo}, {mid, hi}};
  int k = 0, corners = n >= 6 ? n - n % 2 : n - (n == 5);
  for (int i = 0; i < corners; i++) pts[k++] = (side - 1 - xy[i][1]) * cols + xy[i][0];
  if (n % 2 && n >= 5) pts[k++] = (side - 1 - mid) * cols + mid;
  return k;
}

/* How far p is from the nearest stone of pts[0..k) (Manhattan; the board's size when there is none),
 * and from the edge (capped at 3): the free placement spreads the stones out and away from the edge. */
static int spread(int rows, int cols, const int *pts, int k, int p) {
  int r = p / cols, c = p % cols, near = rows + cols;
  for (int i = 0; i < k; i++) {
    int d = abs(pts[i] / cols - r) + abs(pts[i] % cols - c);
    if (d < near) near = d;
  }
  int edge = r < rows - 1 - r ? r : rows - 1 - r;
  if (c < edge) edge = c;
  if (cols - 1 - c < edge) edge = cols - 1 - c;
  return near * 4 + (edge < 3 ? edge : 3);
}

int go_engine_free_handicap(const go_engine *e, int n, int *pts) {
  int npoints = e->rows * e->cols;
  if (n < 2 || n > npoints - 1) return YOMI_ERANGE;
  int k = go_engine_fixed_handicap(e->rows, e->cols, n, pts);
  if (k > 0) return k;
  for (k = 0; k < n; k++) {
    int best = -1, score = -1;
    for (int p = 0; p < npoints; p++) {
      bool used = false;
      for (int i = 0; i < k; i++) used |= pts[i] == p;
      int s = used ? -1 : spread(e->rows, e->cols, pts, k, p);
      if (s > score) best = p, score = s;
    }
    pts[k] = best;
  }
  return k;
}

int go_engine_set_handicap(go_engine *e, const int *pts, int n) {
  const go_bigboard *cur = go_biggame_board(&e->game);
  for (int p = 0; p < cur->npoints; p++)
    if (e->game.len > 1 || go_bigboard_get(cur, p) != GO_EMPTY) return YOMI_EINVAL;
  go_bigboard b = *cur;
  for (int i = 0; i < n; i++) {
    if (pts[i] < 0 || pts[i] >= b.npoints || go_bigboard_get(&b, pts[i]) != GO_EMPTY) return YOMI_EILLEGAL;
    go_bigboard_set(&b, pts[i], GO_BLACK);
  }
  if (!go_bigboard_all_chains_live(&b)) return YOMI_EILLEGAL;
  b.to_move = GO_WHITE; /* the protocol: White moves after the handicap stones */
  go_biggame fresh;
  int rc = go_biggame_init(&fresh, &b);
  if (rc) return rc;
  go_biggame_free(&e->game);
  e->game = fresh;
  e->regular = true;
  return 0;
}

/* KM[x] among the root's other properties, into *komi when it is there and a number. */
static void root_komi(const char *root, double *komi) {
  const char *km = root ? strstr(root, "KM[") : NULL;
  char *end;
  double k = km ? strtod(km + 3, &end) : 0;
  if (km && *end == ']' && isfinite(k) && fabs(k) <= 1000) *komi = k;
}

int go_engine_read_sgf(const char *path, int move_number, go_sgf *s, char *why, size_t n) {
  char *text;
  int rc = go_sgf_load(path, &text);
  if (rc) {
    snprintf(why, n, "%s",
             rc == YOMI_ESIZE ? "file too large"
             : rc == YOMI_EIO ? "cannot read file"
                              : yomi_strerror(rc));
    return rc;
  }
  rc = go_sgf_parse(text, s, why, n);
  free(text);
  if (rc) return rc;
  if (s->rows > 25 || s->cols > 25) { /* GTP's vertices name at most 25 columns */
    snprintf(why, n, "board size %dx%d: GTP takes sides up to 25", s->cols, s->rows);
    go_sgf_free(s);
    return YOMI_ESIZE;
  }
  if (!s->to_move && s->nmoves > 0) s->to_move = s->colour[0]; /* who starts, before the moves are cut */
  if (move_number > 0 && move_number - 1 < s->nmoves) s->nmoves = move_number - 1;
  return 0;
}

int go_engine_load_sgf(go_engine *e, const char *path, int move_number, char *why, size_t n) {
  go_sgf s;
  int rc = go_engine_read_sgf(path, move_number, &s, why, n);
  if (rc) return rc;
  go_biggame g;
  int bad;
  if ((rc = go_biggame_from_sgf(&g, &s, e->suicide, &bad))) {
    if (bad >= 0) snprintf(why, n, "move %d of the file is illegal", bad + 1);
    else snprintf(why, n, "%s", yomi_strerror(rc));
  } else {
    go_biggame_free(&e->game);
    e->game = g, e->rows = s.rows, e->cols = s.cols, e->regular = true;
    root_komi(s.root, &e->komi);
  }
  go_sgf_free(&s);
  return rc;
}

int go_engine_sgf(const go_engine *e, char *out, size_t n) {
  go_sgf_record root = {.application = "yomi",
                        .version = YOMI_VERSION,
                        .komi_set = true,
                        .komi = e->komi,
                        .rules = e->suicide == GO_SUICIDE_ALLOWED ? "Tromp-Taylor"
                                                                  : "Chinese positional superko"};
  if (e->regular) return go_biggame_sgf(&e->game, &root, out, n);
  /* moves out of turn do not alternate as SGF's line of moves does: the position alone, as setup */
  go_biggame now;
  go_bigboard start = *go_biggame_board(&e->game);
  start.passes = 0;
  if (go_biggame_init(&now, &start)) return snprintf(out, n, "(;)"), 0;
  root.comment = "the position only: moves were played out of turn";
  int k = go_biggame_sgf(&now, &root, out, n); /* PL[W] when White is to move; Black by default */
  go_biggame_free(&now);
  return k;
}

/* The chain at p (unmarked in seen, then marked) as vertices into out at *k. */
static void chain_text(const go_bigboard *b, int p, bool *seen, char *out, size_t n, size_t *k) {
  int stack[GO_MAX_POINTS], top = 0, colour = go_bigboard_get(b, p);
  stack[top++] = p, seen[p] = true;
  while (top) {
    int q = stack[--top], r = q / b->cols, c = q % b->cols;
    char name[8];
    go_move_name(q, b->rows, b->cols, name, sizeof name);
    text_emit(out, n, k, *k && out[*k - 1] != '\n' ? " " : "");
    text_emit(out, n, k, name);
    int nb[4] = {r > 0 ? q - b->cols : -1, r < b->rows - 1 ? q + b->cols : -1, c > 0 ? q - 1 : -1,
                 c < b->cols - 1 ? q + 1 : -1};
    for (int i = 0; i < 4; i++)
      if (nb[i] >= 0 && !seen[nb[i]] && go_bigboard_get(b, nb[i]) == colour)
        seen[nb[i]] = true, stack[top++] = nb[i];
  }
}

int go_engine_status_list(const go_engine *e, go_engine_status status, char *out, size_t n) {
  const go_bigboard *b = go_biggame_board(&e->game);
  uint8_t grid[GO_MAX_POINTS];
  go_bigboard_benson(b, (go_suicide)b->suicide, grid);
  return go_status_list(b, grid, status, out, n);
}

int go_status_list(const go_bigboard *b, const uint8_t *grid, go_engine_status status, char *out, size_t n) {
  bool seen[GO_MAX_POINTS] = {false};
  size_t k = 0;
  out[0] = '\0';
  for (int p = 0; p < b->npoints && status != GO_ENGINE_SEKI; p++) {
    int c = go_bigboard_get(b, p);
    if (c == GO_EMPTY || seen[p]) continue;
    bool dead = grid[p] == GO_OTHER(c); /* inside the other colour's pass-alive area */
    if (dead != (status == GO_ENGINE_DEAD)) continue;
    chain_text(b, p, seen, out, n, &k);
    text_emit(out, n, &k, "\n");
  }
  if (n) out[k < n ? k : n - 1] = '\0';
  return (int)k;
}

int go_engine_pass_alive_gfx(const go_engine *e, char *out, size_t n) {
  const go_bigboard *b = go_biggame_board(&e->game);
  uint8_t grid[GO_MAX_POINTS];
  go_bigboard_benson(b, (go_suicide)b->suicide, grid);
  size_t k = 0;
  int area[3] = {0, 0, 0};
  /* SQUARE: the pass-alive stones; MARK: the rest of the pass-alive area (territory, dead stones) */
  for (int pass = 0; pass < 2; pass++) {
    text_emit(out, n, &k, pass ? "\nMARK" : "SQUARE");
    for (int p = 0; p < b->npoints; p++) {
      int c = go_bigboard_get(b, p);
      if (grid[p] == GO_EMPTY || (c == grid[p]) != (pass == 0)) continue;
      char name[8] = " ";
      go_move_name(p, b->rows, b->cols, name + 1, sizeof name - 1);
      text_emit(out, n, &k, name);
      area[grid[p]]++;
    }
  }
  char text[96];
  snprintf(text, sizeof text, "\nTEXT pass-alive area: Black %d, White %d points", area[GO_BLACK],
           area[GO_WHITE]);
  text_emit(out, n, &k, text);
  if (n) out[k < n ? k : n - 1] = '\0';
  return (int)k;
}

/* The engine's game as a 64-point game with its history, else (moves out of turn) its position alone. */
static int small_game(const go_engine *e, go_game *g, bool *history) {
  *history = e->regular && go_game_from_big(g, &e->game) == 0;
  if (*history) return 0;
  go_board b;
  int rc = go_board_from_big(&b, go_biggame_board(&e->game));
  return rc ? rc : go_game_init(g, &b);
}

int go_engine_solve(const go_engine *e, char *out, size_t n) {
  go_game g;
  bool history;
  if (small_game(e, &g, &history))
    return snprintf(out, n, "not solved: the solver takes boards of at most %d points", GO_SMALL_POINTS), 0;
  go_value_opts o;
  go_value_opts_default(&o);
  o.run.opts.node_limit = e->node_limit;
  o.tt_mb = 64;
  go_value *v = malloc(sizeof *v);
  if (!v) return go_game_free(&g), YOMI_ENOMEM;
  go_value_search(&g, &o, v);
  go_game_free(&g);
  const char *whose = history ? "with its history" : "without its history (moves out of turn)";
  if (v->rc == YOMI_OK && v->bound == 0) {
    double margin = v->value - e->komi;
    snprintf(out, n, "value %c+%d by area (proved, %s); at komi %g: %s; %d proofs, %llu expansions",
             v->value >= 0 ? 'B' : 'W', abs(v->value), whose, e->komi,
             margin > 0   ? "Black wins"
             : margin < 0 ? "White wins"
                          : "a draw",
             v->probes, (unsigned long long)v->st.expansions);
  } else {
    snprintf(out, n, "not proved (%s) %s; %d proofs, %llu expansions", yomi_strerror(v->rc), whose, v->probes,
             (unsigned long long)v->st.expansions);
  }
  free(v);
  return 0;
}

int go_engine_parse_status(int argc, char **args) {
  static const char *const names[] = {"alive", "dead", "seki"};
  for (int s = 0; argc == 1 && s < 3; s++)
    if (strcmp(args[0], names[s]) == 0) return s;
  return -1;
}

int go_engine_printsgf(int argc, char **args, int (*sgf)(const void *ctx, char *out, size_t n),
                       const void *ctx, char *out, size_t n) {
  if (argc > 1) return gtp_fail(out, n, "syntax error: printsgf [FILE]");
  if ((size_t)sgf(ctx, out, n) >= n) return gtp_fail(out, n, "game too long");
  if (argc == 0) return GTP_SUCCESS;
  FILE *f = fopen(args[0], "w");
  bool ok = f && fputs(out, f) >= 0;
  if (f && fclose(f)) ok = false;
  return ok ? gtp_done(out) : gtp_fail(out, n, "cannot write the file");
}

int go_engine_loadsgf(int argc, char **args,
                      int (*load)(void *ctx, const char *path, int move_number, char *why, size_t n),
                      void *ctx, char *out, size_t n) {
  long move_number = 0;
  if (argc < 1 || argc > 2 || (argc == 2 && (gtp_parse_int(args[1], &move_number) || move_number < 1)))
    return gtp_fail(out, n, "syntax error: loadsgf FILE [MOVE_NUMBER]");
  char why[256];
  if (load(ctx, args[0], move_number > 1000000 ? 0 : (int)move_number, why, sizeof why))
    return gtp_fail(out, n, "cannot load file: %s", why);
  return gtp_done(out);
}
