#!/usr/bin/env bash
# yomi go show / go solve / killall solve --svg FILE: the diagram parses as XML with an <svg> root and
# holds the stones, numbers and marks it should; a file that cannot be written is one error line and
# a non-zero exit, after the result.
set -u
yomi=$1
fail=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
svg_ok() { # name, file: parses as XML, the root element is svg
  python3 -c 'import xml.dom.minidom,sys; d=xml.dom.minidom.parse(sys.argv[1]); sys.exit(d.documentElement.tagName != "svg")' "$2" ||
    { echo "FAIL $1: $2 is not an SVG document: $(head -c 400 "$2")"; fail=1; }
}
has() { # name, file, pattern, count
  n=$(grep -c -- "$3" "$2")
  [ "$n" = "$4" ] || { echo "FAIL $1: $n lines with /$3/ in $2, want $4"; fail=1; }
}
# go show: a Black group with two eyes in the corner of 3x4 is pass-alive: its 4 stones squared
moves=A2,D1,B2,D2,B3,D3,B1,pass
"$yomi" go show 3x4 --moves $moves --svg "$tmp/show.svg" >"$tmp/out" 2>&1 || { echo "FAIL show: $(cat "$tmp/out")"; fail=1; }
svg_ok show "$tmp/show.svg"
has show-black "$tmp/show.svg" 'class="stone black"' 4
has show-white "$tmp/show.svg" 'class="stone white"' 3
has show-numbers "$tmp/show.svg" 'class="number"' 0
has show-squares "$tmp/show.svg" 'class="mark square"' 4
grep -q '^pass-alive area' "$tmp/out" || { echo "FAIL show: the text output is missing"; fail=1; }
# go show --komi: the area rule decides for Black at komi -0.5 from its 4 pass-alive stones and 2
# eyes; the SVG circles those 6 points and names both marks in a legend. Without --komi: no legend.
"$yomi" go show 3x4 --moves A2,D1,B2,D2,B3,D3,B1 --komi -0.5 --svg "$tmp/static.svg" >"$tmp/out" 2>&1 ||
  { echo "FAIL static: $(cat "$tmp/out")"; fail=1; }
grep -q '^static decision at komi -0.5: black wins by the area rule (6 points used)$' "$tmp/out" ||
  { echo "FAIL static: no decision line: $(tail -2 "$tmp/out")"; fail=1; }
svg_ok static "$tmp/static.svg"
has static-circles "$tmp/static.svg" 'class="mark circle"' 7 # 6 points and the legend's
has static-legend "$tmp/static.svg" 'class="legend"' 2
has show-legend "$tmp/show.svg" 'class="legend"' 0
"$yomi" go show 3x4 --moves A2,D1,B2,D2,B3,D3,B1 --komi 0.5 --static-rules none >"$tmp/out" 2>&1
grep -q '^static decision at komi 0.5: none$' "$tmp/out" || { echo "FAIL static none: $(tail -1 "$tmp/out")"; fail=1; }
# a wall around a straight four (White passing throughout): the region rule owns all 18 points
"$yomi" go show 3x6 --moves A1,pass,B1,pass,C1,pass,D1,pass,E1,pass,F1,pass,A2,pass,F2,pass,A3,pass,B3,pass,C3,pass,D3,pass,E3,pass,F3 \
  --komi 17.5 >"$tmp/out" 2>&1
grep -q '^static decision at komi 17.5: black wins by the region rule (18 points used)$' "$tmp/out" ||
  { echo "FAIL static region: $(tail -1 "$tmp/out")"; fail=1; }
"$yomi" go show 3x4 --komi 1 >"$tmp/out" 2>&1 && { echo "FAIL bad komi accepted"; fail=1; }
# go solve 2x2 --komi 0.5: the variation A2 B1 B2 A1 B2 pass A2 A1 pass pass leaves 3 numbered stones
"$yomi" go solve 2x2 --komi 0.5 --svg "$tmp/pv.svg" >"$tmp/out" 2>&1 || { echo "FAIL solve: $(cat "$tmp/out")"; fail=1; }
svg_ok solve "$tmp/pv.svg"
has solve-stones "$tmp/pv.svg" 'class="stone' 3
has solve-numbers "$tmp/pv.svg" 'class="number"' 3
grep -q '^result: black wins' "$tmp/out" || { echo "FAIL solve: no result: $(cat "$tmp/out")"; fail=1; }
# killall solve: the given moves are the start, the variation after them numbered
"$yomi" killall solve 1x5 --moves c1,a1 --svg "$tmp/k.svg" >"$tmp/out" 2>&1 || { echo "FAIL killall: $(cat "$tmp/out")"; fail=1; }
svg_ok killall "$tmp/k.svg"
has killall-numbers "$tmp/k.svg" 'class="number"' 2
# a file that cannot be written: the result printed, then one error line and exit 4 (I/O)
"$yomi" go solve 2x2 --komi 0.5 --svg "$tmp/no/such/dir/pv.svg" >"$tmp/out" 2>"$tmp/err"
rc=$?
[ "$rc" = 4 ] || { echo "FAIL unwritable: exit $rc, want 4"; fail=1; }
grep -q '^result: black wins' "$tmp/out" || { echo "FAIL unwritable: the result was not printed"; fail=1; }
[ "$(wc -l <"$tmp/err")" = 1 ] && grep -q '^yomi: error: cannot write' "$tmp/err" ||
  { echo "FAIL unwritable: stderr: $(cat "$tmp/err")"; fail=1; }
"$yomi" go show 3x3 --svg "$tmp/no/such/dir/s.svg" >"$tmp/out" 2>"$tmp/err"
rc=$?
[ "$rc" = 4 ] && grep -q '^yomi: error: cannot write' "$tmp/err" || { echo "FAIL show unwritable: exit $rc: $(cat "$tmp/err")"; fail=1; }
exit $fail
