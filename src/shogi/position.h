/* shogi/position: the position of Shogi (9x9) and Mini Shogi (5x5) as one struct driven by a variant
 * table, with SFEN in/out, legal moves, copy-make, check test, the seed's 4.2 filters and Prev_1.
 *
 * Square numbering (both variants, n = board side): sq = row * n + col, row 0 = rank 'a' (White's back
 * rank, top of the diagram), col 0 = file n (the leftmost file of a diagram, first in an SFEN rank).
 * So squares run in SFEN order. USI "7g" on 9x9 is row 6, col 2, sq 56. Black moves toward row 0.
 *
 * Piece encoding: a piece byte is `type | color << 4` (SHOGI_PIECE(color, type)); 0 = empty square.
 *   type 1 P, 2 L, 3 N, 4 S, 5 B, 6 R, 7 G, 8 K, 9 +P, 10 +L, 11 +N, 12 +S, 13 +B (Horse), 14 +R (Dragon).
 *   promoted type = base + 8 for the six promotable bases 1..6; G and K never promote.
 *   color 0 = Black (sente, upper case in SFEN, moves first), 1 = White (gote).
 * Hands: hand[color][type] for types 1..7 (P L N S B R G); hand[.][0] is unused and stays 0.
 *
 * Invariants of a shogi_pos built by these functions (it is read-only outside them):
 *   board[sq] is the piece on sq; occ[c] has bit sq set iff board[sq] holds a piece of color c;
 *   pawns[c] has bit sq set iff board[sq] is an unpromoted pawn of c; king[c] is c's King square
 *   (exactly one King per side); hash is the Zobrist key of (board, hands, side) as given by
 *   shogi_pos_rehash(). Positions need not be legal: the filters below say whether they are. */
#ifndef YOMI_SHOGI_POSITION_H
#define YOMI_SHOGI_POSITION_H
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

enum { SHOGI_BLACK = 0, SHOGI_WHITE = 1 };
enum {
  SHOGI_EMPTY = 0,
  SHOGI_P = 1,
  SHOGI_L,
  SHOGI_N,
  SHOGI_S,
  SHOGI_B,
  SHOGI_R,
  SHOGI_G,
  SHOGI_K,
  SHOGI_PP = 9,
  SHOGI_PL,
  SHOGI_PN,
  SHOGI_PS,
  SHOGI_PB,
  SHOGI_PR,
  SHOGI_NTYPES = 15, /* types are 1..14 */
  SHOGI_NHAND = 8,   /* hand slots: 1..7 */
  SHOGI_PROMOTE = 8, /* promoted type = base + SHOGI_PROMOTE */
};
#define SHOGI_PIECE(color, type) ((uint8_t)((type) | ((color) << 4)))
#define SHOGI_TYPE(piece) ((piece)&15)
#define SHOGI_COLOR(piece) ((piece) >> 4)
#define SHOGI_MAX_SQ 81

typedef enum { SHOGI_VARIANT_SHOGI = 0, SHOGI_VARIANT_MINI = 1 } shogi_variant_id;

/* The variant table: everything that differs between Shogi and Mini Shogi. */
typedef struct shogi_variant {
  shogi_variant_id id;
  const char *name;               /* "shogi", "minishogi" */
  int n;                          /* board side: 9 or 5 */
  int nsq;                        /* n * n */
  int zone;                       /* promotion zone depth in ranks: 3 or 1 */
  uint8_t total[SHOGI_NHAND + 1]; /* pieces of each base type in the full set (both sides), K at [8] */
  const char *start_sfen;
} shogi_variant;

const shogi_variant *shogi_variant_get(shogi_variant_id id);
/* "shogi" or "minishogi" (the names every verb takes); NULL if unknown. */
const shogi_variant *shogi_variant_by_name(const char *name);

/* 81-square bitboard (bit sq). unsigned __int128 is two 64-bit words; 25 squares use the low word. */
__extension__ typedef unsigned __int128 shogi_bb;

typedef struct shogi_pos {
  const shogi_variant *v;
  uint8_t board[SHOGI_MAX_SQ];
  uint8_t hand[2][SHOGI_NHAND];
  uint8_t side;    /* color to move */
  uint8_t king[2]; /* King square of each color */
  shogi_bb occ[2];
  shogi_bb pawns[2];
  uint64_t hash;
} shogi_pos;

