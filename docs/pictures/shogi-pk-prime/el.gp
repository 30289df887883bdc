# Draws el.dat (yomi shogi estimate --plot): E (expanded) against L (path length), the seed's
# Figures 17 and 18; a point per distinct (L, E), coloured by how many samples share it.
reset
set terminal svg size 720,440 enhanced font 'Helvetica,12' background rgb 'white'
set output 'el.svg'
set title "Shogi, population P_K', seed 1: E against L over 64333 reachable samples"
set xlabel 'L (positions on the path found)'
set ylabel 'E (positions expanded)'
set grid
set key bottom right
set logscale xy
set logscale cb
set cblabel 'samples'
set palette defined (0 '#9ecae1', 1 '#08306b')
plot 'el.dat' using 1:2:3 with points pt 7 ps 0.5 lc palette title 'samples at (L, E)', \
     x with lines dt 2 lc rgb '#a31515' title 'E = L'
