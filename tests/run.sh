#!/usr/bin/env bash
# Runs every test suite of BUILD (C unit tests, Lua tests, REPL/host tests) and prints
# the total as the last line: "N passed, N failed".
BUILD=${BUILD:-build}
total_p=0; total_f=0
run() { # name, command...
  local name=$1; shift
  local out rc line p f
  out=$("$@" 2>&1); rc=$?
  line=$(printf '%s\n' "$out" | grep -E '^[0-9]+ passed, [0-9]+ failed' | tail -n 1)
  if [ -z "$line" ]; then
    printf '%s\n' "$out" | tail -n 30
    echo "FAIL $name: no result line (exit $rc)"
    total_f=$((total_f + 1)); return
  fi
  p=${line%% passed*}; f=${line#*passed, }; f=${f%% failed*}
  printf '%s\n' "$out" | grep -E '^(FAIL|ERROR|==[0-9]+==|.*runtime error)' | head -n 40
  if [ "$rc" != 0 ] && [ "$f" = 0 ]; then echo "FAIL $name: exit status $rc"; f=1; fi
  echo "  $name: $line"
  total_p=$((total_p + p)); total_f=$((total_f + f))
}
for t in "$BUILD"/tests/test_*; do
  [ -x "$t" ] && run "$(basename "$t")" "$t"
done
if [ "${CUDA:-0}" = 1 ]; then # the GPU suite (make test CUDA=1), emulated and on a device
  for t in "$BUILD"/tests/cuda/test_*; do
    [ -x "$t" ] && run "$(basename "$t")" "$t"
  done
  # the Lua GPU suite with the emulated xattn (make builds it in $BUILD-cuemu/)
  run "lua gpu tests (emulated cuda)" "$BUILD-cuemu/xattn" tests/lua/run.lua tests/cuda/lua/test_*.lua
  run "train.sh (emulated cuda)" env BUILD="$BUILD" SAN="${SAN:-0}" bash tests/cuda/train.sh
  run "dist.sh (emulated cuda, NCCL)" env BUILD="$BUILD" SAN="${SAN:-0}" bash tests/cuda/dist.sh
  run "decode.sh (emulated cuda)" env BUILD="$BUILD" SAN="${SAN:-0}" bash tests/cuda/decode.sh
fi
run "lua tests" "$BUILD/xattn" tests/lua/run.lua
for t in tests/host/*.sh; do
  [ "$(basename "$t")" = lib.sh ] && continue # the prelude the tests source
  [ -f "$t" ] && run "$(basename "$t")" env BUILD="$BUILD" SAN="${SAN:-0}" bash "$t"
done
echo "$total_p passed, $total_f failed"
[ "$total_f" = 0 ]
