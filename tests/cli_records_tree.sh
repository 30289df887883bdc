#!/usr/bin/env bash
# yomi records tree (docs/campaigns.md, "Where a campaign stands"): deepened Go and Kill-All campaigns
# whose records hold campaigns below campaigns. The tree's top gives the single search's winner and
# records check's recombination; every line agrees with the records read raw by a slow twin
# (tests/records_tree_twin.py: the runs and expansions at and below each position, its largest run,
# the winners by run and by the combination rule, the proofs' sizes); --open keeps exactly the open
# lines, --depth N exactly the lines down to N; two questions make two trees; the trees of the
# project's records (results/) agree with the twin; below a leaf with campaigns of two
# split depths, the one that decided it; --sgf writes the tree shown as SGF variations that agree
# with it (tests/sgf_tree_twin.py), --pv the principal lines that tests/tree_pv_twin.py follows;
# bad input gets one error line.
set -u
yomi=$1
fail() { echo "FAIL: $*"; echo "0 passed, 1 failed"; exit 1; }
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
twin=$(dirname "$0")/records_tree_twin.py
cases=0 nested=0 open=0
check() { # name records-file want-winner-or-open
  local name=$1 rec=$2 want=$3 tree
  tree=$("$yomi" records tree "$rec") || fail "$name: records tree: $tree"
  printf '%s\n' "$tree" > "$tmp/tree.txt"
  [ "$(grep -c '^tree: ' <<<"$tree")" -ge 1 ] || fail "$name: no tree: $tree"
  top=$(sed -n 2p <<<"$tree")
  grep -q "^[^ ].* to move): $want" <<<"$top" || fail "$name: the top is not '$want': $top"
  chk=$("$yomi" records check "$rec") || fail "$name: records check: $chk"
  runs=$(grep -oE '^work: [0-9]+ runs? recorded' <<<"$chk" | awk '{print $2}')
  exps=$(grep -oE 'stopped before their end\), [0-9]+ expansions' <<<"$chk" | awk '{print $5}')
  grep -q "; $runs runs\?, $exps expansions here and below$" <<<"$top" ||
    fail "$name: the top's work is not records check's ($runs runs, $exps expansions): $top"
  got=$(python3 "$twin" "$rec" "$tmp/tree.txt") || fail "$name: the slow twin: $got"
  [ "$(grep -c '^ ' <<<"$tree")" -ge 2 ] || fail "$name: a tree of one line tells nothing: $tree"
  [ "$(grep -c '(by the campaign from there)' <<<"$tree")" -ge 1 ] && nested=$((nested + 1))
  # --open: exactly the full tree's open lines (a parent left out leaves no child behind)
  "$yomi" records tree "$rec" --open | grep -v '^tree: ' > "$tmp/open.txt"
  grep -E '\): open(;|$)' "$tmp/tree.txt" > "$tmp/open-want.txt"
  cmp -s "$tmp/open.txt" "$tmp/open-want.txt" || fail "$name: --open: $(diff "$tmp/open.txt" "$tmp/open-want.txt")"
  [ -s "$tmp/open.txt" ] && open=$((open + 1))
  # --depth 1: the full tree's lines of depth 0 and 1, in the same order
  "$yomi" records tree "$rec" --depth 1 | grep -v '^tree: ' > "$tmp/d1.txt"
  grep -v '^tree: ' "$tmp/tree.txt" | grep -vE '^    ' > "$tmp/d1-want.txt"
  cmp -s "$tmp/d1.txt" "$tmp/d1-want.txt" || fail "$name: --depth 1: $(diff "$tmp/d1.txt" "$tmp/d1-want.txt")"
  cases=$((cases + 1))
}
for c in "1x8 2.5 500 3" "1x8 3.5 2000 3" "2x3 4.5 20 3" "1x6 1.5 10 4" "2x4 7.5 30 3"; do
  set -- $c
  rec=$tmp/go-$1-$2.jsonl
  want=$("$yomi" go solve "$1" --komi "$2" --tt-mb 16 | grep -oE '^result: (black|white) wins')
  out=$("$yomi" go campaign "$1" --komi "$2" --split-depth 1 --tt-mb 16 --node-limit "$3" --deepen "$4" \
    --records "$rec" 2>&1)
  got=$(grep '^result:' <<<"$out" | tail -1)
  case "$got" in
    "$want") check "go $c" "$rec" "${want#result: }" ;;
    "result: open"*) check "go $c" "$rec" open ;;
    *) fail "go $c: the campaign printed '$got', the search '$want'" ;;
  esac
