#!/usr/bin/env bash
# Fault injection (issue 23): SIGKILL at random moments during a checkpointed estimate and during
# --tt-file sittings, then resume: the result equals an uninterrupted run and no file left behind is
# ever refused. A full file system (ulimit -f: the write past the limit fails with EFBIG) for the
# files a verb writes at its end: the result is printed (and the JSON record whole) first, then one
# error line and exit 4, and the file saved before is left intact. The kill moments are drawn from
# the measured run time, so that a loaded machine still kills mid-way; the random seed is printed.
set -u
yomi="$1"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
pass=0 failed=0
ok() { pass=$((pass + 1)); }
bad() { failed=$((failed + 1)); echo "FAIL: $*"; }
seed=${YOMI_FAULT_SEED:-$$}
RANDOM=$seed
echo "random seed $seed (YOMI_FAULT_SEED=$seed reruns these moments)"
now() { date +%s%N; }
# nap WHOLE_NS: a random moment in [5%, 65%] of a whole run, in seconds (at least 10 ms)
nap() { awk -v ns="$1" -v r=$RANDOM 'BEGIN { s = ns * (0.05 + 0.6 * r / 32767) / 1e9; if (s < 0.01) s = 0.01; printf "%.3f", s }'; }
# sittings N WHOLE_NS ARGS...: N runs of yomi ARGS, each SIGKILLed at a random moment; counts the
# kills and the runs that refused the file left behind (exit 2) in $kills and $refused
sittings() {
  local n=$1 whole=$2 pid
  shift 2
  kills=0 refused=0
  for _ in $(seq 1 "$n"); do
    "$yomi" "$@" >/dev/null 2>"$tmp/err" &
    pid=$!
    sleep "$(nap "$whole")"
    kill -9 $pid 2>/dev/null && kills=$((kills + 1))
    wait $pid 2>/dev/null
    [ $? = 2 ] && refused=$((refused + 1)) && cat "$tmp/err"
  done
}
strip() { grep -v -e '^time:' -e '^variant:' -e '^table: ' -e '^expansions:' -e '^pv:' -e '^root numbers:' "$1"; }

# ---- SIGKILL during a checkpointed estimate, at random moments, then resume ----
est=(shogi estimate --variant minishogi --samples 60000 --seed 21 --threads 2)
t0=$(now)
"$yomi" "${est[@]}" >"$tmp/est.whole" || bad "estimate: whole run"
whole=$(($(now) - t0))
sittings 5 "$whole" "${est[@]}" --checkpoint "$tmp/ck" --checkpoint-every 0
"$yomi" "${est[@]}" --checkpoint "$tmp/ck" >"$tmp/est.resumed" 2>"$tmp/err" || bad "estimate: final resume: $(cat "$tmp/err")"
[ $kills -gt 0 ] && ok || bad "estimate: never killed mid-way"
[ $refused = 0 ] && ok || bad "estimate: a checkpoint left by SIGKILL was refused $refused times"
diff <(strip "$tmp/est.whole") <(strip "$tmp/est.resumed") >/dev/null && ok || bad "estimate: resumed result differs"
echo "estimate: killed $kills times at random moments, resumed result identical"

# ---- SIGKILL during --tt-file sittings (some killed in the search, some in the save) ----
ks=(killall solve 3x5 --place 2 --tt-mb 64)
t0=$(now)
"$yomi" "${ks[@]}" >"$tmp/ks.whole" || bad "killall: whole run"
whole=$(($(now) - t0))
sittings 4 "$whole" "${ks[@]}" --node-limit 30000 --tt-file "$tmp/tt"
"$yomi" "${ks[@]}" --tt-file "$tmp/tt" >"$tmp/ks.resumed" 2>"$tmp/err" || bad "killall: final sitting: $(cat "$tmp/err")"
[ $refused = 0 ] && ok || bad "killall: a snapshot left by SIGKILL was refused $refused times"
grep -q '^result: attacker wins$' "$tmp/ks.resumed" && ok || bad "killall: final sitting: $(head -3 "$tmp/ks.resumed")"
diff <(strip "$tmp/ks.whole") <(strip "$tmp/ks.resumed") >/dev/null && ok || bad "killall: resumed result differs"
echo "killall: killed $kills sittings at random moments, final result identical"

