#!/usr/bin/env python3
"""Slow twin of `yomi records tree FILE --pv`: rebuilds each top's tree from the printed lines and
follows its principal line by the rule of docs/campaigns.md (where the top's winner is to move, the
child it won with the least proof; elsewhere the child with the largest proof; the first in the
printed order among equals; an open top gives its moves alone), then compares the "pv:" lines and
the last position's line with what yomi printed; says how many steps chose among proofs of
several sizes, at the winner's turn and at the loser's ("choices W L"). Usage: tree_pv_twin.py TREE.txt (the output of
records tree --pv, without --open)."""
import re
import sys


def main():
    tops, pvs = [], []
    lines = open(sys.argv[1]).read().splitlines()
    k = 0
    while k < len(lines):
        line = lines[k]
        k += 1
        if line.startswith("tree: "):
            tops.append([])
            continue
        if line.startswith("pv: "):
            last = None
            if k < len(lines) and lines[k].startswith("  its last position "):
                last = lines[k][len("  its last position "):]
                k += 1
            pvs.append((line[len("pv: "):], last))
            continue
        m = re.match(r"( *)(\S+) (\((.+?) to move\): (open|not needed|(.+?) wins).*)$", line)
        assert m, line
        depth = len(m.group(1)) // 2
        p = re.search(r"; proof (\d+) expansions", m.group(3))
        tops[-1].append({"depth": depth, "name": m.group(2), "text": m.group(3), "mover": m.group(4),
                         "winner": m.group(6), "proof": int(p.group(1)) if p else 0})
    assert len(tops) == len(pvs), f"{len(tops)} tops, {len(pvs)} pv lines"
    choices = [0, 0]  # steps where the rule chose among proofs of several sizes: winner's, loser's
    for nodes, (got, last) in zip(tops, pvs):
        top = nodes[0]
        moves = [] if top["name"] == "(start)" else top["name"].split(",")
        at = 0
        while top["winner"]:
            q = nodes[at]
            kids = []
            j = at + 1
            while j < len(nodes) and nodes[j]["depth"] > q["depth"]:
                if nodes[j]["depth"] == q["depth"] + 1 and nodes[j]["winner"] == q["winner"]:
                    kids.append(j)
                j += 1
            if not kids or not q["winner"]:
                break
            mine = q["mover"] == q["winner"]
            best = (min if mine else max)(nodes[c]["proof"] for c in kids)
            if len({nodes[c]["proof"] for c in kids}) > 1:
                choices[0 if mine else 1] += 1
            at = next(c for c in kids if nodes[c]["proof"] == best)
            moves.append(nodes[at]["name"])
        want = " ".join(moves) if moves else "(start)"
        if not top["winner"]:
            assert got == want + " (open)" and last is None, (got, want)
        else:
            assert got == want, (got, want)
            assert last == nodes[at]["text"], (last, nodes[at]["text"])
    print(f"{len(tops)} principal lines agree; choices {choices[0]} {choices[1]}")


if __name__ == "__main__":
    main()
