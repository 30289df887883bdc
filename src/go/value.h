/* go/value: the value of a Go position with its history (Black's area margin under optimal play,
 * positional superko) by komi bisection over df-pn proofs: a Black proof at value - 0.5 and a White
 * proof at value + 0.5 pin it; and go_prove, one such proof at one komi. */
#ifndef YOMI_GO_VALUE_H
#define YOMI_GO_VALUE_H
#include <stdbool.h>
#include <stdint.h>
#include "go/board.h"
#include "go/knowledge.h"
#include "solve/run.h"

#define GO_VALUE_NO_GUESS (-1000) /* go_value_opts.guess: none, plain bisection */

/* How every proof of a value search (or one go_prove) is made. */
typedef struct go_value_opts {
  dfpn_run_config run; /* df-pn options (transfer, node limit per proof, ...), principal variation,
                        * progress callback and interrupt poll: passed to every proof */
  go_knowledge know;   /* static rules, pruned side (a pruned search gives a bound: go_value.bound) */
  bool symmetry;       /* one placement per orbit of the history's symmetries */
  uint64_t tt_mb;      /* a fresh table of this many MiB per proof, or, with tables: */
  tt_table *tables;    /* not NULL: the caller's tables, komi k + 0.5 on tables[k + npoints]
                        * (2 npoints + 1 of them, zeroed at first: one is allocated with tt_mb
                        * when first used and kept), so that proofs at one komi meet each other */
  bool clear_tables;   /* with tables: clear the table before every proof */
  int guess;           /* try this value first (then guess - 1), else GO_VALUE_NO_GUESS */
} go_value_opts;

/* Default df-pn options, static evaluation and symmetry on, 256 MiB fresh tables, no guess. */
void go_value_opts_default(go_value_opts *o);

/* One proof at one komi. */
typedef struct go_komiproof {
  double komi;
  dfpn_result res; /* res.winner: GO_SOLVE_BLACK / GO_SOLVE_WHITE */
} go_komiproof;

/* The outcome of a value search. */
typedef struct go_value {
  int rc;                    /* YOMI_OK, or the failing proof's code (YOMI_ELIMIT, YOMI_EINTR, ...) */
  int value;                 /* with YOMI_OK */
  int bound;                 /* 0: the value; a Black-pruned search proves only value >= this (+1), a
                              * White-pruned one only value <= this (-1), each by its has_ proof */
  bool has_black;            /* Black's proof at value - 0.5 (none when White owns the whole board) */
  bool has_white;            /* White's proof at value + 0.5 (none when Black owns the whole board) */
  go_komiproof black, white; /* zero where there is none */
  int probes;                /* proofs made, the failing one included */
  dfpn_stats st;             /* of every proof, added up */
  double seconds;            /* of every proof's search */
} go_value;

/* The value of g's position with its history. Without a guess, the probe komis are those of the
 * bisection lo <= value <= hi (from -npoints..npoints), k + 0.5 with k = floor((lo + hi) / 2). */
void go_value_search(const go_game *g, const go_value_opts *o, go_value *out);
/* The same from the empty rows x cols board. out->rc YOMI_ESIZE / YOMI_ENOMEM when it cannot start. */
void go_value_of_board(int rows, int cols, go_suicide suicide, const go_value_opts *o, go_value *out);

/* One df-pn proof of g's position at komi (a half-integer) with o's options, on tt, or (tt NULL)
 * on a fresh table of o->tt_mb MiB (o->tables is not read). */
void go_prove(const go_game *g, double komi, const go_value_opts *o, tt_table *tt, dfpn_result *out);

#endif
