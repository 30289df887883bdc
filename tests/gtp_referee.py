#!/usr/bin/env python3
"""A Go referee with its own rules (independent of yomi's code): drives two GTP players (a command
line, or "random" / "random:SEED", a player built in here) through games on a small board under
positional superko, suicide forbidden, area (Tromp-Taylor) scoring, and reports each game.

usage: gtp_referee.py --size N --komi K --black CMD --white CMD [--games G] [--swap] [--sgf DIR]
                      [--expect-value V] [--max-moves M] [--tag NAME]
  --swap          alternate colours game by game (game 2 has the players exchanged)
  --expect-value  the board's value: a yomi engine on the winning side at this komi must not lose, nor
                  one that called one of its moves "proved" (its stderr) lose that game
Prints one line per game and a summary; exits 1 if an expectation failed."""
import argparse, os, random, shlex, subprocess, sys, tempfile, time

COLS = "ABCDEFGHJKLMNOPQRSTUVWXYZ"


class Board:
    def __init__(self, n):
        self.n = n
        self.stones = {}  # (r, c) -> 'B' / 'W'; r = 0 is the top row
        self.seen = {self.key()}
        self.passes = 0

    def key(self):
        return frozenset(self.stones.items())

    def nbrs(self, p):
        r, c = p
        for q in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
            if 0 <= q[0] < self.n and 0 <= q[1] < self.n:
                yield q

    def group(self, stones, p):
        col, todo, g, libs = stones[p], [p], {p}, set()
        while todo:
            for q in self.nbrs(todo.pop()):
                if q not in stones:
                    libs.add(q)
                elif stones[q] == col and q not in g:
                    g.add(q)
                    todo.append(q)
        return g, libs

    def after(self, colour, p):
        """The stones after colour plays at p, or None if illegal (occupied, suicide, superko)."""
        if p in self.stones:
            return None
        s = dict(self.stones)
        s[p] = colour
        for q in self.nbrs(p):
            if q in s and s[q] != colour:
                g, libs = self.group(s, q)
                if not libs:
                    for x in g:
                        del s[x]
        if not self.group(s, p)[1]:
            return None
        if frozenset(s.items()) in self.seen:
            return None
        return s

    def play(self, colour, move):
        if move is None:
            self.passes += 1
            return True
        s = self.after(colour, move)
        if s is None:
            return False
        self.stones = s
        self.seen.add(self.key())
        self.passes = 0
        return True

    def legal(self, colour):
        return [(r, c) for r in range(self.n) for c in range(self.n) if self.after(colour, (r, c)) is not None]

    def score(self):
        """Black's area minus White's."""
        total, done = 0, set()
        for p, col in self.stones.items():
            total += 1 if col == 'B' else -1
        for r in range(self.n):
            for c in range(self.n):
                p = (r, c)
                if p in self.stones or p in done:
                    continue
                region, todo, border = {p}, [p], set()
                while todo:
                    for q in self.nbrs(todo.pop()):
                        if q in self.stones:
                            border.add(self.stones[q])
                        elif q not in region:
                            region.add(q)
                            todo.append(q)
                done |= region
                if border == {'B'}:
                    total += len(region)
                elif border == {'W'}:
                    total -= len(region)
        return total


def vertex(n, p):
    return "pass" if p is None else "%s%d" % (COLS[p[1]], n - p[0])


def parse_vertex(n, s):
    s = s.strip().upper()
    if s == "PASS":
        return None
    if s == "RESIGN":
        return "resign"
    return (n - int(s[1:]), COLS.index(s[0]))


class Random:
    """Uniform among legal moves that do not fill its own one-point eye; pass when none."""

    def __init__(self, seed):
        self.rng = random.Random(seed)
        self.name = "random"

    def start(self, n, komi):
        pass

    def play(self, colour, move):
        pass

    def genmove(self, board, colour):
        opts = [p for p in board.legal(colour) if not all(board.stones.get(q) == colour for q in board.nbrs(p))]
        return self.rng.choice(opts) if opts else None

    def close(self):
        return ""


