#!/usr/bin/env bash
# Estimator throughput: samples per second on one core for both variants, with the share of worker
# time per stage; the accepted count is the signature (identical run to run). Then the two-phase
# design on P_K' (--population pk-prime, default F) on the same variants: its phase lines, its
# interval and its time; `prec/CPU-s` is 1 / (relative 3-sigma half-width^2 x CPU seconds), the
# precision per CPU-second that docs/RESULTS.md compares (higher is better).
set -euo pipefail
yomi=$1
cpu() { /usr/bin/time -f %U "$@" 2>&1 >/dev/null | tail -1; }
for v in minishogi shogi; do
  out=$("$yomi" shogi estimate --variant "$v" --samples 200000 --seed 1 --threads 1)
  echo "$v: $(grep '^reachable and canonical' <<< "$out")"
  echo "$v: $(grep '^time:' <<< "$out")"
done
for v in minishogi shogi; do
  for design in "" "--population pk-prime"; do
    json=$("$yomi" shogi estimate --variant "$v" --samples 200000 --seed 1 --threads 1 $design --json)
    python3 - "$v" "${design:-seed}" "$json" <<'PY'
import json, sys
v, d, r = sys.argv[1], sys.argv[2], json.loads(sys.argv[3])
res, secs = r["result"], r["stats"]["cpu_seconds"]
rel = (res["ci_high"] - res["ci_low"]) / 2 / res["estimate"]
print(f"{v} {d:>22}: estimate {res['estimate']:.4e} [{res['ci_low']:.4e}, {res['ci_high']:.4e}]"
      f"  rel half-width {rel:.3e}  {secs:.1f} s  prec/CPU-s {1 / (rel * rel * secs):.3e}")
PY
  done
done
