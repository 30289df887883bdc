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

# Every command line is answered, a line that opens with a NUL byte too (NUL is removed as a
# control character): a controller waiting for answer 2 would hang otherwise.
printf '1 name\n\0002 name\n3 name\n' | "$YOMI" killall gtp >"$T/out" 2>&1
has "=1 yomi-killall"
has "=2 yomi-killall"
has "=3 yomi-killall"
echo ok
