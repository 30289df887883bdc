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
  "29 play b zz" "30 play w pass" "31 final_score" "34 komi 0x10.8" "35 komi 2.5" "32 quit" "33 name" | "$YOMI" go gtp >"$T/out" 2>&1
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
has "?34 syntax error: komi FLOAT" # decimal only: not strtod's hex
has "=35 "
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

# The commands GUIs and servers send, with malformed inputs: every line gets exactly one answer.
# answered N: the answers are =1..=N / ?1..?N, each once, in order
answered() {
  local got
  got=$(grep -o '^[=?][0-9]*' "$T/out" | tr -d '=?' | grep . | tr '\n' ' ')
  [ "$got" = "$(seq -s ' ' 1 "$1") " ] || fail "answers $got, expected 1..$1 once each"
}
printf '(;GM[1]FF[4]SZ[3]KM[2.5]PB[someone];B[bb];W[ab];B[ba];W[cc])' >"$T/g.sgf"
printf '(;SZ[30:2])' >"$T/wide.sgf"
printf '(;SZ[3]AB[aa:cc])' >"$T/full.sgf"
printf '(;SZ[3];B[aa]W[bb])' >"$T/two.sgf"
printf '%s\n' "1 time_settings 60 5 10" "2 time_settings 60 5" "3 time_settings a 5 10" "4 time_settings -1 5 10" \
  "5 time_left b 30 0" "6 time_left x 30 0" "7 time_left b 30" "8 time_left w 1e400 0" \
  "9 kgs-time_settings none" "10 kgs-time_settings absolute 300" "11 kgs-time_settings byoyomi 300 30 5" \
  "12 kgs-time_settings canadian 300 60 10" "13 kgs-time_settings canadian 300 60" "14 kgs-time_settings fischer 1 2" \
  "15 kgs-time_settings" "16 kgs-time_settings none 5" "17 cputime" "18 cputime extra" \
  "boardsize 9" "19 fixed_handicap 5" "20 fixed_handicap 2" "21 clear_board" "22 fixed_handicap 10" \
  "23 fixed_handicap x" "24 fixed_handicap" "25 fixed_handicap 1" "boardsize 5" "26 fixed_handicap 2" \
  "27 place_free_handicap 3" "28 place_free_handicap 2" "clear_board" "29 place_free_handicap 25" \
  "30 place_free_handicap two" "31 set_free_handicap a1" "32 set_free_handicap a1 a1" "33 set_free_handicap a1 z9" \
  "34 set_free_handicap a1 b1" "35 showboard" "36 set_free_handicap c3 d4" "37 printsgf" "38 printsgf a b" \
  "39 final_status_list alive" "40 final_status_list dead" "41 final_status_list seki" "42 final_status_list" \
  "43 final_status_list zombie" "44 loadsgf $T/g.sgf" "45 showboard" "46 loadsgf $T/g.sgf 3" "47 showboard" \
  "48 loadsgf $T/none.sgf" "49 loadsgf $T/g.sgf 0" "50 loadsgf $T/g.sgf x" "51 loadsgf" "52 printsgf $T/out.sgf" \
  "53 reg_genmove b" "54 showboard" "55 reg_genmove" "56 kgs-genmove_cleanup b" "57 kgs-genmove_cleanup" \
  "58 gogui-analyze_commands" "59 yomi-pass-alive" "60 yomi-solve" "61 yomi-solve x" "62 yomi-pass-alive x" \
  "63 known_command time_left" "64 known_command yomi-solve" "65 loadsgf $T/wide.sgf" "66 loadsgf $T/full.sgf" \
  "67 loadsgf $T/two.sgf" "68 showboard" | "$YOMI" go gtp >"$T/out" 2>&1
answered 68
has "?65 cannot load file: board size 30x2: GTP takes sides up to 25"
grep -q "^?66 cannot load file: SGF: setup stones (AB/AW) without a liberty" "$T/out" || fail "loadsgf: no liberty"
grep -q "^?67 cannot load file: SGF: two moves in one node" "$T/out" || fail "loadsgf: two moves"
grep -q "komi 2.5, move 3$" <(sed -n '/^=68/,/^$/p' "$T/out") || fail "a refused loadsgf leaves the game as it was"
for i in 1 5 9 10 11 12 21 34 44 46 52; do has "=$i "; done
for i in 2 3 4 6 7 8 13 14 15 16 18 22 23 24 25 26 28 29 30 31 32 33 36 38 42 43 48 49 50 51 55 57 61 62; do
  grep -q "^?$i " "$T/out" || fail "?$i expected"
