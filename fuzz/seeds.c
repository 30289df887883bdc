/* fuzz/seeds: writes the binary seeds of fuzz/corpus/ that no text editor makes: a table snapshot
 * of a small proof saved for the problem "fuzz" (fuzz_snapshot), and estimator checkpoints of the
 * identity "fuzz" (fuzz_checkpoint); each file's first byte, when odd, asks the harness to recompute
 * the checksum.
 * Usage: fuzz_seeds DIR (writes DIR/snapshot/... and DIR/checkpoint/...). */
#include <sys/stat.h>
#include "core/rng.h"
#include "go/solvegame.h"
#include "shogi/estimate.h"
#include "solve/run.h"
#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) { return (void)data, (void)size, 0; }

/* The file at tmp, after a first byte `flag` (the harnesses' switch), into path; tmp removed. */
static void prefixed(const char *tmp, const char *path, int flag) {
  static char text[1 << 20];
  FILE *in = fopen(tmp, "rb");
  if (!in) abort();
  size_t len = fread(text, 1, sizeof text, in);
  fclose(in);
  unlink(tmp);
  FILE *out = fopen(path, "wb");
  if (!out || fputc(flag, out) == EOF || fwrite(text, 1, len, out) != len || fclose(out)) abort();
}

static void snapshot(const char *dir, int rows, int cols, double komi) {
  char tmp[4096], path[4096];
  snprintf(tmp, sizeof tmp, "%s/snapshot/.tmp", dir);
  snprintf(path, sizeof path, "%s/snapshot/go-%dx%d.tt", dir, rows, cols);
  go_solvegame sg;
  int bad = -1;
  if (go_solvegame_init(&sg, rows, cols, GO_SUICIDE_FORBIDDEN, NULL, 0, komi, &bad)) abort();
  dfpn_run run;
  if (dfpn_run_open(&run, 1, tmp, "fuzz")) abort();
  dfpn_run_config cfg = {0};
  dfpn_opts_default(&cfg.opts);
  cfg.opts.node_limit = 300;
  static dfpn_result r;
  dfpn_run_solve(&run, &sg.iface, &cfg, &r);
  if (dfpn_run_close(&run)) abort();
  go_solvegame_free(&sg);
  prefixed(tmp, path, 1); /* 1: the harness reseals it (with the checksum it has) */
}

/* A tally of n synthetic samples (consistent: every count adds up). */
static void checkpoint(const char *dir, uint64_t n, int flag) {
  static shogi_tally t;
  shogi_tally_clear(&t);
  for (uint64_t i = 0; i < n; i++) {
    uint64_t x = rng_at(5, i, 0);
    shogi_sample_result r = {.stage = (shogi_stage)(x % SHOGI_STAGE_COUNT), .plies = (uint32_t)(x >> 8) % 70};
    r.length = 1 + (x >> 16) % 30;
    r.expanded = r.length + (x >> 32) % 50;
    r.unsearched = (x >> 40) % 7 == 0;
    shogi_tally_add(&t, &r);
  }
  char path[4096], why[600];
  snprintf(path, sizeof path, "%s/checkpoint/.tmp", dir);
  if (shogi_checkpoint_save(path, "fuzz", n / 100, &t, why, sizeof why)) abort();
  char out[4096];
  snprintf(out, sizeof out, "%s/checkpoint/n%llu-%s", dir, (unsigned long long)n, flag ? "resum" : "plain");
  prefixed(path, out, flag);
}

int main(int argc, char **argv) {
  if (argc != 2) return fprintf(stderr, "usage: fuzz_seeds DIR\n"), 2;
  char sub[4096];
  snprintf(sub, sizeof sub, "%s/snapshot", argv[1]), mkdir(sub, 0777);
  snprintf(sub, sizeof sub, "%s/checkpoint", argv[1]), mkdir(sub, 0777);
  snapshot(argv[1], 2, 2, 0.5);
  snapshot(argv[1], 1, 5, 0.5);
  checkpoint(argv[1], 0, 1);
  checkpoint(argv[1], 300, 1);
  checkpoint(argv[1], 300, 0);
  return 0;
}
