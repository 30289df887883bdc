#!/usr/bin/env bash
# bench/count: exact counts and uniform-sampling speed (draw + unrank, and with rank-back check) of
# Shogi and Mini Shogi candidate positions. Run by `make bench` with the yomi binary as $1.
set -euo pipefail
yomi=${1:-./build/yomi}
for v in minishogi shogi; do
  $yomi shogi count --variant $v | sed -n 's/^count: /'"$v"' count: /p'
  echo "$v sample:        $($yomi shogi sample --variant $v --seed 1 --count 1000000 --quiet)"
  echo "$v sample+check:  $($yomi shogi sample --variant $v --seed 1 --count 200000 --quiet --check 2>/dev/null)"
done