done
# campaigns stopped short (a tiny limit, one level down) leave open positions to show
rec=$tmp/go-short.jsonl
"$yomi" go campaign 1x8 --komi 2.5 --split-depth 1 --tt-mb 16 --node-limit 20 --deepen 1 --records "$rec" > /dev/null 2>&1
check "go 1x8, one level down" "$rec" open
for q in "3x4 --attacker-stones B2,C3|200" "3x3 --attacker-stones B2|90"; do
  IFS='|' read -r args limit <<<"$q"
  rec=$tmp/ka-$(tr -c 'A-Za-z0-9' _ <<<"$args").jsonl
  want=$("$yomi" killall solve $args --tt-mb 8 | grep -oE '^result: [a-z]+ wins' | head -1)
  out=$("$yomi" killall campaign $args --tt-mb 8 --node-limit "$limit" --deepen 2 --records "$rec" 2>&1)
  case "$(grep '^result:' <<<"$out" | tail -1)" in
    "$want") check "killall $args" "$rec" "${want#result: }" ;;
    "result: open"*) check "killall $args" "$rec" open ;;
    *) fail "killall $args: the campaign printed '$out', the search '$want'" ;;
  esac
done
# two questions in one file make two trees; a campaign that no plan reaches (it starts two moves
# below a campaign split one deep, with no campaign between) is a tree of its own
rec=$tmp/two.jsonl
"$yomi" go campaign 1x7 --komi 2.5 --split-depth 1 --tt-mb 16 --records "$rec" > /dev/null 2>&1
"$yomi" go campaign 1x7 --komi 1.5 --split-depth 1 --tt-mb 16 --records "$rec" > /dev/null 2>&1
"$yomi" go campaign 1x7 --komi 2.5 --moves B1,C1 --split-depth 1 --tt-mb 16 --records "$rec" > /dev/null 2>&1
tree=$("$yomi" records tree "$rec") || fail "two questions: $tree"
[ "$(grep -c '^tree: ' <<<"$tree")" = 3 ] || fail "two questions and an orphan: not three trees: $tree"
for k in 2.5 1.5; do
  want=$("$yomi" go solve 1x7 --komi "$k" --tt-mb 16 | grep -oE '^result: (black|white) wins')
  grep -A1 "^tree: go 1x7; komi $k;.*moves -;" <<<"$tree" | grep -q "^(start) (black to move): ${want#result: }" ||
    fail "komi $k: not '$want': $tree"
done
grep -A1 "^tree: go 1x7; komi 2.5;.*moves B1,C1;" <<<"$tree" | grep -q "^B1,C1 (black to move): " ||
  fail "the campaign after B1,C1 is no tree of its own: $tree"
printf '%s\n' "$tree" > "$tmp/tree.txt"
got=$(python3 "$twin" "$rec" "$tmp/tree.txt") || fail "two questions: the slow twin: $got"
# a leaf with two campaigns of its own, one split deep and left open, then two deep and decided:
# below the leaf the tree shows the one that decided it, as the recombination took it
rec=$tmp/depths.jsonl
out=$("$yomi" go campaign 1x8 --komi 2.5 --split-depth 1 --tt-mb 16 --node-limit 5 --records "$rec" 2>&1)
x=$(awk '/: open \(not proved\)/ {print $1; exit}' <<<"$out")
[ -n "$x" ] || fail "depths: no open leaf: $out"
"$yomi" go campaign 1x8 --komi 2.5 --moves "$x" --split-depth 1 --tt-mb 16 --node-limit 5 --records "$rec" \
  > "$tmp/d1.out" 2>&1
