"""The slow twin of `yomi records tree` (campaign_records_tree, src/solve/campaign_record.c) for
tests/cli_records_tree.sh. Reads the records file and the tree's printed lines, and checks each line
against the raw records, without the split tree: the positions by full move path (the start moves
of a record followed by its path), the runs recorded at a position or below it and their expansions,
the largest run at the position itself, a position "by its run" proved by a record of its own, and
every decided position with moves below it combined by the rule (the mover's win where one of its
moves wins, the other player's where all of them do), and the size of each decided position's
proof by tests/campaign_proof_twin.py (campaigns split one move deep). Prints "ok LINES" or the
first difference and exits 1. Each tree is checked against the records of its own question only.
Usage: records_tree_twin.py RECORDS TREE_OUTPUT"""
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import campaign_proof_twin  # noqa: E402

recs = campaign_proof_twin.load(sys.argv[1])
asks = {r["problem"]: campaign_proof_twin.question(r) for r in recs if "problem" in r}
subs = []
for r in recs:
    if r.get("kind") != "subproblem":
        continue
    start, path = r["params"].get("moves", ""), r.get("path", "")
    full = start + "," + path if start and path else start or path
    subs.append((full, r, campaign_proof_twin.question(r)))


def below(s, t):
    return s == "" or t == s or t.startswith(s + ",")


LINE = re.compile(r"^( *)(\S+) \(([\w ]+?) to move\): (.*); (\d+) runs?, (\d+) expansions here and below$")
lines, stack, n = [], [], 0
for raw in open(sys.argv[2]):
    raw = raw.rstrip("\n")
    if raw.startswith("tree: "):
        stack, ask = [], asks[raw[len("tree: "):]]
        continue
    m = LINE.match(raw)
    if not m:
        sys.exit(print("unreadable line: " + raw) or 1)
    depth, name = len(m.group(1)) // 2, m.group(2)
    stack = stack[:depth]
    if depth == 0:
        moves = "" if name == "(start)" else name
    else:
        parent = stack[depth - 1][0]
        moves = parent + "," + name if parent else name
    status = m.group(4)
    win = re.match(r"([\w ]+?) wins", status)
    node = [moves, win.group(1) if win else None, m.group(3), []]
    if depth:
        stack[depth - 1][3].append(node)
    stack.append(node)
    lines.append((raw, node, status, int(m.group(5)), int(m.group(6)), ask))
    n += 1

loaded = None
for raw, (moves, winner, mover, kids), status, runs, exps, ask in lines:
    if ask != loaded:
        campaign_proof_twin.load(sys.argv[1], ask)
        loaded = ask
    mine = [r for full, r, q in subs if q == ask and below(moves, full)]
    want = (len(mine), sum(r["stats"]["expansions"] for r in mine))
    if (runs, exps) != want:
        sys.exit(print(f"{raw}\n  the records: {want[0]} runs, {want[1]} expansions") or 1)
    here = [r for full, r, q in subs if q == ask and full == moves]
    largest = re.search(r"its largest run (\d+) expansions", status)
    if largest and int(largest.group(1)) != max(r["stats"]["expansions"] for r in here):
        sys.exit(print(f"{raw}\n  the records' largest run here: "
                       f"{max(r['stats']['expansions'] for r in here)}") or 1)
    if "(by its run)" in status and not any(r["result"].get("winner") == winner for r in here):
        sys.exit(print(f"{raw}\n  no record here proves {winner} wins") or 1)
    m = re.search(r"; (\d+) moves: (\d+) ([\w ]+?), (\d+) ([\w ]+?), (\d+) undecided", status)
    if m and winner and "(by its run)" not in status:
        won = {m.group(3): int(m.group(2)), m.group(5): int(m.group(4))}
        total = int(m.group(1))
        rule = mover if won.get(mover, 0) > 0 else [p for p in won if p != mover][0] \
            if won[[p for p in won if p != mover][0]] == total else None
        if rule != winner:
            sys.exit(print(f"{raw}\n  its moves combine to {rule}") or 1)
    proof = re.search(r"; proof (\d+) expansions in (\d+) runs?", status)
    if winner and "(by the game)" not in status:
        want = campaign_proof_twin.proof_at(moves, winner)
        got = (int(proof.group(1)), int(proof.group(2))) if proof else (0, 0)  # decided by the game below
        if got != want:
            sys.exit(print(f"{raw}\n  the proof the records hold: {want[0]} expansions in {want[1]} runs") or 1)
    if kids and m and len(kids) != int(m.group(1)):
        sys.exit(print(f"{raw}\n  {len(kids)} lines below it") or 1)
print(f"ok {n}")
