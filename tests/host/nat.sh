#!/usr/bin/env bash
# Non-autoregressive translation end to end on tiny models (seconds): an AT teacher,
# distill.lua (resumable: a cut run continued gives the file of an uninterrupted one), a CMLM
# with window attention trained on the distilled targets (resumed bit for bit), translate.lua
# with mask-predict, score.lua --paired-bs, analyze.lua on the AT and the CMLM, bench.lua NAT vs AT; and
# the user errors of giving a CMLM where an AT model is needed and the reverse; and
# tools/nat_bible.sh's stages on 100 pairs of the bible slice (about 15 s).
. "$(dirname "$0")/lib.sh"

D="$tmp/data"; mkdir -p "$D"
head -48 data/synth/train.src > "$D/train.src"; head -48 data/synth/train.tgt > "$D/train.tgt"
head -8 data/synth/valid.src > "$D/valid.src"; head -8 data/synth/valid.tgt > "$D/valid.tgt"
head -6 data/synth/test.src > "$D/test.src"; head -6 data/synth/test.tgt > "$D/test.tgt"
C="--data.src src --data.tgt tgt --data.tokenize false --data.bpe 0 --model.d 32 --model.heads 2
   --model.ffn 64 --model.enc_layers 1 --model.dec_layers 2 --train.max_tokens 500 --train.warmup 10
   --train.lr 0.003 --train.threads 1 --valid.max_sentences 8 --log.every 1 --test.max_sentences 6
   --save.dir $tmp --save.every 0"

# ---- the teacher, distillation ----------------------------------------------------------------
"$X" scripts/train.lua $C --data.dir "$D" --name at --train.max_updates 8 --valid.every 8 --test.beam 2 \
  > "$tmp/at.out" 2>&1 || bad "teacher training failed: $(tail -3 "$tmp/at.out")"
AT="$tmp/at/checkpoint_best.xa"
"$X" scripts/distill.lua --teacher "$AT" --input "$D/train.src" --output "$tmp/full.tgt" --beam 2 --chunk 10 \
  --ref "$D/train.tgt" > /dev/null 2> "$tmp/d.err" || bad "distill failed: $(tail -3 "$tmp/d.err")"
check "distilled: one line per input line" "$(wc -l < "$tmp/full.tgt")" "48"
has "distill: BLEU against --ref" "$(cat "$tmp/d.err")" "distilled side against --ref: BLEU = "
# an interrupted run: the first 13 lines and part of the 14th; continuing drops the partial
# line and ends with the file of the uninterrupted run
head -13 "$tmp/full.tgt" > "$tmp/cut.tgt"; sed -n 14p "$tmp/full.tgt" | head -c 5 >> "$tmp/cut.tgt"
out=$("$X" scripts/distill.lua --teacher "$AT" --input "$D/train.src" --output "$tmp/cut.tgt" --beam 2 --chunk 10 2>&1) \
  || bad "distill resume failed: $out"
has "distill: dropped the partial line" "$out" "dropped a partial last line"
has "distill: continued" "$out" "holds 13 of 48 lines; continuing from line 14"
cmp -s "$tmp/full.tgt" "$tmp/cut.tgt" && ok || bad "a continued distillation differs from an uninterrupted one"
out=$("$X" scripts/distill.lua --teacher "$AT" --input "$D/train.src" --output "$tmp/cut.tgt" 2>&1) || bad "a finished distillation failed: $out"
has "distill: nothing left" "$out" "(0 translated now"

ND="$tmp/ndata"; mkdir -p "$ND"
cp "$D/train.src" "$D"/valid.* "$D"/test.* "$ND/"; cp "$tmp/full.tgt" "$ND/train.tgt"

# ---- the CMLM: trained, resumed bit for bit, decoded ------------------------------------------
N="$C --data.dir $ND --model.arch cmlm --model.cross {\"family\":\"window\",\"win\":9} --valid.every 6
   --valid.iterations 2 --valid.length_beam 2 --test.iterations 3 --test.length_beam 2 --model.max_length 64"
