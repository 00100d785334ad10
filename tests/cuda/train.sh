#!/usr/bin/env bash
# scripts/train.lua --train.device cuda with the emulated xattn ($BUILD-cuemu/xattn, whose
# "cuda" is the emulator of tests/cuda_emu/): the same loss curve, validation and test
# translations as on the CPU (the latent output layer too), a run saved on cuda resumed on
# the CPU, and the one-line
# error of a build or machine without a GPU. Run by tests/run.sh under make test CUDA=1.
# Last line: "N passed, N failed".
. "$(dirname "$0")/../host/lib.sh"
# GPU_X=build/xattn (a make CUDA=1 build) runs the same checks on a real GPU (docs/gpu.md); the
# checks of a machine without a device then hide it with CUDA_VISIBLE_DEVICES=
E=${GPU_X:-$BUILD-cuemu/xattn}
C="--data.dir data/synth --data.src src --data.tgt tgt --data.tokenize false --data.bpe 0
   --data.max_lines 120 --model.d 16 --model.heads 2 --model.ffn 32 --model.enc_layers 1
   --model.dec_layers 1 --train.max_tokens 300 --train.warmup 10 --train.lr 0.003 --train.clip 1
   --train.threads 1 --valid.every 3 --valid.max_sentences 3 --valid.beam 1 --log.every 1
   --test.max_sentences 3 --test.beam 2 --save.dir $tmp"
losses() { grep -E '^(update|valid)' "$1" | sed 's/| *[0-9.]* tok\/s.*//'; }

# the same run on each device
"$E" scripts/train.lua $C --train.max_updates 6 --name cpu > "$tmp/cpu.out" 2>&1 || bad "cpu run: $(tail -3 "$tmp/cpu.out")"
"$E" scripts/train.lua $C --train.max_updates 6 --name cuda --train.device cuda > "$tmp/cuda.out" 2>&1 \
  || bad "cuda run: $(tail -3 "$tmp/cuda.out")"
n=$(losses "$tmp/cpu.out" | wc -l)
if [ "$n" -ge 8 ]; then ok; else bad "the cpu run logged $n update and validation lines"; fi
check "the loss curve and validations on cuda are the CPU's" "$(losses "$tmp/cuda.out")" "$(losses "$tmp/cpu.out")"
check "the test translations are the CPU's" "$(cat "$tmp/cuda/test.hyp" 2>&1)" "$(cat "$tmp/cpu/test.hyp" 2>&1)"
has "the config records the device" "$(cat "$tmp/cuda/config.json")" '"device": "cuda"'

# 3 updates on cuda, resumed on the CPU to 6: the CPU run's updates 4 to 6
"$E" scripts/train.lua $C --train.max_updates 3 --name r --train.device cuda > "$tmp/r1.out" 2>&1 || bad "cuda part: $(tail -3 "$tmp/r1.out")"
"$E" scripts/train.lua $C --train.max_updates 6 --name r --resume --train.device cpu > "$tmp/r2.out" 2>&1 \
  || bad "resumed on the CPU: $(tail -3 "$tmp/r2.out")"
check "resumed on the CPU: updates 4 to 6 as the CPU run's" "$(losses "$tmp/r2.out" | grep -E '^update +[4-6] ')" \
  "$(losses "$tmp/cpu.out" | grep -E '^update +[4-6] ')"

# the latent output layer trains on cuda too (its kernels through the "latent" table)
"$E" scripts/train.lua $C --train.max_updates 3 --name lcpu --model.latent '{"K":3}' > "$tmp/lcpu.out" 2>&1 \
  || bad "latent cpu run: $(tail -3 "$tmp/lcpu.out")"
"$E" scripts/train.lua $C --train.max_updates 3 --name lcuda --model.latent '{"K":3}' --train.device cuda \
  > "$tmp/lcuda.out" 2>&1 || bad "latent cuda run: $(tail -3 "$tmp/lcuda.out")"
check "latent: the loss curve on cuda is the CPU's" "$(losses "$tmp/lcuda.out")" "$(losses "$tmp/lcpu.out")"
check "latent: the test translations are the CPU's" "$(cat "$tmp/lcuda/test.hyp" 2>&1)" "$(cat "$tmp/lcpu/test.hyp" 2>&1)"

# a build without CUDA (or a machine without a GPU): one line, exit 2, nothing written
user_error "--train.device cuda without a GPU" "--train.device cuda: not available" \
  env CUDA_EMU_DEVICES=0 CUDA_VISIBLE_DEVICES= "$E" scripts/train.lua $C --name none --train.device cuda
if [ -x "$BUILD/xattn" ] && ! "$BUILD/xattn" -e 'os.exit(require("xattn").cuda.available() and 0 or 1)'; then
  user_error "--train.device cuda in $BUILD" "--train.device cuda: not available" \
    "$X" scripts/train.lua $C --name none --train.device cuda
fi
user_error "an unknown device" "train.device" "$E" scripts/train.lua $C --name none --train.device tpu
finish
