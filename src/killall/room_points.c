/* killall/room_points: the no-room criterion (room.h) on go_bigboard, any size up to 19x19: each
 * component is grown breadth-first into a point array and the floods walk point lists. */
#include "killall/room.h"

/* One component on any board. */
typedef struct {
  int rows, cols, n;
  const int *pts;     /* its n points */
  const uint8_t *inR; /* per point: 1 in the component */
  int *stamp, *marks; /* scratch for the floods: a point is reached when marks[p] == *stamp */
} point_comp;

static int nbrs(int rows, int cols, int p, int out[4]) {
  int r = p / cols, c = p % cols, k = 0;
  if (r > 0) out[k++] = p - cols;
  if (r + 1 < rows) out[k++] = p + cols;
  if (c > 0) out[k++] = p - 1;
  if (c + 1 < cols) out[k++] = p + 1;
  return k;
}

static inline bool bit(const go_bits384 *s, int p) { return (s->w[p >> 6] >> (p & 63)) & 1; }

/* Every piece of R \ {a, b} touches e (a or b): a flood from e's neighbours reaches all n - 2. */
static bool point_all_touch(const point_comp *k, int e, int a, int b) {
  int stack[GO_MAX_POINTS], top = 0, reached = 0, nb[4], mark = ++*k->stamp;
  k->marks[a] = k->marks[b] = mark; /* never entered */
  stack[top++] = e;
  while (top) {
    int p = stack[--top];
    for (int j = 0, m = nbrs(k->rows, k->cols, p, nb); j < m; j++)
      if (k->inR[nb[j]] && k->marks[nb[j]] != mark) {
        k->marks[nb[j]] = mark;
        stack[top++] = nb[j];
        reached++;
      }
  }
  return reached == k->n - 2;
}

static bool point_exact(const point_comp *k, const int *eye, int ni) {
  for (int i = 0; i < ni; i++)
    for (int j = i + 1; j < ni; j++) {
      int a = eye[i], b = eye[j], d = a > b ? a - b : b - a;
      if (d == k->cols || (d == 1 && a / k->cols == b / k->cols)) continue; /* adjacent */
      if (point_all_touch(k, a, a, b) && point_all_touch(k, b, a, b)) return true;
    }
  return false;
}

bool killall_go_bigboard_no_room(const go_bigboard *b, int attacker) {
  int rows = b->rows, cols = b->cols, n = b->npoints, nb[4];
  go_bits384 A = go_bigboard_pass_alive(b, attacker);
  uint8_t inA[GO_MAX_POINTS], interior[GO_MAX_POINTS], seen[GO_MAX_POINTS], inR[GO_MAX_POINTS];
  for (int p = 0; p < n; p++) inA[p] = bit(&A, p);
  for (int p = 0; p < n; p++) {
    bool adj = false;
    for (int j = 0, m = nbrs(rows, cols, p, nb); j < m; j++) adj |= inA[nb[j]];
    interior[p] = !inA[p] && !adj;
    seen[p] = inR[p] = 0;
  }
  int pts[GO_MAX_POINTS], eye[GO_MAX_POINTS], marks[GO_MAX_POINTS] = {0}, stamp = 0;
  for (int s = 0; s < n; s++) {
    if (inA[s] || seen[s]) continue;
    /* one component of the non-A points, grown breadth-first in pts */
    point_comp k = {rows, cols, 0, pts, inR, &stamp, marks};
    int ni = 0;
    pts[k.n++] = s;
    seen[s] = 1;
    for (int i = 0; i < k.n; i++)
      for (int j = 0, m = nbrs(rows, cols, pts[i], nb); j < m; j++)
        if (!inA[nb[j]] && !seen[nb[j]]) {
          seen[nb[j]] = 1;
          pts[k.n++] = nb[j];
        }
    for (int i = 0; i < k.n; i++) {
      inR[pts[i]] = 1;
      if (interior[pts[i]]) eye[ni++] = pts[i];
    }
    /* (the cheap filter is implicit: point_exact skips adjacent pairs before any flood) */
    bool room = point_exact(&k, eye, ni);
    for (int i = 0; i < k.n; i++) inR[pts[i]] = 0;
    if (room) return false;
  }
  return true;
}
