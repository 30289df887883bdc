#!/usr/bin/env bash
# yomi go campaign on the boards whose single searches take a minute or more (docs/RESULTS.md):
# 2x7 = 14, 3x5 = 15, 4x4 = 2 (and smaller boards), with two jobs, and the values recombined from
# the records.
set -u
yomi=$1
fail=0
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
# The three larger boards run with the rules before the region solver, whose local searches double
# their time (docs/RESULTS.md records their values with every rule); the others with every rule.
for bv in 2x7:14:old 3x5:15:old 4x4:2:old 3x4:4 2x5:10 1x8:3 1x9:0 1x10:1; do
  IFS=: read -r b v old <<<"$bv"
  rules=${old:+--static-rules area,pure,pass}
  # shellcheck disable=SC2086
  out=$("$yomi" go campaign "$b" --value "$v" --tt-mb 512 --jobs 2 $rules --records "$tmp/$b.jsonl" 2>&1)
  grep -q "^value: $v\$" <<<"$out" || { echo "FAIL $b --value $v: $out"; fail=1; }
  "$yomi" records check "$tmp/$b.jsonl" | grep -q "^$b: $v (proved" || { echo "FAIL records check $b"; fail=1; }
done
[ $fail = 0 ] && echo "1 passed, 0 failed" || { echo "0 passed, 1 failed"; exit 1; }
