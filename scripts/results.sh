#!/usr/bin/env bash
# The campaigns behind the Go values of docs/RESULTS.md: one records file per board in results/
# (docs/campaigns.md). A campaign that finds its runs in its records file skips them, so this script
# resumes where it stopped. Usage: scripts/results.sh [YOMI] [BOARD...]   (default: every board below;
# the large ones take minutes to hours: run them with nice in the background).
set -u
yomi=${1:-build/yomi}
shift || true
# board value split-depth tt-mb
boards="
1x1 0 1 16
1x2 0 1 16
1x3 3 1 16
1x4 4 1 16
1x5 0 1 16
1x6 1 1 16
1x7 2 1 16
1x8 3 1 32
1x9 0 1 64
1x10 1 1 128
2x2 1 1 16
2x3 0 1 16
2x4 8 1 32
2x5 10 1 64
3x3 9 1 32
3x4 4 1 64
2x6 12 1 256
1x11 2 1 256
2x7 14 1 512
3x5 15 1 1024
4x4 2 1 1024
"
want="$*"
mkdir -p results
echo "$boards" | while read -r b v d mb; do
  [ -z "$b" ] && continue
  if [ -n "$want" ] && ! [[ " $want " == *" $b "* ]]; then continue; fi
  "$yomi" go campaign "$b" --value "$v" --split-depth "$d" --tt-mb "$mb" --records "results/go-$b.jsonl" \
    > "results/go-$b.txt" 2>&1 || echo "$b: campaign failed (exit $?)" >&2
  tail -1 "results/go-$b.txt"
done
