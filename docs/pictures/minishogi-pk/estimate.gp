# Draws estimate.dat (yomi shogi estimate --plot): the estimate and its 3-sigma band against n.
reset
set terminal svg size 720,440 enhanced font 'Helvetica,12' background rgb 'white'
set output 'estimate.svg'
set title "Mini Shogi, population P_K, seed 1: the estimate and its 3-sigma interval"
set xlabel 'samples n'
set ylabel 'canonical reachable positions'
set logscale x
set format x '10^{%L}'
set grid
set key top right
final = 2.3771147e+18
plot 'estimate.dat' using 1:3:4 with filledcurves fc rgb '#a8c8f0' fs solid 0.6 noborder title '3-sigma interval', \
     '' using 1:2 with lines lw 2 lc rgb '#1f3f99' title 'estimate', \
     final with lines dt 2 lc rgb '#555555' title sprintf('final: %.4e', final)
