/* shogi/position: the variant table (Shogi, Mini Shogi), the geometry and Zobrist tables built from
 * it once, and the primitive edits of a position that keep its invariants. */
#include <pthread.h>
#include <string.h>

#include "core/error.h"
#include "core/zobrist.h"
#include "shogi/tables.h"

static const shogi_variant shogi_variants[2] = {
    {SHOGI_VARIANT_SHOGI,
     "shogi",
     9,
     81,
     3,
     {0, 18, 4, 4, 4, 2, 2, 4, 2},
     "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"},
    {SHOGI_VARIANT_MINI, "minishogi", 5, 25, 1, {0, 2, 0, 0, 2, 2, 2, 2, 2}, "rbsgk/4p/5/P4/KGSBR b - 1"},
};

shogi__tables shogi__tabs[2];
uint8_t shogi__step[2][SHOGI_NTYPES];
uint8_t shogi__slide[2][SHOGI_NTYPES];
uint64_t shogi__zob_board[32][SHOGI_MAX_SQ];
uint64_t shogi__zob_hand[2][SHOGI_NHAND][20];
uint64_t shogi__zob_side;

enum { ZOB_TABLE_BOARD = 0x5301, ZOB_TABLE_HAND = 0x5302, ZOB_TABLE_SIDE = 0x5303 };

static const int dir_dr[8] = {-1, -1, 0, 1, 1, 1, 0, -1};
static const int dir_dc[8] = {0, 1, 1, 1, 0, -1, -1, -1};

static uint8_t rotate4(uint8_t m) { return (uint8_t)((m << 4) | (m >> 4)); }

static void init_geometry(shogi__tables *t, const shogi_variant *v) {
  int n = v->n;
  memset(t, 0, sizeof *t);
  for (int sq = 0; sq < v->nsq; sq++) {
    int r = sq / n, c = sq % n;
    t->row[sq] = (uint8_t)r;
    t->col[sq] = (uint8_t)c;
    t->file[c] |= shogi__bit(sq);
    t->all |= shogi__bit(sq);
    t->zone[SHOGI_BLACK][sq] = r < v->zone;
    t->zone[SHOGI_WHITE][sq] = r >= n - v->zone;
    for (int d = 0; d < 8; d++) {
      int rr = r + dir_dr[d], cc = c + dir_dc[d];
      t->nb[sq][d] = (int8_t)((rr >= 0 && rr < n && cc >= 0 && cc < n) ? rr * n + cc : -1);
    }
    for (int color = 0; color < 2; color++) {
      int dr = color == SHOGI_BLACK ? -2 : 2;
      for (int k = 0; k < 2; k++) {
        int rr = r + dr, cc = c + (k ? 1 : -1);
        t->knight[color][sq][k] = (int8_t)((rr >= 0 && rr < n && cc >= 0 && cc < n) ? rr * n + cc : -1);
      }
    }
  }
  for (int a = 0; a < v->nsq; a++)
    for (int d = 0; d < 8; d++)
      for (int s = t->nb[a][d]; s >= 0; s = t->nb[s][d]) t->line[a][s] = (uint8_t)(1 + d);
}

