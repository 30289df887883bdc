/* go/svg: board diagrams as SVG 1.1 (see svg.h): geometry, the board's parts in drawing order
 * (board, grid, coordinates, stones, numbers, marks), and the file writers. */
#include "go/svg.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/error.h"
#include "core/text.h"

/* Geometry in SVG user units (pixels): the distance between lines, and the margin that holds the
 * coordinates around the outermost lines. */
#define CELL 32
#define MARGIN 40 /* the labels clear the outer stones (radius 0.47 CELL) */
#define WOOD "#dcb35c"
#define FONT "Helvetica, Arial, sans-serif"

/* The legend's geometry: its first baseline below the board, the distance between lines, and an
 * estimate of a character's width at its font size (to widen a narrow board's picture). */
#define LEGEND_TOP 8
#define LEGEND_LINE 20
#define LEGEND_CHAR 6.6

/* The picture's width and height: the board's, and the legend's below it. */
static void extent(const go_svg *d, int *w, int *h) {
  *w = 2 * MARGIN + (d->cols - 1) * CELL;
  *h = 2 * MARGIN + (d->rows - 1) * CELL;
  if (!d->nlegend) return;
  for (int i = 0; i < d->nlegend; i++) {
    int need = MARGIN + CELL + (int)(LEGEND_CHAR * (double)strlen(d->legend[i].text));
    if (need > *w) *w = need;
  }
  *h += LEGEND_TOP + d->nlegend * LEGEND_LINE;
}

void go_svg_from_bigboard(go_svg *d, const go_bigboard *b) {
  memset(d, 0, sizeof *d);
  d->rows = b->rows;
  d->cols = b->cols;
  for (int p = 0; p < b->npoints; p++) d->colour[p] = (uint8_t)go_bigboard_get(b, p);
}

void go_svg_from_board(go_svg *d, const go_board *b) {
  go_bigboard big;
  go_bigboard_from_small(&big, b);
  go_svg_from_bigboard(d, &big);
}

/* Lines of at most `width` characters (words kept whole) from text, as legend lines without a mark. */
static void legend_wrapped(go_svg *d, const char *text, int width) {
  char line[GO_SVG_LEGEND_CHARS];
  if (width >= (int)sizeof line) width = (int)sizeof line - 1;
  const char *at = text;
  while (*at && d->nlegend < GO_SVG_LEGENDS) {
    int len = (int)strlen(at);
    if (d->nlegend == GO_SVG_LEGENDS - 1 && len > width) { /* the last line: cut, and say so */
      snprintf(line, sizeof line, "%.*s ...", width - 4, at);
      go_svg_legend(d, 0, line);
      return;
    }
    if (len > width) {
      len = width;
      while (len > 0 && at[len] != ' ') len--;
      if (len == 0) len = width;
    }
    snprintf(line, sizeof line, "%.*s", len, at);
    go_svg_legend(d, 0, line);
    at += len;
    while (*at == ' ') at++;
  }
}

/* The moves of a variation that the position reached does not show, in the legend: the passes, and
 * by point the moves whose stones were since captured or played over ("E1 4 12"). */
static void hidden_moves(go_svg *d, const int *pv, int npv) {
  char text[GO_SVG_LEGENDS * GO_SVG_LEGEND_CHARS] = "", name[8];
  int passes = 0, points = 0;
  for (int i = 0; i < npv; i++)
    if (pv[i] == GO_PASS) text_appendf(text, sizeof text, "%s%d", passes++ ? ", " : "passes: ", i + 1);
  for (int i = 0; i < npv; i++) {
    bool seen = pv[i] == GO_PASS;
    for (int k = 0; k < i && !seen; k++) seen = pv[k] == pv[i];
    if (seen) continue; /* each point once, at its first move */
    bool named = false;
    for (int k = i; k < npv; k++) {
      if (pv[k] != pv[i] || d->number[pv[k]] == k + 1) continue;
      if (!named) {
        go_move_name(pv[i], d->rows, d->cols, name, sizeof name);
        text_appendf(text, sizeof text, "%s%s",
                     points++ ? ", "
                     : passes ? "; not on the board, by point: "
                              : "not on the board, by point: ",
                     name);
        named = true;
      }
      text_appendf(text, sizeof text, " %d", k + 1);
    }
  }
  int w, h;
  extent(d, &w, &h);
  int width = (int)((w - MARGIN) / LEGEND_CHAR);
  if (text[0]) legend_wrapped(d, text, width < 36 ? 36 : width);
}

int go_svg_from_bigpv(go_svg *d, const go_bigboard *start, const int *pv, int npv) {
  go_bigboard b = *start;
  go_svg_from_bigboard(d, &b);
  for (int i = 0; i < npv; i++) {
    int err = go_bigboard_play(&b, pv[i]);
    if (err) return err;
    for (int p = 0; p < b.npoints; p++) {
      d->colour[p] = (uint8_t)go_bigboard_get(&b, p);
      if (d->colour[p] == GO_EMPTY) d->number[p] = 0; /* captured: its number goes with it */
    }
    if (pv[i] != GO_PASS) d->number[pv[i]] = i + 1;
  }
  hidden_moves(d, pv, npv);
  return YOMI_OK;
}

