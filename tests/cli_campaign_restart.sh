#!/usr/bin/env bash
# A deepened campaign stopped and started again goes on where it stopped (docs/campaigns.md,
# "--round"): the slow twin is the same campaign run without a stop. Its records cut after line K
# stand for a campaign killed there (between two records); started again on them, the campaign
# makes the same runs, in the same order, with the same expansions, as the uninterrupted one made
# after line K: inside a campaign's round (its probes, its hint, its full runs) it finishes that
# round; between rounds it splits the open leaves before it runs a new round.
set -u
yomi=$1
fail=0
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
runs() { python3 -c 'import json, sys
for i, l in enumerate(open(sys.argv[1])):
    r = json.loads(l)
    if i >= int(sys.argv[2]) and r["kind"] == "subproblem":
        print(r["params"]["moves"], r["path"], r["probe"], r["hint"], r["stats"]["expansions"])' "$1" "$2"; }

cases=("3x4 --komi 4.5 --round 1|10 20 23 40 60 80 100" "3x4 --komi 4.5 --round 2 --hints 0|20 70 120")
[ "${YOMI_SANITIZED:-0}" = 1 ] && cases=("${cases[@]:0:1}") # the sanitizer build: the first only
for q in "${cases[@]}"; do
  IFS='|' read -r pos cuts <<<"$q"
  args="$pos --split-depth 1 --node-limit 800 --probe 80 --deepen 8 --tt-mb 16"
  "$yomi" go campaign $args --records "$tmp/a.jsonl" >/dev/null || { echo "FAIL $pos: the whole campaign"; fail=1; }
  n=$(wc -l <"$tmp/a.jsonl")
  for k in $cuts; do
    [ "$k" -lt "$n" ] || { echo "FAIL $pos: only $n records, no cut at $k"; fail=1; continue; }
    head -"$k" "$tmp/a.jsonl" >"$tmp/b.jsonl"
    "$yomi" go campaign $args --records "$tmp/b.jsonl" >/dev/null || { echo "FAIL $pos cut at $k: exit $?"; fail=1; }
    diff <(runs "$tmp/a.jsonl" "$k") <(runs "$tmp/b.jsonl" "$k") >"$tmp/diff" ||
      { echo "FAIL $pos cut at $k: other runs after the restart"; head -4 "$tmp/diff"; fail=1; }
    [ -n "$(runs "$tmp/b.jsonl" "$k")" ] || { echo "FAIL $pos cut at $k: nothing ran"; fail=1; }
  done
  rm -f "$tmp/a.jsonl"
done
exit $fail
