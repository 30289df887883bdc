#!/usr/bin/env bash
# The Go solver's seeded benchmark suites (yomi go suite: position i is a pure function of the
# suite's seed and i; each position is proved serially on a fresh table under a node limit), after
# Kharma & Schintke's Table 3: 4x5, two 5x5 suites after Black's C3, and 4x6 at a Black and a White
# komi. Prints each suite's geometric mean of expansions for each configuration given, and their
# ratio to the first one. Usage: suites.sh YOMI [short|full] -- "CONFIG A" "CONFIG B" ...
# (a config is a list of solver options, e.g. "--prior none" "--prior learned").
# short (make bench): 6 positions per suite, node limit 10^6; full: 12 positions, 10^7.
set -u
yomi=$1
mode=${2:-short}
shift 2
[ "${1:-}" = "--" ] && shift
[ $# -eq 0 ] && set -- "--prior none" "--prior eye" "--prior learned"
if [ "$mode" = full ]; then count=12 limit=10000000; else count=6 limit=1000000; fi
here=$(cd "$(dirname "$0")/.." && pwd)
mapfile -t suites < <(grep -v "^#" "$here/bench/suites.txt")
printf "| suite |"
for c in "$@"; do printf " %s |" "$c"; done
printf "\n| --- |"
for c in "$@"; do printf " ---: |"; done
printf "\n"
declare -A logsum
for s in "${suites[@]}"; do
  printf "| %s |" "$s"
  first=
  for c in "$@"; do
    # shellcheck disable=SC2086
    g=$("$yomi" go suite $s --count $count --node-limit $limit --tt-mb 256 $c | awk '/^geomean/{print $2}')
    [ -z "$g" ] && { echo "FAIL: yomi go suite $s $c"; exit 1; }
    [ -z "$first" ] && first=$g
    logsum[$c]=$(awk -v a="${logsum[$c]:-0}" -v g="$g" 'BEGIN{print a + log(g)}')
    printf " %s (%s) |" "$g" "$(awk -v a="$first" -v b="$g" 'BEGIN{printf "%.2f", b/a}')"
  done
  printf "\n"
done
printf "| geometric mean of the suites |"
for c in "$@"; do printf " %.0f |" "$(awk -v a="${logsum[$c]}" -v n=${#suites[@]} 'BEGIN{print exp(a/n)}')"; done
printf "\n"
