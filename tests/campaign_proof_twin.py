"""The slow twin of campaign_proof (src/solve/campaign.c) for tests/cli_campaign_sub.sh: the size of
the proof a records file holds for the campaign of the empty start, recomputed from the records by
full move path (the start moves of a plan followed by a subproblem's path) without the split tree.
At the winner's positions the cheapest won move, at the other player's every move; a position
decided by the game costs nothing, one proved by a run costs that run, one with a plan of its own
the cheaper of its run and its plan. Prints "EXPANSIONS RUNS". Usage: campaign_proof_twin.py FILE"""
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
    recs = [json.loads(line) for line in open(path) if line.strip()]
    runs.clear(), plans.clear()
    for r in recs:
        if ask is not None and question(r) != ask:
            continue
        start = r["params"].get("moves", "")
        if r["kind"] == "subproblem" and r["result"].get("winner"):
            full = start + "," + r["path"] if start and r["path"] else start or r["path"]
            e = r["stats"]["expansions"]
            if full not in runs or runs[full][1] > e:
                runs[full] = (r["result"]["winner"], e)
        elif r["kind"] == "plan" and (start, r["split_depth"]) not in plans:
            plans[(start, r["split_depth"])] = r
    return recs


def cost(path, side):
    best = (runs[path][1], 1) if path in runs and runs[path][0] == side else (INF, 0)
    for (start, depth), p in plans.items():
        if start != path or depth != 1:
            continue  # these tests split one move deep
        mover = p["players"][p["nodes"][0][2]]
        kids = []
        for n in p["nodes"][1:]:
            full = path + "," + n[1] if path else n[1]
            kids.append((0, 0) if n[3] >= 0 and p["players"][n[3]] == side
                        else (INF, 0) if n[3] >= 0 else cost(full, side))
        c = min(kids) if mover == side else (sum(k[0] for k in kids), sum(k[1] for k in kids))
        best = min(best, c)
    return best


if __name__ == "__main__":
    recs = load(sys.argv[1])
    side = [r for r in recs if r["kind"] == "campaign" and not r["params"].get("moves")][-1]["result"]["winner"]
    e, n = cost("", side)
    print(e, n)
