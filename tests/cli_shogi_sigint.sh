#!/usr/bin/env bash
# yomi shogi estimate and Ctrl-C: SIGINT mid-run prints the partial result marked interrupted and
# exits 130; rerunning the same command resumes from the checkpoint and ends with the result of an
# uninterrupted run. Off a terminal, a run prints no progress line on stderr.
set -u
yomi=$1
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
pass=0; failed=0
check() { # check NAME CONDITION...
  local name=$1; shift
  if "$@"; then pass=$((pass + 1)); else failed=$((failed + 1)); echo "FAIL: $name"; fi
}
strip() { grep -v -e '^time:' -e '^variant:' "$1"; }
n=40000
args=(shogi estimate --variant minishogi --samples $n --seed 11 --threads 2)

"$yomi" "${args[@]}" > "$tmp/whole" 2> "$tmp/whole.err"
check "uninterrupted run exits 0" [ $? -eq 0 ]
check "no progress line off a terminal" [ ! -s "$tmp/whole.err" ]

# Interrupt once the first chunk is saved (a run that ends before the signal is tried again).
ck="$tmp/ck"; rc=0
for attempt in 1 2 3 4 5; do
  rm -f "$ck"
  "$yomi" "${args[@]}" --checkpoint "$ck" --checkpoint-every 0 > "$tmp/part" 2> "$tmp/part.err" &
  pid=$!
  for _ in $(seq 1 400); do
    grep -q '^chunks [1-9]' "$ck" 2>/dev/null && break
    sleep 0.02
  done
  kill -INT "$pid" 2>/dev/null
  wait "$pid"; rc=$?
  [ $rc -eq 130 ] && break
done
check "SIGINT exits 130 (got $rc)" [ $rc -eq 130 ]
check "partial result marked interrupted" grep -q '(interrupted: partial)' "$tmp/part"
check "partial result has an estimate line" grep -q '^estimate: ' "$tmp/part"
check "one line on stderr says how to resume" \
  bash -c "[ \$(wc -l < '$tmp/part.err') -eq 1 ] && grep -q 'interrupted after .* resume' '$tmp/part.err'"
done_part=$(sed -n 's/^reachable and canonical: [0-9]* of \([0-9]*\) .*/\1/p' "$tmp/part")
below_n() { [ -n "$done_part" ] && [ "$done_part" -gt 0 ] && [ "$done_part" -lt $n ]; }
check "partial sample count in (0, n): '$done_part'" below_n

# The same under --json: "complete": false.
rm -f "$ck.j"
"$yomi" "${args[@]}" --checkpoint "$ck.j" --checkpoint-every 0 --json > "$tmp/pj" 2> /dev/null &
pid=$!
for _ in $(seq 1 400); do grep -q '^chunks [1-9]' "$ck.j" 2>/dev/null && break; sleep 0.02; done
kill -INT "$pid" 2>/dev/null
wait "$pid"; rcj=$?
if [ $rcj -eq 130 ]; then
  check "--json interrupted record says complete: false" grep -q '"complete": false' "$tmp/pj"
fi

# Resume: the same command finishes the run; the result equals the uninterrupted one.
"$yomi" "${args[@]}" --checkpoint "$ck" > "$tmp/resumed" 2> /dev/null
check "resumed run exits 0" [ $? -eq 0 ]
check "resumed result equals the uninterrupted one" diff <(strip "$tmp/whole") <(strip "$tmp/resumed")

echo "$pass passed, $failed failed"
[ "$failed" -eq 0 ]