static void init_tables(void) {
  enum { N = 1, NE = 2, E = 4, SE = 8, S = 16, SW = 32, W = 64, NW = 128 };
  const uint8_t gold = N | NE | NW | E | W | S, diag = NE | SE | SW | NW, orth = N | E | S | W;
  uint8_t *st = shogi__step[SHOGI_BLACK], *sl = shogi__slide[SHOGI_BLACK];
  st[SHOGI_P] = N;
  sl[SHOGI_L] = N;
  st[SHOGI_S] = N | NE | NW | SE | SW;
  st[SHOGI_G] = st[SHOGI_PP] = st[SHOGI_PL] = st[SHOGI_PN] = st[SHOGI_PS] = gold;
  st[SHOGI_K] = diag | orth;
  sl[SHOGI_B] = diag;
  sl[SHOGI_R] = orth;
  sl[SHOGI_PB] = diag;
  st[SHOGI_PB] = orth;
  sl[SHOGI_PR] = orth;
  st[SHOGI_PR] = diag;
  for (int ty = 0; ty < SHOGI_NTYPES; ty++) {
    shogi__step[SHOGI_WHITE][ty] = rotate4(st[ty]);
    shogi__slide[SHOGI_WHITE][ty] = rotate4(sl[ty]);
  }
  for (int i = 0; i < 2; i++) init_geometry(&shogi__tabs[i], &shogi_variants[i]);
  for (int pc = 0; pc < 32; pc++)
    for (int sq = 0; sq < SHOGI_MAX_SQ; sq++)
      shogi__zob_board[pc][sq] = SHOGI_TYPE(pc) ? zobrist_key(ZOB_TABLE_BOARD, 0, (uint64_t)pc * 128 + sq)
                                                : 0;
  for (int c = 0; c < 2; c++)
    for (int ty = 0; ty < SHOGI_NHAND; ty++)
      for (int k = 0; k < 20; k++)
        shogi__zob_hand[c][ty][k] =
            k ? zobrist_key(ZOB_TABLE_HAND, 0, (uint64_t)(c * SHOGI_NHAND + ty) * 32 + k) : 0;
  shogi__zob_side = zobrist_key(ZOB_TABLE_SIDE, 0, 0);
}

static pthread_once_t shogi_once = PTHREAD_ONCE_INIT;

const shogi_variant *shogi_variant_get(shogi_variant_id id) {
  pthread_once(&shogi_once, init_tables);
  return (id == SHOGI_VARIANT_SHOGI || id == SHOGI_VARIANT_MINI) ? &shogi_variants[id] : NULL;
}

const shogi_variant *shogi_variant_by_name(const char *name) {
  if (!name) return NULL;
  if (!strcmp(name, "shogi")) return shogi_variant_get(SHOGI_VARIANT_SHOGI);
  if (!strcmp(name, "minishogi")) return shogi_variant_get(SHOGI_VARIANT_MINI);
  return NULL;
}

void shogi_pos_clear(shogi_pos *p, const shogi_variant *v) {
  memset(p, 0, sizeof *p);
  p->v = v;
  p->king[0] = p->king[1] = 0xff;
}

void shogi_pos_put(shogi_pos *p, int sq, uint8_t piece) {
  int c = SHOGI_COLOR(piece), ty = SHOGI_TYPE(piece);
  p->board[sq] = piece;
  p->occ[c] |= shogi__bit(sq);
  if (ty == SHOGI_P) p->pawns[c] |= shogi__bit(sq);
  if (ty == SHOGI_K) p->king[c] = (uint8_t)sq;
  p->hash ^= shogi__zob_board[piece][sq];
}

void shogi_pos_remove(shogi_pos *p, int sq) {
  uint8_t piece = p->board[sq];
  int c = SHOGI_COLOR(piece);
  p->board[sq] = 0;
  p->occ[c] &= ~shogi__bit(sq);
  p->pawns[c] &= ~shogi__bit(sq);
  if (SHOGI_TYPE(piece) == SHOGI_K) p->king[c] = 0xff;
  p->hash ^= shogi__zob_board[piece][sq];
}

void shogi_pos_set_hand(shogi_pos *p, int color, int type, int count) {
  p->hash ^= shogi__zob_hand[color][type][p->hand[color][type]] ^ shogi__zob_hand[color][type][count];
  p->hand[color][type] = (uint8_t)count;
}

void shogi_pos_set_side(shogi_pos *p, int color) {
  if (p->side != color) p->hash ^= shogi__zob_side;
  p->side = (uint8_t)color;
}

uint64_t shogi_pos_rehash(const shogi_pos *p) {
  uint64_t h = p->side ? shogi__zob_side : 0;
  for (int sq = 0; sq < p->v->nsq; sq++) h ^= shogi__zob_board[p->board[sq]][sq];
  for (int c = 0; c < 2; c++)
    for (int ty = 1; ty < SHOGI_NHAND; ty++) h ^= shogi__zob_hand[c][ty][p->hand[c][ty]];
  return h;
}

