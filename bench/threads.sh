#!/usr/bin/env bash
# Parallel scaling: df-pn (Kill-All 4x4, minimum stones: a Defender proof and an Attacker proof) and
# the Shogi state-space estimator, in 1, 2, 4, ... threads up to the machine's cores (at most 16;
# YOMI_THREADS="1 4" overrides the list, YOMI_SAMPLES the estimator's sample size). The proved value
# and the estimate must not depend on the thread count: the script fails if they do. Expansions vary
# with the threads (the threads' trees differ); seconds are wall-clock.
set -euo pipefail
yomi=$1 # may be a command with arguments: split on purpose below
list=${YOMI_THREADS:-}
if [ -z "$list" ]; then
  n=$(nproc) list=1 t=2
  while [ $t -le "$n" ] && [ $t -le 16 ]; do list="$list $t" t=$((t * 2)); done
fi
samples=${YOMI_SAMPLES:-400000}
first_min= first_est=
echo "### yomi killall solve 4x4 --min-stones --tt-mb 2048 --threads T"
for t in $list; do
  out=$($yomi killall solve 4x4 --min-stones --tt-mb 2048 --threads "$t")
  min=$(grep '^minimum:' <<<"$out")
  echo "threads $t: $min"
  [ -z "$first_min" ] && first_min=${min%% (*}
  [ "${min%% (*}" = "$first_min" ] || { echo "FAIL: the value changed with $t threads"; exit 1; }
done
for v in shogi minishogi; do
  echo "### yomi shogi estimate --variant $v --samples $samples --threads T"
  first_est=
  for t in $list; do
    out=$($yomi shogi estimate --variant "$v" --samples "$samples" --threads "$t")
    est=$(grep '^estimate:' <<<"$out")
    echo "threads $t: $est; $(grep -o 'time: [0-9.]* s wall, [0-9]* samples/s' <<<"$out")"
    [ -z "$first_est" ] && first_est=$est
    [ "$est" = "$first_est" ] || { echo "FAIL: the estimate changed with $t threads"; exit 1; }
  done
done
