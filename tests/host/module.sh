#!/usr/bin/env bash
# `require "xattn"` from stock lua5.4 through build/xattn.so. Skipped under sanitizers
# (an ASan-built module cannot be loaded into an uninstrumented interpreter).
. "$(dirname "$0")/lib.sh"
if [ "${SAN:-0}" = 1 ] || [[ "$BUILD" == *san* ]]; then echo "0 passed, 0 failed, 1 skipped"; exit 0; fi
out=$(LUA_CPATH="$BUILD/?.so" lua5.4 -e 'local xa = require "xattn"; local t = xa.ones(2, 3) * 2; io.write(tostring(t:get(2, 3)), " ", t:dtype())' 2>&1)
check "require from lua5.4" "$out" "2.0 float32"
out=$(LUA_CPATH="$BUILD/?.so" lua5.4 -e 'local xa = require "xattn"; local ok, e = pcall(function() return xa.ones(2,3) + xa.ones(4) end); io.write(tostring(ok), " ", e:match("cannot be broadcast") or e)' 2>&1)
check "errors are Lua errors" "$out" "false cannot be broadcast"
out=$(LUA_CPATH="$BUILD/?.so" lua5.4 -e 'local xa = require "xattn"; io.write(type(xa.gradcheck), " ", xa.version)' 2>&1)
check "embedded Lua part loaded" "$out" "function 0.1.0"

# Scripts run by stock lua5.4 must exit cleanly: lua_close unloads C modules while OpenMP's and
# OpenBLAS's worker threads may still run their code, which crashed most runs (SIGSEGV in a
# libgomp worker after the module was unmapped) until the module was linked -z nodelete.
# Default thread count; each script ends right after parallel work.
cat > "$tmp/exit.lua" <<'EOS'
local xa = require "xattn"
local a = xa.randn(300, 300)
local s = 0
for _ = 1, 10 do s = s + a:matmul(a):sum():item() end
local m = xa.nn.Transformer{vocab = {src = 50, tgt = 50}, d = 32, heads = 2, ffn = 64, layers = {enc = 1, dec = 1}}
local src = xa.tensor({{5, 6, 7, 2}}):long()
local y = m:forward(src, xa.tensor({{1, 8, 9}}):long())
io.write(s == s and "ok " or "nan ", y:dim())
EOS
crashes=0; wrong=0
for i in $(seq 1 30); do
  out=$(LUA_CPATH="$BUILD/?.so" lua5.4 "$tmp/exit.lua" 2>&1) && chained=next || chained=""
  [ -n "$chained" ] || crashes=$((crashes + 1))
  [ "$out" = "ok 3" ] || wrong=$((wrong + 1))
done
check "30 runs of a script that ends after parallel work: crashes" "$crashes" 0
check "30 runs of a script that ends after parallel work: wrong output" "$wrong" 0
check "the module stays mapped after lua_close (NODELETE)" "$(readelf -d "$BUILD/xattn.so" | grep -c NODELETE)" 1
finish
