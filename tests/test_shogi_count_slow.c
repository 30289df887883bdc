/* Slow tests of shogi/count and shogi/rank: exhaustive bijection checks on larger shrunken variants
 * (about 5 million positions; optimised build only). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "shogi_enum.h"

static const shogi_cand_variant larger[] = {
    {"5x5 K G B", 5, 5, {2, 1, 0, 0, 0, 0, 0, 1}},    /* 1341680 positions */
    {"2x4 K G P2 S", 2, 4, {2, 1, 0, 0, 2, 1, 0, 0}}, /* 1322160 */
    {"3x3 K L P2", 3, 3, {2, 0, 0, 1, 2, 0, 0, 0}},   /* 348582 */
    {"4x3 K G P R", 4, 3, {2, 1, 0, 0, 1, 0, 1, 0}},  /* 1927728 */
};

static void test_larger_exhaustive(void **state) {
  (void)state;
  for (size_t k = 0; k < sizeof larger / sizeof larger[0]; k++) shogi_enum_check(&larger[k]);
}

int main(void) {
  const struct CMUnitTest tests[] = {cmocka_unit_test(test_larger_exhaustive)};
  return cmocka_run_group_tests(tests, NULL, NULL);
}
