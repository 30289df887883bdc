#!/usr/bin/env bash
# Ctrl-C during the counting verbs (issue 23, point 9): `shogi perft`, `shogi unmove-check` and
# `go playouts` stop cleanly, print the partial figures marked "(interrupted: partial)" (JSON:
# "complete": false), say so on stderr, and exit 130. Each run would take hours; the signal comes
# after half a second.
set -u
yomi="$1"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
pass=0 failed=0
check() { # check NAME CONDITION...
  local name=$1
  shift
  if "$@"; then pass=$((pass + 1)); else failed=$((failed + 1)); echo "FAIL: $name"; cat "$tmp/out" "$tmp/err"; fi
}
interrupt() { # interrupt ARGS...: run, SIGINT after 0.5 s (SIGKILL 10 s later if it ignores it)
  rc=0
  timeout -k 10 --preserve-status -s INT 0.5 "$yomi" "$@" >"$tmp/out" 2>"$tmp/err" || rc=$?
}
interrupt shogi perft 9
check "perft: exit 130 (got $rc)" [ "$rc" = 130 ]
check "perft: partial count" grep -q '^nodes: [1-9][0-9]*   (interrupted: partial)$' "$tmp/out"
check "perft: stderr says so" grep -q '^yomi: interrupted' "$tmp/err"
interrupt shogi perft 9 --divide
check "perft --divide: exit 130 (got $rc)" [ "$rc" = 130 ]
check "perft --divide: partial count" grep -q '(interrupted: partial)$' "$tmp/out"
interrupt shogi perft 9 --json
check "perft --json: exit 130 (got $rc)" [ "$rc" = 130 ]
check "perft --json: complete false" grep -q '"complete": false' "$tmp/out"
interrupt shogi unmove-check --positions 1000000000
check "unmove-check: exit 130 (got $rc)" [ "$rc" = 130 ]
check "unmove-check: partial figures" grep -q '^positions: [0-9]*  games: [0-9]*   (interrupted: partial)$' "$tmp/out"
check "unmove-check: the verdict line" grep -q '^agree ' "$tmp/out"
check "unmove-check: stderr says so" grep -q '^yomi: interrupted after [0-9]* of 1000000000 positions$' "$tmp/err"
interrupt go playouts 19x19 --games 100000000
check "playouts: exit 130 (got $rc)" [ "$rc" = 130 ]
check "playouts: partial figures" grep -q 'games: [1-9][0-9]*  moves: .*(interrupted: partial)$' "$tmp/out"
check "playouts: speed line" grep -q '^seconds: ' "$tmp/out"
check "playouts: stderr says so" grep -q '^yomi: interrupted after [0-9]* of 100000000 games$' "$tmp/err"
# uninterrupted runs are unchanged and exit 0
"$yomi" go playouts 3x3 --games 10 >"$tmp/out" 2>"$tmp/err"
check "playouts: complete run exits 0" [ $? = 0 ]
check "playouts: no interrupted mark" bash -c "! grep -q interrupted '$tmp/out'"
"$yomi" shogi perft 3 --variant minishogi >"$tmp/out" 2>"$tmp/err"
check "perft: complete run exits 0" [ $? = 0 ]
check "perft: exact line" grep -qx 'nodes: [0-9]*' "$tmp/out"
echo "$pass passed, $failed failed"
[ "$failed" = 0 ]
