#!/usr/bin/env bash
# docs/gma-review.md's hypotheses on the finished runs, without training:
#   H1 which GMA layer sets the reads: gma1 and gma2 simulated again, the "GMA layers" line
#      (simt.gma_layers): runs/bible/gmaN/eval/sim_layers.{txt,json}; and the counter-check,
#      the wait-k model of matching latency decoded on the GMA run's schedule (--policy
#      schedule): runs/bible/waitkK/eval/sim_on_gmaN.{txt,json,hyp}, with the paired
#      bootstrap against the GMA run (sim_on_gmaN.bs.txt), and GMA against wait-5 at matched
#      AL (runs/bible/gma1/eval/vs_waitk5.bs.txt)
#   the schedule from the output layer alone (--gma-layers last): gma1, gma2 and gma2.5,
#      runs/bible/gmaN/eval/sim_last.{txt,json,hyp,log}, with the paired bootstrap against
#      wait-3, wait-5 and wait-7 (sim_last.bs_waitkK.txt); the wait-3 and wait-5 models on gma2's
#      last-layer schedule: runs/bible/waitkK/eval/sim_on_gma2last.{txt,hyp,bs.txt}
#   H5 latency accounting: gma1 and gma2 simulated with --delays attended (the source tokens
#      the decoder attended to, the GMA authors' count) beside the default (tokens read):
#      runs/bible/gmaN/eval/sim_attended.{txt,json,hyp}
#   H6 checkpoint averaging: the last 4 checkpoints (1,500 to 3,000 updates) of gma1 and of
#      waitk5 (the matched-AL pair) averaged and simulated: runs/bible/NAME/checkpoint_avg4.xa,
#      eval/sim_avg4.{txt,json,hyp}
#   H3 and H6 on the budget pair (gma1-6k, waitk5-6k: gma1 and waitk5 continued to 6,000
#      updates), once eval.sh has simulated both: GMA against wait-5 (gma1-6k/eval/vs_waitk5-6k.bs.txt),
#      gma1-6k under the last layer's schedule (sim_last.*, against waitk5-6k), and the last 4
#      checkpoints (4,500 to 6,000 updates) of each averaged and simulated (sim_avg4.*), the two
#      averages compared (gma1-6k/eval/sim_avg4.bs_waitk5-6k.txt)
# Usage, from the directory that holds runs/bible and data/bible:
#   nice -n 19 bash tools/bible/gma_checks.sh
R0=$(cd "$(dirname "$0")/../.." && pwd)
X=${X:-$R0/build/xattn}; S=${S:-$R0/scripts}; D=${DATA:-data/bible}; R=runs/bible
for n in gma1 gma2; do
  e=$R/$n/eval
  [ -s $e/sim_attended.txt ] || "$X" "$S/simulate.lua" --model $R/$n/checkpoint_best.xa --input $D/test.tok.en \
    --ref $D/test.tok.es --delays attended --output $e/sim_attended.hyp --json $e/sim_attended.json --no-checks \
    --threads 1 > $e/sim_attended.txt 2>&1
done
for n in gma1 waitk5; do
  e=$R/$n/eval
  [ -s $R/$n/checkpoint_avg4.xa ] || "$X" "$S/average.lua" --out $R/$n/checkpoint_avg4.xa --last 4 --dir $R/$n > $e/avg4.txt 2>&1
  [ -s $e/sim_avg4.txt ] || "$X" "$S/simulate.lua" --model $R/$n/checkpoint_avg4.xa --input $D/test.tok.en \
    --ref $D/test.tok.es --output $e/sim_avg4.hyp --json $e/sim_avg4.json --no-checks --threads 1 > $e/sim_avg4.txt 2>&1
done
for n in gma1 gma2; do
  e=$R/$n/eval
  [ -s $e/sim_layers.txt ] || "$X" "$S/simulate.lua" --model $R/$n/checkpoint_best.xa --input $D/test.tok.en \
    --ref $D/test.tok.es --json $e/sim_layers.json --no-checks --threads 1 > $e/sim_layers.txt 2>&1
done
for pair in "waitk5 gma1" "waitk7 gma2"; do
  set -- $pair; e=$R/$1/eval
  [ -s $e/sim_on_$2.txt ] || "$X" "$S/simulate.lua" --model $R/$1/checkpoint_best.xa --input $D/test.tok.en \
    --ref $D/test.tok.es --policy schedule --schedule $R/$2/eval/sim.log --output $e/sim_on_$2.hyp \
    --json $e/sim_on_$2.json --no-checks --threads 1 > $e/sim_on_$2.txt 2>&1
  [ -s $e/sim_on_$2.bs.txt ] || "$X" "$S/score.lua" --hyp $R/$2/eval/sim.hyp --hyp $e/sim_on_$2.hyp --ref $D/test.tok.es \
    --paired-bs > $e/sim_on_$2.bs.txt 2>&1
