#!/usr/bin/env bash
# yomi go campaign killed with kill -9 part-way (once some runs are in its records file, which it
# has to be for the test to mean anything: the kill waits for them) and started again: the second
# start takes the recorded runs from the file, runs the rest, and proves the single search's winner.
# A torn last line (a writer killed mid-write) is set aside. Then Ctrl-C (SIGINT) stops a campaign
# cleanly: exit 130, the records intact, the run in flight recorded as stopped (it proves nothing).
set -u
yomi=$1
fail() { echo "FAIL: $*"; echo "0 passed, 1 failed"; exit 1; }
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
rec=$tmp/r.jsonl
args="3x4 --komi 4.5 --split-depth 2 --tt-mb 16"
want=$("$yomi" go solve 3x4 --komi 4.5 --tt-mb 16 | grep -oE '^result: (black|white) wins')
"$yomi" go campaign $args --records "$rec" > "$tmp/out1" 2>&1 &
pid=$!
for _ in $(seq 1 15000); do # up to 300 s on a loaded machine; a fast one finishes in about a second
  [ "$(cat "$rec" 2> /dev/null | grep -c '"kind": "subproblem"')" -ge 3 ] && break
  kill -0 $pid 2> /dev/null || break
  sleep 0.02
done
kill -9 $pid 2> /dev/null
wait $pid 2> /dev/null
grep -q '"kind": "campaign"' "$rec" && fail "the campaign ended before the kill: $(cat "$tmp/out1")"
n=$(grep -c '"kind": "subproblem"' "$rec")
[ "$n" -ge 3 ] || fail "only $n runs recorded before the kill"
printf '{"kind": "subproblem", "command": "yomi go camp' >> "$rec" # a torn last line
out=$("$yomi" go campaign $args --records "$rec" 2>&1) || fail "resume: $out"
grep -q "^$want" <<<"$out" || fail "resumed campaign: not '$want': $out"
grep -qE "^runs: [0-9]+ here, [1-9][0-9]* subproblems? from the records" <<<"$out" || fail "nothing resumed: $out"
chk=$("$yomi" records check "$rec") || fail "records check: $chk"
grep -q "1 not records" <<<"$chk" || fail "the torn line is not set aside: $chk"
grep -q "^recombined.*: ${want#result: }" <<<"$chk" || fail "recombined: $chk"
# a third start runs nothing
out=$("$yomi" go campaign $args --records "$rec" 2>&1)
grep -q '^runs: 0 here' <<<"$out" || fail "third start ran again: $out"
# probes that stop open are recorded: a restart with a larger node limit runs those leaves in full at
# once instead of probing them again, even with a larger table (a probe's table is sized to the probe:
# 1 MiB for 30 expansions, whatever --tt-mb the full runs have)
rm -f "$rec"
small="3x4 --komi 4.5 --split-depth 1 --probe 30"
"$yomi" go campaign $small --tt-mb 16 --node-limit 60 --records "$rec" > /dev/null
rc=$?
[ $rc = 3 ] || fail "probed campaign: exit $rc, want 3 (open)"
probes=$(grep -c '"probe": true' "$rec")
[ "$probes" -ge 2 ] || fail "only $probes open probes recorded"
[ "$(grep '"probe": true' "$rec" | grep -c '"tt_mb": 1,')" = "$probes" ] || fail "a probe's table is not 1 MiB"
grep '"probe": false' "$rec" | grep -q '"tt_mb": 16,' || fail "a full run's table is not --tt-mb"
out=$("$yomi" go campaign $small --tt-mb 32 --node-limit 100000 --records "$rec" 2>&1) || fail "larger limit: $out"
grep -q "^$want" <<<"$out" || fail "larger limit: not '$want': $out"
grep -q ", $probes probed before (their probes recorded)" <<<"$out" || fail "probes not taken: $out"
[ "$(grep -c '"probe": true' "$rec")" = "$probes" ] || fail "probed again: $(grep -c '"probe": true' "$rec") probe records"
"$yomi" records check "$rec" > /dev/null || fail "records with open probes: $("$yomi" records check "$rec")"
# every run is recorded, those stopped as no longer needed too ("stopped": "not needed"), so the work
# the records hold is the campaign's own count (3x4 at split depth 2 on two jobs stops White replies
# once a sibling proves their parent)
rm -f "$rec"
out=$("$yomi" go campaign 3x4 --komi 4.5 --split-depth 2 --tt-mb 16 --jobs 2 --records "$rec" 2>&1) || fail "two jobs: $out"
moot=$(grep -oE '[0-9]+ stopped as not needed' <<<"$out" | cut -d' ' -f1)
[ "$(grep -c '"stopped": "not needed"' "$rec")" = "$moot" ] || fail "$moot runs not needed, records: $(grep -c '"stopped"' "$rec")"
runs=$(grep -oE '^runs: [0-9]+' <<<"$out" | cut -d' ' -f2)
total=$(grep '"kind": "campaign"' "$rec" | grep -oE '"expansions": [0-9]+' | head -1 | cut -d' ' -f2)
chk=$("$yomi" records check "$rec") || fail "records check, two jobs: $chk"
grep -q "^work: $runs runs recorded (0 probes, $moot stopped before their end), $total expansions" <<<"$chk" ||
  fail "the records' work is not the campaign's ($runs runs, $total expansions): $(grep '^work' <<<"$chk")"
