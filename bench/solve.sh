#!/usr/bin/env bash
# The df-pn bench: `yomi bench` (fixed positions on 3x4 and 4x4); the expansion count is the signature.
set -euo pipefail
"$1" bench
