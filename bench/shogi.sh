#!/usr/bin/env bash
# Shogi rules core bench: perft nodes/s from both start positions and Prev_1 calls/s. The perft totals
# are the signature: Shogi depth 6 must be 547581517 (published); Mini Shogi depth 7 has no published
# count (yomi's own, 132680617, for comparing builds). Figures go to docs/RESULTS.md.
set -euo pipefail
yomi=${1:-./build/yomi}

perft() { # variant depth expected; prints wall-clock and CPU (user) rates: the CPU one is steadier on a busy machine
  local out times nodes
  TIMEFORMAT='%R %U'
  { times=$( { time "$yomi" shogi perft "$2" --variant "$1" >/tmp/yomi-bench-perft.$$ 2>/dev/null; } 2>&1 ); }
  out=$(cat /tmp/yomi-bench-perft.$$)
  rm -f /tmp/yomi-bench-perft.$$
  nodes=${out#nodes: }
  awk -v v="$1" -v d="$2" -v n="$nodes" -v e="$3" -v t="$times" 'BEGIN {
    split(t, a, " ");
    printf "perft %-9s depth %d: %s nodes  wall %.2f s  %.1f M nodes/s  cpu %.2f s  %.1f M nodes/s  %s\n", v, d, n,
      a[1], n / a[1] / 1e6, a[2], n / a[2] / 1e6, (n == e ? "ok" : "MISMATCH (expected " e ")") }'
  [ "$nodes" = "$3" ]
}

perft shogi 6 547581517
perft minishogi 7 132680617
for v in shogi minishogi; do
  for mode in "" "--scatter"; do
    "$yomi" shogi prev-bench --variant "$v" --positions 10000 --seed 1 $mode --seconds 2
  done
done