# Ctrl-C: a clean stop with exit 130; with --tables the interrupted run saves its table, and the leaf's
# run after a restart goes on from it (4x4 at 2.5 is White's, so every leaf is needed)
rm -f "$rec"
mkdir "$tmp/tab"
"$yomi" go campaign 4x4 --komi 2.5 --tt-mb 16 --records "$rec" --tables "$tmp/tab" > "$tmp/out2" 2>&1 &
pid=$!
for _ in $(seq 1 100); do [ -s "$rec" ] && break; sleep 0.1; done
sleep 0.3
kill -INT $pid
wait $pid
rc=$?
[ $rc = 130 ] || fail "Ctrl-C: exit $rc, want 130: $(cat "$tmp/out2")"
grep -q '^result: unknown (interrupted)' "$tmp/out2" || fail "Ctrl-C: $(cat "$tmp/out2")"
grep -q '^yomi: interrupted: the runs in flight write their tables' "$tmp/out2" || fail "Ctrl-C: no word of the tables: $(cat "$tmp/out2")"
[ "$(grep -c '"stopped": "interrupt"' "$rec")" = 1 ] || fail "Ctrl-C: the run in flight is not recorded: $(grep -c '"stopped"' "$rec")"
grep '"stopped": "interrupt"' "$rec" | grep -q '"proves": null' || fail "Ctrl-C: the interrupted run proves something"
"$yomi" records check "$rec" > /dev/null || fail "records after Ctrl-C: $("$yomi" records check "$rec")"
grep -q '^tables: .*, 1 saved theirs' "$tmp/out2" || fail "Ctrl-C: the run's table not saved: $(grep '^tables' "$tmp/out2")"
want4=$("$yomi" go solve 4x4 --komi 2.5 --tt-mb 16 | grep -oE '^result: (black|white) wins')
out=$("$yomi" go campaign 4x4 --komi 2.5 --tt-mb 16 --records "$rec" --tables "$tmp/tab" 2>&1) || fail "after Ctrl-C: $out"
grep -q "^$want4" <<<"$out" || fail "after Ctrl-C: not '$want4': $out"
grep -q "^tables: .*, 1 went on from their leaf's own" <<<"$out" || fail "after Ctrl-C: $(grep '^tables' <<<"$out")"
"$yomi" records check "$rec" > /dev/null || fail "records after the restart: $("$yomi" records check "$rec")"
echo "1 passed, 0 failed"
