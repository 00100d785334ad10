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
finish