/* A move. Bits 0-6 to, 7-13 from (0 for a drop), 14 promote, 15 drop, 16-19 dropped base type,
 * 20-23 captured type (0 none; the captured piece's color is the opponent of the mover). The
 * forward generator fills the captured type, so a move with its capture can be undone and so
 * Prev_1 can list a move that restores a captured piece (shogi_unmake). */
typedef uint32_t shogi_move;
#define SHOGI_MOVE(from, to, promote) ((shogi_move)((to) | ((from) << 7) | ((promote) ? 1u << 14 : 0u)))
#define SHOGI_DROP(type, to) ((shogi_move)((to) | (1u << 15) | ((unsigned)(type) << 16)))
#define SHOGI_MOVE_TO(m) ((int)((m)&127))
#define SHOGI_MOVE_FROM(m) ((int)(((m) >> 7) & 127))
#define SHOGI_MOVE_PROMOTES(m) (((m) >> 14) & 1)
#define SHOGI_MOVE_IS_DROP(m) (((m) >> 15) & 1)
#define SHOGI_MOVE_DROP_TYPE(m) ((int)(((m) >> 16) & 15))
#define SHOGI_MOVE_CAPTURED(m) ((int)(((m) >> 20) & 15))
#define SHOGI_MOVE_WITH_CAPTURE(m, type) ((shogi_move)(((m) & ~(15u << 20)) | ((unsigned)(type) << 20)))

/* Upper bounds for caller arrays. Legal moves of a reachable Shogi position are at most 593; for any
 * position the generator writes at most 709: drops are at most 7 kinds x E empty squares, E <= 80 minus
 * our pieces on the board, and each of our pieces adds its moves but removes 7 drops; only R/B/+R/+B
 * (<= 32 moves with promotions, 4 of them), L (<= 16, 4), S (<= 10, 4) and K (8) add more than 7:
 * 7 * 80 + 4 * 25 + 4 * 9 + 4 * 3 + 1 = 709. Prev_1: at most 39 pieces of the last mover, each with at
 * most 36 (origin, promotion) pairs x (1 + 13 captured kinds), plus one un-drop: below 20,000. */
#define SHOGI_MAX_MOVES 1024
#define SHOGI_MAX_PREV 32768

/* --- building and text --- */
/* Empty board, empty hands, Black to move, for variant v (no Kings yet: not a valid position until
 * both are put). */
void shogi_pos_clear(shogi_pos *p, const shogi_variant *v);
/* Put a piece on an empty square / remove one, keeping occ, pawns, king and hash. */
void shogi_pos_put(shogi_pos *p, int sq, uint8_t piece);
void shogi_pos_remove(shogi_pos *p, int sq);
/* Set a hand count / the side to move, keeping the hash. */
void shogi_pos_set_hand(shogi_pos *p, int color, int type, int count);
void shogi_pos_set_side(shogi_pos *p, int color);
/* Recompute hash from scratch (equal to the incrementally kept one). */
uint64_t shogi_pos_rehash(const shogi_pos *p);
/* Check the struct's invariants and the piece counts (one King each, no more pieces than the set).
 * Returns 0 or YOMI_EINVAL. Does not judge legality (see the filters). */
int shogi_pos_check(const shogi_pos *p);
/* True when board + hands hold exactly the full piece set of the variant. */
bool shogi_pos_is_complete(const shogi_pos *p);
bool shogi_pos_equal(const shogi_pos *a, const shogi_pos *b);
/* The seed's symmetries (2.3.3): Cswap rotates the board 180 degrees and exchanges the colors of every
 * piece, the hands and the side to move; Hflip mirrors the board left-right (hands and side unchanged).
 * Both map legal moves to legal moves, so they preserve move counts, perft and |Prev_1|. */
void shogi_pos_cswap(shogi_pos *dst, const shogi_pos *src);
void shogi_pos_hflip(shogi_pos *dst, const shogi_pos *src);

/* Parse SFEN ("<board> <b|w> <hand|-> [movenumber]"). Returns 0, or YOMI_EPARSE with one line in err
 * (bad piece letter, rank length, rank count, two Kings of a side, missing King, too many pieces,
 * bad hand). */
int shogi_pos_from_sfen(shogi_pos *p, const shogi_variant *v, const char *sfen, char *err, size_t errlen);
/* Write SFEN with move number 1; returns the length (buf needs at most 256 bytes). */
int shogi_pos_to_sfen(const shogi_pos *p, char *buf, size_t len);

