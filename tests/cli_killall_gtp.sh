#!/bin/bash
# Scripted GTP sessions with `yomi killall gtp`: required commands, the Kill-All setup and role
# commands, `?` answers to malformed or illegal commands (never a crash), and solver self-play on
# 3x3 whose winner must be the one `yomi killall solve` proves.
set -u
YOMI=$1
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
fail() { echo "FAIL: $*"; echo "--- output:"; cat "$T/out"; exit 1; }
has() { grep -qxF -- "$1" "$T/out" || fail "expected line: $1"; }

printf '%s\n' "1 protocol_version" "2 name" "3 known_command killall_claim" "4 list_commands" \
  "5 boardsize 5" "6 play b a1" "7 genmove w" "8 killall_status" "9 killall_place c3" "10 killall_place c3" \
  "11 killall_place f9" "12 killall_claim" "13 killall_status" "14 play b a1" "15 play w pass" "16 play w c3" \
  "17 play w a1" "18 undo" "19 undo" "20 play w a1" "21 final_score" "22 killall_setup classic" \
  "23 killall_setup boxing" "24 killall_handicap 2" "25 killall_setup handicap" "26 killall_handicap 0" \
  "27 killall_handicap 13" "28 killall_handicap two" "29 killall_handicap 2" "30 killall_status" \
  "31 killall_setup hoctaph" "32 killall_batches 5 2" "33 killall_batches 2 1" "34 killall_first 3" \
  "35 killall_first 1" "36 killall_place a1" "37 killall_place b1" "38 killall_role sideways" \
  "39 killall_role defender" "40 killall_place c1" "41 killall_status" "42 killall_setup pie" "43 killall_done" \
  "44 killall_role attacker" "45 killall_status" "46 killall_attacker_colour purple" "47 killall_stones a1 zz" \
  "48 boardsize 20" "49 komi 6.5" "50 showboard" "51 genmove purple" "52 killall_claim now please" \
  "53 quit" | "$YOMI" killall gtp >"$T/out" 2>&1
[ $? = 0 ] || fail "exit status"
has "=1 2"
has "=2 yomi-killall"
has "=3 true"
for c in killall_setup killall_attacker_colour killall_stones killall_place killall_claim killall_done killall_role \
  killall_handicap killall_batches killall_first killall_status boardsize clear_board komi play genmove undo \
  showboard final_score; do
  grep -qx "$c" "$T/out" || fail "list_commands lacks $c"
done
has "?6 the setup is not finished: place one Attacker stone, or claim the Attacker role"
has "?7 the setup is not finished: place one Attacker stone, or claim the Attacker role"
has "=8 setup pieboxing: player 1 to act: place one Attacker stone, or claim the Attacker role"
has "=9 "
has "?10 that point already holds a stone"
has "?11 off the board"
has "=12 "
has "=13 play: defender (white) to move"
has "?14 not your turn: white is to move"
has "?15 illegal move: there is no passing in Kill-All Go"
has "?16 illegal move: that point is occupied"
has "=17 "
has "=18 "
has "?19 cannot undo"
has "=20 "
has "?21 game not over"
has "?22 the Classic 17-stone setup exists only on 19x19"
has "?23 syntax error: killall_setup pieboxing|handicap|classic|pie|hoctaph"
has "?24 choosing the handicap is not what this step asks for"
has "=25 "
has "?26 the handicap must be 1 to floor(p/2) stones"
has "?27 the handicap must be 1 to floor(p/2) stones"
has "?28 syntax error: killall_handicap N"
has "=29 "
has "=30 setup handicap: player 2 to act: place one Attacker stone, or claim the Attacker role"
has "?32 batch A is more than twice batch B"
has "=33 "
has "?34 the first batch is placed by player 1 or player 2"
has "=35 "
has "=37 "
has "?38 syntax error: killall_role attacker|defender"
has "=39 "
has "=40 "
has "=41 play: defender (white) to move"
has "=43 "
has "=44 "
has "=45 play: defender (white) to move"
has "?46 syntax error: killall_attacker_colour black|white"
has "?47 invalid vertex 'zz'"
has "?48 unacceptable size"
has "=49 "
grep -q "^=50 $" "$T/out" || fail "showboard"
has "?51 syntax error: genmove COLOUR"
grep -q "^?52 \|^=52 " "$T/out" || fail "claim with extra words"
has "=53 "

