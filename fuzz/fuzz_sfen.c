/* fuzz_sfen: SFEN positions of both variants (shogi/sfen.c), and what is read back is written out
 * and read again to the same text; USI moves on the parsed position. */
#include "fuzz.h"
#include "shogi/position.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (size > 4096) return 0;
  char *s = fuzz_string(data, size);
  char *usi = strchr(s, '|'); /* "SFEN|USI move" */
  if (usi) *usi++ = 0;
  const char *names[] = {"shogi", "minishogi"};
  for (int v = 0; v < 2; v++) {
    const shogi_variant *var = shogi_variant_by_name(names[v]);
    static shogi_pos p, q;
    char err[256], out[512], again[512];
    if (shogi_pos_from_sfen(&p, var, s, err, sizeof err) != 0) continue;
    if (shogi_pos_to_sfen(&p, out, sizeof out) < 0) abort();
    if (shogi_pos_from_sfen(&q, var, out, err, sizeof err) != 0) abort(); /* its own text is refused */
    if (shogi_pos_to_sfen(&q, again, sizeof again) < 0 || strcmp(out, again) != 0) abort();
    shogi_move m;
    if (usi && shogi_move_from_usi(&p, usi, &m) == 0) {
      char back[32];
      shogi_move_to_usi(var, m, back, sizeof back);
    }
  }
  free(s);
  return 0;
}
