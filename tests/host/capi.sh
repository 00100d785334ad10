#!/usr/bin/env bash
# The C API and the installation (docs/embedding.md): capi/example_stream.c built against the
# in-tree library streams a pipe and writes simulate.lua's translations; tests/host/capi_test.c
# checks every function against the documentation (error codes, translate = translate.lua,
# sessions, threads); `make install` into a temporary prefix installs what the docs list;
# outside the tree the example builds with pkg-config (shared and static) and runs; the
# installed xattn runs the documented commands from another directory; lua5.4 loads the
# installed module.
. "$(dirname "$0")/lib.sh"

ROOT=$PWD
case "$BUILD" in /*) B="$BUILD" ;; *) B="$ROOT/$BUILD" ;; esac
CFLAGS_T="-std=c17 -Wall -Wextra -Werror -O1 -g"
if [ "${SAN:-0}" = 1 ]; then CFLAGS_T="$CFLAGS_T -fsanitize=address,undefined -fno-omit-frame-pointer"; fi

C="--data.dir data/synth --data.src src --data.tgt tgt --data.tokenize false --data.bpe 0
   --data.max_lines 200 --model.d 32 --model.heads 2 --model.ffn 64 --model.enc_layers 1
   --model.dec_layers 1 --train.max_tokens 400 --train.warmup 10 --train.lr 0.003
   --train.threads 1 --valid.every 10 --valid.max_sentences 4 --valid.beam 1 --log.every 10
   --test.max_sentences 4 --save.dir $tmp --train.max_updates 10"
"$X" scripts/train.lua $C --model.encoder unidirectional --train.simt.policy waitk --train.simt.k 2 --name W > "$tmp/w.out" 2>&1 || bad "training failed: $(tail -3 "$tmp/w.out")"
M="$tmp/W/checkpoint_best.xa"
head -n 6 data/synth/test.src > "$tmp/src"
"$X" scripts/simulate.lua --model "$M" --input "$tmp/src" --output "$tmp/sim.hyp" > /dev/null 2>&1 || bad "simulate.lua failed"
"$X" scripts/translate.lua --model "$M" --input "$tmp/src" --beam 1 > "$tmp/greedy.hyp" 2> /dev/null || bad "translate.lua --beam 1 failed"
"$X" scripts/translate.lua --model "$M" --input "$tmp/src" --beam 5 > "$tmp/beam.hyp" 2> /dev/null || bad "translate.lua --beam 5 failed"

# ---- in the tree ------------------------------------------------------------------------
# shellcheck disable=SC2086
cc $CFLAGS_T -I capi -o "$tmp/example" capi/example_stream.c -L"$B" -lxattn -Wl,-rpath,"$B" 2> "$tmp/cc.err" \
  || bad "the example does not build in the tree: $(head -5 "$tmp/cc.err")"
# shellcheck disable=SC2086
cc $CFLAGS_T -I capi -o "$tmp/capi_test" tests/host/capi_test.c -L"$B" -lxattn -Wl,-rpath,"$B" -lpthread 2> "$tmp/cc2.err" \
  || bad "capi_test does not build: $(head -5 "$tmp/cc2.err")"
out=$("$tmp/example" "$M" < "$tmp/src" 2>&1) || bad "the example failed: $out"
check "example (in the tree): simulate.lua's translations" "$out" "$(cat "$tmp/sim.hyp")"
# words written one at a time: the translation starts before the input ends (see live.sh)
: > "$tmp/ex.out"
{
  n=0
  for w in $(head -n 1 "$tmp/src"); do
    printf '%s ' "$w"; n=$((n + 1))
    if [ $n = 3 ]; then
      for _ in $(seq 1 600); do [ -s "$tmp/ex.out" ] && break; sleep 0.1; done
      [ -s "$tmp/ex.out" ] && echo early > "$tmp/early"
    fi
  done
  printf '\n'
} | "$tmp/example" "$M" waitk 2 > "$tmp/ex.out" 2>&1
check "example: output before the input ended" "$(cat "$tmp/early" 2>/dev/null)" "early"
check "example: wait-2 through a pipe" "$(cat "$tmp/ex.out")" "$(head -n 1 "$tmp/sim.hyp")"
printf 'not a checkpoint\n' > "$tmp/junk.xa"
t=$(cd "$tmp" && ./capi_test "$M" "$tmp/junk.xa" "$tmp/src" "$tmp/greedy.hyp" "$tmp/beam.hyp" 2>&1)
line=$(printf '%s\n' "$t" | tail -n 1)
printf '%s\n' "$t" | grep '^FAIL' | head -20
p=${line%% passed*}; f=${line#*passed, }; f=${f%% failed*}
case "$p$f" in *[!0-9]*|"") bad "capi_test gave no result: $t" ;; *) pass=$((pass + p)); fail=$((fail + f)) ;; esac
check "sessions translate as simulate.lua" "$(cat "$tmp/capi_stream.out")" "$(cat "$tmp/sim.hyp")"
e=$("$tmp/example" "$tmp/junk.xa" < /dev/null 2>&1); rc=$?
check "example: a bad model is an error" "$rc" "1"
has "example: the library's message" "$e" "xattn_model_load: "
e=$(head -c 5000 /dev/zero | tr '\0' a | "$tmp/example" "$M" 2>&1); rc=$?
check "example: a word too long for its buffer is an error" "$rc" "1"
has "example: says so" "$e" "a word longer than 4095 bytes"

# ---- make install into a temporary prefix -------------------------------------------------
P="$tmp/prefix"
make --no-print-directory install PREFIX="$P" BUILD="$BUILD" SAN="${SAN:-0}" > "$tmp/install.out" 2>&1 \
  || bad "make install failed: $(tail -5 "$tmp/install.out")"
for f in bin/xattn include/xattn.h lib/libxattn.a lib/libxattn.so.0.1.0 lib/pkgconfig/xattn.pc lib/lua/5.4/xattn.so \
         share/xattn/scripts/stream.lua share/xattn/scripts/train.lua share/xattn/configs/synth.json \
         share/xattn/data/synth/test.src share/xattn/data/kjv-en-es/train.en share/xattn/examples/example_stream.c \
         share/xattn/docs/embedding.md; do
  if [ -f "$P/$f" ]; then ok; else bad "make install did not install $f"; fi
done
check "libxattn.so links to the soname" "$(readlink "$P/lib/libxattn.so")" "libxattn.so.0"
check "the soname" "$(readelf -d "$P/lib/libxattn.so.0.1.0" | sed -n 's/.*SONAME.*\[\(.*\)\]/\1/p')" "libxattn.so.0"
exported=$(nm -D --defined-only "$P/lib/libxattn.so.0.1.0" | awk '$2 == "T" {print $3}' | sed 's/@.*//' | grep -v '^xattn_' | head -3)
check "only xattn_* is exported" "$exported" ""

