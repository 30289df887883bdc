#!/usr/bin/env bash
# The two largest stored certificates (Go 4x4 at komi 2.5, Go 3x5; minutes each), a test of their own
# so that each stays within CTest's time limit on a loaded machine: see cli_verify_stored_slow.sh.
exec bash "$(dirname "$0")/cli_verify_stored_slow.sh" "$1" big