"$X" scripts/train.lua $N --name A --train.max_updates 12 > "$tmp/a.out" 2>&1 || bad "CMLM training failed: $(tail -3 "$tmp/a.out")"
has "CMLM: the length loss in the log lines" "$(cat "$tmp/a.out")" "length nll"
has "CMLM: test decoded with mask-predict" "$(cat "$tmp/a.out")" "mask-predict, 3 iterations, length beam 2"
"$X" scripts/train.lua $N --name B --train.max_updates 6 > /dev/null 2>&1 || bad "CMLM first half failed"
"$X" scripts/train.lua $N --name B --train.max_updates 12 --resume > /dev/null 2>&1 || bad "CMLM resume failed"
losses() { grep '"event":"train"' "$1" | sed 's/.*"length_acc":\([^,]*\),.*"length_nll":\([^,]*\),.*"loss":\([^,]*\),.*"step":\([0-9]*\).*/\4 \3 \2 \1/'; }
la=$(losses "$tmp/A/log.jsonl"); lb=$(losses "$tmp/B/log.jsonl")
check "CMLM: 12 logged updates" "$(printf '%s\n' "$la" | wc -l)" "12"
check "CMLM: the resumed losses (token and length) equal the uninterrupted ones" "$lb" "$la"
# --data.train_tgt: the distilled file read in place of the corpus's targets trains exactly as
# a corpus directory holding it
N2="$C --data.dir $D --data.train_tgt $tmp/full.tgt --model.arch cmlm --model.cross {\"family\":\"window\",\"win\":9}
   --valid.every 6 --valid.iterations 2 --valid.length_beam 2 --test.iterations 3 --test.length_beam 2 --model.max_length 64"
"$X" scripts/train.lua $N2 --name E --train.max_updates 6 > "$tmp/e.out" 2>&1 || bad "CMLM on --data.train_tgt failed: $(tail -3 "$tmp/e.out")"
check "--data.train_tgt: the losses of a corpus directory holding the distilled file" \
  "$(losses "$tmp/E/log.jsonl")" "$(printf '%s\n' "$la" | head -6)"
vl() { grep '"event":"valid"' "$1" | sed 's/.*"loss":\([^,]*\),.*/\1/'; }
check "CMLM: the validation losses too (fixed masks)" "$(vl "$tmp/B/log.jsonl")" "$(vl "$tmp/A/log.jsonl")"
CM="$tmp/A/checkpoint_best.xa"
"$X" scripts/translate.lua --model "$CM" --iterations 3 --length-beam 2 --input "$D/test.src" --ref "$D/test.tgt" \
  > "$tmp/cm.hyp" 2> "$tmp/t.err" || bad "CMLM translate failed: $(cat "$tmp/t.err")"
check "CMLM translate: one line per input line" "$(wc -l < "$tmp/cm.hyp")" "6"
has "CMLM translate: says how it decoded" "$(cat "$tmp/t.err")" "mask-predict, 3 iterations, length beam 2"
out=$("$X" scripts/translate.lua --model "$CM" --length-beam 2 --nbest 2 --input "$D/test.src" 2>/dev/null)
check "CMLM n-best lines" "$(printf '%s\n' "$out" | wc -l)" "12"
"$X" scripts/translate.lua --model "$AT" --beam 2 --input "$D/test.src" > "$tmp/at.hyp" 2>/dev/null || bad "AT translate failed"
out=$("$X" scripts/score.lua --ref "$D/test.tgt" --hyp "$tmp/at.hyp" --hyp "$tmp/cm.hyp" --metrics bleu --paired-bs \
  --paired-bs-n 50 --json "$tmp/b.json" 2>&1) || bad "score.lua failed: $out"
has "score.lua: the baseline" "$out" "baseline: $tmp/at.hyp"
has "score.lua: the p-value of the CMLM" "$out" "p = "
[ -s "$tmp/b.json" ] && ok || bad "score.lua --json wrote nothing"
out=$("$X" scripts/analyze.lua --checkpoint "$AT" --checkpoint "$CM" --src "$D/test.src" --tgt "$D/test.tgt" \
  --iterations 3 --length-beam 2 --out "$tmp/an" 2>&1) || bad "analyze.lua failed: $out"
has "analyze: the CMLM's locality entropy" "$out" "(CMLM, decoder input: decode, 3 iterations)"
has "analyze: the gate by layer" "$out" "gate (weight of the second part): layer 1 mean "
has "analyze: n-gram difference" "$out" "system 2 - system 1: 1-gram"
for f in gate_by_layer.svg ngram_precision.svg ngram_difference.svg heatmap_2_layer2.svg analysis.json; do
  [ -s "$tmp/an/$f" ] && ok || bad "analyze.lua wrote no $f"
