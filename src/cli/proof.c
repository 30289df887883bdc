/* cli/proof: `yomi verify FILE` (a proof certificate checked by src/verify/, independent of the
 * solver), `yomi explore FILE --html OUT.html` (the proof as a page to walk), and the line the
 * solving verbs print after writing a certificate with --proof. */
#include "cli/proof.h"
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "cli/cli.h"
#include "core/error.h"
#include "verify/explore.h"
#include "verify/verify.h"

int cli_proof_report(const char *path, int rc, const dfpn_cert_info *info, bool quiet) {
  if (rc == YOMI_OK) {
    if (!quiet)
      printf("proof: %s (%llu nodes, %llu bytes, %.2f s, %llu expansions re-proved)\n", path,
             (unsigned long long)info->nodes, (unsigned long long)info->bytes, info->seconds,
             (unsigned long long)info->expansions);
    return CLI_OK;
  }
  fprintf(stderr, "yomi: error: cannot write the proof certificate %s: %s\n", path,
          rc == YOMI_ELIMIT ? "more nodes than --proof-max-nodes"
          : rc == YOMI_EINVAL
              ? "the tree cannot be completed (a leaf the verifier could not check, or a table "
                "contradicting the proof)"
          : rc == YOMI_EUNPROVED ? "a pruned run's loser nodes lack moves"
                                 : yomi_strerror(rc));
  return CLI_FAIL;
}

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

/* Both verbs are called with argv[0] the first argument (argv[-1] is the verb, as cli_wants_help
 * expects at argv[0]). */
int cli_verify_main(int argc, char **argv) {
  if (cli_wants_help(argc + 1, argv - 1)) {
    printf(
        "usage: yomi verify FILE\n\nChecks a proof certificate (docs/certificates.md) with rules of its own;\n"
        "prints one line and exits 0 only when it is valid.\n");
    return CLI_OK;
  }
  if (argc != 1) return cli_error("usage: yomi verify FILE (one certificate)");
  verify_result r;
  double t0 = now();
  int rc = verify_file(argv[0], 0, &r);
  if (rc == YOMI_EIO) return cli_error("cannot read '%s'", cli_quote(argv[0]));
  if (rc) return cli_error("%s", yomi_strerror(rc));
  printf("%s: %s (%.2f s)\n", r.valid ? "valid" : "INVALID", r.valid ? r.why + strlen("valid: ") : r.why,
         now() - t0);
  return r.valid ? CLI_OK : CLI_FAIL;
}

int cli_explore_main(int argc, char **argv) {
  const char *in = NULL, *out = NULL;
  for (int i = 0; i < argc; i++) {
    if (!strcmp(argv[i], "--html") && i + 1 < argc) out = argv[++i];
    else if (argv[i][0] != '-' && !in) in = argv[i];
    else if (strcmp(argv[i], "--help") && strcmp(argv[i], "-h"))
      return cli_error("unexpected argument '%s'", cli_quote(argv[i]));
  }
  if (cli_wants_help(argc + 1, argv - 1)) {
    printf("usage: yomi explore FILE --html OUT.html\n\nWrites one self-contained page that walks the proof "
           "certificate FILE (checked first).\n");
    return CLI_OK;
  }
  if (!in || !out) return cli_error("usage: yomi explore FILE --html OUT.html");
  verify_result r;
  int rc = verify_file(in, VERIFY_EXPLORE_MAX, &r);
  if (rc == YOMI_EIO) return cli_error("cannot read '%s'", cli_quote(in));
  if (rc) return cli_error("%s", yomi_strerror(rc));
  if (!r.valid) return fprintf(stderr, "yomi: error: the certificate is not valid: %s\n", r.why), CLI_FAIL;
  if (!r.tree)
    return cli_error("the certificate has %llu nodes; the explorer takes at most %d",
                     (unsigned long long)r.nodes, VERIFY_EXPLORE_MAX);
  rc = verify_explore_html(&r, out);
  verify_result_free(&r);
  if (rc) return cli_error("cannot write '%s'", cli_quote(out));
  printf("explorer: %s (%llu nodes)\n", out, (unsigned long long)r.nodes);
  return CLI_OK;
}
