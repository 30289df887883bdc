#!/usr/bin/env bash
# yomi shogi estimate: the result is identical for 1 and 3 threads, and after SIGKILL + resume from
# a checkpoint; bad options are refused with exit 2.
set -u
yomi=$1
fail() { echo "FAIL: $*"; echo "0 passed, 1 failed"; exit 1; }
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
strip() { grep -v -e '^time:' -e '^variant:' "$1"; }

"$yomi" shogi estimate --variant minishogi --samples 6000 --seed 5 --threads 1 > "$tmp/t1" || fail "1 thread"
"$yomi" shogi estimate --variant minishogi --samples 6000 --seed 5 --threads 3 > "$tmp/t3" || fail "3 threads"
grep -q '^estimate: ' "$tmp/t1" || fail "no estimate line"
diff <(strip "$tmp/t1") <(strip "$tmp/t3") || fail "1 and 3 threads differ"
"$yomi" shogi estimate --variant shogi --samples 3000 --seed 5 --threads 2 --json > "$tmp/j" || fail "json"
grep -q '"estimate": ' "$tmp/j" && grep -q '"ci_low": ' "$tmp/j" && grep -q '"accepted": ' "$tmp/j" || fail "json fields"
grep -q '"ci_method": "normal"' "$tmp/j" || fail "json: the interval's method"
# Few samples (p = 0): the exact Clopper-Pearson bounds, never [0, 0], and the method named.
"$yomi" shogi estimate --variant shogi --samples 20 --seed 1 --json > "$tmp/j20" || fail "20 samples"
grep -q '"ci_low": 0, "ci_high": [1-9][^,]*e+70, "ci_method": "clopper-pearson"' "$tmp/j20" || fail "20 samples json: $(cat "$tmp/j20")"
"$yomi" shogi estimate --variant shogi --samples 20 --seed 1 > "$tmp/t20" || fail "20 samples text"
grep -q '^estimate: 0.0000e+00   3-sigma interval \[0.0000e+00, [1-9].*e+70\] (Clopper-Pearson)$' "$tmp/t20" || fail "20 samples text: $(cat "$tmp/t20")"
"$yomi" shogi estimate --variant minishogi --samples 2000 --seed 1 --reach-fraction 0.5 --json > "$tmp/j2" || fail "two-phase"
grep -q '"ci_method": "normal (phase 1) and clopper-pearson (phase 2)' "$tmp/j2" || fail "two-phase method: $(cat "$tmp/j2")"
"$yomi" shogi estimate --variant shogi --samples 20 --seed 1 --reach-fraction 0.5 --json > "$tmp/j3" || fail "two-phase, 20 samples"
grep -q '"ci_low": 0, "ci_high": [1-9][^,]*e+70, "ci_method": "clopper-pearson (both phases)' "$tmp/j3" || fail "two-phase few: $(cat "$tmp/j3")"

# Kill with SIGKILL again and again while it runs, resuming each time; the end result must equal
# the uninterrupted run.
n=40000
t0=$(date +%s%N)
"$yomi" shogi estimate --variant minishogi --samples $n --seed 9 --threads 2 > "$tmp/whole" || fail "whole run"
# kill after a quarter of the whole run's wall time (20 to 300 ms), so that even a fast machine
# kills it mid-way
nap=$(awk -v ns=$(($(date +%s%N) - t0)) 'BEGIN { s = ns / 4e9; if (s < 0.02) s = 0.02; if (s > 0.3) s = 0.3; printf "%.3f", s }')
ck="$tmp/ck"; kills=0
for i in $(seq 1 60); do
  "$yomi" shogi estimate --variant minishogi --samples $n --seed 9 --threads 2 --checkpoint "$ck" \
      --checkpoint-every 0 > "$tmp/resumed" 2>/dev/null &
  pid=$!
  sleep "$nap"
  if kill -9 $pid 2>/dev/null; then kills=$((kills + 1)); fi
  wait $pid 2>/dev/null && break
done
# One last run to be sure it completes (a no-op if the loop's last run finished).
"$yomi" shogi estimate --variant minishogi --samples $n --seed 9 --threads 1 --checkpoint "$ck" > "$tmp/resumed" \
  || fail "final resume"
[ "$kills" -gt 0 ] || fail "the run was never killed mid-way"
diff <(strip "$tmp/whole") <(strip "$tmp/resumed") || fail "resumed run differs from the uninterrupted one"
echo "killed $kills times; resumed result identical"

# A checkpoint of another run is refused.
"$yomi" shogi estimate --variant minishogi --samples 999 --seed 9 --checkpoint "$ck" > /dev/null 2>&1
[ $? -eq 2 ] || fail "foreign checkpoint accepted"
# Bad options.
for args in "--samples 0" "--samples abc" "--threads 0" "--variant chess" "--bogus"; do
  "$yomi" shogi estimate $args > /dev/null 2> "$tmp/err"
  [ $? -eq 2 ] || fail "'$args' did not exit 2"
  [ "$(wc -l < "$tmp/err")" -eq 1 ] || fail "'$args' did not print one error line"
done
echo "1 passed, 0 failed"
