#!/usr/bin/env bash
# The Kill-All bench: the minimum-stones proofs of 3x5 and 4x4 (each a Defender proof for k=0 and an
# Attacker proof for k=1). Expansions are deterministic; seconds are this machine's.
set -euo pipefail
for b in 3x5 4x4; do
  echo "### yomi killall solve $b --min-stones --tt-mb 512"
  "$1" killall solve "$b" --min-stones --tt-mb 512 | grep -E '^(--|result|expansions|time|minimum)'
done
