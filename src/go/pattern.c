/* go/pattern: the local pattern of the last move (see pattern.h). */
#include "go/pattern.h"
#include <pthread.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

/* The ring's neighbours clockwise from the upper left: row and column steps. */
static const int ring_dr[8] = {-1, -1, -1, 0, 1, 1, 1, 0}, ring_dc[8] = {-1, 0, 1, 1, 1, 0, -1, -1};

/* A ring as a number, its first point the most significant base-4 digit. */
static unsigned ring_code(const uint8_t v[8]) {
  unsigned k = 0;
  for (int i = 0; i < 8; i++) k = k * 4 + v[i];
  return k;
}

/* The least code of the ring's images under the eight symmetries of the square (rotations by two
 * steps of the ring, and the reflection i -> -i), and that image into least (if not NULL). */
static unsigned least_code(const uint8_t v[8], uint8_t least[8]) {
  unsigned best = ~0u;
  for (int refl = 0; refl < 2; refl++)
    for (int rot = 0; rot < 8; rot += 2) {
      uint8_t w[8];
      for (int i = 0; i < 8; i++) w[i] = v[refl ? (8 - i + rot) % 8 : (i + rot) % 8];
      unsigned k = ring_code(w);
      if (k < best) {
        best = k;
        if (least) memcpy(least, w, 8);
      }
    }
  return best;
}

/* The dense number of each least code of a ring some board has (-1 for the others), and back. */
static int16_t ring_index[1 << 16];
static uint16_t ring_least[GO_PATTERN_RINGS];
static int ring_count;

/* Every ring whose off-board points are the union of some of the four sides (rows and columns of
 * the square around the point that a board's edge cuts off), its other points each of the three
 * colours. */
static void build_rings(void) {
  static const uint8_t sides[4] = {0x07, 0x1c, 0x70, 0xc1}; /* bit i: ring point i */
  memset(ring_index, 0xff, sizeof ring_index);
  static bool least[1 << 16];
  for (int m = 0; m < 16; m++) {
    unsigned off = 0;
    for (int s = 0; s < 4; s++)
      if (m >> s & 1) off |= sides[s];
    int free[8], nf = 0;
    for (int i = 0; i < 8; i++)
      if (!(off >> i & 1)) free[nf++] = i;
    int combos = 1;
    for (int i = 0; i < nf; i++) combos *= 3;
    for (int c = 0; c < combos; c++) {
      uint8_t v[8];
      for (int i = 0; i < 8; i++) v[i] = 3;
      for (int i = 0, x = c; i < nf; i++, x /= 3) v[free[i]] = (uint8_t)(x % 3);
      least[least_code(v, NULL)] = true;
    }
  }
  for (unsigned k = 0; k < (1u << 16) && ring_count < GO_PATTERN_RINGS; k++)
    if (least[k]) {
      ring_least[ring_count] = (uint16_t)k;
      ring_index[k] = (int16_t)ring_count++;
    }
}

static void rings(void) {
  static pthread_once_t once = PTHREAD_ONCE_INIT;
  pthread_once(&once, build_rings);
}

int go_pattern_of(const go_game *g, go_pattern *out) {
  const go_board *b = go_game_board(g);
  if (g->len < 2 || b->passes > 0) return -1;
  int m = g->moves[g->len - 2];
  if (m < 0 || m >= b->npoints) return -1;
  const go_board *p = &g->hist[g->len - 2];
  int placer = b->to_move == GO_BLACK ? GO_WHITE : GO_BLACK, r = m / b->cols, c = m % b->cols;
  for (int i = 0; i < 8; i++) {
    int rr = r + ring_dr[i], cc = c + ring_dc[i];
    if (rr < 0 || rr >= b->rows || cc < 0 || cc >= b->cols) out->ring[i] = 3;
    else {
      int col = go_board_get(b, rr * b->cols + cc);
      out->ring[i] = col == GO_EMPTY ? 0 : col == placer ? 1 : 2;
    }
  }
  int taken = go_setcount(go_board_stoneset(p, b->to_move) & ~go_board_stoneset(b, b->to_move));
  int libs = go_board_liberties(b, m);
  out->captured = (uint8_t)(taken > 2 ? 2 : taken);
  out->libs = (uint8_t)(libs > 3 ? 3 : libs < 1 ? 1 : libs);
  out->white = placer == GO_WHITE;
  out->single = go_board_chain_size(b, m) == 1;
  return 0;
}

int go_pattern_index(const go_pattern *p) {
  rings();
  for (int i = 0; i < 8; i++)
    if (p->ring[i] > 3) return -1;
  if (p->captured > 2 || p->libs < 1 || p->libs > 3 || p->white > 1 || p->single > 1) return -1;
  int ring = ring_index[least_code(p->ring, NULL)];
  if (ring < 0) return -1;
  int extra = ((p->captured * 3 + (p->libs - 1)) * 2 + p->white) * 2 + p->single;
  return ring * GO_PATTERN_EXTRA + extra;
}

int go_pattern_last(const go_game *g) {
  go_pattern p;
  return go_pattern_of(g, &p) ? GO_PATTERN_NONE : go_pattern_index(&p);
}

static const char ring_chars[4] = {'.', 'X', 'O', '#'};

void go_pattern_text(const go_pattern *p, char *out, int n) {
  uint8_t least[8];
  least_code(p->ring, least);
  char ring[9];
  for (int i = 0; i < 8; i++) ring[i] = ring_chars[least[i] & 3];
  ring[8] = 0;
  snprintf(out, (size_t)n, "%s %d %d %c %d", ring, p->captured, p->libs, p->white ? 'w' : 'b',
           p->single ? 1 : 2);
}

int go_pattern_parse(const char *s, go_pattern *p, const char **end) {
  for (int i = 0; i < 8; i++) {
    const char *c = s[i] ? memchr(ring_chars, s[i], 4) : NULL;
    if (!c) return -1;
    p->ring[i] = (uint8_t)(c - ring_chars);
  }
  const char *q = s + 8;
  if (q[0] != ' ' || q[1] < '0' || q[1] > '2' || q[2] != ' ' || q[3] < '1' || q[3] > '3' || q[4] != ' ' ||
      (q[5] != 'b' && q[5] != 'w') || q[6] != ' ' || (q[7] != '1' && q[7] != '2'))
    return -1;
  p->captured = (uint8_t)(q[1] - '0');
  p->libs = (uint8_t)(q[3] - '0');
  p->white = q[5] == 'w';
  p->single = q[7] == '1';
  if (end) *end = q + 8;
  return go_pattern_index(p) < 0 ? -1 : 0;
}

void go_pattern_at(int index, go_pattern *out) {
  rings();
  unsigned k = ring_least[index / GO_PATTERN_EXTRA];
  for (int i = 7; i >= 0; i--, k /= 4) out->ring[i] = (uint8_t)(k % 4);
  int e = index % GO_PATTERN_EXTRA;
  out->single = (uint8_t)(e % 2);
  out->white = (uint8_t)(e / 2 % 2);
  out->libs = (uint8_t)(e / 4 % 3 + 1);
  out->captured = (uint8_t)(e / 12);
}
