#!/usr/bin/env bash
# The decoding scripts with --device cuda, run with the emulated xattn ($BUILD-cuemu/xattn):
# translate.lua (greedy, beam, n-best, mask-predict), distill.lua, simulate.lua (wait-k, GMA), curve.lua,
# align.lua and analyze.lua write the lines and the metrics of a CPU run of the same models
# (trained here on the CPU); bench.lua measures on the device; a device that cannot be used
# is a one-line error before any work. Run by tests/run.sh under
# make test CUDA=1. Last line: "N passed, N failed".
. "$(dirname "$0")/../host/lib.sh"
# GPU_X=build/xattn (a make CUDA=1 build) runs the same checks on a real GPU (docs/gpu.md); the
# checks of a machine without a device then hide it with CUDA_VISIBLE_DEVICES=
E=${GPU_X:-$BUILD-cuemu/xattn}
C="--data.dir data/synth --data.src src --data.tgt tgt --data.tokenize false --data.bpe 0
   --data.max_lines 200 --model.d 16 --model.heads 2 --model.ffn 32 --model.enc_layers 1
   --model.dec_layers 1 --train.max_tokens 400 --train.warmup 20 --train.lr 0.005 --train.threads 1
   --train.max_updates 120 --valid.every 1000 --valid.max_sentences 2 --valid.beam 1 --log.every 60
   --data.test none --save.dir $tmp"
C=$(echo $C)
"$E" scripts/train.lua $C --name bi > "$tmp/bi.out" 2>&1 || bad "training bi: $(tail -3 "$tmp/bi.out")"
"$E" scripts/train.lua $C --name wk --model.encoder unidirectional --train.simt.policy waitk --train.simt.k 2 \
  > "$tmp/wk.out" 2>&1 || bad "training wk: $(tail -3 "$tmp/wk.out")"
"$E" scripts/train.lua $C --name gm --model.encoder unidirectional --model.cross '{"family":"gma","delta":1}' \
  > "$tmp/gm.out" 2>&1 || bad "training gm: $(tail -3 "$tmp/gm.out")"
head -n 8 data/synth/test.src > "$tmp/in.src"
head -n 8 data/synth/test.tgt > "$tmp/in.tgt"

# translate.lua: the same lines on either device
for b in 1 3; do
  "$E" scripts/translate.lua --model "$tmp/bi/checkpoint_last.xa" --input "$tmp/in.src" --beam $b --nbest $b \
    --device cpu > "$tmp/t.cpu" 2> /dev/null || bad "translate cpu beam $b"
  "$E" scripts/translate.lua --model "$tmp/bi/checkpoint_last.xa" --input "$tmp/in.src" --beam $b --nbest $b \
    --device cuda > "$tmp/t.cuda" 2> "$tmp/t.err" || bad "translate cuda beam $b: $(cat "$tmp/t.err")"
  check "translate.lua --beam $b --nbest $b: cuda = cpu" "$(cat "$tmp/t.cuda")" "$(cat "$tmp/t.cpu")"
done
n=$(sort -u "$tmp/t.cpu" | wc -l)
[ "$n" -ge 4 ] && ok || bad "the translations are too uniform to compare ($n distinct lines)"
# distill.lua: the teacher's beam search on either device writes the same lines
for d in cpu cuda; do
  "$E" scripts/distill.lua --teacher "$tmp/bi/checkpoint_last.xa" --input "$tmp/in.src" --output "$tmp/dis.$d" \
    --beam 3 --batch 3 --device $d 2> "$tmp/dis.$d.err" || bad "distill $d: $(tail -2 "$tmp/dis.$d.err")"
done
check "distill.lua: cuda = cpu" "$(cat "$tmp/dis.cuda" 2>&1)" "$(cat "$tmp/dis.cpu" 2>&1)"
check "distill.lua: a line per input" "$(wc -l < "$tmp/dis.cuda")" "8"
# a CMLM: mask-predict on the device
"$E" scripts/train.lua $C --name cm --model.arch cmlm --train.max_updates 60 > "$tmp/cm.out" 2>&1 \
  || bad "training cm: $(tail -3 "$tmp/cm.out")"
