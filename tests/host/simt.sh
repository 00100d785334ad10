#!/usr/bin/env bash
# wait-k training and scripts/simulate.lua end to end on a tiny model (seconds): the
# printed BLEU and latency lines, the instance log (one JSON line per sentence, as many
# word delays as prediction words), test-time wait-k, the full policy, clear errors.
. "$(dirname "$0")/lib.sh"

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
user_error "bidirectional wait-k" "--policy waitk needs a model with a unidirectional encoder" "$X" scripts/simulate.lua --model "$tmp/B/checkpoint_best.xa" --input "$tmp/src" --policy waitk --k 3
user_error "missing input" "--input is required" "$X" scripts/simulate.lua --model "$tmp/W/checkpoint_best.xa"
user_error "bad k" "--k: must be an integer >= 1, got 'x'" "$X" scripts/simulate.lua --model "$tmp/W/checkpoint_best.xa" --input "$tmp/src" --k x
user_error "k without waitk" "--k goes with --policy waitk" "$X" scripts/simulate.lua --model "$tmp/W/checkpoint_best.xa" --input "$tmp/src" --policy full --k 2
user_error "bad policy" "--policy: must be waitk, gma, full or schedule, got 'wiatk'" "$X" scripts/simulate.lua --model "$tmp/W/checkpoint_best.xa" --input "$tmp/src" --policy wiatk
: > "$tmp/empty"
user_error "simulate empty input" "is empty: nothing to simulate" "$X" scripts/simulate.lua --model "$tmp/W/checkpoint_best.xa" --input "$tmp/empty"
user_error "wait-k with bidirectional encoder" "--train.simt.policy: \"waitk\" needs model.encoder = \"unidirectional\"" "$X" scripts/train.lua $C --train.simt.policy waitk --name E
# GMA: training with a GMA cross-attention, the GMA policy (default for such a model),
# test-time delta, and the latency-quality curve script over both models
out=$("$X" scripts/train.lua $C --model.encoder unidirectional --model.cross '{"family": "gma", "delta": 1}' --name G 2>&1) || bad "GMA training failed: $out"
out=$("$X" scripts/simulate.lua --model "$tmp/G/checkpoint_best.xa" --input "$tmp/src" --ref "$tmp/ref" 2>&1) || bad "GMA simulate failed: $out"
has "GMA policy by default" "$out" "policy gma: 6 sentences"
out=$("$X" scripts/simulate.lua --model "$tmp/G/checkpoint_best.xa" --input "$tmp/src" --delta 1000 2>&1) || bad "GMA delta failed: $out"
has "GMA with a huge delta reads everything" "$out" "AP 1.000"
user_error "gma on a wait-k model" "needs a model with GMA cross-attention" "$X" scripts/simulate.lua --model "$tmp/W/checkpoint_best.xa" --input "$tmp/src" --policy gma
# --policy schedule: the wait-k run replayed from its own log is the same run; the GMA
# run's schedule drives the wait-k model; which GMA layer set the reads
"$X" scripts/simulate.lua --model "$tmp/W/checkpoint_best.xa" --input "$tmp/src" --log "$tmp/w.log" --output "$tmp/w.hyp" > /dev/null 2>&1 || bad "wait-k with --log"
"$X" scripts/simulate.lua --model "$tmp/W/checkpoint_best.xa" --input "$tmp/src" --policy schedule --schedule "$tmp/w.log" \
  --log "$tmp/w2.log" --output "$tmp/w2.hyp" > "$tmp/w2.out" 2>&1 || bad "schedule replay: $(tail -2 "$tmp/w2.out")"
