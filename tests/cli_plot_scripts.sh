#!/usr/bin/env bash
# scripts/plot_proofsize.sh, scripts/plot_expansions.sh and scripts/plot_values.sh on small suites: their data files parse
# (one proof or position a line, with the columns the gnuplot scripts read), a file of JSON-line
# `go solve --json` records is converted into the same data, and the SVG plots parse as XML (skipped,
# with a message, where gnuplot is not installed), as does every picture in docs/pictures.
set -u
yomi=$1
src=${YOMI_SOURCE_DIR:-$(cd "$(dirname "$0")/.." && pwd)}
fail=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
svg_ok() { # name file
  python3 -c 'import sys, xml.etree.ElementTree as E; sys.exit(E.parse(sys.argv[1]).getroot().tag != "{http://www.w3.org/2000/svg}svg")' "$2" ||
    { echo "FAIL $1: $2 is not an SVG document"; fail=1; }
}
have_gnuplot=1
command -v gnuplot >/dev/null || { have_gnuplot=0; echo "SKIP: gnuplot is not installed (scripts/deps.sh installs gnuplot-nox): the SVG plots are not checked"; }
# Figure 6 on the boards of area <= 4: 1x2 (two proofs), 1x3, 1x4 (value = area: one), 2x2 (two)
bash "$src/scripts/plot_proofsize.sh" "$yomi" "$tmp/ps" --max-area 4 >"$tmp/out" 2>&1 || { echo "FAIL proofsize: $(cat "$tmp/out")"; fail=1; }
python3 - "$tmp/ps/proofsize.dat" <<'PY' || { echo "FAIL proofsize data: $(cat "$tmp/ps/proofsize.dat")"; fail=1; }
import sys
rows = [l.split() for l in open(sys.argv[1]) if not l.startswith("#")]
assert [(r[0], r[4], r[5]) for r in rows] == [("1x2", "-0.5", "black"), ("1x2", "0.5", "white"), ("1x3", "2.5", "black"),
    ("1x4", "3.5", "black"), ("2x2", "0.5", "black"), ("2x2", "1.5", "white")], rows
for r in rows:
    assert int(r[1]) * int(r[2]) == int(r[3]) and int(r[6]) >= 0, r  # 0: decided statically at the root
PY
[ $have_gnuplot = 1 ] && svg_ok proofsize "$tmp/ps/proofsize.svg"
# the same from records: JSON lines of go solve --json (a record with --moves is left out)
for k in -0.5 0.5; do "$yomi" go solve 1x2 --komi=$k --json | tr -d '\n'; echo; done >"$tmp/rec.jsonl"
"$yomi" go solve 2x2 --komi 0.5 --moves A1 --json | tr -d '\n' >>"$tmp/rec.jsonl"
bash "$src/scripts/plot_proofsize.sh" --data "$tmp/rec.jsonl" "$tmp/pr" >"$tmp/out" 2>&1 || { echo "FAIL records: $(cat "$tmp/out")"; fail=1; }
diff <(grep -v '^#' "$tmp/ps/proofsize.dat" | head -2 | cut -d' ' -f1-7) <(grep -v '^#' "$tmp/pr/proofsize.dat" | cut -d' ' -f1-7) ||
  { echo "FAIL records: not the same proofs as the runs"; fail=1; }
# Figure 4 on 1x4 and 2x2: every first move at both komi, the winners agree, a geometric mean
PLOT_SUITE="1x4 4 2x2 1" bash "$src/scripts/plot_expansions.sh" "$yomi" "$tmp/ex" >"$tmp/out" 2>&1 ||
  { echo "FAIL expansions: $(cat "$tmp/out")"; fail=1; }
grep -q '(15 positions); geometric mean of B / A: [0-9.]*$' "$tmp/out" || { echo "FAIL expansions: $(cat "$tmp/out")"; fail=1; }
# (A, with every static rule, may decide a position at its root: 0 expansions; B never does)
awk '!/^#/ && (NF != 6 || $5 < 0 || $6 < 1) { bad = 1 } END { exit bad }' "$tmp/ex/expansions.dat" ||
  { echo "FAIL expansions data: $(cat "$tmp/ex/expansions.dat")"; fail=1; }
[ $have_gnuplot = 1 ] && svg_ok expansions "$tmp/ex/expansions.svg"
# Figure 6 and Figure 1 from campaign records: a small campaign's end records give the proofs' totals,
# and the values table marks 1x5 proved (0) and 2x2 open (no campaign of it)
"$yomi" go campaign 1x5 --value 0 --tt-mb 8 --records "$tmp/camp.jsonl" >/dev/null 2>&1 ||
  { echo "FAIL campaign for the records"; fail=1; }
bash "$src/scripts/plot_proofsize.sh" --data "$tmp/camp.jsonl" "$tmp/pc" >"$tmp/out" 2>&1 || { echo "FAIL campaign records: $(cat "$tmp/out")"; fail=1; }
grep -q '^1x5 1 5 5 -0.5 black [1-9]' "$tmp/pc/proofsize.dat" && grep -q '^1x5 1 5 5 0.5 white [1-9]' "$tmp/pc/proofsize.dat" || { echo "FAIL campaign records: $(cat "$tmp/pc/proofsize.dat")"; fail=1; }
bash "$src/scripts/plot_values.sh" "$yomi" "$tmp/camp.jsonl" "$tmp/pv" >"$tmp/out" 2>&1 || { echo "FAIL values: $(cat "$tmp/out")"; fail=1; }
grep -q '^1 5 proved 0$' "$tmp/pv/values.dat" && grep -q '^2 2 open ?$' "$tmp/pv/values.dat" ||
  { echo "FAIL values data: $(cat "$tmp/pv/values.dat")"; fail=1; }
[ $have_gnuplot = 1 ] && svg_ok values "$tmp/pv/values.svg"
# every picture under docs/pictures parses as an SVG document
n=0
while IFS= read -r f; do
  svg_ok docs "$f"
  n=$((n + 1))
done < <(find "$src/docs/pictures" -name '*.svg')
[ $n -ge 10 ] || { echo "FAIL docs: $n SVG pictures in docs/pictures"; fail=1; }
exit $fail
