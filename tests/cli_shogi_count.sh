#!/usr/bin/env bash
# yomi shogi count|sample|rank|unrank from the command line: the seed's |P_K| (Ishii & Tanaka 2026,
# section 3.2.4), JSON records, reproducible samples, rank/unrank round trips, one-line errors.
set -euo pipefail
yomi=$1
fail() { echo "FAIL: $*" >&2; echo "0 passed, 1 failed"; exit 1; }

out=$($yomi shogi count --variant shogi)
grep -qx 'count: 80880932079767835177773204009328769812438521503800714936366945233084532' <<<"$out" \
  || fail "shogi count: $out"
out=$($yomi shogi count --variant minishogi --json)
grep -q '"result": {"count": "16014219505238849250", "canonical": "' <<<"$out" || fail "minishogi json: $out"
grep -q '"command": "yomi shogi count --variant minishogi --json"' <<<"$out" || fail "json command: $out"
# |P_K'| (shogi/prime; checked against brute force in tests/test_shogi_prime*.c).
grep -q '"pk_prime": "12874031393035140270"' <<<"$out" || fail "minishogi pk_prime json: $out"
$yomi shogi count --variant shogi | grep -q \
  '^pk-prime: 3061946014629782898209609153148603825516405472791147447142577969020272 (3.7857%' \
  || fail "shogi pk-prime line"

# Records show what the text shows: perft --divide's count per move, reach's moves.
out=$($yomi shogi perft 2 --variant minishogi --divide --json)
grep -q '"result": {"nodes": 181, "divide": \[{"move": "5e4d", "nodes": 1[0-9]}' <<<"$out" || fail "perft divide json: $out"
[ "$(grep -o '"move": ' <<<"$out" | wc -l)" = "$($yomi shogi perft 1 --variant minishogi | sed 's/nodes: //')" ] || fail "perft divide json: one entry a move"
out=$($yomi shogi reach --variant minishogi --sfen 'rbsgk/4p/5/P4/KGSBR b - 1' --json)
grep -q '"moves": \["P\*5d", "R\*5a", ' <<<"$out" || fail "reach json moves: $out"

# Sample i is a function of (seed, i): a window of a run equals the same lines of a longer run.
a=$($yomi shogi sample --variant shogi --seed 42 --count 6)
b=$($yomi shogi sample --variant shogi --seed 42 --count 2 --start 3)
[ "$(sed -n 4,5p <<<"$a")" = "$b" ] || fail "sample window differs"
[ "$(wc -l <<<"$a")" -eq 6 ] || fail "sample count"
c=$($yomi shogi sample --variant shogi --seed 43 --count 6)
[ "$a" != "$c" ] || fail "seeds 42 and 43 gave the same samples"

# rank and unrank invert each other and agree with sample --rank.
while read -r rank sfen; do
  [ "$($yomi shogi unrank --variant minishogi "$rank")" = "$sfen" ] || fail "unrank $rank"
  got=$($yomi shogi rank --variant minishogi "$sfen" | sed -n 's/^rank: //p')
  [ "$got" = "$rank" ] || fail "rank of $sfen: $got, want $rank"
done < <($yomi shogi sample --variant minishogi --seed 9 --count 5 --rank)
$yomi shogi sample --variant minishogi --seed 9 --count 3 --json | grep -q '"samples": \[{"i": 0, "rank": "' \
  || fail "sample json"

# The initial position is not canonical (Rook and Bishop swap files under reflection).
$yomi shogi rank --variant shogi 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1' \
  | grep -qx 'not canonical (its mirror image is smaller)' || fail "initial position canonicality"

# Bad input: one error line, exit status 2.
expect_usage() {
  local err rc=0
  err=$("$@" 2>&1 >/dev/null) || rc=$?
  [ "$rc" -eq 2 ] || fail "exit $rc for: $*"
  [ "$(wc -l <<<"$err")" -eq 1 ] || fail "not one error line for: $*: $err"
}
expect_usage $yomi shogi count --variant chess
expect_usage $yomi shogi sample --variant shogi --count -1
expect_usage $yomi shogi unrank --variant minishogi 16014219505238849250
expect_usage $yomi shogi unrank --variant minishogi 12x
expect_usage $yomi shogi rank --variant minishogi 'rbsgk/4p/5/P4/KGSBR'
expect_usage $yomi shogi rank --variant minishogi 'rbsgk/4p/5/5/KGSBR b - 1'
expect_usage $yomi shogi rank --variant minishogi 'rbsgk/4p/5/P4/KGSBR w - 1'
echo "1 passed, 0 failed"
