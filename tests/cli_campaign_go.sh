#!/usr/bin/env bash
# yomi go campaign: on every small board the campaign's winner at the two komis around the value
# equals the single search's (yomi go solve), for split depths 1 and 2 and 1 or 2 jobs; --value
# pins the value; records check recombines the same winner from the records; go table --records.
set -u
yomi=$1
fail=0
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
winner() { grep -oE '^result: (black|white) wins' | head -1; }
# board value: the values of docs/RESULTS.md (yomi go value)
for bv in 1x1:0 1x3:3 1x4:4 1x5:0 1x6:1 1x7:2 2x2:1 2x3:0 2x4:8 3x3:9; do
  b=${bv%%:*} v=${bv##*:} n=$(( ${b%%x*} * ${b##*x} ))
  for k in $((v - 1)) $v; do
    [ "$k" -lt $((-n)) ] || [ "$k" -ge "$n" ] && continue
    komi="$k.5"; [ "$k" -lt 0 ] && komi="-0.5"
    want=$("$yomi" go solve "$b" --komi "$komi" --tt-mb 8 | winner)
    for args in "--split-depth 1 --jobs 1" "--split-depth 2 --jobs 2" "--split-depth 0" "--split-depth 2 --probe 30"; do
      got=$("$yomi" go campaign "$b" --komi "$komi" --tt-mb 8 $args | winner)
      [ "$got" = "$want" ] || { echo "FAIL $b komi $komi $args: campaign '$got', single search '$want'"; fail=1; }
    done
  done
  out=$("$yomi" go campaign "$b" --value "$v" --tt-mb 8 --jobs 2 --records "$tmp/$b.jsonl")
  grep -q "^value: $v\$" <<<"$out" || { echo "FAIL $b --value $v: $out"; fail=1; }
  chk=$("$yomi" records check "$tmp/$b.jsonl") || { echo "FAIL records check $b: $chk"; fail=1; }
  grep -q "^$b: $v (proved" <<<"$chk" || { echo "FAIL records check $b: no value $v: $chk"; fail=1; }
done
# a wrong value is not proved
out=$("$yomi" go campaign 2x2 --value 2 --tt-mb 8)
grep -q '^value: >= 2\|^value: <= 2\|^value: not 2' <<<"$out" && ! grep -q '^value: 2$' <<<"$out" ||
  { echo "FAIL 2x2 --value 2 claimed: $out"; fail=1; }
# the table from the records
out=$("$yomi" go table --records "$tmp")
grep -qE '^ +2 +[?] +1 +0 +8' <<<"$out" || { echo "FAIL go table --records: $out"; fail=1; }
grep -q '^3x3: 9 (proved' <<<"$out" || { echo "FAIL go table --records 3x3: $out"; fail=1; }
# not records: an empty folder, a file with no record in it, a folder holding one; one error line, exit 2
mkdir -p "$tmp/none" "$tmp/junk"
printf 'not a record\n' > "$tmp/junk/a.jsonl"
# nor does a campaign append its records to a file that is not one, or write where it cannot
for a in "--records $tmp/junk/a.jsonl:2:not a records file (1 line," "--records $tmp/no/r.jsonl:4:cannot write there"; do
  want=${a#*:} a=${a%%:*} rc_want=${want%%:*} want=${want#*:}
  err=$("$yomi" go campaign 2x2 --value 1 --tt-mb 8 $a 2>&1 >/dev/null)
  rc=$?
  [ $rc = "$rc_want" ] && [ "$(wc -l <<<"$err")" = 1 ] && grep -qF "$want" <<<"$err" ||
    { echo "FAIL go campaign $a: exit $rc, '$err'"; fail=1; }
done
[ "$(cat "$tmp/junk/a.jsonl")" = "not a record" ] || { echo "FAIL: the campaign wrote to a file not its own"; fail=1; }
for p in "$tmp/none" "$tmp/junk" "$tmp/junk/a.jsonl" "$tmp/missing"; do
  err=$("$yomi" go table --records "$p" 2>&1 >/dev/null)
  rc=$?
  [ $rc = 2 ] && [ "$(wc -l <<<"$err")" = 1 ] && grep -q '^yomi: error: .*\(no records\|no such file\)' <<<"$err" ||
    { echo "FAIL go table --records $p: exit $rc, '$err'"; fail=1; }
done
# a pruned campaign proves only its side's wins
out=$("$yomi" go campaign 1x5 --value 0 --prune white --tt-mb 8)
grep -q '^value: <= 0' <<<"$out" || { echo "FAIL 1x5 --prune white: $out"; fail=1; }
# a node limit per run leaves the campaign open: exit 3, not decided (README, exit status)
out=$("$yomi" go campaign 3x3 --komi 8.5 --node-limit 10 --tt-mb 8); rc=$?
{ [ $rc = 3 ] && grep -q '^result: open' <<<"$out"; } || { echo "FAIL node limit: exit $rc: $out"; fail=1; }
# a record's rerun is the run it records: with the region solver's limits where they are not the
# defaults (which change the counts: 233, 686 and 38 against 154, 649 and 15 with the defaults)
"$yomi" go campaign 3x3 --komi 8.5 --region-total 4 --region-budget 300 --tt-mb 8 --records "$tmp/limits.jsonl" >/dev/null
n=0
while IFS=$'\t' read -r rerun want; do
  got=$(${rerun/#yomi/$yomi} --tt-mb 8 | sed -n 's/^expansions: //p')
  n=$((n + 1))
  [ "$got" = "$want" ] || { echo "FAIL rerun '$rerun': $got expansions, the record $want"; fail=1; }
done < <(sed -n 's/.*"rerun": "\([^"]*\)".*"stats": {"expansions": \([0-9]*\).*/\1\t\2/p' "$tmp/limits.jsonl")
[ $n -ge 3 ] || { echo "FAIL rerun: $n records with a run"; fail=1; }
# bad input: one error line, exit 2
for bad in "3x3" "3x3 --komi 1.5 --value 1" "3x3 --komi x" "3x3 --value 10" "3x3 --komi 1.5 --tt-file t" "9x9 --komi 1.5"; do
  out=$("$yomi" go campaign $bad 2>&1); rc=$?
  [ $rc = 2 ] && [ "$(wc -l <<<"$out")" = 1 ] || { echo "FAIL bad input '$bad': exit $rc: $out"; fail=1; }
done
[ $fail = 0 ] && echo "1 passed, 0 failed" || { echo "0 passed, 1 failed"; exit 1; }
