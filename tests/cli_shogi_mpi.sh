#!/usr/bin/env bash
# yomi shogi estimate under MPI: 2 ranks give exactly the result of one process.
set -u
yomi=$1
fail() { echo "FAIL: $*"; echo "0 passed, 1 failed"; exit 1; }
command -v mpirun > /dev/null || fail "mpirun not found (scripts/deps.sh installs openmpi-bin)"
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
strip() { grep -v -e '^time:' -e '^variant:' "$1"; }
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 OMPI_MCA_rmaps_base_oversubscribe=1
"$yomi" shogi estimate --variant minishogi --samples 8000 --seed 3 > "$tmp/one" || fail "one process"
mpirun --oversubscribe -n 2 "$yomi" shogi estimate --variant minishogi --samples 8000 --seed 3 --threads 2 \
  > "$tmp/two" 2> "$tmp/err" || { cat "$tmp/err"; fail "mpirun -n 2"; }
grep -q 'ranks: 2' "$tmp/two" || fail "not run as 2 ranks: $(head -1 "$tmp/two")"
diff <(strip "$tmp/one") <(strip "$tmp/two") || fail "2 MPI ranks differ from one process"
# The two-phase design on P_K' too.
new="--population pk-prime --reach-fraction 0.3"
"$yomi" shogi estimate --variant minishogi --samples 8000 --seed 3 $new > "$tmp/one2" || fail "one process (pk-prime)"
mpirun --oversubscribe -n 2 "$yomi" shogi estimate --variant minishogi --samples 8000 --seed 3 --threads 2 $new \
  > "$tmp/two2" 2> "$tmp/err" || { cat "$tmp/err"; fail "mpirun -n 2 (pk-prime)"; }
grep -q '^phase 2 ' "$tmp/two2" || fail "not the two-phase design"
diff <(strip "$tmp/one2") <(strip "$tmp/two2") || fail "2 MPI ranks differ from one process (pk-prime)"
echo "1 passed, 0 failed"