done
out=$("$X" scripts/bench.lua --at "$AT" --cmlm "$CM" --input "$D/test.src" --ref "$D/test.tgt" --max-sentences 4 \
  --batch 2 --iterations 1,2 --length-beam 2 --at-beam 2 --threads 1 --json "$tmp/bench.json" 2>&1) || bad "bench NAT vs AT failed: $out"
for s in "AT greedy" "AT beam 2" "CMLM T=1 l=2" "CMLM T=2 l=2"; do has "bench: $s" "$out" "$s"; done
has "bench: the json" "$(cat "$tmp/bench.json")" "batched_sentences_per_s"

# ---- the wrong kind of model, bad options --------------------------------------------------------
user_error "translate: --beam with a CMLM" "--beam is an option of autoregressive decoding, but $CM is a CMLM" \
  "$X" scripts/translate.lua --model "$CM" --beam 4 --input "$D/test.src"
user_error "translate: --max-len-a with a CMLM" "--max-len-a is an option of autoregressive decoding" \
  "$X" scripts/translate.lua --model "$CM" --max-len-a 2 --input "$D/test.src"
user_error "translate: --iterations with an AT model" "--iterations is an option of mask-predict (a CMLM), but $AT is an autoregressive model" \
  "$X" scripts/translate.lua --model "$AT" --iterations 4 --input "$D/test.src"
user_error "translate: --iterations 0" "--iterations: must be an integer >= 1, got 0" \
  "$X" scripts/translate.lua --model "$CM" --iterations 0 --input "$D/test.src"
user_error "translate: --length-beam 0" "--length-beam: must be an integer >= 1, got 0" \
  "$X" scripts/translate.lua --model "$CM" --length-beam 0 --input "$D/test.src"
user_error "translate: --nbest over the length beam" "--nbest 3 needs --length-beam 3 or more" \
  "$X" scripts/translate.lua --model "$CM" --length-beam 2 --nbest 3 --input "$D/test.src"
user_error "translate: --length-beam over the predictable lengths" "--length-beam 65 exceeds the 64 target lengths $CM predicts" \
  "$X" scripts/translate.lua --model "$CM" --length-beam 65 --input "$D/test.src"
user_error "analyze: --length-beam over the predictable lengths" "--length-beam 70 exceeds the 64 target lengths" \
  "$X" scripts/analyze.lua --checkpoint "$CM" --src "$D/test.src" --tgt "$D/test.tgt" --length-beam 70 --out "$tmp/an2"
user_error "train: a length beam over model.max_length" "--test.length_beam: 9 exceeds the 8 target lengths the CMLM predicts" \
  "$X" scripts/train.lua $N --name W --train.max_updates 2 --model.max_length 8 --test.length_beam 9
user_error "align: --shift with a CMLM" "--shift reads the row whose input is target word t, which a CMLM does not have" \
  "$X" scripts/align.lua --checkpoint "$CM" --src "$D/test.src" --tgt "$D/test.tgt" --shift
user_error "simulate: a CMLM" "is a CMLM (non-autoregressive, model.arch cmlm): simultaneous translation needs an autoregressive model" \
  "$X" scripts/simulate.lua --model "$CM" --input "$D/test.src"
user_error "stream: a CMLM" "$CM is a CMLM (non-autoregressive, model.arch cmlm): live streaming needs an autoregressive model" \
  "$X" scripts/stream.lua --model "$CM"
out=$("$X" -e "local xa = require 'xattn'; local ok, e = pcall(xa.live.Session, xa.mt.load('$CM')); print(ok, e)" 2>&1)
check "live.Session refuses a CMLM with one line naming it" "$out" \
  "false	live.Session: the model is a CMLM (non-autoregressive, model.arch cmlm): streaming needs an autoregressive model; decode a CMLM with xattn.nat.mask_predict (System:translate does)"
user_error "curve: a CMLM" "series 1: $CM is a CMLM (non-autoregressive, model.arch cmlm)" \
  "$X" scripts/curve.lua --model "$CM" --policy waitk --values 1,3 --input "$D/test.src" --ref "$D/test.tgt" --out "$tmp/cv"
