/* fuzz_snapshot: the table snapshot loader (solve/tt.c tt_load) on any file: refused with a reason
 * or loaded into a sound table (tt_check finds no broken entry). The first byte is not part of the
 * file: where it is odd, the file's last 8 bytes are replaced by the checksum of its records (the
 * words between the header's problem text and the end), so that the fuzzer reaches the records'
 * parser and the table's stores behind the checksum. The seeds are snapshots saved for the problem
 * "fuzz" in the format tt_save writes (fuzz/seeds.c: `fuzz_seeds DIR`). */
#include "core/error.h"
#include "fuzz.h"
#include "solve/tt.h"

static tt_table table;
static int ready;

/* The checksum of f's records into its last 8 bytes, where the header can say where they begin
 * and they are whole words. */
static void reseal(uint8_t *f, size_t n) {
  size_t start, words;
  if (!tt_snapshot_span(f, n, &start, &words)) return;
  uint64_t *w = malloc(words * 8 + 8);
  if (!w) abort();
  memcpy(w, f + start, words * 8);
  uint64_t sum = tt_sum_words(0, w, words);
  memcpy(f + n - 8, &sum, sizeof sum);
  free(w);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (size < 1 || size > 1 << 20) return 0;
  if (!ready) {
    if (tt_init(&table, 1)) abort();
    ready = 1;
  }
  tt_clear(&table);
  size_t n = size - 1;
  uint8_t *file = malloc(n + 1);
  if (!file) abort();
  memcpy(file, data + 1, n);
  if (data[0] & 1) reseal(file, n);
  char path[64], why[600] = "";
  int fd = fuzz_file(file, n, path, sizeof path);
  uint64_t loaded = 0;
  int rc = tt_load(&table, path, "fuzz", &loaded, why, sizeof why);
  if (rc != YOMI_OK && rc != YOMI_EPARSE && rc != YOMI_EIO && rc != YOMI_ENOMEM) abort();
  if (rc != YOMI_OK && !why[0] && rc != YOMI_ENOMEM) abort(); /* a refusal says why */
  if (tt_check(&table) != 0) abort();
  if (rc == YOMI_OK && tt_used(&table) > loaded) abort(); /* replacement keeps at most what came in */
  fuzz_file_close(fd);
  free(file);
  return 0;
}
