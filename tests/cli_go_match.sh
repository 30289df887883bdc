#!/bin/bash
# Perfect play on 3x3 (value 9): the shipped book is what `yomi go book build` makes; a damaged book is
# refused; `yomi go gtp` answers from the book and says so on stderr; and matches refereed by
# tests/gtp_referee.py (its own rules) against a random player and against itself, both colours, on
# both sides of the value, never lose a game the engine's side should win, nor one after a move the
# engine called proved (with the book, and with --no-book by the budgeted solver).
set -u
YOMI=$1
SRC=${YOMI_SOURCE_DIR:-$(dirname "$0")/..}
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
fail() { echo "FAIL: $*"; echo "--- output:"; cat "$T/out"; exit 1; }

"$YOMI" go book build 3x3 --lo 9 --hi 9 --tt-mb 64 --out "$T/b.book" >"$T/out" 2>/dev/null || fail "book build"
cmp -s "$T/b.book" "$SRC/data/books/go-3x3.book" || fail "the shipped 3x3 book is not what book build makes"
"$YOMI" go book info "$T/b.book" >"$T/out" || fail "book info"
grep -q "^book: 3x3, suicide forbidden, Black's margin >= 9" "$T/out" || fail "book info text"
"$YOMI" go book build 3x3 --lo 10 --hi 10 --tt-mb 64 --out "$T/x.book" >"$T/out" 2>&1 && fail "a wrong bound was accepted"
grep -q "is no bound" "$T/out" || fail "wrong bound message"

# a damaged book: one byte changed, then cut short
cp "$T/b.book" "$T/bad.book"
printf '\x55' | dd of="$T/bad.book" bs=1 seek=40 conv=notrunc 2>/dev/null
echo quit | "$YOMI" go gtp --book "$T/bad.book" >"$T/out" 2>&1 && fail "a damaged book was accepted"
grep -q "cannot read the book" "$T/out" || fail "damaged book message"
head -c 100 "$T/b.book" >"$T/bad.book"
echo quit | "$YOMI" go gtp --book "$T/bad.book" >"$T/out" 2>&1 && fail "a truncated book was accepted"

printf '%s\n' "boardsize 3" "komi 8.5" "genmove b" "genmove w" "quit" | "$YOMI" go gtp >"$T/out" 2>"$T/err"
grep -q "^genmove B B2: proved (book)" "$T/err" || { cat "$T/err" >>"$T/out"; fail "book note"; }
grep -q "^genmove W [A-Z0-9a-z]*: proved loss, resisting" "$T/err" || { cat "$T/err" >>"$T/out"; fail "loss note"; }
printf '%s\n' "boardsize 3" "komi 8.5" "genmove b" "quit" | "$YOMI" go gtp --no-book >"$T/out" 2>"$T/err"
grep -q "^genmove B [A-Z0-9]*: proved (solver)" "$T/err" || { cat "$T/err" >>"$T/out"; fail "solver note"; }

# Kill-All's engine says the same of its moves (3x3 with an Attacker stone on b2: the Attacker wins;
# without its book, by the solver; tests/cli_killall_book.sh has the book's)
printf '%s\n' "boardsize 3" "killall_stones b2" "genmove w" "genmove b" "quit" | "$YOMI" killall gtp --no-book >"$T/out" 2>"$T/err"
grep -q "^genmove W [A-Z0-9]*: proved loss, resisting (solver)" "$T/err" || { cat "$T/err" >>"$T/out"; fail "killall loss note"; }
grep -q "^genmove B [A-Z0-9]*: proved (solver)" "$T/err" || { cat "$T/err" >>"$T/out"; fail "killall proved note"; }

ref() { python3 "$SRC/tests/gtp_referee.py" --size 3 --expect-value 9 "$@" >>"$T/out" 2>&1 || fail "match: $*"; }
for k in 8.5 9.5; do
  ref --komi $k --black "$YOMI go gtp" --white random --games 6 --swap --seed 3 --tag random$k
  ref --komi $k --black "$YOMI go gtp" --white "$YOMI go gtp" --games 1 --tag self$k
  ref --komi $k --black "$YOMI go gtp --no-book --move-time 10" --white random --games 2 --swap --seed 5 --tag nobook$k
done
grep -q "LOST" "$T/out" && fail "a lost game"
[ "$(grep -c '^expectation failures: 0' "$T/out")" = 6 ] || fail "match summaries"
echo ok
