#!/bin/bash
# `yomi killall solve`: the df-pn answers agree with plain minimax (--exhaustive) on tiny boards,
# the three modes run and agree with each other on 3x3, bad input gets one error line and status 2.
set -u
YOMI=$1
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
fail() { echo "FAIL: $*"; echo "--- output:"; cat "$T/out"; exit 1; }
has() { grep -qxF -- "$1" "$T/out" || fail "expected line: $1"; }

# df-pn against brute force: every placement problem on these boards, every k until the kill.
for b in 1x3 1x4 1x5 2x2; do
  "$YOMI" killall solve $b --min-stones --exhaustive 2000000 >"$T/out" 2>&1 || fail "$b exit status"
  grep -q "DISAGREES" "$T/out" && fail "$b: df-pn and minimax disagree"
  [ "$(grep -c ', agrees$' "$T/out")" -ge 2 ] || fail "$b: not compared"
done
# a position with the Defender to move, and one with Attacker stones given
"$YOMI" killall solve 2x2 --attacker-stones A1 --exhaustive 1000000 >"$T/out" 2>&1 || fail "2x2 A1"
grep -q ", agrees$" "$T/out" || fail "2x2 A1 not confirmed"

# --moves: play from a position after some moves (the Defender first), with that history.
for b in 1x4 1x5; do
  for m in a1 b1 c1 d1 a1,c1 b1,d1 c1,a1 a1,c1,b1 b1,c1,a1 a1,b1,c1 c1,b1,d1; do
    "$YOMI" killall solve $b --moves $m --exhaustive 2000000 --tt-mb 16 >"$T/out" 2>&1 || fail "$b --moves $m"
    grep -q ", agrees$" "$T/out" || fail "$b --moves $m: not confirmed by minimax"
  done
done
# a value splits over the moves: on 3x3 the Defender to move wins iff one of its first moves
# (a1, b1, b2 by symmetry) wins; with an Attacker stone on b2 every first move loses.
wins=0
for m in a1 b1 b2; do
  "$YOMI" killall solve 3x3 --moves $m --tt-mb 16 >"$T/out" 2>&1 || fail "3x3 --moves $m"
  grep -q "^result: defender wins$" "$T/out" && wins=$((wins + 1))
  "$YOMI" killall solve 3x3 --attacker-stones b2 --moves $( [ $m = b2 ] && echo a2 || echo $m) --tt-mb 16 >"$T/out" 2>&1
  has "result: attacker wins"
done
[ $wins -ge 1 ] || fail "3x3: no first move of the Defender wins, but the empty board is a Defender win"
"$YOMI" killall solve 1x5 --moves c1,a1 --sgf "$T/pv.sgf" >"$T/out" 2>&1 || fail "1x5 --moves --sgf"
grep -q "^(;GM\[1\].*" "$T/pv.sgf" && grep -q ";W\[ca\];B\[aa\]" "$T/pv.sgf" || { cat "$T/pv.sgf" >>"$T/out"; fail "--moves not in the SGF"; }
"$YOMI" go show --sgf "$T/pv.sgf" --suicide >"$T/out" 2>&1 || { cat "$T/pv.sgf" >>"$T/out"; fail "--moves SGF does not replay"; }

# --prune-defender: a Defender win stays a Defender win; an Attacker win is no verdict (status 3: not decided)
"$YOMI" killall solve 3x5 --prune-defender >"$T/out" 2>&1 || fail "3x5 --prune-defender"
has "result: defender wins"
"$YOMI" killall solve 3x3 --attacker-stones b2 --prune-defender >"$T/out" 2>&1
[ $? = 3 ] || fail "3x3 b2 --prune-defender: status"
grep -q "^result: unknown (the Defender loses with --prune-defender" "$T/out" || fail "3x3 b2 --prune-defender: no verdict"

