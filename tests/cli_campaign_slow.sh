#!/usr/bin/env bash
# yomi go campaign on the boards whose single searches take a minute or more (docs/RESULTS.md):
# 4x4 = 2 (and smaller boards), with two jobs, and the values recombined from the records. (2x7 and
# 3x5 run under MPI with one and three ranks in cli_campaign_mpi_slow.)
set -u
yomi=$1
fail=0
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
# 4x4 runs with the rules before the region solver, whose local searches double its time
# (docs/RESULTS.md records its value with every rule); the others with every rule.
for bv in 4x4:2:old 3x4:4 2x5:10 1x8:3 1x9:0 1x10:1; do
  IFS=: read -r b v old <<<"$bv"
  rules=${old:+--static-rules area,pure,pass}
  # shellcheck disable=SC2086
  out=$("$yomi" go campaign "$b" --value "$v" --tt-mb 512 --jobs 2 $rules --records "$tmp/$b.jsonl" 2>&1)
  grep -q "^value: $v\$" <<<"$out" || { echo "FAIL $b --value $v: $out"; fail=1; }
  "$yomi" records check "$tmp/$b.jsonl" | grep -q "^$b: $v (proved" || { echo "FAIL records check $b"; fail=1; }
done
[ $fail = 0 ] && echo "1 passed, 0 failed" || { echo "0 passed, 1 failed"; exit 1; }
