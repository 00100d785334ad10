#!/usr/bin/env bash
# Streaming-evaluation extras end to end on a tiny GMA model (seconds): simulate.lua's
# computation-aware lines, signatures, configuration hash and JSON; rescore.lua on its
# instance log (same numbers as the decode, char units, another reference, a prefix, the
# staircase in text and SVG), the sanity warnings and clear errors.
. "$(dirname "$0")/lib.sh"

C="--data.dir data/synth --data.src src --data.tgt tgt --data.tokenize false --data.bpe 0
   --data.max_lines 120 --model.d 32 --model.heads 2 --model.ffn 64 --model.enc_layers 1
   --model.dec_layers 1 --train.max_tokens 400 --train.warmup 10 --train.lr 0.003
   --train.threads 1 --valid.every 4 --valid.max_sentences 8 --valid.beam 1 --log.every 1
   --test.max_sentences 8 --save.dir $tmp --train.max_updates 4"
"$X" scripts/train.lua $C --model.encoder unidirectional --model.cross '{"family": "gma", "delta": 1}' --name G > "$tmp/train.out" 2>&1 || bad "GMA training failed: $(tail -3 "$tmp/train.out")"
M="$tmp/G/checkpoint_best.xa"
head -n 6 data/synth/test.src > "$tmp/src"; head -n 6 data/synth/test.tgt > "$tmp/ref"