# --local-life N: the same values, with its verdicts counted
"$YOMI" killall solve 3x5 --local-life 300 --stats >"$T/out" 2>&1 || fail "3x5 --local-life"
has "result: defender wins"
grep -Eq "^  local_life_verdicts +[1-9][0-9]* " "$T/out" || fail "3x5 --local-life: no verdicts counted"
"$YOMI" killall solve 3x4 --place 1 --local-life 40 --json >"$T/out" 2>&1 || fail "3x4 --place 1 --local-life"
grep -q '"winner": "attacker"' "$T/out" || fail "3x4 --place 1 --local-life: winner"
grep -q '"local_life_verdicts": ' "$T/out" || fail "--local-life: json"
# --stats --json: the table census in the record, its entries those of its bins and of the text's census
"$YOMI" killall solve 3x4 --stats --json >"$T/out" 2>&1 || fail "3x4 --stats --json"
jc=$(python3 -c 'import json, sys
c = json.load(sys.stdin)["census"]
print(c["entries"] if sum(b["open"] + b["proofs"] for b in c["by_work"]) == c["entries"] else -1)' <"$T/out") ||
  fail "3x4 --stats --json: no census"
"$YOMI" killall solve 3x4 --stats >"$T/out" 2>&1 || fail "3x4 --stats"
grep -q "^table census: $jc entries" "$T/out" || fail "3x4 --stats --json: census $jc, not the text's"

# --local-death N: the same values, with its verdicts counted
"$YOMI" killall solve 4x4 --place 1 --local-death 300 --stats >"$T/out" 2>&1 || fail "4x4 --place 1 --local-death"
has "result: attacker wins"
grep -Eq "^  local_death_verdicts +[1-9][0-9]* " "$T/out" || fail "4x4 --local-death: no verdicts counted"
"$YOMI" killall solve 3x4 --local-death 100 --local-life 40 --json >"$T/out" 2>&1 || fail "3x4 --local-death --local-life"
grep -q '"winner": "defender"' "$T/out" || fail "3x4 --local-death --local-life: winner"
grep -q '"local_death_verdicts": ' "$T/out" || fail "--local-death: json"

# 3x3: the three modes fit together. If 0 stones lose and 1 stone wins for the Attacker, then in
# Pieboxing Player 1 cannot win by claiming at once; the full-game proof must say who wins.
"$YOMI" killall solve 3x3 >"$T/out" 2>&1
has "result: defender wins"
"$YOMI" killall solve 3x3 --min-stones >"$T/out" 2>&1
grep -q "^minimum: 1 Attacker stone kills" "$T/out" || fail "3x3 minimum"
"$YOMI" killall solve 3x3 --place 1 --json >"$T/out" 2>&1
grep -q '"winner": "attacker"' "$T/out" || fail "3x3 --place 1 json"
grep -q '"command": "yomi killall solve 3x3 --place 1 --json"' "$T/out" || fail "json command"
"$YOMI" killall solve 3x3 --setup pieboxing >"$T/out" 2>&1
grep -q "^result: player [12] wins$" "$T/out" || fail "3x3 pieboxing"
grep -q "^pv: " "$T/out" || fail "3x3 pieboxing pv"

# parallel df-pn: the same values in several threads
"$YOMI" killall solve 3x3 --min-stones --threads 3 >"$T/out" 2>&1
grep -q "^minimum: 1 Attacker stone kills" "$T/out" || fail "3x3 minimum, 3 threads"
for b in 2x3 2x4 3x3; do
  "$YOMI" killall solve $b --setup pieboxing >"$T/one" 2>&1 || fail "$b pieboxing"
  "$YOMI" killall solve $b --setup pieboxing --threads 4 >"$T/out" 2>&1 || fail "$b pieboxing, 4 threads"
  grep "^result: " "$T/one" >"$T/r1"
  grep -qxFf "$T/r1" "$T/out" || fail "$b pieboxing: 4 threads differ from 1"
done

# --sgf: the principal variation as an SGF game that replays legally under Tromp-Taylor (suicide
# allowed, positional superko) from the Attacker's stones, with the proved winner as its result.
for args in "3x3 --place 1" "3x4 --attacker-stones b2" "3x3" "2x4 --setup pieboxing" "3x3 --setup pieboxing"; do
  "$YOMI" killall solve $args --sgf "$T/pv.sgf" >"$T/out" 2>&1 || fail "$args --sgf"
  grep -qx "sgf: $T/pv.sgf" "$T/out" || fail "$args: sgf not announced"
  if grep -Eq "^result: (attacker wins|player 1 wins)" "$T/out" && ! grep -q "^setup: pieboxing" "$T/out"; then re="RE\[B+\]";
  elif grep -q "^result: defender wins" "$T/out"; then re="RE\[W+\]"; else re="RE\[[BW]+\]"; fi
  grep -q "$re" "$T/pv.sgf" || { cat "$T/pv.sgf" >>"$T/out"; fail "$args: SGF result, want $re"; }
  "$YOMI" go show --sgf "$T/pv.sgf" --suicide >"$T/out" 2>&1 || { cat "$T/pv.sgf" >>"$T/out"; fail "$args: the SGF does not replay"; }
done
"$YOMI" killall solve 3x3 --place 1 --sgf "$T/pv.sgf" >/dev/null 2>&1
grep -q "AB\[[a-c][a-c]\]$" "$T/pv.sgf" || { cat "$T/pv.sgf" >"$T/out"; fail "3x3 --place 1: one placed stone as AB"; }

# bad input
for args in "3x3 --threads 0" "0x5" "" "9x9" "3x" "3x3 --attacker-stones Z9" "3x3 --attacker-stones A1,A1" "3x3 --attacker-stones pass" \
  "3x3 --setup handicap" "3x3 --setup pieboxing --place 1" "3x3 --place 1 --min-stones" "3x3 --place 10" \
  "3x3 --moves b2,b2" "3x3 --moves b2,pass" "3x3 --moves z9" "3x3 --moves b2 --place 1" "3x3 --setup pieboxing --moves a1" "3x3 --min-stones --prune-defender" \
  "3x3 --local-death -1" "3x3 --local-death x" "3x3 --local-death" \
  "1x3 --moves b1,a1" "1x3 --moves b1,a1,c1" "1x4 --moves d1,b1,a1" \
  "3x3 --frobnicate" "3x3 --min-stones --sgf x.sgf"; do
  "$YOMI" killall solve $args >"$T/out" 2>&1
  rc=$?
  [ $rc = 2 ] || fail "'$args': exit status $rc"
  [ "$(wc -l <"$T/out")" = 1 ] || fail "'$args': one line"
  grep -q "^yomi: error: " "$T/out" || fail "'$args': error line"
done
# an SGF file that cannot be written: refused before the run, an I/O error (4)
"$YOMI" killall solve 3x3 --place 1 --sgf /no/such/dir/x.sgf >"$T/out" 2>&1
[ $? = 4 ] || fail "--sgf /no/such/dir/x.sgf: exit status"
grep -qx "yomi: error: cannot write SGF file '/no/such/dir/x.sgf'" "$T/out" || fail "--sgf /no/such/dir/x.sgf: error line"
echo ok
