#!/usr/bin/env bash
# Estimator throughput: samples per second on one core for both variants, with the share of worker
# time per stage; the accepted count is the signature (identical run to run).
set -euo pipefail
yomi=$1
for v in minishogi shogi; do
  out=$("$yomi" shogi estimate --variant "$v" --samples 200000 --seed 1 --threads 1)
  echo "$v: $(grep '^reachable and canonical' <<< "$out")"
  echo "$v: $(grep '^time:' <<< "$out")"
done
