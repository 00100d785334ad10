#!/usr/bin/env bash
# A short seeded run of the Lua API fuzz driver (tests/fuzz/api.lua): random calls into
# xattn with random shapes, dtypes, dims, views and argument types; every rejection must be
# a Lua error with a message, and nothing may crash (under SAN=1: no sanitizer report).
# Longer runs: build/xattn tests/fuzz/api.lua --seed N --time SECONDS
. "$(dirname "$0")/lib.sh"
calls=4000
[ "${SAN:-0}" = 1 ] && calls=2000
for seed in 1 2 3; do
  out=$("$X" tests/fuzz/api.lua --seed "$seed" --calls "$calls" 2>&1); rc=$?
  if [ "$rc" = 0 ] && printf '%s' "$out" | grep -q '^1 passed, 0 failed'; then
    ok; printf '%s\n' "$out" | grep '^fuzz:' | sed 's/^/  /'
  else
    bad "api fuzz seed $seed (exit $rc; replay: $X tests/fuzz/api.lua --seed $seed --calls $calls --verbose)"
    printf '%s\n' "$out" | tail -20
  fi
done
finish
