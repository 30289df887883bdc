#!/usr/bin/env bash
# Campaigns that start at a node of another campaign (docs/campaigns.md, "Splitting a subproblem
# further"): a root campaign whose runs all stop at a tiny node limit, then for each open leaf a
# campaign with --moves LEAF in the same records file (again at the tiny limit), and for each of ITS
# open leaves a campaign with --moves LEAF,REPLY that proves it. Started again, the root campaign
# runs nothing and proves the single search's winner; `yomi records check` recombines the same.
# And a campaign that poses another question (another komi, a pruned run) decides nothing.
set -u
yomi=$1
fail() { echo "FAIL: $*"; echo "0 passed, 1 failed"; exit 1; }
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
open_leaves() { awk '/: open \(not proved\)/ {print $1}' <<<"$1"; }
cases=0 several=0
for c in "1x7 2.5" "1x7 1.5" "2x3 3.5" "2x3 4.5" "1x8 2.5" "2x4 7.5"; do
  set -- $c
  b=$1 k=$2 rec=$tmp/$b-$k.jsonl
  want=$("$yomi" go solve "$b" --komi "$k" --tt-mb 16 | grep -oE '^result: (black|white) wins')
  [ -n "$want" ] || fail "$b $k: no result from go solve"
  root="$b --komi $k --split-depth 1 --tt-mb 16 --node-limit 5 --records $rec"
  out=$("$yomi" go campaign $root 2>&1)
  first=$(open_leaves "$out")
  [ -n "$first" ] || fail "$b $k: the tiny limit left no leaf open, the test means nothing: $out"
  for x in $first; do
    out=$("$yomi" go campaign "$b" --komi "$k" --moves "$x" --split-depth 1 --tt-mb 16 --node-limit 5 \
      --records "$rec" 2>&1)
    for y in $(open_leaves "$out"); do
      "$yomi" go campaign "$b" --komi "$k" --moves "$x,$y" --split-depth 1 --tt-mb 16 --records "$rec" \
        > /dev/null 2>&1 || true # a leaf the parent no longer needs may stay open
    done
  done
  out=$("$yomi" go campaign $root 2>&1)
  grep -q "^$want" <<<"$out" || fail "$b $k: resumed root: not '$want': $out"
  grep -qE '^runs: 0 here, .* [1-9][0-9]* positions? proved by campaigns from there' <<<"$out" ||
    fail "$b $k: the root did not take its leaves from the campaigns below: $out"
  chk=$("$yomi" records check "$rec") || fail "$b $k: records check: $chk"
  grep -q "^recombined (plan at line 1): .*moves -;.*: ${want#result: }" <<<"$chk" ||
    fail "$b $k: records check: $chk"
  # the proof's size: the same in the output, in records check and in the end record, and the same
  # as the slow twin's from the records (tests/campaign_proof_twin.py)
  size=$(grep -oE '^proof: [0-9]+ expansions in [0-9]+ runs?' <<<"$out" | awk '{print $2, $5}')
  [ -n "$size" ] || fail "$b $k: no proof line: $out"
  grep -A1 "^recombined (plan at line 1): .*moves -;" <<<"$chk" | grep -q "^  proof: ${size% *} expansions in ${size#* } run" ||
    fail "$b $k: records check gives another proof size than '$size': $chk"
  tail -1 "$rec" | grep -q "\"proof\": {\"expansions\": ${size% *}, \"runs\": ${size#* }}" ||
    fail "$b $k: the end record: $(tail -1 "$rec")"
  twin=$(python3 "$(dirname "$0")/campaign_proof_twin.py" "$rec")
  [ "$twin" = "$size" ] || fail "$b $k: the proof's size $size, its slow twin's $twin"
  [ "${size#* }" -ge 2 ] && several=$((several + 1))
  cases=$((cases + 1))
done
# Another question decides nothing: the campaigns below are at another komi, or pruned.
rec=$tmp/other.jsonl
out=$("$yomi" go campaign 1x7 --komi 2.5 --split-depth 1 --tt-mb 16 --node-limit 5 --records "$rec" 2>&1)
for x in $(open_leaves "$out"); do
  "$yomi" go campaign 1x7 --komi -9.5 --moves "$x" --split-depth 1 --tt-mb 16 --records "$rec" > /dev/null 2>&1
  "$yomi" go campaign 1x7 --komi 2.5 --prune white --moves "$x" --split-depth 1 --tt-mb 16 --records "$rec" \
    > /dev/null 2>&1
