#!/usr/bin/env bash
# The certificates stored under docs/certificates/ (xz-compressed, written by scripts/certify.sh)
# verify, each with the winner docs/RESULTS.md gives ("Proof certificates"). Slow: the 4x4 ones take
# seconds to minutes each. With a second argument "big", only the two largest (Go 4x4 at komi 2.5 and
# 3x5: tests/cli_verify_stored_big_slow.sh, a test of its own for CTest's time limit); else the rest.
set -u
yomi=$1
set_=${2:-small}
src=${YOMI_SOURCE_DIR:-$(dirname "$0")/..}
command -v xz >/dev/null || { echo "SKIPPED: no xz to unpack docs/certificates/"; exit 0; }
fail=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
n=0
while read -r name winner; do
  case $name in go_4x4_k2.5 | go_3x5_k14.5) [ "$set_" = big ] || continue ;; *) [ "$set_" = small ] || continue ;; esac
  f="$src/docs/certificates/$name.cert.xz"
  [ -f "$f" ] || { echo "FAIL $name: $f is missing"; fail=1; continue; }
  xz -dc "$f" >"$tmp/c.cert"
  out=$("$yomi" verify "$tmp/c.cert" 2>&1)
  [[ "$out" == "valid: $winner wins"* ]] || { echo "FAIL $name: $out (want $winner)"; fail=1; }
  n=$((n + 1))
done <<'LIST'
go_1x3_k2.5 Black
go_1x4_k3.5 Black
go_1x5_k-0.5 Black
go_1x5_k0.5 White
go_1x6_k0.5 Black
go_1x6_k1.5 White
go_1x7_k1.5 Black
go_1x7_k2.5 White
go_1x8_k2.5 Black
go_1x8_k3.5 White
go_2x2_k0.5 Black
go_2x2_k1.5 White
go_2x3_k-0.5 Black
go_2x3_k0.5 White
go_2x4_k7.5 Black
go_3x3_k8.5 Black
go_3x4_k3.5 Black
go_3x4_k4.5 White
go_4x4_k1.5 Black
go_4x4_k2.5 White
go_3x5_k14.5 Black
killall_4x4 White
killall_4x4_sb3 Black
LIST
[ $fail = 0 ] && echo "$n stored certificates verify"
exit $fail
