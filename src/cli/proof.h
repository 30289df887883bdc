/* cli/proof: the proof certificate verbs (verify, explore) and the report of a --proof write. */
#ifndef YOMI_CLI_PROOF_H
#define YOMI_CLI_PROOF_H
#include <stdbool.h>
#include "solve/cert.h"

/* After writing the certificate path (rc, info from go_cert_write / killall_cert_write): a line
 * "proof: ..." (unless quiet), or an error line on stderr. CLI_OK or CLI_FAIL. */
int cli_proof_report(const char *path, int rc, const dfpn_cert_info *info, bool quiet);

int cli_verify_main(int argc, char **argv);
int cli_explore_main(int argc, char **argv);

#endif
