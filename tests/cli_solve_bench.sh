#!/usr/bin/env bash
# `yomi bench` is deterministic: its expansion count is the same run to run and equals the signature
# in bench/signature. This test runs in the plain and in the ASan+UBSan build, so both builds must
# search identically. A change to the search that alters the count must update bench/signature on
# purpose (and say why in its commit).
set -u
yomi=$1
sig=$(cat "$YOMI_SOURCE_DIR/bench/signature")
a=$("$yomi" bench | sed -n 's/^Expansions: //p')
b=$("$yomi" bench | sed -n 's/^Expansions: //p')
if [ -z "$a" ] || [ "$a" != "$b" ]; then echo "FAIL: bench not deterministic: '$a' vs '$b'"; echo "0 passed, 1 failed"; exit 1; fi
if [ "$a" != "$sig" ]; then echo "FAIL: bench signature $a, expected $sig (bench/signature)"; echo "0 passed, 1 failed"; exit 1; fi
echo "bench signature $a"
echo "1 passed, 0 failed"