# ---- a full file system for the files written at the end ----
# full CMD...: run with writes past 1 KiB failing (EFBIG; SIGXFSZ ignored); stdout through a pipe
full() {
  (trap '' XFSZ; ulimit -f 1; exec "$yomi" "$@") 2>"$tmp/err" | cat >"$tmp/out"
  return "${PIPESTATUS[0]}"
}
# saved_later WHAT: exit 4, one error line about the save, the result printed before it
saved_later() {
  local rc=$1 what=$2 pattern=$3
  [ "$rc" = 4 ] && ok || bad "$what: exit $rc, want 4"
  [ "$(wc -l <"$tmp/err")" = 1 ] && grep -q "^yomi: error: " "$tmp/err" && ok || bad "$what: stderr: $(cat "$tmp/err")"
  grep -q -- "$pattern" "$tmp/out" && ok || bad "$what: the result was not printed: $(head -c 300 "$tmp/out")"
}
# the estimator: its first (empty) checkpoint fits, the last does not
full shogi estimate --variant minishogi --samples 20000 --seed 1 --checkpoint "$tmp/full.ck"
saved_later $? "estimate checkpoint" '^estimate: '
grep -q "the last save failed" "$tmp/err" && ok || bad "estimate: the error does not name the save"
cp "$tmp/full.ck" "$tmp/full.ck.before"
full shogi estimate --variant minishogi --samples 20000 --seed 1 --checkpoint "$tmp/full.ck" --json
saved_later $? "estimate checkpoint --json" '"complete": true'
tail -c 3 "$tmp/out" | grep -q '}' && ok || bad "estimate --json: the record is not whole"
cmp -s "$tmp/full.ck" "$tmp/full.ck.before" && ok || bad "estimate: the old checkpoint changed"
"$yomi" shogi estimate --variant minishogi --samples 20000 --seed 1 --checkpoint "$tmp/full.ck" >"$tmp/out" 2>&1 &&
  ok || bad "estimate: the old checkpoint does not resume: $(cat "$tmp/out")"
# table snapshots: a first sitting saves, the second cannot; the first's file stays and loads
for v in "go solve 3x3 --komi 0.5" "killall solve 3x4 --place 2"; do
  rm -f "$tmp/full.tt"
  "$yomi" $v --tt-file "$tmp/full.tt" --tt-mb 1 --node-limit 50 >/dev/null
  cp "$tmp/full.tt" "$tmp/full.tt.before"
  full $v --tt-file "$tmp/full.tt" --tt-mb 1
  saved_later $? "$v --tt-file" '^result: .* wins$'
  grep -q "cannot write the snapshot" "$tmp/err" && ok || bad "$v: the error does not name the snapshot"
  cmp -s "$tmp/full.tt" "$tmp/full.tt.before" && ok || bad "$v: the old snapshot changed"
  full $v --tt-file "$tmp/full.tt" --tt-mb 1 --json
  saved_later $? "$v --tt-file --json" '"winner": "'
  "$yomi" $v --tt-file "$tmp/full.tt" --tt-mb 1 >"$tmp/out" 2>&1 && grep -q '^table: .* loaded' "$tmp/out" &&
    ok || bad "$v: the old snapshot does not load: $(cat "$tmp/out")"
done
# SGF and SVG files on a full device, and stdout on one
if [ -w /dev/full ]; then
  for v in "go solve 2x2 --komi 0.5 --sgf /dev/full" "go solve 2x2 --komi 0.5 --svg /dev/full" \
    "killall solve 3x3 --place 1 --sgf /dev/full" "killall solve 3x3 --place 1 --svg /dev/full"; do
    "$yomi" $v >"$tmp/out" 2>"$tmp/err"
    saved_later $? "$v" '^result: .* wins$'
  done
  for v in "go solve 2x2 --komi 0.5" "killall solve 3x3 --place 1" "shogi estimate --variant minishogi --samples 1000" \
    "go solve 2x2 --komi 0.5 --json" "shogi perft 2" "go playouts 3x3 --games 5"; do
    rc=0
    "$yomi" $v >/dev/full 2>"$tmp/err" || rc=$?
    [ "$rc" = 4 ] && grep -q "^yomi: error: cannot write standard output" "$tmp/err" && ok ||
      bad "$v >/dev/full: exit $rc: $(cat "$tmp/err")"
  done
fi

echo "$pass passed, $failed failed"
[ "$failed" = 0 ]
