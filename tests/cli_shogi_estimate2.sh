#!/usr/bin/env bash
# yomi shogi estimate, two-phase design on P_K' (--population pk-prime, --reach-fraction): the result
# is identical for 1 and 3 threads and after SIGKILL + resume from a checkpoint; the seed's design is
# untouched by the new options' defaults; bad values are refused with exit 2.
set -u
yomi=$1
fail() { echo "FAIL: $*"; echo "0 passed, 1 failed"; exit 1; }
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
strip() { grep -v -e '^time:' -e '^variant:' "$1"; }
new="--population pk-prime --reach-fraction 0.2"

"$yomi" shogi estimate --variant minishogi --samples 6000 --seed 5 $new --threads 1 > "$tmp/t1" || fail "1 thread"
"$yomi" shogi estimate --variant minishogi --samples 6000 --seed 5 $new --threads 3 > "$tmp/t3" || fail "3 threads"
grep -q '^phase 2 (reverse search, F = 0.2): ' "$tmp/t1" || fail "no phase 2 line"
grep -q "^population: pk-prime   |P_K'| = 12874031393035140270" "$tmp/t1" || fail "no population line"
diff <(strip "$tmp/t1") <(strip "$tmp/t3") || fail "1 and 3 threads differ"
"$yomi" shogi estimate --variant shogi --samples 3000 --seed 5 --population pk-prime --threads 2 --json \
  > "$tmp/j" || fail "json"
for k in estimate ci_low ci_high p1 q2 q2_low q2_high phase1_survivors phase2_searched; do
  grep -q "\"$k\": " "$tmp/j" || fail "json field $k"
done
grep -q '"reach_fraction": 0.1' "$tmp/j" || fail "default F under pk-prime for shogi (3 / 3000)^(1/3)"
# The seed's design: --population pk --reach-fraction 1 is the default run, byte for byte.
"$yomi" shogi estimate --variant minishogi --samples 3000 --seed 5 > "$tmp/d0" || fail "default"
"$yomi" shogi estimate --variant minishogi --samples 3000 --seed 5 --population pk --reach-fraction 1 \
  > "$tmp/d1" || fail "pk F=1"
diff <(strip "$tmp/d0") <(strip "$tmp/d1") || fail "pk with F = 1 is not the default run"
grep -q '^reachable and canonical: ' "$tmp/d0" || fail "the seed's design lost its lines"

# Kill with SIGKILL again and again while it runs, resuming each time.
n=60000
args="--variant minishogi --samples $n --seed 9 --threads 2 $new"
t0=$(date +%s%N)
"$yomi" shogi estimate $args > "$tmp/whole" || fail "whole run"
# kill after a quarter of the whole run's wall time (20 to 300 ms), so that even a fast machine
# kills it mid-way
nap=$(awk -v ns=$(($(date +%s%N) - t0)) 'BEGIN { s = ns / 4e9; if (s < 0.02) s = 0.02; if (s > 0.3) s = 0.3; printf "%.3f", s }')
ck="$tmp/ck"; kills=0
for i in $(seq 1 60); do
  "$yomi" shogi estimate $args --checkpoint "$ck" --checkpoint-every 0 > "$tmp/resumed" 2>/dev/null &
  pid=$!
  sleep "$nap"
  if kill -9 $pid 2>/dev/null; then kills=$((kills + 1)); fi
  wait $pid 2>/dev/null && break
done
"$yomi" shogi estimate $args --checkpoint "$ck" > "$tmp/resumed" || fail "final resume"
[ "$kills" -gt 0 ] || fail "the run was never killed mid-way"
diff <(strip "$tmp/whole") <(strip "$tmp/resumed") || fail "resumed run differs from the uninterrupted one"
grep -q '^unsearched ' "$ck" || fail "checkpoint without the unsearched count"
# The checkpoint names its design: the seed's design refuses it.
"$yomi" shogi estimate --variant minishogi --samples $n --seed 9 --checkpoint "$ck" > /dev/null 2>&1
[ $? -eq 2 ] || fail "checkpoint of the two-phase design accepted by the seed's"
echo "killed $kills times; resumed result identical"

for bad in "--population pq" "--reach-fraction 2" "--reach-fraction -0.5" "--reach-fraction x"; do
  "$yomi" shogi estimate --variant minishogi --samples 10 $bad > /dev/null 2> "$tmp/err"
  [ $? -eq 2 ] || fail "'$bad' did not exit 2"
  [ "$(wc -l < "$tmp/err")" -eq 1 ] || fail "'$bad' did not print one error line"
done
echo "1 passed, 0 failed"
