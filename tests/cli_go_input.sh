#!/usr/bin/env bash
# Command-line input handling of `yomi go`: good input works; malformed board sizes, oversize boards,
# bad coordinates, illegal moves and bad SGF each get exactly one error line and exit status 2.
set -u
yomi="$1"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fails=0

# expect_error DESCRIPTION ARGS...: exit 2, nothing on stdout, one line on stderr starting "yomi: error:"
expect_error() {
  local what="$1"
  shift
  "$yomi" "$@" >"$tmp/out" 2>"$tmp/err"
  local rc=$?
  local lines
  lines=$(wc -l <"$tmp/err")
  if [ "$rc" -ne 2 ] || [ "$lines" -ne 1 ] || ! grep -q '^yomi: error: ' "$tmp/err" || [ -s "$tmp/out" ]; then
    echo "FAIL ($what): yomi $* -> rc=$rc, stderr:"; cat "$tmp/err"
    fails=$((fails + 1))
  fi
}

# expect_output DESCRIPTION PATTERN ARGS...: exit 0 and stdout matches the pattern
expect_output() {
  local what="$1" pattern="$2"
  shift 2
  if ! "$yomi" "$@" >"$tmp/out" 2>"$tmp/err" || ! grep -q -- "$pattern" "$tmp/out"; then
    echo "FAIL ($what): yomi $* did not print '$pattern':"; cat "$tmp/out" "$tmp/err"
    fails=$((fails + 1))
  fi
}

expect_output "verb list" "value" go --help
expect_output "oracle 2x2" "^value: 1$" go value 2x2 --oracle
expect_output "oracle 1x3" "^value: 3$" go value 1x3 --oracle
expect_output "oracle json" '"result": {"value": 0}' go value 2x3 --oracle --json
expect_output "oracle after moves" "^value: " go value 2x3 --oracle --moves B2,pass
expect_output "show" "area score (B-W): 9" go show 3x3 --moves B2
printf '(;FF[4]GM[1]SZ[5:3];B[bb];W[ab];B[aa])\n' >"$tmp/good.sgf"
expect_output "show sgf" "SZ\[5:3\];B\[bb\];W\[ab\];B\[aa\]" go show --sgf "$tmp/good.sgf"

expect_error "malformed size" go value 3y3 --oracle
expect_error "malformed size" go value 3x --oracle
expect_error "malformed size" go value x3 --oracle
expect_error "malformed size" go show 4x4x4
expect_error "zero size" go show 0x5
expect_error "oversize" go show 20x20
expect_error "oversize" go show 1x400
expect_error "oversize for the oracle" go value 9x9 --oracle
expect_error "bad coordinate" go show 5x5 --moves C3,Z9
expect_error "bad coordinate" go show 5x5 --moves C3,I2
expect_error "bad coordinate" go show 5x5 --moves C3,,D4
expect_error "bad coordinate" go show 5x5 --moves C0
expect_error "illegal move" go show 5x5 --moves C3,C3
expect_error "superko" go show 2x2 --moves A1,B2,A2,B1,A1,A2,A1
expect_error "after the game" go show 2x2 --moves pass,pass,A1
expect_error "too large for the solver" go value 9x9   # was: "no mode" (df-pn value now exists; changed on branch solve)
# One parser of board sizes (cli_go_size) for every verb: the same line for the same mistake.
for verb in "go solve" "go value" "go campaign" "go suite" "killall solve" "killall campaign"; do
  # shellcheck disable=SC2086
  expect_error "malformed size, $verb" $verb 3y3
  grep -qF "malformed board size '3y3' (expected RxC" "$tmp/err" || { echo "FAIL: $verb 3y3: $(cat "$tmp/err")"; fails=$((fails + 1)); }
  # shellcheck disable=SC2086
  expect_error "too many points, $verb" $verb 9x9
  grep -qF "board 9x9 has 81 points; this command handles at most 64" "$tmp/err" || { echo "FAIL: $verb 9x9: $(cat "$tmp/err")"; fails=$((fails + 1)); }
done
expect_error "malformed --board" go selftest --board 3y3
grep -qF "malformed board size '3y3'" "$tmp/err" || { echo "FAIL: selftest --board 3y3: $(cat "$tmp/err")"; fails=$((fails + 1)); }
expect_error "no size" go value --oracle
expect_error "unknown option" go value 2x2 --oracle --bogus
expect_error "unknown verb" go frobnicate
expect_error "missing sgf" go show --sgf "$tmp/none.sgf"
printf 'not sgf' >"$tmp/bad1.sgf"
expect_error "bad sgf" go show --sgf "$tmp/bad1.sgf"
printf '(;SZ[5];B[cc]' >"$tmp/bad2.sgf"
expect_error "truncated sgf" go show --sgf "$tmp/bad2.sgf"
printf '(;SZ[5];B[zz])' >"$tmp/bad3.sgf"
expect_error "sgf point off the board" go show --sgf "$tmp/bad3.sgf"
printf '(;SZ[25])' >"$tmp/bad4.sgf"
expect_error "sgf oversize" go show --sgf "$tmp/bad4.sgf"
printf '(;SZ[3];B[aa];B[bb])' >"$tmp/bad5.sgf"
expect_error "sgf out of turn" go show --sgf "$tmp/bad5.sgf"

