#!/bin/bash
# The Kill-All books: the shipped 3x3 book is what `yomi killall book build` makes; book info; a
# damaged book, a cut one and another game's book are refused; `yomi killall gtp` answers from the
# built-in 4x4 book and says so on stderr, in well under a second; and matches on 4x4 refereed by
# yomi's own rules (tests/killall_match.py) against a random player, from every one-stone setup, the
# engine in the winning role (the Attacker from the centre, the Defender from the edge and the
# corners), never lose a game, every engine move from the book.
set -u
YOMI=$1
SRC=${YOMI_SOURCE_DIR:-$(dirname "$0")/..}
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
fail() { echo "FAIL: $*"; echo "--- output:"; cat "$T/out"; exit 1; }

"$YOMI" killall book build 3x3 --stones 1 --tt-mb 64 --out "$T/k.book" >"$T/out" 2>/dev/null || fail "book build"
grep -q "^book Kill-All 3x3, 1 stones: 3 setups (Attacker wins 2, Defender wins 1), 421 positions" "$T/out" || fail "build text"
cmp -s "$T/k.book" "$SRC/data/books/killall-3x3.book" || fail "the shipped 3x3 book is not what book build makes"
"$YOMI" killall book info "$SRC/data/books/killall-4x4.book" >"$T/out" || fail "book info"
grep -q "^book: Kill-All 4x4, Attacker black, 3 setups of 1 stones" "$T/out" || fail "book info text"
"$YOMI" killall book build 3x3 --stones 5 --out "$T/x.book" >"$T/out" 2>&1 && fail "too many stones accepted"
"$YOMI" killall book build 3x3 >"$T/out" 2>&1 && fail "no --out accepted"
"$YOMI" killall book info "$SRC/data/books/go-3x3.book" >"$T/out" 2>&1 && fail "a Go book read as Kill-All's"

# a damaged book: one byte changed, then cut short; another game's book
cp "$T/k.book" "$T/bad.book"
printf '\x55' | dd of="$T/bad.book" bs=1 seek=40 conv=notrunc 2>/dev/null
echo quit | "$YOMI" killall gtp --book "$T/bad.book" >"$T/out" 2>&1 && fail "a damaged book was accepted"
grep -q "cannot read the book" "$T/out" || fail "damaged book message"
head -c 100 "$T/k.book" >"$T/bad.book"
echo quit | "$YOMI" killall gtp --book "$T/bad.book" >"$T/out" 2>&1 && fail "a truncated book was accepted"
echo quit | "$YOMI" killall gtp --book "$SRC/data/books/go-3x3.book" >"$T/out" 2>&1 && fail "a Go book was accepted"
echo quit | "$YOMI" go gtp --book "$T/k.book" >"$T/out" 2>&1 && fail "a Kill-All book was accepted by go gtp"
echo quit | "$YOMI" killall gtp --book "$T/k.book" >"$T/out" 2>&1 || fail "a good --book"

# the built-in 4x4 book: the Attacker on b3 wins, the Defender on a4
printf '%s\n' "boardsize 4" "killall_stones b3" "play w a1" "genmove b" "quit" | "$YOMI" killall gtp >"$T/out" 2>"$T/err"
grep -q "^genmove B [A-D][1-4]: proved (book), 0\.[0-9]* s$" "$T/err" || { cat "$T/err" >>"$T/out"; fail "4x4 book note"; }
printf '%s\n' "boardsize 4" "killall_stones a4" "genmove w" "quit" | "$YOMI" killall gtp >"$T/out" 2>"$T/err"
grep -q "^genmove W [A-D][1-4]: proved (book)" "$T/err" || { cat "$T/err" >>"$T/out"; fail "4x4 Defender's book note"; }
printf '%s\n' "boardsize 4" "killall_stones a4" "genmove w" "quit" | "$YOMI" killall gtp --no-book --move-time 0.2 >"$T/out" 2>"$T/err"
grep -q "proved (book)" "$T/err" && fail "--no-book used a book"

match() { python3 "$SRC/tests/killall_match.py" --yomi "$YOMI" --size 4 "$@" >>"$T/out" 2>&1 || fail "match: $*"; }
: >"$T/out"
match --setups B2,B3,C2,C3 --winner attacker --games 3 --seed 1
match --setups A1,A4,D1,D4,B1,C1,A2,A3,B4,C4,D2,D3 --winner defender --games 2 --seed 2
grep -q "LOST" "$T/out" && fail "a lost game"
[ "$(grep -c '^expectation failures: 0' "$T/out")" = 2 ] || fail "match summaries"
grep -q "otherwise [1-9]" "$T/out" && fail "an engine move not from the book"
echo ok
