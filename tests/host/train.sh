#!/usr/bin/env bash
# train.lua / translate.lua / average.lua end to end on a tiny model (seconds):
# an interrupted run resumed with --resume logs the same losses, bit for bit, as an
# uninterrupted one; an existing run is left alone without --resume or --overwrite, and
# --overwrite replaces all of it; translate.lua reads stdin, checks its references first and
# writes its output as it goes (read before the input ends; a prefix kept when interrupted);
# average.lua writes a loadable checkpoint; user errors are one line and exit status 2,
# before anything is written.
. "$(dirname "$0")/lib.sh"

C="--data.dir data/synth --data.src src --data.tgt tgt --data.tokenize false --data.bpe 0
   --data.max_lines 120 --model.d 32 --model.heads 2 --model.ffn 64 --model.enc_layers 1
   --model.dec_layers 1 --train.max_tokens 400 --train.warmup 10 --train.lr 0.003
   --train.threads 1 --valid.every 6 --valid.max_sentences 8 --valid.beam 1 --log.every 1
   --test.beam 2 --test.max_sentences 8 --save.dir $tmp --save.every 6"

"$X" scripts/train.lua $C --train.max_updates 12 --name A > "$tmp/a.out" 2>&1 || bad "uninterrupted run failed: $(tail -3 "$tmp/a.out")"
"$X" scripts/train.lua $C --train.max_updates 6 --name B > /dev/null 2>&1 || bad "first half failed"
out=$("$X" scripts/train.lua $C --train.max_updates 12 --name B --resume 2>&1) || bad "resume failed: $out"
has "resume message" "$out" "resumed from $tmp/B/checkpoint_last.xa at update 6"
losses() { grep '"event":"train"' "$1" | sed 's/.*"loss":\([^,]*\),.*"step":\([0-9]*\).*/\2 \1/'; }
la=$(losses "$tmp/A/log.jsonl"); lb=$(losses "$tmp/B/log.jsonl")
check "12 logged updates" "$(printf '%s\n' "$la" | wc -l)" "12"
check "resumed loss curve equals the uninterrupted one" "$lb" "$la"
for f in checkpoint_last.xa checkpoint_best.xa checkpoint_6.xa checkpoint_12.xa config.json log.jsonl test.hyp; do
  [ -f "$tmp/A/$f" ] && ok || bad "missing $tmp/A/$f"
done
has "test BLEU printed" "$(cat "$tmp/a.out")" "test   BLEU = "

# translate.lua: stdin, a reference, BLEU on stderr, one line out per line in
head -5 data/synth/test.src > "$tmp/in"; head -5 data/synth/test.tgt > "$tmp/ref"
"$X" scripts/translate.lua --model "$tmp/A/checkpoint_best.xa" --beam 2 --ref "$tmp/ref" < "$tmp/in" > "$tmp/out" 2> "$tmp/err" || bad "translate failed: $(cat "$tmp/err")"
check "one output line per input line" "$(wc -l < "$tmp/out")" "5"
has "BLEU with signature" "$(cat "$tmp/err")" "nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp"
# --bleu-lc: an upper-cased reference scores as the original (sacreBLEU's -lc)
tr a-z A-Z < "$tmp/ref" > "$tmp/REF"
"$X" scripts/translate.lua --model "$tmp/A/checkpoint_best.xa" --beam 2 --ref "$tmp/REF" --bleu-lc < "$tmp/in" > /dev/null 2> "$tmp/err2"
check "--bleu-lc: the same BLEU against an upper-cased reference" "$(grep -o 'BLEU = [0-9.]*' "$tmp/err2")" "$(grep -o 'BLEU = [0-9.]*' "$tmp/err")"
has "--bleu-lc: the signature says lc" "$(cat "$tmp/err2")" "case:lc"
out=$("$X" scripts/translate.lua --model "$tmp/A/checkpoint_best.xa" --nbest 2 --beam 2 < "$tmp/in" 2>/dev/null)
check "n-best lines" "$(printf '%s\n' "$out" | wc -l)" "10"
has "n-best format" "$out" "1 ||| "

# average.lua
out=$("$X" scripts/average.lua --out "$tmp/avg.xa" --last 2 --dir "$tmp/A" 2>&1) || bad "average failed: $out"
has "averaged two" "$out" "averaged 2 checkpoints"
"$X" scripts/translate.lua --model "$tmp/avg.xa" --beam 1 < "$tmp/in" > /dev/null 2>&1 && ok || bad "averaged checkpoint does not translate"

