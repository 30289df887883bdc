#!/usr/bin/env bash
# Train the learned prior's move patterns (docs/go-prior.md, "Move patterns"): count, in the
# searches of six seeded 5x5 suites after Black's C3 at komi 24.5, how often each move pattern was
# the move a proved win took and how often a move proved lost beside it, then fit the patterns'
# numbers into a copy of the weights file (its other weights and powers kept).
#
#   bash scripts/train_patterns.sh YOMI WEIGHTS OUT [STRENGTH]
#
# The searches run the weights of WEIGHTS without its pattern lines, so the counts (and OUT) depend
# on WEIGHTS's other lines and the build alone, never on the patterns being replaced. Serial and
# seeded: the same build and file give the same OUT. About 10 CPU minutes.
set -euo pipefail
if [ $# -lt 3 ]; then
  echo "usage: bash scripts/train_patterns.sh YOMI WEIGHTS OUT [STRENGTH]" >&2
  exit 2
fi
yomi=$1 weights=$2 out=$3 strength=${4:-1}
work=$out.work # beside OUT, so that the command OUT's header records names no temporary path
rm -rf "$work"
mkdir -p "$work"
trap 'rm -rf "$work"' EXIT
grep -v '^pattern ' "$weights" > "$work/plain.txt"
counts=()
suite() { # SEED MIN MAX
  "$yomi" go suite 5x5 --komi 24.5 --after C3 --seed "$1" --min-plies "$2" --max-plies "$3" --count 6 \
    --node-limit 1000000 --tt-mb 512 --prior-file "$work/plain.txt" --count-patterns "$work/c$1.txt" >/dev/null
  counts+=("$work/c$1.txt")
}
for s in 11 12 13 14; do suite "$s" 8 9; done
for s in 21 22; do suite "$s" 5 6; done
list=$(IFS=,; echo "${counts[*]}")
"$yomi" go prior-train --weights "$weights" --patterns "$list" --pattern-strength "$strength" --out "$out"