user_error "distill: a CMLM teacher" "--teacher $CM is a CMLM (non-autoregressive)" \
  "$X" scripts/distill.lua --teacher "$CM" --input "$D/test.src" --output "$tmp/x.tgt"
user_error "distill: an output longer than the input" "holds 48 lines but --input $D/test.src has 6" \
  "$X" scripts/distill.lua --teacher "$AT" --input "$D/test.src" --output "$tmp/full.tgt"
user_error "bench: --cmlm given an AT model" "--cmlm $AT is an autoregressive model; it needs a CMLM" \
  "$X" scripts/bench.lua --at "$AT" --cmlm "$AT" --input "$D/test.src"
user_error "bench: --at given a CMLM" "--at $CM is a CMLM; it needs an autoregressive model" \
  "$X" scripts/bench.lua --at "$CM" --cmlm "$CM" --input "$D/test.src"
user_error "bench: --at alone" "NAT vs AT needs --at CKPT, --cmlm CKPT and --input FILE together" \
  "$X" scripts/bench.lua --at "$AT"
user_error "train: a CMLM with wait-k" "--train.simt.policy: \"waitk\" needs an autoregressive model" \
  "$X" scripts/train.lua $N --name W --train.max_updates 2 --train.simt.policy waitk
user_error "train: a CMLM with a causal encoder" "--model.encoder: \"unidirectional\" is for simultaneous translation" \
  "$X" scripts/train.lua $N --name W --train.max_updates 2 --model.encoder unidirectional
user_error "train: a CMLM with latent" "--model.latent: the latent alignment output layer is for autoregressive models" \
  "$X" scripts/train.lua $N --name W --train.max_updates 2 --model.latent true
user_error "train: a missing --data.train_tgt" "missing data file $tmp/nothing.tgt (data.train_tgt)" \
  "$X" scripts/train.lua $N2 --name W --train.max_updates 2 --data.train_tgt "$tmp/nothing.tgt"
head -5 "$tmp/full.tgt" > "$tmp/five.tgt"
user_error "train: a --data.train_tgt shorter than the sources" "$tmp/five.tgt has 5 lines" \
  "$X" scripts/train.lua $N2 --name W --train.max_updates 2 --data.train_tgt "$tmp/five.tgt"
user_error "train: an unknown arch" "--model.arch: must be at or cmlm, got 'nat'" \
  "$X" scripts/train.lua $N --name W --train.max_updates 2 --model.arch nat
# ---- tools/nat_bible.sh, the evidence pipeline, on 100 pairs (SMOKE=1: a tiny model) -----------
# Every stage runs on two of the runs (RUNS); a third, cut before its updates were done, must
# be neither evaluated nor analysed (its average of best checkpoints would be kept stale).
ND="$tmp/nd"; NO="$tmp/natout"; mkdir -p "$ND" "$NO/ccan-w3-s1"
for f in train valid test; do n=8; [ $f = train ] && n=100
  for e in en es; do head -n $n data/bible-en-es/$f.tok.$e > "$ND/$f.tok.$e"; done; done
echo '{"event":"train","step":5}' > "$NO/ccan-w3-s1/log.jsonl"; : > "$NO/ccan-w3-s1/checkpoint_last.xa"
nb() { X="$X" SMOKE=1 DATA="$ND" OUT="$NO" SEEDS=1 U_AT=10 U_NAT=10 BENCH_N=4 SAMPLES=20 bash tools/nat_bible.sh "$@"; }
RUNS="cmlm-s1 ccan-s1" nb teacher distill train > "$tmp/nb1.out" 2>&1 || bad "nat_bible.sh teacher distill train: $(tail -3 "$tmp/nb1.out")"
RUNS="cmlm-s1 ccan-s1 ccan-w3-s1" nb eval analyze bench summary > "$tmp/nb2.out" 2>&1 || bad "nat_bible.sh eval ... summary: $(tail -3 "$tmp/nb2.out")"
check "nat_bible.sh: the cut run is skipped by eval" "$(grep -c "ccan-w3-s1: not trained (or not to its 10 updates), skipped" "$tmp/nb2.out")" "1"
check "nat_bible.sh: the finished runs decoded at T = 1, 4, 10, the cut one not" \
  "$(cd "$NO/eval" && ls ./*.hyp | tr '\n' ' ')" "./at.beam1.hyp ./at.beam5.hyp ./ccan-s1.T1.hyp ./ccan-s1.T10.hyp ./ccan-s1.T4.hyp ./cmlm-s1.T1.hyp ./cmlm-s1.T10.hyp ./cmlm-s1.T4.hyp "
