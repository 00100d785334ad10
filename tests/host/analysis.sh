#!/usr/bin/env bash
# align.lua / analyze.lua end to end on a tiny random model saved as a checkpoint (seconds):
# Pharaoh output with one line per sentence and only in-range links, the AER line with
# --gold, analysis.json and the SVG figures; bad input gives one-line errors and exit status 2.
. "$(dirname "$0")/lib.sh"

D=data/synth
head -12 $D/test.src > "$tmp/src"; head -12 $D/test.tgt > "$tmp/tgt"; head -12 $D/test.align > "$tmp/gold"
# a random two-layer model with the synth vocabulary, saved like train.lua saves one
"$X" -e "
local xa = require 'xattn'; local mt = xa.mt
xa.manual_seed(3)
local cfg = mt.config(nil, {{'data.tokenize', 'false'}, {'data.bpe', '0'}, {'model.d', '16'},
  {'model.heads', '2'}, {'model.ffn', '32'}, {'model.enc_layers', '1'}, {'model.dec_layers', '2'}})
local c = xa.data.ParallelCorpus{src = '$D/test.src', tgt = '$D/test.tgt', tokenize = false}
local sys = mt.new_system(cfg, c.src_vocab, c.tgt_vocab, nil)
xa.checkpoint.save('$tmp/m.xa', {tensors = mt.model_tensors(sys.model), meta = sys:meta()})
" || bad "could not write the test checkpoint"

# align.lua: AER line, Pharaoh file, stdout mode
out=$("$X" scripts/align.lua --checkpoint "$tmp/m.xa" --src "$tmp/src" --tgt "$tmp/tgt" --gold "$tmp/gold" --out "$tmp/a.align" --threads 1 2>&1) || bad "align failed: $out"
has "AER printed" "$out" "AER = "
has "layer reported" "$out" "(layer 1,"
check "one alignment line per sentence" "$(wc -l < "$tmp/a.align")" "12"
# every link in range: target words numbered 0..n-1 each exactly once, source < #words
bad_links=$(paste -d'|' "$tmp/src" "$tmp/tgt" "$tmp/a.align" | awk -F'|' '{
  ns = split($1, s, " "); nt = split($2, t, " "); n = split($3, l, " ");
  if (n != nt) { print "line " NR ": " n " links for " nt " target words"; next }
  for (k = 1; k <= n; k++) { split(l[k], p, "-"); if (p[1] >= ns || p[2] != k - 1) print "line " NR ": " l[k] }
}')
check "links in range, one per target word" "$bad_links" ""
out2=$("$X" scripts/align.lua --checkpoint "$tmp/m.xa" --src "$tmp/src" --tgt "$tmp/tgt" --layer 2 --shift 2>/dev/null)
check "stdout mode: one line per sentence" "$(printf '%s\n' "$out2" | wc -l)" "12"

# analyze.lua: two systems, translations made here (greedy) for one, a file for the other
cp "$tmp/tgt" "$tmp/hyp2"
out=$("$X" scripts/analyze.lua --checkpoint "$tmp/m.xa" --checkpoint "$tmp/m.xa" --src "$tmp/src" --tgt "$tmp/tgt" \
      --gold "$tmp/gold" --out "$tmp/an" --sentence 3 --buckets 10,20 --threads 1 2>&1) || bad "analyze failed: $out"
has "summary entropy" "$out" "entropy (nats, all layers): total"
has "summary AER" "$out" "AER "
has "summary n-gram" "$out" "n-gram precision (system 1 / 2)"
for f in analysis.json heatmap_1_layer1.svg heatmap_1_layer2.svg heatmap_2_layer2.svg bleu_by_length.svg entropy_by_length.svg; do
  [ -s "$tmp/an/$f" ] && ok || bad "missing $tmp/an/$f"