# outside the tree, with pkg-config: shared, then static
mkdir -p "$tmp/outside"
cp "$P/share/xattn/examples/example_stream.c" "$tmp/outside/"
export PKG_CONFIG_PATH="$P/lib/pkgconfig"
check "pkg-config knows the version" "$(pkg-config --modversion xattn)" "0.1.0"
(
  cd "$tmp/outside" || exit 1
  # shellcheck disable=SC2086,SC2046
  cc $CFLAGS_T -o example example_stream.c $(pkg-config --cflags --libs xattn) 2> cc.err || { echo "shared build: $(head -3 cc.err)"; exit 1; }
  # shellcheck disable=SC2086,SC2046
  cc $CFLAGS_T -o example_static example_stream.c $(pkg-config --cflags xattn) "$P/lib/libxattn.a" \
     $(pkg-config --static --libs xattn | sed 's/-lxattn//') 2> cc.err || { echo "static build: $(head -3 cc.err)"; exit 1; }
) > "$tmp/outside.err" 2>&1 || bad "building outside the tree failed: $(cat "$tmp/outside.err")"
out=$(cd "$tmp/outside" && LD_LIBRARY_PATH="$P/lib" ./example "$M" < "$tmp/src" 2>&1) || bad "the installed example failed: $out"
check "example (pkg-config, shared): the translations" "$out" "$(cat "$tmp/sim.hyp")"
check "example (shared) uses the installed library" "$(cd "$tmp/outside" && LD_LIBRARY_PATH="$P/lib" ldd ./example | grep -c "$P/lib/libxattn.so.0")" "1"
out=$(cd "$tmp/outside" && ./example_static "$M" < "$tmp/src" 2>&1) || bad "the static example failed: $out"
check "example (static): the translations" "$out" "$(cat "$tmp/sim.hyp")"
# the complete example of docs/embedding.md, as a reader would build it
"$X" -e 'local t = io.open("docs/embedding.md"):read("a"); io.write(t:match("```c\n(.-)```"))' > "$tmp/outside/demo.c"
printf 'a dacaro sipa davoke\nthe bedi ledi a ducu\n' > "$tmp/demo.src"
"$X" scripts/translate.lua --model "$M" --input "$tmp/demo.src" --beam 5 > "$tmp/demo.beam" 2> /dev/null
printf 'a dacaro sipa davoke\n' > "$tmp/demo1.src"
"$X" scripts/simulate.lua --model "$M" --input "$tmp/demo1.src" --output "$tmp/demo.sim" > /dev/null 2>&1
# shellcheck disable=SC2086,SC2046
(cd "$tmp/outside" && cc $CFLAGS_T -o demo demo.c -Wl,-rpath,"$P/lib" $(pkg-config --cflags --libs xattn)) > "$tmp/demo.err" 2>&1 \
  || bad "docs/embedding.md's example does not build: $(head -5 "$tmp/demo.err")"
