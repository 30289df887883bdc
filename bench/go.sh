#!/usr/bin/env bash
# bench/go.sh: speed of the Go rules (random legal games per second on 5x5 with the 64-point board
# and on 9x9 with the 19x19-width board) and the oracle's time for the empty 2x3 board.
# Figures go to docs/RESULTS.md with the date and machine.
set -euo pipefail
yomi=${1:-./build/yomi}
echo "### playouts 5x5: $yomi go playouts 5x5 --games 20000"
"$yomi" go playouts 5x5 --games 20000
echo "### playouts 9x9: $yomi go playouts 9x9 --games 2000"
"$yomi" go playouts 9x9 --games 2000
for size in 1x6 2x3; do
  echo "### oracle $size: $yomi go value $size --oracle"
  "$yomi" go value "$size" --oracle
done
