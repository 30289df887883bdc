/* go/knowledge: which knowledge the Go solver uses (static rules of go/static.h, the side of a
 * pruned run of go/prune.h), and the one option table that sets it for every front end. */
#ifndef YOMI_GO_KNOWLEDGE_H
#define YOMI_GO_KNOWLEDGE_H
#include <stddef.h>
#include "core/opts.h"
#include "go/prior.h"
#include "go/region.h"

typedef struct go_knowledge {
  unsigned statics;     /* GO_STATIC_* rules on */
  int prune;            /* -1, or the solver player (0 Black, 1 White) of a pruned run: only its wins count */
  unsigned prune_rules; /* GO_PRUNE_* rules of that run */
  go_region_limits region; /* how far the region solver goes (rule `region`, order `region`) */
  unsigned order;          /* GO_ORDER_* rules (go/order.h): which moves are tried late */
  int prior;               /* GO_PRIOR_* (go/prior.h): the initial proof numbers of new positions */
  int prior_scale;         /* the eye-space prior's price per point of surplus */
  int prior_shift;         /* the learned prior's numbers are divided by 2^prior_shift */
  go_prior_model model;    /* the learned prior's weights (the shipped ones unless --prior-file) */
} go_knowledge;

/* Every rule on, no pruning. */
go_knowledge go_knowledge_default(void);

#define GO_KNOWLEDGE_OPTIONS(X) \
  X(FLAG, no_static, 0, 0, 1, "no static rules (the same as --static-rules none)") \
  X(STR, static_rules, all, 0, 0, \
    "static rules: all, none, or a list of area,pure,pass,region,live (docs/go-static.md)") \
  X(INT, region_budget, 8000, 1, 1e9, "local positions per local game of the region solver (rule region)") \
  X(INT, region_area, 9, 1, 24, "the region solver's largest area, in points") \
  X(INT, region_total, 14, 1, 24, "the region solver's largest game of several areas, in points") \
  X(STR, prune, none, 0, 0, "black or white: a pruned run that proves only that side's wins") \
  X(STR, prune_rules, all, 0, 0, "rules of a pruned run: all, or a list of eye,atari,pass") \
  X(STR, order, none, 0, 0, "move order: none, all, or a list of eyespace,sure,region (tried late)") \
  X(STR, prior, learned, 0, 0, "initial proof numbers: none (1 and 1), eye (eye space) or learned") \
  X(INT, prior_scale, 4, 1, 1000, "the eye-space prior's price per point of surplus") \
  X(INT, prior_shift, 0, -20, 20, "the learned prior's numbers divided by 2^N") \
  X(STR, prior_file, NONE, 0, 0, "weights of the learned prior (yomi go prior-train); default: shipped")

typedef struct go_knowledge_opts {
  GO_KNOWLEDGE_OPTIONS(OPTS_FIELD)
} go_knowledge_opts;
extern const opt_spec go_knowledge_opt_specs[];
extern const size_t go_knowledge_opt_count;

/* The knowledge the parsed options ask for. 0, or -1 with a one-line reason in err. */
int go_knowledge_from_opts(const go_knowledge_opts *o, go_knowledge *k, char *err, size_t len);

#endif
