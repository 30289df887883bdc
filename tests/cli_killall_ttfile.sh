#!/bin/bash
# `yomi killall solve --tt-file`: a proof stopped by its node limit (which reports the root's proof
# numbers) and resumed from the saved table reaches the value of an uninterrupted run; a snapshot is refused for another problem, and a foreign,
# truncated or unwritable file gets one error line and a non-zero status.
set -u
YOMI=$1
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
fail() { echo "FAIL: $*"; echo "--- output:"; cat "$T/out"; exit 1; }
exps() { sed -n 's/^expansions: //p' "$T/out"; }

# The uninterrupted runs: 3x4 with one placed stone (an Attacker win) and with none (a Defender win).
for k in 0 1; do
  "$YOMI" killall solve 3x4 --place $k --tt-mb 16 >"$T/out" 2>&1 || fail "3x4 --place $k"
  grep "^result: " "$T/out" >"$T/fresh$k"
  full=$(exps)
  # The same proof in slices of 5,000 expansions, each resuming from the table the last one saved.
  rm -f "$T/tt"
  total=0
  for slice in $(seq 1 200); do
    "$YOMI" killall solve 3x4 --place $k --tt-mb 16 --node-limit 5000 --tt-file "$T/tt" >"$T/out" 2>&1
    rc=$?
    total=$((total + $(exps)))
    grep -q "^table: [0-9]* entries saved to $T/tt$" "$T/out" || fail "k=$k slice $slice: not saved"
    [ $slice = 1 ] || grep -q "^table: [0-9]* entries loaded from $T/tt$" "$T/out" || fail "k=$k slice $slice: not loaded"
    if grep -q "^result: unknown (node limit)$" "$T/out"; then
      # an unfinished proof reports how far each side's proof is from done (both still open: > 0)
      grep -Eq "^root numbers: (attacker|defender) [1-9][0-9]*, (attacker|defender) [1-9][0-9]* " "$T/out" || fail "k=$k: root numbers"
      continue
    fi
    grep -q "^root numbers" "$T/out" && fail "k=$k: root numbers of a finished proof"
    [ $rc = 0 ] || fail "k=$k slice $slice: exit status $rc"
    break
  done
  grep -qxFf "$T/fresh$k" "$T/out" || fail "k=$k: the resumed proof differs from the fresh one"
  [ "$slice" -gt 2 ] || fail "k=$k: the proof should need several slices ($full expansions)"
  echo "k=$k: $full expansions at once, $total in $slice slices"
  # Once proved, the table answers at once.
  "$YOMI" killall solve 3x4 --place $k --tt-mb 16 --tt-file "$T/tt" >"$T/out" 2>&1 || fail "k=$k: rerun"
  grep -qxFf "$T/fresh$k" "$T/out" || fail "k=$k: the rerun differs"
  [ "$(exps)" -lt $((full / 10)) ] || fail "k=$k: the rerun did not use the table"
  cp "$T/tt" "$T/tt$k"
done
# A smaller table takes a bigger snapshot (replacement keeps what fits) and still proves the value.
"$YOMI" killall solve 3x4 --place 1 --tt-mb 1 --tt-file "$T/tt1" >"$T/out" 2>&1 || fail "smaller table"
grep -qxFf "$T/fresh1" "$T/out" || fail "smaller table: value"

# Refused snapshots: another problem, a foreign file, a truncated one; an unwritable place; --min-stones.
head -c 5000 "$T/tt0" >"$T/short"
cp "$T/tt0" "$T/tt0.orig"
echo "not a table" >"$T/junk"
for args in "--place 1 --tt-file $T/tt0" "--place 0 --tt-file $T/junk" "--place 0 --tt-file $T/short" \
  "--place 0 --tt-file $T/no/such/dir/tt" "--min-stones --tt-file $T/tt0" "--place 0 --tt-file="; do
  "$YOMI" killall solve 3x4 $args >"$T/out" 2>"$T/err"
  rc=$?
  [ $rc != 0 ] || fail "'$args': exit status 0"
  [ "$(wc -l <"$T/err")" = 1 ] || { cat "$T/err" >>"$T/out"; fail "'$args': one error line"; }
  grep -q "^yomi: error: " "$T/err" || { cat "$T/err" >>"$T/out"; fail "'$args': error line"; }
  grep -q "^result:" "$T/out" && fail "'$args': searched anyway"
done
# The refused snapshot is left as it was, and still serves its own problem.
cmp -s "$T/tt0" "$T/tt0.orig" || fail "a refused snapshot was changed"
"$YOMI" killall solve 3x4 --place 0 --tt-file "$T/tt0" >"$T/out" 2>&1 || fail "tt0 no longer loads"
grep -qxFf "$T/fresh0" "$T/out" || fail "tt0: value"
echo ok
