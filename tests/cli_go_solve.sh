#!/usr/bin/env bash
# yomi go solve / value / table: answers on tiny boards, and bad input (one clear error, exit 2).
set -u
yomi=$1
fail=0
check() { # name, expected exit code, command...
  local name=$1 want=$2; shift 2
  out=$("$@" 2>&1); rc=$?
  if [ "$rc" != "$want" ]; then echo "FAIL $name: exit $rc, want $want: $out"; fail=1; fi
}
expect() { # name, pattern, command...
  local name=$1 pat=$2; shift 2
  out=$("$@" 2>&1)
  if ! grep -qE "$pat" <<<"$out"; then echo "FAIL $name: no /$pat/ in: $out"; fail=1; fi
}
expect solve-2x2-black 'result: black wins' "$yomi" go solve 2x2 --komi 0.5
expect solve-2x2-white 'result: white wins' "$yomi" go solve 2x2 --komi 1.5
expect solve-json '"winner": *"black"' "$yomi" go solve 2x2 --komi 0.5 --json
expect solve-threads-b 'result: black wins' "$yomi" go solve 3x3 --komi 8.5 --threads 3
expect solve-threads-w 'result: white wins' "$yomi" go solve 3x3 --komi 9.5 --threads 2
# the parallel search proves what one thread proves (docs/dfpn.md, "Parallel search"): 2 and 3 threads,
# running freely, in lockstep turns, and with one epsilon for every thread
for spec in "2x3 --komi 2.5" "2x3 --komi 3.5" "2x4 --komi 1.5" "2x4 --komi 2.5" "3x3 --komi 8.5" \
  "1x7 --komi 1.5" "1x7 --komi 2.5" "1x9 --komi 0.5" "1x9 --komi 1.5"; do
  # shellcheck disable=SC2086
  one=$("$yomi" go solve $spec --tt-mb 16 | grep '^result')
  [ -n "$one" ] || { echo "FAIL solve $spec: no result"; fail=1; }
  for t in 2 3; do
    for mode in "" "--lockstep 8" "--lockstep 64 --thread-epsilon 0"; do
      # shellcheck disable=SC2086
      got=$("$yomi" go solve $spec --tt-mb 16 --threads $t $mode | grep '^result')
      [ "$got" = "$one" ] || { echo "FAIL solve $spec --threads $t $mode: '$got', one thread '$one'"; fail=1; }
    done
  done
done
expect solve-moves 'result: (black|white) wins' "$yomi" go solve 1x5 --komi 0.5 --moves B1,D1
expect solve-stats 'superko_excluded' "$yomi" go solve 1x5 --komi 0.5 --stats
# the table census (--stats) counts the entries the snapshot saves, and its bins add up to them
censusdir=$(mktemp -d)
out=$("$yomi" go solve 3x3 --komi 8.5 --tt-mb 4 --stats --tt-file "$censusdir/t.tt" 2>&1)
census=$(sed -n 's/^table census: \([0-9]*\) entries.*/\1/p' <<<"$out")
saved=$(sed -n 's/^table: \([0-9]*\) entries saved.*/\1/p' <<<"$out")
binsum=$(awk '/^  work \(expansions below\)/ {on = 1; next} on && NF == 3 {s += $2 + $3} END {print s + 0}' <<<"$out")
if [ -z "$census" ] || [ "$census" != "$saved" ] || [ "$binsum" != "$census" ] || [ "$census" -lt 10 ]; then
  echo "FAIL solve-census: census '$census', saved '$saved', bins '$binsum': $out"
  fail=1
