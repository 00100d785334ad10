#!/usr/bin/env bash
# xattn's own float32 product (tensor/sgemm.c) under each setting of XATTN_SGEMM: the Lua
# tests of tests/lua/test_gemm.lua with it off (OpenBLAS alone), forced generic, forced
# AVX-512; what _own_gemm() answers under each, against what /proc/cpuinfo says the CPU
# has (AVX-512 by default on Intel's, not on others'); a train step's loss with it on and
# off within float32 rounding of each other.
. "$(dirname "$0")/lib.sh"

for mode in 0 generic avx512; do
  out=$(XATTN_SGEMM=$mode "$X" tests/lua/run.lua tests/lua/test_gemm.lua 2>&1)
  line=$(printf '%s\n' "$out" | tail -n 1)
  case "$line" in *" passed, 0 failed") ok ;; *) bad "XATTN_SGEMM=$mode: $(printf '%s' "$out" | tail -5)" ;; esac
done
ask='io.write(tostring((xattn._own_gemm())))'
check "XATTN_SGEMM=0" "$(XATTN_SGEMM=0 "$X" -e "$ask" 2>&1)" "false"
check "XATTN_SGEMM=generic" "$(XATTN_SGEMM=generic "$X" -e "$ask" 2>&1)" "generic"
flags=$(grep -m1 '^flags' /proc/cpuinfo)
vendor=$(grep -m1 '^vendor_id' /proc/cpuinfo)
case "$flags" in
  *" avx512f "*" avx512vl "* | *" avx512vl "*" avx512f "*) avx512=1 ;;
  *) avx512=0 ;;
esac
if [ "$avx512" = 1 ]; then
  check "XATTN_SGEMM=avx512 on an AVX-512 CPU" "$(XATTN_SGEMM=avx512 "$X" -e "$ask" 2>&1)" "avx512"
  case "$vendor" in
    *GenuineIntel*) want=avx512 ;;
    *) want=false ;;
  esac
  check "the default on this CPU ($vendor)" "$("$X" -e "$ask" 2>&1)" "$want"
else
  check "XATTN_SGEMM=avx512 without AVX-512" "$(XATTN_SGEMM=avx512 "$X" -e "$ask" 2>&1)" "false"
  check "the default without AVX-512" "$("$X" -e "$ask" 2>&1)" "false"
fi

# a train step's loss and gradient norm with the product on (generic: every CPU) and off
cat > "$tmp/step.lua" <<'EOS'
local xa = require "xattn"
xa.manual_seed(5)
local m = xa.nn.Transformer{vocab = {src = 300, tgt = 300}, d = 64, heads = 4, ffn = 256,
                            layers = {enc = 2, dec = 2}, dropout = 0}
local s, t = xa.randint(5, 301, 32, 20), xa.randint(5, 301, 32, 21)
local b = {src = s, tgt_in = t:narrow(2, 1, 20):contiguous(), tgt_out = t:narrow(2, 2, 20):contiguous(),
           src_pad = s:eq(1), ntokens = 32 * 20}
local loss = m:loss(b)
loss:backward()
local g = 0
for _, p in ipairs(m:parameters()) do g = g + (p.grad * p.grad):sum():item() end
io.write(("%.9g %.9g %d"):format(loss:item(), g, select(2, xattn._own_gemm())))
EOS
on=$(XATTN_SGEMM=generic "$X" "$tmp/step.lua" 2>&1)
off=$(XATTN_SGEMM=0 "$X" "$tmp/step.lua" 2>&1)
close=$(awk -v a="$on" -v b="$off" 'BEGIN { split(a, x, " "); split(b, y, " ");
  d1 = x[1] - y[1]; if (d1 < 0) d1 = -d1; d2 = x[2] - y[2]; if (d2 < 0) d2 = -d2;
  print (x[1] > 0 && d1 <= 1e-5 * y[1] && d2 <= 1e-4 * y[2]) ? "yes" : "no: " a " against " b }')
check "a train step's loss and gradient, own product against OpenBLAS" "$close" "yes"
# and the products were its own with it on, OpenBLAS's with it off
check "products taken with it on" "$(echo "$on" | awk '{ print ($3 > 0) ? "some" : "none" }')" "some"
check "products taken with it off" "$(echo "$off" | awk '{ print $3 }')" "0"
finish