int shogi_pos_check(const shogi_pos *p) {
  const shogi_variant *v = p->v;
  if (!v) return YOMI_EINVAL;
  int count[SHOGI_NHAND + 1] = {0}, kings[2] = {0, 0};
  shogi_bb occ[2] = {0, 0}, pawns[2] = {0, 0};
  for (int sq = 0; sq < SHOGI_MAX_SQ; sq++) {
    uint8_t pc = p->board[sq];
    if (!pc) continue;
    int ty = SHOGI_TYPE(pc), c = SHOGI_COLOR(pc);
    if (sq >= v->nsq || ty == 0 || ty >= SHOGI_NTYPES || c > 1) return YOMI_EINVAL;
    if (v->id == SHOGI_VARIANT_MINI && (shogi__base(ty) == SHOGI_L || shogi__base(ty) == SHOGI_N))
      return YOMI_EINVAL;
    count[shogi__base(ty)]++;
    occ[c] |= shogi__bit(sq);
    if (ty == SHOGI_P) pawns[c] |= shogi__bit(sq);
    if (ty == SHOGI_K) {
      kings[c]++;
      if (p->king[c] != sq) return YOMI_EINVAL;
    }
  }
  if (kings[0] != 1 || kings[1] != 1) return YOMI_EINVAL;
  for (int c = 0; c < 2; c++) {
    if (p->hand[c][0]) return YOMI_EINVAL;
    for (int ty = 1; ty < SHOGI_NHAND; ty++) count[ty] += p->hand[c][ty];
    if (occ[c] != p->occ[c] || pawns[c] != p->pawns[c]) return YOMI_EINVAL;
  }
  for (int ty = 1; ty <= SHOGI_K; ty++)
    if (count[ty] > v->total[ty]) return YOMI_EINVAL;
  if (p->side > 1 || p->hash != shogi_pos_rehash(p)) return YOMI_EINVAL;
  return YOMI_OK;
}

bool shogi_pos_is_complete(const shogi_pos *p) {
  int count[SHOGI_NHAND + 1] = {0};
  for (int sq = 0; sq < p->v->nsq; sq++)
    if (p->board[sq]) count[shogi__base(SHOGI_TYPE(p->board[sq]))]++;
  for (int c = 0; c < 2; c++)
    for (int ty = 1; ty < SHOGI_NHAND; ty++) count[ty] += p->hand[c][ty];
  for (int ty = 1; ty <= SHOGI_K; ty++)
    if (count[ty] != p->v->total[ty]) return false;
  return true;
}

bool shogi_pos_equal(const shogi_pos *a, const shogi_pos *b) {
  return a->v == b->v && a->side == b->side && !memcmp(a->board, b->board, sizeof a->board) &&
         !memcmp(a->hand, b->hand, sizeof a->hand);
}

void shogi_pos_cswap(shogi_pos *dst, const shogi_pos *src) {
  shogi_pos t;
  const shogi_variant *v = src->v;
  shogi_pos_clear(&t, v);
  for (int sq = 0; sq < v->nsq; sq++)
    if (src->board[sq]) shogi_pos_put(&t, v->nsq - 1 - sq, (uint8_t)(src->board[sq] ^ (1 << 4)));
  for (int c = 0; c < 2; c++)
    for (int ty = 1; ty < SHOGI_NHAND; ty++) shogi_pos_set_hand(&t, c ^ 1, ty, src->hand[c][ty]);
  shogi_pos_set_side(&t, src->side ^ 1);
  *dst = t;
}

void shogi_pos_hflip(shogi_pos *dst, const shogi_pos *src) {
  shogi_pos t;
  const shogi_variant *v = src->v;
  int n = v->n;
  shogi_pos_clear(&t, v);
  for (int sq = 0; sq < v->nsq; sq++)
    if (src->board[sq]) shogi_pos_put(&t, (sq / n) * n + (n - 1 - sq % n), src->board[sq]);
  for (int c = 0; c < 2; c++)
    for (int ty = 1; ty < SHOGI_NHAND; ty++) shogi_pos_set_hand(&t, c, ty, src->hand[c][ty]);
  shogi_pos_set_side(&t, src->side);
  *dst = t;
}
