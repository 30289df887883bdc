/* go/benson_impl.h: Benson's pass-alive analysis of one board width (docs/go-rules.md): the
 * pass-alive stones of a colour, and KataGo's pass-alive area grid. Per-width; see go/bits_impl.h. */

/* Benson's iterative elimination for `colour` (docs/go-rules.md). Regions are the components of
 * the non-`colour` points that contain at least one empty point. A region is vital to a chain iff
 * every point of it that matters touches the chain: its empty points when suicide is forbidden,
 * all its points when multi-stone suicide is allowed (the opponent may then fill the region by
 * suicide, so an opponent stone not touching the chain would let it remove the liberty).
 * Returns the surviving (pass-alive) stones; optionally the territory (regions marked as KataGo's
 * calculateArea does: bordered only by pass-alive chains, at most one point not touching a stone
 * of `colour`). */
static bits benson(const board *b, int colour, go_suicide suicide, bits *territory) {
  bits S = cstones_of(b, colour);
  bits notS = b_andnot(b->all, S);
  bits empty = empty_of(b);
  bits nbS = nb(b, S);
  bits chain[GO_W * 64], region[GO_W * 64], must[GO_W * 64];
  int nc = 0, nr = 0, candidates = 0;
  int p;
  /* The regions first: a chain lives only with two vital regions, and a region is vital to a chain
   * only if all its points that matter touch S, so with fewer than two such regions every chain dies
   * in the first round below (and with it every region's territory): nothing is pass-alive. */
  bits rest = empty;
  while ((p = b_first(rest)) >= 0) {
    bits r = flood(b, b_bit(p), notS);
    rest = b_andnot(rest, r);
    region[nr] = r;
    must[nr] = suicide == GO_SUICIDE_ALLOWED ? r : b_and(r, empty);
    candidates += b_none(b_andnot(must[nr], nbS));
    nr++;
  }
  if (candidates < 2) {
    if (territory) *territory = b_zero();
    return b_zero();
  }
  rest = S;
  while ((p = b_first(rest)) >= 0) {
    chain[nc] = flood(b, b_bit(p), S);
    rest = b_andnot(rest, chain[nc++]);
  }
  bits chain_nb[GO_W * 64];
  for (int c = 0; c < nc; c++) chain_nb[c] = nb(b, chain[c]);
  /* each region's vital chains (at most 4: all lie next to the region's first empty point) */
  int vital[GO_W * 64][4];
  int nvital[GO_W * 64];
  for (int r = 0; r < nr; r++) {
    nvital[r] = 0;
    for (int c = 0; c < nc && nvital[r] < 4; c++)
      if (b_none(b_andnot(must[r], chain_nb[c]))) vital[r][nvital[r]++] = c;
  }
  bool alive[GO_W * 64], dead_border[GO_W * 64];
  int count[GO_W * 64];
  for (int c = 0; c < nc; c++) alive[c] = true;
  for (int r = 0; r < nr; r++) dead_border[r] = false;
  for (;;) {
    for (int c = 0; c < nc; c++) count[c] = 0;
    for (int r = 0; r < nr; r++)
      if (!dead_border[r])
        for (int i = 0; i < nvital[r]; i++) count[vital[r][i]]++;
    bool killed = false;
    for (int c = 0; c < nc; c++) {
      if (!alive[c] || count[c] >= 2) continue;
      alive[c] = false;
      killed = true;
      for (int r = 0; r < nr; r++)
        if (b_any(b_and(chain_nb[c], region[r]))) dead_border[r] = true;
    }
    if (!killed) break;
  }
  bits live = b_zero();
  for (int c = 0; c < nc; c++)
    if (alive[c]) live = b_or(live, chain[c]);
  if (territory) {
    bits t = b_zero();
    for (int r = 0; r < nr; r++) {
      if (dead_border[r]) continue;
      bits touching = b_and(region[r], nbS);
      if (b_none(touching)) continue;
      if (b_count(b_andnot(region[r], nbS)) <= 1) t = b_or(t, region[r]);
    }
    *territory = t;
  }
  return live;
}

GO_BITS BOARD_FN(pass_alive)(const board *b, int colour) {
  return benson(b, colour, (go_suicide)b->suicide, NULL);
}

void BOARD_FN(benson)(const board *b, go_suicide suicide, uint8_t *grid) {
  for (int p = 0; p < b->npoints; p++) grid[p] = GO_EMPTY;
  /* Black first, then White, as KataGo's calculateArea writes them. */
  for (int colour = GO_BLACK; colour <= GO_WHITE; colour++) {
    bits terr;
    bits live = benson(b, colour, suicide, &terr);
    int p;
    FOREACH_BIT(p, b_or(live, terr)) grid[p] = (uint8_t)colour;
  }
}
