/* cli/go_show: `yomi go show RxC --moves C3,D4` or `yomi go show --sgf FILE`: replays a game under
 * the full rules (PSK) and prints the diagram, the area score, Benson's pass-alive grid and the SGF.
 * It is how a person checks the rules, and how the input errors are tested. */
#include <stdlib.h>
#include <string.h>

#include "cli/cli.h"
#include "cli/go_util.h"
#include "core/error.h"
#include "core/opts.h"
#include "go/board.h"
#include "go/sgf.h"
#include "go/static.h"
#include "go/svg.h"
#include "yomi_version.h"

#define GO_SHOW_OPTIONS(X) \
  X(STR, moves, NONE, 0, 0, "moves to play, e.g. C3,D4,pass") \
  X(STR, sgf, NONE, 0, 0, "read the game (main line) from an SGF file") \
  X(FLAG, suicide, 0, 0, 1, "allow multi-stone suicide (Tromp-Taylor)") \
  X(STR, svg, NONE, 0, 0, "write the position as an SVG diagram (pass-alive stones marked) to this file") \
  X(STR, komi, NONE, 0, 0, \
    "judge the position by the static rules at this komi (--svg circles the points used)") \
  X(STR, static_rules, all, 0, 0, "the static rules --komi judges by: all, none, or area,pure,pass")

typedef struct {
  GO_SHOW_OPTIONS(OPTS_FIELD)
} go_show_opts;
#define OPTS_STRUCT go_show_opts
static const opt_spec show_specs[] = {GO_SHOW_OPTIONS(OPTS_SPEC)};
#undef OPTS_STRUCT

/* A static decision of the position (`--komi`): which rule decided, for whom, and the points it used. */
typedef struct {
  bool judged;
  int rule; /* GO_STATIC_* or GO_STATIC_NONE / GO_STATIC_CAP_REFUSED */
  int winner;
  uint64_t used;
} show_static;

/* Judge g at o->komi by o->static_rules's rules and print the decision's line. CLI_OK, or CLI_USAGE after
 * one error line. */
static int judge(const go_show_opts *o, const go_biggame *g, show_static *st) {
  double komi;
  unsigned rules;
  if (go_parse_komi(o->komi, &komi))
    return cli_error("bad komi '%s' (expected a half-integer such as 1.5 or -0.5)", cli_quote(o->komi));
  if (go_static_parse(o->static_rules, &rules))
    return cli_error("bad --static-rules '%s'", cli_quote(o->static_rules));
  go_game small;
  if (go_game_from_big(&small, g))
    return cli_error("go show --komi: the static rules judge boards of at most 64 points");
  dfpn_verdict v;
  st->judged = true;
  st->rule = go_static_decide_points(&small, komi, rules, &v, &st->used);
  st->winner = v.winner;
  go_game_free(&small);
  char name[32];
  if (v.winner < 0)
    printf("static decision at komi %s: none%s\n", o->komi,
           st->rule == GO_STATIC_CAP_REFUSED
               ? " (the cap of the pure eyes or owned areas is broken by the history)"
               : "");
  else
    printf("static decision at komi %s: %s wins by the %s rule (%d points used)\n", o->komi,
           v.winner == 0 ? "black" : "white", go_static_name((unsigned)st->rule, name, sizeof name),
           go_setcount(st->used));
  return CLI_OK;
}

/* The position as an SVG diagram, pass-alive stones marked with a square and, after --komi, the
 * points the static decision used with a circle, both named in a legend. CLI_OK or CLI_IO after
 * one error line. */
static int write_svg(const char *path, const go_bigboard *b, const show_static *st) {
  go_svg *d = malloc(sizeof *d);
  int err = d ? YOMI_OK : YOMI_ENOMEM;
  if (d) {
    go_svg_from_bigboard(d, b);
    go_svg_mark_pass_alive(d, b, GO_SVG_SQUARE);
    if (st->judged) {
      char text[GO_SVG_LEGEND_CHARS], name[32];
      go_svg_mark(d, &st->used, GO_SVG_CIRCLE);
      go_svg_legend(d, GO_SVG_SQUARE, "pass-alive stones (Benson, either colour)");
      if (st->winner < 0) snprintf(text, sizeof text, "no static decision");
      else
        snprintf(text, sizeof text, "points the static decision used: %s wins by the %s rule",
                 st->winner == 0 ? "Black" : "White", go_static_name((unsigned)st->rule, name, sizeof name));
      go_svg_legend(d, GO_SVG_CIRCLE, text);
    }
    err = go_svg_save(path, d);
  }
  free(d);
  if (!err) return CLI_OK;
  return cli_fail(CLI_IO, "cannot write %s: %s", path, yomi_strerror(err));
}

