#!/usr/bin/env bash
# yomi killall campaign: the same winner as yomi killall solve on 3x3 and 3x4 (the Attacker placing
# 0 or 1 stones, play after given stones, Pieboxing), over 1 and 2 jobs and split depths 1 and 2,
# with records that records check recombines.
set -u
yomi=$1
fail=0
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
winner() { grep -oE '^result: [a-z0-9 ]+ wins' | head -1; }
for q in "3x3 --place 0" "3x3 --place 1" "3x4 --place 0" "3x4 --place 1" "3x3 --setup pieboxing" \
  "2x3 --setup pieboxing" "3x4 --attacker-stones B2" "3x3 --place 1 --prune-defender"; do
  want=$("$yomi" killall solve $q --tt-mb 8 | winner)
  for args in "--split-depth 1" "--split-depth 2 --jobs 2"; do
    got=$("$yomi" killall campaign $q --tt-mb 8 $args --records "$tmp/k.jsonl" | winner)
    [ "$got" = "$want" ] || { echo "FAIL killall $q $args: campaign '$got', solve '$want'"; fail=1; }
  done
done
chk=$("$yomi" records check "$tmp/k.jsonl") || { echo "FAIL records check: $chk"; fail=1; }
grep -q '^recombined.*place 1;.*: attacker wins' <<<"$chk" || { echo "FAIL recombined: $chk"; fail=1; }
[ $fail = 0 ] && echo "1 passed, 0 failed" || { echo "0 passed, 1 failed"; exit 1; }
