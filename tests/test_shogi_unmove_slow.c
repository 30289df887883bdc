/* Slow test of shogi/unmove (optimised build only): the un-move/move agreement on more positions than
 * test_shogi_unmove, with other seeds, so that CI covers some tens of thousands per variant. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <string.h>

#include "shogi/selfcheck.h"

static void check(shogi_variant_id id, uint64_t play, uint64_t scattered) {
  shogi_selfcheck_stats st;
  memset(&st, 0, sizeof st);
  const shogi_variant *v = shogi_variant_get(id);
  shogi_selfcheck_random(v, play, 3, id == SHOGI_VARIANT_SHOGI ? 150 : 80, &st, NULL);
  shogi_selfcheck_scattered(v, scattered, 3, &st, NULL);
  if (st.failures) fail_msg("%llu failures; first: %s", (unsigned long long)st.failures, st.first_failure);
  assert_int_equal(st.positions, play + scattered);
}

static void test_minishogi(void **state) {
  (void)state;
  check(SHOGI_VARIANT_MINI, 40000, 15000);
}

static void test_shogi(void **state) {
  (void)state;
  check(SHOGI_VARIANT_SHOGI, 20000, 2000);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_minishogi),
      cmocka_unit_test(test_shogi),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
