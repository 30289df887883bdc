#!/usr/bin/env bash
# yomi go campaign on the boards whose single searches take a minute or more (docs/RESULTS.md):
# 2x7 = 14, 3x5 = 15, 4x4 = 2, with two jobs, and the values recombined from the records.
set -u
yomi=$1
fail=0
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
for bv in 2x7:14 3x5:15 4x4:2 3x4:4 2x5:10 1x8:3 1x9:0 1x10:1; do
  b=${bv%%:*} v=${bv##*:}
  out=$("$yomi" go campaign "$b" --value "$v" --tt-mb 512 --jobs 2 --records "$tmp/$b.jsonl" 2>&1)
  grep -q "^value: $v\$" <<<"$out" || { echo "FAIL $b --value $v: $out"; fail=1; }
  "$yomi" records check "$tmp/$b.jsonl" | grep -q "^$b: $v (proved" || { echo "FAIL records check $b"; fail=1; }
done
[ $fail = 0 ] && echo "1 passed, 0 failed" || { echo "0 passed, 1 failed"; exit 1; }