done
for f in "$tmp"/an/*.svg; do
  [ "$(head -c 5 "$f")" = "<?xml" ] && [ "$(tail -n 1 "$f")" = "</svg>" ] && ok || bad "$f is not a complete SVG"
done
j=$("$X" -e "local j = xattn.json.read('$tmp/an/analysis.json')
  print(#j.systems, j.sentences, j.systems[1].layers, j.systems[1].align_layer, #j.systems[1].entropy.buckets, j.buckets[2],
        j.systems[1].translate.beam, type(j.systems[1].aer.aer), type(j.ngram_precision.diff[4]))")
check "analysis.json fields" "$j" "2	12	2	1	3	[11,20]	1	number	number"
out=$("$X" scripts/analyze.lua --checkpoint "$tmp/m.xa" --src "$tmp/src" --tgt "$tmp/tgt" --hyp "$tmp/hyp2" --out "$tmp/an2" --threads 1 2>&1) || bad "analyze with --hyp failed: $out"
has "BLEU of a reference copy" "$out" "BLEU 100.00"

# errors: one line, exit status 2, nothing written (user_error, lib.sh)
e() { user_error "$@"; }
e "align without checkpoint" "--checkpoint is required" "$X" scripts/align.lua --src "$tmp/src" --tgt "$tmp/tgt"
e "align unknown option" "unknown option '--nope'" "$X" scripts/align.lua --nope 1
e "align bad layer" "--layer: must be an integer >= 1, got 'x'" "$X" scripts/align.lua --layer x
e "align layer too deep" "--layer 3: the model has 2 decoder layers" "$X" scripts/align.lua --checkpoint "$tmp/m.xa" --src "$tmp/src" --tgt "$tmp/tgt" --layer 3
e "align bad gold base" "--gold-base: must be 0 or 1, got 2" "$X" scripts/align.lua --checkpoint "$tmp/m.xa" --src "$tmp/src" --tgt "$tmp/tgt" --gold "$tmp/gold" --gold-base 2
head -5 "$tmp/tgt" > "$tmp/tgt5"
e "align line counts" "has 12 lines but --tgt $tmp/tgt5 has 5" "$X" scripts/align.lua --checkpoint "$tmp/m.xa" --src "$tmp/src" --tgt "$tmp/tgt5"
{ head -3 "$tmp/gold"; echo "0-0 1x1"; tail -n 8 "$tmp/gold"; } > "$tmp/badgold"
e "bad gold token" "$tmp/badgold:4: token 2 '1x1' is not a link" "$X" scripts/align.lua --checkpoint "$tmp/m.xa" --src "$tmp/src" --tgt "$tmp/tgt" --gold "$tmp/badgold"
{ head -1 "$tmp/gold"; echo "0-0 99-1"; tail -n 10 "$tmp/gold"; } > "$tmp/rangegold"
e "gold link out of range" "$tmp/rangegold:2: link 99-1 is outside the sentence" "$X" scripts/align.lua --checkpoint "$tmp/m.xa" --src "$tmp/src" --tgt "$tmp/tgt" --gold "$tmp/rangegold"
e "missing source" "--src: '$tmp/none' does not exist" "$X" scripts/align.lua --checkpoint "$tmp/m.xa" --src "$tmp/none" --tgt "$tmp/tgt"
printf 'garbage' > "$tmp/bad.xa"
e "corrupt checkpoint" "checkpoint" "$X" scripts/align.lua --checkpoint "$tmp/bad.xa" --src "$tmp/src" --tgt "$tmp/tgt"
: > "$tmp/empty"
e "align empty input" "--src $tmp/empty is empty: nothing to align" "$X" scripts/align.lua --checkpoint "$tmp/m.xa" --src "$tmp/empty" --tgt "$tmp/empty"
e "align --out in a missing directory" "--out: cannot write '$tmp/nodir/a.align': directory '$tmp/nodir' does not exist" "$X" scripts/align.lua --checkpoint "$tmp/m.xa" --src "$tmp/src" --tgt "$tmp/tgt" --out "$tmp/nodir/a.align"
e "analyze hyp count" "1 --hyp files for 2 checkpoints" "$X" scripts/analyze.lua --checkpoint "$tmp/m.xa" --checkpoint "$tmp/m.xa" --hyp "$tmp/hyp2" --src "$tmp/src" --tgt "$tmp/tgt"
e "analyze buckets" "--buckets: must be integers separated by commas, each >= 1, increasing, got '20,10'" "$X" scripts/analyze.lua --checkpoint "$tmp/m.xa" --src "$tmp/src" --tgt "$tmp/tgt" --buckets 20,10
e "analyze sentence" "--sentence 40: $tmp/src has 12 sentences" "$X" scripts/analyze.lua --checkpoint "$tmp/m.xa" --src "$tmp/src" --tgt "$tmp/tgt" --sentence 40
e "analyze hyp lines" "$tmp/tgt5 has 5 lines" "$X" scripts/analyze.lua --checkpoint "$tmp/m.xa" --src "$tmp/src" --tgt "$tmp/tgt" --hyp "$tmp/tgt5" --out "$tmp/an3"
e "analyze empty input" "--src $tmp/empty is empty: nothing to analyse" "$X" scripts/analyze.lua --checkpoint "$tmp/m.xa" --src "$tmp/empty" --tgt "$tmp/empty" --out "$tmp/an4"
e "analyze layer too deep" "--layer 5: $tmp/m.xa has 2 decoder layers" "$X" scripts/analyze.lua --checkpoint "$tmp/m.xa" --src "$tmp/src" --tgt "$tmp/tgt" --layer 5 --out "$tmp/an4"
finish