# ---- an existing run is never touched without --resume or --overwrite ----------------------
sum_a=$(cd "$tmp/A" && md5sum checkpoint_best.xa log.jsonl checkpoint_6.xa)
user_error "rerun refused" "$tmp/A already holds a run (log.jsonl, checkpoint_last.xa, checkpoint_best.xa, and 4 more); use --resume to continue it or --overwrite to replace it" \
  "$X" scripts/train.lua $C --train.max_updates 12 --name A
user_error "typo on an existing run" "unknown option '--train.lrr' (did you mean --train.lr?)" \
  "$X" scripts/train.lua $C --train.max_updates 12 --name A --train.lrr 1
user_error "typo with --overwrite" "--model.norm: must be post or pre, got 'middle'" \
  "$X" scripts/train.lua $C --train.max_updates 12 --name A --overwrite --model.norm middle
user_error "--resume and --overwrite" "--resume and --overwrite cannot be used together" \
  "$X" scripts/train.lua $C --train.max_updates 12 --name A --resume --overwrite
user_error "--resume with a changed model" "--model.d: cannot change when resuming (the run has model.d = 32)" \
  "$X" scripts/train.lua $C --train.max_updates 14 --name A --resume --model.d 64
user_error "--resume of a finished run" "--resume: $tmp/A already reached train.max_updates = 12 (update 12)" \
  "$X" scripts/train.lua $C --train.max_updates 12 --name A --resume
user_error "--resume without a run" "--resume: $tmp/none holds no checkpoint_last.xa to continue from" \
  "$X" scripts/train.lua $C --train.max_updates 12 --name none --resume
check "the run is intact" "$(cd "$tmp/A" && md5sum checkpoint_best.xa log.jsonl checkpoint_6.xa)" "$sum_a"
# --overwrite replaces all of a run: no numbered checkpoint of the old one stays behind
out=$("$X" scripts/train.lua $C --train.max_updates 4 --save.every 2 --name B --overwrite 2>&1) || bad "--overwrite failed: $out"
has "--overwrite says so" "$out" "replaced the previous run in $tmp/B (7 files removed)"
check "only the new run's files" "$(ls "$tmp/B" | tr '\n' ' ')" "checkpoint_2.xa checkpoint_4.xa checkpoint_best.xa checkpoint_last.xa config.json log.jsonl test.hyp "
check "one start in the new log" "$(grep -c '"event":"start"' "$tmp/B/log.jsonl")" "1"
check "no update of the old run in the log" "$(grep -c '"event":"train"' "$tmp/B/log.jsonl")" "4"
# save.keep_last: the oldest numbered checkpoints go
"$X" scripts/train.lua $C --train.max_updates 8 --save.every 2 --save.keep_last 2 --name K > /dev/null 2>&1 || bad "keep_last run failed"
check "keep_last 2" "$(ls "$tmp/K" | grep -E '^checkpoint_[0-9]+' | tr '\n' ' ')" "checkpoint_6.xa checkpoint_8.xa "

# ---- average.lua: --last with too few checkpoints ----------------------------------------------
user_error "average --last beyond the run" "--last 5: $tmp/B has only 2 numbered checkpoints (checkpoint_2.xa, checkpoint_4.xa); use --last 2" \
  "$X" scripts/average.lua --out "$tmp/avg5.xa" --last 5 --dir "$tmp/B"
# a checkpoint of another model (another vocabulary)
"$X" -e "local xa = require 'xattn'; local mt = xa.mt
local cfg = mt.config(nil, {{'data.tokenize', 'false'}, {'data.bpe', '0'}, {'model.d', '16'}, {'model.heads', '2'},
  {'model.ffn', '16'}, {'model.enc_layers', '1'}, {'model.dec_layers', '1'}})
local c = xa.data.ParallelCorpus{src = 'data/synth/test.src', tgt = 'data/synth/test.tgt', tokenize = false, max_lines = 20}
local sys = mt.new_system(cfg, c.src_vocab, c.tgt_vocab, nil)
xa.checkpoint.save('$tmp/other.xa', {tensors = mt.model_tensors(sys.model), meta = sys:meta()})" || bad "could not write other.xa"
user_error "average of two models" "have different vocabularies or BPE codes: they are not checkpoints of one model" \
  "$X" scripts/average.lua --out "$tmp/avg5.xa" "$tmp/A/checkpoint_12.xa" "$tmp/other.xa"
