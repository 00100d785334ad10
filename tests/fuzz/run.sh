#!/usr/bin/env bash
# Runs each libFuzzer harness (build-fuzz/fuzz_<target>, from `make fuzz`) for FUZZ_TIME
# seconds on tests/fuzz/corpus/<target>, at low priority, then merges the inputs that
# found new coverage back into that corpus. Prints the executions and any crash per target;
# crash inputs are left in build-fuzz/crashes/<target>/.
#   FUZZ_TIME=300 bash tests/fuzz/run.sh checkpoint json bpe vocab
set -u
cd "$(dirname "$0")/../.."
T=${FUZZ_TIME:-60}
status=0
for t in "$@"; do
  bin=build-fuzz/fuzz_$t
  corpus=tests/fuzz/corpus/$t
  new=build-fuzz/new/$t
  crashes=build-fuzz/crashes/$t
  mkdir -p "$corpus" "$new" "$crashes"
  log=build-fuzz/fuzz_$t.log
  ASAN_OPTIONS=detect_leaks=1:allocator_may_return_null=1 \
  nice -n 15 "$bin" -max_total_time="$T" -max_len=65536 -timeout=20 -rss_limit_mb=2048 \
    -artifact_prefix="$crashes/" -print_final_stats=1 "$new" "$corpus" > "$log" 2>&1
  rc=$?
  execs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$')
  cov=$(grep -o 'cov: [0-9]*' "$log" | tail -1)
  ncrash=$(ls "$crashes" | wc -l)
  # keep only the inputs that add coverage
  nice -n 15 "$bin" -merge=1 -max_len=65536 "$corpus" "$new" > build-fuzz/merge_$t.log 2>&1
  echo "fuzz_$t: ${execs:-?} executions in ${T} s, ${cov:-cov ?}, exit $rc, $ncrash crash inputs, corpus $(ls "$corpus" | wc -l) files"
  [ "$rc" = 0 ] || status=1
done
exit $status