head -n 3 "$tmp/in.src" > "$tmp/in3.src"
for d in cpu cuda; do
  "$E" scripts/translate.lua --model "$tmp/cm/checkpoint_last.xa" --input "$tmp/in3.src" --iterations 2 \
    --length-beam 2 --nbest 2 --device $d > "$tmp/m.$d" 2> "$tmp/m.$d.err" || bad "mask-predict $d: $(cat "$tmp/m.$d.err")"
done
check "translate.lua, a CMLM (mask-predict): cuda = cpu" "$(cat "$tmp/m.cuda")" "$(cat "$tmp/m.cpu")"
check "translate.lua, a CMLM: 2 lines per input" "$(wc -l < "$tmp/m.cuda")" "6"

# simulate.lua: the hypotheses and the latency (not the computation-aware figures: the
# emulated device is slow) of each policy
lat() { grep -E '^(BLEU|word|subword)' "$1"; }
for m in wk gm; do
  for d in cpu cuda; do
    "$E" scripts/simulate.lua --model "$tmp/$m/checkpoint_last.xa" --input "$tmp/in.src" --ref "$tmp/in.tgt" \
      --output "$tmp/s.$m.$d" --device $d > "$tmp/s.$m.$d.out" 2>&1 || bad "simulate $m $d: $(tail -3 "$tmp/s.$m.$d.out")"
  done
  check "simulate.lua $m: cuda hypotheses = cpu" "$(cat "$tmp/s.$m.cuda")" "$(cat "$tmp/s.$m.cpu")"
  check "simulate.lua $m: cuda BLEU and latency = cpu" "$(lat "$tmp/s.$m.cuda.out")" "$(lat "$tmp/s.$m.cpu.out")"
done

# curve.lua: the points' BLEU and latency
for d in cpu cuda; do
  "$E" scripts/curve.lua --model "$tmp/wk/checkpoint_last.xa" --policy waitk --values 1,3 \
    --input "$tmp/in.src" --ref "$tmp/in.tgt" --out "$tmp/curve.$d" --device $d > "$tmp/c.$d.out" 2>&1 \
    || bad "curve $d: $(tail -3 "$tmp/c.$d.out")"
