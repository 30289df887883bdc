/* killall/campaign: Kill-All's side of a campaign (see campaign.h). */
#include "killall/campaign.h"
#include <stdio.h>
#include <string.h>
#include "core/error.h"
#include "killall/proof.h"

static const char *player(void *ctx, int p) {
  return killall_problem_player(((killall_campaign *)ctx)->pb.mode, p);
}

static void move_name(void *ctx, int m, char *buf, size_t len) {
  const go_board *b = &((killall_campaign *)ctx)->pb.start;
  killall_problem_move_name(m, b->rows, b->cols, buf, len);
}

static void params(void *ctx, json_writer *w) {
  const killall_problem *pb = &((killall_campaign *)ctx)->pb;
  char moves[KILLALL_PROBLEM_MOVES * 5], stones[GO_SMALL_POINTS * 5];
  go_moves_list(pb->moves, pb->nmoves, pb->start.rows, pb->start.cols, moves, sizeof moves);
  int given[GO_SMALL_POINTS], ngiven = 0;
  uint64_t set = go_board_stoneset(&pb->start, GO_BLACK);
  for (int p = 0; p < pb->start.npoints; p++)
    if (set >> p & 1) given[ngiven++] = p;
  go_moves_list(given, ngiven, pb->start.rows, pb->start.cols, stones, sizeof stones);
  json_kv_int(w, "rows", pb->start.rows);
  json_kv_int(w, "cols", pb->start.cols);
  json_kv_string(w, "mode",
                 pb->mode == KILLALL_SG_PIEBOXING ? "pieboxing"
                 : pb->mode == KILLALL_SG_PLACE   ? "place"
                                                  : "play");
  json_kv_int(w, "place", pb->mode == KILLALL_SG_PLACE ? pb->place : -1);
  json_kv_string(w, "attacker_stones", stones);
  json_kv_string(w, "moves", moves);
  json_kv_bool(w, "prune_defender", pb->prune_defender);
  json_kv_bool(w, "symmetry", pb->symmetry);
  json_kv_uint(w, "local_life", pb->local_life);
  json_kv_uint(w, "local_death", pb->local_death);
}

/* campaign_game.snapshot (play after given stones and moves): `yomi killall solve`'s snapshot text
 * after the start moves and then the path. Proof transfer is not in Kill-All's text (its --tt-file
 * never had it): a table of either kind holds sound proofs. */
static int snapshot(void *ctx, const char *path, bool transfer, char *buf, size_t len) {
  (void)transfer;
  killall_problem pb = ((const killall_campaign *)ctx)->pb;
  int bad = -1, n = 0;
  if (path[0] && (n = go_parse_moves(path, pb.start.rows, pb.start.cols, pb.moves + pb.nmoves,
                                     KILLALL_PROBLEM_MOVES - pb.nmoves, &bad)) < 0)
    return YOMI_EINVAL;
  pb.nmoves += n;
  killall_problem_text(&pb, buf, len);
  return 0;
}

int killall_campaign_init(killall_campaign *kc, const killall_problem *pb) {
  memset(kc, 0, sizeof *kc);
  kc->pb = *pb;
  int rc = killall_problem_game(&kc->pb, &kc->sg);
  if (rc) return rc;
  killall_problem_what(&kc->pb, kc->problem, sizeof kc->problem);
  if (!pb->symmetry)
    snprintf(kc->problem + strlen(kc->problem), sizeof kc->problem - strlen(kc->problem), "; no symmetry");
  kc->cg = (campaign_game){.game = "killall",
                           .root = &kc->sg.iface,
                           .names = {player, move_name, kc},
                           .problem = kc->problem,
                           .trusted = pb->prune_defender ? 1 : -1, /* the Defender is player 1 */
                           .params = params,
                           .params_ctx = kc,
                           .snapshot = pb->mode == KILLALL_SG_PLAY ? snapshot : NULL};
  return 0;
}

void killall_campaign_free(killall_campaign *kc) { killall_solvegame_free(&kc->sg); }
