/* fuzz_board_text: board diagrams as text (go/text.c) at both widths: read, write, read back the
 * same board. */
#include "fuzz.h"
#include "go/board.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (size > 8192) return 0;
  char *s = fuzz_string(data, size);
  go_suicide rule = size && (data[0] & 1) ? GO_SUICIDE_ALLOWED : GO_SUICIDE_FORBIDDEN;
  static go_bigboard b, b2;
  static char out[8192], again[8192];
  if (go_bigboard_from_text(&b, s, rule) == 0) {
    if (go_bigboard_to_text(&b, out, sizeof out) < 0) abort();
    if (go_bigboard_from_text(&b2, out, rule) != 0) abort();
    if (go_bigboard_to_text(&b2, again, sizeof again) < 0 || strcmp(out, again) != 0) abort();
    go_bigboard_diagram(&b, -1, out, sizeof out);
  }
  static go_board sb, sb2;
  if (go_board_from_text(&sb, s, rule) == 0) {
    if (go_board_to_text(&sb, out, sizeof out) < 0) abort();
    if (go_board_from_text(&sb2, out, rule) != 0) abort();
    if (go_board_to_text(&sb2, again, sizeof again) < 0 || strcmp(out, again) != 0) abort();
  }
  free(s);
  return 0;
}
