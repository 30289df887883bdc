/* shogi/svg: Shogi and Mini Shogi diagrams as SVG 1.1 (see svg.h): geometry, the board, the pieces,
 * the hands, the arrows and the caption in drawing order, and the pictures of reach and prev. */
#include "shogi/svg.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/error.h"
#include "core/text.h"

/* Geometry in SVG user units (pixels): a square's side, the board's offset (room for White's hand and
 * the file numbers above, the rank letters right, Black's hand and the caption below). */
#define CELL 44
#define LEFT 24
#define TOP 58
#define BELOW 64
#define RIGHT 36
#define CHAR_W 6.6 /* a caption character's width at 12 px, to widen a narrow board's picture */
#define WOOD "#e8c77a"
#define PIECE "#f7e3b5"
#define FONT "Helvetica, Arial, sans-serif"
#define KANJI "'Noto Sans CJK JP', 'Noto Serif CJK JP', 'IPAGothic', 'Hiragino Mincho ProN', serif"

/* The kanji of each piece type (1..14; the King of White as 王, of Black as 玉), and its letters. */
static const char *const kanji[SHOGI_NTYPES] = {"",   "歩", "香", "桂", "銀", "角", "飛", "金",
                                                "玉", "と", "杏", "圭", "全", "馬", "龍"};
static const char *const letters[SHOGI_NTYPES] = {"",  "P",  "L",  "N",  "S",  "B",  "R", "G",
                                                  "K", "+P", "+L", "+N", "+S", "+B", "+R"};
/* The ink of each side's arrows. */
static const char *const mover_ink[2] = {"#1f3f99", "#a31515"};

size_t shogi_svg_size(const shogi_svg *d) {
  return 4096 + (size_t)d->pos.v->nsq * 700 + (size_t)d->narrows * 900 + 8 * sizeof d->caption;
}

static int side(const shogi_svg *d) { return d->pos.v->n * CELL; }
static int cx(const shogi_svg *d, int sq) { return LEFT + (sq % d->pos.v->n) * CELL + CELL / 2; }
static int cy(const shogi_svg *d, int sq) { return TOP + (sq / d->pos.v->n) * CELL + CELL / 2; }

static void extent(const shogi_svg *d, int *w, int *h) {
  *w = LEFT + side(d) + RIGHT;
  int need = LEFT + (int)(CHAR_W * (double)strlen(d->caption));
  if (need > *w) *w = need;
  *h = TOP + side(d) + BELOW;
}

static void head(const shogi_svg *d, char *out, size_t n) {
  int w, h;
  extent(d, &w, &h);
  text_appendf(out, n,
               "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
               "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"%d\" height=\"%d\" "
               "viewBox=\"0 0 %d %d\">\n<title>%s diagram</title>\n<defs>\n",
               w, h, w, h, d->pos.v->id == SHOGI_VARIANT_MINI ? "Mini Shogi" : "Shogi");
  for (int c = 0; c < 2; c++)
    text_appendf(out, n,
                 "<marker id=\"head%d\" viewBox=\"0 0 10 10\" refX=\"8\" refY=\"5\" markerWidth=\"4\" "
                 "markerHeight=\"4\" orient=\"auto\"><path d=\"M0,0 L10,5 L0,10 z\" fill=\"%s\"/></marker>\n",
                 c, mover_ink[c]);
  text_appendf(out, n,
               "</defs>\n<rect class=\"page\" x=\"0\" y=\"0\" width=\"%d\" height=\"%d\" fill=\"#fff\"/>\n",
               w, h);
}

/* The board, its lines, the star points of 9x9, file numbers above and rank letters right (USI). */
static void board(const shogi_svg *d, char *out, size_t n) {
  int s = side(d), nn = d->pos.v->n;
  text_appendf(
      out, n,
      "<rect class=\"board\" x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"" WOOD "\" "
      "stroke=\"#000\" stroke-width=\"2\"/>\n<g class=\"grid\" stroke=\"#000\" stroke-width=\"1\">\n",
      LEFT, TOP, s, s);
  for (int i = 1; i < nn; i++)
    text_appendf(
        out, n,
        "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\"/>\n<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\"/>\n",
        LEFT, TOP + i * CELL, LEFT + s, TOP + i * CELL, LEFT + i * CELL, TOP, LEFT + i * CELL, TOP + s);
  for (int i = 0; nn == 9 && i < 4; i++)
    text_appendf(out, n, "<circle cx=\"%d\" cy=\"%d\" r=\"2.5\" fill=\"#000\"/>\n",
                 LEFT + (i & 1 ? 6 : 3) * CELL, TOP + (i & 2 ? 6 : 3) * CELL);
  text_appendf(out, n,
               "</g>\n<g class=\"coord\" font-family=\"" FONT "\" font-size=\"13\" fill=\"#000\" "
               "text-anchor=\"middle\">\n");
  for (int c = 0; c < nn; c++)
    text_appendf(out, n, "<text x=\"%d\" y=\"%d\">%d</text>\n", LEFT + c * CELL + CELL / 2, TOP - 6, nn - c);
  for (int r = 0; r < nn; r++)
    text_appendf(out, n, "<text x=\"%d\" y=\"%d\">%c</text>\n", LEFT + s + 14, TOP + r * CELL + CELL / 2 + 5,
                 'a' + r);
  text_appendf(out, n, "</g>\n");
}

