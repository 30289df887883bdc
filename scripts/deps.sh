#!/usr/bin/env bash
# Installs the Debian packages yomi needs, only those that are missing. Quiet when all are present.
# `scripts/deps.sh --browser` also installs the optional Chromium that `make test-browser` drives
# (headless) to test the proof explorer's page; without it that target skips with a message.
set -euo pipefail
need=()
have_pkg() { dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q "install ok installed"; }
for p in cmake make gcc libgmp-dev libcmocka-dev libopenmpi-dev openmpi-bin pkg-config clang-format gnuplot-nox; do
  have_pkg "$p" || need+=("$p")
done
# `make fuzz` also needs clang (libFuzzer and its sanitizer runtimes come with it on Debian).
if [ -n "${YOMI_DEPS_FUZZ:-}" ] && ! command -v clang >/dev/null; then need+=(clang); fi
if [ "${1:-}" = "--browser" ] && ! command -v chromium >/dev/null && ! have_pkg chromium; then
  need+=(chromium)
fi
[ ${#need[@]} -eq 0 ] && exit 0
echo "deps: installing ${need[*]}" >&2
SUDO=""
[ "$(id -u)" -ne 0 ] && SUDO="sudo"
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq >/dev/null
$SUDO apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
