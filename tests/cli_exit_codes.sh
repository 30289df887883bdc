#!/usr/bin/env bash
# One exit-code convention for every verb (src/cli/cli.h, README "Exit status"): 0 done, 1 a check
# failed, 2 bad usage or input, 3 not decided within the limits, 4 I/O or resource error, 130
# interrupted. Each line below runs a verb into one of these and checks the code, and for the
# errors one "yomi: error:" line on stderr.
set -u
yomi="$1"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
pass=0 failed=0

# code WANT ARGS...: the exit status is WANT; for 2 and 4 stderr is one "yomi: error:" line
code() {
  local want=$1 rc=0
  shift
  timeout 120 "$yomi" "$@" >"$tmp/out" 2>"$tmp/err" || rc=$?
  local why=""
  if [ "$rc" != "$want" ]; then why="exit $rc, want $want"
  elif [ "$want" = 2 ] || [ "$want" = 4 ]; then
    if [ "$(wc -l <"$tmp/err")" != 1 ] || ! grep -q '^yomi: error: ' "$tmp/err"; then why="stderr: $(head -c 300 "$tmp/err")"; fi
  fi
  if [ -z "$why" ]; then pass=$((pass + 1)); else failed=$((failed + 1)); echo "FAIL: yomi $*: $why"; fi
}
# has PATTERN: the last command's stdout or stderr matches
has() {
  if grep -q -- "$1" "$tmp/out" "$tmp/err"; then pass=$((pass + 1)); else failed=$((failed + 1)); echo "FAIL: no '$1' in: $(cat "$tmp/out" "$tmp/err" | head -c 400)"; fi
}

# 0: done
code 0 go solve 2x2 --komi 0.5
code 0 killall solve 3x3 --place 1
code 0 shogi estimate --variant minishogi --samples 1000 --seed 1
code 0 shogi perft 2 --variant minishogi
code 0 go show 3x3 --moves A1
code 0 go playouts 3x3 --games 10
# 2: bad usage or input
code 2 go solve 2x2
code 2 go solve 9x9x --komi 0.5
code 2 killall solve 0x5
code 2 shogi estimate --variant mini --samples 10
code 2 shogi perft x --variant minishogi
echo garbage >"$tmp/bad.ck"
code 2 shogi estimate --variant minishogi --samples 1000 --checkpoint "$tmp/bad.ck"
has "not a yomi estimate checkpoint"
echo garbage >"$tmp/bad.tt"
code 2 go solve 2x2 --komi 0.5 --tt-file "$tmp/bad.tt"
# 3: not decided within the limits
code 3 go solve 4x4 --komi 0.5 --node-limit 100
has "^result: unknown (node limit)"
code 3 killall solve 3x3 --place 1 --node-limit 10
has "^result: unknown (node limit)"
code 3 go solve 3x4 --komi 4.5 --prune black
has "^result: not proved (pruned run"
code 3 killall solve 3x3 --attacker-stones b2 --prune-defender
# 4: I/O or resource error
code 4 go solve 2x2 --komi 0.5 --tt-mb 1048576
has "cannot allocate a table of 1048576 MiB"
code 4 go solve 2x2 --komi 0.5 --tt-file /nonexistent/dir/t.tt
code 4 killall solve 3x3 --place 1 --tt-file /nonexistent/dir/t.tt
code 4 shogi estimate --variant minishogi --samples 1000 --checkpoint /nonexistent/dir/ck
has "cannot write"
code 4 go solve 2x2 --komi 0.5 --sgf /nonexistent/dir/x.sgf
if [ -w /dev/full ]; then
  rc=0
  "$yomi" go show 3x3 --moves A1 >/dev/full 2>"$tmp/err" || rc=$?
  if [ "$rc" = 4 ]; then pass=$((pass + 1)); else failed=$((failed + 1)); echo "FAIL: go show >/dev/full: exit $rc"; fi
fi
# 130: interrupted (a run far longer than the second before the signal)
for args in "go solve 5x5 --komi 0.5 --tt-mb 16" "killall solve 4x4 --tt-mb 16"; do
  rc=0
  timeout --preserve-status -s INT 1 "$yomi" $args >"$tmp/out" 2>&1 || rc=$?
  if [ "$rc" = 130 ] && grep -q "^result: unknown (interrupted)" "$tmp/out"; then pass=$((pass + 1)); else
    failed=$((failed + 1)); echo "FAIL: $args under SIGINT: exit $rc: $(head -c 300 "$tmp/out")"
  fi
done

echo "$pass passed, $failed failed"
[ "$failed" = 0 ]
