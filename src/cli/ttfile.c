/* cli/ttfile: table snapshots for the df-pn verbs (see ttfile.h). */
#include "cli/ttfile.h"
#include <stdio.h>
#include "cli/cli.h"
#include "core/error.h"
#include "go/board.h"
#include "go/keys.h"
#include "solve/run.h"
#include "yomi_version.h"

void cli_tt_problem(char *buf, size_t len, const char *what, int npoints) {
  dfpn_run_problem(buf, len, what, go_keys_fingerprint(npoints));
}

int cli_tt_writable(const char *file) {
  if (!file[0]) return cli_error("--tt-file: empty file name");
  char tmp[4096];
  snprintf(tmp, sizeof tmp, "%s.tmp", file);
  FILE *f = fopen(tmp, "wb");
  if (!f) return cli_error("--tt-file %s: cannot write there", file);
  fclose(f);
  remove(tmp);
  return 0;
}

int cli_tt_load(tt_table *tt, const char *file, const char *problem, bool quiet) {
  FILE *probe = fopen(file, "rb");
  if (!probe) return 0; /* the first sitting */
  fclose(probe);
  char why[512];
  uint64_t n = 0;
  int rc = tt_load(tt, file, problem, &n, why, sizeof why);
  if (rc) {
    fprintf(stderr, "yomi: error: --tt-file %s: %s\n", file, rc == YOMI_ENOMEM ? "out of memory" : why);
    return CLI_FAIL;
  }
  if (!quiet) printf("table: %llu entries loaded from %s\n", (unsigned long long)n, file);
  return 0;
}

int cli_tt_save(const tt_table *tt, const char *file, const char *problem, bool quiet) {
  uint64_t n = 0;
  if (tt_save(tt, file, problem, &n)) {
    fprintf(stderr, "yomi: error: --tt-file %s: cannot write the snapshot\n", file);
    return CLI_FAIL;
  }
  if (!quiet) printf("table: %llu entries saved to %s\n", (unsigned long long)n, file);
  return 0;
}
