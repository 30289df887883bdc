#!/usr/bin/env bash
# Parallel df-pn on Go proofs: expansions and wall seconds in 1, 2, 4, ... threads up to the
# machine's cores (at most 16; YOMI_THREADS="1 4" overrides the list), with each thread's own
# threshold offset (the default --thread-epsilon) and without it (--thread-epsilon 0), then the
# seeded suites (bench/suites.sh short) in the same thread counts. A proof's value must not depend
# on the thread count or the offset: the script fails if it does. Free threads: the counts vary
# from run to run, so YOMI_REPEAT=N runs each row of 2 threads or more N times (default 1) for
# their spread. Usage:
# dfpn_threads.sh YOMI [JOB ...] (a job is `go solve` arguments; default below).
set -euo pipefail
yomi=$1
shift
here=$(cd "$(dirname "$0")/.." && pwd)
list=${YOMI_THREADS:-}
if [ -z "$list" ]; then
  n=$(nproc) list=1 t=2
  while [ $t -le "$n" ] && [ $t -le 16 ]; do list="$list $t" t=$((t * 2)); done
fi
[ $# -eq 0 ] && set -- "1x13 --komi -0.5 --tt-mb 512" "4x4 --komi 2.5 --tt-mb 1024" \
  "5x5 --komi 24.5 --moves C3,B4,D2,C4,C2 --tt-mb 2048"
repeat=${YOMI_REPEAT:-1}
[[ "$repeat" =~ ^[1-9][0-9]*$ ]] || { echo "dfpn_threads.sh: YOMI_REPEAT must be a positive count, not '$repeat'" >&2; exit 2; }
now() { date +%s.%N; }
for job in "$@"; do
  echo "### yomi go solve $job --threads T [--thread-epsilon 0]"
  echo "| threads | offset | run | result | expansions | wall s |"
  echo "| ---: | --- | ---: | --- | ---: | ---: |"
  first=
  for t in $list; do
    for eps in default 0; do
      [ "$t" = 1 ] && [ "$eps" = 0 ] && continue # one thread has no offset
      extra=
      [ "$eps" = 0 ] && extra="--thread-epsilon 0"
      runs=$repeat
      [ "$t" = 1 ] && runs=1 # one thread's counts never vary
      for run in $(seq "$runs"); do
        t0=$(now)
        # shellcheck disable=SC2086
        out=$("$yomi" go solve $job --threads "$t" $extra)
        t1=$(now)
        res=$(awk '/^result:/{print $2, $3}' <<<"$out")
        exp=$(awk '/^expansions:/{print $2}' <<<"$out")
        printf "| %s | %s | %s | %s | %s | %.2f |\n" "$t" "$eps" "$run" "$res" "$exp" \
          "$(awk -v a="$t0" -v b="$t1" 'BEGIN{print b - a}')"
        [ -z "$first" ] && first=$res
        [ "$res" = "$first" ] || { echo "FAIL: the value changed with $t threads ($eps)"; exit 1; }
      done
    done
  done
done
configs=()
for t in $list; do configs+=("--threads $t"); done
[ "$t" != 1 ] && configs+=("--threads $t --thread-epsilon 0")
echo "### bench/suites.sh short, geometric means of expansions (ratio to one thread)"
t0=$(now)
bash "$here/bench/suites.sh" "$yomi" short -- "${configs[@]}"
echo "suites: $(awk -v a="$t0" -v b="$(now)" 'BEGIN{printf "%.1f", b - a}') s wall in all"