int go_svg_from_pv(go_svg *d, const go_board *start, const int *pv, int npv) {
  go_bigboard big;
  go_bigboard_from_small(&big, start);
  return go_svg_from_bigpv(d, &big, pv, npv);
}

void go_svg_mark(go_svg *d, const uint64_t *words, int mark) {
  for (int p = 0; p < d->rows * d->cols; p++)
    if (words[p / 64] >> (p % 64) & 1) d->mark[p] |= (uint8_t)mark;
}

void go_svg_mark_pass_alive(go_svg *d, const go_bigboard *b, int mark) {
  for (int colour = GO_BLACK; colour <= GO_WHITE; colour++) {
    go_bits384 alive = go_bigboard_pass_alive(b, colour);
    go_svg_mark(d, alive.w, mark);
  }
}

/* Budget per part: the longest element each writes, with room to spare. */
size_t go_svg_size(const go_svg *d) {
  return 1024 + (size_t)(d->rows * d->cols) * 480 + (size_t)(d->rows + d->cols) * 320 +
         (size_t)d->nlegend * (512 + 5 * GO_SVG_LEGEND_CHARS);
}

static int px(int i) { return MARGIN + i * CELL; }

static void board_and_grid(const go_svg *d, char *out, size_t n) {
  int w = 2 * MARGIN + (d->cols - 1) * CELL, h = 2 * MARGIN + (d->rows - 1) * CELL, W, H;
  extent(d, &W, &H);
  text_appendf(out, n,
               "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
               "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"%d\" height=\"%d\" "
               "viewBox=\"0 0 %d %d\">\n"
               "<title>Go diagram, %d x %d</title>\n",
               W, H, W, H, d->rows, d->cols);
  if (d->nlegend)
    text_appendf(out, n, "<rect class=\"page\" x=\"0\" y=\"0\" width=\"%d\" height=\"%d\" fill=\"#fff\"/>\n",
                 W, H);
  text_appendf(out, n,
               "<rect class=\"board\" x=\"0\" y=\"0\" width=\"%d\" height=\"%d\" fill=\"" WOOD "\"/>\n"
               "<g class=\"grid\" stroke=\"#000\" stroke-width=\"1\" stroke-linecap=\"square\">\n",
               w, h);
  for (int r = 0; r < d->rows; r++)
    text_appendf(out, n, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\"/>\n", px(0), px(r), px(d->cols - 1),
                 px(r));
  for (int c = 0; c < d->cols; c++)
    text_appendf(out, n, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\"/>\n", px(c), px(0), px(c),
                 px(d->rows - 1));
  text_appendf(out, n, "</g>\n");
}

/* GTP coordinates: column letters above and below, row numbers (1 at the bottom) left and right. */
static void coordinates(const go_svg *d, char *out, size_t n) {
  text_appendf(out, n,
               "<g class=\"coord\" font-family=\"" FONT "\" font-size=\"13\" fill=\"#000\" "
               "text-anchor=\"middle\">\n");
  int top = px(0) - CELL / 2 - 5, bottom = px(d->rows - 1) + CELL / 2 + 14; /* baselines */
  for (int c = 0; c < d->cols; c++) {
    char name[8];
    go_col_name(c, name, sizeof name);
    text_appendf(out, n, "<text x=\"%d\" y=\"%d\">%s</text>\n<text x=\"%d\" y=\"%d\">%s</text>\n", px(c), top,
                 name, px(c), bottom, name);
  }
  int left = px(0) - CELL / 2 - 8, right = px(d->cols - 1) + CELL / 2 + 8; /* centres */
  for (int r = 0; r < d->rows; r++)
    text_appendf(out, n, "<text x=\"%d\" y=\"%d\">%d</text>\n<text x=\"%d\" y=\"%d\">%d</text>\n", left,
                 px(r) + 5, d->rows - r, right, px(r) + 5, d->rows - r);
  text_appendf(out, n, "</g>\n");
}

static void stones(const go_svg *d, char *out, size_t n) {
  for (int p = 0; p < d->rows * d->cols; p++) {
    if (d->colour[p] == GO_EMPTY) continue;
    bool black = d->colour[p] == GO_BLACK;
    text_appendf(out, n,
                 "<circle class=\"stone %s\" cx=\"%d\" cy=\"%d\" r=\"%.1f\" fill=\"%s\" stroke=\"#000\" "
                 "stroke-width=\"1\"/>\n",
                 black ? "black" : "white", px(p % d->cols), px(p / d->cols), CELL * 0.47,
                 black ? "#000" : "#fff");
  }
}

/* The ink that shows on the point: white on a black stone, black elsewhere. */
static const char *ink(const go_svg *d, int p) { return d->colour[p] == GO_BLACK ? "#fff" : "#000"; }