/* One piece: the pentagon pointing away from its owner, the kanji (red when promoted). */
static void piece(const shogi_svg *d, int sq, char *out, size_t n) {
  uint8_t pc = d->pos.board[sq];
  int type = SHOGI_TYPE(pc), colour = SHOGI_COLOR(pc), x = cx(d, sq), y = cy(d, sq);
  bool promoted = type > SHOGI_K;
  const char *name = type == SHOGI_K && colour == SHOGI_WHITE ? "王" : kanji[type];
  text_appendf(out, n, "<g class=\"piece %s%s %s\"", colour ? "white" : "black", promoted ? " promoted" : "",
               letters[type]);
  if (colour) text_appendf(out, n, " transform=\"rotate(180 %d %d)\"", x, y);
  double u = CELL / 100.0;
  text_appendf(out, n,
               ">\n<polygon points=\"%.1f,%.1f %.1f,%.1f %.1f,%.1f %.1f,%.1f %.1f,%.1f\" fill=\"" PIECE "\" "
               "stroke=\"#000\" stroke-width=\"1\"/>\n",
               x + 0.0, y - 42 * u, x + 30 * u, y - 30 * u, x + 38 * u, y + 42 * u, x - 38 * u, y + 42 * u,
               x - 30 * u, y - 30 * u);
  text_appendf(out, n,
               "<text x=\"%d\" y=\"%.1f\" font-family=\"" KANJI "\" font-size=\"%d\" text-anchor=\"middle\" "
               "fill=\"%s\">%s</text>\n</g>\n",
               x, y + 16 * u, CELL / 2, promoted ? "#c00000" : "#000", name);
}

/* A side's hand as a line of kanji with counts, above the board for White, below for Black. */
static void hand(const shogi_svg *d, int colour, char *out, size_t n) {
  static const int order[] = {SHOGI_R, SHOGI_B, SHOGI_G, SHOGI_S, SHOGI_N, SHOGI_L, SHOGI_P};
  int y = colour ? 20 : TOP + side(d) + 24;
  text_appendf(out, n,
               "<text class=\"hand %s\" x=\"%d\" y=\"%d\" font-family=\"" FONT
               "\" font-size=\"14\">%s%s in hand: ",
               colour ? "white" : "black", LEFT, y, colour ? "☖ White (gote)" : "☗ Black (sente)",
               d->pos.side == colour ? ", to move," : "");
  int pieces = 0;
  for (int i = 0; i < 7; i++) {
    int k = d->pos.hand[colour][order[i]];
    if (!k) continue;
    text_appendf(out, n, "%s<tspan font-family=\"" KANJI "\">%s</tspan>", pieces++ ? " " : "",
                 kanji[order[i]]);
    if (k > 1) text_appendf(out, n, "%d", k);
  }
  text_appendf(out, n, "%s</text>\n", pieces ? "" : "none");
}

/* A move's label: its number in a small disc in the mover's ink. */
static void label(char *out, size_t n, double x, double y, const shogi_svg_arrow *a) {
  if (!a->number) return;
  text_appendf(out, n,
               "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"8\" fill=\"#fff\" stroke=\"%s\" stroke-width=\"1.2\"/>\n"
               "<text x=\"%.1f\" y=\"%.1f\" font-family=\"" FONT "\" font-size=\"10\" text-anchor=\"middle\" "
               "fill=\"%s\">%d</text>\n",
               x, y, mover_ink[a->mover], x, y + 3.5, mover_ink[a->mover], a->number);
}

/* A move as an arrow from its square to its destination (a '+' at the head when it promotes); a drop
 * as a dashed ring on its destination with the piece's letter. */
