#!/usr/bin/env bash
# train.lua / translate.lua / average.lua end to end on a tiny model (seconds):
# an interrupted run resumed with --resume logs the same losses, bit for bit, as an
# uninterrupted one; translate.lua reads stdin and scores against a reference; average.lua
# writes a loadable checkpoint; bad input gives clear errors.
BUILD=${BUILD:-build}
X="$BUILD/xattn"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
pass=0; fail=0
ok() { pass=$((pass+1)); }
bad() { fail=$((fail+1)); echo "FAIL $1"; }
check() { if [ "$2" = "$3" ]; then ok; else bad "$1: got '$2', expected '$3'"; fi; }
has() { if printf '%s' "$2" | grep -qF -- "$3"; then ok; else bad "$1: output lacks '$3': $(printf '%s' "$2" | tail -3)"; fi; }

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
out=$("$X" scripts/translate.lua --model "$tmp/A/checkpoint_best.xa" --nbest 2 --beam 2 < "$tmp/in" 2>/dev/null)
check "n-best lines" "$(printf '%s\n' "$out" | wc -l)" "10"
has "n-best format" "$out" "1 ||| "

# average.lua
out=$("$X" scripts/average.lua --out "$tmp/avg.xa" --last 2 --dir "$tmp/A" 2>&1) || bad "average failed: $out"
has "averaged two" "$out" "averaged 2 checkpoints"
"$X" scripts/translate.lua --model "$tmp/avg.xa" --beam 1 < "$tmp/in" > /dev/null 2>&1 && ok || bad "averaged checkpoint does not translate"

# errors: clear messages, non-zero exit, nothing crashes
out=$("$X" scripts/train.lua --train.lrr 1 2>&1); rc=$?
check "unknown key exit" "$rc" "1"; has "unknown key message" "$out" "config: unknown key 'train.lrr'"
out=$("$X" scripts/train.lua $C --train.max_updates 1 --data.dir "$tmp/nope" --name E 2>&1); rc=$?
check "missing data exit" "$rc" "1"; has "missing data message" "$out" "missing data file $tmp/nope/train.src"
out=$("$X" scripts/train.lua $C --train.lr abc 2>&1); has "bad number" "$out" "'train.lr' needs a number, got 'abc'"
out=$("$X" scripts/train.lua --config 2>&1); has "config without file" "$out" "--config needs a file"
out=$("$X" scripts/train.lua --config "$tmp/none.json" 2>&1); has "missing config" "$out" "cannot read '$tmp/none.json'"
printf 'garbage' > "$tmp/bad.xa"
out=$("$X" scripts/translate.lua --model "$tmp/bad.xa" < "$tmp/in" 2>&1); rc=$?
check "corrupt checkpoint exit" "$rc" "1"; has "corrupt checkpoint message" "$out" "checkpoint"
out=$("$X" scripts/translate.lua --model "$tmp/A/checkpoint_best.xa" --beam x 2>&1); has "bad option" "$out" "--beam needs a number"
echo "$pass passed, $fail failed"
