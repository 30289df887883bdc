#!/usr/bin/env bash
# yomi shogi reach / shogi prev --svg FILE: the diagram parses as XML with an <svg> root and holds the
# pieces (White's turned 180 degrees, promoted ones marked), both hands and one arrow per move drawn
# (drops as rings); a file that cannot be written is one error line and exit 1, after the text.
set -u
yomi=$1
fail=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# svg_ok name file: parses (xml.etree) with an svg root; prints "pieces rotated promoted moves drops"
svg_ok() {
  python3 - "$2" <<'PY' >"$tmp/counts" || { echo "FAIL $1: $2 is not an SVG document: $(head -c 300 "$2")"; fail=1; }
import sys, xml.etree.ElementTree as ET
root = ET.parse(sys.argv[1]).getroot()
assert root.tag == "{http://www.w3.org/2000/svg}svg", root.tag
g = [e for e in root.iter("{http://www.w3.org/2000/svg}g")]
cls = lambda e: e.get("class", "").split()
pieces = [e for e in g if "piece" in cls(e)]
hands = [e for e in root.iter("{http://www.w3.org/2000/svg}text") if "hand" in cls(e)]
assert len(hands) == 2, hands
print(len(pieces), sum("rotate(180" in e.get("transform", "") for e in pieces),
      sum("promoted" in cls(e) for e in pieces), sum("move" in cls(e) for e in g), sum("drop" in cls(e) for e in g))
PY
}
want() { # name, counts wanted
  [ "$(cat "$tmp/counts")" = "$2" ] || { echo "FAIL $1: pieces/rotated/promoted/moves/drops $(cat "$tmp/counts"), want $2"; fail=1; }
}
mini="3pr/2g1b/1+P1kb/K4/+S2g+s b R 1" # 3 Black pieces, 8 White; +P, +S and +s promoted
"$yomi" shogi reach --variant minishogi --sfen "$mini" --svg "$tmp/r.svg" >"$tmp/out" 2>&1 ||
  { echo "FAIL reach: $(cat "$tmp/out")"; fail=1; }
grep -q '^reachable$' "$tmp/out" || { echo "FAIL reach: text changed: $(head -2 "$tmp/out")"; fail=1; }
svg_ok reach "$tmp/r.svg"
# the 20 moves (fewer than the 24 drawn): one arrow per move, the drops among them as rings
moves=$(awk 'NF == 6 && $1 ~ /^[0-9]+$/ {print $6}' "$tmp/out")
nmoves=$(echo "$moves" | grep -c .)
ndrops=$(echo "$moves" | grep -c '\*')
[ "$nmoves" = 20 ] || { echo "FAIL reach: $nmoves moves in the path, want 20"; fail=1; }
want reach "11 8 3 $((nmoves - ndrops)) $ndrops"
# 9x9 start position: a 38-move path, its last 24 drawn, the caption says so; 20 pieces each side
"$yomi" shogi reach --variant shogi --sfen "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1" \
  --quiet --svg "$tmp/s.svg" >"$tmp/out" 2>&1 || { echo "FAIL reach 9x9: $(cat "$tmp/out")"; fail=1; }
svg_ok reach9 "$tmp/s.svg"
want reach9 "40 20 0 0 24"
grep -q 'the last 24 of the 38 moves' "$tmp/s.svg" || { echo "FAIL reach 9x9: caption"; fail=1; }
# prev: 28 predecessors, the first 24 drawn
"$yomi" shogi prev --variant minishogi --sfen "$mini" --svg "$tmp/p.svg" >"$tmp/out" 2>&1 ||
  { echo "FAIL prev: $(cat "$tmp/out")"; fail=1; }
grep -q '^predecessors: 28$' "$tmp/out" || { echo "FAIL prev: text: $(tail -1 "$tmp/out")"; fail=1; }
svg_ok prev "$tmp/p.svg"
drops=$(head -24 "$tmp/out" | grep -c '  [PLNSBRG]\*')
want prev "11 8 3 $((24 - drops)) $drops"
# a file that cannot be written
"$yomi" shogi prev --variant minishogi --sfen "$mini" --svg "$tmp/no/such/p.svg" >"$tmp/out" 2>"$tmp/err"
rc=$?
[ "$rc" = 1 ] && grep -q '^predecessors: 28$' "$tmp/out" && [ "$(wc -l <"$tmp/err")" = 1 ] &&
  grep -q '^yomi: error: cannot write' "$tmp/err" || { echo "FAIL unwritable: exit $rc: $(cat "$tmp/err")"; fail=1; }
exit $fail