done
[ -s $R/gma1/eval/vs_waitk5.bs.txt ] || "$X" "$S/score.lua" --hyp $R/waitk5/eval/sim.hyp --hyp $R/gma1/eval/sim.hyp \
  --ref $D/test.tok.es --paired-bs > $R/gma1/eval/vs_waitk5.bs.txt 2>&1
for n in gma1 gma2 gma2.5; do
  [ -s $R/$n/eval/sim.hyp ] || continue # gma2.5: once eval.sh has simulated it
  e=$R/$n/eval
  [ -s $e/sim_last.txt ] || "$X" "$S/simulate.lua" --model $R/$n/checkpoint_best.xa --input $D/test.tok.en \
    --ref $D/test.tok.es --gma-layers last --output $e/sim_last.hyp --json $e/sim_last.json --log $e/sim_last.log --no-checks \
    --threads 1 > $e/sim_last.txt 2>&1
  for b in waitk3 waitk5 waitk7; do
    [ -s $e/sim_last.bs_$b.txt ] || "$X" "$S/score.lua" --hyp $R/$b/eval/sim.hyp --hyp $e/sim_last.hyp --hyp $e/sim.hyp \
      --ref $D/test.tok.es --paired-bs > $e/sim_last.bs_$b.txt 2>&1
  done
done
for b in waitk3 waitk5; do
  e=$R/$b/eval
  [ -s $e/sim_on_gma2last.txt ] || "$X" "$S/simulate.lua" --model $R/$b/checkpoint_best.xa --input $D/test.tok.en \
    --ref $D/test.tok.es --policy schedule --schedule $R/gma2/eval/sim_last.log --output $e/sim_on_gma2last.hyp \
    --no-checks --threads 1 > $e/sim_on_gma2last.txt 2>&1
  [ -s $e/sim_on_gma2last.bs.txt ] || "$X" "$S/score.lua" --hyp $R/gma2/eval/sim_last.hyp --hyp $e/sim_on_gma2last.hyp \
    --ref $D/test.tok.es --paired-bs > $e/sim_on_gma2last.bs.txt 2>&1
done
if [ -s $R/gma1-6k/eval/sim.hyp ] && [ -s $R/waitk5-6k/eval/sim.hyp ]; then
  e=$R/gma1-6k/eval
  [ -s $e/vs_waitk5-6k.bs.txt ] || "$X" "$S/score.lua" --hyp $R/waitk5-6k/eval/sim.hyp --hyp $e/sim.hyp \
    --ref $D/test.tok.es --paired-bs > $e/vs_waitk5-6k.bs.txt 2>&1
  [ -s $e/sim_last.txt ] || "$X" "$S/simulate.lua" --model $R/gma1-6k/checkpoint_best.xa --input $D/test.tok.en \
    --ref $D/test.tok.es --gma-layers last --output $e/sim_last.hyp --json $e/sim_last.json --log $e/sim_last.log \
    --no-checks --threads 1 > $e/sim_last.txt 2>&1
  [ -s $e/sim_last.bs_waitk5-6k.txt ] || "$X" "$S/score.lua" --hyp $R/waitk5-6k/eval/sim.hyp --hyp $e/sim_last.hyp \
    --hyp $e/sim.hyp --ref $D/test.tok.es --paired-bs > $e/sim_last.bs_waitk5-6k.txt 2>&1
  for n in gma1-6k waitk5-6k; do
    e=$R/$n/eval
    [ -s $R/$n/checkpoint_avg4.xa ] || "$X" "$S/average.lua" --out $R/$n/checkpoint_avg4.xa --last 4 --dir $R/$n > $e/avg4.txt 2>&1
    [ -s $e/sim_avg4.txt ] || "$X" "$S/simulate.lua" --model $R/$n/checkpoint_avg4.xa --input $D/test.tok.en \
      --ref $D/test.tok.es --output $e/sim_avg4.hyp --json $e/sim_avg4.json --no-checks --threads 1 > $e/sim_avg4.txt 2>&1
  done
  e=$R/gma1-6k/eval
  [ -s $e/sim_avg4.bs_waitk5-6k.txt ] || "$X" "$S/score.lua" --hyp $R/waitk5-6k/eval/sim_avg4.hyp --hyp $e/sim_avg4.hyp \
    --hyp $R/waitk5-6k/eval/sim.hyp --ref $D/test.tok.es --paired-bs > $e/sim_avg4.bs_waitk5-6k.txt 2>&1
fi
