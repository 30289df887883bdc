/* go/order: the Go solver's move order (see order.h). */
#include "go/order.h"
#include "core/opts.h"
#include "go/static.h"

void go_order_late(const go_board *b, unsigned rules, uint64_t *late, uint64_t *last) {
  *late = *last = 0;
  uint64_t empty = go_board_emptyset(b);
  if (rules & GO_ORDER_EYESPACE) {
    uint64_t mine = go_board_stoneset(b, b->to_move), theirs = go_board_occupiedset(b) & ~mine;
    for (uint64_t left = empty; left;) {
      uint64_t region = go_board_flood(b, left & -left, empty);
      left &= ~region;
      uint64_t rim = go_board_adjacent(b, region) & ~region;
      if (rim && !(rim & theirs)) *late |= region;
    }
  }
  if (rules & GO_ORDER_SURE) {
    for (int c = GO_BLACK; c <= GO_WHITE; c++) {
      go_sure s;
      go_static_sure(b, c, true, &s);
      *last |= s.eyes | s.pure;
    }
    *late &= ~*last;
  }
}

static const char *const names[] = {"eyespace", "sure"};

int go_order_parse(const char *s, unsigned *rules) { return opts_parse_rules(s, names, 2, rules); }

const char *go_order_name(unsigned rules, char *buf, size_t len) {
  return opts_rules_text(rules, names, 2, buf, len);
}
