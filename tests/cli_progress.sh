#!/usr/bin/env bash
# YOMI_PROGRESS: off a terminal a run prints no progress; with YOMI_PROGRESS=SECONDS it writes whole
# progress lines to stderr (no carriage return, no terminal codes), the same result on stdout; a
# campaign's line counts the expansions of the runs under way; a bad value is one error line, exit 2.
set -u
yomi=$1
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
fail=0
# the result without the time lines (the counts are deterministic, the seconds are not)
result() { grep -v -e '^time:' "$1"; }
solve=(go solve 5x5 --komi 24.5 --moves C3,B4,D2 --tt-mb 16 --node-limit 140000)

"$yomi" "${solve[@]}" >"$tmp/plain" 2>"$tmp/plain.err"
[ $? = 3 ] || { echo "FAIL the plain run: not exit 3 (open at its node limit)"; fail=1; }
[ ! -s "$tmp/plain.err" ] || { echo "FAIL progress off a terminal without YOMI_PROGRESS: $(head -2 "$tmp/plain.err")"; fail=1; }

YOMI_PROGRESS=0.001 "$yomi" "${solve[@]}" >"$tmp/lines" 2>"$tmp/lines.err"
[ $? = 3 ] || { echo "FAIL the run with YOMI_PROGRESS: not exit 3"; fail=1; }
cmp -s <(result "$tmp/plain") <(result "$tmp/lines") || { echo "FAIL YOMI_PROGRESS changed the result"; fail=1; }
# a tick every 65536 expansions: two of them in 140000, each a line at this interval
[ "$(grep -cE '^\[ *[0-9]+\.[0-9]s\] df-pn: (65536|131072) expansions, depth [0-9]+, root proof/disproof numbers [0-9]+/[0-9]+$' "$tmp/lines.err")" = 2 ] ||
  { echo "FAIL progress lines: $(cat -A "$tmp/lines.err" | head -3)"; fail=1; }
! grep -q $'[\r\033]' "$tmp/lines.err" || { echo "FAIL terminal codes in the progress lines"; fail=1; }
[ "$(grep -vc '^\[' "$tmp/lines.err")" = 0 ] || { echo "FAIL stderr beside the lines: $(grep -v '^\[' "$tmp/lines.err" | head -2)"; fail=1; }

# a campaign of one run: the expansions of the run under way before it ends (its line is drawn at
# most every half second: the run spends 234464 expansions, seconds, between its first tick and
# its end)
YOMI_PROGRESS=0.001 "$yomi" go campaign 5x5 --komi 24.5 --moves C3,B4,D2 --tt-mb 16 --node-limit 300000 --split-depth 0 \
  >"$tmp/camp" 2>"$tmp/camp.err"
[ $? = 3 ] || { echo "FAIL the campaign: not exit 3"; fail=1; }
grep -qE '^\[ *[0-9]+\.[0-9]s\] campaign: 0 of 1 subproblems done, 1 running, 0 left, (65536|131072|196608|262144) expansions \(\1 in the runs under way\), ETA \?$' "$tmp/camp.err" ||
  { echo "FAIL campaign progress: $(head -3 "$tmp/camp.err")"; fail=1; }
tail -1 "$tmp/camp.err" | grep -q 'campaign: 1 of 1 subproblems done, 0 running, 0 left, 300000 expansions (0 in the runs under way)' ||
  { echo "FAIL campaign's last progress line: $(tail -1 "$tmp/camp.err")"; fail=1; }
grep -q '^expansions: 300000$' "$tmp/camp" || { echo "FAIL campaign total: $(grep expansions "$tmp/camp")"; fail=1; }

for bad in abc 0 -1 1e9 nan inf 0x10 " 5" 5s; do
  YOMI_PROGRESS="$bad" "$yomi" go solve 2x2 --komi 0.5 >"$tmp/out" 2>"$tmp/err"
  rc=$?
  [ $rc = 2 ] && [ ! -s "$tmp/out" ] && [ "$(wc -l <"$tmp/err")" = 1 ] && grep -q "^yomi: error: YOMI_PROGRESS" "$tmp/err" ||
    { echo "FAIL YOMI_PROGRESS='$bad': exit $rc, $(cat "$tmp/out" "$tmp/err" | head -3)"; fail=1; }
done
YOMI_PROGRESS= "$yomi" go solve 2x2 --komi 0.5 >/dev/null 2>"$tmp/err" && [ ! -s "$tmp/err" ] || { echo "FAIL empty YOMI_PROGRESS"; fail=1; }
exit $fail
