/* go/prior: initial proof and disproof numbers of a new position for the df-pn search
 * (dfpn_game.estimate): an eye-space prior and a learned one (a small model over features of the
 * position, trained by go/prior_train on yomi's own proofs). Guidance only: the values never depend
 * on them (docs/go-prior.md). */
#ifndef YOMI_GO_PRIOR_H
#define YOMI_GO_PRIOR_H
#include <stddef.h>
#include <stdint.h>
#include "go/board.h"
#include "go/pattern.h"

/* Which prior (go_knowledge.prior). */
enum { GO_PRIOR_NONE = 0, GO_PRIOR_EYE = 1, GO_PRIOR_LEARNED = 2 };

/* The empty regions of b by what they touch: own[0] the union of those touching only Black stones,
 * own[1] only White stones (each colour's eye space), *neutral those touching both. */
void go_prior_regions(const go_board *b, uint64_t own[2], uint64_t *neutral);

/* What each colour looks set to own at b: its stones plus its eye space. *black and *white are point
 * counts. */
void go_prior_eyespace(const go_board *b, int *black, int *white);

/* The eye-space prior: Black's surplus x = (Black's eye space + stones) - (White's) - komi prices
 * the side behind, 1 + scale * |x| (rounded up) for the proof of the side it disfavours and 1 for
 * the other; phi and delta are for the side to move at b. */
void go_prior_eye(const go_board *b, double komi, int scale, uint32_t *phi, uint32_t *delta);

/* The features of the learned prior, from the side to move's view (go_prior_features). */
#define GO_PRIOR_FEATURES(F) \
  F(bias, "1") \
  F(eye_surplus, "mover's eye space and stones minus the opponent's, minus the mover's komi, per point") \
  F(sure_surplus, "the same for pass-alive stones and their one-point eyes") \
  F(abs_eye_surplus, "|eye_surplus|") \
  F(empty, "empty points, per point") \
  F(neutral, "empty points in regions touching both colours, per point") \
  F(mover_stones, "mover's stones, per point") \
  F(opp_stones, "opponent's stones, per point") \
  F(mover_atari, "mover's chains in atari (at most 3)") \
  F(opp_atari, "opponent's chains in atari (at most 3)") \
  F(passed, "the last move was a pass") \
  F(lost, "the mover's stones the last move captured, per point") \
  F(filled_own, "the last move filled its player's own eye space") \
  F(contact, "the last move touched the mover's stones") \
  F(log_points, "log2 of the board's points")
#define GO_PRIOR_ENUM(name, help) GO_PRIOR_F_##name,
enum { GO_PRIOR_FEATURES(GO_PRIOR_ENUM) GO_PRIOR_NFEAT };
#undef GO_PRIOR_ENUM
extern const char *const go_prior_feature_names[GO_PRIOR_NFEAT];

/* At g's current position (its last move read from the history). */
void go_prior_features(const go_game *g, double komi, double f[GO_PRIOR_NFEAT]);

/* The learned model: P(the mover wins) = sigmoid(win . f); log2 of a proof's expansions when the
 * mover wins = size_win . f, when it loses = size_loss . f. power: the exponent of the numbers
 * (below; 0, a file without a "power" line, means 1); power_line: the exponent on boards of one row
 * or column, where the features tell the points of the row apart the least (0, a file without a
 * "power_line" line: power there too). */
typedef struct go_prior_model {
  double win[GO_PRIOR_NFEAT], size_win[GO_PRIOR_NFEAT], size_loss[GO_PRIOR_NFEAT];
  double power, power_line;
  /* Move patterns (go/pattern.h; docs/go-prior.md, "Move patterns"): after a move of pattern i,
   * delta is multiplied and phi divided by 2^(pattern[i] / GO_PRIOR_PATTERN_UNIT) (the placer's
   * proof through the move made cheaper where pattern[i] < 0). All 0 in a file without pattern
   * lines. */
  int8_t pattern[GO_PATTERN_COUNT];
  int npatterns; /* how many of them are not 0 (0: the search never reads a move's pattern) */
} go_prior_model;
#define GO_PRIOR_PATTERN_UNIT 16 /* a pattern's number is in 1/16 of a power of two */

/* The model's numbers for the side to move at g's position: phi = (2^size_win / p)^power and
 * delta = (2^size_loss / (1 - p))^power, each scaled by 2^-shift and kept within
 * [1, DFPN_ESTIMATE_MAX). A power below 1 compresses them: the sizes are those of whole proofs of
 * the training positions, and df-pn adds a node's numbers up over the children of every AND node
 * below it, so full-size numbers at every new position overprice deep lines (docs/go-prior.md). */
void go_prior_learned(const go_prior_model *m, const go_game *g, double komi, int shift, uint32_t *phi,
                      uint32_t *delta);

/* The model as text (one line per vector: "win w0 w1 ...", then "power X" unless it is 1,
 * "power_line X" where it is set, and "pattern P X" for each pattern whose number X is not 0, P
 * in go_pattern_text's form, X in powers of two, a multiple of 1/16 in [-7.9375, 7.9375]) after
 * `header` (comment lines), and back.
 * parse: 0, or -1 with the reason in err. */
int go_prior_model_text(const go_prior_model *m, const char *header, char *out, size_t n);
int go_prior_model_parse(const char *text, go_prior_model *m, char *err, size_t len);
/* Read a model file (at most GO_PRIOR_TEXT_MAX - 1 bytes): 0, or -1 with the reason in err. */
#define GO_PRIOR_TEXT_MAX (1 << 20)
int go_prior_model_load(const char *path, go_prior_model *m, char *err, size_t len);
/* The model shipped with yomi (data/go-prior.txt, compiled in); NULL if it does not parse. */
const go_prior_model *go_prior_shipped(void);

/* Parse "none", "eye" or "learned". 0 or -1. */
int go_prior_parse(const char *s, int *prior);
const char *go_prior_name(int prior);

#endif
