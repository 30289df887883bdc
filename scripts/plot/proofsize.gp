# The size of yomi's own Go proofs against the board's area (seed 000, Figure 6).
# Usage: gnuplot -c proofsize.gp DATA OUT.svg, DATA as scripts/plot_proofsize.sh writes it: a line per
# proof "board rows cols area komi winner expansions seconds" ('#' lines are comments).
reset
data = ARG1
set terminal svg size 760,480 enhanced font 'Helvetica,12' background rgb 'white'
set output ARG2
set title "yomi go solve: expansions of each proof against the board's area"
set xlabel 'board area (points)'
set ylabel 'expansions (positions expanded by df-pn)'
set logscale y
set format y '10^{%L}'
set xrange [0:*]
set yrange [0.5:*]
set offsets 0, 1, 0, 0
set xtics 1
set grid
set key top left
plot data using 4:(strcol(6) eq 'black' ? $7 : NaN) with points pt 7 ps 1.3 lc rgb '#222222' \
       title 'Black wins (komi: the value - 0.5)', \
     data using 4:(strcol(6) eq 'white' ? $7 : NaN) with points pt 6 ps 1.3 lw 1.5 lc rgb '#a31515' \
       title 'White wins (komi: the value + 0.5)', \
     data using 4:(strcol(6) eq 'black' ? $7 : NaN):1 with labels offset 0,-1.1 font ',9' notitle
