/* go/order: the order in which the Go solver tries its moves (dfpn_game.moves lists them best
 * first). Any order is sound: df-pn needs every move of the loser either way; the order steers
 * which proof is found first (docs/go-prior.md). */
#ifndef YOMI_GO_ORDER_H
#define YOMI_GO_ORDER_H
#include <stdint.h>
#include "go/board.h"
#include "go/region.h"

enum {
  GO_ORDER_EYESPACE = 1, /* moves into the mover's own eye space (regions touching only its stones) late */
  GO_ORDER_SURE = 2,     /* moves into either side's sure eyes (go/static.h: Benson) last */
  GO_ORDER_REGION = 4,   /* moves into areas the region solver settles whoever moves (go/region.h) last */
  GO_ORDER_ALL = 7
};

/* The empty points of b that `rules` move late, as two sets: *late (eye space) and *last (sure eyes,
 * settled areas). The region solver (GO_ORDER_REGION) goes as far as `region` lets it. */
void go_order_late(const go_board *b, unsigned rules, go_region_limits region, uint64_t *late,
                   uint64_t *last);

/* Parse "all", "none" or a list of eyespace,sure,region. 0 or -1. */
int go_order_parse(const char *s, unsigned *rules);
const char *go_order_name(unsigned rules, char *buf, size_t len);

#endif
