#!/usr/bin/env bash
# yomi go suite and yomi go prior-train: a suite is the same on every run, its positions replay
# under `go solve --moves` to the same winners, the priors keep the winners, the trained weights
# load with --prior-file and a damaged file is refused, and bad input gets one error line.
set -u
yomi=$1
fail=0
check() { # name, expected exit code, command...
  local name=$1 want=$2; shift 2
  out=$("$@" 2>&1); rc=$?
  if [ "$rc" != "$want" ]; then echo "FAIL $name: exit $rc, want $want: $out"; fail=1; fi
}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
suite=(go suite 3x4 --komi 3.5 --seed 9 --count 5 --min-plies 2 --max-plies 6 --tt-mb 8)
"$yomi" "${suite[@]}" >"$tmp/a" || { echo "FAIL suite run"; fail=1; }
"$yomi" "${suite[@]}" >"$tmp/b"
cmp -s "$tmp/a" "$tmp/b" || { echo "FAIL suite not deterministic"; fail=1; }
grep -q '^geomean: [0-9]* expansions over 5 positions' "$tmp/a" || { echo "FAIL suite summary: $(cat "$tmp/a")"; fail=1; }
# each position replays under go solve to the same winner, with every prior
while read -r i winner exp moves; do
  [ "$i" = geomean: ] && continue
  for p in none eye learned; do
    got=$("$yomi" go solve 3x4 --komi 3.5 --moves "$moves" --tt-mb 8 --prior $p | awk '/^result/{print $2}')
    [ "$got" = "$winner" ] || { echo "FAIL position $i ($moves) with --prior $p: $got, suite said $winner"; fail=1; }
  done
done <"$tmp/a"
# a position's count in its suite is its count alone: the searches before it in the same thread
# leave nothing behind that changes it (dfpn_game.begin empties the region solver's caches; with a
# small region budget many local games give up, and a warm memo would answer some of them)
small=(--komi 2.5 --node-limit 1000000 --tt-mb 64 --region-budget 200)
"$yomi" go suite 4x5 --seed 1 --count 6 --min-plies 6 --max-plies 10 "${small[@]}" >"$tmp/r" ||
  { echo "FAIL suite with --region-budget"; fail=1; }
while read -r i winner exp moves; do
  [ "$i" = geomean: ] && continue
  alone=$("$yomi" go solve 4x5 --moves "$moves" "${small[@]}" | awk '/^expansions/{print $2}')
  [ "$alone" = "$exp" ] || { echo "FAIL position $i ($moves): $exp expansions in its suite, $alone alone"; fail=1; }
done <"$tmp/r"
# a pruned suite names only the pruned side as a winner, where the plain suite does; the other
# side's wins are "unproved" (a pruned run's loss proves nothing) and counted as such
for side in black white; do
  "$yomi" "${suite[@]}" --prune $side >"$tmp/p" || { echo "FAIL pruned suite ($side)"; fail=1; }
  lost=$(awk -v s=$side '$1 != "geomean:" && $2 != s {n++} END {print n + 0}' "$tmp/a")
  [ "$lost" -gt 0 ] || { echo "FAIL the suite has no $side loss to test with"; fail=1; }
  paste -d' ' <(awk '$1 != "geomean:" {print $2}' "$tmp/a") <(awk '$1 != "geomean:" {print $2}' "$tmp/p") |
    while read -r plain pruned; do
      want=$([ "$plain" = $side ] && echo $side || echo unproved)
      [ "$pruned" = "$want" ] || echo "FAIL --prune $side: '$pruned' where the plain suite says '$plain'"
    done | grep . && fail=1
  grep -q "; $lost lost by the pruned side: not proved)" "$tmp/p" || { echo "FAIL --prune $side summary: $(tail -1 "$tmp/p")"; fail=1; }
  "$yomi" "${suite[@]}" --prune $side --json |
    python3 -c 'import json,sys; r=json.load(sys.stdin); assert r["pruned_lost"]=='"$lost"' and all(p["winner"] in ("'$side'", None) for p in r["positions"])' ||
    { echo "FAIL --prune $side --json"; fail=1; }
