#!/usr/bin/env bash
# Expansions per proof with the static rules of docs/go-static.md (`--static-rules all`, the default)
# against the rule the solver had before them (`--static-rules area`), one thread, on the linear
# boards of Kharma & Schintke's Tables 2 and 9 and on small rectangles. Deterministic counts; the
# times vary with the machine's load. Usage: knowledge.sh YOMI [full]; `make bench` runs the short
# set (1x8 .. 1x10, 3x4: seconds), `full` adds 1x11, 1x13, 1x14 and the larger rectangles (an hour).
set -u
yomi=$1
full=${2:-}
cases=("1x8 2.5" "1x8 3.5" "1x9 -0.5" "1x9 0.5" "1x10 0.5" "1x10 1.5" "3x4 3.5" "3x4 4.5")
[ -n "$full" ] && cases+=("1x11 1.5" "1x11 2.5" "1x13 -0.5" "1x14 0.5" "2x7 13.5" "3x5 14.5" "4x4 1.5" "4x4 2.5")
echo "| board | komi | winner | expansions (area) | expansions (all) | ratio |"
echo "| --- | ---: | --- | ---: | ---: | ---: |"
for c in "${cases[@]}"; do
  set -- $c
  one() { "$yomi" go solve "$1" --komi="$2" --tt-mb 2048 --static-rules "$3" | awk '/^result/{r=$2}/^expansions/{e=$2}END{print r, e}'; }
  read -r wa ea <<<"$(one "$1" "$2" area)"
  read -r wb eb <<<"$(one "$1" "$2" all)"
  [ "$wa" != "$wb" ] && { echo "FAIL: $1 komi $2: $wa with area, $wb with all"; exit 1; }
  echo "| $1 | $2 | $wb | $ea | $eb | $(awk -v a="$ea" -v b="$eb" 'BEGIN{printf "%.2f", b/a}') |"
done
