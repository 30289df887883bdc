#!/usr/bin/env bash
# scripts/certify.sh YOMI OUTDIR [BOARD...]: write and verify the proof certificates of the solved
# boards (docs/certificates.md), one Markdown row per certificate: nodes, bytes, xz-compressed
# bytes, seconds to solve and write, seconds to verify. Go at the komi on each side of the value
# (docs/RESULTS.md; a full-board win needs only Black's), Kill-All's two minimum-stone proofs. With
# BOARD names (e.g. g3x3 k4x4) only those. The RESULTS section "Proof certificates" is its output.
set -u
yomi=$1
out=$2
shift 2
only="$*"
mkdir -p "$out"
all=(
  "g1x3 go solve 1x3 --komi 2.5" "g1x4 go solve 1x4 --komi 3.5"
  "g1x5 go solve 1x5 --komi -0.5" "g1x5 go solve 1x5 --komi 0.5"
  "g1x6 go solve 1x6 --komi 0.5" "g1x6 go solve 1x6 --komi 1.5"
  "g1x7 go solve 1x7 --komi 1.5" "g1x7 go solve 1x7 --komi 2.5"
  "g1x8 go solve 1x8 --komi 2.5" "g1x8 go solve 1x8 --komi 3.5"
  "g2x2 go solve 2x2 --komi 0.5" "g2x2 go solve 2x2 --komi 1.5"
  "g2x3 go solve 2x3 --komi -0.5" "g2x3 go solve 2x3 --komi 0.5"
  "g2x4 go solve 2x4 --komi 7.5" "g3x3 go solve 3x3 --komi 8.5"
  "g3x4 go solve 3x4 --komi 3.5 --tt-mb 1024" "g3x4 go solve 3x4 --komi 4.5 --tt-mb 1024"
  "g3x5 go solve 3x5 --komi 14.5 --tt-mb 2048"
  "g4x4 go solve 4x4 --komi 1.5 --tt-mb 2048" "g4x4 go solve 4x4 --komi 2.5 --tt-mb 2048"
  "k4x4 killall solve 4x4 --tt-mb 2048" "k4x4 killall solve 4x4 --attacker-stones b3 --tt-mb 2048"
)
now() { date +%s.%N; }
echo "| certificate | command | winner | nodes | bytes | xz bytes | solve + write s | verify s |"
echo "| --- | --- | --- | ---: | ---: | ---: | ---: | ---: |"
for job in "${all[@]}"; do
  set -- $job
  tag=$1
  shift
  if [ -n "$only" ] && [[ " $only " != *" $tag "* ]]; then continue; fi
  name=$(echo "$*" | sed 's/ --tt-mb [0-9]*//; s/ solve / /; s/--komi /k/; s/--attacker-stones /s/; s/ /_/g')
  file="$out/$name.cert"
  t0=$(now)
  timeout 600 nice "$yomi" "$@" --proof "$file" >"$out/$name.out" 2>&1 || { echo "| $name | \`yomi $*\` | failed or over 10 min | | | | | |"; continue; }
  t1=$(now)
  v=$(nice "$yomi" verify "$file")
  t2=$(now)
  winner=$(echo "$v" | sed -n 's/^valid: \([A-Za-z]*\) wins.*/\1/p')
  nodes=$(sed -n 's/^nodes 0*//p' "$file")
  xz -9 -T1 -kf "$file"
  printf '| %s | `yomi %s --proof FILE` | %s | %s | %s | %s | %.2f | %.2f |\n' "$name" "$*" "${winner:-INVALID}" "$nodes" \
    "$(stat -c %s "$file")" "$(stat -c %s "$file.xz")" "$(echo "$t1 - $t0" | bc)" "$(echo "$t2 - $t1" | bc)"
done
