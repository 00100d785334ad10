#!/usr/bin/env bash
# The embedded bible-en-es slice end to end (about 15 s): tiny GMA and window models trained
# for a few updates on its tokenised text (data.tokenize false, a small BPE, as the evidence
# runs train), then align.lua against its Strong's-number alignments in every --from mode and
# both layers (the gold indices count the .tok tokens: align.lua checks every link against
# the model's word groups), analyze.lua (entropies, locality, gates, BLEU by length) and
# score.lua on the tokenised hypotheses.
. "$(dirname "$0")/lib.sh"

D=data/bible-en-es
for f in train valid test; do for e in en es tok.en tok.es align ref; do
  [ -s "$D/$f.$e" ] && ok || bad "missing $D/$f.$e"; done; done
check "train / valid / test lines" "$(wc -l < $D/train.tok.en) $(wc -l < $D/valid.tok.en) $(wc -l < $D/test.tok.en)" "3000 534 945"
check "alignment lines" "$(wc -l < $D/test.align)" "945"
# every gold link inside its sentence's .tok tokens (English first)
out=$(paste -d'|' $D/test.tok.en $D/test.tok.es $D/test.align | awk -F'|' '{ ne = split($1, a, " "); nt = split($2, b, " ");
  n = split($3, l, " "); for (k = 1; k <= n; k++) { split(l[k], p, /[-p]/); if (p[1] >= ne || p[2] >= nt) { print NR ": " l[k]; exit } } }')
check "gold links index the .tok tokens" "$out" ""

C="--data.dir $D --data.src tok.en --data.tgt tok.es --data.tokenize false --data.bpe 60
   --data.max_lines 150 --model.d 16 --model.heads 2 --model.ffn 32 --model.enc_layers 1
   --model.dec_layers 2 --train.max_tokens 600 --train.warmup 2 --train.lr 0.003
   --train.threads 1 --valid.every 3 --valid.max_sentences 4 --valid.beam 1 --log.every 1
   --test.max_sentences 4 --save.dir $tmp --train.max_updates 3"
"$X" scripts/train.lua $C --model.encoder unidirectional --model.cross '{"family": "gma", "delta": 1}' --name G > "$tmp/g.out" 2>&1 || bad "GMA training failed: $(tail -3 "$tmp/g.out")"
"$X" scripts/train.lua $C --model.cross window --name W > "$tmp/w.out" 2>&1 || bad "window training failed: $(tail -3 "$tmp/w.out")"
G="$tmp/G/checkpoint_best.xa"; W="$tmp/W/checkpoint_best.xa"
head -n 24 $D/test.tok.en > "$tmp/src"; head -n 24 $D/test.tok.es > "$tmp/tgt"; head -n 24 $D/test.align > "$tmp/gold"

A="$X scripts/align.lua --src $tmp/src --tgt $tmp/tgt --gold $tmp/gold --threads 1"
for m in "$G attention" "$G positions" "$W attention" "$W centres"; do
  set -- $m
  for layer in 1 2; do
    out=$($A --checkpoint "$1" --from "$2" --layer $layer 2>&1) || bad "align --from $2 --layer $layer failed: $out"
    case "$2" in attention) tag="(layer $layer," ;; *) tag="(layer $layer, from $2," ;; esac
    has "AER from $2, layer $layer" "$out" "$tag 24 sentences"
  done
done
# the alignments themselves: one line per sentence, target words of the .tok text
$A --checkpoint "$G" --from positions --out "$tmp/p.align" > /dev/null 2>&1 || bad "align --out failed"
check "one alignment line per sentence" "$(wc -l < "$tmp/p.align")" "24"
bad_links=$(paste -d'|' "$tmp/src" "$tmp/tgt" "$tmp/p.align" | awk -F'|' '{
  ns = split($1, s, " "); nt = split($2, t, " "); n = split($3, l, " ");
  if (n != nt) { print "line " NR ": " n " links for " nt " target words"; next }
  for (k = 1; k <= n; k++) { split(l[k], p, "-"); if (p[1] >= ns || p[2] != k - 1) print "line " NR ": " l[k] } }')
check "positions: one link per target word, in range" "$bad_links" ""
user_error "centres of a GMA model" "--from centres: layer 1 has no window centres" $A --checkpoint "$G" --from centres
user_error "positions of a window model" "--from positions: layer 1 has no predicted positions" $A --checkpoint "$W" --from positions --out "$tmp/none.align"

# analyze.lua on the slice: the window model's learned gate per layer
out=$("$X" scripts/analyze.lua --checkpoint "$W" --checkpoint "$G" --src "$tmp/src" --tgt "$tmp/tgt" --gold "$tmp/gold" \
      --out "$tmp/an" --threads 1 --buckets 20,40 2>&1) || bad "analyze failed: $out"
