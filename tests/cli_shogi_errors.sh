#!/usr/bin/env bash
# Bad input to every `yomi shogi` verb: each case must exit 2 with exactly one line on stderr,
# "yomi: error: ...", and nothing on stdout (no crash, no partial result), --json or not.
set -u
yomi=$1
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
pass=0; failed=0

bad() {
  local rc=0
  timeout 60 "$yomi" "$@" > "$tmp/out" 2> "$tmp/err" || rc=$?
  local why=""
  if [ "$rc" -ne 2 ]; then why="exit $rc, expected 2"
  elif [ "$(wc -l < "$tmp/err")" -ne 1 ]; then why="stderr has $(wc -l < "$tmp/err") lines"
  elif ! grep -q '^yomi: error: ' "$tmp/err"; then why="stderr is not a 'yomi: error:' line"
  elif [ -s "$tmp/out" ]; then why="printed on stdout: $(head -c 100 "$tmp/out")"
  fi
  if [ -z "$why" ]; then
    pass=$((pass + 1))
  else
    failed=$((failed + 1))
    printf 'FAIL: yomi'; printf " '%s'" "$@"; printf ': %s\n' "$why"
    sed 's/^/  stderr: /' "$tmp/err" | head -3
  fi
}

START='lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1'
MINI='rbsgk/4p/5/P4/KGSBR b - 1'

