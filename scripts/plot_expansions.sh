#!/usr/bin/env bash
# Per-position expansions of two Go solver configurations (seed 000, Figure 4) on a fixed suite, with
# the geometric mean of their ratio.
#   plot_expansions.sh YOMI OUTDIR [A_OPTIONS [B_OPTIONS]]
# A and B are `yomi go solve` options (default: "--static-rules all" against "--static-rules none",
# the static rules of docs/go-static.md on and off). The suite: on 1x7, 1x8, 2x4, 2x5, 3x3 and 3x4, at
# komi = the board's value - 0.5 and + 0.5 (where that is below the area), the empty board and every
# first move (`--moves P`): 90 positions, a minute on one core (PLOT_SUITE="BOARD VALUE ..." replaces
# the boards). Both configurations must agree on every winner (else it fails). Writes OUTDIR/expansions.dat ("board moves komi winner expansions_a
# expansions_b"), prints the geometric mean of B / A, and draws OUTDIR/expansions.svg with gnuplot
# (scripts/plot/expansions.gp) when it is installed.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
yomi=$1 out=$2 a=${3:---static-rules all} b=${4:---static-rules none}
mkdir -p "$out"
dat="$out/expansions.dat"
cols=ABCDEFGHJKLMNOPQRST
solve() { # board komi moves options...: "winner expansions"
  local board=$1 komi=$2 moves=$3
  shift 3
  "$yomi" go solve "$board" --komi="$komi" --tt-mb 64 ${moves:+--moves "$moves"} "$@" |
    awk '/^result:/ { w = $2 } /^expansions:/ { e = $2 } END { print w, e }'
}
{
  echo "# yomi go solve per position: A = $a, B = $b"
  echo "# board moves komi winner expansions_a expansions_b"
} >"$dat"
set -- ${PLOT_SUITE:-1x7 2 1x8 3 2x4 8 2x5 10 3x3 9 3x4 4}
while [ $# -ge 2 ]; do
  board=$1 value=$2 rows=${1%x*} ncols=${1#*x}
  shift 2
  moves="-"
  for r in $(seq 1 "$rows"); do for c in $(seq 0 $((ncols - 1))); do moves="$moves ${cols:$c:1}$r"; done; done
  for komi in $(awk -v v="$value" -v n=$((rows * ncols)) 'BEGIN { print v - 0.5; if (v + 0.5 < n) print v + 0.5 }'); do
    for m in $moves; do
      [ "$m" = - ] && mv="" || mv=$m
      read -r wa ea <<<"$(solve "$board" "$komi" "$mv" $a)"
      read -r wb eb <<<"$(solve "$board" "$komi" "$mv" $b)"
      [ "$wa" = "$wb" ] || { echo "FAIL: $board $m komi $komi: $wa with A, $wb with B" >&2; exit 1; }
      echo "$board $m $komi $wa $ea $eb" >>"$dat"
    done
  done
done
geo=$(awk '!/^#/ && $5 > 0 && $6 > 0 { s += log($6 / $5); n++ } END { printf "%.3f", exp(s / n) }' "$dat")
echo "data: $dat ($(grep -vc '^#' "$dat") positions); geometric mean of B / A: $geo"
if command -v gnuplot >/dev/null; then
  gnuplot -c "$here/plot/expansions.gp" "$dat" "$out/expansions.svg" "$a" "$b" "$geo"
  echo "plot: $out/expansions.svg"
else
  echo "gnuplot is not installed (scripts/deps.sh installs gnuplot-nox): $out/expansions.svg not drawn"
fi
