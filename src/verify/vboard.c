/* verify/vboard: plain Go rules for the certificate verifier (see vboard.h). */
#include "verify/vboard.h"
#include <string.h>

/* Written again here on purpose (src/go has its own): the verifier shares no code with the solver. */
int verify_nbrs(const verify_board *b, int p, int out[4]) {
  int r = p / b->cols, c = p % b->cols, k = 0;
  if (r > 0) out[k++] = p - b->cols;
  if (r + 1 < b->rows) out[k++] = p + b->cols;
  if (c > 0) out[k++] = p - 1;
  if (c + 1 < b->cols) out[k++] = p + 1;
  return k;
}

int verify_flood(const verify_board *b, int p, const char *over, char *mark) {
  char in[VB_MAX] = {0};
  for (int q = 0; q < b->n; q++) in[q] = strchr(over, b->c[q]) != NULL;
  return verify_flood_in(b, p, in, mark);
}

int verify_flood_in(const verify_board *b, int p, const char *in, char *mark) {
  int stack[VB_MAX], top = 0, count = 1, nb[4];
  memset(mark, 0, VB_MAX);
  mark[p] = 1;
  stack[top++] = p;
  while (top) {
    int q = stack[--top];
    for (int i = 0, k = verify_nbrs(b, q, nb); i < k; i++)
      if (!mark[nb[i]] && in[nb[i]]) {
        mark[nb[i]] = 1;
        stack[top++] = nb[i];
        count++;
      }
  }
  return count;
}

/* Does the chain marked in mark touch an empty point? */
static bool has_liberty(const verify_board *b, const char *mark) {
  int nb[4];
  for (int p = 0; p < b->n; p++)
    if (mark[p])
      for (int i = 0, k = verify_nbrs(b, p, nb); i < k; i++)
        if (b->c[nb[i]] == '.') return true;
  return false;
}

/* Remove the chain at p if it has no liberty; the stones removed. */
static int remove_dead(verify_board *b, int p) {
  char mark[VB_MAX], colour[2] = {b->c[p], 0};
  int size = verify_flood(b, p, colour, mark);
  if (has_liberty(b, mark)) return 0;
  for (int q = 0; q < b->n; q++)
    if (mark[q]) b->c[q] = '.';
  return size;
}

bool verify_place(verify_board *b, int p, char me, bool suicide) {
  if (p < 0 || p >= b->n || b->c[p] != '.') return false;
  verify_board before = *b;
  char other = me == 'X' ? 'O' : 'X';
  int nb[4];
  b->c[p] = me;
  for (int i = 0, k = verify_nbrs(b, p, nb); i < k; i++)
    if (b->c[nb[i]] == other) remove_dead(b, nb[i]);
  char mark[VB_MAX], colour[2] = {me, 0};
  int size = verify_flood(b, p, colour, mark);
  if (has_liberty(b, mark)) return true;
  if (!suicide || size == 1) {
    *b = before;
    return false;
  }
  remove_dead(b, p);
  return true;
}

int verify_score(const verify_board *b) {
  int score = 0, nb[4];
  for (int p = 0; p < b->n; p++) {
    if (b->c[p] != '.') {
      score += b->c[p] == 'X' ? 1 : -1;
      continue;
    }
    char mark[VB_MAX];
    bool black = false, white = false;
    verify_flood(b, p, ".", mark);
    for (int q = 0; q < b->n; q++)
      if (mark[q])
        for (int i = 0, k = verify_nbrs(b, q, nb); i < k; i++) {
          black |= b->c[nb[i]] == 'X';
          white |= b->c[nb[i]] == 'O';
        }
    score += black && !white ? 1 : white && !black ? -1 : 0;
  }
  return score;
}

/* Is every point of region r that matters next to a stone of chain ch? */
static bool vital(const verify_board *b, const char *r, const char *ch, bool suicide) {
  int nb[4];
  for (int p = 0; p < b->n; p++) {
    if (!r[p] || (!suicide && b->c[p] != '.')) continue;
    bool touch = false;
    for (int i = 0, k = verify_nbrs(b, p, nb); i < k; i++) touch |= ch[nb[i]] != 0;
    if (!touch) return false;
  }
  return true;
}

/* Does region r touch chain ch? */
static bool touches(const verify_board *b, const char *r, const char *ch) {
  int nb[4];
  for (int p = 0; p < b->n; p++)
    if (r[p])
      for (int i = 0, k = verify_nbrs(b, p, nb); i < k; i++)
        if (ch[nb[i]]) return true;
  return false;
}

void verify_benson(const verify_board *b, char me, bool suicide, char *alive) {
  char chain[VB_MAX][VB_MAX], region[VB_MAX][VB_MAX]; /* 8 KiB on the stack */
  char seen[VB_MAX] = {0}, mine[2] = {me, 0}, notme[3] = {'.', me == 'X' ? 'O' : 'X', 0};
  int nc = 0, nr = 0;
  for (int p = 0; p < b->n; p++) {
    if (seen[p] || b->c[p] != me) continue;
    verify_flood(b, p, mine, chain[nc]);
    for (int q = 0; q < b->n; q++) seen[q] |= chain[nc][q];
    nc++;
  }
  memset(seen, 0, sizeof seen);
  for (int p = 0; p < b->n; p++) {
    if (seen[p] || b->c[p] != '.') continue;
    verify_flood(b, p, notme, region[nr]);
    for (int q = 0; q < b->n; q++) seen[q] |= region[nr][q];
    nr++;
  }
  bool live[VB_MAX], dead_border[VB_MAX] = {0};
  for (int c = 0; c < nc; c++) live[c] = true;
  for (bool killed = true; killed;) {
    killed = false;
    for (int c = 0; c < nc; c++) {
      int count = 0;
      for (int r = 0; r < nr && live[c]; r++)
        count += !dead_border[r] && vital(b, region[r], chain[c], suicide);
      if (!live[c] || count >= 2) continue;
      live[c] = false, killed = true;
      for (int r = 0; r < nr; r++) dead_border[r] |= touches(b, region[r], chain[c]);
    }
  }
  memset(alive, 0, VB_MAX);
  for (int c = 0; c < nc; c++)
    for (int p = 0; live[c] && p < b->n; p++) alive[p] |= chain[c][p];
}