static void numbers(const go_svg *d, char *out, size_t n) {
  for (int p = 0; p < d->rows * d->cols; p++) {
    if (!d->number[p] || d->colour[p] == GO_EMPTY) continue;
    int size = d->number[p] < 100 ? 15 : 11;
    text_appendf(out, n,
                 "<text class=\"number\" x=\"%d\" y=\"%d\" font-family=\"" FONT "\" font-size=\"%d\" "
                 "text-anchor=\"middle\" fill=\"%s\">%d</text>\n",
                 px(p % d->cols), px(p / d->cols) + size * 7 / 20, size, ink(d, p), d->number[p]);
  }
}

/* One point's marks at (x, y) in the ink that shows there; `framed`: around a move number. */
static void mark_at(char *out, size_t n, double x, double y, int mark, const char *ink, bool framed) {
  double s = CELL * (framed ? 0.66 : 0.36), r = CELL * (framed ? 0.36 : 0.2);
  if (mark & GO_SVG_SQUARE)
    text_appendf(out, n,
                 "<rect class=\"mark square\" x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" "
                 "fill=\"none\" stroke=\"%s\" stroke-width=\"1.5\"/>\n",
                 x - s / 2, y - s / 2, s, s, ink);
  if (mark & GO_SVG_CIRCLE)
    text_appendf(out, n,
                 "<circle class=\"mark circle\" cx=\"%g\" cy=\"%g\" r=\"%.1f\" fill=\"none\" stroke=\"%s\" "
                 "stroke-width=\"1.5\"/>\n",
                 x, y, r, ink);
}

static void marks(const go_svg *d, char *out, size_t n) {
  for (int p = 0; p < d->rows * d->cols; p++)
    if (d->mark[p])
      mark_at(out, n, px(p % d->cols), px(p / d->cols), d->mark[p], ink(d, p),
              d->number[p] && d->colour[p] != GO_EMPTY);
}

/* The text of a legend line with the XML's special characters escaped. */
static void escaped(char *out, size_t n, const char *text) {
  for (const char *c = text; *c; c++) {
    if (*c == '<') text_appendf(out, n, "&lt;");
    else if (*c == '&') text_appendf(out, n, "&amp;");
    else if (*c == '>') text_appendf(out, n, "&gt;");
    else text_appendf(out, n, "%c", *c);
  }
}

static void legend(const go_svg *d, char *out, size_t n) {
  int y = 2 * MARGIN + (d->rows - 1) * CELL + LEGEND_TOP;
  for (int i = 0; i < d->nlegend; i++, y += LEGEND_LINE) {
    text_appendf(out, n, "<g class=\"legend\">\n");
    mark_at(out, n, MARGIN / 2 + CELL / 4, y + LEGEND_LINE / 2, d->legend[i].mark, "#000", false);
    int x = d->legend[i].mark ? MARGIN / 2 + CELL * 3 / 4
                              : MARGIN / 2; /* a line without a mark: flush left */
    text_appendf(out, n, "<text x=\"%d\" y=\"%d\" font-family=\"" FONT "\" font-size=\"12\" fill=\"#000\">",
                 x, y + LEGEND_LINE / 2 + 4);
    escaped(out, n, d->legend[i].text);
    text_appendf(out, n, "</text>\n</g>\n");
  }
}

void go_svg_legend(go_svg *d, int mark, const char *text) {
  if (d->nlegend >= GO_SVG_LEGENDS) return;
  d->legend[d->nlegend].mark = mark;
  snprintf(d->legend[d->nlegend].text, sizeof d->legend[d->nlegend].text, "%s", text);
  d->nlegend++;
}

size_t go_svg_text(const go_svg *d, char *out, size_t n) {
  if (n == 0) return 0;
  out[0] = '\0';
  board_and_grid(d, out, n);
  coordinates(d, out, n);
  stones(d, out, n);
  numbers(d, out, n);
  marks(d, out, n);
  legend(d, out, n);
  text_appendf(out, n, "</svg>\n");
  return strlen(out);
}

int go_svg_save(const char *path, const go_svg *d) {
  size_t n = go_svg_size(d);
  char *text = malloc(n);
  if (!text) return YOMI_ENOMEM;
  int err = text_save(path, text, go_svg_text(d, text, n));
  free(text);
  return err;
}

int go_svg_save_solve(const char *path, int rows, int cols, go_suicide suicide, const int *start, int nstart,
                      const int *pv, int npv) {
  go_game g;
  int bad;
  int err = go_game_start(&g, rows, cols, suicide, start, nstart, &bad);
  if (err) return err;
  go_svg *d = malloc(sizeof *d);
  if (!d) err = YOMI_ENOMEM;
  if (!err) err = go_svg_from_pv(d, go_game_board(&g), pv, npv);
  if (!err) err = go_svg_save(path, d);
  free(d);
  go_game_free(&g);
  return err;
}