done
pts() { lua_out "$E" 'local r = xattn.json.read(arg[1]) for _, p in ipairs(r.series[1].points) do
  print(p.value, p.bleu, p.AL, p.DAL, p.CW) end' "$1/curve.json"; }
check "curve.lua: cuda points = cpu" "$(pts "$tmp/curve.cuda")" "$(pts "$tmp/curve.cpu")"

# align.lua and analyze.lua (forced decoding, AER, entropies; analyze translates too) of a
# GMM model with two decoder layers
"$E" scripts/train.lua $C --name g --model.dec_layers 2 --model.cross '{"family":"gmm","K":2}' > "$tmp/g.out" 2>&1 \
  || bad "training g: $(tail -3 "$tmp/g.out")"
head -n 8 data/synth/test.align > "$tmp/in.align"
for d in cpu cuda; do
  "$E" scripts/align.lua --checkpoint "$tmp/g/checkpoint_last.xa" --src "$tmp/in.src" --tgt "$tmp/in.tgt" \
    --gold "$tmp/in.align" --out "$tmp/al.$d" --device $d > "$tmp/al.$d.out" 2>&1 || bad "align $d: $(tail -3 "$tmp/al.$d.out")"
  "$E" scripts/analyze.lua --checkpoint "$tmp/g/checkpoint_last.xa" --src "$tmp/in.src" --tgt "$tmp/in.tgt" \
    --gold "$tmp/in.align" --out "$tmp/an.$d" --device $d > "$tmp/an.$d.out" 2>&1 || bad "analyze $d: $(tail -3 "$tmp/an.$d.out")"
done
check "align.lua: cuda alignments = cpu" "$(cat "$tmp/al.cuda")" "$(cat "$tmp/al.cpu")"
check "align.lua: cuda AER = cpu" "$(grep AER "$tmp/al.cuda.out")" "$(grep AER "$tmp/al.cpu.out")"
summary() { grep -v -E 'aligned .* in |wrote ' "$1"; }
check "analyze.lua: cuda report = cpu" "$(summary "$tmp/an.cuda.out")" "$(summary "$tmp/an.cpu.out")"

# one-line errors, before any work
user_error "translate.lua --device cuda without a GPU" "--device cuda: not available" \
  env CUDA_EMU_DEVICES=0 CUDA_VISIBLE_DEVICES= "$E" scripts/translate.lua --model "$tmp/bi/checkpoint_last.xa" --input "$tmp/in.src" --device cuda
user_error "distill.lua --device cuda without a GPU" "--device cuda: not available" \
  env CUDA_EMU_DEVICES=0 CUDA_VISIBLE_DEVICES= "$E" scripts/distill.lua --teacher "$tmp/bi/checkpoint_last.xa" \
  --input "$tmp/in.src" --output "$tmp/dis.none" --device cuda
user_error "simulate.lua --device cuda without a GPU" "--device cuda: not available" \
  env CUDA_EMU_DEVICES=0 CUDA_VISIBLE_DEVICES= "$E" scripts/simulate.lua --model "$tmp/wk/checkpoint_last.xa" --input "$tmp/in.src" --device cuda
user_error "an unknown device" "--device" "$E" scripts/translate.lua --model "$tmp/bi/checkpoint_last.xa" --input "$tmp/in.src" --device tpu
if [ -x "$BUILD/xattn" ] && ! "$BUILD/xattn" -e 'os.exit(xattn.cuda.available() and 0 or 1)'; then
  user_error "--device cuda in $BUILD (no GPU here)" "--device cuda: not available" \
    "$X" scripts/translate.lua --model "$tmp/bi/checkpoint_last.xa" --input "$tmp/in.src" --device cuda
fi

# the latent output layer (its kernels on the device)
"$E" scripts/train.lua $C --name lat --train.max_updates 60 --model.latent '{"K":3}' > /dev/null 2>&1 || bad "training lat"
for d in cpu cuda; do
  "$E" scripts/translate.lua --model "$tmp/lat/checkpoint_last.xa" --input "$tmp/in.src" --beam 2 --device $d \
    > "$tmp/l.$d" 2> "$tmp/l.$d.err" || bad "translate latent $d: $(cat "$tmp/l.$d.err")"
done
check "translate.lua, the latent layer: cuda = cpu" "$(cat "$tmp/l.cuda")" "$(cat "$tmp/l.cpu")"

# bench.lua --device cuda: every figure measured on the device (a tiny model: a smoke test of
# the script, not a benchmark); NAT vs AT on the device scores the CPU's BLEU
"$E" scripts/bench.lua --tiny --device cuda --steps 1 --beam 2 --overheads gmm --json "$tmp/bench.json" \
  > "$tmp/bench.out" 2>&1 || bad "bench.lua --device cuda: $(tail -3 "$tmp/bench.out")"
got=$(lua_out "$E" 'local r = xattn.json.read(arg[1])
  local function pos(k) return type(r[k]) == "number" and r[k] > 0 and "" or (" " .. k .. "?") end
  print(r.device .. pos("train_target_tokens_per_s") .. pos("peak_device_mb") .. pos("greedy_sentences_per_s")
    .. pos("beam_sentences_per_s") .. pos("stream_ms_per_token") .. pos("copy_gbps_64mib") .. pos("sgemm_gflops")
    .. pos("overhead_gmm") .. (r.matmul_vs_sgemm and " matmul_vs_sgemm (a CPU figure)?" or ""))' "$tmp/bench.json")
check "bench.lua --device cuda: the figures" "$got" "cuda"
for d in cpu cuda; do
  "$E" scripts/bench.lua --at "$tmp/bi/checkpoint_last.xa" --cmlm "$tmp/cm/checkpoint_last.xa" --input "$tmp/in3.src" \
    --ref "$tmp/in3.src" --iterations 2 --length-beam 2 --at-beam 2 --batch 2 --device $d --json "$tmp/nat.$d.json" \
    > "$tmp/nat.$d.out" 2>&1 || bad "bench.lua NAT vs AT $d: $(tail -3 "$tmp/nat.$d.out")"
done
bleus() { lua_out "$E" 'local r = xattn.json.read(arg[1]) for _, s in ipairs(r.nat.settings) do print(s.name, s.bleu) end' "$1"; }
check "bench.lua NAT vs AT: cuda BLEU = cpu" "$(bleus "$tmp/nat.cuda.json")" "$(bleus "$tmp/nat.cpu.json")"
user_error "bench.lua --device cuda without a GPU" "--device cuda: not available" \
  env CUDA_EMU_DEVICES=0 CUDA_VISIBLE_DEVICES= "$E" scripts/bench.lua --tiny --device cuda
finish
