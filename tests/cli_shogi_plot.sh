#!/usr/bin/env bash
# yomi shogi estimate --plot DIR: the data files hold the estimate against n (its last line is the
# run's own result) and the reachable samples' (L, E) counts (they add up to the reachable count),
# for both designs and with 1 or 3 threads alike; the gnuplot scripts draw SVG files that parse as
# XML (skipped, with a message, where gnuplot is not installed); without gnuplot on the PATH the run
# says so and still succeeds; --plot is refused with --checkpoint.
set -u
yomi=$1
fail=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# check name dir json: the data against the JSON record of the same run
check() {
  python3 - "$2" "$3" <<'PY' || { echo "FAIL $1: data files"; fail=1; }
import json, sys
d, rec = sys.argv[1], json.load(open(sys.argv[2]))["result"]
rows = [list(map(float, l.split())) for l in open(d + "/estimate.dat") if not l.startswith("#")]
assert rows[0][0] == 100 and rows[-1][0] == rec["samples"], (rows[0], rows[-1])
assert all(a[0] < b[0] for a, b in zip(rows, rows[1:])), "n increases"
assert all(r[2] <= r[1] <= r[3] for r in rows), "low <= estimate <= high"
for got, want in zip(rows[-1][1:], (rec["estimate"], rec["ci_low"], rec["ci_high"])):
    assert abs(got - want) <= 1e-7 * abs(want), (got, want)
pairs = [list(map(int, l.split())) for l in open(d + "/el.dat") if not l.startswith("#")]
reach = rec.get("phase2_reachable", rec["accepted"])
assert sum(p[2] for p in pairs) == reach, (sum(p[2] for p in pairs), reach)
assert all(e >= l > 0 for l, e, _ in pairs), "E >= L"
assert pairs == sorted(pairs), "sorted by L, then E"
PY
}
svg_ok() { # name file
  python3 -c 'import sys, xml.etree.ElementTree as E; sys.exit(E.parse(sys.argv[1]).getroot().tag != "{http://www.w3.org/2000/svg}svg")' "$2" ||
    { echo "FAIL $1: $2 is not an SVG document"; fail=1; }
}
run() { # name dir args...: the run, its JSON record, its plot line
  local name=$1 dir=$2
  shift 2
  "$yomi" shogi estimate "$@" --json --plot "$dir" >"$tmp/$name.json" 2>"$tmp/$name.err" ||
    { echo "FAIL $name: $(cat "$tmp/$name.err")"; fail=1; }
  python3 -m json.tool "$tmp/$name.json" >/dev/null || { echo "FAIL $name: stdout is not JSON"; fail=1; }
  check "$name" "$dir" "$tmp/$name.json"
}
run mini "$tmp/m" --variant minishogi --samples 20000 --seed 1
run mini3 "$tmp/m3" --variant minishogi --samples 20000 --seed 1 --threads 3
cmp "$tmp/m/el.dat" "$tmp/m3/el.dat" && cmp "$tmp/m/estimate.dat" "$tmp/m3/estimate.dat" ||
  { echo "FAIL threads: the data differ between 1 and 3 threads"; fail=1; }
run prime "$tmp/p" --variant shogi --population pk-prime --samples 20000 --seed 1
if command -v gnuplot >/dev/null; then
  for d in m p; do
    grep -q "drawn: $tmp/$d/estimate.svg, $tmp/$d/el.svg" "$tmp/$( [ $d = m ] && echo mini || echo prime).err" ||
      { echo "FAIL $d: no 'drawn' line"; fail=1; }
    svg_ok "$d-estimate" "$tmp/$d/estimate.svg"
    svg_ok "$d-el" "$tmp/$d/el.svg"
  done
else
  echo "SKIP: gnuplot is not installed (scripts/deps.sh installs gnuplot-nox): the SVG plots are not checked"
fi
# gnuplot not on the PATH: the data and scripts, a line saying it was not drawn, exit 0
mkdir "$tmp/bin"
PATH="$tmp/bin" "$yomi" shogi estimate --variant minishogi --samples 3000 --seed 1 --plot "$tmp/n" >/dev/null 2>"$tmp/n.err" ||
  { echo "FAIL nognuplot: exit status: $(cat "$tmp/n.err")"; fail=1; }
grep -q 'gnuplot is not installed: not drawn' "$tmp/n.err" || { echo "FAIL nognuplot: $(cat "$tmp/n.err")"; fail=1; }
[ -s "$tmp/n/estimate.gp" ] && [ -s "$tmp/n/el.dat" ] && [ ! -e "$tmp/n/el.svg" ] || { echo "FAIL nognuplot: files"; fail=1; }
# refused: with a checkpoint (the samples before a resume are not seen), an empty directory name
"$yomi" shogi estimate --variant minishogi --samples 3000 --plot "$tmp/c" --checkpoint "$tmp/ck" >/dev/null 2>&1
[ $? = 2 ] || { echo "FAIL checkpoint: --plot with --checkpoint accepted"; fail=1; }
"$yomi" shogi estimate --variant minishogi --samples 3000 --plot "" >/dev/null 2>&1
[ $? = 2 ] || { echo "FAIL empty: --plot '' accepted"; fail=1; }
exit $fail
