/* fuzz_checkpoint: the estimator's checkpoint loader (shogi/checkpoint.c) on any file. An input
 * whose first byte is odd gets its checksum line recomputed first, so that the fuzzer reaches the
 * parser and the consistency checks behind the checksum. A loaded tally adds up. */
#include "core/error.h"
#include "core/hash.h"
#include "fuzz.h"
#include "shogi/estimate.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (size < 1 || size > 1 << 20) return 0;
  size_t n = size - 1;
  uint8_t *text = malloc(n + 64);
  if (!text) abort();
  memcpy(text, data + 1, n);
  if (data[0] & 1) { /* body, then "checksum HEX\n" over it */
    uint8_t *last = NULL;
    for (size_t i = 0; i + 9 <= n; i++)
      if (memcmp(text + i, "checksum ", 9) == 0) last = text + i;
    size_t body = last ? (size_t)(last - text) : n;
    n = body + (size_t)snprintf((char *)text + body, 64, "checksum %016llx\n",
                                (unsigned long long)hash_bytes(text, body));
  }
  char path[64], why[600] = "";
  int fd = fuzz_file(text, n, path, sizeof path);
  static shogi_tally t;
  uint64_t chunks;
  int rc = shogi_checkpoint_load(path, "fuzz", &chunks, &t, why, sizeof why);
  if (rc != YOMI_OK && !why[0]) abort(); /* a refusal says why */
  uint64_t staged = t.unsearched;
  for (int i = 0; i < SHOGI_STAGE_COUNT; i++) staged += t.stopped[i];
  if (rc == YOMI_OK && staged != t.samples) abort();
  fuzz_file_close(fd);
  free(text);
  return 0;
}
