#!/usr/bin/env bash
# The linear-board proofs the learned prior is judged on besides the suites (docs/RESULTS.md,
# "Learned prior, second version"): 1x8..1x11 at the komi each side wins by (Black at value - 0.5,
# White at value + 0.5) and 1x13 Black at -0.5, one thread, 512 MiB. Prints one line per
# configuration: the expansions of each proof and their geometric mean.
# Usage: linear.sh YOMI -- "CONFIG A" "CONFIG B" ...   (a config is a list of solver options)
set -u
yomi=$1
shift
[ "${1:-}" = "--" ] && shift
[ $# -eq 0 ] && set -- "--prior none"
probs="1x8:2.5 1x8:3.5 1x9:-0.5 1x9:0.5 1x10:0.5 1x10:1.5 1x11:1.5 1x11:2.5 1x13:-0.5"
printf "| config |"
for p in $probs; do printf " %s %s |" "${p%%:*}" "${p#*:}"; done
printf " geometric mean |\n| --- |"
for p in $probs; do printf " ---: |"; done
printf " ---: |\n"
for c in "$@"; do
  printf "| %s |" "$c"
  logsum=0
  for p in $probs; do
    # shellcheck disable=SC2086
    e=$("$yomi" go solve "${p%%:*}" --komi "${p#*:}" --tt-mb 512 $c | awk '/^expansions:/{print $2}')
    [ -z "$e" ] && { echo "FAIL: yomi go solve ${p%%:*} --komi ${p#*:} $c"; exit 1; }
    logsum=$(awk -v a="$logsum" -v e="$e" 'BEGIN{print a + log(e)}')
    printf " %s |" "$e"
  done
  printf " %.0f |\n" "$(awk -v a="$logsum" 'BEGIN{print exp(a/9)}')"
done