fi
# the same census in the JSON record: the same entries, its bins adding up to them
json=$("$yomi" go solve 3x3 --komi 8.5 --tt-mb 4 --stats --json 2>&1)
jcensus=$(python3 -c 'import json, sys
c = json.load(sys.stdin)["census"]
bins = sum(b["open"] + b["proofs"] for b in c["by_work"])
print(c["entries"] if bins == c["entries"] == c["open"] + c["proofs"] else "bins %d" % bins)' <<<"$json")
if [ "$jcensus" != "$census" ]; then
  echo "FAIL solve-census-json: '$jcensus' against the text's '$census': $json"
  fail=1
fi
"$yomi" go solve 3x3 --komi 8.5 --tt-mb 4 --json | grep -q '"census"' && {
  echo "FAIL solve-census-json: a census without --stats"
  fail=1
}
rm -rf "$censusdir"
expect value-1x1 '^value: 0$' "$yomi" go value 1x1 --tt-mb 1
expect value-2x2 '^value: 1$' "$yomi" go value 2x2 --tt-mb 8
expect value-1x7 '^value: 2$' "$yomi" go value 1x7 --tt-mb 8
expect value-json '"value": *0' "$yomi" go value 1x5 --tt-mb 8 --json
expect value-oracle '^value: 0$' "$yomi" go value 1x5 --oracle
expect table '^ +2 +0 +1 +0' "$yomi" go table --max-points 6 --tt-mb 4
# the widest boards the solver takes (bit shifts at the 64-point edge), briefly
expect solve-1x52 'expansions: 2000' "$yomi" go solve 1x52 --komi 0.5 --node-limit 2000 --tt-mb 4
expect solve-2x32 'expansions: 2000' "$yomi" go solve 2x32 --komi 0.5 --node-limit 2000 --tt-mb 4
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
check sgf 0 "$yomi" go solve 2x2 --komi 0.5 --sgf "$tmp/pv.sgf"
grep -q '^(;GM\[1\]' "$tmp/pv.sgf" || { echo "FAIL sgf: $(cat "$tmp/pv.sgf")"; fail=1; }
# bad input
for k in abc 1 1.0 0.25 inf nan 1.5x "" 2000.5; do
  check "komi '$k'" 2 "$yomi" go solve 2x2 --komi "$k"
done
check no-komi 2 "$yomi" go solve 2x2
check moves-occupied 2 "$yomi" go solve 2x2 --komi 0.5 --moves A1,A1
check moves-offboard 2 "$yomi" go solve 2x2 --komi 0.5 --moves C3
check moves-garbage 2 "$yomi" go solve 2x2 --komi 0.5 --moves 'A1,??'
check too-big 2 "$yomi" go solve 9x9 --komi 7.5
check too-big-value 2 "$yomi" go value 5x13
check bad-size 2 "$yomi" go solve 4by4 --komi 0.5
check table-no-max 2 "$yomi" go table
check selftest-big 2 "$yomi" go selftest --board 9x9
# Ctrl-C: statistics so far, clean exit 130
out=$(timeout --preserve-status -s INT 1 "$yomi" go solve 5x5 --komi 0.5 --tt-mb 16 2>&1); rc=$?
if [ "$rc" != 130 ] || ! grep -q 'expansions:' <<<"$out" || ! grep -q 'interrupted' <<<"$out"; then
  echo "FAIL sigint: exit $rc: $out"; fail=1
fi
# Ctrl-C with --tt-file: says that it writes the table, writes it, and the next sitting loads it
rm -f "$tmp/i.tt"
out=$(timeout --preserve-status -s INT 1 "$yomi" go solve 5x5 --komi 0.5 --tt-mb 16 --tt-file "$tmp/i.tt" 2>&1); rc=$?
if [ "$rc" != 130 ] || ! grep -q '^yomi: interrupted: writing the table to --tt-file' <<<"$out"; then
  echo "FAIL sigint tt-file: exit $rc: $out"; fail=1
fi
out=$("$yomi" go solve 5x5 --komi 0.5 --tt-mb 16 --tt-file "$tmp/i.tt" --node-limit 10 2>&1)
grep -q '^table: [1-9][0-9]* entries loaded from' <<<"$out" || { echo "FAIL sigint tt-file: not loaded: $out"; fail=1; }
# --tt-file: 3x4 at komi 4.5 in slices of 1,500 expansions, each resuming from the last snapshot,
# proves what one run proves; a stop reports the root's numbers; another komi is refused.
fresh=$("$yomi" go solve 3x4 --komi 4.5 | grep '^result:')
rm -f "$tmp/g.tt"
for slice in 1 2 3 4 5 6 7 8 9 10 11 12; do
  out=$("$yomi" go solve 3x4 --komi 4.5 --node-limit 1500 --tt-file "$tmp/g.tt" 2>&1)
  grep -q '^result: unknown (node limit)$' <<<"$out" || break
  grep -Eq '^root numbers: (black|white) [1-9][0-9]*, (black|white) [1-9][0-9]* ' <<<"$out" ||
    { echo "FAIL tt-file: no root numbers: $out"; fail=1; }
done
if [ "$slice" -lt 2 ] || [ "$(grep '^result:' <<<"$out")" != "$fresh" ] || ! grep -q '^table: .* loaded from' <<<"$out"; then
  echo "FAIL tt-file: slice $slice: $out (fresh: $fresh)"; fail=1
fi
# --sum-limit changes the search (weak numbers where the sum grows past it), never the result;
# the pruned runs prove their own side's win and report the other side's as not proved.
plain=$("$yomi" go solve 1x8 --komi 3.5)
limited=$("$yomi" go solve 1x8 --komi 3.5 --sum-limit 50)
if [ "$(grep '^result:' <<<"$plain")" != "result: white wins" ] || [ "$(grep '^result:' <<<"$limited")" != "result: white wins" ] ||
  [ "$(grep '^expansions:' <<<"$plain")" = "$(grep '^expansions:' <<<"$limited")" ]; then
  echo "FAIL sum-limit: $plain / $limited"; fail=1
fi
out=$("$yomi" go solve 3x4 --komi 4.5 --prune white)
grep -q '^result: white wins$' <<<"$out" || { echo "FAIL prune white: $out"; fail=1; }
out=$("$yomi" go solve 3x4 --komi 4.5 --prune black --json)
grep -q '"winner": null, "status": "unknown", "reason": "not proved (pruned run' <<<"$out" || { echo "FAIL prune black json: $out"; fail=1; }
grep -q '"prune": "black"' <<<"$out" || { echo "FAIL prune params: $out"; fail=1; }
check prune-bad 2 "$yomi" go solve 3x4 --komi 4.5 --prune both
check static-rules-bad 2 "$yomi" go solve 3x4 --komi 4.5 --static-rules area,eyes
check tt-file-other-komi 2 "$yomi" go solve 3x4 --komi 5.5 --tt-file "$tmp/g.tt"
check tt-file-unwritable 4 "$yomi" go solve 3x4 --komi 5.5 --tt-file "$tmp/none/g.tt"
# Uniform records: go table --json prints one record; an unproved result is null with "status" and
# "reason" in every verb; params come from the option tables; the command is shell-quoted.
out=$("$yomi" go table --max-points 3 --tt-mb 4 --json)
[ "$(grep -c . <<<"$out")" = 1 ] || { echo "FAIL table json: not one line: $out"; fail=1; }
grep -q '"boards": \[{"rows": 1, "cols": 1, "value": 0, "bound": "exact"' <<<"$out" || { echo "FAIL table json: $out"; fail=1; }
grep -q '"max_points": 3' <<<"$out" && grep -q '"complete": true' <<<"$out" || { echo "FAIL table json params: $out"; fail=1; }
out=$("$yomi" go table --max-points 9 --tt-mb 4 --node-limit 3 --json)
grep -q '"value": null, "status": "limit"' <<<"$out" && grep -q '"complete": false' <<<"$out" || { echo "FAIL table json limit: $out"; fail=1; }
out=$("$yomi" go value 3x3 --tt-mb 4 --node-limit 10 --json)
grep -q '"result": {"value": null, "status": "limit", "reason": ' <<<"$out" || { echo "FAIL value json limit: $out"; fail=1; }
out=$("$yomi" go solve 3x3 --komi 0.5 --node-limit 10 --json)
grep -q '"winner": null, "status": "limit", "reason": "unknown (node limit)"' <<<"$out" || { echo "FAIL solve json limit: $out"; fail=1; }
for p in '"node_limit": 10' '"suicide": "forbidden"' '"epsilon": 0.25' '"weak": false' '"tt_file": null' '"komi": 0.5' '"static_rules": "all"'; do
  grep -qF "$p" <<<"$out" || { echo "FAIL solve params lack $p: $out"; fail=1; }
done
out=$("$yomi" killall solve 3x3 --node-limit 5 --json)
grep -q '"winner": null, "status": "limit"' <<<"$out" || { echo "FAIL killall json limit: $out"; fail=1; }
grep -q '"winner": "unknown"' <<<"$out" && { echo "FAIL killall winner unknown: $out"; fail=1; }
out=$("$yomi" go solve 2x2 --komi 0.5 --json --sgf "$tmp/it's here.sgf")
grep -qF "\"command\": \"yomi go solve 2x2 --komi 0.5 --json --sgf '$tmp/it'\\\\''s here.sgf'\"" <<<"$out" || { echo "FAIL command quoting: $out"; fail=1; }
exit $fail