bad shogi bogus-verb
# perft: DEPTH
bad shogi perft
bad shogi perft ''
bad shogi perft ' 3'
bad shogi perft +2
bad shogi perft -1
bad shogi perft 21
bad shogi perft 99999999999999999999
bad shogi perft abc
bad shogi perft 3.5
bad shogi perft 0x3
bad shogi perft 1 2
bad shogi perft 1 --json 2
# options
bad shogi perft 1 --variant chess
bad shogi perft 1 --variant mini
bad shogi perft 1 --variant ''
bad shogi perft 1 --variant
bad shogi perft 1 --frob
bad shogi perft 1 --json --variant x
bad shogi perft 1 --divide=1
bad shogi perft 1 --json=yes
# SFEN: piece letters, rank lengths, ranks, Kings, piece counts, hands, side, trailing text
bad shogi perft 1 --sfen ''
bad shogi perft 1 --sfen '   '
bad shogi perft 1 --sfen 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNX b - 1'
bad shogi perft 1 --sfen 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSN b - 1'
bad shogi perft 1 --sfen 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNLP b - 1'
bad shogi perft 1 --sfen 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL/9 b - 1'
bad shogi perft 1 --sfen 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1 b - 1'
bad shogi perft 1 --sfen 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKKSNL b - 1'
bad shogi perft 1 --sfen '4k4/9/9/9/9/9/9/9/9 b - 1'
bad shogi perft 1 --sfen 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b P 1'
bad shogi perft 1 --sfen 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSG+KGSNL b - 1'
bad shogi perft 1 --sfen 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNS+GKGSNL b - 1'
bad shogi perft 1 --sfen 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSN+ b - 1'
bad shogi perft 1 --sfen 'lnsgkgsnl/1r5b1/ppppppppp/9/9/81/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1'
bad shogi perft 1 --sfen '4k4/9/9/9/9/9/9/9/4K4 b 0P 1'
bad shogi perft 1 --sfen '4k4/9/9/9/9/9/9/9/4K4 b 100P 1'
bad shogi perft 1 --sfen '4k4/9/9/9/9/9/9/9/4K4 b PP 1'
bad shogi perft 1 --sfen '4k4/9/9/9/9/9/9/9/4K4 b K 1'
bad shogi perft 1 --sfen '4k4/9/9/9/9/9/9/9/4K4 b +P 1'
bad shogi perft 1 --sfen '4k4/9/9/9/9/9/9/9/4K4 b Q 1'
bad shogi perft 1 --sfen '4k4/9/9/9/9/9/9/9/4K4 b 2 1'
bad shogi perft 1 --sfen '4k4/9/9/9/9/9/9/9/4K4 b 19P 1'
bad shogi perft 1 --sfen '4k4/9/9/9/9/9/9/9/4K4 b'
bad shogi perft 1 --sfen '4k4/9/9/9/9/9/9/9/4K4 x - 1'
bad shogi perft 1 --sfen '4k4/9/9/9/9/9/9/9/4K4 bw - 1'
bad shogi perft 1 --sfen '4k4/9/9/9/9/9/9/9/4K4 b - 1 junk'
bad shogi perft 1 --sfen '4k4/9/9/9/9/9/9/9/4K4 b - -1'
bad shogi perft 1 --variant minishogi --sfen "$START"
bad shogi perft 1 --variant minishogi --sfen 'rbsgk/4p/5/P4/KGSBR b L 1'
bad shogi perft 1 --variant minishogi --sfen 'rbsgk/4p/5/P4/KGSBR b 3P 1'
bad shogi perft 1 --variant shogi --sfen "$MINI"
# prev
bad shogi prev
bad shogi prev --sfen
bad shogi prev --sfen ''
bad shogi prev --sfen "$START" extra
bad shogi prev --sfen "$START" --json
bad shogi prev --variant chess --sfen "$START"
bad shogi prev --variant minishogi --sfen "$START"
# reach
bad shogi reach
bad shogi reach --json
bad shogi reach --sfen '' --json
bad shogi reach --sfen "$START" extra
bad shogi reach --variant foo --sfen "$START" --json
bad shogi reach --variant minishogi --sfen 'rbsgk/4p/5/P4/KGSBR b X 1' --json
# count
bad shogi count extra
bad shogi count --variant
bad shogi count --variant chess --json
bad shogi count --variant mini
bad shogi count --json=1
# sample
bad shogi sample --count -1
bad shogi sample --count abc
bad shogi sample --count ''
bad shogi sample --seed -1
bad shogi sample --start -5
bad shogi sample --variant chess --json
bad shogi sample extra
# rank
bad shogi rank
bad shogi rank ''
bad shogi rank garbage
bad shogi rank "$START" "$START"
bad shogi rank --variant minishogi "$START"
bad shogi rank --variant minishogi 'rbsgk/4p/5/P4/KGSBR'
bad shogi rank --variant minishogi 'rbsgk/4p/5/5/KGSBR b - 1'
bad shogi rank --variant minishogi 'rbsgk/4p/5/P4/KGSBR w - 1'
bad shogi rank --variant minishogi 'kgsbr/p4/5/4P/RBSGK b - 1'
bad shogi rank --variant minishogi --json 'rbsgk/4p/5/P4/KGSBR w - 1'
# unrank
bad shogi unrank
bad shogi unrank ''
bad shogi unrank -1
bad shogi unrank 1e5
bad shogi unrank ' 5'
bad shogi unrank 0x10
bad shogi unrank 5 6
bad shogi unrank --variant minishogi 16014219505238849250
bad shogi unrank --variant minishogi --json 16014219505238849250
bad shogi unrank --variant minishogi 12x
# estimate
bad shogi estimate --samples 0
bad shogi estimate --samples -5
bad shogi estimate --samples abc
bad shogi estimate --samples ''
bad shogi estimate --samples 1e3
bad shogi estimate --samples 99999999999999999999
bad shogi estimate --threads 0
bad shogi estimate --threads 2000
bad shogi estimate --seed -1
bad shogi estimate --variant mini --samples 10
bad shogi estimate --variant '' --json
bad shogi estimate --samples 10 extra
bad shogi estimate --samples 10 --json --bogus
bad shogi estimate --samples 10 --checkpoint
bad shogi estimate --samples 10 --checkpoint ''
# an unwritable checkpoint is refused before the run (this run would take hours): an I/O error, 4
rc=0
timeout 60 "$yomi" shogi estimate --samples 1000000000 --checkpoint "$tmp/no/such/dir/ck" --json >"$tmp/out" 2>"$tmp/err" || rc=$?
if [ "$rc" = 4 ] && [ "$(wc -l <"$tmp/err")" = 1 ] && grep -q "^yomi: error: checkpoint .*: cannot write" "$tmp/err" && [ ! -s "$tmp/out" ]; then
  pass=$((pass + 1))
else
  failed=$((failed + 1))
  echo "FAIL: unwritable checkpoint: exit $rc: $(cat "$tmp/err")"
fi
echo garbage > "$tmp/badck"
bad shogi estimate --samples 10 --checkpoint "$tmp/badck"
# a checkpoint of this very run that claims more chunks than the run has
"$yomi" shogi estimate --samples 2000 --checkpoint "$tmp/ck2" > /dev/null 2>&1
sed -i 's/^chunks 2$/chunks 999/' "$tmp/ck2"
bad shogi estimate --samples 2000 --checkpoint "$tmp/ck2"
bad shogi estimate --samples 10 --checkpoint-every -1
bad shogi estimate --samples 10 --checkpoint-every nan
# unmove-check and prev-bench
bad shogi unmove-check --positions 0
bad shogi unmove-check --variant x
bad shogi unmove-check --max-ply -1
bad shogi unmove-check extra
bad shogi prev-bench --positions 0
bad shogi prev-bench --seconds 0
bad shogi prev-bench --variant x
# control bytes in the input never split the one error line
bad shogi perft --sfen $'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL\nb - 1' 1
bad shogi perft --variant $'mini\nshogi' 1
bad shogi count --bogus$'\e[2J'

echo "$pass passed, $failed failed"
[ "$failed" -eq 0 ]
