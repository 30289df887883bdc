#!/usr/bin/env bash
# yomi go solve / killall solve --proof FILE and yomi verify FILE (docs/certificates.md): the
# certificates of small boards verify; a certificate with one loser move removed, one leaf changed,
# a wrong winner in the header, a wrong node count or cut short is rejected (exit 1, a reason); the
# writer fails loudly (no file) when it cannot finish; yomi explore writes a page holding the tree.
set -u
yomi=$1
fail=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
valid() { # name, file
  out=$("$yomi" verify "$2" 2>&1)
  rc=$?
  [ $rc = 0 ] && [[ "$out" == valid:* ]] || { echo "FAIL $1: verify said (rc $rc) $out"; fail=1; }
}
rejected() { # name, file, words the reason must hold
  out=$("$yomi" verify "$2" 2>&1)
  rc=$?
  [ $rc = 1 ] && [[ "$out" == INVALID:* ]] && [[ "$out" == *"$3"* ]] ||
    { echo "FAIL $1: the verifier accepted or gave another reason (rc $rc): $out (want '$3')"; fail=1; }
}
certify() { # name, solve arguments...
  local name=$1
  shift
  "$yomi" "$@" --proof "$tmp/$name.cert" >"$tmp/$name.out" 2>&1 || { echo "FAIL $name: $(cat "$tmp/$name.out")"; fail=1; }
  grep -q "^proof: $tmp/$name.cert (" "$tmp/$name.out" || { echo "FAIL $name: no proof line"; fail=1; }
  valid "$name" "$tmp/$name.cert"
}
# Go at the komi on each side of the value (docs/RESULTS.md), Kill-All with and without a stone
certify g1x3 go solve 1x3 --komi 2.5
certify g1x4 go solve 1x4 --komi 3.5
certify g1x5b go solve 1x5 --komi -0.5
certify g1x5w go solve 1x5 --komi 0.5
certify g1x6b go solve 1x6 --komi 0.5
certify g1x6w go solve 1x6 --komi 1.5
certify g2x2b go solve 2x2 --komi 0.5
certify g2x2w go solve 2x2 --komi 1.5
certify g2x3b go solve 2x3 --komi -0.5
certify g2x3w go solve 2x3 --komi 0.5
certify g3x3 go solve 3x3 --komi 8.5
certify g3x3w go solve 3x3 --komi 9.5
certify g2x2s go solve 2x2 --komi 0.5 --suicide allowed
certify g3x3n go solve 3x3 --komi 8.5 --static-rules none
certify g3x3m go solve 3x3 --komi 4.5 --moves B2,A1
certify k3x3 killall solve 3x3
certify k3x3b2 killall solve 3x3 --attacker-stones b2
certify k3x4 killall solve 3x4
certify k3x4b2 killall solve 3x4 --attacker-stones b2
grep -q '^history B2 A1$' "$tmp/g3x3m.cert" || { echo "FAIL g3x3m: the root's history is not in the header"; fail=1; }
grep -q '=area$' "$tmp/g3x3.cert" || { echo "FAIL g3x3: no static leaf in the default run"; fail=1; }
grep -q '=area$' "$tmp/g3x3n.cert" && { echo "FAIL g3x3n: a static leaf without static rules"; fail=1; }

# Tampering. tamper.py FILE WHAT writes the changed certificate to stdout.
cat >"$tmp/tamper.py" <<'PY'
import sys
lines = open(sys.argv[1]).read().split("\n")
what = sys.argv[2]
start = next(i for i, l in enumerate(lines) if l.startswith("root "))
def subtree_end(i):  # index after the subtree of the node on line i
    todo = 1
    while todo:
        parts = lines[i].split()
        todo += (0 if parts[1].startswith("=") else int(parts[1])) - 1
        i += 1
    return i
if what == "drop-loser-move":  # the last child of the first node with two or more children
    i = next(i for i in range(start, len(lines)) if lines[i] != "end" and lines[i].split()[1].isdigit() and int(lines[i].split()[1]) >= 2)
    move, n = lines[i].split()
    j = i + 1
    for _ in range(int(n) - 1):
        j = subtree_end(j)
    k = subtree_end(j)
    lines[i] = "%s %d" % (move, int(n) - 1)
    del lines[j:k]
    nodes = next(x for x in range(len(lines)) if lines[x].startswith("nodes "))
    lines[nodes] = "nodes %d" % (int(lines[nodes].split()[1]) - (k - j))
elif what.startswith("leaf:"):  # the first leaf of kind A becomes kind B
    a, b = what[5:].split(">")
    i = next(i for i in range(start, len(lines)) if lines[i].endswith(" =" + a))
    lines[i] = lines[i][: -len(a)] + b
elif what == "count":
    nodes = next(x for x in range(len(lines)) if lines[x].startswith("nodes "))
    lines[nodes] = "nodes %d" % (int(lines[nodes].split()[1]) + 1)
