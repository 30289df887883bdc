#!/bin/bash
# Drives `yomi go gtp` in self-play (genmove b / genmove w until two passes) and prints the session;
# docs/go-gtp-selfplay-3x3.log was made with: bash scripts/gtp-selfplay.sh build/yomi 3
# usage: selfplay.sh YOMI SIZE [engine args]  -- drives genmove b/w until two passes
YOMI=$1; SIZE=$2; shift 2
coproc ENG { "$YOMI" go gtp "$@"; }
send() { echo "$1" >&"${ENG[1]}"; echo ">> $1"; local line resp=""; while IFS= read -r line <&"${ENG[0]}"; do [ -z "$line" ] && break; resp="$resp$line"$'\n'; done; printf '%s' "$resp"; LAST=$(printf '%s' "$resp" | head -1); }
send "boardsize $SIZE"; send "komi 0"; send "clear_board"
passes=0; c=b
for i in $(seq 1 80); do
  send "genmove $c"
  if [ "$LAST" = "= pass" ]; then passes=$((passes+1)); else passes=0; fi
  [ $passes = 2 ] && break
  [ $c = b ] && c=w || c=b
done
send "showboard"; send "final_score"; send "quit"