/* USI move text: "7g7f", "8h2b+", "P*5e" (Mini Shogi: files 1-5, ranks a-e). */
int shogi_move_to_usi(const shogi_variant *v, shogi_move m, char *buf, size_t len);
/* Parse USI text and find it among p's legal moves; returns 0 and the move, or YOMI_EILLEGAL/EPARSE. */
int shogi_move_from_usi(const shogi_pos *p, const char *usi, shogi_move *m);

/* --- rules --- */
/* Is sq attacked by a piece of color `by`? */
bool shogi_attacked(const shogi_pos *p, int sq, int by);
/* Is the King of `color` attacked? The side to move: "in check". */
bool shogi_in_check(const shogi_pos *p, int color);
/* Legal moves of the side to move into moves[0..SHOGI_MAX_MOVES); returns the count. Legal means
 * the full rules of the seed's section 2: no immobile piece, two-pawn rule, no move leaving one's
 * own King capturable, and no pawn drop after which the opponent has no legal move at all (the seed
 * treats that "pawn-drop stalemate" as pawn-drop mate too). */
int shogi_gen_legal(const shogi_pos *p, shogi_move *moves);
/* Does the side to move have at least one legal move? (early exit) */
bool shogi_has_legal_move(const shogi_pos *p);
/* Copy-make: *dst = position after legal move m in *src (dst may equal src). */
void shogi_make(shogi_pos *dst, const shogi_pos *src, shogi_move m);
/* Reverse of shogi_make: *dst = the position q with make(q, m) == *src, for m as listed by
 * shogi_gen_legal or shogi_prev_gen (with its captured type). dst may equal src. */
void shogi_unmake(shogi_pos *dst, const shogi_pos *src, shogi_move m);
/* Perft: leaf count of the legal move tree to `depth` (bulk counting at the last ply). */
uint64_t shogi_perft(const shogi_pos *p, int depth);
/* The same, polling stop() now and then (at nodes two plies or more above the leaves): once it
 * returns true the count stops, *stopped is set, and the leaves counted so far are returned. */
uint64_t shogi_perft_poll(const shogi_pos *p, int depth, bool (*stop)(void), bool *stopped);
/* Perft split by the first move (depth >= 1): moves[i] is a legal move of p (SHOGI_MAX_MOVES room)
 * and counts[i] the leaf count to `depth` below it, for i < *done: all n unless stop (may be NULL)
 * said to stop first (then counts[*done] holds the leaves counted below that move). Returns the
 * number n of legal moves. */
int shogi_perft_divide(const shogi_pos *p, int depth, shogi_move *moves, uint64_t *counts, bool (*stop)(void),
                       int *done);

/* --- the seed's 4.2 filters (true = the position violates the rule) --- */
/* Some file holds two unpromoted pawns of one color. */
bool shogi_filter_two_pawns(const shogi_pos *p);
/* Some unpromoted P/L (last rank) or N (last two ranks) can never move again. */
bool shogi_filter_immobile(const shogi_pos *p);
/* The side not to move is in check. */
bool shogi_filter_check(const shogi_pos *p);
/* Passes all three filters (the "legal position" of Prev_1). */
bool shogi_pos_legal(const shogi_pos *p);
/* The three filters in order, each with a short name and the rule it enforces in words. */
typedef struct shogi_filter_info {
  bool (*fails)(const shogi_pos *p);
  const char *name; /* "two pawns" */
  const char *rule; /* "two unpromoted pawns of one side on a file" */
} shogi_filter_info;
#define SHOGI_NFILTERS 3
extern const shogi_filter_info shogi_filters[SHOGI_NFILTERS];
/* The rule of the first filter p fails, or NULL when p passes them all. */
const char *shogi_filter_rule(const shogi_pos *p);

/* --- Prev_1 (seed 3.3) --- */
/* Every (q, m) with q a legal position, m a legal move in q and make(q, m) == p, as the moves m
 * (captured type filled in); q = shogi_unmake(p, m). Writes at most SHOGI_MAX_PREV. Returns the count.
 * Empty when p itself fails a filter. */
int shogi_prev_gen(const shogi_pos *p, shogi_move *out);
/* Prev_1(p) non-empty? (early exit at the first predecessor) */
bool shogi_prev_exists(const shogi_pos *p);

#endif
