#!/usr/bin/env bash
# Hints (`--hints N`, docs/campaigns.md): a deepened campaign runs first, in full, the move that won
# most often after the opponent's other last moves in its records. The slow twin is the same campaign
# with --hints 0 and the single search: the same winner; with hints the records name the hinted runs,
# recombine, and the whole deepening takes fewer expansions (3x4 at komi 4.5: 15,329 against 22,751);
# a proved run names its first move in the records; a hint that ran already is none; with two jobs a
# hint runs on both jobs' threads and nothing beside it; a bad --hints is one error line.
set -u
yomi=$1
fail=0
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
winner() { grep -oE '^result: [a-z]+ wins' | tail -1; }
total() { python3 -c 'import json, sys
print(sum(json.loads(l)["stats"]["expansions"] for l in open(sys.argv[1]) if json.loads(l)["kind"] == "subproblem"))' "$1"; }
hinted() { python3 -c 'import json, sys
print(sum(1 for l in open(sys.argv[1]) if json.loads(l).get("hint")))' "$1"; }

boards=("3x4 --komi 4.5|800|80" "3x4 --komi 5.5|800|80")
[ "${YOMI_SANITIZED:-0}" = 1 ] && boards=("${boards[@]:0:1}") # the sanitizer build: the first only
for q in "${boards[@]}"; do
  IFS='|' read -r pos limit probe <<<"$q"
  args="$pos --split-depth 1 --node-limit $limit --probe $probe --deepen 8 --round 1 --tt-mb 16"
  want=$("$yomi" go solve $pos --tt-mb 16 | winner)
  plain=$("$yomi" go campaign $args --hints 0 --records "$tmp/a.jsonl" | winner)
  out=$("$yomi" go campaign $args --records "$tmp/b.jsonl")
  [ "$plain" = "$want" ] && [ "$(winner <<<"$out")" = "$want" ] ||
    { echo "FAIL $q: '$(winner <<<"$out")' with hints, '$plain' without, '$want' alone"; fail=1; }
  grep -q '^hint: [A-J][0-9], won at [1-9][0-9]* positions\? of the records' <<<"$out" || { echo "FAIL $q: no hint line"; fail=1; }
  ! grep -q '^hint:' <<<"$("$yomi" go campaign $args --hints 0 --records "$tmp/a.jsonl")" ||
    { echo "FAIL $q: a hint with --hints 0"; fail=1; }
  [ "$(hinted "$tmp/a.jsonl")" = 0 ] && [ "$(hinted "$tmp/b.jsonl")" -ge 3 ] ||
    { echo "FAIL $q: hinted runs $(hinted "$tmp/a.jsonl") without, $(hinted "$tmp/b.jsonl") with"; fail=1; }
  [ "$(total "$tmp/b.jsonl")" -lt "$(total "$tmp/a.jsonl")" ] ||
    { echo "FAIL $q: $(total "$tmp/b.jsonl") expansions with hints, $(total "$tmp/a.jsonl") without"; fail=1; }
  chk=$("$yomi" records check "$tmp/b.jsonl") || { echo "FAIL records check $q: $chk"; fail=1; }
  # started again: nothing to run, so no hint (a decided, open or moot move is none)
  again=$("$yomi" go campaign $args --records "$tmp/b.jsonl")
  ! grep -q '^runs: [1-9]' <<<"$again" && ! grep -q '^hint:' <<<"$again" ||
    { echo "FAIL $q started again: $(grep -E '^(hint|runs)' <<<"$again")"; fail=1; }
  # every proved run whose mover won names its winning move; the first eight are checked by search
  python3 - "$tmp/b.jsonl" >"$tmp/pv.txt" <<'EOF'
import json, sys
for l in open(sys.argv[1]):
    r = json.loads(l)
    if r["kind"] == "subproblem" and r["proves"] and r["proves"] == r["mover"]:
        line = ",".join(m for m in (r["params"]["moves"], r["path"]) if m)
        print(line, r["result"]["pv"][0] if r["result"]["pv"] else "-", r["proves"])
EOF
  [ -s "$tmp/pv.txt" ] || { echo "FAIL $q: no run proved its mover's win"; fail=1; }
  while read -r line move who; do
    [ "$move" != - ] || { echo "FAIL $q: no first move after $line"; fail=1; continue; }
    got=$("$yomi" go solve $pos --tt-mb 16 --moves "$line${line:+,}$move" | winner)
    [ "$got" = "result: $who wins" ] || { echo "FAIL $q: $move after $line: '$got'"; fail=1; }
  done < <(head -8 "$tmp/pv.txt")
  # with two jobs each hint runs alone on both jobs' threads (it starts each campaign, so nothing is
  # in flight then), and so does the last full run of a round once every probe is done; every probe
  # on one thread; the same winner
  out=$("$yomi" go campaign $args --jobs 2 --records "$tmp/c.jsonl")
  [ "$(winner <<<"$out")" = "$want" ] || { echo "FAIL $q --jobs 2: '$(winner <<<"$out")'"; fail=1; }
  teams=$(python3 -c 'import json, sys
rs = [json.loads(l) for l in open(sys.argv[1])]
rs = [r for r in rs if r["kind"] == "subproblem"]
print(sum(1 for r in rs if r["hint"] and r["threads"] == 2),
      sum(1 for r in rs if not r["hint"] and not r["probe"] and r["threads"] == 2),
      sum(1 for r in rs if (r["hint"] and r["threads"] != 2) or (r["probe"] and r["threads"] != 1)))' "$tmp/c.jsonl")
  read -r hints lasts wrong <<<"$teams"
  [ "$hints" -ge 3 ] && [ "$lasts" -ge 1 ] && [ "$wrong" = 0 ] ||
    { echo "FAIL $q --jobs 2: hints on two threads, last full runs on two, probes not on one: $teams"; fail=1; }
  chk=$("$yomi" records check "$tmp/c.jsonl") || { echo "FAIL records check $q --jobs 2: $chk"; fail=1; }
  rm -f "$tmp/a.jsonl" "$tmp/b.jsonl" "$tmp/c.jsonl"
done

# a hint whose run stopped at the node limit is run again only with a larger one: started again, the
# campaign names no hint and runs nothing (3x4 at 3.5 after B2: Black's C3 won after C2)
h="3x4 --komi 3.5 --split-depth 1 --tt-mb 16 --records $tmp/h.jsonl"
"$yomi" go campaign $h --moves B2,C2 >/dev/null
grep -q '^hint: C3, won at 1 position' <<<"$("$yomi" go campaign $h --moves B2,B3 --node-limit 5)" ||
  { echo "FAIL no hint C3 after B2,B3"; fail=1; }
again=$("$yomi" go campaign $h --moves B2,B3 --node-limit 5)
grep -q '^runs: 0 here' <<<"$again" && ! grep -q '^hint:' <<<"$again" ||
  { echo "FAIL B2,B3 again: $(grep -E '^(hint|runs)' <<<"$again")"; fail=1; }

# --split-hinted (docs/campaigns.md): a subproblem where a move of its player to move won after
# another last move in the records gets a campaign of its own after its probe, instead of its full
# run. The slow twin is the search alone: the same winner, and the records recombine. Each leaf split
# at once has no full run in its campaign, a campaign of its own ran, and that campaign named a hint.
args="3x4 --komi 4.5 --split-depth 1 --node-limit 800 --probe 80 --deepen 8 --round 1 --tt-mb 16"
want=$("$yomi" go solve 3x4 --komi 4.5 --tt-mb 16 | winner)
"$yomi" go campaign $args --split-hinted --records "$tmp/s.jsonl" >"$tmp/s.out"
[ "$(winner <"$tmp/s.out")" = "$want" ] || { echo "FAIL --split-hinted: '$(winner <"$tmp/s.out")', '$want' alone"; fail=1; }
chk=$("$yomi" records check "$tmp/s.jsonl") || { echo "FAIL records check --split-hinted: $chk"; fail=1; }
python3 - "$tmp/s.out" "$tmp/s.jsonl" <<'EOF2' || fail=1
import json, re, sys
split, hinted, at = set(), set(), None
for l in open(sys.argv[1]):
    m = re.match(r"campaign: [^;]*; komi [^;]*; suicide [^;]*(?:; moves ([^;]*))?;", l)
    if m:
        at = "" if m.group(1) in (None, "-") else m.group(1)
    elif l.startswith("hint: "):
        hinted.add(at)
    else:
        m = re.match(r"  (\S+) +\w+ to move: open \(split at once: ", l)
        if m:
            split.add((at, m.group(1)))
rs = [json.loads(l) for l in open(sys.argv[2])]
full = {(r["params"]["moves"], r["path"]) for r in rs if r["kind"] == "subproblem" and not r["probe"]}
plans = {r["params"]["moves"] for r in rs if r["kind"] == "plan"}
bad = [(a, p) for a, p in split
       if (a, p) in full or ",".join(x for x in (a, p) if x) not in plans or ",".join(x for x in (a, p) if x) not in hinted]
if len(split) < 3 or bad:
    print("FAIL --split-hinted: %d leaves split at once; without their campaign or hint, or with a full run: %s"
          % (len(split), bad))
    sys.exit(1)
EOF2
"$yomi" go campaign 3x3 --komi 8.5 --split-hinted >/dev/null 2>"$tmp/err"; rc=$?
[ $rc = 2 ] && [ "$(wc -l <"$tmp/err")" = 1 ] || { echo "FAIL --split-hinted alone: $rc $(cat "$tmp/err")"; fail=1; }

"$yomi" go campaign 3x3 --komi 8.5 --hints -1 >/dev/null 2>"$tmp/err"; rc=$?
[ $rc = 2 ] && [ "$(wc -l <"$tmp/err")" = 1 ] || { echo "FAIL --hints -1: $rc $(cat "$tmp/err")"; fail=1; }
exit $fail
