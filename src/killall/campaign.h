/* killall/campaign: Kill-All as a campaign's game (solve/campaign.h): the question's solver game as
 * the root, its players and moves in words, the problem text a record must match (a pruned run
 * trusts the Defender's wins only) and the parameters every record carries. */
#ifndef YOMI_KILLALL_CAMPAIGN_H
#define YOMI_KILLALL_CAMPAIGN_H
#include "killall/problem.h"
#include "solve/campaign.h"

typedef struct killall_campaign {
  killall_problem pb;
  killall_solvegame sg;
  campaign_game cg;
  char problem[1100];
} killall_campaign;

/* The root of question pb (copied). killall_problem_game's codes. */
int killall_campaign_init(killall_campaign *kc, const killall_problem *pb);
void killall_campaign_free(killall_campaign *kc);

#endif
