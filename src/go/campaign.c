/* go/campaign: Go's side of a campaign (see campaign.h). */
#include "go/campaign.h"
#include <stdio.h>
#include <string.h>
#include "core/error.h"
#include "go/prune.h"
#include "go/static.h"

static const char *player(void *ctx, int p) { return (void)ctx, p == GO_SOLVE_BLACK ? "black" : "white"; }

static void move_name(void *ctx, int m, char *buf, size_t len) {
  const go_campaign *gc = ctx;
  go_move_name(m, gc->rows, gc->cols, buf, len);
}

/* The "params" of every record: what the problem text says, as members. */
static void params(void *ctx, json_writer *w) {
  const go_campaign *gc = ctx;
  char rules[64];
  json_kv_int(w, "rows", gc->rows);
  json_kv_int(w, "cols", gc->cols);
  json_kv_double(w, "komi", gc->sg.komi);
  json_kv_string(w, "moves", gc->moves);
  json_kv_string(w, "suicide", gc->suicide == GO_SUICIDE_ALLOWED ? "allowed" : "forbidden");
  json_kv_string(w, "static_rules", go_static_name(gc->sg.know.statics, rules, sizeof rules));
  json_kv_string(w, "prune", go_prune_name(gc->sg.know.prune));
  json_kv_bool(w, "symmetry", gc->sg.symmetry);
}

/* `yomi go solve` of the subproblem: the start moves, then the path. */
static void rerun(void *ctx, const char *path, char *buf, size_t len) {
  const go_campaign *gc = ctx;
  char rules[64];
  const go_knowledge *k = &gc->sg.know;
  const char *sep = gc->moves[0] && path[0] ? "," : "";
  snprintf(buf, len, "yomi go solve %dx%d --komi %.1f%s%s%s%s%s%s%s%s%s%s", gc->rows, gc->cols, gc->sg.komi,
           gc->moves[0] || path[0] ? " --moves " : "", gc->moves, sep, path,
           gc->suicide == GO_SUICIDE_ALLOWED ? " --suicide allowed" : "",
           k->statics == go_knowledge_default().statics ? "" : " --static-rules ",
           k->statics == go_knowledge_default().statics ? ""
                                                        : go_static_name(k->statics, rules, sizeof rules),
           k->prune < 0 ? "" : " --prune ", k->prune < 0 ? "" : go_prune_name(k->prune),
           gc->sg.symmetry ? "" : " --no-symmetry");
  /* the region solver's limits where they are not the defaults: the same winner either way, but
   * with them the run searches what the campaign's did, to the expansion */
  const go_region_limits d = GO_STATIC_REGION_LIMITS;
  size_t n = strlen(buf);
  if (k->region.budget != d.budget && n < len)
    n += (size_t)snprintf(buf + n, len - n, " --region-budget %llu", (unsigned long long)k->region.budget);
  if (k->region.area != d.area && n < len)
    n += (size_t)snprintf(buf + n, len - n, " --region-area %d", k->region.area);
  if (k->region.total != d.total && n < len)
    (void)snprintf(buf + n, len - n, " --region-total %d", k->region.total);
}

/* campaign_game.snapshot: `yomi go solve`'s snapshot text after the start moves and then the path. */
static int snapshot(void *ctx, const char *path, bool transfer, char *buf, size_t len) {
  const go_campaign *gc = ctx;
  char text[sizeof gc->moves + CAMPAIGN_NAME_MAX + 2];
  snprintf(text, sizeof text, "%s%s%s", gc->moves, gc->moves[0] && path[0] ? "," : "", path);
  int moves[640], bad = -1, n = 0;
  if (text[0] && (n = go_parse_moves(text, gc->rows, gc->cols, moves, 640, &bad)) < 0) return YOMI_EINVAL;
  const go_knowledge *k = &gc->sg.know;
  return go_solvegame_problem(buf, len, gc->rows, gc->cols, gc->sg.komi, gc->suicide, moves, n, transfer,
                              k->statics, k->prune);
}

int go_campaign_problem_board(const char *problem, int *rows, int *cols, double *komi) {
  char size[32];
  if (sscanf(problem, "go %31[0-9x]; komi %lf;", size, komi) != 2 ||
      go_parse_size(size, GO_MAX_POINTS, rows, cols))
    return YOMI_EPARSE;
  return 0;
}

int go_campaign_init(go_campaign *gc, int rows, int cols, go_suicide suicide, const int *moves, int nmoves,
                     double komi, go_knowledge know, bool symmetry, int *bad) {
  memset(gc, 0, sizeof *gc);
  int rc = go_solvegame_init(&gc->sg, rows, cols, suicide, moves, nmoves, komi, bad);
  if (rc) return rc;
  gc->sg.know = know;
  gc->sg.symmetry = symmetry;
  gc->rows = rows, gc->cols = cols;
  go_moves_list(moves, nmoves, rows, cols, gc->moves, sizeof gc->moves);
  gc->suicide = suicide;
  char rules[64];
  snprintf(gc->problem, sizeof gc->problem, /* read back by go_campaign_problem_board */
           "go %dx%d; komi %.1f; suicide %s; moves %s; static %s; prune %s%s", rows, cols, komi,
           suicide == GO_SUICIDE_ALLOWED ? "allowed" : "forbidden", nmoves ? gc->moves : "-",
           go_static_name(know.statics, rules, sizeof rules), go_prune_name(know.prune),
           symmetry ? "" : "; no symmetry");
  gc->cg = (campaign_game){.game = "go",
                           .root = &gc->sg.iface,
                           .names = {player, move_name, gc},
                           .problem = gc->problem,
                           .trusted = know.prune,
                           .params = params,
                           .params_ctx = gc,
                           .rerun = rerun,
                           .snapshot = snapshot};
  return 0;
}

void go_campaign_free(go_campaign *gc) { go_solvegame_free(&gc->sg); }
