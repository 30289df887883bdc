/* killall/cert: proof certificates of Kill-All proofs (`yomi killall solve --proof FILE`, the format
 * in docs/certificates.md): the play phase from given Attacker stones (and moves), its leaves named
 * by Kill-All's own win rules. */
#ifndef YOMI_KILLALL_CERT_H
#define YOMI_KILLALL_CERT_H
#include "killall/solvegame.h"
#include "solve/cert.h"

/* After the proof of sg's current position (KILLALL_SG_PLAY, no local life or death tests: their
 * leaves have no plain check) for `winner` (solver player) on table tt: write the certificate to
 * path. YOMI_OK; YOMI_EINVAL (another mode or a local test); YOMI_EUNPROVED (a pruned Defender
 * lost); dfpn_cert_write's errors. */
int killall_cert_write(const killall_solvegame *sg, tt_table *tt, const dfpn_opts *o, int winner,
                       const char *path, uint64_t max_nodes, dfpn_cert_info *info);

#endif