check "schedule replay: the translations" "$(cat "$tmp/w2.hyp")" "$(cat "$tmp/w.hyp")"
delays() { lua_out "$X" 'for l in io.lines(arg[1]) do local x = xattn.json.decode(l) print(x.index, table.concat(x.delays_subword, ","), table.concat(x.visible_subword, ",")) end' "$1"; }
check "schedule replay: the reads and what the decoder saw" "$(delays "$tmp/w2.log")" "$(delays "$tmp/w.log")"
"$X" scripts/simulate.lua --model "$tmp/G/checkpoint_best.xa" --input "$tmp/src" --log "$tmp/g.log" > "$tmp/g.out" 2>&1 || bad "gma with --log"
has "GMA layers line" "$(cat "$tmp/g.out")" "GMA layers ("
out=$("$X" scripts/simulate.lua --model "$tmp/G/checkpoint_best.xa" --input "$tmp/src" --gma-layers last 2>&1) || bad "--gma-layers last: $out"
has "--gma-layers last" "$out" "policy gma(last layer): 6 sentences"
user_error "--gma-layers bad" "--gma-layers: all, last or decoder layers like 2,3; got 'x'" "$X" scripts/simulate.lua --model "$tmp/G/checkpoint_best.xa" --input "$tmp/src" --gma-layers x
user_error "--gma-layers beyond the decoder" "--gma-layers: layer 9, but" "$X" scripts/simulate.lua --model "$tmp/G/checkpoint_best.xa" --input "$tmp/src" --gma-layers 9
user_error "--gma-layers with wait-k" "--gma-layers goes with --policy gma" "$X" scripts/simulate.lua --model "$tmp/W/checkpoint_best.xa" --input "$tmp/src" --policy waitk --gma-layers last
out=$("$X" scripts/simulate.lua --model "$tmp/W/checkpoint_best.xa" --input "$tmp/src" --policy schedule --schedule "$tmp/g.log" 2>&1) \
  || bad "wait-k model on the GMA schedule: $out"
has "wait-k model on the GMA schedule" "$out" "policy schedule: 6 sentences"
user_error "schedule without its log" "--policy schedule and --schedule LOG go together" "$X" scripts/simulate.lua --model "$tmp/W/checkpoint_best.xa" --input "$tmp/src" --policy schedule
echo '{"index": 0}' > "$tmp/bad.log"
user_error "a schedule log without visible_subword" "line 1: not an instance log line" "$X" scripts/simulate.lua --model "$tmp/W/checkpoint_best.xa" --input "$tmp/src" --policy schedule --schedule "$tmp/bad.log"
head -n 2 "$tmp/w.log" > "$tmp/short.log"
user_error "a schedule log for fewer sentences" "has no sentence 3 (index 2) of the 6" "$X" scripts/simulate.lua --model "$tmp/W/checkpoint_best.xa" --input "$tmp/src" --policy schedule --schedule "$tmp/short.log"
out=$("$X" scripts/curve.lua --model "$tmp/W/checkpoint_best.xa" --policy waitk --values 1,3 --model "$tmp/G/checkpoint_best.xa" --policy gma --values 0.5,2 --full "$tmp/B/checkpoint_best.xa" --input "$tmp/src" --ref "$tmp/ref" --out "$tmp/curve" 2>&1) || bad "curve failed: $out"
has "curve wait-k point" "$out" "k=3"
has "curve gma point" "$out" "delta=2"
has "curve full line" "$out" "full sentence BLEU"
for f in curve.json bleu_al.svg reads_1.svg reads_2.svg gma_2_0.5.svg gma_2_2.svg; do
  if [ -s "$tmp/curve/$f" ]; then ok; else bad "curve did not write $f"; fi
done
# a GMA series whose reads follow the last layer: its point is simulate.lua --gma-layers last's
"$X" scripts/curve.lua --model "$tmp/G/checkpoint_best.xa" --policy gma-last --values 2 --input "$tmp/src" --ref "$tmp/ref" \
  --out "$tmp/curve_last" > "$tmp/cl.out" 2>&1 || bad "curve gma-last: $(tail -2 "$tmp/cl.out")"
has "curve gma-last series" "$(cat "$tmp/cl.out")" "GMA (last layer's reads)"
"$X" scripts/simulate.lua --model "$tmp/G/checkpoint_best.xa" --input "$tmp/src" --ref "$tmp/ref" --gma-layers last --delta 2 \
  --json "$tmp/sl.json" > /dev/null 2>&1 || bad "simulate --gma-layers last --delta 2"
