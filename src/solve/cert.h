/* solve/cert: the proof of a proved position as a tree (docs/certificates.md), walked from the
 * table after the proof: at the winner's nodes its proved move, at the loser's nodes every legal
 * move, down to positions the game decides. Game independent; the game writes each node. */
#ifndef YOMI_SOLVE_CERT_H
#define YOMI_SOLVE_CERT_H
#include <stddef.h>
#include <stdint.h>
#include "solve/dfpn.h"

/* Called once per node of the tree, in preorder, with the game at that node: `move` is the move
 * that led here (ignored at the root, depth 0), and either `nchildren` > 0 (the children follow),
 * or nchildren == 0 with *v the game's verdict there (v->winner < 0: the mover has no legal move).
 * Returns 0 or an error, which ends the walk. */
typedef struct dfpn_cert_sink {
  void *arg;
  int (*node)(void *arg, int depth, int move, int nchildren, const dfpn_verdict *v);
} dfpn_cert_sink;

/* After s proved its game's current position for `winner` on s's table: walk the proof tree
 * unshared (a transposition is written again below each path to it, re-judged on that path),
 * re-proving any position whose proof left the table or does not hold along the path. The game's
 * moves() must list every legal move at the loser's nodes (no symmetry pruning). At most max_nodes
 * nodes (0: no limit). YOMI_OK; YOMI_ELIMIT (more nodes, or the re-proving hit the node limit);
 * YOMI_EINVAL (the table contradicts the proof); YOMI_ENOMEM; or the sink's error. *nodes: the
 * nodes written. */
int dfpn_cert_walk(dfpn_search *s, int winner, const dfpn_cert_sink *sink, uint64_t max_nodes,
                   uint64_t *nodes);

/* How a game names its moves and its leaves in a certificate file. */
typedef struct dfpn_cert_names {
  void *arg;
  void (*move)(void *arg, int move, char *buf, size_t len);
  /* The kind of the leaf at the game's current position, whose verdict is *v (v->winner < 0: the
   * mover has no legal move): a short word (docs/certificates.md), or NULL when the game cannot
   * name it (the walk then fails). */
  const char *(*leaf)(void *arg, const dfpn_verdict *v);
} dfpn_cert_names;

/* What writing a certificate took. */
typedef struct dfpn_cert_info {
  uint64_t nodes, bytes;
  uint64_t expansions; /* of the positions re-proved on the way */
  double seconds;
} dfpn_cert_info;

/* Write the certificate of s's proved position to `path`: `header` (the game's lines, each ending
 * in a newline), "nodes N", the preorder node list ("root N" or "MOVE N" for a node with N
 * children, "MOVE =KIND" for a leaf), "end". Written to PATH.tmp and renamed: on any error no file
 * is left at path. YOMI_OK, YOMI_EIO, or dfpn_cert_walk's errors. */
int dfpn_cert_write(dfpn_search *s, int winner, const char *header, const dfpn_cert_names *names,
                    const char *path, uint64_t max_nodes, dfpn_cert_info *info);

/* The usual way: a search on table tt (where g's current position was proved for `winner`) with the
 * options o (no node limit), then dfpn_cert_write. Its codes, or YOMI_ENOMEM. */
int dfpn_cert_save(const dfpn_game *g, tt_table *tt, const dfpn_opts *o, int winner, const char *header,
                   const dfpn_cert_names *names, const char *path, uint64_t max_nodes, dfpn_cert_info *info);

#endif
