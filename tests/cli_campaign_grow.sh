#!/usr/bin/env bash
# --grow N (docs/campaigns.md, "Growing runs"): a campaign whose runs stop open runs them again at twice
# --node-limit, and so on up to N, each from its own table, before it ends or --deepen splits them.
# The slow twin is the single search: the same winner, with and without --deepen, Go and Kill-All; the
# records recombine to it. Each leaf's runs go 300, 600, 1200, ... and each run after the first loads exactly the entries
# the one before saved. A restart after kill -9 proves the same and a third start runs nothing. Bad
# combinations are one error line.
set -u
yomi=$1
fail() { echo "FAIL: $*"; echo "0 passed, 1 failed"; exit 1; }
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
winner() { grep -oE '^result: [a-z]+ wins' | tail -1; }
# each leaf's full runs, in record order, per problem: node limits doubling from the first up to the
# top, and each later run continuing from the entries its predecessor saved
ladder() { python3 - "$1" "$2" "$3" <<'EOF'
import json, sys
path, base, top = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
runs = {}
for line in open(path):
    r = json.loads(line)
    if r["kind"] == "subproblem" and not r["probe"]:
        runs.setdefault((r["problem"], r["path"]), []).append(r)
grown = 0
for key, rs in runs.items():
    want = base
    for i, r in enumerate(rs):
        if r["node_limit"] != want:
            sys.exit("%s: run %d at %d, want %d" % (key, i, r["node_limit"], want))
        if i and r["table_continued"] != rs[i - 1]["table_saved"]:
            sys.exit("%s: run %d loaded %d, its predecessor saved %d" % (key, i, r["table_continued"], rs[i - 1]["table_saved"]))
        want = min(2 * want, top)
    grown += len(rs) > 1
if not grown:
    sys.exit("no leaf ran twice")
print(grown)
EOF
}

cases=("go|3x4 --komi 5.5|--deepen 8|300" "killall|2x4 --attacker-stones B1||20" "go|1x9 --komi -0.5||300"
  "go|1x9 --komi -0.5|--deepen 8|300")
[ "${YOMI_SANITIZED:-0}" = 1 ] && cases=("${cases[@]:0:2}") # the sanitizer build: the first two
for q in "${cases[@]}"; do
  IFS='|' read -r game pos deep base <<<"$q"
  want=$("$yomi" $game solve $pos --tt-mb 16 | winner)
  rm -rf "$tmp/t" "$tmp/r.jsonl"; mkdir "$tmp/t"
  top=$((base * 16))
  [ -z "$deep" ] && top=100000 # no split: the top must reach the proof
  out=$("$yomi" $game campaign $pos --split-depth 1 --node-limit $base --grow $top $deep --tt-mb 16 --records "$tmp/r.jsonl" --tables "$tmp/t" 2>&1)
  [ "$(winner <<<"$out")" = "$want" ] || fail "$q: '$(winner <<<"$out")', the search '$want'"
  grep -q "^grow: the campaign again at --node-limit $((base * 2))\$" <<<"$out" || fail "$q: no growing: $out"
  n=$(ladder "$tmp/r.jsonl" $base $top) || fail "$q: $n"
  chk=$("$yomi" records check "$tmp/r.jsonl") || fail "$q: records check: $chk"
  grep -q "^recombined (plan at line 1): .*: ${want#result: }" <<<"$chk" || fail "$q: recombined: $chk"
done

# kill -9 part-way and a restart: the same winner; a third start runs nothing (not in the sanitizer
# build, where the cases above ran the same code)
if [ "${YOMI_SANITIZED:-0}" != 1 ]; then
pos="3x4 --komi 5.5"
want=$("$yomi" go solve $pos --tt-mb 16 | winner)
rm -rf "$tmp/t" "$tmp/r.jsonl"; mkdir "$tmp/t"
args="$pos --split-depth 1 --node-limit 300 --grow 4800 --deepen 8 --tt-mb 16 --records $tmp/r.jsonl --tables $tmp/t"
"$yomi" go campaign $args > "$tmp/out1" 2>&1 &
pid=$!
for _ in $(seq 1 15000); do
  [ "$(cat "$tmp/r.jsonl" 2> /dev/null | grep -c '"node_limit": 600')" -ge 1 ] && break
  kill -0 $pid 2> /dev/null || break
  sleep 0.02
done
kill -9 $pid 2> /dev/null
wait $pid 2> /dev/null
out=$("$yomi" go campaign $args 2>&1) || fail "restart: $out"
[ "$(winner <<<"$out")" = "$want" ] || fail "restart: '$(winner <<<"$out")', the search '$want'"
"$yomi" records check "$tmp/r.jsonl" > /dev/null || fail "records after the restart: $("$yomi" records check "$tmp/r.jsonl")"
out=$("$yomi" go campaign $args 2>&1) || fail "third start: $out"
grep -q '^runs: [1-9]' <<<"$out" && fail "third start ran again: $out"
[ "$(winner <<<"$out")" = "$want" ] || fail "third start: '$(winner <<<"$out")'"
fi

# bad combinations: one error line, exit 2
for bad in "--grow 1000 --node-limit 300" "--grow 300 --node-limit 300 --records $tmp/x.jsonl" \
  "--grow 1000 --records $tmp/x.jsonl" "--grow 1000 --node-limit 300 --records $tmp/x.jsonl --deepen 2 --round 1"; do
  out=$("$yomi" go campaign 3x4 --komi 5.5 $bad 2>&1)
  rc=$?
  [ $rc = 2 ] && [ "$(wc -l <<<"$out")" = 1 ] && grep -q '^yomi: error: --grow' <<<"$out" || fail "'$bad': exit $rc: $out"
done
echo "1 passed, 0 failed"
