#!/usr/bin/env bash
# yomi go selftest, a fast subset: df-pn against the exact oracle, with and without transfer and
# static evaluation (the full run is in docs/RESULTS.md).
set -u
yomi=$1
fail=0
run() {
  out=$("$yomi" go selftest "$@" 2>&1); rc=$?
  if [ $rc != 0 ] || ! grep -q 'mismatches 0' <<<"$out"; then echo "FAIL selftest $*: $out"; fail=1; fi
}
for t in "" --no-transfer --no-static; do
  run --board 2x2 --positions 60 --seed 11 $t
  run --board 1x5 --positions 60 --seed 12 $t
  run --board 2x3 --positions 30 --seed 13 $t
done
exit $fail