# The time commands, reg_genmove, kgs-genmove_cleanup and cputime, malformed inputs included: every
# line gets exactly one answer.
printf '%s\n' "1 time_settings 60 5 10" "2 time_settings 60" "3 time_left w 30 0" "4 time_left w x 0" \
  "5 kgs-time_settings canadian 60 5 10" "6 kgs-time_settings byoyomi 60" "7 cputime" "8 cputime 1" \
  "9 boardsize 3" "10 killall_stones b2" "11 reg_genmove w" "12 killall_status" "13 kgs-genmove_cleanup w" \
  "14 reg_genmove" "15 known_command kgs-time_settings" | "$YOMI" killall gtp >"$T/out" 2>&1
got=$(grep -o '^[=?][0-9]*' "$T/out" | tr -d '=?' | grep . | tr '\n' ' ')
[ "$got" = "$(seq -s ' ' 1 15) " ] || fail "answers $got, expected 1..15 once each"
for i in 1 3 5 9 10; do has "=$i "; done
for i in 2 4 6 8 14; do grep -q "^?$i " "$T/out" || fail "?$i expected"; done
grep -q '^=7 [0-9]*\.[0-9]*$' "$T/out" || fail "cputime"
grep -q '^=11 [A-C][1-3]$' "$T/out" || fail "reg_genmove"
has "=12 play: defender (white) to move"
grep -q '^=13 [A-C][1-3]$' "$T/out" || fail "kgs-genmove_cleanup"
has "=15 true"

