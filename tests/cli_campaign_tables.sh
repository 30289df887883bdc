#!/usr/bin/env bash
# Tables of earlier positions: `yomi go solve --tt-from` (a search that starts from the table of an
# earlier position of the same problem) gives every child of a stopped search the winner of the same
# search from an empty table, its slow twin; it refuses the table of another problem; and `yomi go
# campaign --tables` (each run of a campaign below an open run starts from that run's table) gives
# the winners of the campaign without tables, in fewer expansions, with records that recombine; Kill-All's the same.
set -u
yomi=$1
y() { "$yomi" "$@" --tt-mb 16; }
fail=0
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
# the last result line: with --deepen the campaigns below print theirs first
winner() { grep -oE '^result: [a-z]+ wins' | tail -1; }
expansions() { awk '/^expansions:/{print $2}'; }

# the twin: every legal move after a parent position whose search stopped at a small node limit
warm_used=0
checked=0
# (the sanitizer build, YOMI_SANITIZED=1, leaves out the 4x4 parent, whose children take the longest)
san=${YOMI_SANITIZED:-0}
parents=("3x4|4.5|B2|300" "3x4|4.5|B2,C2|200" "3x4|5.5|A1|300" "2x5|2.5|C1|200" "4x4|2.5|B2|3000" "1x9|-0.5|E1|500")
[ "$san" = 1 ] && parents=("${parents[@]:0:4}" "${parents[@]:5}")
for q in "${parents[@]}"; do
  IFS='|' read -r board komi parent limit <<<"$q"
  rm -f "$tmp/p.tt"
  y go solve "$board" --komi "$komi" --moves "$parent" --node-limit "$limit" --tt-file "$tmp/p.tt" \
    >"$tmp/parent.txt"
  [ -s "$tmp/p.tt" ] || { echo "FAIL $q: no table saved"; fail=1; continue; }
  rows=${board%x*}; cols=${board#*x}
  for ((r = 1; r <= rows; r++)); do
    for c in A B C D E F G H J; do
      [ "$(printf '%s' ABCDEFGHJ | cut -c1-"$cols" | grep -c "$c")" = 1 ] || continue
      m="$c$r"
      cold=$(y go solve "$board" --komi "$komi" --moves "$parent,$m" 2>/dev/null) || continue
      warm=$(y go solve "$board" --komi "$komi" --moves "$parent,$m" --tt-from "$tmp/p.tt") ||
        { echo "FAIL $q then $m: --tt-from failed"; fail=1; continue; }
      checked=$((checked + 1))
      [ "$(winner <<<"$warm")" = "$(winner <<<"$cold")" ] ||
        { echo "FAIL $q then $m: '$(winner <<<"$warm")' from the parent's table, '$(winner <<<"$cold")' from none"; fail=1; }
      grep -q "^table: [0-9]* entries loaded from .* (after [0-9]* of the [0-9]* start moves)" <<<"$warm" ||
        { echo "FAIL $q then $m: no table line"; fail=1; }
      [ "$(expansions <<<"$warm")" -lt "$(expansions <<<"$cold")" ] && warm_used=$((warm_used + 1))
    done
  done
done
echo "twin: $checked positions" >&2
[ "$checked" -ge "$([ "$san" = 1 ] && echo 40 || echo 55)" ] || { echo "FAIL only $checked positions checked"; fail=1; }
[ "$warm_used" -ge 10 ] || { echo "FAIL the parents' tables shortened only $warm_used of $checked searches"; fail=1; }
# Kill-All: the same twin after given stones and a Defender's move
kchecked=0
for q in "3x4|B2|C2|300" "3x4|B2,C3|B3|200" "2x4|B1|C1|100"; do
  IFS='|' read -r board stones parent limit <<<"$q"
  rm -f "$tmp/k.tt"
  y killall solve "$board" --attacker-stones "$stones" --moves "$parent" --node-limit "$limit" \
    --tt-file "$tmp/k.tt" >/dev/null
  for m in A1 B1 C1 D1 A2 B2 C2 D2 A3 B3 C3 D3 pass; do
    cold=$(y killall solve "$board" --attacker-stones "$stones" --moves "$parent,$m" 2>/dev/null) || continue
    warm=$(y killall solve "$board" --attacker-stones "$stones" --moves "$parent,$m" --tt-from "$tmp/k.tt") ||
      { echo "FAIL killall $q then $m: --tt-from failed"; fail=1; continue; }
    kchecked=$((kchecked + 1))
    [ "$(winner <<<"$warm")" = "$(winner <<<"$cold")" ] ||
      { echo "FAIL killall $q then $m: '$(winner <<<"$warm")' from the parent's table, '$(winner <<<"$cold")' from none"; fail=1; }
  done
done
[ "$kchecked" -ge 15 ] || { echo "FAIL killall: only $kchecked positions checked"; fail=1; }

# two levels up: the table of 4x4 after B2 for 4x4 after B2,C3,C2
y go solve 4x4 --komi 0.5 --moves B2 --node-limit 2000 --tt-file "$tmp/g.tt" >/dev/null
out=$(y go solve 4x4 --komi 0.5 --moves B2,C3,C2 --tt-from "$tmp/g.tt") ||
  { echo "FAIL --tt-from two moves up"; fail=1; }
grep -q "(after 1 of the 3 start moves)" <<<"$out" || { echo "FAIL two moves up: $out"; fail=1; }

# refused: another komi, a later position, a missing file, a foreign file, both --tt-file and --tt-from
err() { y go solve "$@" >/dev/null 2>"$tmp/err"; echo "$? $(wc -l <"$tmp/err")"; }
[ "$(err 4x4 --komi 1.5 --moves B2,C3 --tt-from "$tmp/g.tt")" = "2 1" ] || { echo "FAIL another komi: $(cat "$tmp/err")"; fail=1; }
[ "$(err 4x4 --komi 0.5 --tt-from "$tmp/g.tt")" = "2 1" ] || { echo "FAIL a later position's table: $(cat "$tmp/err")"; fail=1; }
[ "$(err 4x4 --komi 0.5 --moves C2 --tt-from "$tmp/g.tt")" = "2 1" ] || { echo "FAIL another line: $(cat "$tmp/err")"; fail=1; }
[ "$(err 4x4 --komi 0.5 --moves B2,C3 --tt-from "$tmp/none.tt")" = "4 1" ] || { echo "FAIL missing: $(cat "$tmp/err")"; fail=1; }
echo junk >"$tmp/junk.tt"
[ "$(err 4x4 --komi 0.5 --moves B2,C3 --tt-from "$tmp/junk.tt")" = "2 1" ] || { echo "FAIL junk: $(cat "$tmp/err")"; fail=1; }
cp "$tmp/g.tt" "$tmp/own.tt"
y go solve 4x4 --komi 0.5 --moves B2 --node-limit 100 --tt-file "$tmp/own2.tt" >/dev/null
[ "$(err 4x4 --komi 0.5 --moves B2 --tt-file "$tmp/own2.tt" --tt-from "$tmp/own.tt")" = "2 1" ] ||
  { echo "FAIL --tt-file loaded and --tt-from: $(cat "$tmp/err")"; fail=1; }

# campaigns: the same winners with and without --tables, fewer expansions with, records that
# recombine, a restart that runs nothing; damaged tables are used by no run and said so
total() { python3 -c 'import json, sys
print(sum(json.loads(l)["stats"]["expansions"] for l in open(sys.argv[1]) if json.loads(l)["kind"] == "subproblem"))' "$1"; }
loads() { python3 -c 'import json, sys
print(sum(1 for l in open(sys.argv[1]) if json.loads(l).get("table_loaded", 0) > 0))' "$1"; }
campaigns=("killall|2x4 --attacker-stones B1|500|50" "go|3x4 --komi 4.5|400|40" "go|3x4 --komi 4.5|800|80"
  "go|1x9 --komi -0.5|2000|200")
[ "$san" = 1 ] && campaigns=("${campaigns[@]:0:2}" "${campaigns[@]:3}") # one 3x4 of the two
# the twin: each decided run of records file $3 whose field $2 (entries loaded from a table) is set has
# the winner of its position searched alone from none (its record's rerun command); counted in twins
twin() {
  while IFS='|' read -r cmd w; do
    alone=$(y ${cmd#yomi } | winner)
    [ "$alone" = "result: $w wins" ] || { echo "FAIL $1: $cmd: $w with a table ($2), '$alone' alone"; fail=1; }
    twins=$((twins + 1))
  done < <(python3 -c 'import json, sys
for l in open(sys.argv[1]):
    r = json.loads(l)
    if r["kind"] == "subproblem" and r["result"]["winner"] and r.get(sys.argv[2], 0) > 0 and "rerun" in r:
        print(r["rerun"] + "|" + r["result"]["winner"])' "$3" "$2")
}
# full runs that stopped open and gave their tables to their siblings all the same
open_gives() { python3 -c 'import json, sys
print(sum(1 for l in open(sys.argv[1]) for r in [json.loads(l)] if r["kind"] == "subproblem" and not r["probe"]
          and r["result"].get("status") == "limit" and r.get("table_given", 0) > 0))' "$1"; }
twins=0
open_gave=0
for q in "${campaigns[@]}"; do
  IFS='|' read -r game pos limit probe <<<"$q"
  args="$pos --split-depth 1 --node-limit $limit --probe $probe --deepen 6 --round 1"
  rm -rf "$tmp/tab" "$tmp/a.jsonl" "$tmp/b.jsonl"; mkdir "$tmp/tab"
  want=$(y $game solve $pos | winner)
  plain=$(y $game campaign $args --records "$tmp/a.jsonl" | winner)
  out=$(y $game campaign $args --records "$tmp/b.jsonl" --tables "$tmp/tab")
  got=$(winner <<<"$out")
  [ "$plain" = "$want" ] && [ "$got" = "$want" ] ||
    { echo "FAIL campaign $q: '$got' with tables, '$plain' without, '$want' alone"; fail=1; }
  [ "$(loads "$tmp/b.jsonl")" -gt 0 ] || { echo "FAIL campaign $q: no run loaded a table"; fail=1; }
  [ "$(total "$tmp/b.jsonl")" -lt "$(total "$tmp/a.jsonl")" ] ||
    { echo "FAIL campaign $q: $(total "$tmp/b.jsonl") expansions with tables, $(total "$tmp/a.jsonl") without"; fail=1; }
  grep -q "^tables: [1-9][0-9]* runs\? began with the table" <<<"$out" || { echo "FAIL campaign $q: no tables line"; fail=1; }
  # the tables of the positions its deeper campaigns decided are gone
  grep -q "^tables: .*, [1-9][0-9]* of decided positions removed" <<<"$out" ||
    { echo "FAIL campaign $q: no table of a decided position removed"; fail=1; }
  # decided runs gave their tables to the runs after them (their siblings and cousins); the twin: every
  # decided run that began with a table (its root's, or one a decided run gave) has the winner of its
  # position searched alone from none
  ! grep -q '"table_error"' "$tmp/b.jsonl" || { echo "FAIL campaign $q: $(grep -o '"table_error": "[^"]*"' "$tmp/b.jsonl" | head -1)"; fail=1; }
  grep -q "^tables: .*, [1-9][0-9]* gave theirs" <<<"$out" ||
    { echo "FAIL campaign $q: no run gave its table: $(grep '^tables' <<<"$out")"; fail=1; }
  open_gave=$((open_gave + $(open_gives "$tmp/b.jsonl")))
  twin "campaign $q" table_loaded "$tmp/b.jsonl"
  chk=$("$yomi" records check "$tmp/b.jsonl") || { echo "FAIL records check $q: $chk"; fail=1; }
  again=$(y $game campaign $args --records "$tmp/b.jsonl" --tables "$tmp/tab")
  [ "$(winner <<<"$again")" = "$want" ] && grep -q '^runs: 0 here' <<<"$again" ||
    { echo "FAIL campaign $q started again: $(grep -E '^(result|runs)' <<<"$again")"; fail=1; }
done
echo "campaign twins: $twins decided runs that began with a table; $open_gave open runs gave theirs" >&2
[ "$open_gave" -ge 1 ] || { echo "FAIL no open run gave its table"; fail=1; }
[ "$twins" -ge 40 ] || { echo "FAIL only $twins decided runs began with a table"; fail=1; }
chained=0
# a leaf's own table: the leaves a campaign without --deepen left open at a small node limit, run again
# at a larger one, go on from the tables their runs saved (each record's table_continued is the saved
# run's table_saved), to the winner of the search alone, with records that recombine; the twin of each
# such run is its position searched alone from none
for q in "go|3x4 --komi 4.5|400" "go|1x9 --komi -0.5|600" "killall|2x4 --attacker-stones B1|60"; do
  IFS='|' read -r game pos limit <<<"$q"
  rm -rf "$tmp/tab" "$tmp/o.jsonl"; mkdir "$tmp/tab"
  want=$(y $game solve $pos | winner)
  y $game campaign $pos --split-depth 1 --node-limit $limit --records "$tmp/o.jsonl" --tables "$tmp/tab" >/dev/null
  out=$(y $game campaign $pos --split-depth 1 --node-limit 1000000 --records "$tmp/o.jsonl" --tables "$tmp/tab")
  [ "$(winner <<<"$out")" = "$want" ] || { echo "FAIL own tables $q: '$(winner <<<"$out")', alone '$want'"; fail=1; }
  grep -q "^tables: .*, [1-9][0-9]* went on from their leaf's own" <<<"$out" ||
    { echo "FAIL own tables $q: $(grep '^tables' <<<"$out")"; fail=1; }
  bad=$(python3 -c 'import json, sys
saved, n, bad = {}, 0, []
for l in open(sys.argv[1]):
    r = json.loads(l)
    if r["kind"] != "subproblem" or r["probe"]: continue
    if r.get("table_saved", 0) > 0: saved[r["path"]] = r["table_saved"]
    elif r["path"] in saved:
        n += 1
        if r.get("table_continued") != saved[r["path"]]: bad.append(r["path"])
print(" ".join(bad) if bad or n else "none continued")' "$tmp/o.jsonl")
  [ -z "$bad" ] || { echo "FAIL own tables $q: not continued: $bad"; fail=1; }
  "$yomi" records check "$tmp/o.jsonl" >/dev/null || { echo "FAIL own tables $q: records check"; fail=1; }
  # the proof's size counts the runs whose tables the deciding runs went on from: the campaign's own
  # figure against its slow twin's from the records (tests/campaign_proof_twin.py)
  live=$(grep -oE '^proof: [0-9]+ expansions in [0-9]+ runs?' <<<"$out" | awk '{print $2, $5}')
  slow=$(python3 "$(dirname "$0")/campaign_proof_twin.py" "$tmp/o.jsonl")
  [ -n "$live" ] && [ "$live" = "$slow" ] || { echo "FAIL own tables $q: proof '$live', the twin's '$slow'"; fail=1; }
  [ "${live#* }" -gt "$(grep -c '"proves": "' "$tmp/o.jsonl")" ] && chained=$((chained + 1))
  twin "own tables $q" table_continued "$tmp/o.jsonl"
done
echo "campaign twins with their own tables too: $twins; $chained proofs counted runs they went on from" >&2
[ "$chained" -ge 2 ] || { echo "FAIL only $chained proofs counted the runs whose tables they went on from"; fail=1; }

# a damaged table: the campaign below the first saved one's position uses none, says so, and still
# gets the winner (the position's own table is written again only if its own run stops open); the
# tables are made again by the last campaign without --deepen, which keeps those of the leaves it
# leaves open
rm -rf "$tmp/tab" && mkdir "$tmp/tab"
y $game campaign $pos --split-depth 1 --node-limit $limit --probe $probe --records "$tmp/d.jsonl" \
  --tables "$tmp/tab" >/dev/null
at=$(python3 -c 'import json, sys
for l in open(sys.argv[1]):
    r = json.loads(l)
    if r.get("table_saved", 0) > 0:
        print(",".join(m for m in (r["params"]["moves"], r["path"]) if m)); break' "$tmp/d.jsonl")
[ -n "$at" ] || { echo "FAIL no table saved by the campaign $pos"; fail=1; }
for f in "$tmp"/tab/*.tt; do echo junk >"$f"; done
want=$(y $game solve $pos --moves "$at" | winner)
out=$(y $game campaign $pos --moves "$at" --split-depth 1 --node-limit 1000000 --records "$tmp/c.jsonl" --tables "$tmp/tab")
[ "$(winner <<<"$out")" = "$want" ] || { echo "FAIL damaged table after $at: '$(winner <<<"$out")', alone '$want'"; fail=1; }
# (the runs after the first decided one that gave its table load that one)
first=$(python3 -c 'import json, sys
r = [json.loads(l) for l in open(sys.argv[1])]
r = [x for x in r if x["kind"] == "subproblem"]
print(r[0].get("table_loaded", -1), "table_error" in r[0])' "$tmp/c.jsonl")
grep -q '^tables: .*some could not' <<<"$out" && grep -q '"table_error": ".*not a yomi table snapshot"' "$tmp/c.jsonl" &&
  [ "$first" = "0 True" ] ||
  { echo "FAIL damaged table after $at not reported: $(grep '^tables' <<<"$out")"; fail=1; }

# bad --tables: a directory that is not there; Kill-All keeps none where it places stones
[ "$(y go campaign 3x3 --komi 8.5 --tables "$tmp/nowhere" 2>&1 >/dev/null | wc -l)" = 1 ] ||
  { echo "FAIL --tables nowhere"; fail=1; }
y go campaign 3x3 --komi 8.5 --tables "$tmp/nowhere" >/dev/null 2>&1; [ $? = 4 ] || { echo "FAIL --tables nowhere: exit"; fail=1; }
"$yomi" killall campaign 3x3 --place 0 --tables "$tmp/tab" >/dev/null 2>"$tmp/err"; rc=$?
[ $rc = 2 ] && [ "$(wc -l <"$tmp/err")" = 1 ] || { echo "FAIL killall --tables: $rc $(cat "$tmp/err")"; fail=1; }
exit $fail
