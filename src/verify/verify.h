/* verify/verify: `yomi verify`: checks a proof certificate (docs/certificates.md) with the plain rules
 * of verify/vboard.h alone, never trusting the solver: every move legal (positional superko along
 * the tree's own path, the root's history included), one move at the winner's nodes, every legal
 * move at the loser's, every leaf re-judged (the end of the game by its own rules, or a static rule
 * re-derived here). Optionally keeps the tree, node by node, for the explorer (verify/explore.h). */
#ifndef YOMI_VERIFY_VERIFY_H
#define YOMI_VERIFY_VERIFY_H
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include "verify/vboard.h"

/* One node as the verifier saw it (kept only when asked for). */
typedef struct verify_node {
  char move[8]; /* the move that led here ("root" at the root) */
  char board[VB_MAX + 1];
  char to_move;  /* 'X' or 'O' */
  char kind[16]; /* "node", or the leaf's kind: end, area, pure, pass, alive, noroom, nomove */
  int nchildren;
  uint64_t size; /* nodes in its subtree, itself included */
  char why[200]; /* the leaf's decision in words, or what the node asks of its player */
} verify_node;

/* The outcome. */
typedef struct verify_result {
  bool valid;
  long line;     /* where the first fault is (0: none, or not on a line) */
  char why[400]; /* the verdict in words */
  bool killall;
  int rows, cols;
  double komi;
  char attacker; /* Kill-All: 'X' */
  char winner;   /* the header's claim: 'X' or 'O' */
  uint64_t nodes, leaves;
  int depth;         /* deepest node below the root */
  verify_node *tree; /* with keep: the nodes in preorder (free with verify_result_free) */
  size_t ntree;
} verify_result;

/* Check the certificate in `path`. With keep > 0, keep at most that many nodes in out->tree (a
 * longer certificate is still checked, and out->tree is then NULL). YOMI_OK (out->valid says the
 * verdict), YOMI_EIO (cannot open) or YOMI_ENOMEM. */
int verify_file(const char *path, size_t keep, verify_result *out);
void verify_result_free(verify_result *r);

/* A move's name as certificates write it ("C3", "pass") from its point (-1: pass), into buf[8]. */
void verify_move_name(int rows, int cols, int p, char *buf);

#endif
