#!/usr/bin/env bash
# Per-position expansions of two solver configurations on the benchmark suites of bench/suites.sh
# (Kharma & Schintke's Figure 4: the learned prior against the eye-space prior): writes DIR/pairs.dat
# (suite, position, expansions with A, with B), prints the geometric mean of B/A, and draws
# DIR/figure4.svg with gnuplot when it is installed. Usage:
#   prior_figure4.sh YOMI DIR [short|full] [CONFIG_A] [CONFIG_B]
# defaults: A = "--prior eye", B = "--prior learned".
set -eu
yomi=$1
dir=$2
mode=${3:-short}
a=${4:---prior eye}
b=${5:---prior learned}
here=$(cd "$(dirname "$0")/.." && pwd)
mkdir -p "$dir"
mapfile -t suites < <(grep -v "^#" "$here/bench/suites.txt")
if [ "$mode" = full ]; then count=12 limit=10000000; else count=6 limit=1000000; fi
: >"$dir/pairs.dat"
echo "# suite position expansions($a) expansions($b)" >>"$dir/pairs.dat"
n=0
for s in "${suites[@]}"; do
  n=$((n + 1))
  # shellcheck disable=SC2086
  "$yomi" go suite $s --count $count --node-limit $limit --tt-mb 256 $a --json >"$dir/a.json"
  # shellcheck disable=SC2086
  "$yomi" go suite $s --count $count --node-limit $limit --tt-mb 256 $b --json >"$dir/b.json"
  python3 - "$dir/a.json" "$dir/b.json" "$n" >>"$dir/pairs.dat" <<'PY'
import json, sys
a = json.load(open(sys.argv[1]))["positions"]
b = json.load(open(sys.argv[2]))["positions"]
assert [p["moves"] for p in a] == [p["moves"] for p in b]
for i, (x, y) in enumerate(zip(a, b)):
    if x["winner"] != "unknown" and y["winner"] != "unknown":
        assert x["winner"] == y["winner"], (x, y)
    print(sys.argv[3], i, x["expansions"], y["expansions"])
PY
done
rm -f "$dir/a.json" "$dir/b.json"
awk '!/^#/{s += log($4 / $3); k++} END{printf "geometric mean of B/A over %d positions: %.3f\n", k, exp(s / k)}' "$dir/pairs.dat"
if command -v gnuplot >/dev/null; then
  gnuplot <<GP
set terminal svg size 520,480 font "sans,12"
set output "$dir/figure4.svg"
set logscale xy
set xlabel "expansions, $a"
set ylabel "expansions, $b"
set key top left
set size square
plot [1:1e8] [1:1e8] x title "equal" with lines lc rgb "#888888", \
  "$dir/pairs.dat" using 3:4 title "positions (node limit $limit)" with points pt 7 ps 0.6 lc rgb "#1f4e9c"
GP
  echo "plot: $dir/figure4.svg"
else
  echo "gnuplot is not installed: data only ($dir/pairs.dat)"
fi
