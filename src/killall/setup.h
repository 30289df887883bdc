/* killall/setup: the five Kill-All Go setups (Pieboxing, Handicap, Classic 17, Simple pie,
 * Generalized Hoctaph's pie) as one state machine that knows who acts, what they may do, and
 * every limit of Abstract Play's "Kill-All Go" rules page. It needs no Go board: setup stones are all
 * Attacker stones on empty points, so an occupancy array is enough. */
#ifndef YOMI_KILLALL_SETUP_H
#define YOMI_KILLALL_SETUP_H
#include <stdbool.h>
#include <stdint.h>

#define KILLALL_MAX_POINTS 361

typedef enum {
  KILLALL_PIEBOXING = 0, /* default */
  KILLALL_HANDICAP,
  KILLALL_CLASSIC,
  KILLALL_PIE,
  KILLALL_HOCTAPH,
  KILLALL_FIXED /* stones given up front (solver, GTP): Player 1 Attacker, no choices */
} killall_setup_kind;

/* Roles, independent of colour and of player number. */
typedef enum { KILLALL_NOROLE = 0, KILLALL_ATTACKER = 1, KILLALL_DEFENDER = 2 } killall_role;

/* What the acting player is asked for now. */
typedef enum {
  KILLALL_ASK_PLACE_OR_CLAIM, /* Pieboxing/Handicap alternation: place one stone or claim */
  KILLALL_ASK_CLAIM,          /* the alternation limit is reached: the player must claim */
  KILLALL_ASK_HANDICAP,       /* Handicap: Player 1 picks the number of stones */
  KILLALL_ASK_EXTRA,          /* Handicap: the claimer (Player 2) places the extra stones */
  KILLALL_ASK_PLACE_OR_DONE,  /* Simple pie: Player 1 places a stone or submits */
  KILLALL_ASK_ROLE,           /* Pie / Hoctaph: the player chooses Attacker or Defender */
  KILLALL_ASK_BATCHES,        /* Hoctaph: Player 1 picks batch sizes A and B */
  KILLALL_ASK_FIRST,          /* Hoctaph: Player 2 picks who places batch A */
  KILLALL_ASK_BATCH_A,        /* Hoctaph: the chosen player places batch A */
  KILLALL_ASK_BATCH_B,        /* Hoctaph: the Attacker places batch B */
  KILLALL_SETUP_DONE          /* roles fixed; the Defender makes the first ordinary move */
} killall_ask;

/* Invariants: stones[0..nstones) are distinct points < npoints, exactly those with occupied[] set;
 * player is 1 or 2 while ask != DONE; attacker_player is 0 until the roles are fixed, then 1 or 2,
 * and ask == DONE implies attacker_player != 0; pending > 0 only in the EXTRA / BATCH_* asks. */
typedef struct killall_setup {
  killall_setup_kind kind;
  int rows, cols, npoints;
  killall_ask ask;
  int player;          /* who acts now: 1 or 2 */
  int attacker_player; /* 0 until decided */
  int nstones;
  int alternating; /* stones placed in the Pieboxing-style alternation (or by P1 in pie) */
  int handicap;    /* Handicap: the chosen number (0 before) */
  int batch_a, batch_b;
  int first_placer; /* Hoctaph: who places batch A (0 before) */
  int pending;      /* stones still owed in the current EXTRA / BATCH phase */
  int16_t stones[KILLALL_MAX_POINTS];
  uint8_t occupied[KILLALL_MAX_POINTS];
} killall_setup;

/* Limits of the rules page, p = number of points. */
int killall_alternation_limit(int p); /* floor(p/2): Pieboxing stones, pie stones */
int killall_handicap_max(int p);      /* floor(p/2) */
int killall_handicap_offered(int p);  /* round_even(p/12.5), at least 1, at most floor(p/2) */
int killall_hoctaph_offered_a(int p); /* floor(p/16) * 2 */
int killall_hoctaph_offered_b(int p); /* floor(p/16) */
/* Batch sizes allowed: A, B >= 1, neither more than twice the other, A + B <= p - 2.
 * Returns NULL if allowed, else the reason. */
const char *killall_hoctaph_check(int a, int b, int p);

/* The 17 Classic Attacker points on 19x19 (row 0 = top), into out[17]. */
void killall_classic_points(int out[17]);

/* Start a setup on a rows x cols board (1..19 each). Classic needs 19x19. Returns 0, YOMI_ESIZE
 * (with *why). KILLALL_FIXED starts DONE with no stones; add them with killall_setup_fixed_stone. */
int killall_setup_init(killall_setup *s, killall_setup_kind kind, int rows, int cols, const char **why);

/* Actions of the acting player. Each returns 0, or YOMI_EILLEGAL / YOMI_ERANGE / YOMI_ELIMIT with
 * *why (a static sentence) and leaves *s unchanged. */
int killall_setup_place(killall_setup *s, int point, const char **why);
int killall_setup_claim(killall_setup *s, const char **why);
int killall_setup_done(killall_setup *s, const char **why); /* pie: submit */
int killall_setup_role(killall_setup *s, killall_role role, const char **why);
int killall_setup_handicap(killall_setup *s, int n, const char **why);
int killall_setup_batches(killall_setup *s, int a, int b, const char **why);
int killall_setup_first(killall_setup *s, int player, const char **why); /* 1 or 2 */
/* FIXED setups only: add an Attacker stone. */
int killall_setup_fixed_stone(killall_setup *s, int point, const char **why);

/* Which player (1, 2) holds a role once the setup is done; 0 before. */
int killall_setup_player_of(const killall_setup *s, killall_role role);
/* Name of a setup kind ("pieboxing", ...); and parse one (-1 if unknown). */
const char *killall_setup_name(killall_setup_kind kind);
int killall_setup_parse(const char *name);
/* One sentence describing what the acting player may do now. */
const char *killall_ask_text(killall_ask ask);

#endif