sys.stdout.write("\n".join(lines))
PY
tamper() { python3 "$tmp/tamper.py" "$tmp/$1.cert" "$2" >"$tmp/t.cert"; }
tamper g3x3 drop-loser-move && rejected go-drop "$tmp/t.cert" "without its legal move"
tamper k3x4 drop-loser-move && rejected killall-drop "$tmp/t.cert" "without its legal move"
tamper g3x3 'leaf:area>pass' && rejected go-leaf-pass "$tmp/t.cert" "leaf 'pass' does not apply"
tamper g3x3 'leaf:end>area' && rejected go-leaf-end "$tmp/t.cert" "the game is over here"
tamper g3x3n 'leaf:end>area' && rejected go-leaf-static "$tmp/t.cert" "the game is over here"
tamper k3x4 'leaf:noroom>alive' && rejected killall-leaf "$tmp/t.cert" "the leaf says 'alive'"
tamper k3x4 'leaf:alive>nomove' && rejected killall-leaf2 "$tmp/t.cert" "the leaf says 'nomove'"
tamper g3x3 count && rejected go-count "$tmp/t.cert" "the header says"
sed 's/^winner black$/winner white/' "$tmp/g3x3.cert" >"$tmp/t.cert" && rejected go-winner "$tmp/t.cert" "line 1"
sed 's/^winner white$/winner black/' "$tmp/k3x4.cert" >"$tmp/t.cert" && rejected killall-winner "$tmp/t.cert" "line 1"
head -n 200 "$tmp/g3x3.cert" >"$tmp/t.cert" && rejected go-truncated "$tmp/t.cert" "truncated"
head -n -1 "$tmp/k3x4.cert" >"$tmp/t.cert" && rejected killall-no-end "$tmp/t.cert" "truncated"
sed 's/^komi 8.5$/komi 9.5/' "$tmp/g3x3.cert" >"$tmp/t.cert" && rejected go-komi "$tmp/t.cert" "line"
sed '0,/^[A-C][1-3] 1$/s//A1 1/' "$tmp/g3x3m.cert" >"$tmp/t.cert" && rejected go-move "$tmp/t.cert" "line"
echo "not a certificate" >"$tmp/t.cert" && rejected garbage "$tmp/t.cert" "not a yomi certificate"
"$yomi" verify "$tmp/none.cert" >"$tmp/out" 2>&1
[ $? = 2 ] && grep -q "cannot read" "$tmp/out" || { echo "FAIL missing file: $(cat "$tmp/out")"; fail=1; }

# The writer fails loudly and leaves no file when it cannot finish the tree.
"$yomi" go solve 3x3 --komi 8.5 --proof "$tmp/cut.cert" --proof-max-nodes 100 >"$tmp/out" 2>&1
[ $? = 1 ] && grep -q "cannot write the proof certificate" "$tmp/out" && [ ! -e "$tmp/cut.cert" ] &&
  [ ! -e "$tmp/cut.cert.tmp" ] || { echo "FAIL max-nodes: $(cat "$tmp/out")"; fail=1; }
"$yomi" killall solve 3x3 --min-stones --proof "$tmp/x.cert" >"$tmp/out" 2>&1
[ $? = 2 ] && grep -q "excludes --setup, --place, --min-stones" "$tmp/out" || { echo "FAIL min-stones: $(cat "$tmp/out")"; fail=1; }
"$yomi" go solve 3x3 --komi 8.5 --json --proof "$tmp/j.cert" >"$tmp/out" 2>&1 && valid json "$tmp/j.cert"
python3 -c 'import json,sys; json.load(open(sys.argv[1]))' "$tmp/out" || { echo "FAIL json: $(cat "$tmp/out")"; fail=1; }

# The explorer: one page, nothing fetched, the tree inside
for c in g3x3 k3x4b2; do
  "$yomi" explore "$tmp/$c.cert" --html "$tmp/$c.html" >"$tmp/out" 2>&1 || { echo "FAIL explore $c: $(cat "$tmp/out")"; fail=1; }
  grep -Eq '<(link|img|iframe)|src=|fetch\(|XMLHttpRequest|import ' "$tmp/$c.html" && { echo "FAIL explore $c: refers outside"; fail=1; }
  python3 - "$tmp/$c.html" "$tmp/$c.cert" <<'PY' || { echo "FAIL explore $c: the tree"; fail=1; }
import json, re, sys
page = open(sys.argv[1]).read()
data = json.loads(re.search(r'<script id="data" type="application/json">(.*?)</script>', page, re.S).group(1))
nodes = int([l for l in open(sys.argv[2]) if l.startswith("nodes ")][0].split()[1])
assert len(data["nodes"]) == nodes == data["total"], (len(data["nodes"]), nodes)
assert data["nodes"][0][0] == "root" and data["nodes"][0][5] == nodes
assert "use strict" in page
PY
done
tamper g3x3 drop-loser-move && "$yomi" explore "$tmp/t.cert" --html "$tmp/t.html" >"$tmp/out" 2>&1
[ $? = 1 ] && grep -q "not valid" "$tmp/out" || { echo "FAIL explore invalid: $(cat "$tmp/out")"; fail=1; }
# Usage errors: exit 2 with one line
for args in "verify" "verify a b" "explore $tmp/g3x3.cert" "explore --html $tmp/x.html"; do
  "$yomi" $args >"$tmp/out" 2>&1
  [ $? = 2 ] && grep -q "^yomi: error: usage" "$tmp/out" || { echo "FAIL usage '$args': $(cat "$tmp/out")"; fail=1; }
done
"$yomi" verify --help | grep -q "^usage: yomi verify FILE" || { echo "FAIL verify --help"; fail=1; }
exit $fail
