#!/usr/bin/env bash
# --split-hinted against the deepened campaign without it (docs/campaigns.md, "Split at once"): each
# line a position with its node limit and probe, the expansions of every run in the records without
# and with the option, their ratio, and how many leaves were split at once (per campaign, the most
# of its invocations). Counts are exact.
# Usage: bench/split_hinted.sh YOMI [POSITION|LIMIT|PROBE ...]
set -euo pipefail
yomi=$1
shift
cases=("$@")
[ ${#cases[@]} -gt 0 ] || cases=("3x4 --komi 4.5|800|80" "3x4 --komi 5.5|800|80" "4x4 --komi 0.5|3000|300"
  "4x4 --komi 1.5|3000|300" "4x4 --komi 2.5|3000|300" "4x4 --komi 0.5 --moves B2|3000|300"
  "4x4 --komi 1.5|10000|1000" "4x4 --komi 2.5|10000|1000" "4x4 --komi 2.5|30000|3000")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
total() { python3 -c 'import json, sys
rs = [json.loads(l) for l in open(sys.argv[1])]
most = {}  # per campaign, the most leaves split at once by one invocation (each finds them again)
for r in rs:
    if r["kind"] == "campaign":
        m = r["params"]["moves"]
        most[m] = max(most.get(m, 0), r.get("split_at_once", 0))
print(sum(r["stats"]["expansions"] for r in rs if r["kind"] == "subproblem"), sum(most.values()))' "$1"; }
printf '%-36s %-8s %10s %10s %6s %s\n' position value without with ratio split
for q in "${cases[@]}"; do
  IFS='|' read -r pos limit probe <<<"$q"
  args="$pos --split-depth 1 --node-limit $limit --probe $probe --deepen 8 --round 1 --tt-mb 16"
  rm -f "$tmp/a.jsonl" "$tmp/b.jsonl"
  a=$("$yomi" go campaign $args --records "$tmp/a.jsonl" | grep -oE '^result: [a-z]+ wins' | tail -1)
  b=$("$yomi" go campaign $args --split-hinted --records "$tmp/b.jsonl" | grep -oE '^result: [a-z]+ wins' | tail -1)
  [ "$a" = "$b" ] || { echo "different winners at $q: '$a' and '$b'" >&2; exit 1; }
  read -r ea _ < <(total "$tmp/a.jsonl")
  read -r eb sb < <(total "$tmp/b.jsonl")
  printf '%-36s %-8s %10d %10d %6.2f %d\n' "$pos $limit/$probe" "${a#result: }" "$ea" "$eb" \
    "$(python3 -c "print($eb / $ea)")" "$sb"
done
