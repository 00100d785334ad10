#!/usr/bin/env bash
# linear's packed inference path (nn/linear_packed.c) under each of its kernel sets: the
# unit tests of tests/lua/test_linear_packed.lua with the AVX2 kernels forced on an
# AVX-512 CPU (XATTN_PACKED=avx2) and with the path off (XATTN_PACKED=0, BLAS alone), and
# greedy decoding of a small model with the path on and off: the same tokens, the
# log-probabilities within float32 rounding of each other.
. "$(dirname "$0")/lib.sh"

# the unit tests, each kernel set (the default one runs in the Lua suite)
for mode in avx2 0; do
  out=$(XATTN_PACKED=$mode "$X" tests/lua/run.lua tests/lua/test_linear_packed.lua 2>&1)
  line=$(printf '%s\n' "$out" | tail -n 1)
  case "$line" in *" passed, 0 failed") ok ;; *) bad "XATTN_PACKED=$mode: $(printf '%s' "$out" | tail -5)" ;; esac
done
rows=$(XATTN_PACKED=avx2 "$X" -e 'print((select(2, xattn._packed_linear())))' 2>&1)
if grep -q avx2 /proc/cpuinfo && grep -q fma /proc/cpuinfo; then check "AVX2 row bound" "$rows" "96"
else check "no kernel without AVX2" "$rows" "0"; fi

# greedy decoding, the path on and off
cat > "$tmp/greedy.lua" <<'EOS'
local xa = require "xattn"
xa.manual_seed(3)
local m = xa.nn.Transformer{vocab = {src = 300, tgt = 300}, d = 64, heads = 4, ffn = 128,
                            layers = {enc = 2, dec = 2}, dropout = 0}
m:eval()
local src = xa.randint(5, 301, 12, 9)
local out = io.open(arg[1], "w")
xa.no_grad(function()
  local enc = m:encode(src)
  local state, y = {}, xa.full(12, 1, 2, {dtype = "int64"})
  for _ = 1, 10 do
    local lp = m:decode_step(enc, y, state)
    local best
    best, y = lp:max(2, true)
    for i = 1, 12 do out:write(("%d %.6e\n"):format(y:get(i, 1), best:get(i, 1))) end
  end
end)
out:close()
EOS
"$X" "$tmp/greedy.lua" "$tmp/on.txt" 2>&1 && XATTN_PACKED=0 "$X" "$tmp/greedy.lua" "$tmp/off.txt" 2>&1
cmp=$(paste "$tmp/on.txt" "$tmp/off.txt" | awk '{ if ($1 != $3) t++; d = $2 - $4; if (d < 0) d = -d; if (d > 1e-4 * (1 + ($4 < 0 ? -$4 : $4))) v++ } END { print NR, t + 0, v + 0 }')
check "greedy decoding, packed against BLAS: steps, token and value mismatches" "$cmp" "120 0 0"
finish
