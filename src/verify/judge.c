/* verify/judge: the rules behind a certificate's leaves, re-derived plainly from their definitions
 * (docs/certificates.md): Kill-All's two win rules, and the Go solver's area and pure-eye rules. */
#include <stdio.h>
#include <string.h>
#include "verify/vboard.h"

static int count(const char *set, int n) {
  int k = 0;
  for (int p = 0; p < n; p++) k += set[p] != 0;
  return k;
}

static bool adjacent(const verify_board *b, int p, int q) {
  int nb[4];
  for (int i = 0, k = verify_nbrs(b, p, nb); i < k; i++)
    if (nb[i] == q) return true;
  return false;
}

/* With the eyes a, b removed from region r, does every piece of the rest touch e (a or b)? */
static bool all_touch(const verify_board *b, const char *r, int a, int e2, int e) {
  char rest[VB_MAX], reach[VB_MAX] = {0}, mark[VB_MAX];
  int nb[4];
  memcpy(rest, r, VB_MAX);
  rest[a] = rest[e2] = 0;
  for (int i = 0, k = verify_nbrs(b, e, nb); i < k; i++)
    if (rest[nb[i]] && !reach[nb[i]]) {
      verify_flood_in(b, nb[i], rest, mark);
      for (int q = 0; q < b->n; q++) reach[q] |= mark[q];
    }
  for (int q = 0; q < b->n; q++)
    if (rest[q] && !reach[q]) return false;
  return true;
}

/* Region r (a component of the points outside the Attacker's pass-alive stones A) has room for a
 * pass-alive Defender string: two interior points (not next to A), not adjacent, such that every
 * piece of the rest of r touches both (then the rest filled with Defender stones lives with those
 * two eyes; docs/killall.md shows that no other shape fits where this fails). */
static bool room(const verify_board *b, const char *r, const char *A) {
  int in[VB_MAX], ni = 0, nb[4];
  for (int p = 0; p < b->n; p++) {
    bool inner = r[p] != 0;
    for (int i = 0, k = verify_nbrs(b, p, nb); i < k && inner; i++) inner = !A[nb[i]];
    if (inner) in[ni++] = p;
  }
  for (int i = 0; i < ni; i++)
    for (int j = i + 1; j < ni; j++)
      if (!adjacent(b, in[i], in[j]) && all_touch(b, r, in[i], in[j], in[i]) &&
          all_touch(b, r, in[i], in[j], in[j]))
        return true;
  return false;
}

char verify_killall_over(const verify_board *b, char attacker, bool suicide, const char **kind) {
  char defender = attacker == 'X' ? 'O' : 'X', alive[VB_MAX], A[VB_MAX], outside[VB_MAX], seen[VB_MAX] = {0};
  verify_benson(b, defender, suicide, alive);
  if (count(alive, b->n)) return *kind = "alive", defender;
  verify_benson(b, attacker, suicide, A);
  for (int p = 0; p < b->n; p++) outside[p] = !A[p];
  for (int p = 0; p < b->n; p++) {
    if (A[p] || seen[p]) continue;
    char r[VB_MAX];
    verify_flood_in(b, p, outside, r);
    if (room(b, r, A)) return 0;
    for (int q = 0; q < b->n; q++) seen[q] |= r[q];
  }
  return *kind = "noroom", attacker;
}

/* The empty pure eyes of `me` (alive: its pass-alive stones) into pure: the components of the
 * points without a `me` stone that hold no stone at all, have two points or more, border only alive
 * stones and touch them at every point. */
static void pure_eyes(const verify_board *b, char me, const char *alive, char *pure) {
  char notme[VB_MAX], seen[VB_MAX] = {0}, r[VB_MAX];
  int nb[4];
  memset(pure, 0, VB_MAX);
  for (int p = 0; p < b->n; p++) notme[p] = b->c[p] != me;
  for (int p = 0; p < b->n; p++) {
    if (!notme[p] || seen[p]) continue;
    int size = verify_flood_in(b, p, notme, r);
    bool ok = size >= 2;
    for (int q = 0; q < b->n; q++) {
      if (!r[q]) continue;
      seen[q] = 1;
      bool touch = false;
      for (int i = 0, k = verify_nbrs(b, q, nb); i < k; i++) {
        touch |= alive[nb[i]] != 0;
        if (!r[nb[i]] && !alive[nb[i]]) ok = false;
      }
      ok = ok && touch && b->c[q] == '.';
    }
    for (int q = 0; ok && q < b->n; q++) pure[q] |= r[q];
  }
}

/* The cap of the pure eyes: every board of the history has at most |alive| stones of `me` on alive
 * and pure (of either colour on a board of more than 32 points), as go/static.h states it. */
static bool cap_holds(const verify_board *hist, int nhist, char me, const char *z, int k) {
  for (int i = 0; i < nhist; i++) {
    const verify_board *h = &hist[i];
    int f = 0;
    for (int p = 0; p < h->n; p++) f += z[p] && (h->n > 32 ? h->c[p] != '.' : h->c[p] == me);
    if (f > k) return false;
  }
  return true;
}

bool verify_go_area(const verify_board *b, const verify_board *hist, int nhist, char me, bool suicide,
                    double komi, bool pure, char *why, size_t n) {
  char alive[VB_MAX], eyes[VB_MAX] = {0}, pe[VB_MAX] = {0}, z[VB_MAX];
  int nb[4];
  verify_benson(b, me, suicide, alive);
  for (int p = 0; p < b->n; p++) {
    int k = verify_nbrs(b, p, nb), all = k > 0 && b->c[p] == '.';
    for (int i = 0; i < k; i++) all &= alive[nb[i]] != 0;
    eyes[p] = (char)all;
  }
  if (pure) pure_eyes(b, me, alive, pe);
  int na = count(alive, b->n), ne = count(eyes, b->n), np = count(pe, b->n), area = na + ne + np;
  int margin = me == 'X' ? 2 * area - b->n : b->n - 2 * area;
  bool wins = me == 'X' ? margin > komi : margin < komi;
  const char *name = me == 'X' ? "Black" : "White";
  snprintf(why, n, "%s's %d pass-alive stones, %d one-point eyes%s%d%s hold %d of %d points: %s", name, na,
           ne, pure ? " and pure eyes of " : "", pure ? np : 0, pure ? " points" : "", area, b->n,
           wins ? "it wins at this komi whatever follows" : "not enough to win");
  if (!wins || !pure) return wins;
  for (int p = 0; p < b->n; p++) z[p] = alive[p] || pe[p];
  if (cap_holds(hist, nhist, me, z, na)) return true;
  snprintf(why, n, "a board of the path has more than %d %s stones on the pure eyes' points: the cap fails",
           na, name);
  return false;
}