static void arrow(const shogi_svg *d, const shogi_svg_arrow *a, char *out, size_t n) {
  shogi_move m = a->move;
  int to = SHOGI_MOVE_TO(m), x1 = cx(d, to), y1 = cy(d, to);
  const char *ink = mover_ink[a->mover];
  if (SHOGI_MOVE_IS_DROP(m)) {
    text_appendf(
        out, n,
        "<g class=\"arrow drop %s\">\n<circle cx=\"%d\" cy=\"%d\" r=\"%.1f\" fill=\"none\" stroke=\"%s\" "
        "stroke-width=\"2.5\" stroke-dasharray=\"5,3\"/>\n<text x=\"%d\" y=\"%d\" font-family=\"" FONT
        "\" font-size=\"11\" fill=\"%s\">%s*</text>\n",
        letters[SHOGI_MOVE_DROP_TYPE(m)], x1, y1, CELL * 0.46, ink, x1 - CELL / 2 + 2, y1 + CELL / 2 - 3, ink,
        letters[SHOGI_MOVE_DROP_TYPE(m)]);
    label(out, n, x1 + CELL * 0.34, y1 - CELL * 0.34, a);
    text_appendf(out, n, "</g>\n");
    return;
  }
  int from = SHOGI_MOVE_FROM(m), x0 = cx(d, from), y0 = cy(d, from);
  text_appendf(out, n,
               "<g class=\"arrow move%s\">\n<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"%s\" "
               "stroke-width=\"3\" stroke-opacity=\"0.8\" marker-end=\"url(#head%d)\"/>\n",
               SHOGI_MOVE_PROMOTES(m) ? " promotes" : "", x0, y0, x1, y1, ink, a->mover);
  if (SHOGI_MOVE_PROMOTES(m))
    text_appendf(out, n,
                 "<text x=\"%d\" y=\"%d\" font-family=\"" FONT
                 "\" font-size=\"14\" font-weight=\"bold\" fill=\"%s\">+</text>\n",
                 x1 + CELL / 4, y1 + CELL / 4, ink);
  label(out, n, (x0 + x1) / 2.0, (y0 + y1) / 2.0, a);
  text_appendf(out, n, "</g>\n");
}

size_t shogi_svg_text(const shogi_svg *d, char *out, size_t n) {
  if (n == 0) return 0;
  out[0] = '\0';
  head(d, out, n);
  board(d, out, n);
  for (int sq = 0; sq < d->pos.v->nsq; sq++)
    if (d->pos.board[sq]) piece(d, sq, out, n);
  hand(d, SHOGI_WHITE, out, n);
  hand(d, SHOGI_BLACK, out, n);
  for (int i = 0; i < d->narrows; i++) arrow(d, &d->arrow[i], out, n);
  text_appendf(out, n,
               "<text class=\"caption\" x=\"%d\" y=\"%d\" font-family=\"" FONT
               "\" font-size=\"12\">%s</text>\n",
               LEFT, TOP + side(d) + 48, d->caption);
  text_appendf(out, n, "</svg>\n");
  return strlen(out);
}

int shogi_svg_save(const char *path, const shogi_svg *d) {
  size_t n = shogi_svg_size(d);
  char *text = malloc(n);
  if (!text) return YOMI_ENOMEM;
  int err = text_save(path, text, shogi_svg_text(d, text, n));
  free(text);
  return err;
}

void shogi_svg_from_reach(shogi_svg *d, const shogi_pos *start, const shogi_reach_report *rep) {
  memset(d, 0, sizeof *d);
  d->pos = *start;
  int moves = rep->len > 0 ? rep->len - 1 : 0,
      first = moves > SHOGI_SVG_ARROWS ? moves - SHOGI_SVG_ARROWS : 0;
  for (int i = first; i < moves; i++)
    d->arrow[d->narrows++] = (shogi_svg_arrow){rep->moves[i], rep->path[i].side, i + 1};
  if (rep->rule) snprintf(d->caption, sizeof d->caption, "unreachable: %s", rep->rule);
  else if (!rep->res.reachable)
    snprintf(d->caption, sizeof d->caption, "unreachable: reverse search exhausted");
  else if (first)
    snprintf(d->caption, sizeof d->caption,
             "reachable: the last %d of the %d moves from a King-King position", d->narrows, moves);
  else snprintf(d->caption, sizeof d->caption, "reachable: the %d moves from a King-King position", moves);
}

void shogi_svg_from_prev(shogi_svg *d, const shogi_pos *p, const shogi_move *prev, int n) {
  memset(d, 0, sizeof *d);
  d->pos = *p;
  for (int i = 0; i < n && i < SHOGI_SVG_ARROWS; i++)
    d->arrow[d->narrows++] = (shogi_svg_arrow){prev[i], 1 - p->side, i + 1};
  char drawn[40] = "";
  if (n > SHOGI_SVG_ARROWS) snprintf(drawn, sizeof drawn, " (the first %d drawn)", SHOGI_SVG_ARROWS);
  snprintf(d->caption, sizeof d->caption, "Prev_1: %d predecessors%s, numbered in the order listed", n,
           drawn);
}
