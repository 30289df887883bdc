#!/bin/bash
# Scripted GTP sessions with `yomi go gtp`: the required commands, ids, `?` errors on malformed
# input (never a crash), superko, undo, rectangular boardsize, and self-play on 3x3 ending with the
# known value of 3x3 Go under positional superko (Black wins by 9, komi 0) as its score.
set -u
YOMI=$1
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
fail() { echo "FAIL: $*"; echo "--- output:"; cat "$T/out"; exit 1; }
has() { grep -qxF -- "$1" "$T/out" || fail "expected line: $1"; }

printf '%s\n' "1 protocol_version" "2 name" "3 version" "4 known_command genmove" "5 known_command fly" \
  "6 list_commands" "boardsize 3" "7 clear_board" "komi 0.5" "8 play b b2" "9 play w b2" "10 play b d9" \
  "11 play b" "12 play purple a1" "13 foo" "14 boardsize" "15 boardsize 0" "16 komi abc" "17 genmove" \
  "18 undo" "19 play w b2" "20 final_score" "21 undo" "22 undo" "23 boardsize 4 2" "24 play b d2" "25 play b e1" \
  "	26   showboard   # comment and tab" "" "# just a comment" "27 play b a1 extra" "28 boardsize 99 99" \
  "29 play b zz" "30 play w pass" "31 final_score" "32 quit" "33 name" | "$YOMI" go gtp >"$T/out" 2>&1
[ $? = 0 ] || fail "exit status"
has "=1 2"
has "=2 yomi"
has "=4 true"
has "=5 false"
grep -q "^=6 protocol_version" "$T/out" || fail "list_commands"
for c in boardsize clear_board komi play genmove undo showboard final_score quit known_command name version; do
  grep -qx "$c" "$T/out" || grep -q "^=6 $c" "$T/out" || fail "list_commands lacks $c"
done
has "=8 "
has "?9 illegal move: occupied"
has "?10 illegal move: off the board"
has "?11 syntax error: play COLOUR VERTEX"
has "?12 syntax error: play COLOUR VERTEX"
has "?13 unknown command"
has "?14 syntax error: boardsize N, or boardsize COLUMNS ROWS"
has "?15 unacceptable size"
has "?16 syntax error: komi FLOAT"
has "?17 syntax error: genmove COLOUR"
has "=18 "
has "=19 "
has "=20 W+9.5"   # Tromp-Taylor area: the lone White stone owns the board
has "=21 "
has "?22 cannot undo"
has "=23 "
has "=24 "
has "?25 illegal move: off the board"
grep -q "^=26 $" "$T/out" || fail "showboard id"
grep -qF " 2 . . .(X)2" "$T/out" || fail "showboard of the 4x2 board"
has "?27 syntax error: play COLOUR VERTEX"
has "?28 unacceptable size"
has "?29 syntax error: invalid vertex"
has "=30 "
has "=31 B+7.5"
has "=32 "
grep -q "^=33" "$T/out" && fail "answered after quit"

# Positional superko on a 4x1 board: after XX.., X takes O's d1 stone, O retakes three, and X's
# capture at b1 would recreate XX.. (moves out of turn are allowed in GTP).
printf '%s\n' "boardsize 4 1" "play b a1" "play b b1" "play w d1" "play b c1" "play w d1" "play b a1" "play w c1" \
  "1 play b b1" "2 showboard" | "$YOMI" go gtp >"$T/out" 2>&1
has "?1 illegal move: positional superko"
grep -qF " 1 X .(O)O 1" "$T/out" || fail "board after the superko refusal"

# Every command line is answered, a line that opens with a NUL byte too (NUL is removed as a
# control character): a controller waiting for answer 2 would hang otherwise.
printf '1 name\n\0002 name\n3 name\n' | "$YOMI" go gtp >"$T/out" 2>&1
has "=1 yomi"
has "=2 yomi"
has "=3 yomi"

# Self-play on 3x3: both sides by the solver; the game ends with the board's value.
coproc ENG { "$YOMI" go gtp; }
# bash unsets ENG when the engine exits: keep our own copies of its descriptors
exec {EIN}<&"${ENG[0]}" {EOUT}>&"${ENG[1]}"
send() {
  echo "$1" >&$EOUT
  local line
  REPLY_TEXT=""
  while IFS= read -r -t 60 line <&$EIN; do
    [ -z "$line" ] && break
    REPLY_TEXT="$REPLY_TEXT$line"$'\n'
  done
}
send "boardsize 3"
send "komi 0"
passes=0
c=b
for i in $(seq 1 60); do
  send "genmove $c"
  case "$REPLY_TEXT" in "= pass"*) passes=$((passes + 1)) ;; "= "*) passes=0 ;; *) echo "$REPLY_TEXT" >"$T/out"; fail "genmove answer" ;; esac
  [ $passes = 2 ] && break
  [ $c = b ] && c=w || c=b
done
[ $passes = 2 ] || { echo "" >"$T/out"; fail "self-play did not end"; }
send "final_score"
echo "$REPLY_TEXT" >"$T/out"
has "= B+9"
echo quit >&$EOUT
echo ok