out=$("$X" scripts/simulate.lua --model "$M" --input "$tmp/src" --ref "$tmp/ref" --log "$tmp/log" --json "$tmp/m.json" --source-interval-ms 200 --batch 1 2>&1) || bad "simulate failed: $out"
has "CA line" "$out" "computation-aware (200 ms per source unit): AL_CA "
has "word signature" "$out" "signature: xattn:"
has "signature names AP and AL" "$out" "|unit:word|AP:ref|AL:ref|LAAL:max|DAL:hyp|CW:gma|CW13:eq13|reflen:split|empty:skip|CA:200ms"
has "BLEU signature" "$out" "signature: nrefs:1|"
has "config hash" "$out" "config hash "
has "batch and steps" "$out" "batch 1, "
lacks "no warnings on clean references" "$out" "warning:"
hash=$(printf '%s\n' "$out" | sed -n 's/^config hash \([0-9a-f]*\)$/\1/p')
check "config hash is 16 hex digits" "${#hash}" "16"
cat > "$tmp/json.lua" <<'LUA'
  local xa = require "xattn"
  local j = xa.json.read(arg[1])
  local l = io.open(arg[2]):read("l")
  local e = xa.json.decode(l)
  print(j.word.signature ~= nil and j.word.AL_CA ~= nil and j.subword.AL_CA_ms ~= nil and j.config_hash == arg[3]
        and e.config_hash == arg[3] and #e.elapsed == #e.delays and #e.elapsed_subword == #e.delays_subword
        and #e.source_words == e.source_length and j.word.definitions.CW ~= nil)
LUA
check "metrics JSON and log fields" "$("$X" "$tmp/json.lua" "$tmp/m.json" "$tmp/log" "$hash" 2>&1)" "true"
# SimulEval's words by default: the log says so and carries the tokenised words too
has "simulate names the word units" "$out" "|delays:read|arrive:raw|wunit:raw"
# the conventions as options: each named in the signatures
o2=$("$X" scripts/simulate.lua --model "$M" --input "$tmp/src" --ref "$tmp/ref" --batch 1 --word-units tokens \
      --ref-count xattn --empty zero --delays attended 2>&1) || bad "simulate with options failed: $o2"
has "--word-units tokens" "$o2" "|arrive:tok|wunit:tok"
has "--ref-count xattn" "$o2" "|reflen:tok|"
has "--empty zero" "$o2" "|empty:zero|"
has "--delays attended" "$o2" "|delays:attended|"
o2=$("$X" scripts/rescore.lua "$tmp/log" --ref-count xattn --empty zero 2>&1) || bad "rescore with options failed: $o2"
has "rescore --ref-count xattn" "$o2" "|reflen:tok|"
has "rescore --empty zero" "$o2" "|empty:zero|"
user_error "rescore --word-units bad" "--word-units" "$X" scripts/rescore.lua "$tmp/log" --word-units words
cat > "$tmp/units.lua" <<'LUA'
  local xa = require "xattn"
  local e = xa.json.decode(io.open(arg[1]):read("l"))
  local n = 0
  for _ in e.prediction:gmatch("%S+") do n = n + 1 end
  print(e.word_units == "raw" and #e.delays == n and e.source_length == #e.source_words
        and type(e.words_tok) == "table" and #e.words_tok.delays == e.words_tok.prediction_length)
LUA
check "log in raw words, tokenised words beside" "$("$X" "$tmp/units.lua" "$tmp/log" 2>&1)" "true"

# re-scoring the log gives the decode's numbers (the plain line is identical)
r=$("$X" scripts/rescore.lua "$tmp/log" --source-interval-ms 200 2>&1) || bad "rescore failed: $r"
check "rescore = simulate (word)" "$(printf '%s\n' "$r" | grep '^word ')" "$(printf '%s\n' "$out" | grep '^word ')"
check "rescore = simulate (BLEU)" "$(printf '%s\n' "$r" | grep '^BLEU')" "$(printf '%s\n' "$out" | grep '^BLEU')"
has "rescore names the decoding run" "$r" "config hash $hash (decoding run); rescore hash "
has "rescore signature: SimulEval's reference words" "$r" "|unit:word|AP:ref|AL:ref|LAAL:max|DAL:hyp|CW:gma|CW13:eq13|reflen:split|empty:skip|CA:200ms|arrive:raw|wunit:raw"
r=$("$X" scripts/rescore.lua "$tmp/log" --unit subword 2>&1)
check "rescore = simulate (subword)" "$(printf '%s\n' "$r" | grep '^subword ')" "$(printf '%s\n' "$out" | grep '^subword ')"
r=$("$X" scripts/rescore.lua "$tmp/log" --unit all --max-sentences 3 --json "$tmp/r.json" 2>&1) || bad "rescore all failed: $r"
has "prefix" "$r" "rescored 3 of 6 sentences"
has "char units" "$r" "sentences, char level"
has "char signature" "$r" "|unit:char|"
[ -s "$tmp/r.json" ] && ok || bad "rescore --json wrote nothing"
# another reference: the same reference file with one line changed changes BLEU
sed '1s/.*/completely different words here/' "$tmp/ref" > "$tmp/ref2"
r=$("$X" scripts/rescore.lua "$tmp/log" --ref "$tmp/ref2" 2>&1) || bad "rescore --ref failed: $r"
has "other reference" "$r" "against $tmp/ref2"
lacks "other reference changes BLEU" "$(printf '%s\n' "$r" | grep '^BLEU')" "$(printf '%s\n' "$out" | grep '^BLEU')"
# the staircase of sentence 2, text and SVG
r=$("$X" scripts/rescore.lua "$tmp/log" --show 2 --svg "$tmp/s.svg" 2>&1) || bad "rescore --show failed: $r"
has "staircase rows" "$r" "│█"
grep -q "<svg" "$tmp/s.svg" && ok || bad "staircase SVG not written"

# sanity checks: BPE markers in the reference, sources that were not decoded, counts
sed '1s/ /@@ /' "$tmp/ref" > "$tmp/refbpe"
r=$("$X" scripts/rescore.lua "$tmp/log" --ref "$tmp/refbpe" 2>&1)
has "BPE warning" "$r" "warning: 1 of 6 references contain BPE markers"
r=$("$X" scripts/rescore.lua "$tmp/log" --ref "$tmp/refbpe" --no-checks 2>&1)
lacks "--no-checks" "$r" "warning:"
out=$("$X" scripts/simulate.lua --model "$M" --input "$tmp/src" --ref "$tmp/refbpe" 2>&1)
has "simulate BPE warning" "$out" "warning: 1 of 6 references contain BPE markers"
head -n 6 data/synth/test.tgt > "$tmp/notsrc"
r=$("$X" scripts/rescore.lua "$tmp/log" --source "$tmp/notsrc" 2>&1)
has "source warning" "$r" "warning: 6 sources differ from the ones decoded"
head -n 7 data/synth/test.tgt > "$tmp/ref7"
r=$("$X" scripts/rescore.lua "$tmp/log" --ref "$tmp/ref7" 2>&1)
has "count warning" "$r" "warning: 6 hypotheses but 7 references"
r=$("$X" scripts/rescore.lua "$tmp/log" --unit subword --ref "$tmp/ref2" --model "$M" 2>&1) || bad "subword with another reference and --model: $r"
has "subword with --model" "$r" "subword level"

# errors
user_error "no log" "LOG is required" "$X" scripts/rescore.lua
user_error "missing log" "LOG: '$tmp/nothere' does not exist" "$X" scripts/rescore.lua "$tmp/nothere"
user_error "two logs" "unexpected argument '$tmp/log'" "$X" scripts/rescore.lua "$tmp/log" "$tmp/log"
user_error "bad unit" "--unit: must be word, subword, char or all, got 'bytes'" "$X" scripts/rescore.lua "$tmp/log" --unit bytes
user_error "subword needs model" "need the model's preprocessing (--model)" "$X" scripts/rescore.lua "$tmp/log" --unit subword --ref "$tmp/ref2"
user_error "bad --show" "--show 99: the log has 6 sentences" "$X" scripts/rescore.lua "$tmp/log" --show 99
user_error "--svg without --show" "--svg needs --show N" "$X" scripts/rescore.lua "$tmp/log" --svg "$tmp/x.svg"
user_error "bad interval" "--source-interval-ms: must be a number > 0, got 0" "$X" scripts/simulate.lua --model "$M" --input "$tmp/src" --source-interval-ms 0

finish
