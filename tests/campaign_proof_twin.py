"""The slow twin of campaign_proof (src/solve/campaign.c) for tests/cli_campaign_sub.sh: the size of
the proof a records file holds for the campaign of the empty start, recomputed from the records by
full move path (the start moves of a plan followed by a subproblem's path) without the split tree.
At the winner's positions the cheapest won move, at the other player's every move; a position
decided by the game costs nothing, one proved by a run costs that run and the runs whose table it
went on from (the position's last saved table, and so on back to a run that started afresh or a table
given from below), one with a plan of its own
(of any split depth) the cheaper of its run and its plan. Prints "EXPANSIONS RUNS". Usage: campaign_proof_twin.py FILE"""
import json
import sys

INF = float("inf")
runs, plans = {}, {}


def question(r):
    """What a record asks, its start moves aside: the game, the trusted player, the other parameters."""
    params = {k: v for k, v in r.get("params", {}).items() if k != "moves"}
    return json.dumps([r.get("game"), r.get("trusted"), params], sort_keys=True)


def load(path, ask=None):
    """Read the records file: the cheapest proving run at each position, the first plan at each start
    (of the records that ask `ask` only, where given)."""
    recs = []
    for line in open(path):
        try:
            r = json.loads(line)
        except ValueError:
            continue  # not a record (a torn line ended by a resumed writer): records_read's rule
        if isinstance(r, dict):
            recs.append(r)
    runs.clear(), plans.clear()
    tables = {}  # by question and position: the runs whose work its table file holds now
    for r in recs:
        if ask is not None and question(r) != ask:
            continue
        start = r["params"].get("moves", "")
        if r["kind"] == "subproblem":
            full = start + "," + r["path"] if start and r["path"] else start or r["path"]
            mine = (question(r), full)
            e, n = r["stats"]["expansions"], 1
            if not r.get("probe") and r.get("table_continued", 0) > 0:  # it went on from that table
                e, n = e + tables.get(mine, (0, 0))[0], n + tables.get(mine, (0, 0))[1]
            if not r.get("probe") and r.get("table_saved", 0) > 0:
                tables[mine] = (e, n)
            if r.get("table_given", 0) > 0:  # a run below start gave its table to start's file
                tables[(question(r), start)] = (0, 0)
            if r["result"].get("winner") and (full not in runs or runs[full][1] > e):
                runs[full] = (r["result"]["winner"], e, n)
        elif r["kind"] == "plan" and (start, r["split_depth"]) not in plans:
            plans[(start, r["split_depth"])] = r
    return recs


def cost(path, side):
    best = (runs[path][1], runs[path][2]) if path in runs and runs[path][0] == side else (INF, 0)
    for (start, depth), p in plans.items():
        if start == path:
            best = min(best, plan_cost(p, path, side))
    return best


def proof_at(path, side):
    """cost(path, side), or less where path is an inner node of a plan split deeper above it."""
    best = cost(path, side)
    for (start, depth), p in plans.items():
        if path != start and (not start or path.startswith(start + ",")):
            best = min(best, plan_cost(p, start, side, path))
    return best


def plan_cost(p, path, side, at=None):
    """The proof for side that plan p's tree holds below its start (path), any split depth (nodes in
    order, each node's children after it); at the plan's node `at` instead of its root where given
    (INF where p has no such node)."""
    nodes, moves, kids = p["nodes"], [path], [[] for _ in p["nodes"]]
    for i, n in enumerate(nodes[1:], 1):
        kids[n[0]].append(i)
        moves.append(moves[n[0]] + "," + n[1] if moves[n[0]] else n[1])

    def node(i):
        n = nodes[i]
        if n[3] >= 0:
            return (0, 0) if p["players"][n[3]] == side else (INF, 0)
        if not kids[i]:
            return cost(moves[i], side)
        own = cost(moves[i], side) if i else (INF, 0)  # a run or a campaign of its own
        below = [node(k) for k in kids[i]]
        mover = p["players"][n[2]]
        c = min(below) if mover == side else (sum(k[0] for k in below), sum(k[1] for k in below))
        return min(own, c)

    if at is None:
        return node(0)
    return node(moves.index(at)) if at in moves else (INF, 0)


if __name__ == "__main__":
    recs = load(sys.argv[1])
    side = [r for r in recs if r["kind"] == "campaign" and not r["params"].get("moves")][-1]["result"]["winner"]
    e, n = cost("", side)
    print(e, n)
