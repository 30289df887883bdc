/* go/selftestrecord: the self-test's findings in words and as JSON members (see selftest.h). */
#include <stdio.h>
#include "core/text.h"
#include "go/prune.h"
#include "go/selftest.h"
#include "go/static.h"
#include "go/solvegame.h"

static const char *side(int w) { return w == GO_SOLVE_BLACK ? "black" : "white"; }

void go_selftest_mismatch_text(const go_selftest *t, const go_selftest_case *c, uint64_t i, char *out,
                               size_t n) {
  char moves[GO_SELFTEST_MAX_MOVES * 6];
  out[0] = 0;
  if (c->over_budget) return;
  go_moves_text(c->moves, c->nmoves, t->cfg.rows, t->cfg.cols, moves, sizeof moves);
  if (t->cfg.cross && (c->plain_value != c->value || c->pruned_wrong))
    text_appendf(
        out, n,
        "MISMATCH position %llu: value %d, without static rules %d, pruned wins beyond it %d; moves %s\n",
        (unsigned long long)i, c->value, c->plain_value, c->pruned_wrong, moves);
  for (int j = 0; j < c->nkomi; j++)
    if (c->dfpn[j] != c->oracle[j])
      text_appendf(out, n, "MISMATCH position %llu komi %.1f: oracle says %s, df-pn %s; moves %s\n",
                   (unsigned long long)i, c->komi[j], side(c->oracle[j]), side(c->dfpn[j]), moves);
}

/* ", cross", ", no static" / ", static area,pass" and ", black-pruned" as they apply. */
static void mode_text(const go_selftest_config *cfg, char *out, size_t n) {
  const go_knowledge *k = &cfg->value.know;
  char rules[48];
  out[0] = 0;
  if (cfg->cross) text_appendf(out, n, ", cross");
  if (cfg->value.run.opts.no_transfer) text_appendf(out, n, ", no transfer");
  if (!k->statics) text_appendf(out, n, ", no static");
  else if (k->statics != GO_STATIC_ALL)
    text_appendf(out, n, ", static %s", go_static_name(k->statics, rules, sizeof rules));
  if (k->prune >= 0) text_appendf(out, n, ", %s-pruned", go_prune_name(k->prune));
}

void go_selftest_text(const go_selftest *t, const char *board, double seconds, char *out, size_t n) {
  const go_selftest_counts *c = &t->n;
  char mode[128];
  mode_text(&t->cfg, mode, sizeof mode);
  out[0] = 0;
  text_appendf(
      out, n, "selftest %s seed %llu%s: positions %llu, probes %llu (oracle %llu), mismatches %llu\n", board,
      (unsigned long long)t->cfg.seed, mode, (unsigned long long)c->positions, (unsigned long long)c->probes,
      (unsigned long long)c->oracle_probes, (unsigned long long)c->mismatches);
  text_appendf(out, n,
               "  df-pn expansions %llu (proofs reused %llu), oracle nodes %llu, skipped %llu (game over) "
               "+ %llu (oracle budget), %.1f s\n",
               (unsigned long long)c->expansions, (unsigned long long)c->reused,
               (unsigned long long)c->oracle_nodes, (unsigned long long)c->skipped,
               (unsigned long long)c->skipped_oracle, seconds);
  if (t->cfg.cross)
    text_appendf(
        out, n,
        "  cross: the configured knowledge's own value searches %llu expansions; pruned runs proved their "
        "side's win next to the value %llu times, missed it %llu times\n",
        (unsigned long long)c->own_expansions, (unsigned long long)c->pruned_proved,
        (unsigned long long)c->pruned_unproved);
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
  json_kv_uint(w, "own_expansions", c->own_expansions);
  json_kv_uint(w, "pruned_proved", c->pruned_proved);
  json_kv_uint(w, "pruned_unproved", c->pruned_unproved);
  json_end_object(w);
}
