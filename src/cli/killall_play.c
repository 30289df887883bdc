/* cli/killall_play: `yomi killall play`, a terminal referee for two people. It reads one command a
 * line from stdin (so games can be scripted), checks every input against the rules, shows the board
 * and what the player to act may do, announces the winner and why, and saves the game as SGF. */
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "cli/cli.h"
#include "core/error.h"
#include "core/opts.h"
#include "go/board.h"
#include "killall/game.h"
#include "killall/referee.h"

#define PLAY_OPTIONS(X) \
  X(INT, size, 9, 5, 19, "board side N (square N x N board)") \
  X(STR, setup, pieboxing, 0, 0, "pieboxing | handicap | classic | pie | hoctaph") \
  X(STR, attacker_colour, black, 0, 0, "colour of the Attacker stones: black | white") \
  X(FLAG, mark, 0, 0, 1, "mark pass-alive stones throughout the game (default: at the end)") \
  X(STR, sgf, NONE, 0, 0, "save the game as SGF to this file") \
  X(STR, svg, NONE, 0, 0, "save the final position, moves numbered, as an SVG diagram to this file") \
  X(FLAG, quiet, 0, 0, 1, "do not redraw the board after every action")

typedef struct {
  PLAY_OPTIONS(OPTS_FIELD)
} play_opts;
#define OPTS_STRUCT play_opts
static const opt_spec play_specs[] = {PLAY_OPTIONS(OPTS_SPEC)};
#undef OPTS_STRUCT

/* One session: the library's referee, and how this front end shows it. */
typedef struct play_session {
  killall_referee ref;
  play_opts o;
} play_session;

static void show_board(const killall_referee *r, bool mark) {
  char buf[8192];
  killall_referee_board(r, mark, buf, sizeof buf);
  fputs(buf, stdout);
}

/* The options into cli->o, with the setup kind and the Attacker's colour they name. -1 when all is
 * well, else the status to exit with (after --help, or a usage error). */
static int parse_options(play_session *cli, int argc, char **argv, int *kind, int *colour) {
  char err[256];
  char *pos[4];
  int npos = 0;
  opts_defaults(play_specs, OPTS_COUNT(play_specs), &cli->o);
  if (cli_wants_help(argc, argv)) {
    printf("usage: yomi killall play [--size N] [--setup KIND] [--sgf FILE] [--svg FILE] [--mark]\n"
           "A referee for two people: type 'help' at the prompt for the commands.\n\n");
    opts_help(stdout, play_specs, OPTS_COUNT(play_specs));
    return CLI_OK;
  }
  if (opts_parse(play_specs, OPTS_COUNT(play_specs), &cli->o, argc - 1, argv + 1, pos, 4, &npos, err,
                 sizeof err)) {
    cli_error("%s", err);
    return CLI_USAGE;
  }
  if (npos) {
    cli_error("unexpected argument '%s' (the board is chosen with --size N)", cli_quote(pos[0]));
    return CLI_USAGE;
  }
  *kind = killall_setup_parse(cli->o.setup);
  if (*kind < 0 || *kind == KILLALL_FIXED) {
    cli_error("unknown setup '%s' (pieboxing, handicap, classic, pie, hoctaph)", cli_quote(cli->o.setup));
    return CLI_USAGE;
  }
  *colour = strcasecmp(cli->o.attacker_colour, "black") == 0   ? GO_BLACK
            : strcasecmp(cli->o.attacker_colour, "white") == 0 ? GO_WHITE
                                                               : 0;
  if (!*colour) return cli_error("--attacker-colour must be black or white");
  return -1;
}

/* Prompts and input lines until the game is over, the input ends or the players quit. */
static void play(play_session *cli) {
  killall_referee *r = &cli->ref;
  char *line = NULL;
  size_t cap = 0;
  for (;;) {
    if (killall_referee_over(r)) {
      char text[256];
      show_board(r, true);
      killall_referee_result(r, text, sizeof text);
      printf("%s\n", text);
      break;
    }
    char prompt[512];
    killall_referee_prompt(r, prompt, sizeof prompt);
    printf("%s\n", prompt);
    fflush(stdout);
    if (getline(&line, &cap, stdin) < 0) {
      printf("Input ended; the game is unfinished.\n");
      break;
    }
    char text[16384];
    bool quit = killall_referee_line(r, line, cli->o.quiet, cli->o.mark, text, sizeof text);
    fputs(text, stdout);
    if (quit) break;
  }
  free(line);
}

int cli_killall_play(int argc, char **argv) {
  play_session *cli = calloc(1, sizeof *cli);
  if (!cli) return cli_fail(CLI_IO, "out of memory");
  int kind = 0, colour = 0, rc = parse_options(cli, argc, argv, &kind, &colour);
  if (rc >= 0) {
    free(cli);
    return rc;
  }
  killall_referee *r = &cli->ref;
  const char *why;
  int size = (int)cli->o.size;
  if (killall_referee_init(r, (killall_setup_kind)kind, size, size, colour, &why)) {
    cli_error("%s", why);
    free(cli);
    return CLI_USAGE;
  }
  printf("Kill-All Go on %dx%d, setup %s. Type 'help' for the commands.\n", size, size, cli->o.setup);
  if (r->k.started)
    printf("Setup over: Player 1 is the Defender, Player 2 the Attacker. The Defender moves first.\n");
  show_board(r, cli->o.mark);
  play(cli);
  rc = CLI_OK;
  if (cli->o.sgf) {
    if (killall_referee_save_sgf(r, cli->o.sgf))
      rc = cli_fail(CLI_IO, "cannot write SGF file '%s'", cli->o.sgf);
    else printf("Saved %s\n", cli->o.sgf);
  }
  if (cli->o.svg) {
    if (killall_referee_save_svg(r, cli->o.svg)) rc = cli_error("cannot write SVG file '%s'", cli->o.svg);
    else printf("Saved %s\n", cli->o.svg);
  }
  killall_referee_free(r);
  free(cli);
  return rc;
}