done
"$yomi" "${suite[@]}" --list >"$tmp/list"
[ "$(wc -l <"$tmp/list")" = 5 ] || { echo "FAIL --list: $(cat "$tmp/list")"; fail=1; }
"$yomi" "${suite[@]}" --json | python3 -c 'import json,sys; r=json.load(sys.stdin); assert len(r["positions"])==5 and r["geomean"]>0' ||
  { echo "FAIL suite --json"; fail=1; }
# training: a tiny run writes weights that load; a damaged copy is refused with the line number
check train 0 "$yomi" go prior-train --boards 2x3,1x6 --positions 6 --out "$tmp/w.txt" --samples "$tmp/s.txt"
grep -q '^size_loss ' "$tmp/w.txt" || { echo "FAIL train output: $(cat "$tmp/w.txt")"; fail=1; }
grep -q '^# yomi go prior-train' "$tmp/w.txt" || { echo "FAIL train provenance: $(head -3 "$tmp/w.txt")"; fail=1; }
check load 0 "$yomi" go solve 2x3 --komi 2.5 --prior learned --prior-file "$tmp/w.txt"
grep -q '^power 0.5$' "$tmp/w.txt" || { echo "FAIL train: no 'power 0.5' line: $(cat "$tmp/w.txt")"; fail=1; }
# walks below the value proofs add samples; a samples file fits again without proving
check train-walk 0 "$yomi" go prior-train --boards 2x3,1x6 --positions 6 --walk 2 --samples "$tmp/s2.txt" --out "$tmp/w2.txt"
[ "$(wc -l <"$tmp/s2.txt")" -gt "$(wc -l <"$tmp/s.txt")" ] || { echo "FAIL --walk added no samples"; fail=1; }
check refit 0 "$yomi" go prior-train --from-samples "$tmp/s2.txt" --power 0.75 --out "$tmp/w3.txt"
grep -q '^power 0.75$' "$tmp/w3.txt" || { echo "FAIL refit: $(cat "$tmp/w3.txt")"; fail=1; }
check refit-load 0 "$yomi" go solve 2x3 --komi 2.5 --prior learned --prior-file "$tmp/w3.txt"
# a campaign's records fit too: one sample per run that decided its position (all of them, or only
# those that began with no table); the features of each are checked in test_go_prior
decided() { python3 -c 'import json, sys
print(sum(1 for l in open(sys.argv[1]) for r in [json.loads(l)]
          if r["kind"] == "subproblem" and r["result"]["winner"] and (sys.argv[2] == "all" or not r.get("table_loaded"))))' "$@"; }
camp=(go campaign 3x4 --komi 4.5 --split-depth 1 --node-limit 400 --probe 40 --deepen 8 --tt-mb 8)
mkdir "$tmp/tab"
"$yomi" "${camp[@]}" --records "$tmp/cold.jsonl" >/dev/null || { echo "FAIL campaign"; fail=1; }
"$yomi" "${camp[@]}" --records "$tmp/warm.jsonl" --tables "$tmp/tab" >/dev/null || { echo "FAIL campaign --tables"; fail=1; }
for f in cold warm; do
  for which in all cold; do
    want=$(decided "$tmp/$f.jsonl" $which)
    opt=$([ $which = cold ] && echo --records-cold)
    if [ "$want" -gt 0 ]; then
      check "records $f $which" 0 "$yomi" go prior-train --from-records "$tmp/$f.jsonl" $opt --samples "$tmp/rs.txt" --out "$tmp/rw.txt"
      [ "$(grep -vc '^#' "$tmp/rs.txt")" = "$want" ] || { echo "FAIL --from-records $f $which: $(grep -vc '^#' "$tmp/rs.txt") samples, $want decided runs"; fail=1; }
    else # the runs below an open one begin with its table: none of them is cold
      check "records $f $which none" 2 "$yomi" go prior-train --from-records "$tmp/$f.jsonl" $opt
      grep -q "holds no decided run that began with no table" <<<"$out" || { echo "FAIL --records-cold message: $out"; fail=1; }
    fi
  done
done
[ "$(decided "$tmp/cold.jsonl" all)" = "$(decided "$tmp/cold.jsonl" cold)" ] || { echo "FAIL a run without --tables loaded a table"; fail=1; }
check records-both 0 "$yomi" go prior-train --from-samples "$tmp/s2.txt" --from-records "$tmp/cold.jsonl" --samples "$tmp/rs.txt"
[ "$(grep -vc '^#' "$tmp/rs.txt")" = $(($(grep -vc '^#' "$tmp/s2.txt") + $(decided "$tmp/cold.jsonl" all))) ] ||
  { echo "FAIL --from-samples with --from-records: not the sum"; fail=1; }
sed '0,/"winner": "\(black\|white\)"/s/"path": "[^"]*"/"path": "Z9"/' "$tmp/cold.jsonl" >"$tmp/badrec.jsonl"
check records-bad 2 "$yomi" go prior-train --from-records "$tmp/badrec.jsonl"
grep -q "line [0-9]*: a decided run whose position cannot be replayed" <<<"$out" || { echo "FAIL bad record message: $out"; fail=1; }
check records-missing 2 "$yomi" go prior-train --from-records "$tmp/none.jsonl"
{ head -3 "$tmp/cold.jsonl"; echo "{not json"; } >"$tmp/damaged.jsonl"
check records-damaged 2 "$yomi" go prior-train --from-records "$tmp/damaged.jsonl"
grep -q "line 4: not a JSON record" <<<"$out" || { echo "FAIL damaged record message: $out"; fail=1; }
: >"$tmp/empty.jsonl" # with samples, an empty records file is still an error of its own
check records-empty 2 "$yomi" go prior-train --from-samples "$tmp/s2.txt" --from-records "$tmp/empty.jsonl"
check records-cold-alone 2 "$yomi" go prior-train --records-cold
echo "1 2 3" >"$tmp/short.txt"
check refit-bad 2 "$yomi" go prior-train --from-samples "$tmp/short.txt"
sed 's/^win \([^ ]*\) .*/win \1/' "$tmp/w.txt" >"$tmp/bad.txt"
check damaged 2 "$yomi" go solve 2x3 --komi 2.5 --prior learned --prior-file "$tmp/bad.txt"
grep -q 'bad prior weights' <<<"$out" || { echo "FAIL damaged message: $out"; fail=1; }
check missing 2 "$yomi" go solve 2x3 --komi 2.5 --prior learned --prior-file "$tmp/none.txt"
# the options reach the search: each prior and the move order change the proof's size (not its winner)
count() { "$yomi" go solve 3x4 --komi 3.5 --tt-mb 16 "$@" | awk '/^expansions/{print $2}'; }
none=$(count --prior none)
for c in "--prior eye" "--prior learned" "--order eyespace"; do
  # shellcheck disable=SC2086
  [ "$(count $c)" != "$none" ] || { echo "FAIL $c proves 3x4 in the same $none expansions as no prior"; fail=1; }
done
# move patterns: a suite counts them, prior-train fits them into a copy of a weights file (its
# weights kept), the file loads and changes the search, not its winners; bad counts are refused
"$yomi" go suite 3x4 --komi 3.5 --seed 9 --count 5 --min-plies 2 --max-plies 6 --tt-mb 8 --count-patterns "$tmp/c.txt" >"$tmp/cp" ||
  { echo "FAIL suite --count-patterns"; fail=1; }
cmp -s "$tmp/a" "$tmp/cp" || { echo "FAIL counting patterns changed the suite"; fail=1; }
grep -q '^pattern [.XO#]\{8\} [012] [123] [bw] [12] [0-9]* [0-9]*$' "$tmp/c.txt" || { echo "FAIL counts: $(head -3 "$tmp/c.txt")"; fail=1; }
check pattern-train 0 "$yomi" go prior-train --weights "$tmp/w.txt" --patterns "$tmp/c.txt,$tmp/c.txt" --out "$tmp/wp.txt"
grep -q '^pattern ' "$tmp/wp.txt" || { echo "FAIL no pattern lines: $(head -5 "$tmp/wp.txt")"; fail=1; }
[ "$(grep -E '^(win|size_win|size_loss|power)' "$tmp/wp.txt")" = "$(grep -E '^(win|size_win|size_loss|power)' "$tmp/w.txt")" ] ||
  { echo "FAIL --weights did not keep the weights"; fail=1; }
grep -q '^# | yomi go prior-train --boards 2x3,1x6' "$tmp/wp.txt" || { echo "FAIL kept provenance: $(head -8 "$tmp/wp.txt")"; fail=1; }
# a comment line longer than any buffer is kept whole, as one line
long=$(head -c 2000 /dev/zero | tr '\0' 'x')
{ echo "# long $long end"; cat "$tmp/w.txt"; } >"$tmp/wl.txt"
check pattern-long-comment 0 "$yomi" go prior-train --weights "$tmp/wl.txt" --patterns "$tmp/c.txt" --out "$tmp/wlp.txt"
[ "$(grep -c "^# | long x*x end\$" "$tmp/wlp.txt")" = 1 ] && ! grep -q '^# | x' "$tmp/wlp.txt" ||
  { echo "FAIL the long comment was split: $(grep -c 'xxx' "$tmp/wlp.txt") lines"; fail=1; }
with=$(count --prior-file "$tmp/wp.txt"); without=$(count --prior-file "$tmp/w.txt")
[ "$with" != "$without" ] || { echo "FAIL the patterns did not change the 3x4 search ($with)"; fail=1; }
for f in w wp; do
  got=$("$yomi" go solve 3x4 --komi 3.5 --tt-mb 16 --prior-file "$tmp/$f.txt" | awk '/^result/{print $2}')
  [ "$got" = black ] || { echo "FAIL 3x4 at 3.5 with $f.txt: $got"; fail=1; }
done
echo "pattern ........ 0 1 b 2 x 1" >"$tmp/badc.txt"
check pattern-bad-counts 2 "$yomi" go prior-train --weights "$tmp/w.txt" --patterns "$tmp/badc.txt"
grep -q "badc.txt.* line 1: expected 'pattern P WINS LOSSES'" <<<"$out" || { echo "FAIL bad counts message: $out"; fail=1; }
: >"$tmp/emptyc.txt"
check pattern-empty-counts 2 "$yomi" go prior-train --weights "$tmp/w.txt" --patterns "$tmp/emptyc.txt"
grep -q "no counts" <<<"$out" || { echo "FAIL empty counts message: $out"; fail=1; }
check pattern-counts-unwritable 2 "$yomi" go suite 3x3 --komi 0.5 --count 2 --count-patterns "$tmp/no/such/dir/c.txt"
[ "$(grep -c . <<<"$out")" = 1 ] || { echo "FAIL an unwritable --count-patterns ran the suite: $out"; fail=1; }
check pattern-missing-counts 2 "$yomi" go prior-train --weights "$tmp/w.txt" --patterns "$tmp/none.txt"
check pattern-weights-boards 2 "$yomi" go prior-train --weights "$tmp/w.txt" --boards 2x3
check pattern-missing-weights 2 "$yomi" go prior-train --weights "$tmp/none.txt" --patterns "$tmp/c.txt"
sed 's/^\(pattern [^ ]* [^ ]* [^ ]* [^ ]* [^ ]*\) .*/\1 0.01/' "$tmp/wp.txt" >"$tmp/badp.txt"
check pattern-damaged 2 "$yomi" go solve 2x3 --komi 2.5 --prior-file "$tmp/badp.txt"
grep -q "bad prior weights.*line [0-9]*:.*'pattern'" <<<"$out" || { echo "FAIL damaged pattern message: $out"; fail=1; }
# bad input
check bad-prior 2 "$yomi" go solve 2x3 --komi 2.5 --prior magic
check bad-order 2 "$yomi" go solve 2x3 --komi 2.5 --order sideways
check suite-no-komi 2 "$yomi" go suite 3x3
check suite-plies 2 "$yomi" go suite 3x3 --komi 0.5 --min-plies 5 --max-plies 2
check suite-after 2 "$yomi" go suite 3x3 --komi 0.5 --after Z9
check train-board 2 "$yomi" go prior-train --boards 9x9
check train-extra 2 "$yomi" go prior-train 3x3
exit $fail
