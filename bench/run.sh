#!/usr/bin/env bash
# make bench: runs every bench/<part>.sh with the yomi binary as $1. Figures go to docs/RESULTS.md by hand,
# with the command, machine and date.
set -euo pipefail
yomi=${1:-./build/yomi}
here=$(cd "$(dirname "$0")" && pwd)
echo "# yomi bench  $(date -u +%Y-%m-%dT%H:%MZ)  $(uname -m)  $(nproc) cores  $($yomi --version)"
for s in "$here"/*.sh; do
  [ "$(basename "$s")" = run.sh ] && continue
  echo "## $(basename "$s" .sh)"
  bash "$s" "$yomi"
done
