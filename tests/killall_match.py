#!/usr/bin/env python3
"""Kill-All matches refereed by yomi's own rules: a referee `yomi killall gtp` (no book, no solver)
is told every move and judges legality and the end (killall_status, final_score); the engine under
test plays one role of each one-stone setup against a random player (random placements until the
referee takes one).

usage: killall_match.py --yomi YOMI --size N --engine "ARGS" --setups V1,V2,... --winner attacker|defender
                        [--role winner|loser] [--games G] [--seed S]
  each setup is one Attacker stone (Black) at V; --winner says who wins those setups (proved);
  --role winner: the engine plays the winning role and must win every game.
Prints one line per game, the genmove times, and a summary; exits 1 if an expectation failed."""
import argparse, random, re, shlex, subprocess, sys, time

COLS = "ABCDEFGHJKLMNOPQRST"


class Gtp:
    def __init__(self, cmd):
        self.p = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                  text=True, bufsize=1)
        self.notes = []

    def send(self, line):
        self.p.stdin.write(line + "\n")
        self.p.stdin.flush()
        lines = []
        while True:
            s = self.p.stdout.readline()
            if s == "":
                raise RuntimeError("engine exited on: " + line)
            s = s.rstrip("\n")
            if s == "" and lines:
                break
            if s != "" or lines:
                lines.append(s)
        text = "\n".join(lines)
        return text[0] == "=", text[1:].strip()

    def close(self):
        try:
            self.send("quit")
        except RuntimeError:
            pass
        self.p.stdin.close()
        self.notes = self.p.stderr.read().splitlines()
        self.p.wait()


def game(args, yomi, setup, engine_colour, rng):
    eng = Gtp([yomi, "killall", "gtp"] + shlex.split(args.engine))
    ref = Gtp([yomi, "killall", "gtp", "--no-book", "--solve-points", "0"])
    for g in (eng, ref):
        for cmd in ("boardsize %d" % args.size, "killall_stones " + setup):
            ok, text = g.send(cmd)
            if not ok:
                raise RuntimeError("%s: %s" % (cmd, text))
    colour, moves, times = "w", [], []  # the Defender (White) moves first
    points = ["%s%d" % (COLS[c], r + 1) for r in range(args.size) for c in range(args.size)]
    while True:
        ok, status = ref.send("killall_status")
        if status.startswith("over"):
            break
        if colour == engine_colour:
            t0 = time.time()
            ok, m = eng.send("genmove " + colour)
            times.append(time.time() - t0)
            if not ok or not ref.send("play %s %s" % (colour, m))[0]:
                raise RuntimeError("engine move refused: %s %s after %s" % (colour, m, moves))
        else:
            for m in rng.sample(points, len(points)):
                if ref.send("play %s %s" % (colour, m))[0]:
                    break
            else:
                raise RuntimeError("no legal move for the random player, yet not over")
            if not eng.send("play %s %s" % (colour, m))[0]:
                raise RuntimeError("engine refused %s %s after %s" % (colour, m, moves))
        moves.append(m)
        colour = "b" if colour == "w" else "w"
    ok, score = ref.send("final_score")
    eng.close()
    ref.close()
    return score, moves, times, eng.notes


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--yomi", required=True)
    ap.add_argument("--size", type=int, default=4)
    ap.add_argument("--engine", default="")
    ap.add_argument("--setups", required=True)
    ap.add_argument("--winner", choices=("attacker", "defender"), required=True)
    ap.add_argument("--role", choices=("winner", "loser"), default="winner")
    ap.add_argument("--games", type=int, default=2)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    rng = random.Random(args.seed)
    win_colour = "b" if args.winner == "attacker" else "w"
    engine_colour = win_colour if args.role == "winner" else ("w" if win_colour == "b" else "b")
    failures, alltimes, book_moves, other_moves = 0, [], 0, 0
    for setup in args.setups.split(","):
        for i in range(args.games):
            score, moves, times, notes = game(args, args.yomi, setup, engine_colour, rng)
            alltimes += times
            book_moves += sum(1 for n in notes if "proved (book)" in n)
            other_moves += sum(1 for n in notes if n.startswith("genmove") and "proved (book)" not in n)
            won = score[0].lower() == engine_colour
            lost = args.role == "winner" and not won
            failures += lost
            print("setup %s game %d: engine %s (%s), %s in %d moves%s: %s" %
                  (setup, i + 1, engine_colour.upper(), args.role, score, len(moves), " LOST" if lost else "",
                   " ".join(moves)))
    if alltimes:
        print("genmove: %d moves, mean %.3f s, max %.3f s; from the book %d, otherwise %d" %
              (len(alltimes), sum(alltimes) / len(alltimes), max(alltimes), book_moves, other_moves))
    print("expectation failures: %d" % failures)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
