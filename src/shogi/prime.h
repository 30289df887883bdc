/* shogi/prime: the tighter candidate set P_K' (the candidates of P_K with no two unpromoted Pawns of
 * one side on a file and no piece that can never move), counted exactly, ranked and unranked as a
 * bijection onto [0, |P_K'|), and sampled uniformly. docs/shogi-estimate.md says how. */
#ifndef YOMI_SHOGI_PRIME_H
#define YOMI_SHOGI_PRIME_H
#include <gmp.h>
#include <stdint.h>

#include "shogi/cand.h"
#include "shogi/count.h"

typedef unsigned __int128 shogi_u128;

/* The constrained types, whose unpromoted pieces obey the filter: Knight, Lance, Pawn. */
enum { SHOGI_PRIME_NC = 3, SHOGI_PRIME_MAXS = 31 };

/* One level of the free part: the pieces of basic type bt of which s are left for it (board and
 * hands), on c board classes, digit d meaning class cls0 + d. Blocks and offsets as in shogi/count:
 * off[used * (s + 2) + u] = sum over u' < u of (u' + 1) C(e, m') c^m' f_next(used + m'). */
typedef struct shogi_prime_tab {
  int bt, s, c, cls0;
  const struct shogi_prime_tab *next; /* NULL: the last level (f = 1 after it) */
  unsigned long cpow[SHOGI_PRIME_MAXS + 1], low[SHOGI_PRIME_MAXS + 1];
  mpz_t *f;   /* [used], used = 0..nsq */
  mpz_t *off; /* [used * (s + 2) + u] */
} shogi_prime_tab;

/* The tables of P_K' for one variant, read-only after shogi_prime_init (shareable by threads).
 *
 * A position of P_K' is: a K-canonical King placement k; the "U part": the unpromoted Knights, Lances
 * and Pawns on the board, a, b, c of them, every one on a rank where it can move and at most one
 * unpromoted Pawn of each side per file; the "free part": the promoted Knights, Lances and Pawns, the
 * Golds, Silvers, Rooks and Bishops on the squares left, and every hand. The U part factors over
 * files: file type t (which of its ranks hold a King) has the polynomial fp[t][a, b, c] (placements
 * of a Knights, b Lances, c Pawns in that file), and the board's is the product over files.
 * Invariants: every U-part count fits in 128 bits (checked by init); |P_K'| = cumk[nkings];
 * cumw[p][i] = sum over i' < i of prof[p][i'] * freew[i']. */
typedef struct shogi_prime {
  shogi_count base; /* P_K's tables: King placements, binomials */
  int nsq, files, ranks;
  int s[SHOGI_PRIME_NC];   /* totals of Knights, Lances, Pawns (0 when absent) */
  int dim[SHOGI_PRIME_NC]; /* s + 1 */
  int D;                   /* number of (a, b, c): dim[0] dim[1] dim[2] */
  int ntypes;              /* file types: King masks of at most two ranks */
  int16_t type_of[1 << SHOGI_CAND_MAX_RANKS];
  uint16_t mask_of[64];
  uint64_t *T;                  /* file DP: [type][y][a][b][pb][pw], completions of ranks y.. of a file */
  shogi_u128 *fp;               /* [type][D] */
  shogi_u128 *epow;             /* [j][D]: the King-free file's polynomial to the power j, j = 0..files */
  shogi_u128 *ae;               /* [y][D]: one King on rank y in a file, times epow[files - 2] */
  shogi_u128 *prof;             /* [profile][D]: the whole board's polynomial of a King profile */
  int nprof;                    /* 2 ranks^2: (same file, yb, yw) */
  mpz_t *freew;                 /* [D]: the free part's count after (a, b, c) */
  const shogi_prime_tab **head; /* [D]: the free part's first level */
  shogi_prime_tab *tabs;
  int ntabs;
  mpz_t *cumw; /* [profile][D + 1] */
  mpz_t *cumk; /* [nkings + 1] */
  /* The same as nw-word little-endian numbers in one block each, for cache-friendly binary search. */
  int nw;
  uint64_t *cumw_w, *cumk_w;
  mpz_t total; /* |P_K'| */
} shogi_prime;