# ---- translate.lua: references checked first, --beam >= 1, empty input ------------------------
head -4 "$tmp/ref" > "$tmp/ref4"
user_error "translate --ref line count before translating" "--ref $tmp/ref4 has 4 lines but the input $tmp/in has 5" \
  "$X" scripts/translate.lua --model "$tmp/A/checkpoint_best.xa" --input "$tmp/in" --ref "$tmp/ref4"
user_error "translate --beam 0" "--beam: must be an integer >= 1, got 0" \
  "$X" scripts/translate.lua --model "$tmp/A/checkpoint_best.xa" --input "$tmp/in" --beam 0
user_error "translate --nbest above --beam" "--nbest 3 needs --beam 3 or more" \
  "$X" scripts/translate.lua --model "$tmp/A/checkpoint_best.xa" --input "$tmp/in" --beam 2 --nbest 3
user_error "translate --output over --input" "--output is the --input file" \
  "$X" scripts/translate.lua --model "$tmp/A/checkpoint_best.xa" --input "$tmp/in" --output "$tmp/in"
out=$("$X" scripts/translate.lua --model "$tmp/A/checkpoint_best.xa" --input - --beam 1 < "$tmp/in" 2>/dev/null) || bad "--input - failed"
check "--input - reads stdin" "$(printf '%s\n' "$out" | wc -l)" "5"
out=$("$X" scripts/translate.lua --model "$tmp/A/checkpoint_best.xa" --input /dev/null 2> "$tmp/err"); rc=$?
check "empty input: exit status" "$rc" "0"
check "empty input: empty output" "$out" ""
has "empty input: said" "$(cat "$tmp/err")" "translated 0 sentences"
out=$("$X" scripts/translate.lua --model "$tmp/A/checkpoint_best.xa" --input "$tmp/in" --beam 1 --output "$tmp/in.hyp" 2>&1) || bad "--output failed: $out"
check "--output file" "$(cat "$tmp/in.hyp")" "$("$X" scripts/translate.lua --model "$tmp/A/checkpoint_best.xa" --input "$tmp/in" --beam 1 2>/dev/null)"

# ---- translate.lua streams: output before the input ends, a prefix kept when interrupted -------
mkfifo "$tmp/fifo"
"$X" scripts/translate.lua --model "$tmp/A/checkpoint_best.xa" --beam 1 --buffer 2 < "$tmp/fifo" > "$tmp/stream.out" 2> /dev/null &
pid=$!
exec 3> "$tmp/fifo"
head -2 "$tmp/in" >&3
for _ in $(seq 600); do [ "$(wc -l < "$tmp/stream.out")" -ge 2 ] && break; sleep 0.05; done
check "two translations written while the input is still open" "$(wc -l < "$tmp/stream.out")" "2"
tail -3 "$tmp/in" >&3
exec 3>&-
wait "$pid" || bad "streaming translate failed"
check "then all five, as without streaming" "$(cat "$tmp/stream.out")" \
  "$("$X" scripts/translate.lua --model "$tmp/A/checkpoint_best.xa" --beam 1 --buffer 2 < "$tmp/in" 2>/dev/null)"
for _ in 1 2 3 4 5 6; do cat data/synth/test.src; done > "$tmp/big"   # 1800 lines
"$X" scripts/translate.lua --model "$tmp/A/checkpoint_best.xa" --beam 2 --buffer 1 --input "$tmp/big" --output "$tmp/big.hyp" 2> "$tmp/big.err" &
pid=$!
for _ in $(seq 600); do [ -f "$tmp/big.hyp" ] && [ "$(wc -l < "$tmp/big.hyp")" -ge 3 ] && break; sleep 0.05; done
kill -INT "$pid"; wait "$pid"; rc=$?
n=$(wc -l < "$tmp/big.hyp")
check "Ctrl-C: exit status 130" "$rc" "130"
has "Ctrl-C: one line says what was kept" "$(cat "$tmp/big.err")" "translate.lua: interrupted; $n sentences translated and written to $tmp/big.hyp"
lacks "Ctrl-C: no traceback" "$(cat "$tmp/big.err")" "stack traceback"
if [ "$n" -ge 3 ] && [ "$n" -lt 1800 ]; then ok; else bad "Ctrl-C: $n lines kept"; fi
head -n "$n" "$tmp/big" > "$tmp/big.prefix"
check "Ctrl-C: the lines kept are the translations of the first lines" "$(cat "$tmp/big.hyp")" \
  "$("$X" scripts/translate.lua --model "$tmp/A/checkpoint_best.xa" --beam 2 --buffer 1 --input "$tmp/big.prefix" 2>/dev/null)"