/* The game of the SGF file at path into *g, its other root properties into *root (free it). 0, or
 * cli_error's code after one error line. */
static int read_sgf(const char *path, bool suicide, go_biggame *g, char **root) {
  char *text, err[256];
  int e = go_sgf_load(path, &text);
  if (e == YOMI_ESIZE)
    return cli_error("SGF file '%s' is too large (more than %u MiB)", cli_quote(path),
                     GO_SGF_MAX_BYTES >> 20);
  if (e) return cli_error("cannot read SGF file '%s': %s", cli_quote(path), yomi_strerror(e));
  go_sgf s;
  e = go_sgf_parse(text, &s, err, sizeof err);
  free(text);
  if (e) return cli_error("%s: %s", cli_quote(path), err);
  int bad;
  e = go_biggame_from_sgf(g, &s, suicide ? GO_SUICIDE_ALLOWED : GO_SUICIDE_FORBIDDEN, &bad);
  if (e) {
    char name[16] = "?";
    if (bad >= 0) go_move_name(s.move[bad], s.rows, s.cols, name, sizeof name);
    go_sgf_free(&s);
    if (bad >= 0)
      return cli_error(
          "%s: move %d (%s) is illegal (occupied, suicide, superko, out of turn or after the end)",
          cli_quote(path), bad + 1, name);
    return cli_error("%s: %s", cli_quote(path), yomi_strerror(e));
  }
  *root = s.root, s.root = NULL;
  go_sgf_free(&s);
  return 0;
}

int cli_go_show(int argc, char **argv) {
  if (cli_wants_help(argc, argv)) {
    printf("usage: yomi go show RxC [--moves C3,...] | yomi go show --sgf FILE\n\n");
    opts_help(stdout, show_specs, OPTS_COUNT(show_specs));
    return CLI_OK;
  }
  go_show_opts o;
  char *pos[2];
  int npos;
  char err[256];
  if (opts_parse(show_specs, OPTS_COUNT(show_specs), &o, argc - 1, argv + 1, pos, 2, &npos, err, sizeof err))
    return cli_error("%s", err);
  go_biggame g;
  char *root = NULL;
  if (o.sgf) {
    if (npos != 0 || o.moves)
      return cli_error("go show: give either --sgf FILE or RxC [--moves ...], not both");
    int rc = read_sgf(o.sgf, o.suicide, &g, &root);
    if (rc) return rc;
  } else {
    if (npos != 1) return cli_error("go show needs a board size RxC (or --sgf FILE)");
    if (cli_go_start_biggame(pos[0], o.moves, o.suicide ? GO_SUICIDE_ALLOWED : GO_SUICIDE_FORBIDDEN, &g))
      return CLI_USAGE;
  }
  const go_bigboard *b = go_biggame_board(&g);
  size_t cap = 65536;
  char *buf = malloc(cap);
  if (!buf) {
    free(root);
    go_biggame_free(&g);
    return cli_fail(CLI_IO, "out of memory");
  }
  int last = g.len > 1 ? g.moves[g.len - 2] : GO_NOMOVE;
  go_bigboard_diagram(b, last, buf, cap);
  fputs(buf, stdout);
  printf("to move: %s  passes: %d%s  area score (B-W): %d\n", b->to_move == GO_BLACK ? "black" : "white",
         b->passes, go_bigboard_over(b) ? " (game over)" : "", go_bigboard_score(b));
  uint8_t grid[GO_MAX_POINTS];
  go_bigboard_benson(b, (go_suicide)b->suicide, grid);
  printf("pass-alive area (B, W):\n");
  for (int r = 0; r < b->rows; r++) {
    for (int c = 0; c < b->cols; c++) putchar(".BW"[grid[r * b->cols + c]]);
    putchar('\n');
  }
  /* the file's own root properties come back; yomi names itself as the application */
  go_sgf_record rec = {.application = "yomi", .version = YOMI_VERSION, .extra = root};
  go_biggame_sgf(&g, &rec, buf, cap);
  free(root);
  fputs(buf, stdout);
  free(buf);
  show_static st = {0};
  int rc = o.komi ? judge(&o, &g, &st) : CLI_OK;
  if (rc == CLI_OK && o.svg) rc = write_svg(o.svg, b, &st);
  go_biggame_free(&g);
  return rc;
}
