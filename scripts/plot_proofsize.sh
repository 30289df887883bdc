#!/usr/bin/env bash
# Proof size against board area (seed 000, Figure 6) from yomi's own proofs.
#   plot_proofsize.sh YOMI OUTDIR [--max-area N]    solve the small boards (`yomi go solve --json` at
#                                                   komi = value - 0.5 and value + 0.5), write
#                                                   OUTDIR/proofsize.dat and draw OUTDIR/proofsize.svg
#   plot_proofsize.sh --data FILE OUTDIR            draw from a given file: a data file as below, or
#                                                   JSON lines of `yomi go solve --json` records
#                                                   or of campaigns (results/*.jsonl: the end
#                                                   records' proof sizes, the last per board and
#                                                   komi), converted first
# proofsize.dat: '#' comments, then a line per proof: "board rows cols area komi winner expansions
# seconds". The values (komi) are yomi's own (`yomi go table`, docs/RESULTS.md); a board whose value
# is its area needs no White proof. gnuplot (gnuplot-nox) draws scripts/plot/proofsize.gp; without it
# the data file is written and the script says the plot was not drawn.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
yomi="" data="" max_area=12
if [ "${1:-}" = --data ]; then data=$2; out=$3; shift 3; else yomi=$1; out=$2; shift 2; fi
[ "${1:-}" = --max-area ] && max_area=$2
mkdir -p "$out"
dat="$out/proofsize.dat"
# board value: yomi's values of the small boards (docs/RESULTS.md, "Values by komi bisection")
values="1x2 0 1x3 3 1x4 4 1x5 0 1x6 1 1x7 2 1x8 3 1x9 0 1x10 1 1x11 2 2x2 1 2x3 0 2x4 8 2x5 10 3x3 9 3x4 4 2x6 12"
if [ -n "$data" ]; then
  if head -c 1 "$data" | grep -q '{'; then # JSON lines of go solve records
    python3 - "$data" >"$dat" <<'PY'
import json, sys
print("# board rows cols area komi winner expansions seconds (from the records of " + sys.argv[1] + ")")
rows = {}
for line in open(sys.argv[1]):
    if not line.strip():
        continue
    r = json.loads(line)
    p = r.get("params", {})
    kind = r.get("kind")
    if kind is not None and (kind != "campaign" or r.get("game") != "go"):
        continue  # a campaign's plan and subproblems: its end record has the totals
    res = r.get("result", {})
    if p.get("moves") or not res or res.get("winner") not in ("black", "white"):
        continue  # a proof of the empty board only
    if r.get("trusted") not in (None, res["winner"]):
        continue  # a pruned campaign that did not prove its own side
    # a campaign's end record: the size of the proof its records give (since the "proof" member,
    # 2026-12-03), else its own runs' total, which is 0 for a campaign resumed from its records
    exp = r.get("proof", {}).get("expansions", r["expansions"]) if kind else r["stats"]["expansions"]
    secs = r.get("wall_seconds", 0) if kind else r["stats"].get("seconds", 0)
    rows[(p["rows"], p["cols"], p["komi"])] = "%dx%d %d %d %d %g %s %d %.3f" % (
        p["rows"], p["cols"], p["rows"], p["cols"], p["rows"] * p["cols"], p["komi"], res["winner"], exp, secs)
for row in rows.values():
    print(row)  # the last record of each board and komi
PY
  else
    cp "$data" "$dat"
  fi
else
  echo "# board rows cols area komi winner expansions seconds ($("$yomi" --version 2>/dev/null | head -1))" >"$dat"
  set -- $values
  while [ $# -ge 2 ]; do
    board=$1 value=$2
    shift 2
    rows=${board%x*} cols=${board#*x} area=$((${board%x*} * ${board#*x}))
    [ $area -gt "$max_area" ] && continue
    for komi in $(awk -v v="$value" -v a="$area" 'BEGIN { print v - 0.5; if (v + 0.5 < a) print v + 0.5 }'); do
      "$yomi" go solve "$board" --komi="$komi" --json | python3 -c '
import json, sys
r = json.load(sys.stdin)
b, k = sys.argv[1], float(sys.argv[2])
rows, cols = map(int, b.split("x"))
print("%s %d %d %d %g %s %d %.3f" % (b, rows, cols, rows * cols, k, r["result"]["winner"], r["stats"]["expansions"],
      r["stats"]["seconds"]))' "$board" "$komi" >>"$dat"
    done
  done
fi
echo "data: $dat ($(grep -vc '^#' "$dat") proofs)"
if command -v gnuplot >/dev/null; then
  gnuplot -c "$here/plot/proofsize.gp" "$dat" "$out/proofsize.svg"
  echo "plot: $out/proofsize.svg"
else
  echo "gnuplot is not installed (scripts/deps.sh installs gnuplot-nox): $out/proofsize.svg not drawn"
fi
