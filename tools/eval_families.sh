#!/usr/bin/env bash
# Evaluates the fixed-budget family runs of docs/results.md: for each run in
# runs/fam/<corpus>-<family>, analyze.lua on its test translations (test.hyp, written by
# train.lua) with AER against the synth gold alignments, plus align.lua on the last layer.
#   tools/eval_families.sh synth dot gmm window latent
#   tools/eval_families.sh kjv dot gmm window latent
# The test sets are read from $XATTN_DATA/{synth,kjv-en-es} (default data/, the embedded
# slices; the recorded runs used the full corpora, data/README.md).
set -e
X=${X:-build/xattn}
corpus=$1; shift
case $corpus in
  synth) D=${XATTN_DATA:-data}/synth; S=$D/test.src; T=$D/test.tgt; G="--gold $D/test.align"; N="" ;;
  kjv)   D=${XATTN_DATA:-data}/kjv-en-es; S=$D/test.en; T=$D/test.es; G=""; N="--max-sentences 500" ;;
  *) echo "usage: $0 synth|kjv FAMILY..." >&2; exit 1 ;;
esac
for f in "$@"; do
  run=runs/fam/$corpus-$f
  out=runs/fam/an-$corpus-$f
  echo "== $corpus $f"
  $X scripts/analyze.lua --checkpoint $run/checkpoint_best.xa --src $S --tgt $T $G $N \
     --hyp $run/test.hyp --out $out --threads 1 | grep -v "^wrote"
  if [ -n "$G" ]; then
    $X scripts/align.lua --checkpoint $run/checkpoint_best.xa --src $S --tgt $T $G --layer 2 --threads 1 \
      | sed 's/^/  last layer: /'
  fi
done
