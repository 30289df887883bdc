/* go/cert: proof certificates of Go proofs (`yomi go solve --proof FILE`; the format is
 * docs/certificates.md, the checker `yomi verify`, src/verify/): the header of a game, and the proof
 * tree walked from the solver's table (solve/cert.h) with Go's leaves named by the rule that decided. */
#ifndef YOMI_GO_CERT_H
#define YOMI_GO_CERT_H
#include <stddef.h>
#include "go/solvegame.h"
#include "solve/cert.h"

#define GO_CERT_HEADER 8192 /* the longest header text */

/* The lines "board RxC", "superko positional", "suicide ..." of g's board, then `extra` (a line
 * such as "komi 1.5\n"), then "start ROWS" (g's first board) and "history MOVES" (the moves since,
 * "-" for none), appended to the text in buf[0..n). */
void go_cert_position(const go_game *g, const char *extra, char *buf, size_t n);

/* After the proof of sg's current position for `winner` (solver player) on table tt: write its
 * certificate to path (a copy of sg walks the table, listing every move: no symmetry pruning). At
 * most max_nodes nodes (0: no limit). YOMI_OK; YOMI_EUNPROVED (a pruned run's loser nodes lack
 * moves); dfpn_cert_write's errors. */
int go_cert_write(const go_solvegame *sg, tt_table *tt, const dfpn_opts *o, int winner, const char *path,
                  uint64_t max_nodes, dfpn_cert_info *info);

#endif