check "nat_bible.sh: 8 lines each" "$(cat "$NO"/eval/*.hyp | wc -l)" "64"
check "nat_bible.sh: the analyses of the finished pairs only" "$(ls "$NO/an" | tr '\n' ' ')" "at-cmlm-s1 cmlm-ccan-s1 "
[ -s "$NO/bench.json" ] && ok || bad "nat_bible.sh: no bench.json"
check "nat_bible.sh: the summary's BLEU rows" "$(grep -c '^| cmlm-s1 |\|^| ccan-s1 |' "$NO/summary.md")" "2"
check "nat_bible.sh: the summary's gate line" "$(grep -c '^- ccan-s1: layer 1 ' "$NO/summary.md")" "1"
# the figures from the analyses: the one analysed CCAN run in each
out=$("$X" tools/nat_figures.lua "$NO" "$tmp" 2>&1) || bad "nat_figures.lua failed: $out"
check "nat_figures.lua: both figures written" "$(printf '%s\n' "$out" | grep -c '^wrote ')" "2"
check "nat_figures.lua: one series, window 9 seed 1, in each" \
  "$(grep -c '>window 9, seed 1<' "$tmp/bible_nat_gates.svg") $(grep -c '>window 9, seed 1<' "$tmp/bible_nat_ngram.svg")" "1 1"
out=$("$X" tools/nat_figures.lua "$tmp/none" "$tmp" 2>&1); check "nat_figures.lua: no analyses is a user error" "$?" "2"
RUNS="cmlm-s1 ccan-s1" nb train eval analyze bench > "$tmp/nb3.out" 2>&1 || bad "nat_bible.sh run again: $(tail -3 "$tmp/nb3.out")"
check "nat_bible.sh run again: nothing trained, decoded or analysed again" \
  "$(grep -c 'trained already\|done already\|measured already' "$tmp/nb3.out") $(grep -c '^== training\|mask-predict T =\|^== analysis [a-z0-9-]*$' "$tmp/nb3.out")" "5 0"
# CKPT=best: each run's best checkpoint alone, into eval-best, the same translations as the
# run's own test decoding (train.lua decodes with its best checkpoint, T = 10, length beam 5)
RUNS="cmlm-s1 ccan-s1" CKPT=best nb eval > "$tmp/nb4.out" 2>&1 || bad "nat_bible.sh CKPT=best eval: $(tail -3 "$tmp/nb4.out")"
check "nat_bible.sh CKPT=best: decodes into eval-best" "$(ls "$NO/eval-best" | grep -c '\.hyp$')" "8"
cmp -s "$NO/eval-best/cmlm-s1.T10.hyp" "$NO/cmlm-s1/test.hyp" && ok || bad "nat_bible.sh CKPT=best: T = 10 is not the run's own test.hyp"
out=$(CKPT=last nb eval 2>&1); check "nat_bible.sh: CKPT=last is refused" "$?:$out" "2:nat_bible.sh: CKPT must be avg3 or best, not 'last'"
check "nat_bible.sh runs: the run names alone" "$(nb runs | tr '\n' ' ')" "cmlm-s1 ccan-s1 ccan-w3-s1 ccan-w5-s1 ccan-top-s1 "
# without the teacher: a complete distilled corpus is kept, and its test translations skipped
rm "$NO/eval/at.beam1.hyp"
RUNS="cmlm-s1 ccan-s1" TEACHER="$tmp/none.xa" nb distill eval > "$tmp/nb5.out" 2>&1 || bad "nat_bible.sh without the teacher: $(tail -3 "$tmp/nb5.out")"
check "nat_bible.sh without the teacher: no distillation, no teacher decoding" \
  "$(grep -c '^== distilled already\|the teacher .* is not here, skipped' "$tmp/nb5.out")" "2"
finish