pt=$(lua_out "$X" 'local p = xattn.json.read(arg[1]).series[1].points[1] print(("%.6f %.6f"):format(p.bleu, p.AL))' "$tmp/curve_last/curve.json")
sl=$(lua_out "$X" 'local j = xattn.json.read(arg[1]) print(("%.6f %.6f"):format(j.bleu.score, j.word.AL))' "$tmp/sl.json")
check "curve gma-last point = simulate --gma-layers last" "$pt" "$sl"
cat > "$tmp/curve.lua" <<'LUA'
  local xa = require "xattn"
  local j = xa.json.read(arg[1])
  local s1, s2 = j.series[1], j.series[2]
  -- AL grows with k; every point has every metric
  local ok = #s1.points == 2 and #s2.points == 2 and s1.points[1].AL <= s1.points[2].AL
             and j.full and j.full.bleu ~= nil
  for _, s in ipairs(j.series) do for _, p in ipairs(s.points) do
    for _, m in ipairs{"bleu", "AP", "AL", "AL_hyp", "LAAL", "DAL", "CW", "CW13"} do ok = ok and type(p[m]) == "number" end
  end end
  print(ok)
LUA
check "curve.json consistent" "$("$X" "$tmp/curve.lua" "$tmp/curve/curve.json" 2>&1)" "true"
# --label: two series with one label are one line, every point marked with its k
out=$("$X" scripts/curve.lua --model "$tmp/W/checkpoint_best.xa" --policy waitk --values 1 --label "wait-k per k" --model "$tmp/W/checkpoint_best.xa" --policy waitk --values 3 --label "wait-k per k" --model "$tmp/G/checkpoint_best.xa" --policy gma --values 1 --input "$tmp/src" --ref "$tmp/ref" --out "$tmp/curvel" 2>&1) || bad "curve --label failed: $out"
svg=$(cat "$tmp/curvel/bleu_al.svg")
check "curve --label: one line for the labelled series, one for GMA" "$(grep -o '<polyline' <<<"$svg" | wc -l)" "1"
has "curve --label in the legend" "$svg" ">wait-k per k</text>"
has "curve point label k=3" "$svg" ">k=3</text>"
has "curve point label delta" "$svg" ">δ=1</text>"
echo 'local j = require("xattn").json.read(arg[1]); print(j.series[1].label, j.series[2].label, j.series[3].label)' > "$tmp/labels.lua"
check "curve --label in curve.json" "$("$X" "$tmp/labels.lua" "$tmp/curvel/curve.json" 2>&1)" "$(printf 'wait-k per k\twait-k per k\tnil')"
user_error "curve label before model" "--label must follow a --model" "$X" scripts/curve.lua --label x --input "$tmp/src" --ref "$tmp/ref"
user_error "curve without policy" "needs --policy and --values" "$X" scripts/curve.lua --model "$tmp/W/checkpoint_best.xa" --values 1 --input "$tmp/src" --ref "$tmp/ref"
user_error "curve policy before model" "--policy must follow a --model" "$X" scripts/curve.lua --policy waitk --input "$tmp/src" --ref "$tmp/ref"
user_error "curve wait-k value" "wait-k values must be integers >= 1, got 1.5" "$X" scripts/curve.lua --model "$tmp/W/checkpoint_best.xa" --policy waitk --values 1,1.5 --input "$tmp/src" --ref "$tmp/ref" --out "$tmp/c2"
user_error "curve gma on a wait-k model" "the model has no GMA cross-attention" "$X" scripts/curve.lua --model "$tmp/W/checkpoint_best.xa" --policy gma --values 1 --input "$tmp/src" --ref "$tmp/ref" --out "$tmp/c2"
# --out is checked before any point is computed (a file where the directory should be)
user_error "curve on a bidirectional model" "series 1: $tmp/B/checkpoint_best.xa has a bidirectional encoder" "$X" scripts/curve.lua --model "$tmp/B/checkpoint_best.xa" --policy waitk --values 1 --input "$tmp/src" --ref "$tmp/ref" --out "$tmp/c2"
user_error "curve --out is a file" "--out: '$tmp/src' exists and is not a directory" "$X" scripts/curve.lua --model "$tmp/W/checkpoint_best.xa" --policy waitk --values 1,3 --input "$tmp/src" --ref "$tmp/ref" --out "$tmp/src"
user_error "curve empty input" "is empty: no curve to draw" "$X" scripts/curve.lua --model "$tmp/W/checkpoint_best.xa" --policy waitk --values 1 --input "$tmp/empty" --ref "$tmp/empty" --out "$tmp/c2"

finish
