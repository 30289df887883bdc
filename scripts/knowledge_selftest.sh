#!/usr/bin/env bash
# The validation of the Go solver's knowledge (issue "Go solver knowledge I", docs/go-static.md):
#   oracle MODE  every static rule on, MODE = all | black | white (the pruned runs: only the pruned
#                side's wins are compared), against the exact oracle on seven small boards;
#   cross        late positions of four larger boards: the value with every rule on against the value
#                without static rules and both pruned runs (go selftest --cross).
# Arguments after MODE go to every selftest (e.g. `--prior learned --order all`: the guidance of
# docs/go-prior.md, which must not change a value either). Prints one summary line per board; fails if any run reports a mismatch. Not part of `make test`
# (about three minutes per oracle mode on one core at 0717101); its figures are in docs/RESULTS.md.
set -u
yomi=$1
what=${2:-oracle}
mode=${3:-all}
extra=("${@:4}")
fail=0
run() {
  out=$("$yomi" go selftest "$@" "${extra[@]}" 2>&1); rc=$?
  echo "$out" | grep -E "^selftest|cross:|MISMATCH"
  if [ $rc != 0 ] || ! grep -q 'mismatches 0' <<<"$out"; then fail=1; fi
}
if [ "$what" = cross ]; then
  for b in 4x5 4x6 3x7 5x5; do run --board $b --cross --max-empty 4 --positions 700 --seed 31 --tt-mb 16; done
else
  prune=()
  [ "$mode" != all ] && prune=(--prune "$mode")
  for spec in "1x5 64 4000" "1x6 64 4000" "2x2 64 4000" "2x3 64 4000" "2x4 6 3000" "1x7 4 2500" "3x3 4 2500"; do
    set -- $spec
    run --board $1 --max-empty $2 --positions $3 --seed 41 "${prune[@]}"
  done
fi
exit $fail
