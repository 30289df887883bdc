/* shogi/interval: the interval of the two-phase estimate (docs/shogi-estimate.md, "Two-phase
 * sampling"): a normal interval for the phase-1 rate, exact Clopper-Pearson bounds for the phase-2
 * share, combined in quadrature of relative half-widths. */
#include <math.h>

#include "shogi/estimate.h"

/* Continued fraction of the incomplete beta function (modified Lentz). */
static double betacf(double a, double b, double x) {
  const double tiny = 1e-300, eps = 1e-15;
  double qab = a + b, qap = a + 1, qam = a - 1, c = 1, d = 1 - qab * x / qap;
  if (fabs(d) < tiny) d = tiny;
  d = 1 / d;
  double h = d;
  for (int m = 1; m < 10000000; m++) {
    int m2 = 2 * m;
    double aa = m * (b - m) * x / ((qam + m2) * (a + m2));
    d = 1 + aa * d, c = 1 + aa / c;
    d = 1 / (fabs(d) < tiny ? tiny : d), c = fabs(c) < tiny ? tiny : c;
    h *= d * c;
    aa = -(a + m) * (qab + m) * x / ((a + m2) * (qap + m2));
    d = 1 + aa * d, c = 1 + aa / c;
    d = 1 / (fabs(d) < tiny ? tiny : d), c = fabs(c) < tiny ? tiny : c;
    double del = d * c;
    h *= del;
    if (fabs(del - 1) < eps) break;
  }
  return h;
}

double shogi_betai(double a, double b, double x) {
  if (x <= 0) return 0;
  if (x >= 1) return 1;
  double lbt = lgamma(a + b) - lgamma(a) - lgamma(b) + a * log(x) + b * log1p(-x);
  if (x < (a + 1) / (a + b + 2)) return exp(lbt) * betacf(a, b, x) / a;
  return 1 - exp(lbt) * betacf(b, a, 1 - x) / b;
}

/* The phi in (0, 1) with I_phi(a, b) = target (increasing in phi), by bisection. */
static double beta_quantile(double a, double b, double target) {
  double lo = 0, hi = 1;
  for (int i = 0; i < 200 && hi - lo > 1e-17; i++) {
    double mid = (lo + hi) / 2;
    if (shogi_betai(a, b, mid) < target) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/* In terms of the failure rate phi = 1 - q and f = n - x failures, which keeps the precision of q
 * near 1: q_low = 1 - (the 1 - tail quantile of Beta(f + 1, x)), q_high = 1 - (the tail quantile of
 * Beta(f, x + 1)). */
double shogi_cp_lower(uint64_t x, uint64_t n, double tail) {
  if (x == 0 || n == 0) return 0;
  uint64_t f = n - x;
  if (f == 0) return exp(log(tail) / (double)n);
  return 1 - beta_quantile((double)f + 1, (double)x, 1 - tail);
}

double shogi_cp_upper(uint64_t x, uint64_t n, double tail) {
  if (x == n || n == 0) return 1;
  if (x == 0) return 1 - exp(log(tail) / (double)n);
  return 1 - beta_quantile((double)(n - x), (double)x + 1, tail);
}

void shogi_estimate_two_phase(const shogi_tally *t, double population, double z, shogi_estimate2 *o) {
  o->n = t->samples;
  o->x2 = t->stopped[SHOGI_STAGE_REACHABLE];
  o->n2 = o->x2 + t->stopped[SHOGI_STAGE_UNREACHABLE];
  o->n1 = o->n2 + t->unsearched;
  double n = (double)o->n, tail = erfc(z / sqrt(2.0)) / 2;
  o->p1 = o->n ? (double)o->n1 / n : 0;
  o->q2 = o->n2 ? (double)o->x2 / (double)o->n2 : 1;
  o->q_low = shogi_cp_lower(o->x2, o->n2, tail);
  o->q_high = shogi_cp_upper(o->x2, o->n2, tail);
  o->rel_p1 = o->n1 ? z * sqrt((1 - o->p1) / (n * o->p1)) : 1;
  double dlo = o->q2 > 0 ? (o->q2 - o->q_low) / o->q2 : 1, dhi = o->q2 > 0 ? (o->q_high - o->q2) / o->q2 : 0;
  o->rel_low = sqrt(o->rel_p1 * o->rel_p1 + dlo * dlo);
  o->rel_high = sqrt(o->rel_p1 * o->rel_p1 + dhi * dhi);
  o->estimate = population * o->p1 * o->q2;
  o->low = o->estimate * (o->rel_low < 1 ? 1 - o->rel_low : 0);
  o->high = o->estimate * (1 + o->rel_high);
  if (o->n1 && o->x2 == 0 && o->n2) o->high = population * o->p1 * (1 + o->rel_p1) * o->q_high;
  o->method = SHOGI_TWO_PHASE_METHOD;
  o->p1_low = o->p1 * (1 - o->rel_p1), o->p1_high = o->p1 * (1 + o->rel_p1);
  if (o->n1 < SHOGI_NORMAL_MIN || o->n - o->n1 < SHOGI_NORMAL_MIN) { /* too few for the normal one */
    o->method = SHOGI_TWO_PHASE_EXACT;
    o->p1_low = shogi_cp_lower(o->n1, o->n, tail), o->p1_high = shogi_cp_upper(o->n1, o->n, tail);
    o->low = population * o->p1_low * o->q_low;
    o->high = population * o->p1_high * o->q_high;
  }
}
