#!/bin/bash
# Scripted games through `yomi killall play`: every setup, its limits and illegal inputs, the
# Defender's win by a pass-alive string, resignation, and the SGF file it saves.
set -u
YOMI=$1
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
fail() { echo "FAIL: $*"; echo "--- output:"; cat "$T/out"; exit 1; }
has() { grep -qF -- "$1" "$T/out" || fail "expected: $1"; }
hasnt() { ! grep -qF -- "$1" "$T/out" || fail "unexpected: $1"; }
run() { printf "$1" | "$YOMI" killall play "${@:2}" >"$T/out" 2>&1; echo $? >"$T/rc"; }

# Pieboxing: Player 1 claims at once; White (Defender, Player 2) makes two one-point eyes in the
# corner (a1 and c1) while Black plays on the top edge; the game ends at the sixth White stone.
run 'claim\nb1\ne5\nd1\nd5\na2\nc5\nb2\nb5\nc2\na4\nd2\nc4\n' --size 5 --sgf "$T/g.sgf" --svg "$T/g.svg" --quiet
has "Setup over: Player 1 (Attacker, Black), Player 2 (Defender, White). The Defender moves first."
has "Game over: Player 2 (Defender, White) wins: the Defender has a pass-alive string."
has "@"    # pass-alive White stones are marked at the end
hasnt "Move 12."
[ "$(cat "$T/rc")" = 0 ] || fail "exit status"
grep -q "RE\[W+\]" "$T/g.sgf" || fail "SGF result"
grep -q "PL\[W\]" "$T/g.sgf" || fail "SGF player to move"
grep -q "Setup: pieboxing. Attacker: Player 1 (Black). Defender: Player 2 (White)" "$T/g.sgf" || fail "SGF comment"
grep -q ";W\[bd\]" "$T/g.sgf" || fail "SGF first move b2 as bd"
grep -q "AB\[" "$T/g.sgf" && fail "no setup stones were placed"
# --svg: the final position, an SVG document (XML parser), its 11 moves numbered, White's 6 squared
has "Saved $T/g.svg"
python3 -c 'import sys, xml.etree.ElementTree as E; sys.exit(E.parse(sys.argv[1]).getroot().tag != "{http://www.w3.org/2000/svg}svg")' "$T/g.svg" ||
  fail "g.svg is not an SVG document"
[ "$(grep -c 'class="number"' "$T/g.svg")" = 11 ] || fail "g.svg: 11 numbered moves"
[ "$(grep -c 'class="mark square"' "$T/g.svg")" = 6 ] || fail "g.svg: 6 pass-alive stones"
run 'a1\n' --size 5 --quiet --svg "$T/s.svg"
[ "$(grep -c 'class="stone black"' "$T/s.svg")" = 1 ] || fail "s.svg: the setup stone"

# Pieboxing limit: on 5x5 at most floor(25/2) = 12 stones, then the next player must claim.
moves=""
for v in a1 b1 c1 d1 e1 a2 b2 c2 d2 e2 a3 b3; do moves="$moves$v\n"; done
run "${moves}c3\nclaim\n" --size 5 --quiet
has "the setup limit of floor(p/2) stones is reached: you must claim the Attacker role"
has "Setup over: Player 1 (Attacker, Black), Player 2 (Defender, White)."
has "Input ended; the game is unfinished."

# Illegal inputs during setup and play.
run 'claim\nclaim\ne5\ne5\nz9\npass\nfoo\ndone\nattacker\nhandicap 3\n' --size 5 --quiet
has "error: claiming the Attacker role is possible only in the Pieboxing alternation"
has "error: that point is occupied"
has "error: z9 is not on the 5x5 board"
has "error: there is no passing in Kill-All Go"
has "error: unknown command 'foo' (type help)"
has "error: 'done' ends Player 1's placement in the Simple pie setup only"
has "error: choosing a role is not what this step asks for"
has "error: choosing the handicap is not what this step asks for"

# Handicap: 1..floor(p/2); Player 2 claims and places the extra stones, Player 1 defends.
run 'handicap 0\nhandicap 13\nhandicap x\nhandicap 2\nc3\nd3\nclaim\nc3\na1\ne5\n' --size 5 --setup handicap --quiet --sgf "$T/h.sgf"
has "Offered: 1 to 2; allowed: 1 to 12."
has "error: the handicap must be 1 to floor(p/2) stones"
has "error: usage: handicap N (a whole number)"
has "place your handicap stones (Attacker stones). (2 more)"
has "error: that point already holds a stone"
has "Setup over: Player 2 (Attacker, Black), Player 1 (Defender, White)."
grep -q "AB\[cc\]\[dc\]\[ae\]\[ea\]" "$T/h.sgf" || fail "handicap SGF setup stones"
grep -q "Handicap 2 stones" "$T/h.sgf" || fail "handicap in SGF comment"

# Classic 17: 19x19 only; Player 1 defends.
run '' --size 9 --setup classic
has "yomi: error: the Classic 17-stone setup exists only on 19x19"
[ "$(cat "$T/rc")" = 2 ] || fail "classic on 9x9 exit status"
run 'resign\n' --size 19 --setup classic --quiet --sgf "$T/c.sgf" --attacker-colour white
has "Player 1 is the Defender, Player 2 the Attacker"
has "Game over: Player 1 (Defender, Black) resigns; Player 2 (Attacker, White) wins."
grep -q "AW\[dd\]" "$T/c.sgf" || fail "classic SGF AW"
grep -q "RE\[W+R\]" "$T/c.sgf" || fail "classic SGF result"

# Simple pie: Player 1 places 0..floor(p/2), then Player 2 chooses.
run 'c3\nclaim\ndone\nc2\nrole sideways\ndefender\n' --size 5 --setup pie --quiet
has "error: claiming the Attacker role is possible only in the Pieboxing alternation"
has "error: placing a stone is not what this step asks for"
has "error: say 'attacker' or 'defender'"
has "Setup over: Player 1 (Attacker, Black), Player 2 (Defender, White)."

# Hoctaph's pie: batch limits, who places A, role choice, batch B by the Attacker.
run 'batches 5 2\nbatches 12 12\nbatches 2 1\nfirst 3\nfirst 2\na1\nb1\nattacker\nc1\n' --size 5 --setup hoctaph --quiet
has "Offered: A up to 2, B up to 1; neither more than twice the other, A + B <= 23."
has "error: batch A is more than twice batch B"
has "error: A + B is more than the number of points minus 2"
has "error: the first batch is placed by player 1 or player 2"
has "Player 2: place the stones of batch A (Attacker stones). (2 more)"
has "Player 1: choose your role: attacker or defender."
has "Setup over: Player 1 (Attacker, Black), Player 2 (Defender, White)."

# Bad options: one line, exit status 2.
for args in "--size 4" "--size 20" "--setup boxing" "--attacker-colour red" "--size x" "7x7"; do
  "$YOMI" killall play $args </dev/null >"$T/out" 2>&1
  rc=$?
  [ $rc = 2 ] || fail "'$args' exit status $rc"
  [ "$(wc -l <"$T/out")" = 1 ] || fail "'$args' one error line"
  has "yomi: error:"
done
echo "ok"
