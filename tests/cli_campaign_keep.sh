#!/usr/bin/env bash
# --keep-table (docs/campaigns.md, "A job's kept table"): each job keeps one table across its full
# runs. The slow twins: the single search's winner for every campaign (Go and Kill-All, with and
# without --deepen and --tables, one and two jobs), records that recombine to it, and each decided
# run that began with a kept table solved again alone from an empty one (its record's rerun) with
# the same winner. With one job the first full run starts empty, every later one with the entries the
# job's table held, and two campaigns make the same runs with the same counts.
set -u
yomi=$1
fail() { echo "FAIL: $*"; echo "0 passed, 1 failed"; exit 1; }
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
winner() { grep -oE '^result: [a-z]+ wins' | tail -1; }
# the decided runs that began with a kept table: "rerun|winner"; and the full runs' table_kept in order
kept_decided() { python3 -c 'import json, sys
for l in open(sys.argv[1]):
    r = json.loads(l)
    if r["kind"] == "subproblem" and r["result"].get("winner") and r.get("table_kept", 0) > 0 and "rerun" in r:
        print(r["rerun"] + "|" + r["result"]["winner"])' "$1"; }
kept_list() { python3 -c 'import json, sys
print(" ".join(str(r["table_kept"]) for l in open(sys.argv[1]) for r in [json.loads(l)]
               if r["kind"] == "subproblem"))' "$1"; }
runs_of() { python3 -c 'import json, sys
print(" ".join("%s:%d" % (r["path"], r["stats"]["expansions"]) for l in open(sys.argv[1]) for r in [json.loads(l)]
               if r["kind"] == "subproblem"))' "$1"; }

twins=0
cases=("go|3x4 --komi 4.5|--split-depth 2|1" "killall|2x4 --attacker-stones B1|--split-depth 2|1"
  "go|1x9 --komi -0.5|--split-depth 1 --node-limit 300 --deepen 4 --tables T|1"
  "go|3x4 --komi 5.5|--split-depth 1 --node-limit 400 --probe 40 --deepen 4 --round 1|2")
least=30
[ "${YOMI_SANITIZED:-0}" = 1 ] && cases=("${cases[@]:0:2}") least=5 # the sanitizer build: the first two
for q in "${cases[@]}"; do
  IFS='|' read -r game pos args jobs <<<"$q"
  rm -rf "$tmp/T" "$tmp/r.jsonl"; mkdir "$tmp/T"
  args=${args/T/$tmp/T}
  want=$("$yomi" $game solve $pos --tt-mb 16 | winner)
  out=$("$yomi" $game campaign $pos $args --keep-table --jobs $jobs --tt-mb 16 --records "$tmp/r.jsonl" 2>&1) ||
    [ $? = 3 ] || fail "$q: $out"
  [ "$(winner <<<"$out")" = "$want" ] || fail "$q: '$(winner <<<"$out")', the search '$want'"
  chk=$("$yomi" records check "$tmp/r.jsonl") || fail "$q: records check: $chk"
  grep -q "^recombined (plan at line 1): .*: ${want#result: }" <<<"$chk" || fail "$q: recombined: $chk"
  kept=$(kept_list "$tmp/r.jsonl")
  if [ "$jobs" = 1 ] && [[ "$args" != *deepen* ]]; then # the first full run starts empty, each later
    [[ "$kept" =~ ^0(\ [1-9][0-9]*)+$ ]] || fail "$q: the runs' kept entries: $kept" # one with what it held
  fi
  [[ " $kept" =~ \ [1-9] ]] || fail "$q: no run began with a kept table: $kept" # (each campaign's jobs start empty)
  while IFS='|' read -r cmd w; do
    alone=$("$yomi" ${cmd#yomi } | winner)
    [ "$alone" = "result: $w wins" ] || fail "$q: $cmd: $w with a kept table, '$alone' alone"
    twins=$((twins + 1))
  done < <(kept_decided "$tmp/r.jsonl" | head -20) # at most 20 a campaign: the test's time
done
[ "$twins" -ge $least ] || fail "only $twins decided runs began with a kept table"
# one job: the same runs with the same counts every time
for i in 1 2; do
  rm -f "$tmp/d$i.jsonl"
  "$yomi" go campaign 3x4 --komi 4.5 --split-depth 2 --keep-table --tt-mb 16 --records "$tmp/d$i.jsonl" > /dev/null
done
[ "$(runs_of "$tmp/d1.jsonl")" = "$(runs_of "$tmp/d2.jsonl")" ] || fail "one job, two campaigns: $(runs_of "$tmp/d1.jsonl") / $(runs_of "$tmp/d2.jsonl")"
echo "kept-table twins: $twins decided runs" >&2
echo "1 passed, 0 failed"
