#!/usr/bin/env bash
# Runs every libFuzzer harness of fuzz/ (built by `make fuzz` into BUILD/fuzz) for SECONDS each, one
# after the other, on a working corpus BUILD/fuzz-work/<target> seeded from fuzz/corpus/<target>
# (which it does not change). Prints one line per target: executions, coverage (libFuzzer's "cov:"),
# corpus size, crashes. A crash leaves its input in BUILD/fuzz-artifacts/ and fails the script:
# copy it to fuzz/regress/<target>/ and it becomes a test of `make test` (fuzz_corpus_<target>).
# Usage: scripts/fuzz.sh BUILD SECONDS [TARGET...]   (FUZZ_JOBS=N runs N targets at once)
set -u
build=$1 secs=$2
shift 2
root=$(cd "$(dirname "$0")/.." && pwd)
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
  for f in "$root"/fuzz/fuzz_*.c; do t=$(basename "$f" .c); targets+=("${t#fuzz_}"); done
fi
mkdir -p "$build/fuzz-work" "$build/fuzz-artifacts" "$build/fuzz-logs"
run_one() {
  local t=$1 work="$build/fuzz-work/$1" log="$build/fuzz-logs/$1.log"
  mkdir -p "$work"
  local dict=()
  [ -f "$root/fuzz/$t.dict" ] && dict=("-dict=$root/fuzz/$t.dict")
  "$build/fuzz/fuzz_$t" "$work" "$root/fuzz/corpus/$t" ${dict[@]+"${dict[@]}"} -max_total_time="$secs" \
    -timeout=60 -report_slow_units=10 -rss_limit_mb=2048 -max_len=4096 -print_final_stats=1 \
    -artifact_prefix="$build/fuzz-artifacts/$t-" >"$log" 2>&1
  echo $? >"$log.rc"
}
jobs=${FUZZ_JOBS:-1}
for t in "${targets[@]}"; do
  run_one "$t" &
  while [ "$(jobs -rp | wc -l)" -ge "$jobs" ]; do wait -n; done
done
wait
fail=0
printf '%-12s %10s %8s %8s %6s %7s %5s\n' target execs exec/s cov corpus crashes slow
for t in "${targets[@]}"; do
  log="$build/fuzz-logs/$t.log"
  execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
  speed=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)
  cov=$(grep -o 'cov: [0-9]*' "$log" | tail -1 | cut -d' ' -f2)
  corp=$(grep -o 'corp: [0-9]*' "$log" | tail -1 | cut -d' ' -f2)
  # crash-, leak-, timeout-, oom-: failures; slow-unit- (slower than 10 s, libFuzzer's -report_slow_units):
  # noted only, as a loaded machine makes any input slow
  crashes=$(ls "$build/fuzz-artifacts" | grep -c -E "^$t-(crash|leak|timeout|oom)-" || true)
  slow=$(ls "$build/fuzz-artifacts" | grep -c "^$t-slow-unit-" || true)
  rc=$(cat "$log.rc" 2>/dev/null || echo "?")
  printf '%-12s %10s %8s %8s %6s %7s %5s\n' "$t" "${execs:-?}" "${speed:-?}" "${cov:-?}" "${corp:-?}" "$crashes" "$slow"
  if [ "$rc" != 0 ] || [ "$crashes" != 0 ]; then
    fail=1
    echo "  $t: libFuzzer exit $rc; see $log and $build/fuzz-artifacts/$t-*"
  fi
done
exit $fail