done
grep -q '"moves": "B1"' "$rec" || fail "the other campaigns were not recorded: $(cat "$rec")"
out=$("$yomi" go campaign 1x7 --komi 2.5 --split-depth 1 --tt-mb 16 --node-limit 5 --records "$rec" 2>&1)
grep -q '^result: open' <<<"$out" || fail "campaigns of another question decided the root: $out"
grep -q ' 0 positions proved by campaigns from there' <<<"$out" || fail "another question applied: $out"
# --deepen: the same by one command. A winner it gives is the single search's, the records
# recombine to what it printed (a winner or open), and some proofs need the campaigns below.
deep=0
for c in "1x8 2.5 500 3" "1x8 3.5 2000 3" "2x3 4.5 20 3" "1x6 1.5 10 4" "1x6 0.5 10 4"; do
  set -- $c
  rec=$tmp/deep-$1-$2.jsonl
  want=$("$yomi" go solve "$1" --komi "$2" --tt-mb 16 | grep -oE '^result: (black|white) wins')
  out=$("$yomi" go campaign "$1" --komi "$2" --split-depth 1 --tt-mb 16 --node-limit "$3" --deepen "$4" \
    --records "$rec" 2>&1)
  printf '%s\n' "$out" > "$tmp/deep-$1-$2.out"
  got=$(grep '^result:' <<<"$out" | tail -1)
  chk=$("$yomi" records check "$rec") || fail "deepen $c: records check: $chk"
  line=$(grep "^recombined (plan at line 1):" <<<"$chk")
  case "$got" in
    "$want")
      grep -q ": ${want#result: } (" <<<"$line" || fail "deepen $c: printed $got, recombined: $line"
      [ "$(grep -c '"kind": "plan"' "$rec")" -gt 1 ] && deep=$((deep + 1)) ;;
    "result: open"*) grep -q ": open (" <<<"$line" || fail "deepen $c: printed open, recombined: $line" ;;
    *) fail "deepen $c: '$got', the single search: '$want'" ;;
  esac
done
[ $deep -ge 2 ] || fail "deepen: only $deep proofs needed the campaigns below"
# Started again with the same limits, --deepen runs nothing: the leaves its records show stopped at
# this node limit stay open (a run of one thread would stop the same way) and the result is the
# same. A larger node limit runs them again.
for c in "2x3 4.5 20 3" "1x6 1.5 10 4" "1x8 2.5 500 3"; do
  set -- $c
  out=$("$yomi" go campaign "$1" --komi "$2" --split-depth 1 --tt-mb 16 --node-limit "$3" --deepen "$4" \
    --records "$tmp/deep-$1-$2.jsonl" 2>&1)
  ! grep '^runs:' <<<"$out" | grep -qv '^runs: 0 here' || fail "deepen $c started again ran again: $out"
  [ "$(grep '^result:' <<<"$out" | tail -1)" = "$(grep '^result:' "$tmp/deep-$1-$2.out" | tail -1)" ] ||
    fail "deepen $c started again: another result: $out"
  [ "$1" = 1x8 ] || grep -qE '^runs: 0 here, [0-9]+ subproblems? from the records \([1-9][0-9]* of them open' \
    <<<"$out" || fail "deepen $c started again: no leaf taken as open from the records: $out"
done
out=$("$yomi" go campaign 1x6 --komi 1.5 --split-depth 1 --tt-mb 16 --node-limit 20 \
  --records "$tmp/deep-1x6-1.5.jsonl" 2>&1)
grep -qE '^runs: [1-9][0-9]* here, [0-9]+ subproblems? from the records \(0 of them open' <<<"$out" ||
  fail "a larger node limit did not run the open leaves again: $out"
# --round N: at most N full runs (the most-proving first), then the open ones are split before the
# next round. The same winners as one search; every campaign, the deepest ones too, ends with no
# leaf left for a next round (its last end record: "left": 0, or decided); started again, nothing runs.
for c in "1x8 2.5 500 3 50" "1x8 3.5 2000 3 200" "1x8 3.5 2000 3 0" "3x4 4.5 3000 3 300" "1x9 -0.5 3000 3 300"; do
  set -- $c
  rec=$tmp/round-$1-$2-$5.jsonl
  want=$("$yomi" go solve "$1" --komi "$2" --tt-mb 16 | grep -oE '^result: (black|white) wins')
  args=("$1" --komi "$2" --split-depth 1 --tt-mb 16 --node-limit "$3" --deepen "$4" --probe "$5" --round 1)
  out=$("$yomi" go campaign "${args[@]}" --records "$rec" 2>&1)
  [ "$(grep '^result:' <<<"$out" | tail -1)" = "$want" ] || fail "--round 1 $c: not '$want': $out"
  python3 -c 'import json, sys
last = {}
for l in open(sys.argv[1]):
    r = json.loads(l)
    if r["kind"] == "campaign": last[r["problem"]] = r
bad = [p for p, r in last.items() if r["result"]["winner"] is None and r["left"] != 0]
sys.exit("left to run: %s" % bad if bad else 0)' "$rec" || fail "--round 1 $c: a campaign ended with leaves left"
  chk=$("$yomi" records check "$rec") || fail "--round 1 $c: records check: $chk"
  grep "^recombined (plan at line 1):" <<<"$chk" | grep -q ": ${want#result: } (" || fail "--round 1 $c: $chk"
  out=$("$yomi" go campaign "${args[@]}" --records "$rec" 2>&1)
  ! grep '^runs:' <<<"$out" | grep -qv '^runs: 0 here' || fail "--round 1 $c started again ran again: $out"
done
"$yomi" go campaign 1x5 --komi 0.5 --node-limit 10 --round 1 --records "$tmp/r.jsonl" > /dev/null 2>&1
[ $? = 2 ] || fail "--round without --deepen is not a usage error"
"$yomi" go campaign 1x5 --komi 0.5 --node-limit 10 --deepen 2 > /dev/null 2>&1
[ $? = 2 ] || fail "--deepen without --records is not a usage error"
[ $several -ge 3 ] || fail "only $several proofs of several runs: the size test means little"
echo "$((cases + 4)) passed, 0 failed"
