/* go/knowledge: the solver's knowledge options (see knowledge.h). */
#include "go/knowledge.h"
#include <stdio.h>
#include "go/prune.h"
#include "go/static.h"

#define OPTS_STRUCT go_knowledge_opts
const opt_spec go_knowledge_opt_specs[] = {GO_KNOWLEDGE_OPTIONS(OPTS_SPEC)};
#undef OPTS_STRUCT
const size_t go_knowledge_opt_count = OPTS_COUNT(go_knowledge_opt_specs);

go_knowledge go_knowledge_default(void) {
  return (go_knowledge){.statics = GO_STATIC_ALL, .prune = -1, .prune_rules = GO_PRUNE_ALL};
}

int go_knowledge_from_opts(const go_knowledge_opts *o, go_knowledge *k, char *err, size_t len) {
  *k = go_knowledge_default();
  if (o->static_rules && go_static_parse(o->static_rules, &k->statics)) {
    snprintf(err, len, "bad --static-rules '%s' (all, none, or a list of area,pure,pass)", o->static_rules);
    return -1;
  }
  if (o->no_static) k->statics = 0;
  if (o->prune && go_prune_parse(o->prune, &k->prune)) {
    snprintf(err, len, "bad --prune '%s' (black, white or none)", o->prune);
    return -1;
  }
  if (o->prune_rules && go_prune_parse_rules(o->prune_rules, &k->prune_rules)) {
    snprintf(err, len, "bad --prune-rules '%s' (all, or a list of eye,atari,pass)", o->prune_rules);
    return -1;
  }
  return 0;
}
