#!/usr/bin/env bash
# yomi go selftest, a larger subset (optimised build only): a few hundred positions per board.
set -u
yomi=$1
fail=0
run() {
  out=$("$yomi" go selftest "$@" 2>&1); rc=$?
  if [ $rc != 0 ] || ! grep -q 'mismatches 0' <<<"$out"; then echo "FAIL selftest $*: $out"; fail=1; fi
}
for t in "" --no-transfer; do
  run --board 2x2 --positions 300 --seed 21 $t
  run --board 1x5 --positions 300 --seed 22 $t
  run --board 2x3 --positions 200 --seed 23 $t
  run --board 1x6 --positions 100 --seed 24 $t
  run --board 3x3 --positions 40 --seed 25 --max-empty 3 $t
done
exit $fail