grep -q '^result: open' "$tmp/d1.out" || fail "depths: the campaign one deep decided: $(cat "$tmp/d1.out")"
"$yomi" go campaign 1x8 --komi 2.5 --moves "$x" --split-depth 2 --tt-mb 16 --records "$rec" > /dev/null 2>&1
tree=$("$yomi" records tree "$rec") || fail "depths: $tree"
grep -q "^  $x ([a-z]* to move): [a-z]* wins (by the campaign from there)" <<<"$tree" || fail "depths: $tree"
grep -q "^      " <<<"$tree" || fail "depths: the campaign two deep is not below $x: $tree"
printf '%s\n' "$tree" > "$tmp/tree.txt"
got=$(python3 "$twin" "$rec" "$tmp/tree.txt") || fail "depths: the slow twin: $got"
# the project's own records (results/): every tree agrees with the twin (under the sanitizers, the
# files below 100 KB)
files=0
for f in "$(dirname "$0")"/../results/*.jsonl; do
  [ "${YOMI_SANITIZED:-0}" = 1 ] && [ "$(wc -c <"$f")" -ge 100000 ] && continue
  "$yomi" records tree "$f" > "$tmp/tree.txt" 2>/dev/null || continue # no campaign in it
  got=$(python3 "$twin" "$f" "$tmp/tree.txt") || fail "$f: the slow twin: $got"
  files=$((files + 1))
done
[ "$files" -ge 20 ] || fail "only $files records files of results/ have a tree"
# --sgf: the tree shown, as SGF variations, agrees with the printed tree node for node (a slow twin
# with an SGF parser of its own: tests/sgf_tree_twin.py), whole and with --open and --depth; the
# printed tree is the same with and without it; Kill-All records are refused after the tree printed,
# and a file that cannot be written is exit 4 after it
sgftwin=$(dirname "$0")/sgf_tree_twin.py
sgfs=0
for f in "$(dirname "$0")"/../results/go-*.jsonl; do
  [ "${YOMI_SANITIZED:-0}" = 1 ] && [ "$(wc -c <"$f")" -ge 100000 ] && continue
  for args in "" "--open" "--depth 1"; do
    "$yomi" records tree "$f" $args > "$tmp/tree.txt" 2>/dev/null || continue
    "$yomi" records tree "$f" $args --sgf "$tmp/t.sgf" > "$tmp/tree2.txt" || fail "$f $args --sgf: exit $?"
    cmp -s "$tmp/tree.txt" "$tmp/tree2.txt" || fail "$f $args: --sgf changed the printed tree"
    got=$(python3 "$sgftwin" "$tmp/t.sgf" "$tmp/tree.txt") || fail "$f $args --sgf: the slow twin: $got"
    sgfs=$((sgfs + 1))
  done
done
[ "$sgfs" -ge 30 ] || fail "only $sgfs SGF trees checked"
# --pv: each top's principal line agrees with a slow twin that follows the printed tree
# (tests/tree_pv_twin.py), on every records file of results/ and on campaigns made so that the
# winner has two won moves of different proofs (the campaigns after B2,B3 and three of Black's
# answers there, then B2,B3's, which takes them from the records); --open leaves the lines as they are
pvtwin=$(dirname "$0")/tree_pv_twin.py
choices=(0 0)
for m in B2,B3,B1 B2,B3,A1 B2,B3,A2 B2,B3; do
  "$yomi" go campaign 3x3 --komi 6.5 --moves "$m" --split-depth 1 --tt-mb 16 --records "$tmp/pv.jsonl" > /dev/null
  [ $? = 0 ] || fail "campaign after $m"
done
for f in "$tmp/pv.jsonl" "$(dirname "$0")"/../results/*.jsonl; do
  [ "${YOMI_SANITIZED:-0}" = 1 ] && [ "$(wc -c <"$f")" -ge 100000 ] && continue
  "$yomi" records tree "$f" --pv > "$tmp/pv.txt" 2>/dev/null || continue
  got=$(python3 "$pvtwin" "$tmp/pv.txt") || fail "$f --pv: the slow twin: $got"
  read -r w l <<<"${got##*choices }"
  choices=($((choices[0] + w)) $((choices[1] + l)))
  [ "$(grep '^pv: ' "$tmp/pv.txt")" = "$("$yomi" records tree "$f" --pv --open | grep '^pv: ')" ] ||
    fail "$f: --open changed the principal lines"
done
[ "${choices[0]}" -ge 1 ] && [ "${choices[1]}" -ge 1 ] || fail "--pv: the rule chose among proofs of several sizes ${choices[*]} times"
k=$(ls "$(dirname "$0")"/../results/killall-*.jsonl | head -1)
"$yomi" records tree "$k" > "$tmp/tree.txt" || fail "$k: records tree"
"$yomi" records tree "$k" --sgf "$tmp/k.sgf" > "$tmp/tree2.txt" 2> "$tmp/err"
rc=$?
[ "$rc" = 2 ] && cmp -s "$tmp/tree.txt" "$tmp/tree2.txt" && [ "$(wc -l < "$tmp/err")" = 1 ] &&
  grep -q "^yomi: error: --sgf: .*not of Go" "$tmp/err" || fail "--sgf of Kill-All records: exit $rc, $(cat "$tmp/err")"
"$yomi" records tree "$rec" --sgf "$tmp/no/such/t.sgf" > "$tmp/tree2.txt" 2> "$tmp/err"
rc=$?
[ "$rc" = 4 ] && [ -s "$tmp/tree2.txt" ] && grep -q "^yomi: error: cannot write" "$tmp/err" ||
  fail "--sgf to a path that cannot be written: exit $rc, $(cat "$tmp/err")"
[ "$nested" -ge 3 ] || fail "only $nested records files with campaigns below campaigns: the test means little"
[ "$open" -ge 1 ] || fail "no records file with open positions"
# bad input: one error line, exit 2
printf '{"kind": "run"}\n' > "$tmp/noplan.jsonl"
for args in "" "$tmp/none.jsonl" "$tmp/noplan.jsonl" "$tmp/none.jsonl $tmp/x.jsonl" "$rec --depth x" "$rec --depth -2" \
  "$rec --bogus" "$rec --sgf" "$rec --sgf=" "$rec --pv=1"; do
  err=$("$yomi" records tree $args 2>&1 >/dev/null)
  rc=$?
  [ "$rc" = 2 ] && [ "$(wc -l <<<"$err")" = 1 ] && grep -q '^yomi: error: ' <<<"$err" ||
    fail "records tree $args: exit $rc, '$err'"
done
# records check reads a missing file as an error too (a campaign's resume takes it for an empty one),
# and stops there, before the files after it; so is a file with no record in it (empty, or not records)
: > "$tmp/empty.jsonl"
printf 'not json\n{"kind": "plan",\n' > "$tmp/junk.jsonl"
for args in "$tmp/none.jsonl:No such file" "$rec $tmp/none.jsonl:No such file" "$tmp/empty.jsonl:no records in it (0 whole lines" \
  "$tmp/junk.jsonl:no records in it (2 whole lines, none" "$rec $tmp/junk.jsonl:no records in it"; do
  want=${args#*:} args=${args%%:*}
  err=$("$yomi" records check $args 2>&1 >/dev/null)
  rc=$?
  [ "$rc" = 2 ] && [ "$(wc -l <<<"$err")" = 1 ] && grep -q "^yomi: error: '\?${args##* }'\?: $want" <<<"$err" ||
    fail "records check $args: exit $rc, '$err'"
done
echo "$cases records files, $nested with campaigns below campaigns, $open with open positions; $files of results/"
echo "1 passed, 0 failed"
