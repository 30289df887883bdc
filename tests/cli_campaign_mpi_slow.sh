#!/usr/bin/env bash
# yomi go campaign on the larger boards of the issue (2x7 = 14 and 3x5 = 15 under 1 and 3 ranks,
# 4x4 = 2 under 2): each value equals the single searches' (docs/RESULTS.md), whatever the number of
# ranks (4x4 under one rank, with two threads: cli_campaign_slow); then a 4x4 campaign under 2 ranks killed with kill -9 once some runs are recorded and
# resumed under 3 ranks proves the same winner from its records. (The small boards: cli_campaign_mpi,
# cli_campaign_resume.)
set -u
yomi=$1
fail=0
command -v mpirun > /dev/null || { echo "FAIL: mpirun not found (scripts/deps.sh installs openmpi-bin)"; exit 1; }
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 OMPI_MCA_rmaps_base_oversubscribe=1
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
# The campaign machinery is what is tested here, so these boards run with the three rules before the
# region solver, whose local searches take about twice the time on 4x4 (docs/RESULTS.md); the small
# boards of cli_campaign_mpi run with every rule.
rules="--static-rules area,pure,pass"
for bvk in 2x7:14:1,3 3x5:15:1,3 4x4:2:2; do
  IFS=: read -r b v ranks <<<"$bvk"
  for k in ${ranks//,/ }; do
    out=$(mpirun --oversubscribe -n $k "$yomi" go campaign "$b" --value "$v" --tt-mb 256 $rules \
      --records "$tmp/$b-$k.jsonl" 2>&1)
    grep -q "^value: $v\$" <<<"$out" || { echo "FAIL $b --value $v, $k ranks: $out"; fail=1; }
    "$yomi" records check "$tmp/$b-$k.jsonl" | grep -q "^$b: $v (proved" || { echo "FAIL records check $b, $k ranks"; fail=1; }
  done
done
# kill -9 part-way under 2 ranks, resume under 3
rec=$tmp/k.jsonl
mpirun --oversubscribe -n 2 "$yomi" go campaign 4x4 --komi 2.5 --split-depth 2 --tt-mb 256 $rules --records "$rec" \
  > "$tmp/out1" 2>&1 &
pid=$!
for _ in $(seq 1 15000); do # up to 300 s on a loaded machine
  [ "$(grep -c '"kind": "subproblem"' "$rec" 2> /dev/null)" -ge 3 ] 2> /dev/null && break
  kill -0 $pid 2> /dev/null || break
  sleep 0.02
done
kill -9 $pid 2> /dev/null
pkill -9 -f "go campaign 4x4 --komi 2.5 --split-depth 2 --tt-mb 256 $rules --records $rec" 2> /dev/null
wait $pid 2> /dev/null
if grep -q '"kind": "campaign"' "$rec"; then
  echo "FAIL: the campaign ended before the kill"; fail=1
else
  out=$(mpirun --oversubscribe -n 3 "$yomi" go campaign 4x4 --komi 2.5 --split-depth 2 --tt-mb 256 $rules \
    --records "$rec" 2>&1)
  grep -q "^result: white wins" <<<"$out" || { echo "FAIL resumed 4x4 under 3 ranks: $out"; fail=1; }
  grep -qE "^runs: [0-9]+ here, [1-9][0-9]* subproblems? from the records" <<<"$out" ||
    { echo "FAIL nothing resumed: $out"; fail=1; }
fi
[ $fail = 0 ] && echo "1 passed, 0 failed" || { echo "0 passed, 1 failed"; exit 1; }
