#!/bin/bash
# Matches of `yomi go gtp` on 4x4 (value 2: Black wins at komi 1.5, White at 2.5) against GNU Go
# (chinese rules, positional superko, never resigning; two levels, seeded per game), a random player
# and itself, both colours, both komis; then against GNU Go after a random two-move opening (out of
# the book: only the "no loss after a proved move" check). Refereed by tests/gtp_referee.py (its own
# rules); games as SGF under OUT. docs/RESULTS.md ("Perfect play on 4x4") was made with:
#   bash scripts/match_4x4.sh build/yomi 6 docs/games/4x4 | tee docs/games/4x4/match.log
# The same on 3x3 (value 9): SIZE=3 VALUE=9 bash scripts/match_4x4.sh build/yomi 6 docs/games/3x3
# usage: match_4x4.sh YOMI [GAMES per pairing (default 6)] [OUT (default match-4x4)] [yomi options]
set -u
YOMI=$1; N=${2:-6}; OUT=${3:-match-4x4}; shift; shift || true; shift || true
SIZE=${SIZE:-4}; VALUE=${VALUE:-2}
REF="python3 $(dirname "$0")/../tests/gtp_referee.py --size $SIZE --expect-value $VALUE --sgf $OUT"
GNUGO=${GNUGO:-$(command -v gnugo || echo /usr/games/gnugo)}
G="$GNUGO --mode gtp --chinese-rules --positional-superko --never-resign --capture-all-dead --seed {seed}"
Y="$YOMI go gtp $*"
mkdir -p "$OUT"
bad=0
run() { $REF "$@" || bad=$((bad + 1)); }
for k in $(python3 -c "print($VALUE - 0.5, $VALUE + 0.5)"); do
  run --komi $k --black "$Y" --white "$G --level 10" --games "$N" --swap --seed 11 --tag gnugo10-k$k
  run --komi $k --black "$Y" --white "$G --level 1" --games "$N" --swap --seed 21 --tag gnugo1-k$k
  run --komi $k --black "$Y" --white random --games "$N" --swap --seed 31 --tag random-k$k
  run --komi $k --black "$Y" --white "$Y" --games 1 --tag self-k$k
  run --komi $k --black "$Y" --white "$G --level 10" --games "$N" --swap --seed 41 --random-opening 2 \
    --tag opening-gnugo10-k$k
done
echo "pairings with an expectation failure: $bad"
[ $bad = 0 ]