out=$(cd "$tmp/outside" && ./demo "$M" 2>&1) || bad "docs/embedding.md's example failed: $out"
check "docs example: beam translations" "$(printf '%s\n' "$out" | head -n 2)" "$(cat "$tmp/demo.beam")"
check "docs example: the streamed pieces make the simulated translation" \
  "$(printf '%s\n' "$out" | sed -n 3p | sed 's/\]\[//g; s/^\[//; s/\]$//')" "$(cat "$tmp/demo.sim")"
unset PKG_CONFIG_PATH

# the installed xattn from another directory: scripts, configs and data from share/xattn
mkdir -p "$tmp/elsewhere"
out=$(cd "$tmp/elsewhere" && "$P/bin/xattn" scripts/simulate.lua --model "$M" --input data/synth/test.src --max-sentences 2 2>&1) \
  || bad "installed simulate.lua from another directory failed: $out"
has "installed simulate.lua" "$out" "policy wait-2: 2 sentences"
out=$(cd "$tmp/elsewhere" && "$P/bin/xattn" scripts/train.lua --config configs/synth.json --save.dir runs --name t \
      --model.d 16 --model.heads 2 --model.ffn 32 --model.enc_layers 1 --model.dec_layers 1 --data.max_lines 50 \
      --train.max_updates 2 --valid.every 2 --valid.max_sentences 2 --test.max_sentences 2 --train.threads 1 2>&1) \
  || bad "installed train.lua --config configs/synth.json from another directory failed: $out"
if [ -f "$tmp/elsewhere/runs/t/checkpoint_last.xa" ]; then ok; else bad "the run was not written in the current directory"; fi
check "xattn.home() is share/xattn" "$(cd "$tmp/elsewhere" && "$P/bin/xattn" -e 'io.write(xattn.home())')" "$(cd "$P/share/xattn" && pwd -P)"
check "a script missing everywhere is still an error" "$(cd "$tmp/elsewhere" && "$P/bin/xattn" scripts/nope.lua > /dev/null 2>&1; echo $?)" "1"
if [ "${SAN:-0}" != 1 ]; then # stock lua5.4 cannot load a sanitizer build
  check "lua5.4 loads the installed module" "$(LUA_CPATH="$P/lib/lua/5.4/?.so" lua5.4 -e 'io.write(require("xattn").version)' 2>&1)" "0.1.0"
fi
finish
