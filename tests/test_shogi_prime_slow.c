/* The exhaustive check of P_K' (shogi_prime_enum.h) on three larger shrunken variants, 2 to 2.4
 * million candidates each: Knights with Pawns on 3x4, three Pawns on 3x5, Knight, Lance and two Pawns
 * on 2x4. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "shogi_prime_enum.h"

static void test_larger_variants(void **state) {
  (void)state;
  static const shogi_cand_variant vs[] = {
      {"3x4-NPP", 3, 4, {2, 0, 1, 0, 2, 0, 0, 0}},
      {"3x5-PPP", 3, 5, {2, 0, 0, 0, 3, 0, 0, 0}},
      {"2x4-NLPP", 2, 4, {2, 0, 1, 1, 2, 0, 0, 0}},
  };
  for (size_t i = 0; i < sizeof vs / sizeof vs[0]; i++) shogi_prime_enum_check(&vs[i]);
}

int main(void) {
  const struct CMUnitTest tests[] = {cmocka_unit_test(test_larger_variants)};
  return cmocka_run_group_tests(tests, NULL, NULL);
}
