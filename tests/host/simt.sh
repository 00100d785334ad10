#!/usr/bin/env bash
# wait-k training and scripts/simulate.lua end to end on a tiny model (seconds): the
# printed BLEU and latency lines, the instance log (one JSON line per sentence, as many
# word delays as prediction words), test-time wait-k, the full policy, clear errors.
BUILD=${BUILD:-build}
X="$BUILD/xattn"
tmp=$(mktemp -d)
trap "rm -rf $tmp" EXIT; [ -n "$KEEP" ] && trap - EXIT
pass=0; fail=0
ok() { pass=$((pass+1)); }
bad() { fail=$((fail+1)); echo "FAIL $1"; }
check() { if [ "$2" = "$3" ]; then ok; else bad "$1: got '$2', expected '$3'"; fi; }
has() { if printf '%s' "$2" | grep -qF -- "$3"; then ok; else bad "$1: output lacks '$3': $(printf '%s' "$2" | tail -3)"; fi; }

C="--data.dir data/synth --data.src src --data.tgt tgt --data.tokenize false --data.bpe 0
   --data.max_lines 120 --model.d 32 --model.heads 2 --model.ffn 64 --model.enc_layers 1
   --model.dec_layers 1 --train.max_tokens 400 --train.warmup 10 --train.lr 0.003
   --train.threads 1 --valid.every 4 --valid.max_sentences 8 --valid.beam 1 --log.every 1
   --test.max_sentences 8 --save.dir $tmp --train.max_updates 4"

out=$("$X" scripts/train.lua $C --model.encoder unidirectional --train.simt.policy waitk --train.simt.k 2 --name W 2>&1) || bad "wait-k training failed: $out"
has "wait-k test line" "$out" "(wait-2 greedy, 8 sentences"
head -n 6 data/synth/test.src > "$tmp/src"; head -n 6 data/synth/test.tgt > "$tmp/ref"
out=$("$X" scripts/simulate.lua --model "$tmp/W/checkpoint_best.xa" --input "$tmp/src" --ref "$tmp/ref" --log "$tmp/log" --output "$tmp/hyp" 2>&1) || bad "simulate failed: $out"
has "policy line" "$out" "policy wait-2: 6 sentences"
has "BLEU line" "$out" "BLEU = "
has "word latency" "$out" "word    AP "
has "reference AL" "$out" "(reference length)"
has "subword latency" "$out" "subword AP "
check "instance log lines" "$(wc -l < "$tmp/log")" "6"
check "hypothesis lines" "$(wc -l < "$tmp/hyp")" "6"
# every log line: as many word delays as prediction words
cat > "$tmp/check.lua" <<'LUA'
  local xa = require "xattn"
  local n = 0
  for line in io.lines(arg[1]) do
    local j = xa.json.decode(line)
    local w = 0
    for _ in j.prediction_words:gmatch("%S+") do w = w + 1 end
    local d = type(j.delays) == "table" and #j.delays or 0
    if w ~= d or j.prediction_length ~= w or j.source_length < 1 or not j.metric then n = n + 1 end
  end
  print(n)
LUA
res=$("$X" "$tmp/check.lua" "$tmp/log" 2>&1)
check "log lines consistent" "$res" "0"
out=$("$X" scripts/simulate.lua --model "$tmp/W/checkpoint_best.xa" --input "$tmp/src" --policy waitk --k 100 2>&1) || bad "test-time k failed: $out"
has "test-time wait-k" "$out" "policy wait-100: 6 sentences"
has "hypothesis AL without references" "$out" "(hypothesis length)"
out=$("$X" scripts/simulate.lua --model "$tmp/W/checkpoint_best.xa" --input "$tmp/src" --policy full 2>&1) || bad "full policy failed: $out"
has "full policy" "$out" "policy full: 6 sentences"

# a bidirectional model: full runs, wait-k is a clear error; bad arguments
"$X" scripts/train.lua $C --name B > /dev/null 2>&1 || bad "bidirectional training failed"
out=$("$X" scripts/simulate.lua --model "$tmp/B/checkpoint_best.xa" --input "$tmp/src" --policy full 2>&1) && ok || bad "full on bidirectional: $out"
out=$("$X" scripts/simulate.lua --model "$tmp/B/checkpoint_best.xa" --input "$tmp/src" --policy waitk --k 3 2>&1); rc=$?
check "bidirectional wait-k exit" "$rc" "1"; has "bidirectional wait-k message" "$out" "bidirectional"
out=$("$X" scripts/simulate.lua --model "$tmp/W/checkpoint_best.xa" 2>&1); rc=$?
check "missing input exit" "$rc" "1"; has "missing input message" "$out" "--model and --input are required"
out=$("$X" scripts/simulate.lua --model "$tmp/W/checkpoint_best.xa" --input "$tmp/src" --k x 2>&1); has "bad k" "$out" "--k needs a number"
out=$("$X" scripts/train.lua $C --train.simt.policy waitk --name E 2>&1); rc=$?
check "wait-k with bidirectional encoder exit" "$rc" "1"; has "wait-k config message" "$out" "needs model.encoder = \"unidirectional\""
echo "$pass passed, $fail failed"
