/* 4x4 legal-position count by enumerating all 3^16 = 43,046,721 colourings: 24,318,165, as published
 * in J. Tromp and G. Farnebäck, "Combinatorics of Go" (LNCS 4630, 2007) and OEIS A094777. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "go/board.h"
#include "go_count.h"

static void test_4x4(void **state) {
  (void)state;
  assert_int_equal(go_count_legal(4, 4), 24318165);
}

int main(void) {
  const struct CMUnitTest tests[] = {cmocka_unit_test(test_4x4)};
  return cmocka_run_group_tests(tests, NULL, NULL);
}
