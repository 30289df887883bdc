/* go/keys: the Zobrist keys of stones, shared by both board instantiations (internal). */
#ifndef YOMI_GO_KEYS_H
#define YOMI_GO_KEYS_H
#include <stdint.h>
#include "go/board.h"

/* go__zobrist[family][colour - 1][point]; filled once by go__keys_init (thread-safe, idempotent),
 * which every board constructor calls. */
extern uint64_t go__zobrist[2][2][GO_MAX_POINTS];
void go__keys_init(void);

/* A fingerprint of the stone keys of the first npoints points (both families), so that a table
 * snapshot made with other keys is refused (solve/run.h, dfpn_run_problem). */
uint64_t go_keys_fingerprint(int npoints);

#endif
