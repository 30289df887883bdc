#!/usr/bin/env python3
"""Slow twin of `yomi records tree FILE --sgf OUT`: parses OUT as SGF (a collection of game trees,
with variations) on its own, and checks it against the printed tree, line for line: one game per
"tree:" header, its root comment the question, its start moves (the top line's moves, Black first)
the first nodes with the top line's text on the last, then every position shown as a node in the
printed order (preorder), at its depth below the start moves, its move in SGF coordinates (GTP
letters without I; row 1 at the bottom; a pass B[] / W[]), played by the player not to move there,
its comment the line's text after the name. Usage: sgf_tree_twin.py OUT.sgf TREE.txt"""
import re
import sys

GTP = "ABCDEFGHJKLMNOPQRSTUVWXYZ"


def parse_sgf(text):
    """The games of an SGF collection, each as (root properties, [(depth, props)] in preorder)."""
    i = 0

    def ws():
        nonlocal i
        while i < len(text) and text[i].isspace():
            i += 1

    def node():
        nonlocal i
        assert text[i] == ";", f"expected ';' at {i}"
        i += 1
        props = {}
        while True:
            ws()
            m = re.compile(r"[A-Z]+").match(text, i)
            if not m:
                return props
            ident = m.group()
            i = m.end()
            values = []
            ws()
            while i < len(text) and text[i] == "[":
                i += 1
                v = []
                while text[i] != "]":
                    if text[i] == "\\":
                        i += 1
                    v.append(text[i])
                    i += 1
                i += 1
                values.append("".join(v))
                ws()
            assert ident not in props, f"property {ident} twice"
            props[ident] = values

    def tree(depth, out):
        """A game tree "(" sequence {tree} ")" whose first node is at depth."""
        nonlocal i
        ws()
        assert text[i] == "(", f"expected '(' at {i}"
        i += 1
        ws()
        d = depth
        while i < len(text) and text[i] == ";":
            out.append((d, node()))
            d += 1
            ws()
        while text[i] == "(":
            tree(d, out)
            ws()
        assert text[i] == ")", f"expected ')' at {i}"
        i += 1

    games = []
    ws()
    while i < len(text):
        nodes = []
        tree(0, nodes)
        assert nodes and nodes[0][0] == 0
        games.append((nodes[0][1], nodes[1:]))
        ws()
    return games


def sgf_point(name, rows, cols):
    if name.lower() == "pass":
        return ""
    col, row = GTP.index(name[0].upper()), int(name[1:])
    assert 0 <= col < cols and 1 <= row <= rows, name
    return "abcdefghijklmnopqrstuvwxyz"[col] + "abcdefghijklmnopqrstuvwxyz"[rows - row]


def main():
    games = parse_sgf(open(sys.argv[1]).read())
    want = []  # per game: (root comment, size, komi, [(depth, colour, point, comment)])
    for line in open(sys.argv[2]).read().splitlines():
        if line.startswith("tree: "):
            problem = line[len("tree: "):]
            m = re.match(r"go (\d+)x(\d+); komi (-?[0-9.]+);", problem)
            assert m, problem
            want.append([problem, int(m.group(1)), int(m.group(2)), m.group(3), [], 0])
            continue
        g = want[-1]
        m = re.match(r"( *)(\S+) (\((black|white) to move\): .*)$", line)
        assert m, line
        depth, name, text, mover = len(m.group(1)) // 2, m.group(2), m.group(3), m.group(4)
        rows, cols = g[1], g[2]
        if depth == 0:  # the top: its start moves, then its tree below them
            moves = [] if name == "(start)" else name.split(",")
            for k, mv in enumerate(moves):
                g[4].append((k + 1, "B" if k % 2 == 0 else "W", sgf_point(mv, rows, cols),
                             text if k + 1 == len(moves) else None))
            g[5] = len(moves)
            g[0] = "tree: " + problem + ("" if moves else "\n" + text)
            continue
        g[4].append((g[5] + depth, "B" if mover == "white" else "W", sgf_point(name, rows, cols), text))
    assert len(games) == len(want), f"{len(games)} games, {len(want)} trees"
    nodes = 0
    for (root, got), (comment, rows, cols, komi, wn, _) in zip(games, want):
        size = f"{cols}" if rows == cols else f"{cols}:{rows}"
        assert root.get("SZ") == [size], (root.get("SZ"), size)
        assert float(root["KM"][0]) == float(komi)
        assert root.get("C") == [comment], (root.get("C"), comment)
        assert len(got) == len(wn), f"{len(got)} nodes, {len(wn)} positions"
        for (d, props), (wd, colour, point, text) in zip(got, wn):
            assert d == wd, (d, wd, text)
            assert props.get(colour) == [point] and ("B" if colour == "W" else "W") not in props, (props, colour, point)
            assert props.get("C") == ([text] if text is not None else None), (props.get("C"), text)
        nodes += len(got)
    print(f"{len(games)} games, {nodes} nodes agree")


if __name__ == "__main__":
    main()