class Engine:
    def __init__(self, cmd):
        self.cmd = cmd
        self.name = os.path.basename(shlex.split(cmd)[0])
        self.err = tempfile.TemporaryFile(mode="w+")
        self.p = subprocess.Popen(shlex.split(cmd), stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  stderr=self.err, text=True, bufsize=1)

    def send(self, line):
        self.p.stdin.write(line + "\n")
        self.p.stdin.flush()
        out = []
        while True:
            s = self.p.stdout.readline()
            if s == "":
                raise RuntimeError("%s died on '%s'" % (self.name, line))
            if s.strip() == "" and out:
                break
            if s.strip():
                out.append(s.strip())
        text = " ".join(out)
        if not text.startswith("="):
            raise RuntimeError("%s refused '%s': %s" % (self.name, line, text))
        return text[1:].strip()

    def start(self, n, komi):
        self.n = n
        self.send("boardsize %d" % n)
        self.send("clear_board")
        self.send("komi %g" % komi)

    def play(self, colour, move):
        self.send("play %s %s" % (colour, vertex(self.n, move)))

    def genmove(self, board, colour):
        return parse_vertex(self.n, self.send("genmove %s" % colour))

    def close(self):
        try:
            self.p.stdin.write("quit\n")
            self.p.stdin.flush()
            self.p.wait(timeout=10)
        except Exception:
            self.p.kill()
        self.err.seek(0)
        return self.err.read()


def player(spec, seed):
    if spec == "random" or spec.startswith("random:"):
        return Random(int(spec.split(":")[1]) if ":" in spec else seed)
    return Engine(spec.replace("{seed}", str(seed)))


def game(n, komi, specs, seed, max_moves, opening):
    """One game (the first `opening` moves random, told to both players); returns (winner 'B'/'W',
    score, moves, why, notes per colour, genmove seconds)."""
    players = {c: player(specs[c], seed + (c == 'W')) for c in "BW"}
    for pl in players.values():
        pl.start(n, komi)
    board, moves, colour, why, times = Board(n), [], 'B', "two passes", {'B': [], 'W': []}
    winner, chooser = None, Random(seed * 31 + 1)
    while board.passes < 2 and len(moves) < max_moves:
        t0 = time.time()
        if len(moves) < opening:
            m = chooser.genmove(board, colour)
            players[colour].play(colour, m)
        else:
            m = players[colour].genmove(board, colour)
        if len(moves) >= opening:
            times[colour].append(time.time() - t0)
        other = 'W' if colour == 'B' else 'B'
        if m == "resign" or not board.play(colour, m):
            why = "%s %s" % (colour, "resigned" if m == "resign" else "illegal move " + vertex(n, m))
            winner = other
            break
        moves.append((colour, m))
        players[other].play(colour, m)
        colour = other
    if len(moves) >= max_moves:
        why = "move cap"
    notes = {c: players[c].close() for c in "BW"}
    s = board.score() - komi
    if winner is None:
        winner = 'B' if s > 0 else 'W' if s < 0 else '0'
    return winner, s, moves, why, notes, times


def sgf(n, komi, names, winner, s, moves, why):
    def pt(m):
        return "" if m is None else "abcdefghijklmnopqrs"[m[1]] + "abcdefghijklmnopqrs"[m[0]]
    re = "0" if winner == '0' else "%s+%s" % (winner, ("%g" % abs(s)) if why == "two passes" else "R" if "resign" in why else "F")
    body = "".join(";%s[%s]" % (c, pt(m)) for c, m in moves)
    return "(;FF[4]GM[1]AP[gtp_referee]SZ[%d]KM[%g]RU[Positional superko, area, suicide forbidden]" \
           "PB[%s]PW[%s]RE[%s]C[%s]%s)\n" % (n, komi, names['B'], names['W'], re, why, body)


