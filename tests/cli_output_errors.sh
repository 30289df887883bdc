#!/usr/bin/env bash
# Output that cannot be written is an error, never a silent success: stdout on a full device
# (/dev/full) or closed, for every kind of verb, and an SGF file that cannot be created. Each gets
# one "yomi: error:" line on stderr and a non-zero exit status.
set -u
yomi="$1"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fails=0

# check DESCRIPTION RC PATTERN: RC non-zero, one error line on stderr matching PATTERN
check() {
  local what="$1" rc="$2" pattern="$3"
  if [ "$rc" -eq 0 ] || [ "$(wc -l <"$tmp/err")" -ne 1 ] || ! grep -q -- "^yomi: error: $pattern" "$tmp/err"; then
    echo "FAIL ($what): rc=$rc, stderr:"; cat "$tmp/err"
    fails=$((fails + 1))
  fi
}

if [ -w /dev/full ]; then
  "$yomi" go show 3x3 --moves A1 >/dev/full 2>"$tmp/err"
  check "go show to /dev/full" $? "cannot write standard output"
  "$yomi" go value 2x2 --oracle --json >/dev/full 2>"$tmp/err"
  check "go value --json to /dev/full" $? "cannot write standard output"
  "$yomi" --help >/dev/full 2>"$tmp/err"
  check "help to /dev/full" $? "cannot write standard output"
  printf '1 name\n2 quit\n' | "$yomi" go gtp >/dev/full 2>"$tmp/err"
  check "go gtp to /dev/full" $? "cannot write standard output"
  printf '1 name\n2 quit\n' | "$yomi" killall gtp >/dev/full 2>"$tmp/err"
  check "killall gtp to /dev/full" $? "cannot write standard output"
fi
"$yomi" go show 3x3 --moves A1 >&- 2>"$tmp/err"
check "go show with stdout closed" $? "cannot write standard output"
"$yomi" go solve 2x2 --komi 0.5 --sgf /nonexistent/x.sgf >/dev/null 2>"$tmp/err"
check "go solve --sgf into a missing folder" $? "cannot write /nonexistent/x.sgf"

# the exit status of a verb that succeeds is still 0
"$yomi" go show 3x3 --moves A1 >/dev/null 2>"$tmp/err" || { echo "FAIL: go show to /dev/null"; fails=$((fails + 1)); }

if [ "$fails" -ne 0 ]; then
  echo "$fails failure(s)"
  exit 1
fi
echo "all output error checks passed"
