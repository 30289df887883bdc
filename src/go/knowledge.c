/* go/knowledge: the solver's knowledge options (see knowledge.h). */
#include "go/knowledge.h"
#include <stdio.h>
#include "go/order.h"
#include "go/prior.h"
#include "go/prune.h"
#include "go/static.h"

#define OPTS_STRUCT go_knowledge_opts
const opt_spec go_knowledge_opt_specs[] = {GO_KNOWLEDGE_OPTIONS(OPTS_SPEC)};
#undef OPTS_STRUCT
const size_t go_knowledge_opt_count = OPTS_COUNT(go_knowledge_opt_specs);
/* The option table's default is written as a number (opts.h stringifies it): the same as the library's. */
_Static_assert(
    GO_STATIC_REGION_BUDGET == 8000 && GO_STATIC_REGION_AREA == 9 && GO_STATIC_REGION_TOTAL == 14,
    "--region-budget's, --region-area's or --region-total's default in knowledge.h differs from static.h");

go_knowledge go_knowledge_default(void) {
  go_knowledge k = (go_knowledge){.statics = GO_STATIC_ALL,
                                  .prune = -1,
                                  .region = GO_STATIC_REGION_LIMITS,
                                  .prune_rules = GO_PRUNE_ALL,
                                  .prior = GO_PRIOR_LEARNED,
                                  .prior_scale = 4};
  if (go_prior_shipped()) k.model = *go_prior_shipped();
  return k;
}

int go_knowledge_from_opts(const go_knowledge_opts *o, go_knowledge *k, char *err, size_t len) {
  *k = go_knowledge_default();
  if (o->static_rules && go_static_parse(o->static_rules, &k->statics)) {
    snprintf(err, len, "bad --static-rules '%s' (all, none, or a list of area,pure,pass,region,live)",
             o->static_rules);
    return -1;
  }
  if (o->no_static) k->statics = 0;
  k->region = (go_region_limits){(uint64_t)o->region_budget, (int)o->region_area, (int)o->region_total};
  if (o->prune && go_prune_parse(o->prune, &k->prune)) {
    snprintf(err, len, "bad --prune '%s' (black, white or none)", o->prune);
    return -1;
  }
  if (o->prune_rules && go_prune_parse_rules(o->prune_rules, &k->prune_rules)) {
    snprintf(err, len, "bad --prune-rules '%s' (all, or a list of eye,atari,pass)", o->prune_rules);
    return -1;
  }
  if (o->order && go_order_parse(o->order, &k->order)) {
    snprintf(err, len, "bad --order '%s' (all, none, or a list of eyespace,sure,region)", o->order);
    return -1;
  }
  if (o->prior && go_prior_parse(o->prior, &k->prior)) {
    snprintf(err, len, "bad --prior '%s' (none, eye or learned)", o->prior);
    return -1;
  }
  k->prior_scale = (int)o->prior_scale;
  k->prior_shift = (int)o->prior_shift;
  if (o->prior_file) return go_prior_model_load(o->prior_file, &k->model, err, len);
  if (k->prior == GO_PRIOR_LEARNED && !go_prior_shipped()) {
    snprintf(err, len, "the shipped weights of the learned prior do not parse (data/go-prior.txt)");
    return -1;
  }
  return 0;
}
