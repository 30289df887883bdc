# Per-position expansions of two solver configurations (seed 000, Figure 4): one point per position
# of the suite, configuration A across, B up, both logarithmic; below the diagonal B expands fewer.
# Usage: gnuplot -c expansions.gp DATA OUT.svg "A's name" "B's name" GEOMEAN; DATA as
# scripts/plot_expansions.sh writes it: "board moves komi winner expansions_a expansions_b".
reset
data = ARG1
set terminal svg size 620,560 enhanced font 'Helvetica,12' background rgb 'white'
set output ARG2
set title sprintf("expansions per position: %s against %s\ngeometric mean of B / A: %s", ARG4, ARG3, ARG5) noenhanced
set xlabel sprintf('A: %s', ARG3) noenhanced
set ylabel sprintf('B: %s', ARG4) noenhanced
set logscale xy
set format x '10^{%L}'
set format y '10^{%L}'
set size square
set grid
set key top left
plot data using 5:6 with points pt 7 ps 0.8 lc rgb '#1f3f99' title 'a position of the suite', \
     x with lines dt 2 lc rgb '#a31515' title 'B = A'
