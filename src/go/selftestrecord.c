/* go/selftestrecord: the self-test's findings in words and as JSON members (see selftest.h). */
#include <stdio.h>
#include "core/text.h"
#include "go/selftest.h"
#include "go/solvegame.h"

static const char *side(int w) { return w == GO_SOLVE_BLACK ? "black" : "white"; }

void go_selftest_mismatch_text(const go_selftest *t, const go_selftest_case *c, uint64_t i, char *out,
                               size_t n) {
  char moves[GO_SELFTEST_MAX_MOVES * 6];
  out[0] = 0;
  if (c->over_budget) return;
  go_moves_text(c->moves, c->nmoves, t->cfg.rows, t->cfg.cols, moves, sizeof moves);
  for (int j = 0; j < c->nkomi; j++)
    if (c->dfpn[j] != c->oracle[j])
      text_appendf(out, n, "MISMATCH position %llu komi %.1f: oracle says %s, df-pn %s; moves %s\n",
                   (unsigned long long)i, c->komi[j], side(c->oracle[j]), side(c->dfpn[j]), moves);
}

void go_selftest_text(const go_selftest *t, const char *board, double seconds, char *out, size_t n) {
  const go_selftest_counts *c = &t->n;
  out[0] = 0;
  text_appendf(
      out, n, "selftest %s seed %llu%s%s: positions %llu, probes %llu (oracle %llu), mismatches %llu\n",
      board, (unsigned long long)t->cfg.seed, t->cfg.value.run.opts.no_transfer ? ", no transfer" : "",
      t->cfg.value.benson ? "" : ", no static", (unsigned long long)c->positions,
      (unsigned long long)c->probes, (unsigned long long)c->oracle_probes, (unsigned long long)c->mismatches);
  text_appendf(out, n,
               "  df-pn expansions %llu (proofs reused %llu), oracle nodes %llu, skipped %llu (game over) "
               "+ %llu (oracle budget), %.1f s\n",
               (unsigned long long)c->expansions, (unsigned long long)c->reused,
               (unsigned long long)c->oracle_nodes, (unsigned long long)c->skipped,
               (unsigned long long)c->skipped_oracle, seconds);
}

void go_selftest_json(json_writer *w, const go_selftest_counts *c, double seconds) {
  json_key(w, "result");
  json_begin_object(w);
  json_kv_uint(w, "positions", c->positions);
  json_kv_uint(w, "probes", c->probes);
  json_kv_uint(w, "oracle_probes", c->oracle_probes);
  json_kv_uint(w, "mismatches", c->mismatches);
  json_end_object(w);
  json_key(w, "stats");
  json_begin_object(w);
  json_kv_double(w, "seconds", seconds);
  json_kv_uint(w, "expansions", c->expansions);
  json_kv_uint(w, "proofs_reused", c->reused);
  json_kv_uint(w, "oracle_nodes", c->oracle_nodes);
  json_kv_uint(w, "skipped", c->skipped);
  json_kv_uint(w, "skipped_oracle", c->skipped_oracle);
  json_end_object(w);
}
