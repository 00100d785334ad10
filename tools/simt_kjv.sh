#!/usr/bin/env bash
# The simultaneous-translation evidence on kjv-en-es (docs/results.md): three
# models of the demo size (d 192, 2+2 layers, joint BPE 3,000) on $XATTN_DATA/kjv-en-es (the
# recorded runs: the full corpus, data/README.md; default data/kjv-en-es, the slice) with one
# schedule: the full-sentence dot model (the ceiling), wait-k trained with k = 3 and GMA
# trained with delta = 1 (both with the unidirectional encoder); then scripts/curve.lua
# decodes the first 500 test sentences streaming with k in {1,3,5,7,9} and delta in
# {0.9,1,2,2.5}.
#   tools/simt_kjv.sh [UPDATES] [THREADS]        (default 1500 updates, 1 thread each)
set -e
X=${X:-build/xattn}
U=${1:-1500}
TH=${2:-1}
D=${XATTN_DATA:-data}/kjv-en-es
OUT=${OUT:-runs/simt-kjv}
common="--config configs/demo.json --data.dir $D --save.dir $OUT --train.max_time 0
  --train.max_updates $U --train.threads $TH --valid.every 500 --valid.max_sentences 200
  --test.max_sentences 500 --log.every 100"
run() { # name extra...
  local name=$1; shift
  if [ -f "$OUT/$name/checkpoint_best.xa" ] && [ -f "$OUT/$name/test.hyp" ]; then
    echo "== $name: done already"; return
  fi
  echo "== training $name"
  $X scripts/train.lua $common --name "$name" "$@" > "$OUT/$name.out" 2>&1
  tail -3 "$OUT/$name.out"
}
mkdir -p "$OUT"
run full
run waitk3 --model.encoder unidirectional --train.simt.policy waitk --train.simt.k 3
run gma1 --model.encoder unidirectional --model.cross '{"family": "gma", "delta": 1}'
echo "== curves"
$X scripts/curve.lua --model "$OUT/waitk3/checkpoint_best.xa" --policy waitk --values 1,3,5,7,9 \
  --model "$OUT/gma1/checkpoint_best.xa" --policy gma --values 0.9,1,2,2.5 \
  --full "$OUT/full/checkpoint_best.xa" --input $D/test.en --ref $D/test.es \
  --max-sentences 500 --threads "$TH" --out "$OUT/curve"