/* Builds the tables of v. 0, YOMI_EINVAL (bad variant), YOMI_ERANGE (a count outside the limits
 * above) or YOMI_ENOMEM. On error nothing needs clearing. */
int shogi_prime_init(shogi_prime *t, const shogi_cand_variant *v);
void shogi_prime_clear(shogi_prime *t);
static inline mpz_srcptr shogi_prime_total(const shogi_prime *t) { return t->total; }

/* Whether a candidate of v passes the filter that defines P_K' (no two unpromoted Pawns of a side on
 * a file, no unpromoted Pawn or Lance on its last rank, no unpromoted Knight on its last two). */
bool shogi_prime_member(const shogi_cand_variant *v, const shogi_cand *c);

/* Per-thread scratch. */
typedef struct shogi_prime_ranker {
  const shogi_prime *t;
  mpz_t r, q, d;
} shogi_prime_ranker;
void shogi_prime_ranker_init(shogi_prime_ranker *rk, const shogi_prime *t);
void shogi_prime_ranker_clear(shogi_prime_ranker *rk);

/* out = the element of P_K' of rank `rank`. 0, or YOMI_ERANGE if rank is not in [0, |P_K'|). */
int shogi_prime_unrank(shogi_prime_ranker *rk, mpz_srcptr rank, shogi_cand *out);
/* rank = the rank of c; 0, or YOMI_EINVAL if c is not in P_K'. Inverse of shogi_prime_unrank. */
int shogi_prime_rank_of(shogi_prime_ranker *rk, const shogi_cand *c, mpz_ptr rank);
/* Sample i of a run seeded `seed`, uniform on P_K' (the draw of shogi_rank_draw_below). */
void shogi_prime_sample(shogi_prime_ranker *rk, uint64_t seed, uint64_t i, shogi_cand *out);

/* |P_K'| of v (builds and frees the tables). */
int shogi_prime_count_variant(const shogi_cand_variant *v, mpz_t out);

/* ---- internal to shogi/prime (prime.c, prime_rank.c) ---- */

/* Option opt of a square at rank y of R in the U part: 0 empty; 1, 2 an unpromoted Knight of Black,
 * of White; 3, 4 a Lance; 5, 6 a Pawn. Whether it is allowed there with a Knights, b Lances and pb, pw
 * Pawns of Black, White still to place in the file, which it then takes one from. */
static inline bool shogi__prime_opt(int R, int y, int opt, int *a, int *b, int *pb, int *pw) {
  int depth = opt & 1 ? y : R - 1 - y; /* ranks before its owner's last */
  int *left = opt == 0 ? NULL : opt <= 2 ? a : opt <= 4 ? b : opt == 5 ? pb : pw;
  if (!left) return true;
  if (*left == 0 || depth < (opt <= 2 ? 2 : 1)) return false;
  (*left)--;
  return true;
}
static inline uint8_t shogi__prime_cell(int opt) {
  int bt = opt <= 2 ? SHOGI_BT_KNIGHT : opt <= 4 ? SHOGI_BT_LANCE : SHOGI_BT_PAWN;
  return opt == 0 ? 0 : SHOGI_CELL(bt, opt & 1 ? SHOGI_CL_BU : SHOGI_CL_WU);
}
static inline size_t shogi__prime_t(const shogi_prime *t, int type, int y, int a, int b, int pb, int pw) {
  size_t i = (size_t)type * (size_t)(t->ranks + 1) + (size_t)y;
  i = (i * (size_t)t->dim[0] + (size_t)a) * (size_t)t->dim[1] + (size_t)b;
  return i * 4 + (size_t)(pb * 2 + pw);
}

#endif
