#!/usr/bin/env bash
# Damaged files (issue 23, points 1 and 10): an estimator checkpoint and a table snapshot, each
# truncated, with a flipped bit, with an edited count, foreign, from another build or format, and
# made for another run or problem, are refused with exit 2 and one error line that says why; the
# file is left as it was. Also: two go solve problems whose --moves differ only past 2,000
# characters no longer share a snapshot.
set -u
yomi="$1"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
pass=0 failed=0
flip() { # flip FILE OFFSET: xor one byte with 0x04
  local b
  b=$(od -An -tu1 -j"$2" -N1 "$1" | tr -d ' ')
  printf "\\$(printf %03o $((b ^ 4)))" | dd of="$1" bs=1 seek="$2" conv=notrunc 2>/dev/null
}
# refused FILE PATTERN CMD...: exit 2, one error line matching PATTERN, FILE unchanged
refused() {
  local file=$1 pattern=$2 rc=0
  shift 2
  cp "$file" "$tmp/before"
  "$yomi" "$@" >"$tmp/out" 2>"$tmp/err" || rc=$?
  local why=""
  if [ "$rc" != 2 ]; then why="exit $rc, want 2"
  elif [ "$(wc -l <"$tmp/err")" != 1 ] || ! grep -q -- "^yomi: error: .*$pattern" "$tmp/err"; then why="stderr: $(cat "$tmp/err")"
  elif ! cmp -s "$file" "$tmp/before"; then why="the file changed"
  fi
  if [ -z "$why" ]; then pass=$((pass + 1)); else failed=$((failed + 1)); echo "FAIL ($pattern): yomi $*: $why"; fi
}

# ---- the estimator's checkpoint ----
est=(shogi estimate --variant minishogi --samples 3000 --seed 4)
"$yomi" "${est[@]}" --checkpoint "$tmp/good.ck" >/dev/null || { echo "FAIL: no checkpoint"; exit 1; }
size=$(wc -c <"$tmp/good.ck")
damage() { cp "$tmp/good.ck" "$tmp/ck"; }
damage; head -c $((size - 25)) "$tmp/good.ck" >"$tmp/ck"
refused "$tmp/ck" "truncated or damaged: no checksum line" "${est[@]}" --checkpoint "$tmp/ck"
damage; flip "$tmp/ck" $((size / 2))
refused "$tmp/ck" "damaged: checksum" "${est[@]}" --checkpoint "$tmp/ck"
damage; sed -i 's/^samples 3000$/samples 3001/' "$tmp/ck"
refused "$tmp/ck" "damaged: checksum" "${est[@]}" --checkpoint "$tmp/ck"
damage; sed -i 's/^chunks 3$/chunks 4/' "$tmp/ck"
refused "$tmp/ck" "damaged: checksum" "${est[@]}" --checkpoint "$tmp/ck"
printf 'P3\n2 2\n255\n0 0 0 0 0 0 0 0 0 0 0 0\n' >"$tmp/ck"
refused "$tmp/ck" "not a yomi estimate checkpoint" "${est[@]}" --checkpoint "$tmp/ck"
damage; sed -i '1s/.*/yomi-estimate-checkpoint 1/' "$tmp/ck"
refused "$tmp/ck" "written in another format (1)" "${est[@]}" --checkpoint "$tmp/ck"
damage
refused "$tmp/ck" "belongs to another run" shogi estimate --variant minishogi --samples 3000 --seed 5 --checkpoint "$tmp/ck"
# the good one still resumes (a finished run: nothing to do, the same figures)
"$yomi" "${est[@]}" --checkpoint "$tmp/good.ck" >/dev/null 2>"$tmp/err" && pass=$((pass + 1)) ||
  { failed=$((failed + 1)); echo "FAIL: the good checkpoint: $(cat "$tmp/err")"; }

# ---- a table snapshot (header: magic 8, entry size 4, problem length 4, count 8, the problem) ----
gs=(go solve 3x3 --komi 0.5 --tt-mb 1 --node-limit 300)
"$yomi" "${gs[@]}" --tt-file "$tmp/good.tt" >/dev/null
size=$(wc -c <"$tmp/good.tt")
damage() { cp "$tmp/good.tt" "$tmp/tt"; }
damage; head -c $((size - 100)) "$tmp/good.tt" >"$tmp/tt"
refused "$tmp/tt" "truncated snapshot" "${gs[@]}" --tt-file "$tmp/tt"
damage; flip "$tmp/tt" $((size - 200))
refused "$tmp/tt" "corrupt snapshot" "${gs[@]}" --tt-file "$tmp/tt"
damage; flip "$tmp/tt" 16 # the entry count
refused "$tmp/tt" "snapshot" "${gs[@]}" --tt-file "$tmp/tt"
damage; flip "$tmp/tt" 8 # the entry size
refused "$tmp/tt" "another table format" "${gs[@]}" --tt-file "$tmp/tt"
damage; printf '1' | dd of="$tmp/tt" bs=1 seek=7 conv=notrunc status=none # format 1: 64-byte entries
refused "$tmp/tt" "another table format" "${gs[@]}" --tt-file "$tmp/tt"
damage; flip "$tmp/tt" 30 # in the problem text: another problem
refused "$tmp/tt" "made for another problem or table format" "${gs[@]}" --tt-file "$tmp/tt"
damage; printf 'x' >>"$tmp/tt"
refused "$tmp/tt" "data after the checksum" "${gs[@]}" --tt-file "$tmp/tt"
printf 'P3\n2 2\n255\n0 0 0 0 0 0 0 0 0 0 0 0\n' >"$tmp/tt"
refused "$tmp/tt" "not a yomi table snapshot" "${gs[@]}" --tt-file "$tmp/tt"
damage
refused "$tmp/tt" "made for another problem" go solve 3x3 --komi 1.5 --tt-mb 1 --tt-file "$tmp/tt"
# the same problem however its moves are spelled; another one when they differ past 2,000 characters
sp=$(printf '%*s' 2100 '')
"$yomi" go solve 3x3 --komi 0.5 --moves "A1,${sp}B2" --node-limit 200 --tt-mb 1 --tt-file "$tmp/long.tt" >/dev/null
refused "$tmp/long.tt" "made for another problem" go solve 3x3 --komi 0.5 --moves "A1,${sp}C2" --node-limit 200 \
  --tt-mb 1 --tt-file "$tmp/long.tt"
"$yomi" go solve 3x3 --komi 0.5 --moves "a1, b2" --node-limit 200 --tt-mb 1 --tt-file "$tmp/long.tt" >"$tmp/out" 2>&1
grep -q '^table: .* loaded' "$tmp/out" && pass=$((pass + 1)) ||
  { failed=$((failed + 1)); echo "FAIL: the same moves spelled otherwise: $(cat "$tmp/out")"; }

echo "$pass passed, $failed failed"
[ "$failed" = 0 ]