# Self-play on 3x3 by the solver, from given Attacker stones: the game must end with the winner
# the solver proves for the start position.
selfplay() { # stones...
  coproc ENG { "$YOMI" killall gtp; }
  # bash unsets ENG when the engine exits: keep our own copies of its descriptors
  exec {EIN}<&"${ENG[0]}" {EOUT}>&"${ENG[1]}"
  local line c=w over=0 i
  send() {
    echo "$1" >&$EOUT
    REPLY_TEXT=""
    while IFS= read -r -t 60 line <&$EIN; do
      [ -z "$line" ] && break
      REPLY_TEXT="$REPLY_TEXT$line"$'\n'
    done
  }
  send "boardsize 3"
  send "killall_stones $*"
  for i in $(seq 1 60); do
    send "genmove $c"
    case "$REPLY_TEXT" in "? game over"*) over=1; break ;; "= "*) ;; *) echo "$REPLY_TEXT" >"$T/out"; fail "genmove: $REPLY_TEXT" ;; esac
    [ $c = w ] && c=b || c=w
  done
  [ $over = 1 ] || fail "self-play did not end"
  send "final_score"
  SCORE=$(printf '%s' "$REPLY_TEXT" | head -1)
  echo quit >&$EOUT
  exec {EIN}<&- {EOUT}>&-
  wait 2>/dev/null
}
for stones in "" "c2" "b2" "a1 c3"; do
  "$YOMI" killall solve 3x3 ${stones:+--attacker-stones ${stones// /,}} >"$T/out" 2>&1 || fail "solve $stones"
  expect=$(sed -n 's/^result: \(attacker\|defender\) wins$/\1/p' "$T/out")
  [ -n "$expect" ] || fail "no solve result for '$stones'"
  selfplay $stones
  want="= W+"
  [ "$expect" = attacker ] && want="= B+"
  echo "$SCORE" >"$T/out"
  [ "$SCORE" = "$want" ] || fail "self-play from '$stones': got '$SCORE', solver says $expect"
done

# loadsgf, printsgf and final_status_list, malformed inputs included: a refused loadsgf leaves the
# game as it was; printsgf reads back; final status by pass-alive (Benson) and by the verdict.
printf '(;GM[1]FF[4]SZ[3]AB[bb];W[ba];B[bc])\n' >"$T/g.sgf"
printf '(;GM[1]FF[4]SZ[3]AB[bb]AW[aa])\n' >"$T/two.sgf"
printf '(;GM[1]FF[4]SZ[3]AB[bb];W[])\n' >"$T/pass.sgf"
printf '(;GM[1]FF[4]SZ[3]AB[bb];B[ba])\n' >"$T/oot.sgf"
printf '(;GM[1]FF[4]SZ[3]AB[bb];W[bb])\n' >"$T/occ.sgf"
printf '(;GM[1]FF[4]SZ[3]AW[bb];B[ba])\n' >"$T/white.sgf"
printf '(;GM[1' >"$T/bad.sgf"
# the Defender (White) wins 3x3 with the Attacker on a1: a pass-alive group, B3 dead inside its area
printf '(;GM[1]FF[4]SZ[3]AB[ac];W[bb];B[ab];W[bc];B[ba];W[cb];B[aa];W[ca];B[ba];W[ab])\n' >"$T/alive.sgf"
printf '%s\n' "1 boardsize 3" "2 loadsgf $T/g.sgf" "3 killall_status" "4 loadsgf $T/g.sgf 2" "5 killall_status" \
  "6 loadsgf $T/two.sgf" "7 loadsgf $T/pass.sgf" "8 loadsgf $T/oot.sgf" "9 loadsgf $T/occ.sgf" "10 loadsgf $T/bad.sgf" \
  "11 loadsgf $T/none.sgf" "12 loadsgf $T/g.sgf 0" "13 loadsgf $T/g.sgf x" "14 loadsgf" "15 showboard" \
  "16 printsgf" "17 printsgf a b" "18 printsgf $T/out.sgf" "19 loadsgf $T/out.sgf" "20 killall_status" \
  "21 loadsgf $T/white.sgf" "22 killall_status" "23 loadsgf $T/alive.sgf" "24 killall_status" \
  "25 final_status_list alive" "26 final_status_list dead" "27 final_status_list seki" "28 final_status_list" \
  "29 final_status_list zombie" "30 final_status_list dead alive" "31 known_command loadsgf" "32 printsgf" \
  "33 killall_attacker_colour black" "34 boardsize 3" "35 final_status_list dead" \
  | "$YOMI" killall gtp --no-book >"$T/out" 2>&1
has "=2 "
has "=3 play: defender (white) to move"
has "=5 play: attacker (black) to move"
has "?6 cannot load file: setup stones of both colours: they are the Attacker's alone"
has "?7 cannot load file: move 1 of the file is a pass (Kill-All has none)"
has "?8 cannot load file: move 1 of the file is out of turn (the Defender moves first)"
has "?9 cannot load file: move 1 of the file is illegal: that point is occupied"
grep -q "^?10 cannot load file: SGF: " "$T/out" || fail "loadsgf: a broken file"
has "?11 cannot load file: cannot read file"
for i in 12 13 14; do has "?$i syntax error: loadsgf FILE [MOVE_NUMBER]"; done
grep -qF " 2 . X . 2" "$T/out" && grep -qF " 1 . . . 1" "$T/out" || fail "loadsgf N: the position before move N"
grep -q '^=16 (;GM\[1\]FF\[4\]CA\[UTF-8\]AP\[yomi:.*SZ\[3\]RU\[Kill-All Go, Tromp-Taylor, no passing\]PL\[W\]' "$T/out" || fail "printsgf"
grep -qx 'AB\[bb\]' "$T/out" && grep -qx ';W\[ba\])' "$T/out" || fail "printsgf: the setup and the moves"
has "?17 syntax error: printsgf [FILE]"
has "=18 "
grep -q '^AB\[bb\]$' "$T/out.sgf" && grep -q '^;W\[ba\])$' "$T/out.sgf" || fail "printsgf FILE: $(cat "$T/out.sgf")"
has "=19 "
has "=20 play: attacker (black) to move"
has "=21 "
has "=22 play: attacker (white) to move"
has "=24 over: defender (white) wins: the Defender has a pass-alive string"
has "=25 C3 C2 B2 A2 B1"
has "=26 B3"
has "=27 "
for i in 28 29 30; do has "?$i syntax error: final_status_list alive|dead|seki"; done
has "=31 true"
grep -q '^=32 (;.*RE\[W+\]' "$T/out" || fail "printsgf: the result"
has "=35 "
# the game goes on, but the shipped 3x3 book proves it an Attacker win: every Defender stone is dead
printf '%s\n' "boardsize 3" "killall_stones b2" "play w b3" "play b b1" "play w a1" "play b c2" \
  "1 final_status_list dead" "2 final_status_list alive" | "$YOMI" killall gtp >"$T/out" 2>&1
grep -qx "=1 B3" "$T/out" && grep -qx "A1" "$T/out" || fail "final_status_list dead by the book"
grep -qx "=2 B2 C2 B1" "$T/out" || fail "final_status_list alive by the book"
printf '%s\n' "boardsize 3" "killall_stones b2" "play w b3" "play b b1" "play w a1" "play b c2" \
  "1 final_status_list dead" | "$YOMI" killall gtp --no-book >"$T/out" 2>&1
has "=1 " # without the book nothing is known yet: pass-alive only

# Every command line is answered, a line that opens with a NUL byte too (NUL is removed as a
# control character): a controller waiting for answer 2 would hang otherwise.
printf '1 name\n\0002 name\n3 name\n' | "$YOMI" killall gtp >"$T/out" 2>&1
has "=1 yomi-killall"
has "=2 yomi-killall"
has "=3 yomi-killall"
echo ok
