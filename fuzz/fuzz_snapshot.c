/* fuzz_snapshot: the table snapshot loader (solve/tt.c tt_load) on any file: refused with a reason
 * or loaded into a sound table (tt_check finds no broken entry). The seeds are snapshots saved for
 * the problem "fuzz" (scripts/fuzz.sh --seeds writes them with this harness's FUZZ_WRITE_SEED). */
#include "core/error.h"
#include "fuzz.h"
#include "solve/tt.h"

static tt_table table;
static int ready;

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (size > 1 << 20) return 0;
  if (!ready) {
    if (tt_init(&table, 1)) abort();
    ready = 1;
  }
  tt_clear(&table);
  char path[64], why[600];
  int fd = fuzz_file(data, size, path, sizeof path);
  uint64_t loaded = 0;
  int rc = tt_load(&table, path, "fuzz", &loaded, why, sizeof why);
  if (rc != YOMI_OK && rc != YOMI_EPARSE && rc != YOMI_EIO && rc != YOMI_ENOMEM) abort();
  if (rc != YOMI_OK && !why[0] && rc != YOMI_ENOMEM) abort(); /* a refusal says why */
  if (tt_check(&table) != 0) abort();
  fuzz_file_close(fd);
  return 0;
}