def proved_then_lost(note, lost):
    """A yomi note claimed a proved move (not a proved loss) in a game its side lost."""
    return lost and any(": proved (" in line for line in note.splitlines())


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--size", type=int, required=True)
    ap.add_argument("--komi", type=float, required=True)
    ap.add_argument("--black", required=True)
    ap.add_argument("--white", required=True)
    ap.add_argument("--games", type=int, default=1)
    ap.add_argument("--swap", action="store_true")
    ap.add_argument("--sgf")
    ap.add_argument("--expect-value", type=float)
    ap.add_argument("--max-moves", type=int, default=0)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--tag", default="game")
    ap.add_argument("--random-opening", type=int, default=0, help="the first N moves random (then only the "
                    "proved-move check applies)")
    ap.add_argument("--notes", action="store_true", help="print the players' stderr after each game")
    a = ap.parse_args()
    max_moves = a.max_moves or 8 * a.size * a.size
    bad, tally, yomi_times, kinds = 0, {}, [], {}
    for i in range(a.games):
        specs = {'B': a.black, 'W': a.white}
        if a.swap and i % 2:
            specs = {'B': a.white, 'W': a.black}
        names = {c: specs[c].split()[0].split("/")[-1] for c in "BW"}
        winner, s, moves, why, notes, times = game(a.size, a.komi, specs, a.seed + 7 * i, max_moves,
                                                    a.random_opening)
        for c in "BW":
            if "yomi" in names[c]:
                yomi_times += times[c]
                for line in notes[c].splitlines():  # "genmove B C3: proved (book), 0.000 s, ..."
                    if line.startswith("genmove ") and ": " in line:
                        kind = line.split(": ", 1)[1].split(",")[0].split(" (")[0]
                        src = line.split("(", 1)[1].split(")")[0] if "(" in line else "?"
                        secs = float(line.split("), ")[1].split(" s")[0]) if "), " in line else 0.0
                        k = kinds.setdefault("%s (%s)" % (kind, src), [0, 0.0])
                        k[0], k[1] = k[0] + 1, max(k[1], secs)
        flags = []
        should = None
        if a.expect_value is not None and not a.random_opening:
            should = 'B' if a.expect_value > a.komi else 'W' if a.expect_value < a.komi else None
        for c in "BW":
            lost = winner not in (c, '0')
            if should == c and lost and "yomi" in names[c]:
                flags.append("LOST A WON GAME (%s as %s)" % (names[c], c))
            if proved_then_lost(notes[c], lost):
                flags.append("LOST AFTER A PROVED MOVE (%s as %s)" % (names[c], c))
        bad += len(flags)
        res = "draw" if winner == '0' else "%s+%s" % (winner, ("%g" % abs(s)) if why in ("two passes", "move cap") else "R")
        print("%s %d: B %s, W %s, komi %g: %s (%s, %d moves) %s" % (a.tag, i + 1, names['B'], names['W'], a.komi,
                                                                 res, why, len(moves), " ".join(flags)))
        if a.notes:
            for c in "BW":
                for line in notes[c].splitlines():
                    print("  %s: %s" % (c, line))
        key = (names['B'], names['W'], winner)
        tally[key] = tally.get(key, 0) + 1
        if a.sgf:
            os.makedirs(a.sgf, exist_ok=True)
            with open(os.path.join(a.sgf, "%s-%02d.sgf" % (a.tag, i + 1)), "w") as f:
                f.write(sgf(a.size, a.komi, names, winner, s, moves, why))
    for (b, w, win), k in sorted(tally.items()):
        print("summary: B %s vs W %s: %s %d" % (b, w, "draw" if win == '0' else win + " won", k))
    if yomi_times:
        print("yomi genmove: %d moves, mean %.3f s, max %.3f s" % (len(yomi_times), sum(yomi_times) / len(yomi_times),
                                                                 max(yomi_times)))
    for k, (cnt, mx) in sorted(kinds.items()):
        print("yomi moves %s: %d, max %.3f s" % (k, cnt, mx))
    print("expectation failures: %d" % bad)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
