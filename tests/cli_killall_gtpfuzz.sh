#!/bin/bash
# Both GTP engines and the referee fed deterministic garbage (random commands, arguments, control
# bytes, overlong lines): every GTP line gets exactly one `=` or `?` answer, nothing is printed on
# stderr (sanitizer reports included) but the engines' genmove notes, and the processes exit normally.
set -u
YOMI=$1
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
fail() { echo "FAIL: $*"; head -c 2000 "$T/err"; exit 1; }
RANDOM=2026
cmds=(boardsize clear_board komi play genmove undo showboard final_score known_command list_commands
  protocol_version name version killall_setup killall_place killall_claim killall_done killall_role
  killall_handicap killall_batches killall_first killall_stones killall_status killall_attacker_colour foo)
args=(b w black white a1 t19 z0 pass 3 5 0 -1 99999999999999999999 attacker defender pieboxing handicap pie
  hoctaph classic 1 2 c3 aa1 A25 2.5 x)
for i in $(seq 1 600); do
  line=""
  ((RANDOM % 4 == 0)) && line="$((RANDOM % 50)) "
  line="$line${cmds[RANDOM % ${#cmds[@]}]}"
  for j in $(seq 1 $((RANDOM % 4))); do line="$line ${args[RANDOM % ${#args[@]}]}"; done
  ((RANDOM % 40 == 0)) && line="$line $(printf '\001\002\033[0m\t#comment')"
  ((RANDOM % 100 == 0)) && line="play b $(printf 'a1 %.0s' $(seq 1 100))"
  echo "$line"
done | sed 's/ quit$//' >"$T/in"
lines=$(grep -c '[^[:space:]]' "$T/in")
for eng in go killall; do
  "$YOMI" $eng gtp --node-limit 5000 <"$T/in" >"$T/out" 2>"$T/err"
  [ $? = 0 ] || fail "$eng gtp exit status"
  grep -qv '^genmove [BW] [^ ]*: ' "$T/err" && fail "$eng gtp wrote on stderr"
  n=$(grep -c '^[=?]' "$T/out")
  # comment-only lines get no answer; every other line exactly one
  comments=$(grep -c '^[[:space:]]*#' "$T/in")
  [ "$n" -ge $((lines - comments - 5)) ] && [ "$n" -le "$lines" ] || fail "$eng gtp: $n answers for $lines lines"
done
tr -d '\001\002\033' <"$T/in" | sed 's/^[0-9]* //; s/killall_//' >"$T/play"
for s in pieboxing handicap pie hoctaph; do
  "$YOMI" killall play --size 5 --setup $s --quiet <"$T/play" >"$T/out" 2>"$T/err"
  [ $? = 0 ] || fail "play $s exit status"
  [ -s "$T/err" ] && fail "play $s wrote on stderr"
done
echo ok
