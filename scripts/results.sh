#!/usr/bin/env bash
# The campaigns behind the Go values and the Kill-All results of docs/RESULTS.md: one records file
# per board (and Kill-All question) in results/ (docs/campaigns.md). A campaign that finds its runs in its records file skips them, so this script
# resumes where it stopped. Usage: scripts/results.sh [YOMI] [BOARD... | killall | killall-RxC-NAME ...
# | 5x5-after-C3] (default: every board and question below but 5x5-after-C3;
# the large ones take minutes to hours: run them with nice in the background).
set -u
yomi=${1:-build/yomi}
shift || true
# board value split-depth tt-mb
boards="
1x1 0 1 16
1x2 0 1 16
1x3 3 1 16
1x4 4 1 16
1x5 0 1 16
1x6 1 1 16
1x7 2 1 16
1x8 3 1 32
1x9 0 1 64
1x10 1 1 128
2x2 1 1 16
2x3 0 1 16
2x4 8 1 32
2x5 10 1 64
3x3 9 1 32
3x4 4 1 64
2x6 12 1 256
1x11 2 1 256
2x7 14 1 512
3x5 15 1 1024
4x4 2 1 1024
2x8 16 2 1024
3x6 18 2 1024
"
want="$*"
mkdir -p results
echo "$boards" | while read -r b v d mb; do
  [ -z "$b" ] && continue
  if [ -n "$want" ] && ! [[ " $want " == *" $b "* ]]; then continue; fi
  "$yomi" go campaign "$b" --value "$v" --split-depth "$d" --tt-mb "$mb" --records "results/go-$b.jsonl" \
    >> "results/go-$b.txt" 2>&1 || echo "$b: campaign failed (exit $?)" >&2
  tail -1 "results/go-$b.txt" # (each start appends its output)
done
# Boards whose split is not one depth everywhere (docs/campaigns.md, "Splitting a subproblem
# further"): the campaigns after the deeper nodes first, then the ones they decide a node of, then
# the value campaign, all in the board's records file. board value side tt-mb jobs, then the start
# moves of each deeper campaign of that side's half (split depth 1, a probe of 2 M expansions, at
# most 20 M a run), deepest first.
composed="
1x13 0 white 4096 2 G1,B1 G1 B1,M1 B1
"
echo "$composed" | while read -r b v side mb jobs starts; do
  [ -z "$b" ] && continue
  if [ -n "$want" ] && ! [[ " $want " == *" $b "* ]]; then continue; fi
  komi=$(awk -v v="$v" -v s="$side" 'BEGIN{print s == "white" ? v + 0.5 : v - 0.5}')
  for m in $starts; do
    "$yomi" go campaign "$b" --komi "$komi" --moves "$m" --split-depth 1 --probe 2000000 \
      --node-limit 20000000 --tt-mb "$mb" --jobs "$jobs" --records "results/go-$b.jsonl" \
      >> "results/go-$b.txt" 2>&1 || echo "$b after $m: campaign failed (exit $?)" >&2
  done
  "$yomi" go campaign "$b" --value "$v" --split-depth 1 --probe 1000000 --tt-mb "$mb" --jobs "$jobs" \
    --records "results/go-$b.jsonl" >> "results/go-$b.txt" 2>&1 || echo "$b: campaign failed (exit $?)" >&2
  tail -1 "results/go-$b.txt"
done
# Boards whose one half `--deepen` splits where its runs stop at the node limit (docs/campaigns.md):
# board value side tt-mb jobs probe node-limit levels; then the value campaign, which takes that
# half from the records and runs the other.
deepened="
1x14 1 white 3072 2 1000000 10000000 16
1x12 2 black 2048 1 1000000 5000000 32
"
echo "$deepened" | while read -r b v side mb jobs probe limit levels; do
  [ -z "$b" ] && continue
  if [ -n "$want" ] && ! [[ " $want " == *" $b "* ]]; then continue; fi
  komi=$(awk -v v="$v" -v s="$side" 'BEGIN{print s == "white" ? v + 0.5 : v - 0.5}')
  "$yomi" go campaign "$b" --komi "$komi" --split-depth 1 --probe "$probe" --node-limit "$limit" \
    --deepen "$levels" --tt-mb "$mb" --jobs "$jobs" --records "results/go-$b.jsonl" >> "results/go-$b.txt" 2>&1 ||
    echo "$b: the $side half: campaign failed (exit $?)" >&2
  "$yomi" go campaign "$b" --value "$v" --split-depth 1 --probe 1000000 --tt-mb "$mb" --jobs "$jobs" \
    --records "results/go-$b.jsonl" >> "results/go-$b.txt" 2>&1 || echo "$b: campaign failed (exit $?)" >&2
  tail -1 "results/go-$b.txt"
