#!/usr/bin/env bash
# make test-browser: the proof explorer (yomi explore) in a real browser. Headless Chromium loads the
# page of a 3x3 Go proof and of a Kill-All 3x3 proof with #selftest: the page's script clicks through
# the first children down to a leaf, checks the stones drawn and the children listed at each node,
# the leaf's words, back to the root and forward (explorer.js); the DOM it leaves is checked here
# against the certificate. Then a node opened by #path, and a screenshot checked as a PNG with a
# board drawn in it. Skips (exit 0, with a message) when no Chromium is installed.
set -u
yomi=$1
chrome=$(command -v chromium || command -v chromium-browser || command -v google-chrome || true)
if [ -z "$chrome" ]; then
  echo "test-browser: SKIPPED: no chromium found (install it with: bash scripts/deps.sh --browser)"
  exit 0
fi
fail=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
browse() { # URL, then chromium's action flags
  local url=$1
  shift
  timeout 120 "$chrome" --headless --no-sandbox --disable-gpu --no-first-run --user-data-dir="$tmp/profile" \
    --window-size=900,1100 "$@" "$url" 2>"$tmp/chrome.err"
}
# expect.py CERT: the first-child path from the root to a leaf, as "depth D leaf KIND nodes N"
cat >"$tmp/expect.py" <<'PY'
import sys
lines = [l.split() for l in open(sys.argv[1]).read().split("\n") if l]
start = next(i for i, l in enumerate(lines) if l[0] == "root")
nodes = int(next(l for l in lines if l[0] == "nodes")[1])
i, depth = start, 0
while not lines[i][1].startswith("="):
    i, depth = i + 1, depth + 1
print("depth %d leaf %s nodes %d" % (depth, lines[i][1][1:], nodes))
PY
for c in "g3x3 go solve 3x3 --komi 8.5" "k3x3 killall solve 3x3 --attacker-stones b2"; do
  set -- $c
  name=$1
  shift
  "$yomi" "$@" --proof "$tmp/$name.cert" >/dev/null && "$yomi" explore "$tmp/$name.cert" --html "$tmp/$name.html" >/dev/null ||
    { echo "FAIL $name: cannot make the page"; fail=1; continue; }
  want="selftest: PASS $(python3 "$tmp/expect.py" "$tmp/$name.cert")"
  browse "file://$tmp/$name.html#selftest" --dump-dom >"$tmp/$name.dom"
  got=$(grep -o '<pre id="selftest">[^<]*' "$tmp/$name.dom" | sed 's/^<pre id="selftest">//')
  [ "$got" = "$want" ] || { echo "FAIL $name selftest: got '$got', want '$want' ($(head -c 300 "$tmp/chrome.err"))"; fail=1; }
done
# A node opened by its path: the root's first child, then that node's second child (a loser's node).
browse "file://$tmp/g3x3.html#path=0.1" --dump-dom >"$tmp/path.dom"
python3 - "$tmp/path.dom" "$tmp/g3x3.cert" <<'PY' || fail=1
import re, sys
dom = open(sys.argv[1]).read()
lines = [l.split() for l in open(sys.argv[2]).read().split("\n") if l]
i = next(i for i, l in enumerate(lines) if l[0] == "root")
first = lines[i + 1][0]            # the winner's proved move
def end(j):                        # the line after the subtree at j
    todo = 1
    while todo:
        todo += (0 if lines[j][1].startswith("=") else int(lines[j][1])) - 1
        j += 1
    return j
second = lines[end(i + 2)][0]      # the second answer of the loser at that node
path = re.search(r'<span id="path">([^<]*)</span>', dom).group(1)
board = re.search(r'<div id="board">(.*?)</div>', dom, re.S).group(1)
stones = len(re.findall(r'class="stone"', board))
kids = len(re.findall(r'class="child"', re.search(r'<ul id="children">(.*?)</ul>', dom, re.S).group(1)))
ok = path == first + " " + second and stones == 2 and kids >= 1 and "proved for Black" in dom
if not ok: print("FAIL path: path '%s' (want '%s %s'), %d stones, %d children" % (path, first, second, stones, kids))
sys.exit(0 if ok else 1)
PY
# A screenshot: a PNG of the window's size with the board in it (many colours, the board's among them).
browse "file://$tmp/g3x3.html#path=0.0.0" --screenshot="$tmp/shot.png" >/dev/null
python3 - "$tmp/shot.png" <<'PY' || fail=1
import struct, sys, zlib
data = open(sys.argv[1], "rb").read()
assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
at, idat, w, h = 8, b"", 0, 0
while at < len(data):
    n, kind = struct.unpack(">I4s", data[at:at + 8])
    body = data[at + 8:at + 8 + n]
    if kind == b"IHDR": w, h, depth, ctype = struct.unpack(">IIBB", body[:10])
    if kind == b"IDAT": idat += body
    at += 12 + n
raw = zlib.decompress(idat)
bpp = {2: 3, 6: 4}[ctype]
stride, prev, board, dark = w * bpp, bytearray(w * bpp), 0, 0
for y in range(min(h, 700)):  # unfilter the rows (PNG filters 0-4); the board lies near the top
    f, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
    for x in range(stride):
        a = line[x - bpp] if x >= bpp else 0
        b, c = prev[x], prev[x - bpp] if x >= bpp else 0
        if f == 1: line[x] = (line[x] + a) & 255
        elif f == 2: line[x] = (line[x] + b) & 255
        elif f == 3: line[x] = (line[x] + (a + b) // 2) & 255
        elif f == 4:
            p = a + b - c
            pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
            line[x] = (line[x] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
    for x in range(0, stride, bpp):
        px = tuple(line[x:x + 3])
        board += px == (0xdc, 0xb3, 0x5c)
        dark += max(px) < 40
    prev = line
ok = w == 900 and h == 1100 and board > 10000 and dark > 500
if not ok: print("FAIL screenshot: %dx%d, %d board pixels, %d dark ones" % (w, h, board, dark))
sys.exit(0 if ok else 1)
PY
[ $fail = 0 ] && echo "test-browser: passed (selftest of two proofs, a node by its path, a screenshot)"
exit $fail
