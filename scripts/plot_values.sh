#!/usr/bin/env bash
# The values of empty Go boards under positional superko that yomi's records prove, drawn as the
# seed's Figure 1 (rows against columns, each cell proved, bounded or open):
#   plot_values.sh YOMI RECORDS OUTDIR
# runs `yomi go table --records RECORDS --json` (RECORDS: a records file or a folder such as
# results/), writes OUTDIR/values.dat ("rows cols status cell" per board with 4 to 30 points and at
# most 18 columns) and draws OUTDIR/values.svg with gnuplot (gnuplot-nox) when it is installed.
set -eu
yomi=$1
records=$2
out=$3
mkdir -p "$out"
"$yomi" go table --records "$records" --max-points 30 --json | python3 -c '
import json, sys
r = json.load(sys.stdin)
print("# rows cols status cell (yomi go table --records %s --json)" % r["params"]["records"])
for b in r["result"]["boards"]:
    if 4 <= b["rows"] * b["cols"] <= 30:
        print(b["rows"], b["cols"], b["status"], b["cell"] if b["status"] != "open" else "?")
' >"$out/values.dat"
echo "data: $out/values.dat ($(grep -vc '^#' "$out/values.dat") boards)"
command -v gnuplot >/dev/null || { echo "gnuplot is not installed: the plot was not drawn"; exit 0; }
gnuplot <<GP
set terminal svg size 900,330 font "sans,12"
set output "$out/values.svg"
set title "Values under positional superko proved by yomi's records (? open)"
set xrange [0.5:18.5]
set yrange [5.5:0.5]
set xtics 1,1,18 scale 0
set ytics 1,1,5 scale 0
set xlabel "columns"
set ylabel "rows"
unset key
set style fill solid 1.0 border rgb "#ffffff"
col(s) = s eq "proved" ? 0x9ecae1 : s eq "bound" ? 0xfdd49e : s eq "conflict" ? 0xfc9272 : 0xeeeeee
plot "$out/values.dat" using 2:1:(0.5):(0.5):(col(stringcolumn(3))) with boxxyerror lc rgb variable, \
  "" using 2:1:4 with labels font "sans,11"
GP
echo "plot: $out/values.svg"