done
grep -q '^=17 [0-9]*\.[0-9]*$' "$T/out" || fail "cputime"
has "=19 C3 G7 C7 G3 E5"
has "?20 board not empty"
has "?22 invalid number of stones"
has "?26 invalid number of stones"
grep -q '^=27 [A-E][1-5] [A-E][1-5] [A-E][1-5]$' "$T/out" || fail "place_free_handicap 3"
has "?28 board not empty"
has "?31 bad vertex list"
has "?32 bad vertex list"
grep -qF " 1 X X . . . 1" "$T/out" || fail "set_free_handicap stones"
has "?36 board not empty"
grep -q '^=37 (;GM\[1\]FF\[4\]CA\[UTF-8\]AP\[yomi:.*SZ\[5\]KM\[0.0\].*PL\[W\]' "$T/out" || fail "printsgf"
grep -qx 'AB\[aa\]\[ba\]' "$T/out" || grep -qx 'AB\[ae\]\[be\]' "$T/out" || fail "printsgf setup stones"
has "=39 A1 B1"
has "=40 "
has "=41 "
grep -qF " 1 . .(O)1" "$T/out" || fail "loadsgf board"
grep -q "komi 2.5, move 4" "$T/out" || fail "loadsgf: komi and moves"
grep -q "komi 2.5, move 2" "$T/out" || fail "loadsgf N: the position before move N"
has "?48 cannot load file: cannot read file"
grep -q '^(;GM\[1\].*KM\[2.5\]' "$T/out.sgf" && grep -q ';B\[bb\];W\[ab\]' "$T/out.sgf" || fail "printsgf FILE: $(cat "$T/out.sgf")"
grep -q '^=53 [A-C][1-3]$\|^=53 pass$' "$T/out" || fail "reg_genmove"
grep -q "komi 2.5, move 2$" <(sed -n '/^=54/,/^$/p' "$T/out") || fail "reg_genmove played its move"
grep -q '^=56 [A-C][1-3]$\|^=56 pass$' "$T/out" || fail "kgs-genmove_cleanup"
has "=58 string/Solve this position/yomi-solve"
has "gfx/Pass-alive points/yomi-pass-alive"
grep -q '^=59 SQUARE' "$T/out" && has "MARK" || fail "yomi-pass-alive gfx"
grep -q '^=60 value [BW]+[0-9]* by area (proved' "$T/out" || fail "yomi-solve"
has "=63 true"
has "=64 true"

# Pass-alive points and final status: a black group with two eyes on 4x3, a white stone in one.
printf '%s\n' "boardsize 4 3" "play b a2" "play b b2" "play b c2" "play b d2" "play b b1" "play w d1" \
  "1 yomi-pass-alive" "2 final_status_list dead" "3 final_status_list alive" | "$YOMI" go gtp >"$T/out" 2>&1
has "=1 SQUARE A2 B2 C2 D2 B1"
has "MARK A3 B3 C3 D3 A1 C1 D1"
has "TEXT pass-alive area: Black 12, White 0 points"
has "=2 D1"
grep -q '^=3 [A-D][12]\( [A-D][12]\)\{4\}$' "$T/out" || fail "alive list: one chain of five stones"

# printsgf after moves out of turn: the position as setup, which reads back.
printf '%s\n' "boardsize 3" "play b a1" "play b c3" "1 printsgf $T/oot.sgf" | "$YOMI" go gtp >"$T/out" 2>&1
has "=1 "
grep -qx 'AB\[ca\]\[ac\]' "$T/oot.sgf" && grep -q 'C\[the position only' "$T/oot.sgf" || { cat "$T/oot.sgf" >>"$T/out"; fail "printsgf out of turn"; }
"$YOMI" go show --sgf "$T/oot.sgf" >"$T/out" 2>&1 || fail "printsgf out of turn: go show"
grep -q "to move: white" "$T/out" || fail "printsgf out of turn: White to move"

# Play goes on after two passes (GTP has no end of game): play and genmove answer moves.
printf '%s\n' "boardsize 3" "play b pass" "play w pass" "1 play b a1" "2 play w pass" "3 play b pass" "4 genmove w" \
  | "$YOMI" go gtp >"$T/out" 2>&1
has "=1 "
grep -q '^=4 [A-C][1-3]$\|^=4 pass$' "$T/out" || fail "genmove after two passes"

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
