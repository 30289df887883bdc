/* go/order: the Go solver's move order (see order.h). */
#include "go/order.h"
#include "core/opts.h"
#include "go/prior.h"
#include "go/static.h"

void go_order_late(const go_board *b, unsigned rules, go_region_limits region, uint64_t *late,
                   uint64_t *last) {
  *late = *last = 0;
  if (rules & GO_ORDER_EYESPACE) {
    uint64_t own[2], neutral;
    go_prior_regions(b, own, &neutral);
    *late = own[b->to_move == GO_BLACK ? 0 : 1];
  }
  if (rules & GO_ORDER_SURE) {
    for (int c = GO_BLACK; c <= GO_WHITE; c++) {
      go_sure s;
      go_static_sure(b, c, true, &s);
      *last |= s.eyes | s.pure;
    }
  }
  if (rules & GO_ORDER_REGION) {
    go_static_effort e = {.lim = region};
    *last |= go_static_settled(b, &e) & go_board_emptyset(b);
  }
  *late &= ~*last;
}

static const char *const names[] = {"eyespace", "sure", "region"};
#define NNAMES 3

int go_order_parse(const char *s, unsigned *rules) { return opts_parse_rules(s, names, NNAMES, rules); }

const char *go_order_name(unsigned rules, char *buf, size_t len) {
  return opts_rules_text(rules, names, NNAMES, buf, len);
}
