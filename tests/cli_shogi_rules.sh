#!/usr/bin/env bash
# yomi shogi perft / prev / unmove-check from the command line: results, and exit 2 with one error
# line on bad input.
set -u
yomi=$1
fail() { echo "FAIL: $*"; echo "0 passed, 1 failed"; exit 1; }

out=$("$yomi" shogi perft 3 2>/dev/null) || fail "perft 3"
[ "$out" = "nodes: 25470" ] || fail "perft 3 printed '$out'"
out=$("$yomi" shogi perft 4 --variant minishogi 2>/dev/null) || fail "minishogi perft 4"
[ "$out" = "nodes: 35401" ] || fail "minishogi perft 4 printed '$out'"
out=$("$yomi" shogi perft 2 --divide --variant minishogi 2>/dev/null)
[ "$(echo "$out" | grep -c ': ')" = 15 ] || fail "divide lists 14 moves and the total"
echo "$out" | grep -q '^5d5c: ' || fail "divide shows USI moves"
"$yomi" shogi perft 1 --json | grep -q '"nodes": 30' || fail "perft --json"

# Figure 12 of the seed: one predecessor, by the Tokin's 8e8f.
out=$("$yomi" shogi prev --sfen '9/9/9/9/p1p6/+R+pk6/K8/9/9 b R2B4G4S4N4L15P 1')
echo "$out" | grep -q '^9/9/9/9/p+pp6/+R1k6/K8/9/9 w R2B4G4S4N4L15P 1  8e8f$' || fail "prev: $out"
echo "$out" | grep -q '^predecessors: 1$' || fail "prev count"

"$yomi" shogi unmove-check --variant minishogi --positions 300 >/dev/null || fail "unmove-check"

for args in "perft 3 --variant chess" "perft x" "perft" "perft 2 --sfen rbsgk/4p/5/P4/KGSBR_b_-" \
            "perft 1 --variant minishogi --sfen lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL_b_-_1" \
            "prev" "prev --sfen 4k4/9/9/9/9/9/9/9/4KK3_b_-_1" "unmove-check --positions 0" "perft 1 --bogus"; do
  # underscores stand for spaces inside one SFEN argument
  set -- $args
  argv=()
  for a in "$@"; do argv+=("${a//_/ }"); done
  err=$("$yomi" shogi "${argv[@]}" 2>&1 >/dev/null)
  rc=$?
  [ $rc = 2 ] || fail "'yomi shogi $args' exited $rc, expected 2"
  [ "$(echo "$err" | wc -l)" = 1 ] || fail "'yomi shogi $args' printed more than one error line: $err"
  echo "$err" | grep -q '^yomi: error: ' || fail "'yomi shogi $args': $err"
done
echo "1 passed, 0 failed"
