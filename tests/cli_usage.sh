#!/usr/bin/env bash
# Every verb answers --help with a usage text on stdout and exit status 0 (without doing its work),
# and a verb that takes no arguments refuses one with one error line and exit status 2.
set -u
yomi="$1"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fails=0

# expect_help ARGS...: exit 0 within a few seconds, stdout opens with "usage: yomi"
expect_help() {
  timeout 10 "$yomi" "$@" >"$tmp/out" 2>"$tmp/err"
  local rc=$?
  if [ "$rc" -ne 0 ] || ! head -1 "$tmp/out" | grep -q '^usage: yomi' || [ -s "$tmp/err" ]; then
    echo "FAIL: yomi $* -> rc=$rc, stdout/stderr:"; cat "$tmp/out" "$tmp/err"
    fails=$((fails + 1))
  fi
}

expect_help bench --help
expect_help bench -h
expect_help demo --help
expect_help demo -h
expect_help go --help
expect_help killall --help

for args in "bench extra" "demo extra" "bench --bogus"; do
  # shellcheck disable=SC2086
  timeout 10 "$yomi" $args >"$tmp/out" 2>"$tmp/err"
  rc=$?
  if [ "$rc" -ne 2 ] || [ "$(wc -l <"$tmp/err")" -ne 1 ] || ! grep -q '^yomi: error: ' "$tmp/err"; then
    echo "FAIL: yomi $args -> rc=$rc, stderr:"; cat "$tmp/err"
    fails=$((fails + 1))
  fi
done

if [ "$fails" -ne 0 ]; then
  echo "$fails failure(s)"
  exit 1
fi
echo "all usage checks passed"