done
# 5x5 after C3 at komi 24.5 (issue 18), only when named ("5x5-after-C3"): days on two cores. Black's
# win after C3 as campaigns of results/go-5x5-after-C3.jsonl: below each White reply at C3 the
# campaign after Black's answer (the seed's Table 5: B4, B4, D4, B4), then the reply's own campaign,
# which the one below decides from the records, then C3's, which those decide (the campaigns below
# C3,B4, made by --deepen, are in the records), then the empty board's (""), which C3 decides: a
# Black win at komi 24.5 makes 5x5 = 25, the board's largest score. Each resumes from the records;
# with YOMI_TABLES=DIR the runs left open go on from their tables (8 GiB a job). The chain stops at
# the first campaign that does not end decided (exit 3: open at the node limit; raise it, or --grow,
# and run it again).
if [[ " $want " == *" 5x5-after-C3 "* ]]; then
  tables=()
  [ -n "${YOMI_TABLES:-}" ] && tables=(--tables "$YOMI_TABLES")
  for m in C3,C4,B4 C3,C4 C3,A5,B4 C3,A5 C3,B5,D4 C3,B5 C3,C5,B4 C3,C5 C3 ""; do
    "$yomi" go campaign 5x5 --komi 24.5 --moves "$m" --split-depth 1 --probe 2000000 --node-limit 300000000 \
      --tt-mb 8192 --jobs 2 --keep-table --region-total 12 "${tables[@]}" --records results/go-5x5-after-C3.jsonl \
      >> results/go-5x5-after-C3.txt 2>&1
    rc=$?
    [ "$rc" = 0 ] || { echo "5x5 after C3: the campaign after $m ended with exit $rc; stopped there" >&2; break; }
  done
  tail -1 results/go-5x5-after-C3.txt
fi
# Kill-All: the least number of placed Attacker stones that kills (k-1 fails, k kills), and who
# wins Pieboxing. board question-name arguments
killall="
2x2 place0 --place 0
2x2 place1 --place 1
2x3 place0 --place 0
3x3 place0 --place 0
3x3 place1 --place 1
2x4 place0 --place 0
2x4 place1 --place 1
2x5 place0 --place 0
2x5 place1 --place 1
3x4 place0 --place 0
3x4 place1 --place 1
2x2 pieboxing --setup pieboxing
2x3 pieboxing --setup pieboxing
3x3 pieboxing --setup pieboxing
2x4 pieboxing --setup pieboxing
2x5 pieboxing --setup pieboxing
3x4 pieboxing --setup pieboxing
2x6 place0 --place 0
2x6 place1 --place 1
3x5 place0 --place 0
3x5 place1 --place 1
4x4 place0 --place 0
4x4 place1 --place 1
2x6 pieboxing --setup pieboxing
2x7 pieboxing --setup pieboxing
3x5 pieboxing --setup pieboxing
4x4 pieboxing --setup pieboxing
"
echo "$killall" | while read -r b name args; do
  [ -z "$b" ] && continue
  if [ -n "$want" ] && ! [[ " $want " == *" killall-$b-$name "* ]] && ! [[ " $want " == *" killall "* ]]; then
    continue
  fi
  "$yomi" killall campaign "$b" $args --tt-mb 256 --records "results/killall-$b-$name.jsonl" \
    >> "results/killall-$b-$name.txt" 2>&1 || echo "killall $b $name: campaign failed (exit $?)" >&2
  echo "killall $b $name: $(grep '^result:' "results/killall-$b-$name.txt")"
done