# ---- user errors: one line, exit status 2, before any work (no run directory made) -------------
S="--config configs/synth.json --save.dir $tmp/runs --name E"
user_error "unknown family" "--model.cross: unknown family 'gmmm' (dot, " "$X" scripts/train.lua $S --model.cross gmmm
user_error "bad norm" "--model.norm: must be post or pre, got 'middle'" "$X" scripts/train.lua $S --model.norm middle
user_error "d not divisible by heads" "--model.d: 30 is not divisible by model.heads = 4" "$X" scripts/train.lua $S --model.d 30
user_error "cross layer beyond the decoder" "--model.cross_layers: layer 3 is not a decoder layer (model.dec_layers = 2)" \
  "$X" scripts/train.lua $S --model.cross_layers '[3]'
user_error "negative lr" "--train.lr: must be a number > 0, got -1" "$X" scripts/train.lua $S --train.lr -1
user_error "fractional max_updates" "--train.max_updates: must be an integer >= 0, got 2.5" "$X" scripts/train.lua $S --train.max_updates 2.5
user_error "valid.every 0" "--valid.every: must be an integer >= 1, got 0" "$X" scripts/train.lua $S --valid.every 0
echo '{"train": {"warmup": -5}}' > "$tmp/bad.json"
user_error "a key of the config file" "$tmp/bad.json: train.warmup: must be an integer >= 0, got -5" \
  "$X" scripts/train.lua --config "$tmp/bad.json" --save.dir "$tmp/runs"
user_error "no stopping rule" "set when to stop: train.max_updates, train.max_epochs or train.max_time" \
  "$X" scripts/train.lua $S --train.max_updates 0
user_error "unknown key" "unknown option '--train.lrr' (did you mean --train.lr?)" "$X" scripts/train.lua $S --train.lrr 1
user_error "missing data" "missing data file $tmp/nope/train.src" "$X" scripts/train.lua $C --train.max_updates 1 --data.dir "$tmp/nope" --name E
user_error "bad number" "--train.lr: needs a number, got 'abc'" "$X" scripts/train.lua $S --train.lr abc
user_error "config without file" "--config needs a value (a file)" "$X" scripts/train.lua --config
user_error "missing config" "--config: '$tmp/none.json' does not exist" "$X" scripts/train.lua --config "$tmp/none.json"
user_error "a stray argument" "unexpected argument 'configs/synth.json'" "$X" scripts/train.lua configs/synth.json
printf 'garbage' > "$tmp/bad.xa"
user_error "corrupt checkpoint" "checkpoint" "$X" scripts/translate.lua --model "$tmp/bad.xa" --input "$tmp/in"
user_error "bad option value" "--beam: must be an integer >= 1, got 'x'" "$X" scripts/translate.lua --model "$tmp/A/checkpoint_best.xa" --beam x
user_error "missing value" "--beam needs a value (an integer >= 1)" "$X" scripts/translate.lua --model "$tmp/A/checkpoint_best.xa" --beam
user_error "near miss" "unknown option '--beem' (did you mean --beam?)" "$X" scripts/translate.lua --model "$tmp/A/checkpoint_best.xa" --beem 2
# --debug: the same error with the traceback
out=$("$X" scripts/train.lua $S --model.norm middle --debug 2>&1); rc=$?
check "--debug exit status" "$rc" "2"
has "--debug message" "$out" "--model.norm: must be post or pre, got 'middle'"
has "--debug traceback" "$out" "stack traceback:"
[ -e "$tmp/runs" ] && bad "a run directory was made" || ok
# --resume of a run whose checkpoint an earlier version wrote with the old meaning of
# model.cross = "localness" (mixed with dot by a learned gate; the shorthand now builds the
# baseline alone): the saved gate is recognised, the run continues with the same model
"$X" scripts/train.lua $C --train.max_updates 6 --name L --model.cross '{"family": "localness", "mix": "learned"}' > /dev/null 2>&1 || bad "localness run failed"
"$X" -e "local ck = xattn.checkpoint.load('$tmp/L/checkpoint_last.xa'); ck.meta.config.model.cross = 'localness'
  xattn.checkpoint.save('$tmp/L/checkpoint_last.xa', ck)" || bad "rewriting the checkpoint failed"
out=$("$X" scripts/train.lua $C --train.max_updates 8 --name L --resume 2>&1)
check "resume of an old localness checkpoint: exit status" "$?" 0
has "resume of an old localness checkpoint" "$out" "resumed from $tmp/L/checkpoint_last.xa at update 6"

finish