# SGF per FF[4]: a byte order mark, compressed point lists, the root's properties kept on output with
# yomi as AP; two moves in one node, setup stones without a liberty and a file over 64 MiB are refused.
printf '\xef\xbb\xbf(;GM[1]FF[4]SZ[5]KM[2.5]PB[Al]PW[Bo]RE[B+2]C[a\\] b]AB[aa:bb]AW[dd];B[ee])' >"$tmp/bom.sgf"
expect_output "sgf bom and compressed list" "^AB\[aa\]\[ba\]\[ab\]\[bb\]$" go show --sgf "$tmp/bom.sgf"
for prop in 'KM\[2.5\]' 'PB\[Al\]' 'PW\[Bo\]' 'RE\[B+2\]' 'C\[a\\\] b\]' 'AP\[yomi:[^]]' 'AW\[dd\]'; do
  expect_output "sgf root property $prop kept" "$prop" go show --sgf "$tmp/bom.sgf"
done
printf '(;SZ[3];B[aa]W[bb])' >"$tmp/two.sgf"
expect_error "sgf two moves in one node" go show --sgf "$tmp/two.sgf"
grep -q "two moves in one node" "$tmp/err" || { echo "FAIL: two moves: $(cat "$tmp/err")"; fails=$((fails + 1)); }
printf '(;SZ[3]AB[aa:cc])' >"$tmp/full.sgf"
expect_error "sgf setup filling the board" go show --sgf "$tmp/full.sgf"
grep -q "without a liberty" "$tmp/err" || { echo "FAIL: full board: $(cat "$tmp/err")"; fails=$((fails + 1)); }
printf '(;SZ[3]AB[ab][ba]AW[aa])' >"$tmp/dead.sgf"
expect_error "sgf setup chain without a liberty" go show --sgf "$tmp/dead.sgf"
grep -q "the white chain at aa" "$tmp/err" || { echo "FAIL: dead chain: $(cat "$tmp/err")"; fails=$((fails + 1)); }
printf '(;SZ[3]AB[aa:dd])' >"$tmp/offlist.sgf"
expect_error "sgf compressed list off the board" go show --sgf "$tmp/offlist.sgf"
truncate -s 65M "$tmp/huge.sgf"
expect_error "sgf over 64 MiB" go show --sgf "$tmp/huge.sgf"
grep -q "too large" "$tmp/err" || { echo "FAIL: huge: $(cat "$tmp/err")"; fails=$((fails + 1)); }
rm -f "$tmp/huge.sgf"
"$yomi" go solve 2x2 --komi 0.5 --sgf "$tmp/pv.sgf" >/dev/null 2>&1
grep -q 'RE\[B+\]' "$tmp/pv.sgf" || { echo "FAIL: go solve --sgf has no RE: $(cat "$tmp/pv.sgf")"; fails=$((fails + 1)); }

# Input quoted in an error is escaped: a newline or an escape byte never splits the one error line,
# and a very long input is cut with "...".
expect_error "newline in --moves" go show 3x3 --moves $'A1\nB2'
grep -qF "move 1 of 'A1\nB2': malformed" "$tmp/err" || { echo "FAIL: newline not escaped"; cat "$tmp/err"; fails=$((fails + 1)); }
expect_error "escape byte in the size" go solve $'3x\e[31m3'
grep -qF "malformed board size '3x\x1B[31m3'" "$tmp/err" || { echo "FAIL: escape byte not escaped"; cat "$tmp/err"; fails=$((fails + 1)); }
expect_error "newline in the komi" go solve 3x3 --komi $'1\n5'
# Numbers are decimal: strtod's hex, inf and leading space are refused (core/text.h, text_decimal).
expect_error "hex komi" go solve 3x3 --komi 0x10.8
expect_error "komi with a leading space" go solve 3x3 --komi " 2.5"
expect_error "hex epsilon" go solve 2x2 --komi 0.5 --epsilon 0x1
expect_error "infinite epsilon" go solve 2x2 --komi 0.5 --epsilon inf
expect_error "newline in the size" go show $'3\nx3'
expect_error "long --moves" go show 3x3 --moves "$(printf 'pass,%.0s' {1..60})Z"
grep -qF "pass,pass,...': malformed" "$tmp/err" || { echo "FAIL: long input not cut"; cat "$tmp/err"; fails=$((fails + 1)); }

if [ "$fails" -ne 0 ]; then
  echo "$fails failure(s)"
  exit 1
fi
echo "all go input checks passed"