has "entropy by bucket" "$out" "[41,inf)"
has "locality entropy" "$out" "locality entropy (bits): "
has "gate by layer" "$out" "gate (weight of the second part): layer 1 mean "
has "BLEU by length" "$out" "BLEU by length: (0,20]"
[ -s "$tmp/an/gates_1.svg" ] && ok || bad "no gate histograms of the window model"
j=$("$X" -e "local j = xattn.json.read('$tmp/an/analysis.json'); local s = j.systems[1]
  print(#s.gates, type(s.gates[1].counts), #s.entropy.buckets, #s.bleu.by_length, type(s.locality_entropy), type(s.aer.aer))")
check "analysis.json: gates per layer, buckets, BLEU by length, locality, AER" "$j" "2	table	3	3	number	number"

# steptime.lua: each model against the same config with dot (the window model's control is a
# dot model of the same size, so its ratio is a number near 1; GMA's dot keeps the causal encoder)
out=$("$X" tools/bible/steptime.lua --steps 1 --tokens 64 --len 8 --json "$tmp/st.json" "$W" "$G" 2>&1) || bad "steptime failed: $out"
check "steptime: a row per checkpoint" "$(printf '%s\n' "$out" | grep -c 'checkpoint_best.xa')" "2"
j=$("$X" -e "local r = xattn.json.read('$tmp/st.json').steptime; print(#r, r[1].batch.sentences, r[1].batch.len,
  r[1].dot_ms > 0 and r[1].model_ms > 0 and r[1].ratio > 0)")
check "steptime.json: rows, the batch, positive times" "$j" "2	8	8	true"
user_error "steptime without checkpoints" "no checkpoints" "$X" tools/bible/steptime.lua
user_error "steptime of a missing file" "does not exist" "$X" tools/bible/steptime.lua "$tmp/none.xa"
# a wait-k model's steps carry its training masks (train.simt), its dot control does not
"$X" scripts/train.lua $C --model.encoder unidirectional --train.simt.policy waitk --train.simt.k 2 --name K > "$tmp/k.out" 2>&1 \
  || bad "wait-k training failed: $(tail -3 "$tmp/k.out")"
out=$("$X" tools/bible/steptime.lua --steps 1 --tokens 64 --len 8 "$tmp/K/checkpoint_best.xa" 2>&1) || bad "steptime of a wait-k model failed: $out"
has "steptime of a wait-k model" "$out" "K/checkpoint_best.xa"
"$X" scripts/train.lua $C --model.arch cmlm --name N > "$tmp/n.out" 2>&1 || bad "CMLM training failed: $(tail -3 "$tmp/n.out")"
user_error "steptime of a CMLM" "is a CMLM" "$X" tools/bible/steptime.lua "$W" "$tmp/N/checkpoint_best.xa"

# score.lua on the tokenised text, as the evidence runs score it
"$X" scripts/translate.lua --model "$W" --input "$tmp/src" --beam 1 > "$tmp/w.hyp" 2>/dev/null || bad "translate failed"
"$X" scripts/translate.lua --model "$G" --input "$tmp/src" --beam 1 > "$tmp/g.hyp" 2>/dev/null || bad "translate failed"
out=$("$X" scripts/score.lua --hyp "$tmp/w.hyp" --hyp "$tmp/g.hyp" --ref "$tmp/tgt" --paired-bs --paired-bs-n 100 2>&1) || bad "score failed: $out"
has "paired table" "$out" "baseline: $tmp/w.hyp"
has "p-value" "$out" "p = "

# tools/bible/eval.sh and report.lua on a runs/bible of tiny runs: dot-base (its last 5
# checkpoints averaged, beam 5, scored beside its best checkpoint) and a window run
R0=$PWD
mkdir -p "$tmp/ev/runs/bible" "$tmp/ev/data"
cp "$tmp/src" "$tmp/ev/data/test.tok.en"; cp "$tmp/tgt" "$tmp/ev/data/test.tok.es"; cp "$tmp/gold" "$tmp/ev/data/test.align"
"$X" scripts/train.lua ${C/--train.max_updates 3/--train.max_updates 6} --save.every 1 --save.keep_last 10 \
  --save.dir "$tmp/ev/runs/bible" --name dot-base > "$tmp/db.out" 2>&1 || bad "dot-base training failed: $(tail -3 "$tmp/db.out")"
mkdir -p "$tmp/ev/runs/bible/window3-s1"; cp "$W" "$tmp/ev/runs/bible/window3-s1/checkpoint_best.xa"
for r in dot-base window3-s1; do cp "$tmp/w.hyp" "$tmp/ev/runs/bible/$r/test.hyp"; touch "$tmp/ev/runs/bible/$r/done"; done
out=$(cd "$tmp/ev" && X="$XA" S="$R0/scripts" DATA=data bash "$R0/tools/bible/eval.sh" 2>&1)
E="$tmp/ev/runs/bible/dot-base"
check "eval.sh dot-base: the last 5 checkpoints averaged" "$(grep '^read\|^averaged' "$E/eval/avg5.txt" 2>/dev/null | sed 's|.*/||')" \
  "$(printf 'checkpoint_2.xa\ncheckpoint_3.xa\ncheckpoint_4.xa\ncheckpoint_5.xa\ncheckpoint_6.xa\ncheckpoint_avg5.xa')"
check "eval.sh dot-base: the average's translation" "$(wc -l < "$E/eval/test_avg5.hyp" 2>/dev/null)" "24"
j=$("$X" -e "local j = xattn.json.read('$E/eval/score.json'); print(#j.systems, type(j.systems[2].bleu.p))" 2>&1)
check "eval.sh dot-base: average and best, paired" "$j" "2	number"
for f in dot-base/eval/aer_l2.txt dot-base/eval/analysis/analysis.json window3-s1/eval/score.json \
         window3-s1/eval/aer_l2.txt window3-s1/eval/analysis/analysis.json; do
  [ -s "$tmp/ev/runs/bible/$f" ] && ok || bad "eval.sh wrote no $f: $(printf '%s' "$out" | tail -3)"
done
out=$("$X" tools/bible/report.lua "$tmp/ev/runs/bible" 2>&1) || bad "report.lua failed: $out"
has "report: the families" "$out" "| window3 | 1 |"
has "report: the dot baseline" "$out" "| last 5 averaged |"
finish
