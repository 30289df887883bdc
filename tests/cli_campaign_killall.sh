#!/usr/bin/env bash
# yomi killall campaign: the same winner as yomi killall solve on 3x3 and 3x4 (the Attacker placing
# 0 or 1 stones, play after given stones, Pieboxing), over 1 and 2 jobs and split depths 1 and 2,
# with records that records check recombines; and --deepen.
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
# a leaf's count in the campaign is its count alone: the runs before it in the worker's thread leave
# nothing behind that changes it (dfpn_game.begin; local life at a small budget gives up often, and
# a warm memo would answer some of those games)
q="3x4 --attacker-stones B2 --local-life 30 --tt-mb 16"
"$yomi" killall campaign $q --split-depth 1 --records "$tmp/life.jsonl" > /dev/null ||
  { echo "FAIL killall campaign $q"; fail=1; }
python3 -c 'import json, sys
for l in open(sys.argv[1]):
    r = json.loads(l)
    if r["kind"] == "subproblem": print(r["path"], r["stats"]["expansions"])' "$tmp/life.jsonl" >"$tmp/life.txt"
[ "$(wc -l <"$tmp/life.txt")" -ge 5 ] || { echo "FAIL killall campaign $q: $(cat "$tmp/life.txt")"; fail=1; }
while read -r path exp; do
  alone=$("$yomi" killall solve $q --moves "$path" | awk '/^expansions/{print $2}')
  [ "$alone" = "$exp" ] || { echo "FAIL killall $q after $path: $exp expansions in the campaign, $alone alone"; fail=1; }
done <"$tmp/life.txt"
chk=$("$yomi" records check "$tmp/k.jsonl") || { echo "FAIL records check: $chk"; fail=1; }
grep -q '^recombined.*place 1;.*: attacker wins' <<<"$chk" || { echo "FAIL recombined: $chk"; fail=1; }
# --deepen: open leaves get campaigns of their own, as for Go. The winner printed is the single
# search's or none, the records recombine to it, some proofs need the campaigns below, and started
# again on its records it runs nothing.
deep=0
for q in "3x4 --attacker-stones B2|5000|2" "3x4 --attacker-stones B2,C3|1000|2" "2x4 --attacker-stones B1|500|2" \
  "3x3 --attacker-stones B2|90|3" "3x4 --attacker-stones B2,C3|200|2"; do
  IFS='|' read -r args limit levels <<<"$q"
  rec=$tmp/deep-$(tr -c 'A-Za-z0-9' _ <<<"$args").jsonl
  want=$("$yomi" killall solve $args --tt-mb 8 | winner)
  out=$("$yomi" killall campaign $args --tt-mb 8 --node-limit "$limit" --deepen "$levels" --records "$rec" 2>&1)
  got=$(grep '^result:' <<<"$out" | tail -1)
  [ "$(grep '^campaign:' <<<"$out" | tail -1)" = "$(grep '^campaign:' <<<"$out" | head -1)" ] ||
    { echo "FAIL deepen $args: the last campaign printed is not the first one's question"; fail=1; }
  chk=$("$yomi" records check "$rec") || { echo "FAIL deepen $args: records check: $chk"; fail=1; }
  line=$(grep "^recombined (plan at line 1):" <<<"$chk")
  case "$got" in
    "$want")
      grep -q ": ${want#result: } (" <<<"$line" || { echo "FAIL deepen $args: printed $got, recombined $line"; fail=1; }
      [ "$(grep -c '"kind": "plan"' "$rec")" -gt 1 ] && deep=$((deep + 1)) ;;
    "result: open"*) grep -q ": open (" <<<"$line" || { echo "FAIL deepen $args: open, recombined $line"; fail=1; } ;;
    *) echo "FAIL deepen $args: '$got', the single search: '$want'"; fail=1 ;;
  esac
  again=$("$yomi" killall campaign $args --tt-mb 8 --node-limit "$limit" --deepen "$levels" --records "$rec" 2>&1)
  ! grep '^runs:' <<<"$again" | grep -qv '^runs: 0 here' || { echo "FAIL deepen $args again ran: $again"; fail=1; }
  [ "$(grep '^result:' <<<"$again" | tail -1)" = "$got" ] || { echo "FAIL deepen $args again: $again"; fail=1; }
done
[ $deep -ge 2 ] || { echo "FAIL deepen: only $deep proofs needed the campaigns below"; fail=1; }
"$yomi" killall campaign 3x3 --place 1 --node-limit 10 --deepen 2 --records "$tmp/p.jsonl" > "$tmp/p.out" 2>&1
[ $? = 2 ] && grep -q -- "--deepen: only where the question is play" "$tmp/p.out" ||
  { echo "FAIL --deepen with --place: $(cat "$tmp/p.out")"; fail=1; }
[ ! -e "$tmp/p.jsonl" ] || { echo "FAIL --deepen with --place ran"; fail=1; }
[ $fail = 0 ] && echo "2 passed, 0 failed" || { echo "0 passed, 1 failed"; exit 1; }
